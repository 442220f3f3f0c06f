// The checker's walk over a whole file: parameters, then the blocks in the
// order their checks need (the board first), then the bounds and warnings
// that need every block; and the entry point, which lays the chosen variant
// over the file first.
#include <fmt/format.h>

#include <algorithm>

#include "dsl/checker_internal.hpp"
#include "dsl/merge.hpp"
#include "interpreter/limits.hpp"

namespace mancala::dsl::checking {
namespace {

// The most expression nodes a program may have: the program links its nodes
// by 16-bit indices (ExprNode in interpreter/program.hpp).
constexpr int kMaxExpressionNodes = 30000;

int expression_nodes(const std::optional<Expr>& e) {
  return e ? node_count(*e) : 0;
}

int expression_nodes(const std::vector<CheckedRule>& rules) {
  int count = 0;
  for (const CheckedRule& rule : rules) {
    count += expression_nodes(rule.condition);
    for (const CheckedAction& a : rule.actions) {
      for (const Expr& pit : a.pits) count += node_count(pit);
      count += expression_nodes(a.condition) + expression_nodes(a.unless);
    }
  }
  return count;
}

// How many nodes the program compiled from `rules` will hold (one per node of
// every tree).
int expression_nodes(const CheckedRules& rules) {
  int count = expression_nodes(rules.from_condition) + expression_nodes(rules.skip_condition) +
              expression_nodes(rules.evaluation) + expression_nodes(rules.match_ends_when) +
              expression_nodes(rules.match_winner_by) + expression_nodes(rules.lap_rules) +
              expression_nodes(rules.sowing_rules);
  for (const CheckedFilter& f : rules.filters) count += node_count(f.condition);
  for (const Expr& e : rules.end_conditions) count += node_count(e);
  for (const CheckedSweep& s : rules.sweeps)
    count += expression_nodes(s.condition) + expression_nodes(s.odd_if);
  for (const CheckedWinValue& v : rules.win_values)
    count += node_count(v.value) + expression_nodes(v.condition);
  return count;
}

}  // namespace

std::optional<CheckedRules> Checker::run(const Node& file) {
  declare_params(file);
  apply_variant(file);
  apply_overrides();
  evaluate_params();
  for (const auto& param : params_)
    settings_.params.emplace_back(param.name, param.value.value_or(0));

  // Blocks, each at most once; the board first since the rest depends on its size.
  std::map<ast::Block, const Node*> blocks;
  for (const Node& item : file.kids) {
    if (item.kind == Kind::game_name) {
      if (once(item, "the game's name")) settings_.game_name = item.name;
    } else if (item.kind == Kind::block) {
      auto [it, fresh] = blocks.emplace(item.block, &item);
      if (!fresh)
        error(item.pos, fmt::format("a second '{}' block: the first is at line {}",
                                    ast::block_word(item.block), it->second->pos.line));
    }
  }
  if (settings_.game_name.empty()) missing({1, 1}, "the file must name its game: game \"NAME\"");
  auto require = [&](ast::Block which) -> const Node* {
    auto it = blocks.find(which);
    if (it == blocks.end()) {
      missing({1, 1}, fmt::format("the file has no '{}' block", ast::block_word(which)));
      return nullptr;
    }
    return it->second;
  };
  bool has_pits = false, has_origin = false, has_no_move_end = false, has_remaining = false;
  if (const Node* b = require(ast::Block::board)) board(*b, has_pits);
  if (!has_pits && blocks.count(ast::Block::board))
    missing(blocks[ast::Block::board]->pos,
            "the board block must give the number of pits per row: 'pits N'");
  if (settings_.pits_per_row == 0)
    return std::nullopt;  // nothing else can be checked without a size
  std::vector<const Node*> fills;
  if (const Node* b = require(ast::Block::setup)) {
    setup(*b, fills);
    fill_setup(fills);
  }
  if (blocks.count(ast::Block::marks)) marks(*blocks[ast::Block::marks]);
  if (blocks.count(ast::Block::opening)) opening(*blocks[ast::Block::opening]);
  if (settings_.marks_set_after_openings && !opening_block_)
    error(blocks[ast::Block::marks]->pos, "marks set 'after openings' need an opening block");
  if (const Node* b = require(ast::Block::move)) move(*b);
  if (const Node* b = require(ast::Block::sow)) {
    sow(*b, has_origin);
    if (!has_origin)
      missing(b->pos,
              "the sow block must say whether the origin pit is 'included' or 'skipped' "
              "when a lap comes round to it: 'origin included' or 'origin skipped'");
  }
  if (blocks.count(ast::Block::feeding)) feeding(*blocks[ast::Block::feeding]);
  if (const Node* b = require(ast::Block::lap_end)) lap_end(*b);
  if (blocks.count(ast::Block::during_sowing)) during_sowing(*blocks[ast::Block::during_sowing]);
  if (const Node* b = require(ast::Block::game_end)) {
    game_end(*b, has_no_move_end, has_remaining);
    if (!has_no_move_end && !settings_.pass_when_stuck)
      missing(b->pos,
              "the game end block must say what happens when the player to move has no "
              "legal move: 'ends when no legal move'");
    if (!has_remaining)
      missing(b->pos,
              "the game end block must say who takes the seeds left on the board: "
              "'remaining seeds to owner', 'remaining seeds to other player' or 'remaining "
              "seeds split evenly, odd seed to PLAYER', without 'when'");
  }
  if (blocks.count(ast::Block::match)) match(*blocks[ast::Block::match]);
  if (settings_.partial_harvest && total_known_ &&
      settings_.total_seeds > limits::kMaxTakeAnySeeds) {
    error(take_pos_, fmt::format("'take any' supports at most {} seeds in play; this setup has {}",
                                 limits::kMaxTakeAnySeeds, settings_.total_seeds));
  }
  if (!diags_.has_errors()) check_sowing_work(blocks);
  if (expression_nodes(rules_) > kMaxExpressionNodes)
    error({1, 1}, "the rules are too large to compile");
  if (!diags_.has_errors()) final_warnings(file);
  if (diags_.has_errors()) return std::nullopt;
  return std::move(rules_);
}

}  // namespace mancala::dsl::checking

namespace mancala {

using dsl::ast::Kind;
using dsl::ast::Node;

FileNames declared_names(const Node& file) {
  FileNames names;
  for (const Node& item : file.kids) {
    if (item.kind == Kind::param) names.params.push_back(item.name);
    if (item.kind == Kind::variant) names.variants.push_back(item.name);
  }
  return names;
}

std::optional<dsl::CheckedRules> check_rules(const Node& file, const CompileOptions& options,
                                             dsl::Diagnostics& diags) {
  // A chosen variant's blocks are laid over the file's, as a file over the one it extends.
  for (const Node& item : file.kids) {
    if (item.kind != Kind::variant || item.name != options.variant) continue;
    Node effective = file;
    for (Node& base : effective.kids) {
      if (base.kind != Kind::block) continue;
      for (const Node& overlay : item.kids)
        if (overlay.kind == Kind::block && overlay.block == base.block)
          dsl::merge_block(base, overlay);
    }
    for (const Node& overlay : item.kids) {
      const bool present = std::any_of(
          effective.kids.begin(), effective.kids.end(),
          [&](const Node& n) { return n.kind == Kind::block && n.block == overlay.block; });
      if (overlay.kind == Kind::block && !present) effective.kids.push_back(overlay);
    }
    return dsl::checking::Checker(options, diags).run(effective);
  }
  return dsl::checking::Checker(options, diags).run(file);
}

}  // namespace mancala
