#pragma once
// State: one position of a game. Small and trivially copyable, so the engine
// and the agents copy it freely and never allocate per move.
#include <array>
#include <cstdint>
#include <type_traits>

#include "interpreter/program.hpp"

namespace mancala {

// A position: pit and store contents, ownership, marks, memory, side to move.
struct State {
  std::array<std::uint16_t, kMaxCells> cells{};  // S1..Sn, N1..Nn, then the two stores
  std::uint64_t north_owned = 0;                 // bit i: pit i is owned by North
  PerSide<std::uint64_t> moved_from{};           // per side: pits they have started a move from
  std::array<std::uint64_t, kMaxMarks> marks{};  // per mark: marked pits
  std::uint16_t ply = 0;                         // moves played in this game
  Side to_move = kSouth;
  std::uint8_t passes = 0;  // consecutive passes just played
  // The last move's sowing was cut off by a lap limit that ends the game
  // (`lap limit N then end game`): the game is over.
  std::uint8_t lap_limit_reached = 0;

  Side owner(int pit) const { return (north_owned >> pit) & 1 ? kNorth : kSouth; }
};
static_assert(std::is_trivially_copyable_v<State>);

// A move: a pit and how many seeds to lift (0 = all), or a pass. Trivial, so
// that move lists on the stack cost nothing to create; write Move{} for a zero move.
struct Move {
  std::int8_t pit;
  std::uint8_t amount;
  bool pass;

  friend bool operator==(const Move&, const Move&) = default;
};

// A fixed-capacity list of moves, kept on the stack.
struct MoveList {
  static constexpr int kCapacity = kMaxPits * 255 + 1;  // every amount of every pit, or a pass
  std::array<Move, kCapacity> moves;  // left uninitialised: only [0, size) is meaningful
  int size = 0;

  void push(Move m) { moves[size++] = m; }
  const Move* begin() const { return moves.data(); }
  const Move* end() const { return moves.data() + size; }
  const Move& operator[](int i) const { return moves[i]; }
};

}  // namespace mancala
