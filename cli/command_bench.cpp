// `mancala bench`: a fixed batch of random games per rule set, timed. The
// ply count is deterministic (a check that the engine still plays the same
// games); the plies per second are the speed figure.
#include <fmt/format.h>

#include <chrono>
#include <iostream>

#include "analysis/simulation.hpp"
#include "cli/common.hpp"
#include "cli/progress.hpp"

namespace mancala::cli {

Runner register_bench(CLI::App& app) {
  auto* command = app.add_subcommand("bench", "Time a fixed batch of random games per rule set");
  auto files = std::make_shared<std::vector<std::string>>();
  auto rules = std::make_shared<RuleOptions>();
  auto games = std::make_shared<int>(2000);
  auto seed = std::make_shared<std::uint64_t>(1);
  auto quiet = std::make_shared<bool>(false);
  command->add_option("rules", *files, "Rule sets: FILE[:VARIANT][,NAME=VALUE...]")->required();
  add_rule_options(*command, *rules);
  command->add_option("--games", *games, "Games per rule set")
      ->capture_default_str()
      ->check(whole_number(1, 10000000));
  command->add_option("--seed", *seed, "Seed of the random agents")
      ->capture_default_str()
      ->check(seed_number());
  command->add_flag("--quiet", *quiet, "No progress display on a terminal");
  return [files, rules, games, seed, quiet] {
    std::vector<LoadedRules> loaded;
    for (const std::string& file : *files) {
      std::optional<LoadedRules> one = load_rule_set(file, *rules);
      if (!one) return 1;
      loaded.push_back(std::move(*one));
    }
    std::uint64_t total_plies = 0;
    double total_seconds = 0;
    for (const LoadedRules& rule_set : loaded) {
      const std::string name = rule_set_text(rule_set.spec);
      Progress progress("bench " + name, static_cast<std::uint64_t>(*games), "games",
                        progress_wanted(*quiet, stderr_is_terminal()), std::cerr);
      std::uint64_t plies = 0;
      const auto start = std::chrono::steady_clock::now();
      for (int i = 0; i < *games; ++i) {
        plies +=
            static_cast<std::uint64_t>(play_random_game(rule_set.program, *seed, i, 1000).plies);
        progress.step();
      }
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      progress.finish();
      total_plies += plies;
      total_seconds += seconds;
      std::cout << fmt::format("{:<28} games {:>7}  plies {:>10}  {:>7.3f} s  {:>10.0f} plies/s\n",
                               name, *games, plies, seconds, plies / seconds);
    }
    std::cout << fmt::format("{:<28} plies {:>10} in {:.3f} s\n", "total", total_plies,
                             total_seconds);
    return 0;
  };
}

}  // namespace mancala::cli
