#pragma once
// What both solver methods share: positions reduced to what the rules can see
// (so that positions differing only in history compare equal), the status and
// final margin of a position, and the checks that refuse unsolvable rules.
#include <cstdint>
#include <memory>
#include <vector>

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
int final_margin(const RuleProgram& program, const State& state, Side player);

// Throws SolveError when `state` needs something the solver does not handle.
void refuse_unsupported(const RuleProgram& program, const State& state);

// Thrown by alpha-beta when a position recurs on its search path.
struct CycleFound {};

class AlphaBeta;
class PositionGraph;

// Alpha-beta (see solver.hpp), position after position with one table: the
// table holds bounds on exact values, true whatever root they were found
// from. solve() throws CycleFound on a cycle and SolveLimitReached past
// max_nodes; the table stays sound after either.
class AlphaBetaSolver {
 public:
  AlphaBetaSolver(const Engine& engine, const SolveOptions& options);
  ~AlphaBetaSolver();
  SolveResult solve(const State& root);

 private:
  const Engine& engine_;
  std::unique_ptr<AlphaBeta> search_;
};

// Retrograde analysis (see solver.hpp), keeping the graph and values of the
// last root: positions reachable from it are looked up, others start a new graph.
class RetrogradeSolver {
 public:
  RetrogradeSolver(const Engine& engine, const SolveOptions& options);
  ~RetrogradeSolver();
  SolveResult solve(const State& root);

 private:
  const Engine& engine_;
  const SolveOptions& options_;
  std::unique_ptr<PositionGraph> graph_;
  std::vector<int> values_;  // South's margin of every position of graph_
};

}  // namespace mancala::solver_detail
