// `mancala simulate RULES...`: many games between two players (random against
// random unless --south/--north name others), with summary figures.
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>

#include "analysis/simulation.hpp"
#include "cli/common.hpp"
#include "cli/interrupt.hpp"
#include "cli/progress.hpp"
#include "io/json_text.hpp"

namespace mancala::cli {
namespace {

// What `simulate` was asked to do, beyond the rule sets.
struct SimulateRequest {
  SimulationOptions sim;
  std::string south = "random", north = "random";  // player specs as typed
  int match_games = 0;                             // > 0: matches of up to this many games
  bool as_json = false;
  bool quiet = false;
  std::string record_path;
};

// Which rules were run, and how: every report starts with it, so a figure can
// always be traced back to the rule set, seed and players that produced it.
nlohmann::json run_header(const LoadedRules& rules, const SimulateRequest& request) {
  nlohmann::json parameters = nlohmann::json::object(), set = nlohmann::json::object();
  for (const auto& [name, value] : rules.program.params) parameters[name] = value;
  for (const auto& [name, value] : rules.spec.sets) set[name] = value;
  return {
      {"rules",
       {{"argument", rule_set_text(rules.spec)},
        {"file", rules.spec.file},
        {"game", rules.program.game_name},
        {"variant",
         rules.program.variant.empty() ? nlohmann::json() : nlohmann::json(rules.program.variant)},
        {"parameters", parameters},
        {"set", set}}},
      {"seed", request.sim.seed},
      {"players",
       {{"S", player_spec_text(request.sim.south)}, {"N", player_spec_text(request.sim.north)}}},
      {"max_plies", request.sim.max_plies}};
}

// The same header as text lines.
std::string header_text(const LoadedRules& rules, const SimulateRequest& request) {
  std::string params;
  for (const auto& [name, value] : rules.program.params) {
    bool set = false;
    for (const auto& [set_name, set_value] : rules.spec.sets) set = set || set_name == name;
    params +=
        fmt::format("{}{}={}{}", params.empty() ? "" : ", ", name, value, set ? " (set)" : "");
  }
  return fmt::format(
      "{} ({}{})\n  parameters   {}\n  players      {} (South) vs {} "
      "(North){}, seed {}\n",
      rules.program.game_name, rules.spec.file,
      rules.program.variant.empty() ? "" : ", variant " + rules.program.variant,
      params.empty() ? "none" : params, player_spec_text(request.sim.south),
      player_spec_text(request.sim.north),
      request.sim.alternate ? ", changing sides every other game" : "", request.sim.seed);
}

double percent(int part, int whole) {
  return whole ? 100.0 * part / whole : 0.0;
}

// With --alternate: each player's wins, in all and by the side it played.
void add_by_player(const SimulateRequest& request, const std::array<PerSide<int>, 2>& wins,
                   nlohmann::json& j, std::string& text) {
  if (!request.sim.alternate) return;
  const std::string names[2] = {player_spec_text(request.sim.south),
                                player_spec_text(request.sim.north)};
  const char* options[2] = {"--south", "--north"};
  nlohmann::json by_player = nlohmann::json::array();
  text += "  by player   ";
  for (int p = 0; p < 2; ++p) {
    const int total = wins[p][kSouth] + wins[p][kNorth];
    by_player.push_back({{"player", names[p]},
                         {"option", options[p]},
                         {"wins", total},
                         {"wins_as", {{"S", wins[p][kSouth]}, {"N", wins[p][kNorth]}}}});
    text += fmt::format("{} {} ({}) won {} ({} as South, {} as North)", p ? ";" : "", names[p],
                        options[p], total, wins[p][kSouth], wins[p][kNorth]);
  }
  text += "\n";
  j["alternate"] = true;
  j["by_player"] = by_player;
}

}  // namespace

Runner register_simulate(CLI::App& app) {
  auto* command = app.add_subcommand(
      "simulate", "Play many games between two players (random by default) and summarise them");
  auto files = std::make_shared<std::vector<std::string>>();
  auto rules = std::make_shared<RuleOptions>();
  auto request = std::make_shared<SimulateRequest>();
  SimulationOptions& sim = request->sim;
  command->add_option("rules", *files, "Rule sets: FILE[:VARIANT][,NAME=VALUE...]")->required();
  add_rule_options(*command, *rules);
  command->add_option("--games", sim.games, "Number of games (or matches)")
      ->capture_default_str()
      ->check(whole_number(1, 100000000));
  command
      ->add_option("--south", request->south,
                   "South's player, e.g. alphabeta:depth=6 (see docs/players.md)")
      ->capture_default_str();
  command->add_option("--north", request->north, "North's player, e.g. mcts:iterations=1000")
      ->capture_default_str();
  command->add_flag("--alternate", sim.alternate,
                    "The players change sides every other game (or match); results per player");
  command->add_option("--seed", sim.seed, "Seed of the players")
      ->capture_default_str()
      ->check(seed_number());
  command->add_option("--max-plies", sim.max_plies, "Cut games at this many plies (unfinished)")
      ->capture_default_str()
      ->check(whole_number(1, 100000000));
  command->add_option("--threads", sim.threads, "Worker threads (figures do not depend on it)")
      ->capture_default_str()
      ->check(whole_number(1, 256));
  command->add_flag("--json", request->as_json, "Print the figures as JSON");
  command->add_flag("--quiet", request->quiet, "No progress display on a terminal");
  command->add_option("--record", request->record_path,
                      "Save every game to this record file (one rule set only)");
  command
      ->add_option("--match", request->match_games,
                   "Play matches of up to N games (--games matches)")
      ->check(whole_number(1, 10000));
  return [files, rules, request] {
    // Every problem the arguments can have is found before the first game.
    if (!read_player_option(request->south, "--south", request->sim.south) ||
        !read_player_option(request->north, "--north", request->sim.north))
      return 1;
    const SimulateRequest& req = *request;
    if (!req.record_path.empty() && req.sim.alternate) {
      report_error(
          "--record names one player per side for the whole record; it cannot be "
          "used with --alternate");
      return 1;
    }
    if (!req.record_path.empty() && files->size() != 1) {
      report_error("--record saves the games of one rule set; " + std::to_string(files->size()) +
                   " were given");
      return 1;
    }
    std::vector<LoadedRules> loaded;
    for (const std::string& file : *files) {
      std::optional<LoadedRules> one = load_rule_set(file, *rules);
      if (!one || !check_players_fit(*one, request->sim.south, request->sim.north)) return 1;
      loaded.push_back(std::move(*one));
    }
    std::ofstream record_out;
    if (!req.record_path.empty()) {
      if (!check_writable(req.record_path, "--record")) return 1;
      record_out.open(req.record_path, std::ios::binary | std::ios::trunc);
    }

    InterruptGuard interrupt;
    nlohmann::json runs = nlohmann::json::array();
    bool interrupted = false;
    std::atomic<bool> record_failed{false};
    for (const LoadedRules& rule_set : loaded) {
      const RuleProgram& program = rule_set.program;
      const bool matches = req.match_games > 0;
      Progress progress("simulate " + rule_set_text(rule_set.spec),
                        static_cast<std::uint64_t>(req.sim.games), matches ? "matches" : "games",
                        progress_wanted(req.quiet, stderr_is_terminal()), std::cerr);
      RunControl control;
      control.stop = [&] { return InterruptGuard::requested().load() || record_failed.load(); };
      control.on_done = [&] { progress.step(); };
      if (record_out.is_open()) {
        GameRecord header =
            record_header(rule_set.spec, req.sim.seed, player_spec_text(req.sim.south),
                          player_spec_text(req.sim.north));
        header.match_games = req.match_games;
        record_out << write_record_header(header) << std::flush;
        control.on_recorded = [&](std::vector<RecordedGame>&& games) {
          for (const RecordedGame& g : games) record_out << write_recorded_game(g);
          // Flushed per game, so that an interrupted run keeps every game it finished.
          record_out.flush();
          if (!record_out) record_failed = true;
        };
      }
      nlohmann::json j = run_header(rule_set, req);
      std::string text = header_text(rule_set, req);
      int done = 0;
      if (matches) {
        MatchReport m = simulate_matches(program, req.sim, req.match_games, control);
        done = m.matches;
        nlohmann::json pits = nlohmann::json::array();
        for (std::size_t g = 0; g < m.reached.size(); ++g)
          pits.push_back({{"game", g + 1},
                          {"matches", m.reached[g]},
                          {"mean_south_pits", m.mean_south_pits[g]},
                          {"mean_north_pits", program.pit_count() - m.mean_south_pits[g]}});
        j.update({{"match_games", req.match_games},
                  {"matches", m.matches},
                  {"south_wins", m.south_wins},
                  {"north_wins", m.north_wins},
                  {"draws", m.draws},
                  {"unfinished", m.unfinished},
                  {"mean_games", m.mean_games},
                  {"games_won", {{"S", m.game_wins[kSouth]}, {"N", m.game_wins[kNorth]}}},
                  {"games_drawn", m.game_draws},
                  {"pits_after_game", pits}});
        text += fmt::format(
            "  matches      {} of up to {} games\n  South wins   {}\n  North wins   {}\n  drawn  "
            "      {}\n  unfinished   {} (a game cut at {} plies)\n  games        {:.2f} per "
            "match; won by South {}, by North {}, drawn {}\n",
            m.matches, req.match_games, m.south_wins, m.north_wins, m.draws, m.unfinished,
            req.sim.max_plies, m.mean_games, m.game_wins[kSouth], m.game_wins[kNorth],
            m.game_draws);
        for (std::size_t g = 0; g < m.reached.size(); ++g)
          text += fmt::format(
              "  after game {:<2}  pits owned: South {:.2f}, North {:.2f} ({} matches)\n", g + 1,
              m.mean_south_pits[g], program.pit_count() - m.mean_south_pits[g], m.reached[g]);
        add_by_player(req, m.player_wins, j, text);
      } else {
        SimulationReport r = simulate(program, req.sim, control);
        done = r.games;
        j.update(
            {{"games", r.games},
             {"south_wins", r.south_wins},
             {"north_wins", r.north_wins},
             {"draws", r.draws},
             {"unfinished", r.unfinished},
             {"mean_plies", r.mean_plies},
             {"median_plies", r.median_plies},
             {"mean_captured", {{"S", r.mean_captured[kSouth]}, {"N", r.mean_captured[kNorth]}}}});
        text += fmt::format(
            "  games        {}\n  South wins   {} ({:.1f}%)\n  North wins   {} ({:.1f}%)\n  "
            "draws        {}\n  unfinished   {} (cut at {} plies)\n  plies        mean {:.1f}, "
            "median {:.1f}\n  captured     South {:.2f}, North {:.2f} per game\n",
            r.games, r.south_wins, percent(r.south_wins, r.games), r.north_wins,
            percent(r.north_wins, r.games), r.draws, r.unfinished, req.sim.max_plies, r.mean_plies,
            r.median_plies, r.mean_captured[kSouth], r.mean_captured[kNorth]);
        add_by_player(req, r.player_wins, j, text);
      }
      progress.finish();
      interrupted = InterruptGuard::requested().load() && done < req.sim.games;
      j["interrupted"] = interrupted;
      if (interrupted)
        text += fmt::format("  interrupted  after {} of {} {} (Ctrl-C)\n", done, req.sim.games,
                            matches ? "matches" : "games");
      if (req.as_json)
        runs.push_back(j);
      else
        std::cout << text << std::flush;
      if (interrupted || record_failed) break;
    }
    if (req.as_json) std::cout << json_text({{"runs", runs}}, 2) << '\n';
    if (record_failed) {
      report_error("--record " + req.record_path + ": writing the record failed");
      return 1;
    }
    return interrupted ? kInterruptedStatus : 0;
  };
}

}  // namespace mancala::cli
