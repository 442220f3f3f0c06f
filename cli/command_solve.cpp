// `mancala solve RULESET`: the exact value of a game's start position (the
// first player's final margin under perfect play), its best first moves and
// the value of every first move. See agents/solver.hpp for the methods.
#include <fmt/format.h>

#include <chrono>
#include <iostream>
#include <new>

#include "agents/solver.hpp"
#include "io/json_text.hpp"
#include "cli/common.hpp"
#include "cli/progress.hpp"
#include "presentation/notation.hpp"

namespace mancala::cli {
namespace {

// The options of the command.
struct SolveArguments {
  std::string rules;
  RuleOptions rule_options;
  std::string method = "auto";
  std::uint64_t max_positions = SolveOptions{}.max_positions;
  std::uint64_t max_nodes = SolveOptions{}.max_nodes;
  int table_megabytes = SolveOptions{}.table_megabytes;
  bool json = false;
  bool quiet = false;
};

std::string signed_value(int v) {
  return v > 0 ? fmt::format("+{}", v) : fmt::format("{}", v);
}

int run_solve(const SolveArguments& args) {
  std::optional<LoadedRules> loaded = load_rule_set(args.rules, args.rule_options);
  if (!loaded) return 1;
  const RuleProgram& program = loaded->program;
  const Engine engine(program);
  SolveOptions options;
  options.method = args.method == "alphabeta"    ? SolveMethod::alphabeta
                   : args.method == "retrograde" ? SolveMethod::retrograde
                                                 : SolveMethod::automatic;
  options.max_positions = args.max_positions;
  options.max_nodes = args.max_nodes;
  options.table_megabytes = args.table_megabytes;
  const auto start = std::chrono::steady_clock::now();
  auto elapsed = [&start] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  const bool show_progress = progress_wanted(args.quiet, stderr_is_terminal());
  if (show_progress)
    options.progress = [&elapsed](std::uint64_t count, const char* unit) {
      std::cerr << fmt::format("\rsolve  {} {}  {:.0f} s", count, unit, elapsed()) << std::flush;
    };
  SolveResult result;
  try {
    result = solve(engine, options);
  } catch (const SolveError& e) {
    if (show_progress) std::cerr << "\r\033[K";
    report_error("cannot solve " + rule_set_text(loaded->spec) + ": " + e.what());
    return 1;
  } catch (const std::bad_alloc&) {
    if (show_progress) std::cerr << "\r\033[K";
    report_error("cannot solve " + rule_set_text(loaded->spec) +
                 ": out of memory; try a smaller --table-mb or --max-positions");
    return 1;
  }
  const double seconds = elapsed();
  if (show_progress) std::cerr << "\r\033[K";

  if (args.json) {
    nlohmann::json out;
    out["rules"] = rule_set_text(loaded->spec);
    out["value"] = result.value;
    out["best_moves"] = nlohmann::json::array();
    for (const Move& m : result.best_moves) out["best_moves"].push_back(move_text(program, m));
    out["move_values"] = nlohmann::json::object();
    for (const MoveValue& mv : result.move_values)
      out["move_values"][move_text(program, mv.move)] = mv.value;
    out["nodes"] = result.nodes;
    out["method"] = result.method;
    out["seconds"] = seconds;
    std::cout << json_text(out, 2) << "\n";
    return 0;
  }
  std::cout << fmt::format("{}\n", rule_set_text(loaded->spec));
  std::cout << fmt::format("value       {} (first player's final margin under perfect play)\n",
                           signed_value(result.value));
  std::string best;
  for (const Move& m : result.best_moves) best += (best.empty() ? "" : " ") + move_text(program, m);
  std::cout << fmt::format("best moves  {}\n", best.empty() ? "none (the game is over)" : best);
  std::string values;
  for (const MoveValue& mv : result.move_values)
    values += fmt::format("{}{} {}", values.empty() ? "" : "  ", move_text(program, mv.move),
                          signed_value(mv.value));
  if (!values.empty()) std::cout << fmt::format("move values {}\n", values);
  std::cout << fmt::format("method      {}, {} {}, {:.2f} s\n", result.method, result.nodes,
                           result.method == "retrograde" ? "positions" : "nodes", seconds);
  return 0;
}

}  // namespace

Runner register_solve(CLI::App& app) {
  auto* command = app.add_subcommand(
      "solve", "The exact value of a small game: first player's margin under perfect play");
  auto args = std::make_shared<SolveArguments>();
  command->add_option("rules", args->rules, "Rule set: FILE[:VARIANT][,NAME=VALUE...]")->required();
  add_rule_options(*command, args->rule_options);
  command
      ->add_option("--method", args->method,
                   "auto (alpha-beta, retrograde analysis once a position repeats), "
                   "alphabeta or retrograde")
      ->capture_default_str()
      ->check(CLI::IsMember({"auto", "alphabeta", "retrograde"}));
  command
      ->add_option("--max-positions", args->max_positions,
                   "Refuse retrograde analysis past this many reachable positions "
                   "(the default needs about 3.3 GB)")
      ->capture_default_str()
      ->check(whole_number(1, 4'000'000'000));
  command
      ->add_option("--max-nodes", args->max_nodes,
                   "Stop alpha-beta past this many nodes without an answer (0: no limit)")
      ->capture_default_str()
      ->check(whole_number(0, 4'000'000'000'000));
  command
      ->add_option("--table-mb", args->table_megabytes,
                   "Alpha-beta transposition table size in megabytes")
      ->capture_default_str()
      ->check(whole_number(1, 16384));
  command->add_flag("--json", args->json, "Write the result as JSON");
  command->add_flag("--quiet", args->quiet, "No progress display on a terminal");
  return [args] { return run_solve(*args); };
}

}  // namespace mancala::cli
