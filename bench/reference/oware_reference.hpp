#pragma once
// A hand-written Oware (Abapa): exactly rules/oware.mancala with its default
// parameters (docs/games/oware.md, rules 1 to 8), written for speed as a C++
// programmer would write one game: fixed arrays, no allocation per move, no
// virtual calls. The yardstick of bench/reference_bench.cpp, checked against
// the interpreter by tests/reference_engines_test.cpp.
#include <array>
#include <cstdint>
#include <vector>

#include "bench/reference/playout.hpp"

namespace mancala::reference {

// One Oware position and its moves. Pits are in notation order (0..5 are
// S1..S6, 6..11 are N1..N6), which is also the sowing circuit.
class Oware {
 public:
  static constexpr int kPits = 6;   // per row
  static constexpr int kSeeds = 4;  // per pit at the start
  static constexpr int kCells = 2 * kPits;
  static constexpr int kTotal = kCells * kSeeds;

  // Legal moves in notation order, as pit indices.
  struct Moves {
    std::array<std::int8_t, kPits> pit;
    int size = 0;
  };

  // Rule 1: four seeds in every pit, no score, South to move.
  Oware();
  // A position given in notation order (for tests).
  Oware(const std::array<int, kCells>& pits, int south_score, int north_score, int to_move);

  int to_move() const { return to_move_; }
  int seeds(int pit) const { return pits_[pit]; }
  int score(int player) const { return scores_[player]; }
  int row_seeds(int player) const;

  // Rule 2, filtered by rule 6: when the opponent's row is empty, only the
  // moves that reach it; if none does, no move at all.
  void legal_moves(Moves& out) const;

  // Plays the move from pit `pit` (legal here); returns true when it captured seeds.
  bool play(int pit);

  // Rule 8b: a score above half the seeds, or both scores at half.
  bool decided() const;

  // Rule 8: each player adds the seeds left in their own row to their score.
  void final_totals(int totals[2]) const;

  // The pits and the side to move in 128 bits, for the repetition rule: the
  // scores need not be part of it, since they change only by a capture, and a
  // capture forgets every earlier position.
  struct Key {
    std::uint64_t low, high;
    friend bool operator==(const Key&, const Key&) = default;
  };
  Key key() const;

 private:
  std::array<std::uint8_t, kCells> pits_{};
  std::array<std::uint8_t, 2> scores_{};
  std::uint8_t to_move_ = 0;
};

// The positions seen since the last capture (rule 8a): an open-addressing
// hash set, emptied in constant time by a generation count, that grows only
// when a capture-free stretch outlasts it (never in a game of 1000 plies).
class PositionSet {
 public:
  PositionSet();
  void clear() {
    ++generation_;
    size_ = 0;
  }
  // Adds `key`; returns false when it was already there.
  bool insert(Oware::Key key);

 private:
  struct Slot {
    Oware::Key key;
    std::uint32_t generation;  // the slot is used when this is the set's generation
  };
  std::vector<Slot> slots_;
  std::uint32_t generation_ = 1;
  int size_ = 0;
  int shift_;  // 64 - log2(capacity): a hash's top bits are its slot
  void grow();
};

// A whole game: the position, the positions seen (rule 8a) and the end rules
// in their order (rule 8).
class OwareGame {
 public:
  OwareGame();
  explicit OwareGame(const Oware& start);
  const Oware& position() const { return position_; }
  bool over() const { return over_; }
  // The legal moves of the player to move (empty once over).
  const Oware::Moves& legal() const { return legal_; }
  void play(int pit);

 private:
  Oware position_;
  PositionSet seen_;
  Oware::Moves legal_;
  bool over_ = false;
  void settle(bool repeated);
};

// Game `index` of a random run seeded with `seed` (see Playout).
Playout oware_random_game(std::uint64_t seed, int index, int max_plies);

}  // namespace mancala::reference
