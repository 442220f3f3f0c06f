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
#include "interpreter/side.hpp"

namespace mancala {

// A set of positions (cell contents and side to move).
class PositionSet {
 public:
  // A position packed into 64-bit words: its cells, one byte each where no
  // count can pass 255 (a game of at most 255 seeds) and two bytes otherwise,
  // then the side to move; the words past the position's are zero. A set
  // reads only as many words as its positions fill (Oware's 14 cells: two).
  static constexpr int kMaxWords = (2 * (kMaxCells + 1) + 7) / 8;
  using Key = std::array<std::uint64_t, kMaxWords>;

  // The words a position of `cell_count` cells fills (`narrow`: a byte a cell).
  static int words_for(int cell_count, bool narrow);
  // Packs the first `cell_count` of `cells` and `to_move` (`narrow`: a byte
  // a cell, every count then at most 255).
  using Cells = std::array<std::uint16_t, kMaxCells>;
  static Key pack(const Cells& cells, int cell_count, Side to_move, bool narrow);

  // A set whose keys fill `words` words (words_for), at most kMaxWords.
  explicit PositionSet(int words = kMaxWords) : words_(words) {}

  // Slots of the table when the first position is added; it doubles when
  // more than half full.
  static constexpr std::size_t kInitialSlots = 64;

  // Adds `key`; returns true when it was there already.
  bool insert(const Key& key);
  void clear();
  std::size_t size() const { return count_; }

  // The hash of the first `words` words of `key`: folded word by word, then
  // mixed so that the table's index (its high bits) depends on every word.
  static std::uint64_t hash(const Key& key, int words = kMaxWords);

 private:
  // A slot of the table: free unless `generation` is the set's current one;
  // otherwise `index` is its position in keys_.
  struct Slot {
    std::uint32_t generation = 0;
    std::uint32_t index = 0;
  };
  int words_;  // the words of a key that a position fills
  // The positions added since the last clear: [0, count_) of room for as
  // many as the table holds before it grows (half its slots), so that adding
  // one writes in place. Key i is words [i * words_, (i + 1) * words_).
  std::size_t count_ = 0;
  std::vector<std::uint64_t> keys_;
  std::vector<std::uint64_t> hashes_;  // hashes_[i] is key i's hash
  std::vector<Slot> slots_;
  int shift_ = 64;                // a hash's slot is its top bits: hash >> shift_
  std::uint32_t generation_ = 1;  // never 0, which marks a slot never filled
  void grow();
};

}  // namespace mancala
