#pragma once
// Semantic checks and compilation: AST -> RuleProgram, with every problem
// reported at its source position.
#include <map>
#include <optional>
#include <string>

#include "dsl/ast.hpp"
#include "dsl/diagnostics.hpp"
#include "interpreter/program.hpp"

namespace mancala {

// Which variant to compile and which parameters to override.
struct CompileOptions {
  std::string variant;                   // "" for the file's defaults
  std::map<std::string, int> overrides;  // --set KEY=VALUE
};

// Names a file declares, for messages that list the valid choices.
struct FileNames {
  std::vector<std::string> params;
  std::vector<std::string> variants;
};

// Lists the parameters and variants declared in a parsed file.
FileNames declared_names(const dsl::ast::Node& file);

// Checks and compiles a parsed file. Problems go to `diags` (with positions);
// unknown variant or parameter names in `options` are reported there too, at
// line 0. Returns the program only when there is no error.
std::optional<RuleProgram> compile(const dsl::ast::Node& file, const CompileOptions& options,
                                   dsl::Diagnostics& diags);

}  // namespace mancala
