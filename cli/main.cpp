// The `mancala` command: parses the command line and runs one subcommand.
#include <exception>
#include <iostream>
#include <new>

#include "cli/common.hpp"
#include "dsl/suggest.hpp"

namespace {

// The names of the subcommands, for messages that list them.
std::vector<std::string> command_names(const CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    names.push_back(sub->get_name());
  return names;
}

// Answers a first word that is not a subcommand (or no word at all) before
// CLI11 does, whose only answer is "A subcommand is required". Returns the exit
// status, or -1 when the command line names a subcommand or an option.
int answer_missing_command(const CLI::App& app, int argc, char** argv) {
  const std::vector<std::string> names = command_names(app);
  if (argc < 2) {
    std::cerr << "mancala: error: no command given; the commands are "
              << mancala::dsl::join_names(names) << "\nRun 'mancala --help' for more.\n";
    return 1;
  }
  const std::string word = argv[1];
  if (!word.empty() && word[0] == '-') return -1;
  if (std::find(names.begin(), names.end(), word) != names.end()) return -1;
  if (word == "help") {
    std::cout << app.help();
    return 0;
  }
  std::cerr << "mancala: error: unknown command '" << word << "'"
            << mancala::dsl::did_you_mean(word, names) << "; the commands are "
            << mancala::dsl::join_names(names) << "\nRun 'mancala --help' for more.\n";
  return 1;
}

// The same for a command that has commands of its own (`experiment run`):
// a second word that is none of them is answered with the closest one.
int answer_missing_subcommand(const CLI::App& app, int argc, char** argv) {
  if (argc < 2) return -1;
  const CLI::App* command = nullptr;
  for (const CLI::App* sub : app.get_subcommands([](const CLI::App*) { return true; }))
    if (sub->get_name() == argv[1]) command = sub;
  if (!command || command->get_subcommands([](const CLI::App*) { return true; }).empty()) return -1;
  const std::vector<std::string> names = command_names(*command);
  const std::string word = argc > 2 ? argv[2] : "";
  if (!word.empty() &&
      (word[0] == '-' || std::find(names.begin(), names.end(), word) != names.end()))
    return -1;
  std::cerr << "mancala: error: "
            << (word.empty() ? "no " + std::string(argv[1]) + " command given"
                             : "unknown " + std::string(argv[1]) + " command '" + word + "'" +
                                   mancala::dsl::did_you_mean(word, names))
            << "; the " << argv[1] << " commands are " << mancala::dsl::join_names(names)
            << "\nRun 'mancala " << argv[1] << " --help' for more.\n";
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace mancala::cli;
  CLI::App app{"mancala: write mancala rules as text, then play, trace and simulate them"};
  app.name("mancala");
  app.require_subcommand(1);
  app.set_version_flag("--version", "mancala 0.1.0");
  Runner check = register_check(app);
  Runner trace = register_trace(app);
  Runner simulate = register_simulate(app);
  Runner play = register_play(app);
  Runner explain = register_explain(app);
  Runner dump = register_dump(app);
  Runner diff = register_diff(app);
  Runner replay = register_replay(app);
  Runner bench = register_bench(app);
  Runner solve = register_solve(app);
  Runner compare = register_compare(app);
  Runner experiment = register_experiment(app);
  if (const int status = answer_missing_command(app, argc, argv); status >= 0) return status;
  if (const int status = answer_missing_subcommand(app, argc, argv); status >= 0) return status;
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version exit 0; every command-line mistake exits 1, as rule
    // errors do, except for diff, whose 1 means "the rule sets differ".
    if (app.exit(e) == 0) return 0;
    return std::string(argv[1]) == "diff" ? 2 : 1;
  }
  // What no command expects, e.g. a solver player that meets a position past
  // its limits in a later game of a match: a message and exit status 1, not a crash.
  try {
    if (app.got_subcommand("check")) return check();
    if (app.got_subcommand("trace")) return trace();
    if (app.got_subcommand("simulate")) return simulate();
    if (app.got_subcommand("play")) return play();
    if (app.got_subcommand("explain")) return explain();
    if (app.got_subcommand("dump")) return dump();
    if (app.got_subcommand("diff")) return diff();
    if (app.got_subcommand("replay")) return replay();
    if (app.got_subcommand("bench")) return bench();
    if (app.got_subcommand("solve")) return solve();
    if (app.got_subcommand("compare")) return compare();
    if (app.got_subcommand("experiment")) return experiment();
  } catch (const std::bad_alloc&) {
    report_error("out of memory");
    return std::string(argv[1]) == "diff" ? 2 : 1;
  } catch (const std::exception& e) {
    report_error(e.what());
    return std::string(argv[1]) == "diff" ? 2 : 1;
  }
  return 1;
}
