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

}  // namespace mancala
