#pragma once
// Evaluation of compiled conditions, numbers and pit expressions.
#include "interpreter/pit_masks.hpp"
#include "interpreter/program.hpp"
#include "interpreter/state.hpp"

namespace mancala {

// The position after the move a move filter examines, for `after(N)`: made
// only when a condition first asks for it (most filters never do, or only
// when their cheaper part fails), by whoever evaluates the filter.
class AfterMove {
 public:
  virtual const State& after() = 0;

 protected:
  ~AfterMove() = default;
};

// What a condition can see besides the position: the pits a rule talks about
// and facts that only the engine or the game driver knows.
struct EvalContext {
  const State* state = nullptr;
  Side mover = kSouth;
  int last = -1;     // the cell where the lap's last seed landed
  int current = -1;  // `pit`: the pit under examination
  int origin = -1;   // the pit the move started from
  bool last_was_empty = false;
  bool captured = false;  // something was captured during this move
  bool no_legal_move = false;
  bool repeated = false;
  AfterMove* after = nullptr;  // move filters: the position after the move
  int taken = 0;               // a capture's `unless`: the seeds it would take
  int margin = 0;              // a match's `win counts as`: the game's margin
  int games_won = 0;           // a match's `winner by`: the games `mover` has won
};

// The player `who` names when `mover` is to move (`either`: the mover).
inline Side player_of(Who who, Side mover) {
  switch (who) {
    case Who::opponent:
      return opponent(mover);
    case Who::south:
      return kSouth;
    case Who::north:
      return kNorth;
    default:
      return mover;
  }
}

// Evaluates condition node `node` (true when `node` is -1).
bool eval_condition(const RuleProgram& program, int node, const EvalContext& ctx);

// Evaluates numeric node `node`.
int eval_number(const RuleProgram& program, int node, const EvalContext& ctx);

// Evaluates pit node `node` to a cell index, or -1 when no such pit exists.
int eval_pit(const RuleProgram& program, int node, const EvalContext& ctx);

// True when `cell` is one of the board's pits (not a store, not -1).
inline bool is_pit(const RuleProgram& program, int cell) {
  return cell >= 0 && cell < program.pit_count();
}

// The player whose row holds `pit`.
inline Side row_of(const RuleProgram& program, int pit) {
  return pit < program.pits_per_row ? kSouth : kNorth;
}

// Seeds in `side`'s row (kept in the state).
inline int row_seeds(const State& state, Side side) {
  return static_cast<int>(state.row_totals[side]);
}

// The pits of `side`'s row, as a set of cells (South's row is cells 0..n-1).
inline std::uint64_t row_mask(const RuleProgram& program, Side side) {
  const std::uint64_t row = board_mask(program.pits_per_row);
  return side == kSouth ? row : row << program.pits_per_row;
}

// True when `player`'s row holds no seed: one mask of the occupied pits, not
// a loop whose length depends on the position.
inline bool row_empty(const RuleProgram& program, const State& state, Side side) {
  return (state.occupied & row_mask(program, side)) == 0;
}

// True when either row holds no seed (`either row is empty`), from one mask.
inline bool either_row_empty(const RuleProgram& program, const State& state) {
  const std::uint64_t occupied = state.occupied;
  return (occupied & row_mask(program, kSouth)) == 0 || (occupied & row_mask(program, kNorth)) == 0;
}

}  // namespace mancala
