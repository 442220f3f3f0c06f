#include "agents/solver.hpp"

#include "agents/solver_positions.hpp"

namespace mancala {

std::uint64_t retrograde_bytes_per_position() {
  // The position, its hash, table slots, its edges both ways and the
  // attractors' working arrays: measured at about 300 bytes a position
  // (4.4 million positions of a small Adji Kui II board took 1.3 GB).
  return sizeof(State) + 200;
}

PositionSolver::PositionSolver(const RuleProgram& program, const SolveOptions& options)
    : engine_(program), options_(options) {}

PositionSolver::~PositionSolver() = default;

SolveResult PositionSolver::solve(const State& state) {
  if (options_.method == SolveMethod::retrograde) cyclic_ = true;
  if (!cyclic_) {
    if (!alphabeta_)
      alphabeta_ = std::make_unique<solver_detail::AlphaBetaSolver>(engine_, options_);
    try {
      return alphabeta_->solve(state);
    } catch (const solver_detail::CycleFound&) {
      if (options_.method == SolveMethod::alphabeta)
        throw SolveError(
            "positions of this game can repeat, so alpha-beta cannot solve it; "
            "use --method retrograde (or auto)");
      // Positions can recur: alpha-beta's values would depend on the path,
      // so retrograde analysis answers from now on, and the table is freed.
      cyclic_ = true;
      alphabeta_.reset();
    }
  }
  if (!retrograde_)
    retrograde_ = std::make_unique<solver_detail::RetrogradeSolver>(engine_, options_);
  return retrograde_->solve(state);
}

SolveResult solve(const Engine& engine, const SolveOptions& options) {
  PositionSolver solver(engine.program(), options);
  return solver.solve(options.start ? *options.start : engine.initial_state());
}

}  // namespace mancala
