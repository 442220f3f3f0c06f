#pragma once
// PositionSet: the positions a game has seen since its last capture, for
// repetition rules. Every position is hashed once, as it is added (its bytes
// folded word by word), and found through an open-addressing table in one
// probe or a few: the same work whatever the set's size, so that no loop
// runs for a length a branch predictor must guess. Clearing it (at every
// capture) is one increment: a slot counts as free unless it was filled since
// the last clear. The positions themselves are kept, so that a hash
// collision is never taken for a repetition.
#include <array>
#include <cstdint>
#include <vector>

#include "interpreter/program.hpp"

namespace mancala {

// A set of positions (cell contents and side to move).
class PositionSet {
 public:
  using Key = std::array<std::uint16_t, kMaxCells + 1>;  // the cells, then the side to move

  // Slots of the table when the first position is added; it doubles when
  // more than half full.
  static constexpr std::size_t kInitialSlots = 64;

  // Adds `key`; returns true when it was there already.
  bool insert(const Key& key);
  void clear();
  std::size_t size() const { return keys_.size(); }

  // The hash of `key`: its bytes folded word by word, then mixed.
  static std::uint64_t hash(const Key& key);

 private:
  // A slot of the table: free unless `generation` is the set's current one;
  // otherwise `index` is its position in keys_.
  struct Slot {
    std::uint32_t generation = 0;
    std::uint32_t index = 0;
  };
  std::vector<Key> keys_;
  std::vector<std::uint64_t> hashes_;  // hashes_[i] is hash(keys_[i])
  std::vector<Slot> slots_;
  std::uint32_t generation_ = 1;  // never 0, which marks a slot never filled
  void grow();
};

}  // namespace mancala
