// `mancala compare RULES...`: plays the same number of games of each rule set
// and reports every metric with its 95% interval, and every difference
// between two rule sets with its interval and Holm-corrected p-value
// (docs/compare.md).
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <thread>

#include "analysis/comparison.hpp"
#include "cli/common.hpp"
#include "cli/compare_report.hpp"
#include "cli/interrupt.hpp"
#include "cli/progress.hpp"
#include "interpreter/random.hpp"
#include "io/json_text.hpp"

namespace mancala::cli {
namespace {

// What `compare` was asked to do, beyond the rule sets.
struct CompareRequest {
  SimulationOptions sim;
  std::string south = "random", north = "random";
  int match_games = 0;
  bool as_json = false;
  bool quiet = false;
  std::string csv_path, html_path;
};

// One CSV row per game: what a data frame needs to redo any figure.
void write_csv_row(std::ostream& out, const LoadedRules& rules, std::uint64_t seed, int index,
                   int game_in_match, const GameSummary& g) {
  std::string params;
  for (const auto& [name, value] : rules.program.params)
    params += fmt::format("{}{}={}", params.empty() ? "" : ";", name, value);
  out << fmt::format("\"{}\",\"{}\",{},{},{},{},{},{},{},{},{},{},{},{},{},{:.4f},{},{}\n",
                     rule_set_text(rules.spec), params, index + 1, game_in_match,
                     derive_seed(seed, static_cast<std::uint64_t>(index)), side_letter(g.first),
                     !g.finished ? "unfinished"
                     : !g.winner ? "draw"
                                 : std::string(1, side_letter(*g.winner)),
                     g.finished ? std::to_string(g.totals[kSouth]) : "",
                     g.finished ? std::to_string(g.totals[kNorth]) : "", g.plies, g.turns,
                     g.capture_seeds[kSouth] + g.capture_seeds[kNorth], g.capture_seeds[kSouth],
                     g.capture_seeds[kNorth], g.lead_changes, g.branching,
                     g.lead_for_good >= 0 ? fmt::format("{:.4f}", g.lead_for_good) : "",
                     g.finished ? "true" : "false");
}

constexpr const char* kCsvHeader =
    "rule_set,parameters,game,game_in_match,seed,first_player,winner,score_south,score_north,"
    "plies,turns,captures,captures_south,captures_north,lead_changes,branching,lead_for_good,"
    "finished\n";

}  // namespace

Runner register_compare(CLI::App& app) {
  auto* command = app.add_subcommand(
      "compare", "Play each rule set and compare them, with confidence intervals and tests");
  auto files = std::make_shared<std::vector<std::string>>();
  auto rules = std::make_shared<RuleOptions>();
  auto request = std::make_shared<CompareRequest>();
  SimulationOptions& sim = request->sim;
  sim.threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  command->add_option("rules", *files, "Rule sets: FILE[:VARIANT][,NAME=VALUE...]")->required();
  add_rule_options(*command, *rules);
  command->add_option("--games", sim.games, "Games (or matches) per rule set")
      ->capture_default_str()
      ->check(whole_number(1, 100000000));
  command->add_option("--seed", sim.seed, "Seed of the players")
      ->capture_default_str()
      ->check(seed_number());
  command->add_option("--south", request->south, "South's player (see docs/players.md)")
      ->capture_default_str();
  command->add_option("--north", request->north, "North's player")->capture_default_str();
  command->add_option("--max-plies", sim.max_plies, "Cut games at this many plies (unfinished)")
      ->capture_default_str()
      ->check(whole_number(1, 100000000));
  command
      ->add_option("--threads", sim.threads,
                   "Worker threads (every core by default; figures do not depend on it)")
      ->check(whole_number(1, 256));
  command->add_option("--match", request->match_games, "Play matches of up to N games")
      ->check(whole_number(1, 10000));
  command->add_flag("--json", request->as_json, "Print the comparison as JSON");
  command->add_option("--csv", request->csv_path, "Write one row per game to this CSV file");
  command->add_option("--html", request->html_path,
                      "Write a self-contained HTML report with charts to this file");
  command->add_flag("--quiet", request->quiet, "No progress display on a terminal");
  return [files, rules, request] {
    // Every problem the arguments can have is found before the first game.
    if (!read_player_option(request->south, "--south", request->sim.south) ||
        !read_player_option(request->north, "--north", request->sim.north))
      return 1;
    const CompareRequest& req = *request;
    std::vector<LoadedRules> loaded;
    for (const std::string& file : *files) {
      std::optional<LoadedRules> one = load_rule_set(file, *rules);
      if (!one || !check_players_fit(*one, request->sim.south, request->sim.north)) return 1;
      loaded.push_back(std::move(*one));
    }
    if (!req.csv_path.empty() && !check_writable(req.csv_path, "--csv")) return 1;
    if (!req.html_path.empty() && !check_writable(req.html_path, "--html")) return 1;
    std::string scripts;
    if (!req.html_path.empty() && !load_chart_scripts(scripts)) return 1;
    std::ofstream csv;
    if (!req.csv_path.empty()) {
      csv.open(req.csv_path, std::ios::binary | std::ios::trunc);
      csv << kCsvHeader;
    }

    InterruptGuard interrupt;
    std::vector<BatchSample> samples;
    for (const LoadedRules& rule_set : loaded) {
      const bool matches = req.match_games > 0;
      Progress progress("compare " + rule_set_text(rule_set.spec),
                        static_cast<std::uint64_t>(req.sim.games), matches ? "matches" : "games",
                        progress_wanted(req.quiet, stderr_is_terminal()), std::cerr);
      BatchSample& sample = samples.emplace_back();
      RunControl control;
      control.stop = [] { return InterruptGuard::requested().load(); };
      control.on_done = [&] { progress.step(); };
      int index = 0;
      control.on_game = [&](const GameSummary& g) {
        sample.add_game(g);
        if (csv.is_open()) write_csv_row(csv, rule_set, req.sim.seed, index, 1, g);
        ++index;
      };
      control.on_match = [&](const MatchSummary& m) {
        sample.add_match(m);
        if (csv.is_open())
          for (std::size_t g = 0; g < m.played.size(); ++g)
            write_csv_row(csv, rule_set, req.sim.seed, index, static_cast<int>(g) + 1, m.played[g]);
        ++index;
      };
      if (matches)
        simulate_matches(rule_set.program, req.sim, req.match_games, control);
      else
        simulate(rule_set.program, req.sim, control);
      progress.finish();
      if (InterruptGuard::requested().load()) {
        report_error(fmt::format("interrupted after {} of {} {} of {} (Ctrl-C)", index,
                                 req.sim.games, matches ? "matches" : "games",
                                 rule_set_text(rule_set.spec)));
        return kInterruptedStatus;
      }
    }
    const Comparison comparison = compare_batches(samples);
    ReportContext context{loaded, req.sim, req.match_games};
    if (req.as_json)
      std::cout << json_text(comparison_json(context, comparison), 2) << '\n';
    else
      std::cout << comparison_text(context, comparison) << std::flush;
    if (csv.is_open()) {
      csv.close();
      if (!csv) {
        report_error("--csv " + req.csv_path + ": writing failed");
        return 1;
      }
    }
    if (!req.html_path.empty()) {
      std::ofstream html(req.html_path, std::ios::binary | std::ios::trunc);
      html << comparison_html(context, comparison, scripts);
      if (!html) {
        report_error("--html " + req.html_path + ": writing failed");
        return 1;
      }
    }
    return 0;
  };
}

}  // namespace mancala::cli
