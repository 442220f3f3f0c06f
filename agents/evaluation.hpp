#pragma once
// How the searching players value a position: the rule file's own
// `evaluate NUMBER` if it states one, else the difference of the two players'
// scores as the rule file counts them (the seeds in their stores, or the seeds
// they have captured), and at the end of a game the final result, scaled so
// that any win outweighs any evaluation.
#include "interpreter/program.hpp"
#include "interpreter/state.hpp"

namespace mancala {

// Values above kWinValue / 2 in size are decided games.
constexpr int kWinValue = 1'000'000;

// A rule file's evaluation is held within plus or minus this, so that it can
// never pass for a decided game in a search (docs/players.md).
constexpr int kEvaluationLimit = 100'000;

// Final totals of both players if the game ended in `state` (the seeds left on
// the board go as the rules say), as Game::result() counts them.
void final_totals(const RuleProgram& program, const State& state, PerSide<int>& totals);

// Values positions for one rule program, from a player's point of view.
class Evaluator {
 public:
  explicit Evaluator(const RuleProgram& program) : p_(&program) {}
  const RuleProgram& program() const { return *p_; }

  // An unfinished position for `player`: the rule file's evaluation with
  // `mover` standing for `player`, held within kEvaluationLimit, or else
  // `player`'s score minus the opponent's. Every searching player goes
  // through it; the exact solver does not (it knows only final margins).
  int heuristic(const State& state, Side player) const;

  // A finished game: kWinValue plus the margin for a win, minus kWinValue plus
  // the (negative) margin for a loss, 0 for a draw. An exact solver can read
  // the margin back with terminal_margin().
  int terminal(const State& state, Side player) const;

 private:
  const RuleProgram* p_;
};

// The final score margin a terminal() value stands for.
int terminal_margin(int value);

}  // namespace mancala
