#include "agents/position_status.hpp"

#include "interpreter/game.hpp"
#include "interpreter/opening.hpp"

namespace mancala {

PositionStatus examine(const Engine& engine, const State& state, bool repeated, MoveList& legal) {
  const RuleProgram& p = engine.program();
  PositionStatus status;
  engine.legal_moves(state, legal);
  status.opening = is_opening_turn(p, state);
  const std::uint64_t count =
      status.opening ? count_openings(p, state) : static_cast<std::uint64_t>(legal.size);
  status.over =
      count == 0 || state.lap_limit_reached || end_condition_holds(engine, state, repeated);
  if (status.over) legal.size = 0;
  return status;
}

bool position_over(const Engine& engine, const State& state, bool repeated) {
  const RuleProgram& p = engine.program();
  if (engine.lowered().moves_by_masks && !is_opening_turn(p, state)) {
    // Moves and row ends read off the state's mask of occupied pits.
    const bool has_move = p.pass_when_stuck ||
                          (owned_pits(state, state.to_move, p.pit_count()) & state.occupied) != 0;
    return !has_move || state.lap_limit_reached || end_condition_holds(engine, state, repeated);
  }
  const bool has_move =
      is_opening_turn(p, state) ? count_openings(p, state) > 0 : engine.has_legal_move(state);
  return !has_move || state.lap_limit_reached || end_condition_holds(engine, state, repeated);
}

}  // namespace mancala
