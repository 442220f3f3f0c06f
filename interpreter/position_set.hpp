#pragma once
// PositionSet: the positions a game has seen since its last capture, for
// repetition rules. Most such runs are short (a capture clears the set), and a
// few positions are found fastest by comparing them one by one; past
// kLinearSize positions, a Zobrist hash (one key per cell and seed count,
// XORed) finds a position in an open-addressing table in constant time. The
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

  // Up to this many positions are searched one by one, without hashing.
  static constexpr std::size_t kLinearSize = 24;

  // Adds `key`; returns true when it was there already.
  bool insert(const Key& key);
  void clear();
  std::size_t size() const { return keys_.size(); }

  // The Zobrist hash of `key`: XOR over cells of a key per (cell, seed count).
  static std::uint64_t hash(const Key& key);

 private:
  std::vector<Key> keys_;
  std::vector<std::uint64_t> hashes_;  // hashes_[i] is hash(keys_[i]), once past kLinearSize
  std::vector<std::uint32_t> slots_;   // 0: free; otherwise an index into keys_, plus one
  void grow();
};

}  // namespace mancala
