#include "agents/solver.hpp"

#include "agents/solver_positions.hpp"

namespace mancala {

std::uint64_t retrograde_bytes_per_position() {
  // The position, its hash, about two table slots, and its edges both ways
  // (a few moves each) with the attractor's working arrays.
  return sizeof(State) + 8 + 8 + 64;
}

SolveResult solve(const Engine& engine, const SolveOptions& options) {
  if (options.method == SolveMethod::retrograde)
    return solver_detail::solve_retrograde(engine, options);
  try {
    return solver_detail::solve_alphabeta(engine, options);
  } catch (const solver_detail::CycleFound&) {
    if (options.method == SolveMethod::alphabeta)
      throw SolveError(
          "positions of this game can repeat, so alpha-beta cannot solve it; "
          "use --method retrograde (or auto)");
    return solver_detail::solve_retrograde(engine, options);
  }
}

}  // namespace mancala
