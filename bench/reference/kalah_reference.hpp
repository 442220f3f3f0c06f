#pragma once
// A hand-written Kalah(6, 4): exactly rules/kalah.mancala with its default
// parameters (docs/games/kalah.md, rules 1 to 5), written for speed as a C++
// programmer would write one game: fixed arrays, no allocation, no virtual
// calls. It is the yardstick the interpreter is measured against
// (bench/reference_bench.cpp) and checked against (tests/reference_engines_test.cpp).
#include <array>
#include <cstdint>

#include "bench/reference/playout.hpp"

namespace mancala::reference {

// One Kalah position and its moves. Pits are named as the interpreter names
// them (notation order: 0..5 are S1..S6, 6..11 are N1..N6), so that moves and
// boards compare directly; inside, the cells follow the sowing circuit.
class Kalah {
 public:
  static constexpr int kPits = 6;   // per row (parameter `pits`)
  static constexpr int kSeeds = 4;  // per pit at the start (parameter `seeds`)
  static constexpr int kCells = 2 * kPits + 2;

  // Legal moves in notation order, as pit indices.
  struct Moves {
    std::array<std::int8_t, kPits> pit;
    int size = 0;
  };

  // Rule 1: four seeds in every pit, stores empty, South to move.
  Kalah();
  // A position given in notation order (for tests): 12 pits, the stores, the mover.
  Kalah(const std::array<int, 2 * kPits>& pits, int south_store, int north_store, int to_move);

  int to_move() const { return to_move_; }
  int seeds(int pit) const { return cells_[cell(pit)]; }
  int store(int player) const { return cells_[store_cell(player)]; }

  // Rule 5: the game ends as soon as either row is empty (which also covers
  // a player to move without a legal move).
  bool over() const { return row_seeds(0) == 0 || row_seeds(1) == 0; }

  // Rule 2: every non-empty pit of the mover's row, S1 (or N1) first.
  void legal_moves(Moves& out) const;

  // Plays the move from pit `pit` (legal here); returns true when the mover plays again.
  bool play(int pit);

  // Rule 5: each player adds the seeds of their own row to their store.
  void final_totals(int totals[2]) const;

 private:
  // The circuit: S1..S6, South's store, N1..N6, North's store.
  static constexpr int cell(int pit) { return pit < kPits ? pit : pit + 1; }
  static constexpr int store_cell(int player) { return player == 0 ? kPits : kCells - 1; }
  int row_seeds(int player) const;

  std::array<std::uint8_t, kCells> cells_{};
  std::uint8_t to_move_ = 0;
};

// Game `index` of a random run seeded with `seed` (see Playout).
Playout kalah_random_game(std::uint64_t seed, int index, int max_plies);

// A plain fixed-depth alpha-beta on the hand-written Kalah: the value of
// `position` for its side to move, `depth` moves deep (the final margin at
// the end of the game, the store difference at depth 0), moves in notation
// order, an extra turn keeping the sign. The same search, node for node, as
// InterpreterAlphaBeta (bench/reference/interpreter_alphabeta.hpp); `nodes`
// counts the positions searched.
int kalah_alphabeta(const Kalah& position, int depth, int alpha, int beta, std::uint64_t& nodes);

}  // namespace mancala::reference
