#include "interpreter/lowered_program.hpp"

namespace mancala {
namespace {

// The cells `mover`'s seeds land in, following program.next from South's first pit.
SowingCircuit circuit_of(const RuleProgram& p, Side mover) {
  SowingCircuit c;
  c.index.fill(-1);
  // The circuit is a cycle through every pit; start from a pit and go round once.
  int cell = 0;
  for (int steps = 0; steps < kMaxCells; ++steps) {
    const bool receives =
        cell < p.pit_count() || cell == p.store_cell(mover) || p.sow_opponent_store;
    if (receives) {
      c.index[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(c.length);
      c.cells[static_cast<std::size_t>(c.length++)] = static_cast<std::int8_t>(cell);
    }
    cell = p.next[static_cast<std::size_t>(cell)];
    if (cell <= 0) break;  // back at the start (or no circuit at all)
  }
  return c;
}

}  // namespace

LoweredProgram lower(const RuleProgram& p) {
  LoweredProgram low;
  low.from = without_candidate_facts(lower_condition(p, p.from_condition));
  low.prefer = lower_condition(p, p.prefer_condition);
  low.skip = lower_condition(p, p.skip_condition);
  low.forbid_first_lap = lower_condition(p, p.forbid_first_lap);
  for (const LapRule& rule : p.lap_rules) {
    LoweredRule lowered;
    lowered.condition = lower_condition(p, rule.condition);
    lowered.line = rule.line;
    for (const Action& a : rule.actions) {
      LoweredAction action;
      action.kind = a.kind;
      action.unless_grand_slam = a.unless_grand_slam;
      for (int node : a.pits) action.pits.push_back(lower_pit(p, node));
      action.on_pit = lower_condition(p, a.condition);
      lowered.actions.push_back(std::move(action));
    }
    low.lap_rules.push_back(std::move(lowered));
  }
  for (int condition : p.end_conditions)
    low.end_conditions.push_back(lower_condition(p, condition));
  low.circuit_sowing = p.skip_condition < 0 && p.marks_cleared_when_sown == 0;
  for (const Side mover : kSides) {
    low.circuit[mover] = circuit_of(p, mover);
    // A circuit that a skipped origin would leave empty cannot end a lap: the
    // seed-by-seed loop finds such a move endless.
    if (low.circuit[mover].length < (p.origin_skipped ? 2 : 1)) low.circuit_sowing = false;
  }
  low.sows_candidates =
      (p.can_relay && !p.lap_limit_ends_game) || p.skip_condition >= 0 || p.forbid_first_lap >= 0;
  low.single_lap = low.circuit_sowing && !p.can_relay && p.lap_limit >= 1;
  return low;
}

}  // namespace mancala
