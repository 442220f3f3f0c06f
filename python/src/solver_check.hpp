#pragma once
// The check the command line makes before a `solver` player's first game
// (solver_refusal, agents/solver_player.hpp), for Python. The solver player
// solves later positions with no node limit, so without this check a game
// too big to solve (Kalah 6x4) runs for ever instead of being refused.
#include <string>

#include "agents/player_spec.hpp"
#include "rule_set.hpp"

namespace mancala::python {

// "the solver cannot play RULESET: WHY", as `mancala` says after its option
// name, or "" when `spec` is no solver or can play the games of `rules`.
// Solves the start position to find out (about a second at the default limits).
std::string solver_problem(const RuleSet& rules, const PlayerSpec& spec);

// The same two specs solve alike: one check answers for both sides.
bool same_solver(const PlayerSpec& a, const PlayerSpec& b);

}  // namespace mancala::python
