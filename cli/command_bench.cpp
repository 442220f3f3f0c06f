// `mancala bench`: a fixed batch of random games per rule set, timed. The
// ply count is deterministic (a check that the engine still plays the same
// games); the plies per second are the speed figure. With --search, the
// search players are timed too: alpha-beta nodes per second and MCTS playouts
// per second, each choosing a move in the same positions (those of a seeded
// random game), so their node and playout counts are deterministic as well.
#include <fmt/format.h>

#include <chrono>
#include <iostream>

#include "agents/alphabeta_player.hpp"
#include "agents/mcts_player.hpp"
#include "agents/random_agent.hpp"
#include "analysis/simulation.hpp"
#include "cli/common.hpp"
#include "cli/progress.hpp"

namespace mancala::cli {
namespace {

// How the search players are timed.
struct SearchBench {
  bool wanted = false;
  int positions = 20;     // positions of the seeded random game searched
  int depth = 6;          // alpha-beta depth
  int iterations = 1000;  // MCTS playouts per move
};

// Up to `count` positions of a random game seeded with `seed`, each with a
// move to play (the game is not over).
std::vector<Game> bench_positions(const Engine& engine, std::uint64_t seed, int count) {
  std::vector<Game> positions;
  Game game(engine);
  RandomAgent agent(seed);
  while (!game.over() && static_cast<int>(positions.size()) < count) {
    positions.push_back(game);
    game.play(agent.choose(game));
  }
  return positions;
}

// Times one choice per position; `work` returns the nodes (or playouts) it counted.
template <typename Choose>
std::pair<std::uint64_t, double> time_choices(const std::vector<Game>& positions, Choose choose) {
  std::uint64_t count = 0;
  const auto start = std::chrono::steady_clock::now();
  for (const Game& game : positions) count += choose(game);
  return {count, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()};
}

void bench_search(const LoadedRules& rule_set, const SearchBench& b, std::uint64_t seed) {
  const std::string name = rule_set_text(rule_set.spec);
  Engine engine(rule_set.program);
  const std::vector<Game> positions = bench_positions(engine, seed, b.positions);
  PlayerSpec ab;
  ab.kind = PlayerKind::alphabeta;
  ab.depth = b.depth;
  AlphaBetaPlayer alphabeta(ab, seed);
  const auto [nodes, ab_seconds] = time_choices(positions, [&](const Game& game) {
    alphabeta.choose(game);
    return alphabeta.nodes();
  });
  PlayerSpec mc;
  mc.kind = PlayerKind::mcts;
  mc.iterations = b.iterations;
  MctsPlayer mcts(mc, seed);
  const auto [playouts, mcts_seconds] = time_choices(positions, [&](const Game& game) {
    mcts.choose(game);
    return mcts.playouts();
  });
  std::cout << fmt::format(
      "{:<28} {} moves  {} {:>9} nodes {:>7.3f} s {:>9.0f} nodes/s  {} {:>8} playouts {:>7.3f} "
      "s {:>8.0f} playouts/s\n",
      name, positions.size(), player_spec_text(ab), nodes, ab_seconds, nodes / ab_seconds,
      player_spec_text(mc), playouts, mcts_seconds, playouts / mcts_seconds);
}

}  // namespace

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
  auto search = std::make_shared<SearchBench>();
  command->add_flag("--search", search->wanted,
                    "Also time the search players: alpha-beta nodes/s and MCTS playouts/s");
  command
      ->add_option("--positions", search->positions,
                   "--search: positions (of a seeded random game) each player moves in")
      ->capture_default_str()
      ->check(whole_number(1, 10000));
  command->add_option("--depth", search->depth, "--search: alpha-beta depth")
      ->capture_default_str()
      ->check(whole_number(1, AlphaBetaPlayer::kMaxPly));
  command->add_option("--iterations", search->iterations, "--search: MCTS playouts per move")
      ->capture_default_str()
      ->check(whole_number(1, 10000000));
  return [files, rules, games, seed, quiet, search] {
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
    if (search->wanted)
      for (const LoadedRules& rule_set : loaded) bench_search(rule_set, *search, *seed);
    return 0;
  };
}

}  // namespace mancala::cli
