#pragma once
// A hand-written Mbothe: exactly rules/mbothe.mancala with its default
// parameters (docs/games/mbothe.md), written for speed as a C++ programmer
// would write one game: fixed arrays, no allocation, no virtual calls. The
// yardstick of bench/reference_bench.cpp, checked against the interpreter by
// tests/reference_engines_test.cpp.
#include <array>
#include <cstdint>

#include "bench/reference/playout.hpp"

namespace mancala::reference {

struct MbotheMoves;

// One Mbothe position and its moves. Pits are in notation order (0..9 are
// S1..S10, 10..19 are N1..N10), which is also the sowing circuit.
class Mbothe {
 public:
  static constexpr int kPits = 10;  // per row
  static constexpr int kSeeds = 2;  // per pit at the start
  static constexpr int kCells = 2 * kPits;
  static constexpr int kLapLimit = 1000;  // common Decision "Endless moves"

  // How a move's sowing ended.
  enum class Sown : std::uint8_t { ended, play_again, endless };

  // "Board and setup": two seeds in every pit, South to move, the game's first move to come.
  Mbothe();
  // A position given in notation order (for tests).
  Mbothe(const std::array<int, kCells>& pits, int south_captured, int north_captured, int to_move,
         bool first_move);

  int to_move() const { return to_move_; }
  int seeds(int pit) const { return pits_[pit]; }
  int captured(int player) const { return captured_[player]; }
  bool first_move() const { return first_move_; }
  int row_seeds(int player) const;

  // "Choosing the pit to move", with its filters in the Decision's order:
  // endless moves are none, then feeding, then the pair rule. Each move comes
  // with the position after it, since finding the legal moves sows them all.
  void legal_moves(MbotheMoves& out) const;

  // Plays the move from pit `pit`: "Sowing" and "Capture and bonus move".
  // The position is meaningless afterwards when the sowing was endless.
  Sown play(int pit);

  // "End and result": the player who can still move (not the one to move,
  // who cannot) takes every seed left on the board.
  void final_totals(int totals[2]) const;

 private:
  std::array<std::uint8_t, kCells> pits_{};
  std::array<std::uint8_t, 2> captured_{};
  std::uint8_t to_move_ = 0;
  bool first_move_ = true;
};

// Legal moves in notation order, each with the position it leads to.
struct MbotheMoves {
  std::array<std::int8_t, Mbothe::kPits> pit;
  std::array<Mbothe, Mbothe::kPits> after;
  int size = 0;
};

// A whole game: the position and its legal moves; it ends when the player to
// move has none.
class MbotheGame {
 public:
  MbotheGame() : MbotheGame(Mbothe()) {}
  explicit MbotheGame(const Mbothe& start) : position_(start) { position_.legal_moves(legal_); }
  const Mbothe& position() const { return position_; }
  bool over() const { return legal_.size == 0; }
  const MbotheMoves& legal() const { return legal_; }
  // Plays legal move number `i` (in notation order).
  void play_legal(int i) {
    position_ = legal_.after[i];
    position_.legal_moves(legal_);
  }

 private:
  Mbothe position_;
  MbotheMoves legal_;
};

// Game `index` of a random run seeded with `seed` (see Playout).
Playout mbothe_random_game(std::uint64_t seed, int index, int max_plies);

}  // namespace mancala::reference
