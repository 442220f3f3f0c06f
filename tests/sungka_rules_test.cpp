// Every rule of docs/games/sungka.md (rules numbered as there), on hand-built
// positions. Sungka sows clockwise: S7..S1, South's head (on South's left),
// then N7..N1; North's head is skipped.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Sungka : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("sungka");
  Engine engine{rules};
};

// Rules 1 and 3: 2 x 7 houses of 7 (98); any non-empty own house.
TEST_F(Sungka, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 98);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7");
}

// Rules 3 to 5: through the own head, relay from an occupied house, another
// turn when a lap ends in the own head.
TEST_F(Sungka, RelayThenAnotherTurnInTheHead) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   1   store 0
   South   0   1   1   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  MoveOutcome outcome = game.play(move(rules, "S3"));  // S2 -> 2: lifted; S1, the head
  EXPECT_TRUE(outcome.extra_turn);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   store 0
   South   1   0   0   0   0   0   0   store 1
   to move: South)"));
}

// Rule 6: an own empty house captures the opposite house and the last shell.
TEST_F(Sungka, CaptureFromAnEmptyOwnHouse) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   4   0   0   0   0   1   store 0
   South   0   0   1   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S3"));  // S2 faces N6
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   store 0
   South   0   0   0   0   0   0   0   store 5
   to move: North)"));
}

// Rule 6, variant opposite-only: the last shell stays in its house.
TEST_F(Sungka, VariantCapturesOnlyTheOppositeHouse) {
  CompileOptions options;
  options.variant = "opposite-only";
  RuleProgram variant = bundled("sungka", options);
  Engine variant_engine(variant);
  Game game(variant_engine, board(variant, R"(
   North   0   4   0   0   0   0   1   store 0
   South   0   0   1   0   0   0   0   store 0
   to move: South)"));
  game.play(move(variant, "S3"));
  EXPECT_TRUE(same_board(variant, game.state(), R"(
   North   0   0   0   0   0   0   1   store 0
   South   0   1   0   0   0   0   0   store 4
   to move: North)"));
}

// Rule 7: a player with no shell in their houses passes; the game goes on.
TEST_F(Sungka, EmptyRowPasses) {
  Game game(engine, board(rules, R"(
   North   0   0   0   2   0   0   0   store 40
   South   0   0   0   0   0   0   0   store 50
   to move: South)"));
  ASSERT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  EXPECT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "N4");
}

// Rules 4, 7 and 8: another turn with an empty row is a pass; the game ends
// only when every house is empty.
TEST_F(Sungka, EndsWhenEveryHouseIsEmpty) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   1   store 40
   South   1   0   0   0   0   0   0   store 50
   to move: South)"));
  game.play(move(rules, "S1"));  // into the head: South again, with nothing to sow
  ASSERT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  game.play(move(rules, "N1"));  // into North's head: North again, and every house is empty
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 51);
  EXPECT_EQ(game.result().north, 41);
  EXPECT_EQ(game.result().winner, kSouth);
}

}  // namespace
}  // namespace mancala::test
