#pragma once
// Game: one game in progress. Wraps the engine's State with what only a whole
// game knows: the positions seen since the last capture (for repetition
// rules), whether the game is over, and its result.
#include <array>
#include <string>
#include <vector>

#include "interpreter/engine.hpp"
#include "interpreter/opening.hpp"
#include "interpreter/position_set.hpp"

namespace mancala {

// Final totals (stores plus the seeds swept as the rules say) and the winner.
struct GameResult {
  int south = 0;
  int north = 0;
  Winner winner;      // none for a draw
  int unclaimed = 0;  // seeds left on the board that go to no one (`remaining seeds to nobody`)
};

// The end conditions the flat tables of end_condition_holds() leave, each
// evaluated in `state`: a call of its own, so that the tables' answer stays
// a few instructions inlined into every caller.
bool live_end_condition_holds(const Engine& engine, const State& state, bool repeated);

// Whether one of the file's end conditions holds in `state`, a position where
// the player to move has a legal move (`no legal move` is then false);
// `repeated`: the position was seen before. For Game and for searchers.
// Inline: the game driver and every searcher ask it after each move.
[[gnu::always_inline]] inline bool end_condition_holds(const Engine& engine, const State& state,
                                                       bool repeated) {
  // Rows and stores: a mask test and a bit of a table, no loop.
  const FlatEnds& flat = engine.lowered().flat_ends[repeated];
  if (flat.usable) {
    const RuleProgram& p = engine.program();
    const Side mover = state.to_move;
    if (flat.row_ends(mover, state.occupied)) return true;
    if (flat.store_counts == 0) return false;
    const int south = state.cells[static_cast<std::size_t>(p.store_cell(kSouth))];
    const int north = state.cells[static_cast<std::size_t>(p.store_cell(kNorth))];
    if (flat.stores_in_table(south, north)) return flat.store_ends(mover, south, north);
  }
  return live_end_condition_holds(engine, state, repeated);
}

// One player's turn: a move (sow or pass), or a free-placement opening.
struct Turn {
  bool is_opening = false;
  Move move{};
  Opening opening{};

  static Turn of(Move m) { return Turn{false, m, {}}; }
  static Turn of(const Opening& o) { return Turn{true, Move{}, o}; }
};

// One game in progress (see the file comment).
class Game {
 public:
  explicit Game(const Engine& engine);
  // From `start`, whose pit counts (State::occupied, row_totals) need not be
  // kept: the game recounts them.
  Game(const Engine& engine, const State& start);

  const State& state() const { return state_; }
  const Engine& engine() const { return *engine_; }
  bool over() const { return over_; }
  // The legal moves of the player to move (empty once the game is over, and
  // during opening turns, whose moves are counted instead).
  const MoveList& legal() const { return legal_; }
  bool is_legal(Move move) const;
  // True during a free-placement opening turn.
  bool opening_turn() const { return opening_turn_; }
  // The exact number of legal moves or openings (saturating), 0 once over.
  std::uint64_t legal_count() const { return legal_count_; }

  // Plays a legal move or opening; returns what happened.
  MoveOutcome play(Move move, EventLog* events = nullptr);
  // Inline, so that a player's Turn holding a move costs no more than the move
  // (its unused opening is never written).
  MoveOutcome play(const Turn& turn, EventLog* events = nullptr) {
    return turn.is_opening ? play_opening(turn.opening) : play(turn.move, events);
  }

  // How many positions the repetition rule remembers: those since the last
  // capture. No earlier one can recur (a capture raises a store for good), so
  // forgetting them keeps long games' memory and checks small.
  std::size_t positions_remembered() const { return seen_.size(); }

  // Totals and winner; meaningful once over() (before, the totals if it ended now).
  GameResult result() const;

 private:
  using Key = PositionSet::Key;
  const Engine* engine_;
  State state_;
  MoveList legal_;
  SownMoves sown_;  // the positions after the legal moves, when finding them sowed each
  bool opening_turn_ = false;
  std::uint64_t legal_count_ = 0;
  bool over_ = false;
  bool stuck_ = false;     // the player to move had no legal move (for the sweep's conditions)
  bool repeated_ = false;  // the position had been seen before (likewise)
  // Seeds are never made or destroyed during a game: with at most 255 of
  // them at the start, every count fits a byte, and positions are kept a
  // byte a cell.
  bool narrow_keys_ = false;
  PositionSet seen_;  // positions since the last capture, when the rules use repetition

  Key key() const;
  MoveOutcome play_opening(const Opening& opening);
  void settle(bool repeated);
  void after_move(const MoveOutcome& outcome);
};

}  // namespace mancala
