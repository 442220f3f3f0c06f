#include "interpreter/sweep.hpp"

namespace mancala {

int sweep_totals(const RuleProgram& p, const EvalContext& facts, PerSide<int>& totals) {
  const State& s = *facts.state;
  totals[kSouth] = s.cells[p.store_cell(kSouth)];
  totals[kNorth] = s.cells[p.store_cell(kNorth)];
  const SweepRule* rule = nullptr;
  for (const SweepRule& r : p.sweeps)
    if (eval_condition(p, r.condition, facts)) {
      rule = &r;
      break;
    }
  if (!rule) return 0;  // the compiler requires a last rule without condition
  int board = 0;
  for (int c = 0; c < p.pit_count(); ++c) {
    board += s.cells[c];
    if (rule->how == Remaining::to_owner) totals[s.owner(c)] += s.cells[c];
  }
  if (rule->how == Remaining::to_player) totals[player_of(rule->to, s.to_move)] += board;
  if (rule->how == Remaining::to_first_mover) totals[s.first_mover] += board;
  if (rule->how == Remaining::to_last_mover) totals[s.last_mover()] += board;
  if (rule->how == Remaining::split_evenly) {
    // The odd seed's taker is chosen on the position before the split: both
    // halves are equal, so comparisons of the scores come out the same after it.
    const Who odd = eval_condition(p, rule->odd_if, facts) ? rule->odd_to : rule->odd_else;
    totals[kSouth] += board / 2;
    totals[kNorth] += board / 2;
    if (board % 2) totals[player_of(odd, s.to_move)] += 1;
  }
  return rule->how == Remaining::to_nobody ? board : 0;
}

}  // namespace mancala
