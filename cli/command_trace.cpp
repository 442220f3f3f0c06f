// `mancala trace RULES`: the JSON Lines protocol of docs/trace-protocol.md.
#include <iostream>

#include "io/trace_session.hpp"
#include "cli/common.hpp"

namespace mancala::cli {

Runner register_trace(CLI::App& app) {
  auto* command = app.add_subcommand(
      "trace", "Read moves from standard input, write each position as a JSON line");
  auto file = std::make_shared<std::string>();
  auto options = std::make_shared<RuleOptions>();
  auto match = std::make_shared<int>(0);
  auto first = std::make_shared<std::string>();
  command->add_option("rules", *file, "Rule set: FILE[:VARIANT][,NAME=VALUE...]")->required();
  add_rule_options(*command, *options);
  command->add_option("--match", *match, "Play a match of up to N games")
      ->check(whole_number(1, 100000));
  command->add_option("--first", *first, "Who moves first in the first game: S or N")
      ->check(CLI::IsMember({"S", "N"}));
  return [file, options, match, first] {
    std::optional<RuleProgram> program = load_or_report(*file, *options);
    if (!program) return 1;
    TraceOptions trace;
    trace.match_games = *match;
    if (!first->empty()) trace.first_player = *first == "S" ? kSouth : kNorth;
    return run_trace(*program, trace, std::cin, std::cout);
  };
}

}  // namespace mancala::cli
