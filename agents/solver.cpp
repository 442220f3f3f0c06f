#include "agents/solver.hpp"

#include "agents/solver_positions.hpp"

namespace mancala {

std::uint64_t retrograde_bytes_per_position() {
  // The position, its hash, table slots, its edges both ways and the
  // attractors' working arrays: measured at about 300 bytes a position
  // (4.4 million positions of a small Adji Kui II board took 1.3 GB).
  return sizeof(State) + 200;
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
