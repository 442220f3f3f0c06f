// `mancala simulate FILE`: random against random, with summary figures.
#include <fmt/format.h>

#include <iostream>
#include <nlohmann/json.hpp>

#include "analysis/simulation.hpp"
#include "cli/common.hpp"

namespace mancala::cli {

Runner register_simulate(CLI::App& app) {
  auto* command = app.add_subcommand("simulate", "Play many random games and summarise them");
  auto files = std::make_shared<std::vector<std::string>>();
  auto rules = std::make_shared<RuleOptions>();
  auto sim = std::make_shared<SimulationOptions>();
  auto as_json = std::make_shared<bool>(false);
  command->add_option("files", *files, "Rule files")->required();
  add_rule_options(*command, *rules);
  command->add_option("--games", sim->games, "Number of games")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000000));
  command->add_option("--seed", sim->seed, "Seed of the random agents")->capture_default_str();
  command->add_option("--max-plies", sim->max_plies, "Cut games at this many plies (unfinished)")
      ->capture_default_str()
      ->check(CLI::Range(1, 100000000));
  command->add_option("--threads", sim->threads, "Worker threads (figures do not depend on it)")
      ->capture_default_str()
      ->check(CLI::Range(1, 256));
  command->add_flag("--json", *as_json, "Print the figures as JSON");
  return [files, rules, sim, as_json] {
    nlohmann::json all = nlohmann::json::array();
    for (const std::string& file : *files) {
      std::optional<RuleProgram> program = load_or_report(file, *rules);
      if (!program) return 1;
      SimulationReport r = simulate(*program, *sim);
      if (*as_json) {
        all.push_back({{"file", file},
                       {"game", program->game_name},
                       {"variant", program->variant},
                       {"seed", sim->seed},
                       {"max_plies", sim->max_plies},
                       {"games", r.games},
                       {"south_wins", r.south_wins},
                       {"north_wins", r.north_wins},
                       {"draws", r.draws},
                       {"unfinished", r.unfinished},
                       {"mean_plies", r.mean_plies},
                       {"median_plies", r.median_plies},
                       {"mean_captured", {{"S", r.mean_captured[0]}, {"N", r.mean_captured[1]}}}});
        continue;
      }
      std::cout << fmt::format(
          "{} ({}{})\n  games        {}\n  South wins   {} ({:.1f}%)\n  North wins   {} "
          "({:.1f}%)\n  draws        {}\n  unfinished   {} (cut at {} plies)\n  plies        "
          "mean {:.1f}, median {:.1f}\n  captured     South {:.2f}, North {:.2f} per game\n",
          program->game_name, file, program->variant.empty() ? "" : ", variant " + program->variant,
          r.games, r.south_wins, 100.0 * r.south_wins / r.games, r.north_wins,
          100.0 * r.north_wins / r.games, r.draws, r.unfinished, sim->max_plies, r.mean_plies,
          r.median_plies, r.mean_captured[0], r.mean_captured[1]);
    }
    if (*as_json) std::cout << (all.size() == 1 ? all[0] : all).dump(2) << '\n';
    return 0;
  };
}

}  // namespace mancala::cli
