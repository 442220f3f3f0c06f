// `mancala explain FILE`: the compiled rules as plain English.
#include <iostream>

#include "cli/common.hpp"
#include "presentation/describe.hpp"

namespace mancala::cli {

Runner register_explain(CLI::App& app) {
  auto* command = app.add_subcommand(
      "explain", "Print the compiled rules as plain English, one paragraph per concern");
  auto file = std::make_shared<std::string>();
  auto options = std::make_shared<RuleOptions>();
  command->add_option("rules", *file, "Rule set: FILE[:VARIANT][,NAME=VALUE...]")->required();
  add_rule_options(*command, *options);
  return [file, options] {
    std::optional<RuleProgram> program = load_or_report(*file, *options);
    if (!program) return 1;
    std::cout << explain(*program);
    return 0;
  };
}

}  // namespace mancala::cli
