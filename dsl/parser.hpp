#pragma once
// Parses rule-file text into an AST, reporting every syntax error it finds.
#include <optional>
#include <string>
#include <vector>

#include "dsl/ast.hpp"
#include "dsl/diagnostics.hpp"

namespace mancala::dsl {

// Every keyword of the language (for suggestions, and for editors' grammars).
const std::vector<std::string>& language_keywords();

// The words that can start a top-level item, as the grammar's item rule has
// them; the keyword table's block and declaration words must be the same.
std::vector<std::string> item_keywords();

// Parses `diags.source()`; syntax errors go to `diags`. Returns the tree of
// the statements that parsed (statements with errors are left out), or
// nothing when the file could not be read as a whole.
std::optional<ast::Node> parse(Diagnostics& diags);

// Parses another file (a parent that the main file extends); its errors go to
// `diags` with positions naming that file.
std::optional<ast::Node> parse_source(const SourceRef& source, Diagnostics& diags);

}  // namespace mancala::dsl
