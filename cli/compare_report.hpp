#pragma once
// The outputs of `mancala compare`: the terminal table, the JSON of
// docs/compare.md and the self-contained HTML report (Vega-Lite charts, the
// libraries inlined so that it opens without a network).
#include <string>
#include <vector>

#include "analysis/comparison.hpp"
#include "cli/common.hpp"
#include "cli/report_common.hpp"
#include "nlohmann/json.hpp"

namespace mancala::cli {

// What every output names: the rule sets, the players and the run's settings.
struct ReportContext {
  const std::vector<LoadedRules>& rules;
  const SimulationOptions& sim;
  int match_games = 0;
};

// The terminal table, the differences and one sentence per pair.
std::string comparison_text(const ReportContext& context, const Comparison& comparison);

// {"rule_sets": [...], "differences": [...]} as docs/compare.md describes.
nlohmann::json comparison_json(const ReportContext& context, const Comparison& comparison);

// The HTML page; `scripts` holds vega, vega-lite and vega-embed, inlined.
std::string comparison_html(const ReportContext& context, const Comparison& comparison,
                            const std::string& scripts);

}  // namespace mancala::cli
