// `mancala dump RULESET`: the lowered program the engine runs, as a disassembler shows it.
#include "cli/common.hpp"
#include "presentation/program_dump.hpp"

namespace mancala::cli {

Runner register_dump(CLI::App& app) {
  return register_program_text(
      app, "dump", "Print the lowered program the engine runs: cells, circuits, fused tests, rules",
      [](const RuleProgram& program) { return dump_program(program); });
}

}  // namespace mancala::cli
