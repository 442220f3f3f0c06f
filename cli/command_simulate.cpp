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
  auto record_path = std::make_shared<std::string>();
  command->add_option("--record", *record_path,
                      "Save every game to this record file (one rule file only)");
  auto match_games = std::make_shared<int>(0);
  command->add_option("--match", *match_games, "Play matches of up to N games (--games matches)")
      ->check(CLI::Range(1, 10000));
  return [files, rules, sim, as_json, match_games, record_path] {
    if (!record_path->empty() && files->size() != 1) {
      std::cerr << "simulate: --record saves the games of one rule file\n";
      return 1;
    }
    nlohmann::json all = nlohmann::json::array();
    for (const std::string& file : *files) {
      std::optional<RuleProgram> program = load_or_report(file, *rules);
      if (!program) return 1;
      // What every JSON report starts with: which rules, and how they were run.
      auto run_header = [&] {
        return nlohmann::json{{"file", file},
                              {"game", program->game_name},
                              {"variant", program->variant},
                              {"seed", sim->seed},
                              {"max_plies", sim->max_plies}};
      };
      if (*match_games > 0) {
        MatchReport m = simulate_matches(*program, *sim, *match_games);
        if (!record_path->empty()) {
          GameRecord record = record_header(file, *rules, sim->seed, "random", "random");
          record.match_games = *match_games;
          for (int i = 0; i < sim->games; ++i)
            play_random_match(*program, sim->seed, i, *match_games, sim->max_plies, &record.games);
          if (!save_record(*record_path, record)) return 1;
        }
        nlohmann::json pits = nlohmann::json::array();
        for (std::size_t g = 0; g < m.reached.size(); ++g)
          pits.push_back({{"game", g + 1},
                          {"matches", m.reached[g]},
                          {"mean_south_pits", m.mean_south_pits[g]},
                          {"mean_north_pits", program->pit_count() - m.mean_south_pits[g]}});
        if (*as_json) {
          nlohmann::json j = run_header();
          j.update({{"match_games", *match_games},
                    {"matches", m.matches},
                    {"south_wins", m.south_wins},
                    {"north_wins", m.north_wins},
                    {"draws", m.draws},
                    {"unfinished", m.unfinished},
                    {"mean_games", m.mean_games},
                    {"games_won", {{"S", m.game_wins[0]}, {"N", m.game_wins[1]}}},
                    {"games_drawn", m.game_draws},
                    {"pits_after_game", pits}});
          all.push_back(j);
          continue;
        }
        std::cout << fmt::format(
            "{} ({}), matches of up to {} games\n  matches      {}\n  South wins   {}\n  North "
            "wins   {}\n  drawn        {}\n  unfinished   {} (a game cut at {} plies)\n  games "
            "      {:.2f} per match; won by South {}, by North {}, drawn {}\n",
            program->game_name, file, *match_games, m.matches, m.south_wins, m.north_wins, m.draws,
            m.unfinished, sim->max_plies, m.mean_games, m.game_wins[0], m.game_wins[1],
            m.game_draws);
        for (std::size_t g = 0; g < m.reached.size(); ++g)
          std::cout << fmt::format(
              "  after game {:<2}  pits owned: South {:.2f}, North {:.2f} ({} "
              "matches)\n",
              g + 1, m.mean_south_pits[g], program->pit_count() - m.mean_south_pits[g],
              m.reached[g]);
        continue;
      }
      SimulationReport r = simulate(*program, *sim);
      if (!record_path->empty()) {
        GameRecord record = record_header(file, *rules, sim->seed, "random", "random");
        for (int i = 0; i < sim->games; ++i) {
          RecordedGame g;
          g.number = i + 1;
          GameSummary summary = play_random_game(*program, sim->seed, i, sim->max_plies, &g.moves);
          g.result = !summary.finished ? "unfinished"
                                       : result_text(summary.totals[kSouth], summary.totals[kNorth],
                                                     summary.winner);
          record.games.push_back(std::move(g));
        }
        if (!save_record(*record_path, record)) return 1;
      }
      if (*as_json) {
        nlohmann::json j = run_header();
        j.update({{"games", r.games},
                  {"south_wins", r.south_wins},
                  {"north_wins", r.north_wins},
                  {"draws", r.draws},
                  {"unfinished", r.unfinished},
                  {"mean_plies", r.mean_plies},
                  {"median_plies", r.median_plies},
                  {"mean_captured", {{"S", r.mean_captured[0]}, {"N", r.mean_captured[1]}}}});
        all.push_back(j);
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
