#pragma once
// What every `mancala` subcommand shares: the rule-file options and loading.
#include <CLI/CLI.hpp>
#include <optional>
#include <string>
#include <vector>

#include "analysis/record.hpp"
#include "interpreter/loader.hpp"

namespace mancala::cli {

// --variant and --set, as given on the command line.
struct RuleOptions {
  std::string variant;
  std::vector<std::string> sets;  // KEY=VALUE
};

// Adds --variant NAME and --set KEY=VALUE to a subcommand.
void add_rule_options(CLI::App& command, RuleOptions& options);

// The compile options the command line asks for.
CompileOptions compile_options(const RuleOptions& options);

// A game record's header for games played with these rules and players.
GameRecord record_header(const std::string& rules_path, const RuleOptions& options,
                         std::uint64_t seed, const std::string& south, const std::string& north);

// Writes a record; prints a message and returns false when the file cannot be written.
bool save_record(const std::string& path, const GameRecord& record);

// Loads a rule file with the options; prints diagnostics to stderr and
// returns nothing on any error.
std::optional<RuleProgram> load_or_report(const std::string& path, const RuleOptions& options);

// Each subcommand: registers itself and returns the action to run when chosen.
using Runner = std::function<int()>;
Runner register_check(CLI::App& app);
Runner register_trace(CLI::App& app);
Runner register_simulate(CLI::App& app);
Runner register_play(CLI::App& app);
Runner register_explain(CLI::App& app);
Runner register_diff(CLI::App& app);
Runner register_replay(CLI::App& app);
Runner register_bench(CLI::App& app);

}  // namespace mancala::cli
