#pragma once
// Semantic checks: a parsed rule file (with `extends` merged) -> the checked
// rules for one variant and one set of parameter values, every problem
// reported at its source position.
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "dsl/ast.hpp"
#include "dsl/checked_rules.hpp"
#include "dsl/diagnostics.hpp"

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

// Checks a parsed file: lays the chosen variant over it, gives the parameters
// their values, resolves every name and computes the warnings. Problems go to
// `diags` (with positions); unknown variant or parameter names in `options`
// are reported there too, at line 0. Returns the checked rules only when there
// is no error. Their positions point into the files `diags` keeps.
std::optional<dsl::CheckedRules> check_rules(const dsl::ast::Node& file,
                                             const CompileOptions& options,
                                             dsl::Diagnostics& diags);

}  // namespace mancala
