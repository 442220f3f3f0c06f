#pragma once
// What both solver methods share: positions reduced to what the rules can see
// (so that positions differing only in history compare equal), the status and
// final margin of a position, and the checks that refuse unsolvable rules.
#include <cstdint>

#include "agents/solver.hpp"
#include "interpreter/engine.hpp"

namespace mancala::solver_detail {

// `state` with the ply count and passes capped at 2: the rules see the ply
// only as "first move" and "opening turn" (plies 0 and 1) and the passes only
// as "both passed" (2), so positions equal after this play the same.
State canonical(State state);

// Whether two canonical positions are the same position for `program`.
bool same_position(const RuleProgram& program, const State& a, const State& b);

// The final margin of a finished position for `player` (stores plus the seeds
// swept as the rules say, as Game::result() counts them).
int final_margin(const RuleProgram& program, const State& state, int player);

// Throws SolveError when `state` needs something the solver does not handle.
void refuse_unsupported(const RuleProgram& program, const State& state);

// Thrown by alpha-beta when a position recurs on its search path.
struct CycleFound {};

// The two methods (see solver.hpp); alpha-beta throws CycleFound on a cycle.
SolveResult solve_alphabeta(const Engine& engine, const SolveOptions& options);
SolveResult solve_retrograde(const Engine& engine, const SolveOptions& options);

}  // namespace mancala::solver_detail
