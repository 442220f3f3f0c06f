// `mancala experiment run|merge|report` (and `slurm`, cli/experiment_slurm.hpp): runs the grid of
// an experiment file into SQLite (resumable, shardable), merges shards, and reports every cell's
// metrics (docs/experiments.md).
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <thread>

#include "io/json_text.hpp"
#include "cli/common.hpp"
#include "cli/experiment_report.hpp"
#include "cli/experiment_slurm.hpp"
#include "cli/experiment_solvers.hpp"
#include "cli/interrupt.hpp"
#include "cli/progress.hpp"
#include "cli/report_common.hpp"
#include "experiment/reader.hpp"
#include "experiment/runner.hpp"

namespace mancala::cli {
namespace {

namespace fs = std::filesystem;

// What `experiment run` was asked to do.
struct RunRequest {
  std::string file, db, shard = "1/1";
  int threads = 0;
  int games = 0;  // 0: the file's
  bool restart = false, quiet = false;
};

// What `experiment merge` was asked to do.
struct MergeRequest {
  std::string out;
  std::vector<std::string> shards;
};

// What `experiment report` was asked to do.
struct ReportRequest {
  std::string db, csv_path, html_path;
  bool as_json = false;
};

// Reads "I/N" (1 <= I <= N); on a mistake returns false with `why` set.
bool parse_shard(const std::string& text, int& shard, int& shards, std::string& why) {
  const auto slash = text.find('/');
  if (slash == std::string::npos) {
    why = fmt::format("'{}': expected I/N, e.g. 2/8 for the second of 8 shards", text);
    return false;
  }
  std::string problem;
  const auto i = parse_whole_number(text.substr(0, slash), 1, 100000, problem);
  const auto n = i ? parse_whole_number(text.substr(slash + 1), 1, 100000, problem) : std::nullopt;
  if (!i || !n) {
    why = fmt::format("'{}': {}", text, problem);
    return false;
  }
  if (*i > *n) {
    why = fmt::format("'{}': shard {} of {} does not exist", text, *i, *n);
    return false;
  }
  shard = static_cast<int>(*i);
  shards = static_cast<int>(*n);
  return true;
}

// The database a run writes when --db is not given: the experiment file's
// name with .sqlite, in the current folder (a shard's number in it).
std::string default_db(const std::string& file, int shard, int shards) {
  const std::string stem = fs::path(file).stem().string();
  return shards == 1 ? stem + ".sqlite"
                     : fmt::format("{}.shard-{}-of-{}.sqlite", stem, shard, shards);
}

// Whether two shards hold the same cells. The rule file's path is left out:
// it is written as `run` was given it, relative to the folder it was started
// in, so shards run from different folders name the same file differently;
// the hash of its whole extends chain says whether it is the same.
bool same_cells(const std::vector<CellRow>& a, const std::vector<CellRow>& b) {
  auto same = [](const CellRow& x, const CellRow& y) {
    return x.cell == y.cell && x.rules_hash == y.rules_hash && x.variant == y.variant &&
           x.parameters == y.parameters && x.south == y.south && x.north == y.north;
  };
  return std::equal(a.begin(), a.end(), b.begin(), b.end(), same);
}

// Why a database's results cannot be resumed with this experiment ("" when they can).
std::string resume_problem(const ExperimentRow& stored, const std::vector<CellRow>& stored_cells,
                           const Experiment& experiment, int shard, int shards) {
  if (stored.name != experiment.name)
    return fmt::format("it holds experiment '{}', not '{}'", stored.name, experiment.name);
  if (stored.file_hash != fmt::format("{:016x}", experiment.file_hash))
    return fmt::format(
        "the experiment file changed since its games were played (hash {}, now "
        "{:016x})",
        stored.file_hash, experiment.file_hash);
  if (stored.games != experiment.games)
    return fmt::format("it holds {} {} per cell, not {} (--games)", stored.games,
                       experiment.match_games ? "matches" : "games", experiment.games);
  if (stored.shard != shard || stored.shards != shards)
    return fmt::format("it holds shard {}/{}, not {}/{}", stored.shard, stored.shards, shard,
                       shards);
  const std::vector<CellRow> cells = cell_rows(experiment);
  if (stored_cells.size() != cells.size())
    return fmt::format("it holds {} cells, the experiment {}", stored_cells.size(), cells.size());
  for (std::size_t i = 0; i < cells.size(); ++i)
    if (stored_cells[i].rules_hash != cells[i].rules_hash)
      return fmt::format(
          "the rule file {} (or a file it extends) changed since the games of cell "
          "{} were played",
          cells[i].rule_file, cells[i].cell);
  return "";
}

int run_experiment(const RunRequest& req) {
  int shard = 1, shards = 1;
  std::string why;
  if (!parse_shard(req.shard, shard, shards, why)) {
    report_error("--shard " + why);
    return 1;
  }
  std::string messages;
  std::optional<Experiment> experiment = read_experiment(req.file, messages);
  std::cerr << messages;
  if (!experiment || !solvers_fit(*experiment)) return 1;
  if (req.games > 0) experiment->games = req.games;
  const std::string db_path = req.db.empty() ? default_db(req.file, shard, shards) : req.db;
  std::optional<ResultsDb> db = ResultsDb::open(db_path, true, why);
  if (!db) {
    report_error("--db " + why);
    return 1;
  }
  if (const std::optional<ExperimentRow> stored = db->experiment()) {
    const std::string problem = resume_problem(*stored, db->cells(), *experiment, shard, shards);
    if (!problem.empty() && !req.restart) {
      report_error(
          fmt::format("{}: cannot resume: {}; run with --restart to discard its {} "
                      "games and start again, or name another --db",
                      db_path, problem, db->done_games().size()));
      return 1;
    }
    if (!problem.empty() || req.restart)
      if (!db->start(experiment_row(*experiment, shard, shards), cell_rows(*experiment), why)) {
        report_error(db_path + ": " + why);
        return 1;
      }
  } else if (!db->start(experiment_row(*experiment, shard, shards), cell_rows(*experiment), why)) {
    report_error(db_path + ": " + why);
    return 1;
  }
  const std::set<std::pair<int, int>> done = db->done_games();
  const std::vector<GameKey> games = games_to_play(*experiment, shard, shards, done);
  const std::int64_t owned = static_cast<std::int64_t>(games.size() + done.size());

  InterruptGuard interrupt;
  Progress progress("experiment " + experiment->name, games.size(),
                    experiment->match_games ? "matches" : "games",
                    progress_wanted(req.quiet, stderr_is_terminal()), std::cerr);
  ExperimentRunControl control;
  control.threads = req.threads > 0 ? req.threads
                    : experiment->threads > 0
                        ? experiment->threads
                        : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  control.stop = [] { return InterruptGuard::requested().load(); };
  control.on_done = [&] { progress.step(); };
  std::string write_error;
  control.commit = [&](std::vector<GameRow>&& rows, std::vector<MatchRow>&& matches) {
    return db->add_games(rows, matches, write_error);
  };
  const std::int64_t played = play_games(*experiment, games, control);
  progress.finish();
  const std::string shard_text = shards > 1 ? fmt::format(" (shard {}/{})", shard, shards) : "";
  if (!write_error.empty()) {
    report_error(fmt::format("{}: writing failed: {}", db_path, write_error));
    return 1;
  }
  const std::string units = experiment->match_games ? "matches" : "games";
  std::cout << fmt::format(
      "experiment {}{}: {} cells, {} {}{} per cell\n  played {} {} now, {} were already "
      "stored; {} of {} {} in {}\n",
      experiment->name, shard_text, experiment->cells.size(), experiment->games, units,
      experiment->match_games ? fmt::format(" (up to {} games each)", experiment->match_games) : "",
      played, units, done.size(), static_cast<std::int64_t>(done.size()) + played, owned, units,
      db_path);
  if (InterruptGuard::requested().load()) {
    report_error(fmt::format("interrupted (Ctrl-C): the same command plays the {} {} left",
                             owned - static_cast<std::int64_t>(done.size()) - played, units));
    return kInterruptedStatus;
  }
  return 0;
}

int merge_experiment(const MergeRequest& req) {
  std::error_code ec;
  if (fs::exists(req.out, ec)) {
    report_error(req.out +
                 ": already exists; merge writes a new database (remove it, or name "
                 "another)");
    return 1;
  }
  // Every shard is checked before anything is written.
  std::optional<ExperimentRow> first;
  std::vector<CellRow> first_cells;
  std::string why;
  for (const std::string& path : req.shards) {
    std::optional<ResultsDb> shard = ResultsDb::open(path, false, why);
    if (!shard) {
      report_error(why);
      return 1;
    }
    const std::optional<ExperimentRow> row = shard->experiment();
    if (!row) {
      report_error(path + ": holds no experiment (was it written by `mancala experiment run`?)");
      return 1;
    }
    if (!first) {
      first = row;
      first_cells = shard->cells();
      continue;
    }
    const std::string& other = req.shards.front();
    std::string differs;
    if (row->name != first->name)
      differs = fmt::format("{} holds experiment '{}', but {} holds '{}'", path, row->name, other,
                            first->name);
    else if (row->file_hash != first->file_hash || row->seed != first->seed ||
             row->games != first->games || row->max_plies != first->max_plies ||
             row->match_games != first->match_games)
      differs = fmt::format(
          "{} holds another version of the experiment file than {} (its hash, "
          "seed or games differ)",
          path, other);
    else if (!same_cells(shard->cells(), first_cells))
      differs = fmt::format("{} holds other cells than {} (a rule file changed between the runs)",
                            path, other);
    if (!differs.empty()) {
      report_error(differs + ": shards of different experiments cannot be merged");
      return 1;
    }
  }
  std::optional<ResultsDb> out = ResultsDb::open(req.out, true, why);
  ExperimentRow row = *first;
  row.shard = row.shards = 1;  // the whole experiment: `run` without --shard completes it
  bool ok = out && out->start(row, first_cells, why);
  for (std::size_t i = 0; ok && i < req.shards.size(); ++i)
    if (!out->add_database(req.shards[i], why)) {
      why = req.shards[i] + ": " + why;
      ok = false;
    }
  if (!ok) {
    report_error(why);
    out.reset();
    fs::remove(req.out, ec);
    return 1;
  }
  const std::int64_t stored = static_cast<std::int64_t>(out->done_games().size());
  const std::int64_t total =
      static_cast<std::int64_t>(first->games) * static_cast<std::int64_t>(first_cells.size());
  std::cout << fmt::format("merged {} databases of experiment {}: {} of {} {} in {}\n",
                           req.shards.size(), first->name, stored, total,
                           first->match_games ? "matches" : "games", req.out);
  return 0;
}

int report_experiment(const ReportRequest& req) {
  std::string why;
  if (!req.csv_path.empty() && !check_writable(req.csv_path, "--csv")) return 1;
  if (!req.html_path.empty() && !check_writable(req.html_path, "--html")) return 1;
  std::string scripts;
  if (!req.html_path.empty() && !load_chart_scripts(scripts)) return 1;
  std::optional<ResultsDb> db = ResultsDb::open(req.db, false, why);
  if (!db) {
    report_error(why);
    return 1;
  }
  if (!db->experiment()) {
    report_error(req.db + ": holds no experiment (was it written by `mancala experiment run`?)");
    return 1;
  }
  const ExperimentResults results = experiment_results(*db);
  if (req.as_json)
    std::cout << json_text(results_json(results), 2) << '\n';
  else
    std::cout << results_text(results);
  for (const auto& [path, option, text] :
       {std::tuple{req.csv_path, "--csv", results_csv(results)},
        std::tuple{req.html_path, "--html",
                   req.html_path.empty() ? std::string() : results_html(results, scripts)}}) {
    if (path.empty()) continue;
    std::ofstream file(path, std::ios::binary | std::ios::trunc);
    file << text;
    if (!file) {
      report_error(std::string(option) + " " + path + ": writing failed");
      return 1;
    }
  }
  return 0;
}

}  // namespace

Runner register_experiment(CLI::App& app) {
  auto* command = app.add_subcommand(
      "experiment", "Run a grid of rule sets and players from a YAML file into SQLite");
  command->require_subcommand(1);

  auto run = std::make_shared<RunRequest>();
  auto* run_command = command->add_subcommand(
      "run", "Play every cell's games (only those missing from the database)");
  run_command->add_option("file", run->file, "The experiment file (YAML)")->required();
  run_command->add_option("--db", run->db,
                          "The results database (default: the file's name with .sqlite)");
  run_command
      ->add_option("--threads", run->threads,
                   "Worker threads (the file's, else every core; results do not depend on it)")
      ->check(whole_number(1, 256));
  run_command
      ->add_option("--games", run->games,
                   "Games (or matches) per cell instead of the file's (a quick trial)")
      ->check(whole_number(1, 100000000));
  run_command->add_option("--shard", run->shard, "Play only shard I of N, e.g. 2/8")
      ->capture_default_str();
  run_command->add_flag("--restart", run->restart, "Discard the database's games and start again");
  run_command->add_flag("--quiet", run->quiet, "No progress display on a terminal");

  auto merge = std::make_shared<MergeRequest>();
  auto* merge_command =
      command->add_subcommand("merge", "Combine the databases of an experiment's shards");
  merge_command->add_option("out", merge->out, "The new database")->required();
  merge_command->add_option("shards", merge->shards, "The shards' databases")->required();

  auto report = std::make_shared<ReportRequest>();
  auto* report_command =
      command->add_subcommand("report", "Every cell's metrics with 95% intervals (as `compare`)");
  report_command->add_option("db", report->db, "The results database")->required();
  report_command->add_flag("--json", report->as_json, "Print the report as JSON");
  report_command->add_option("--csv", report->csv_path, "Write one row per cell to this CSV file");
  report_command->add_option("--html", report->html_path,
                             "Write a self-contained HTML report with charts to this file");

  const ExperimentSubcommand slurm = register_experiment_slurm(*command);

  return [=] {
    if (run_command->parsed()) return run_experiment(*run);
    if (slurm.command->parsed()) return slurm.run();
    if (merge_command->parsed()) return merge_experiment(*merge);
    if (report_command->parsed()) return report_experiment(*report);
    return 1;
  };
}

}  // namespace mancala::cli
