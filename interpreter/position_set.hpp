#pragma once
// PositionSet: the positions a game has seen since its last capture, for
// repetition rules. Every position is hashed once, as it is added (its bytes
// folded word by word); most runs are short (a capture clears the set) and
// are searched one by one, comparing hashes first; past kLinearSize
// positions, an open-addressing table finds a position in constant time. The
// positions themselves are kept, so that a hash collision is never taken for
// a repetition.
#include <array>
#include <cstdint>
#include <vector>

#include "interpreter/program.hpp"

namespace mancala {

// A set of positions (cell contents and side to move).
class PositionSet {
 public:
  using Key = std::array<std::uint16_t, kMaxCells + 1>;  // the cells, then the side to move

  // Up to this many positions are searched one by one, without the table.
  static constexpr std::size_t kLinearSize = 24;

  // Adds `key`; returns true when it was there already.
  bool insert(const Key& key);
  void clear();
  std::size_t size() const { return keys_.size(); }

  // The hash of `key`: its bytes folded word by word, then mixed.
  static std::uint64_t hash(const Key& key);

 private:
  std::vector<Key> keys_;
  std::vector<std::uint64_t> hashes_;  // hashes_[i] is hash(keys_[i])
  std::vector<std::uint32_t> slots_;   // 0: free; otherwise an index into keys_, plus one
  void grow();
};

}  // namespace mancala
