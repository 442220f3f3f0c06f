#include "agents/evaluation.hpp"

#include <algorithm>

#include "interpreter/conditions.hpp"
#include "interpreter/sweep.hpp"

namespace mancala {

void final_totals(const RuleProgram& p, const State& s, PerSide<int>& totals) {
  // Searchers do not track why a game ended: conditions of the sweep on
  // "no legal move" or "position repeated" read as false here.
  EvalContext facts;
  facts.state = &s;
  facts.mover = s.to_move;
  sweep_totals(p, facts, totals);
}

int Evaluator::heuristic(const State& s, Side player) const {
  if (p_->evaluation >= 0) {
    EvalContext ctx;
    ctx.state = &s;
    ctx.mover = player;
    return std::clamp(eval_number(*p_, p_->evaluation, ctx), -kEvaluationLimit, kEvaluationLimit);
  }
  return s.cells[p_->store_cell(player)] - s.cells[p_->store_cell(opponent(player))];
}

int Evaluator::terminal(const State& s, Side player) const {
  PerSide<int> totals;
  final_totals(*p_, s, totals);
  const int margin = totals[player] - totals[opponent(player)];
  if (margin > 0) return kWinValue + margin;
  if (margin < 0) return -kWinValue + margin;
  return 0;
}

int terminal_margin(int value) {
  if (value > kWinValue / 2) return value - kWinValue;
  if (value < -kWinValue / 2) return value + kWinValue;
  return value;
}

}  // namespace mancala
