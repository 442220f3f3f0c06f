#pragma once
// The 64-bit FNV-1a hash that game records and experiment databases keep of
// rule files and experiment files. It is a stream: hashing texts one after
// another from the previous value equals hashing their concatenation, which
// is how a rule set's hash covers the file and every file it extends.
#include <cstdint>
#include <string_view>

namespace mancala {

inline constexpr std::uint64_t kContentHashStart = 0xcbf29ce484222325ULL;

// The hash of `text`, continuing from `previous` (the hash of what came before).
constexpr std::uint64_t content_hash(std::string_view text,
                                     std::uint64_t previous = kContentHashStart) {
  std::uint64_t h = previous;
  for (unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

}  // namespace mancala
