// `mancala dump RULESET`: the lowered program the engine runs, as a disassembler shows it.
#include <iostream>

#include "cli/common.hpp"
#include "presentation/program_dump.hpp"

namespace mancala::cli {

Runner register_dump(CLI::App& app) {
  auto* command = app.add_subcommand(
      "dump", "Print the lowered program the engine runs: cells, circuits, fused tests, rules");
  auto file = std::make_shared<std::string>();
  auto options = std::make_shared<RuleOptions>();
  command->add_option("rules", *file, "Rule set: FILE[:VARIANT][,NAME=VALUE...]")->required();
  add_rule_options(*command, *options);
  return [file, options] {
    std::optional<RuleProgram> program = load_or_report(*file, *options);
    if (!program) return 1;
    std::cout << dump_program(*program);
    return 0;
  };
}

}  // namespace mancala::cli
