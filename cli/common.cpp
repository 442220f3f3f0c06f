#include "cli/common.hpp"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>

#include "agents/solver_player.hpp"

namespace mancala::cli {

void print_load_messages(const std::string& messages, const std::string& file) {
  std::cerr << load_messages_text(messages, file);
}

void report_error(const std::string& message) {
  std::cerr << "mancala: error: " << message << '\n';
}

void add_rule_options(CLI::App& command, RuleOptions& options) {
  command.add_option("--variant", options.variant, "Play a named variant of the rule file");
  command.add_option("--set", options.sets, "Override a numeric parameter, e.g. --set seeds=3")
      ->each([](const std::string& text) {
        std::string why;
        if (!parse_assignment(text, why)) throw CLI::ValidationError(why);
      });
}

std::optional<LoadedRules> load_rule_set(const std::string& argument, const RuleOptions& options) {
  RuleSetLoad loaded = load_rule_set_quietly(argument, options);
  std::cerr << loaded.messages;
  return std::move(loaded.rules);
}

std::optional<RuleProgram> load_or_report(const std::string& argument, const RuleOptions& options) {
  std::optional<LoadedRules> loaded = load_rule_set(argument, options);
  if (!loaded) return std::nullopt;
  return std::move(loaded->program);
}

GameRecord record_header(const std::string& argument, const RuleOptions& options,
                         std::uint64_t seed, const std::string& south, const std::string& north) {
  std::string why;
  std::optional<RuleSetSpec> spec = parse_rule_set(argument, why);
  if (spec) spec = combine(*spec, argument, options, why);
  if (!spec) spec = RuleSetSpec{argument, options.variant, {}};  // already refused by the loader
  return record_header(*spec, seed, south, north);
}

GameRecord record_header(const RuleSetSpec& spec, std::uint64_t seed, const std::string& south,
                         const std::string& north) {
  GameRecord record;
  record.rules = spec.file;
  record.rules_hash = rule_set_hash(spec.file).value_or(0);
  record.variant = spec.variant;
  record.sets = compile_options(spec).overrides;
  record.seed = seed;
  record.south = south;
  record.north = north;
  return record;
}

bool save_record(const std::string& path, const GameRecord& record) {
  std::ofstream out(path, std::ios::binary);
  out << write_record(record);
  out.close();
  if (!out) {
    std::cerr << path << ": error: cannot write the game record\n";
    return false;
  }
  return true;
}

bool check_writable(const std::string& path, const std::string& option) {
  std::ofstream out(path, std::ios::binary | std::ios::app);
  if (!out) {
    report_error(option + " " + path + ": cannot write there (" + std::strerror(errno) + ")");
    return false;
  }
  return true;
}

bool read_player_option(const std::string& text, const std::string& option, PlayerSpec& spec,
                        const std::string& more_players) {
  std::string why;
  std::optional<PlayerSpec> parsed = parse_player_spec(text, why);
  if (!parsed) {
    if (why.find("the players are:") != std::string::npos) why += more_players;
    while (!why.empty() && why.back() == '\n') why.pop_back();
    report_error(option + ": " + why);
    return false;
  }
  spec = *parsed;
  return true;
}

bool check_player_fits(const LoadedRules& rules, const PlayerSpec& spec,
                       const std::string& option) {
  if (spec.kind != PlayerKind::solver) return true;
  const std::string why = solver_refusal(rules.program, spec);
  if (why.empty()) return true;
  report_error(option + ": the solver cannot play " + rule_set_text(rules.spec) + ": " + why);
  return false;
}

bool check_players_fit(const LoadedRules& rules, const PlayerSpec& south, const PlayerSpec& north) {
  if (!check_player_fits(rules, south, "--south")) return false;
  // The same solver twice: one solve of the start answers for both.
  const bool same_solver = south.kind == PlayerKind::solver && north.kind == PlayerKind::solver &&
                           south.max_nodes == north.max_nodes &&
                           south.max_positions == north.max_positions && south.tt_mb == north.tt_mb;
  return same_solver || check_player_fits(rules, north, "--north");
}

std::function<int()> register_program_text(CLI::App& app, const std::string& name,
                                           const std::string& description,
                                           std::function<std::string(const RuleProgram&)> text) {
  auto* command = app.add_subcommand(name, description);
  auto file = std::make_shared<std::string>();
  auto options = std::make_shared<RuleOptions>();
  command->add_option("rules", *file, "Rule set: FILE[:VARIANT][,NAME=VALUE...]")->required();
  add_rule_options(*command, *options);
  return [file, options, text = std::move(text)] {
    std::optional<RuleProgram> program = load_or_report(*file, *options);
    if (!program) return 1;
    std::cout << text(*program);
    return 0;
  };
}

}  // namespace mancala::cli
