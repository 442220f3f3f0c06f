#pragma once
// What every `mancala` subcommand shares: the rule-set argument, its options
// and loading, messages about the command line, and records.
#include <CLI/CLI.hpp>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "agents/player_spec.hpp"
#include "cli/numbers.hpp"
#include "cli/rule_set_loading.hpp"
#include "cli/ruleset.hpp"
#include "dsl/loader.hpp"
#include "io/record.hpp"

namespace mancala::cli {

// Prints "mancala: error: MESSAGE" on standard error.
void report_error(const std::string& message);

// Adds --variant NAME and --set KEY=VALUE to a subcommand.
void add_rule_options(CLI::App& command, RuleOptions& options);

// Prints a rule file's diagnostics on standard error; those about --set (or
// the argument's NAME=VALUE) and an unknown variant are shown as command-line
// errors.
void print_load_messages(const std::string& messages, const std::string& file);

// Reads a rule-set argument (FILE[:VARIANT][,NAME=VALUE...]) with the
// options, loads it and prints every problem on standard error; returns
// nothing on any error.
std::optional<LoadedRules> load_rule_set(const std::string& argument, const RuleOptions& options);

// The same, for callers that need only the program.
std::optional<RuleProgram> load_or_report(const std::string& argument, const RuleOptions& options);

// A command that names one rule set and prints a text made from its compiled
// program (`explain`, `dump`): the rule-set argument, --variant and --set, and
// the load errors reported as every command reports them.
std::function<int()> register_program_text(CLI::App& app, const std::string& name,
                                           const std::string& description,
                                           std::function<std::string(const RuleProgram&)> text);

// A game record's header for games played with these rules and players.
GameRecord record_header(const std::string& argument, const RuleOptions& options,
                         std::uint64_t seed, const std::string& south, const std::string& north);

// The same for a rule set already read.
GameRecord record_header(const RuleSetSpec& spec, std::uint64_t seed, const std::string& south,
                         const std::string& north);

// Writes a record; prints a message and returns false when the file cannot be written.
bool save_record(const std::string& path, const GameRecord& record);

// Checks before any work that `path` can be written (creating or truncating
// it); prints why not and returns false otherwise.
bool check_writable(const std::string& path, const std::string& option);

// Reads the player spec given to `option` (e.g. --south) into `spec`; prints
// the problem, with the players and their options (and `more_players`, lines
// for what the command accepts besides), and returns false otherwise.
bool read_player_option(const std::string& text, const std::string& option, PlayerSpec& spec,
                        const std::string& more_players = "");

// Checks before any game that the player `spec` given to `option` can play
// the rule set `rules` (only the solver can be unable to: the game may be too
// big to solve within its limits, or have rules it cannot solve); prints why
// and which option to raise, and returns false otherwise.
bool check_player_fits(const LoadedRules& rules, const PlayerSpec& spec, const std::string& option);

// check_player_fits for --south and --north.
bool check_players_fit(const LoadedRules& rules, const PlayerSpec& south, const PlayerSpec& north);

// Each subcommand: registers itself and returns the action to run when chosen.
using Runner = std::function<int()>;
Runner register_check(CLI::App& app);
Runner register_trace(CLI::App& app);
Runner register_simulate(CLI::App& app);
Runner register_play(CLI::App& app);
Runner register_explain(CLI::App& app);
Runner register_dump(CLI::App& app);
Runner register_diff(CLI::App& app);
Runner register_replay(CLI::App& app);
Runner register_bench(CLI::App& app);
Runner register_solve(CLI::App& app);
Runner register_compare(CLI::App& app);
Runner register_experiment(CLI::App& app);

}  // namespace mancala::cli
