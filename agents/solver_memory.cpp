#include "agents/solver_memory.hpp"

#include <unistd.h>

#include <cmath>

#include "interpreter/rule_reads.hpp"

namespace mancala {

std::uint64_t physical_memory_bytes() {
  const long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
  if (pages <= 0 || page <= 0) return 0;
  return static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page);
}

std::uint64_t solver_memory_budget(std::uint64_t fallback) {
  const std::uint64_t physical = physical_memory_bytes();
  return physical == 0 ? fallback : physical / 4 * 3;
}

double position_upper_bound(const RuleProgram& p) {
  // Seeds over cells: C(seeds + cells - 1, cells - 1), as a double (lgamma).
  const double seeds = p.total_seeds, cells = p.pit_count() + 2;
  double count = std::exp(std::lgamma(seeds + cells) - std::lgamma(seeds + 1) - std::lgamma(cells));
  count *= 2;                             // side to move
  count *= 3;                             // plies: first, second, later
  if (p.pass_when_stuck) count *= 3;      // passes: none, one, both
  if (p.lap_limit_ends_game) count *= 2;  // a move cut off by the lap limit
  count *= std::pow(2.0, double(p.mark_names.size()) * p.pit_count());  // marked pits
  if (rule_reads(p).moved_from) count *= std::pow(2.0, p.pit_count());  // pits moved from
  if (p.rebuild.seeds_per_pit > 0) count *= std::pow(2.0, p.pit_count());  // ownership
  return count;
}

}  // namespace mancala
