#pragma once
// Inheritance: a rule file that extends another, or a variant that changes
// blocks, states only what differs. Merging works on the AST: a block in the
// overlay changes the same block of the base statement by statement.
#include "dsl/ast.hpp"

namespace mancala::dsl {

// `overlay`'s items laid over `base`: its game name, parameters and variants
// replace those of the same name (or are added); its blocks are merged into
// the base's blocks with merge_block.
ast::Node merge_files(const ast::Node& base, const ast::Node& overlay);

// A block's statements laid over another's. Single settings (direction,
// origin, take, ...) replace the base's statement of the same kind. Lists
// (the setup's seed statements, the lap-end rules, the 'ends when' conditions)
// are replaced whole when the overlay states any of them.
void merge_block(ast::Node& base_block, const ast::Node& overlay_block);

}  // namespace mancala::dsl
