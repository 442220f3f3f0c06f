#include "agents/evaluation.hpp"

#include <algorithm>

#include "interpreter/conditions.hpp"

namespace mancala {

void final_totals(const RuleProgram& p, const State& s, int totals[2]) {
  totals[kSouth] = s.cells[p.store_cell(kSouth)];
  totals[kNorth] = s.cells[p.store_cell(kNorth)];
  for (int c = 0; c < p.pit_count(); ++c) {
    const int taker = p.remaining == Remaining::to_owner ? s.owner(c) : 1 - s.to_move;
    totals[taker] += s.cells[c];
  }
}

int Evaluator::heuristic(const State& s, int player) const {
  if (p_->evaluation >= 0) {
    EvalContext ctx;
    ctx.state = &s;
    ctx.mover = player;
    return std::clamp(eval_number(*p_, p_->evaluation, ctx), -kEvaluationLimit, kEvaluationLimit);
  }
  return s.cells[p_->store_cell(player)] - s.cells[p_->store_cell(1 - player)];
}

int Evaluator::terminal(const State& s, int player) const {
  int totals[2];
  final_totals(*p_, s, totals);
  const int margin = totals[player] - totals[1 - player];
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
