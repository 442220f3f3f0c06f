#include "cli/experiment_solvers.hpp"

#include <fmt/format.h>

#include <map>
#include <string>
#include <tuple>

#include "agents/solver_player.hpp"
#include "cli/common.hpp"

namespace mancala::cli {

bool solvers_fit(const Experiment& experiment) {
  bool fit = true;
  // Cells share rule sets and players: one solve of a start per distinct pair.
  std::map<std::tuple<const RuleProgram*, std::uint64_t, std::uint64_t, int>, std::string> seen;
  for (const ExperimentCell& cell : experiment.cells)
    for (const auto& [side, spec, text] : {std::tuple{"south", cell.south, cell.south_text},
                                           std::tuple{"north", cell.north, cell.north_text}}) {
      if (spec.kind != PlayerKind::solver) continue;
      const auto key =
          std::tuple{cell.program.get(), spec.max_nodes, spec.max_positions, spec.tt_mb};
      auto found = seen.find(key);
      if (found == seen.end()) found = seen.emplace(key, solver_refusal(*cell.program, spec)).first;
      if (found->second.empty()) continue;
      report_error(fmt::format(
          "{}: cell {} ({}{}): {} player '{}' cannot play: {}", experiment.path, cell.id, cell.file,
          cell.variant.empty() ? "" : ":" + cell.variant, side, text, found->second));
      fit = false;
    }
  return fit;
}

}  // namespace mancala::cli
