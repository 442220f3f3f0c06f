#pragma once
// Compilation: checked rules -> RuleProgram, the flat form the engine runs
// (expression trees as index-linked nodes, the circuit precomputed, lowered
// once); and `compile`, which checks a parsed file and compiles it.
#include <optional>

#include "dsl/ast.hpp"
#include "dsl/checked_rules.hpp"
#include "dsl/checker.hpp"
#include "dsl/diagnostics.hpp"
#include "interpreter/program.hpp"

namespace mancala {

// The program of rules that passed every check. It cannot fail: every problem
// it could meet was reported by the checker.
RuleProgram build_program(const dsl::CheckedRules& rules);

// Checks a parsed file (check_rules in dsl/checker.hpp) and, when there is no
// error, compiles it.
std::optional<RuleProgram> compile(const dsl::ast::Node& file, const CompileOptions& options,
                                   dsl::Diagnostics& diags);

}  // namespace mancala
