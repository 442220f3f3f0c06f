#include "interpreter/position_set.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

namespace mancala {
namespace {

// SplitMix64's finaliser: every input bit reaches every output bit, so that
// the table's index (the low bits) depends on the whole key.
std::uint64_t finalise(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace

std::uint64_t PositionSet::hash(const Key& key) {
  // The key read as 64-bit words, each folded in by a multiply: a few
  // instructions a word, where a key per (cell, count) cost a mixing
  // function per cell.
  constexpr std::size_t kBytes = sizeof(Key);
  const auto* bytes = reinterpret_cast<const unsigned char*>(key.data());
  std::uint64_t h = 0x9E3779B97F4A7C15ULL;
  std::size_t at = 0;
  for (; at + 8 <= kBytes; at += 8) {
    std::uint64_t word;
    std::memcpy(&word, bytes + at, 8);
    h = std::rotl((h ^ word) * 0x9FB21C651E98DF25ULL, 29);
  }
  if (at < kBytes) {
    std::uint64_t word = 0;
    std::memcpy(&word, bytes + at, kBytes - at);
    h = std::rotl((h ^ word) * 0x9FB21C651E98DF25ULL, 29);
  }
  return finalise(h);
}

bool PositionSet::insert(const Key& key) {
  // Every key's hash is kept: a position is compared in full only when its
  // hash matches, so that a short run compares eight-byte numbers.
  const std::uint64_t h = hash(key);
  if (keys_.size() < kLinearSize) {
    for (std::size_t i = 0; i < keys_.size(); ++i)
      if (hashes_[i] == h && keys_[i] == key) return true;
    keys_.push_back(key);
    hashes_.push_back(h);
    return false;
  }
  if (2 * (keys_.size() + 1) > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = h & mask;; at = (at + 1) & mask) {
    const std::uint32_t slot = slots_[at];
    if (slot == 0) {
      keys_.push_back(key);
      hashes_.push_back(h);
      slots_[at] = static_cast<std::uint32_t>(keys_.size());
      return false;
    }
    if (hashes_[slot - 1] == h && keys_[slot - 1] == key) return true;
  }
}

void PositionSet::clear() {
  keys_.clear();
  hashes_.clear();
  slots_.clear();  // built when the set next outgrows linear search
}

void PositionSet::grow() {
  slots_.assign(std::max<std::size_t>(64, 2 * slots_.size()), 0);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = 0; i < keys_.size(); ++i) {
    std::size_t at = hashes_[i] & mask;
    while (slots_[at] != 0) at = (at + 1) & mask;
    slots_[at] = static_cast<std::uint32_t>(i + 1);
  }
}

}  // namespace mancala
