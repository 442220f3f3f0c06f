// `mancala explain FILE`: the compiled rules as plain English.
#include "cli/common.hpp"
#include "presentation/describe.hpp"

namespace mancala::cli {

Runner register_explain(CLI::App& app) {
  return register_program_text(
      app, "explain", "Print the compiled rules as plain English, one paragraph per concern",
      [](const RuleProgram& program) { return explain(program); });
}

}  // namespace mancala::cli
