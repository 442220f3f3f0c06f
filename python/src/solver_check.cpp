#include "solver_check.hpp"

#include "agents/solver_player.hpp"
#include "cli/ruleset.hpp"

namespace mancala::python {

std::string solver_problem(const RuleSet& rules, const PlayerSpec& spec) {
  if (spec.kind != PlayerKind::solver) return "";
  const std::string why = solver_refusal(rules.program(), spec);
  if (why.empty()) return "";
  return "the solver cannot play " + cli::rule_set_text(rules.rules.spec) + ": " + why;
}

bool same_solver(const PlayerSpec& a, const PlayerSpec& b) {
  return a.kind == PlayerKind::solver && b.kind == PlayerKind::solver &&
         a.max_nodes == b.max_nodes && a.max_positions == b.max_positions && a.tt_mb == b.tt_mb;
}

}  // namespace mancala::python
