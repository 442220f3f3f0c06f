// `mancala bench`: a fixed batch of random games per rule file, timed. The
// ply count is deterministic (a check that the engine still plays the same
// games); the plies per second are the speed figure.
#include <fmt/format.h>

#include <chrono>
#include <iostream>

#include "analysis/simulation.hpp"
#include "cli/common.hpp"

namespace mancala::cli {

Runner register_bench(CLI::App& app) {
  auto* command = app.add_subcommand("bench", "Time a fixed batch of random games per rule file");
  auto files = std::make_shared<std::vector<std::string>>();
  auto games = std::make_shared<int>(2000);
  auto seed = std::make_shared<std::uint64_t>(1);
  command->add_option("files", *files, "Rule files")->required();
  command->add_option("--games", *games, "Games per file")
      ->capture_default_str()
      ->check(CLI::Range(1, 10000000));
  command->add_option("--seed", *seed, "Seed of the random agents")->capture_default_str();
  return [files, games, seed] {
    std::uint64_t total_plies = 0;
    double total_seconds = 0;
    for (const std::string& file : *files) {
      std::optional<RuleProgram> program = load_or_report(file, RuleOptions{});
      if (!program) return 1;
      std::uint64_t plies = 0;
      const auto start = std::chrono::steady_clock::now();
      for (int i = 0; i < *games; ++i)
        plies += static_cast<std::uint64_t>(play_random_game(*program, *seed, i, 1000).plies);
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      total_plies += plies;
      total_seconds += seconds;
      std::cout << fmt::format("{:<28} games {:>7}  plies {:>10}  {:>7.3f} s  {:>10.0f} plies/s\n",
                               file, *games, plies, seconds, plies / seconds);
    }
    std::cout << fmt::format("{:<28} plies {:>10} in {:.3f} s\n", "total", total_plies,
                             total_seconds);
    return 0;
  };
}

}  // namespace mancala::cli
