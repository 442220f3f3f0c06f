// The `mancala` command: parses the command line and runs one subcommand.
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/common.hpp"

namespace mancala::cli {

void add_rule_options(CLI::App& command, RuleOptions& options) {
  command.add_option("--variant", options.variant, "Play a named variant of the rule file");
  command.add_option("--set", options.sets, "Override a numeric parameter, e.g. --set seeds=3")
      ->each([](const std::string& text) {
        auto eq = text.find('=');
        if (eq == std::string::npos || eq == 0)
          throw CLI::ValidationError("expected KEY=VALUE, got '" + text + "'");
        try {
          std::size_t used = 0;
          std::stoi(text.substr(eq + 1), &used);
          if (used != text.size() - eq - 1) throw std::invalid_argument("trailing text");
        } catch (const std::exception&) {
          throw CLI::ValidationError("the value of '" + text + "' is not a whole number");
        }
      });
}

CompileOptions compile_options(const RuleOptions& options) {
  CompileOptions compile;
  compile.variant = options.variant;
  for (const std::string& text : options.sets) {
    auto eq = text.find('=');
    compile.overrides[text.substr(0, eq)] = std::stoi(text.substr(eq + 1));
  }
  return compile;
}

GameRecord record_header(const std::string& rules_path, const RuleOptions& options,
                         std::uint64_t seed, const std::string& south, const std::string& north) {
  GameRecord record;
  record.rules = rules_path;
  record.rules_hash = rule_set_hash(rules_path).value_or(0);
  record.variant = options.variant;
  record.sets = compile_options(options).overrides;
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

std::optional<RuleProgram> load_or_report(const std::string& path, const RuleOptions& options) {
  LoadResult loaded = load_rules(path, compile_options(options));
  std::cerr << loaded.messages;
  return std::move(loaded.program);
}

}  // namespace mancala::cli

int main(int argc, char** argv) {
  using namespace mancala::cli;
  CLI::App app{"mancala: write mancala rules as text, then play, trace and simulate them"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "mancala 0.1.0");
  Runner check = register_check(app);
  Runner trace = register_trace(app);
  Runner simulate = register_simulate(app);
  Runner play = register_play(app);
  Runner explain = register_explain(app);
  Runner diff = register_diff(app);
  Runner replay = register_replay(app);
  Runner bench = register_bench(app);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version exit 0; every command-line mistake exits 1, as rule errors do.
    return app.exit(e) == 0 ? 0 : 1;
  }
  if (app.got_subcommand("check")) return check();
  if (app.got_subcommand("trace")) return trace();
  if (app.got_subcommand("simulate")) return simulate();
  if (app.got_subcommand("play")) return play();
  if (app.got_subcommand("explain")) return explain();
  if (app.got_subcommand("diff")) return diff();
  if (app.got_subcommand("replay")) return replay();
  if (app.got_subcommand("bench")) return bench();
  return 1;
}
