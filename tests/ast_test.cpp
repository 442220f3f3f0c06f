// The typed AST: the parser turns every closed set of words into its enum and
// every integer literal into its value, so that the compiler compares values,
// never text; `name` holds only free text.
#include <gtest/gtest.h>

#include "dsl/parser.hpp"

namespace mancala::test {
namespace {

namespace ast = dsl::ast;

// The tree of `text`, which must parse without errors.
ast::Node parse_text(const std::string& text) {
  auto source = std::make_shared<dsl::SourceFile>();
  source->name = "t.mancala";
  source->text = text;
  dsl::Diagnostics diags(source);
  std::optional<ast::Node> tree = dsl::parse(diags);
  EXPECT_TRUE(tree);
  EXPECT_TRUE(diags.items().empty()) << diags.format();
  return tree ? *tree : ast::Node{};
}

// The first node of `kind` in a depth-first walk, or nullptr.
const ast::Node* find(const ast::Node& n, ast::Kind kind) {
  if (n.kind == kind) return &n;
  for (const ast::Node& kid : n.kids)
    if (const ast::Node* found = find(kid, kind)) return found;
  return nullptr;
}

TEST(TypedAst, IntegersAreParsedOnceAndTooLargeOnesKeepTheirDigits) {
  const ast::Node file = parse_text("param a = 0042\nparam b = 99999999999999999999\n");
  ASSERT_EQ(file.kids.size(), 2u);
  EXPECT_EQ(file.kids[0].name, "a");
  const ast::Node& small = file.kids[0].kids.at(0);
  EXPECT_EQ(small.kind, ast::Kind::integer);
  EXPECT_EQ(small.value, 42);
  EXPECT_TRUE(small.name.empty());
  const ast::Node& large = file.kids[1].kids.at(0);
  EXPECT_FALSE(large.value);
  EXPECT_EQ(large.name, "99999999999999999999");
  EXPECT_EQ(large.pos.line, 2);
  EXPECT_EQ(large.pos.column, 11);
}

TEST(TypedAst, WordsBecomeEnums) {
  const ast::Node file = parse_text(
      "board { stores in # a comment between the words\n circuit }\n"
      "sow { direction cw\n origin skipped\n opponent's store included\n lap limit 3 then end "
      "game }\n"
      "lap end { if seeds(own pit 2) <= 3 * seeds(last) and last is marked seen and North row is "
      "occupied: capture opposite unless grand slam }\n"
      "game end { remaining seeds split evenly, odd seed to South if store(mover) > 1 else "
      "opponent }\n");
  ASSERT_EQ(file.kids.size(), 4u);
  EXPECT_EQ(file.kids[0].block, ast::Block::board);
  EXPECT_EQ(file.kids[1].block, ast::Block::sow);
  EXPECT_EQ(file.kids[2].block, ast::Block::lap_end);
  EXPECT_EQ(file.kids[3].block, ast::Block::game_end);
  EXPECT_EQ(find(file, ast::Kind::stores)->stores, ast::Stores::in_circuit);
  EXPECT_EQ(find(file, ast::Kind::direction)->direction, ast::Direction::cw);
  EXPECT_EQ(find(file, ast::Kind::origin)->inclusion, ast::Inclusion::skipped);
  EXPECT_EQ(find(file, ast::Kind::opponent_store)->inclusion, ast::Inclusion::included);
  EXPECT_EQ(find(file, ast::Kind::lap_limit)->outcome, ast::LapLimitOutcome::end_game);
  EXPECT_EQ(find(file, ast::Kind::compare)->comparison, ast::Comparison::le);
  EXPECT_EQ(find(file, ast::Kind::arith)->op, ast::ArithOp::mul);
  EXPECT_EQ(find(file, ast::Kind::pit_numbered)->side, ast::Side::own);
  const ast::Node* marked = find(file, ast::Kind::pit_is);
  EXPECT_EQ(marked->property, ast::PitProperty::marked);
  EXPECT_EQ(marked->name, "seen");
  const ast::Node* row = find(file, ast::Kind::row_state);
  EXPECT_EQ(row->row, ast::Row::north);
  EXPECT_EQ(row->fill, ast::Fill::occupied);
  EXPECT_EQ(find(file, ast::Kind::capture_pits)->qualifier,
            ast::CaptureQualifier::unless_grand_slam);
  EXPECT_EQ(find(file, ast::Kind::remaining)->target, ast::RemainingTarget::split_evenly);
  const ast::Node* odd = find(file, ast::Kind::odd_seed);
  EXPECT_EQ(odd->player, ast::Player::south);
  EXPECT_EQ(odd->else_player, ast::Player::opponent);
  ASSERT_EQ(odd->kids.size(), 1u);
  EXPECT_EQ(find(*odd, ast::Kind::store_of)->player, ast::Player::mover);
}

TEST(TypedAst, UnstatedChoicesTakeTheLanguagesDefaults) {
  const ast::Node file = parse_text(
      "sow { lap limit 3\n skip pits where pit is empty }\n"
      "lap end { if last is own: capture last }\n");
  EXPECT_EQ(find(file, ast::Kind::lap_limit)->outcome, ast::LapLimitOutcome::illegal);
  EXPECT_EQ(find(file, ast::Kind::skip_pits)->skip_when, ast::SkipWhen::always);
  EXPECT_EQ(find(file, ast::Kind::capture_pits)->qualifier, ast::CaptureQualifier::always);
}

}  // namespace
}  // namespace mancala::test
