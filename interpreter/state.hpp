#pragma once
// State: one position of a game. Small and trivially copyable, so the engine
// and the agents copy it freely and never allocate per move.
#include <algorithm>
#include <array>
#include <cstdint>
#include <type_traits>
#include <vector>

#include "interpreter/program.hpp"

namespace mancala {

// A set of pits, bit i for pit i: 32 bits hold every board's pits, and keep
// State small, since the engine and the searchers copy it at every move.
using PitBits = std::uint32_t;
static_assert(kMaxPits <= 32);

// A position: pit and store contents, ownership, marks, memory, side to move.
struct State {
  std::array<std::uint16_t, kMaxCells> cells{};  // S1..Sn, N1..Nn, then the two stores
  // Kept from `cells` (interpreter/pit_counts.hpp): the pits holding seeds
  // (bit i: pit i), and the seeds in each row (South's row S1..Sn, North's
  // N1..Nn, whoever owns the pits). The engine's most frequent questions
  // (which pits can move, is a row empty, how many seeds has a row) read
  // them instead of the cells. Whoever writes a pit's count keeps them up
  // to date: set_pit_seeds(), or recount_pits() after writing cells directly.
  PitBits occupied = 0;
  PerSide<std::uint32_t> row_totals{};
  PitBits north_owned = 0;                 // bit i: pit i is owned by North
  PerSide<PitBits> moved_from{};           // per side: pits they have started a move from
  std::array<PitBits, kMaxMarks> marks{};  // per mark: marked pits
  std::uint16_t ply = 0;                   // moves played in this game
  Side to_move = kSouth;
  std::uint8_t passes = 0;  // consecutive passes just played
  // The last move's sowing was cut off by a lap limit that ends the game
  // (`lap limit N then end game`): the game is over.
  std::uint8_t lap_limit_reached = 0;
  // Who made the game's first move (`remaining seeds to first player`): fixed
  // when the game starts, whoever moves at a later ply.
  Side first_mover = kSouth;
  // The move just played gave its mover another turn (`play again`), so the
  // player to move is also the last mover (`remaining seeds to last mover`).
  std::uint8_t played_again = 0;

  Side last_mover() const { return played_again ? to_move : opponent(to_move); }

  Side owner(int pit) const { return (north_owned >> pit) & 1 ? kNorth : kSouth; }
};
static_assert(std::is_trivially_copyable_v<State>);

// A move: a pit and how many seeds to lift (0 = all), or a pass. Trivial, so
// that move lists on the stack cost nothing to create; write Move{} for a zero
// move. Aligned to four bytes, so that a move is copied as one word, not as
// three bytes, when move lists are filtered and kept.
struct alignas(4) Move {
  std::int8_t pit;
  std::uint8_t amount;
  bool pass;

  friend bool operator==(const Move&, const Move&) = default;
};

// The legal moves of a position. It holds the kInline moves of any program
// without partial harvest in place (so that listing them allocates nothing and
// a list costs a few hundred bytes); a program that lists every amount of every
// pit makes it reserve() more, once, on the heap, and a list kept from position
// to position (in a Game, in a search frame) then allocates no more.
class MoveList {
 public:
  static constexpr int kInline = kMaxPits + 1;          // a move per pit, or a pass
  static constexpr int kMaxMoves = kMaxPits * 255 + 1;  // every amount of every pit, or a pass

  Move* moves;  // [0, size) are the moves; points into the list itself or its heap block
  int size = 0;

  MoveList() : moves(inline_) {}
  MoveList(const MoveList& other) : MoveList() { *this = other; }
  MoveList& operator=(const MoveList& other) {
    if (this == &other) return *this;
    reserve(other.size);
    std::copy(other.moves, other.moves + other.size, moves);
    size = other.size;
    return *this;
  }

  // Room for at least `count` moves; keeps the moves listed so far.
  void reserve(int count) {
    if (count <= capacity()) return;
    std::vector<Move> grown(static_cast<std::size_t>(count));
    std::copy(moves, moves + size, grown.begin());
    heap_ = std::move(grown);
    moves = heap_.data();
  }
  int capacity() const { return heap_.empty() ? kInline : static_cast<int>(heap_.size()); }

  void push(Move m) { moves[size++] = m; }  // within capacity(): reserve() first
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + size; }
  const Move& operator[](int i) const { return moves[i]; }

 private:
  // Left uninitialised: only [0, size) is meaningful. A plain array, so that
  // the constructor takes its address without reading it.
  Move inline_[kInline];
  std::vector<Move> heap_;
};

}  // namespace mancala
