// Every rule of docs/games/chonka.md (rules numbered as there), on hand-built
// positions. Chonka sows counter-clockwise: S1..S7, South's tachi (on South's
// right), N1..N7; North's tachi is skipped.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Chonka : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("chonka");
  Engine engine{rules};
};

// Rules 1 to 3: 2 x 7 holes of 7 (98); South first, from any non-empty own
// hole.
TEST_F(Chonka, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 98);
  EXPECT_EQ(game.state().to_move, kSouth);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7");
}

// Rules 3 and 5: a lap that ends in the own tachi ends the turn (no extra
// turn, unlike Sungka and Congkak).
TEST_F(Chonka, TheTurnEndsInTheOwnTachi) {
  Game game(engine);
  MoveOutcome outcome = game.play(move(rules, "S1"));  // S2..S7, then the tachi
  EXPECT_FALSE(outcome.extra_turn);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N7  N6  N5  N4  N3  N2  N1
   North   7   7   7   7   7   7   7   store 0
   South   0   8   8   8   8   8   8   store 1
          S1  S2  S3  S4  S5  S6  S7
   to move: North)"));
}

// Rules 3 and 6: the opponent's tachi is skipped; the last shell in an own
// empty hole takes the hole opposite with it.
TEST_F(Chonka, TheOpponentsTachiIsSkipped) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   1   store 0
   South   0   0   0   0   0   0   9   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  // S7: the tachi, N1..N7 (2 each), North's tachi skipped, S1: empty, faces N7.
  game.play(move(rules, "S7"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   2   2   2   2   2   2   store 0
   South   0   0   0   0   0   0   0   store 4
   to move: North)"));
}

// Rules 4 and 6: relay from an occupied hole, then a capture from an empty
// hole.
TEST_F(Chonka, RelayFromAnOccupiedHole) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   4   0   1   store 0
   South   1   2   0   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  // S1 -> S2 (3): lifted; S3, S4, S5: empty, faces N3.
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   store 0
   South   0   0   1   1   0   0   0   store 5
   to move: North)"));
}

// Rule 6: an empty hole of the opponent's row captures too; the shells it
// takes opposite are the mover's own.
TEST_F(Chonka, AnEmptyHoleOfTheOpponentsRowCaptures) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   3   0   0   0   0   0   0   store 0
   South   0   0   0   0   0   3   2   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  // S6: S7 (3), the tachi, N1: empty, faces S7.
  game.play(move(rules, "S6"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   0   0   0   0   0   0   store 0
   South   0   0   0   0   0   0   0   store 5
   to move: North)"));
}

// Rule 6: with the hole opposite empty, the last shell is captured alone.
TEST_F(Chonka, AnEmptyHoleOppositeLeavesTheLastShellAlone) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   2   0   0   0   0   0   0   store 0
   South   1   0   0   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 faces N6, empty
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   0   0   0   0   0   0   store 0
   South   0   0   0   0   0   0   0   store 1
   to move: North)"));
}

// Rule 6, variant own-row-capture: an empty hole of the opponent's row ends
// the turn with nothing taken; an own empty hole still captures.
TEST_F(Chonka, VariantCapturesOnlyFromAnOwnEmptyHole) {
  CompileOptions options;
  options.variant = "own-row-capture";
  RuleProgram variant = bundled("chonka", options);
  Engine variant_engine(variant);
  Game game(variant_engine, board(variant, R"(
   North   3   0   0   0   0   0   0   store 0
   South   0   0   0   0   0   3   2   store 0
   to move: South)"));
  game.play(move(variant, "S6"));
  EXPECT_TRUE(same_board(variant, game.state(), R"(
   North   3   0   0   0   0   0   1   store 0
   South   0   0   0   0   0   0   3   store 1
   to move: North)"));
  Game own(variant_engine, board(variant, R"(
   North   2   4   0   0   0   0   0   store 0
   South   1   0   0   0   0   0   0   store 0
   to move: South)"));
  own.play(move(variant, "S1"));  // S2 faces N6
  EXPECT_TRUE(same_board(variant, own.state(), R"(
   North   2   0   0   0   0   0   0   store 0
   South   0   0   0   0   0   0   0   store 5
   to move: North)"));
}

// Rule 7: a player with no shell in their holes passes; the game goes on.
TEST_F(Chonka, EmptyRowPasses) {
  Game game(engine, board(rules, R"(
   North   0   0   0   2   0   0   0   store 40
   South   0   0   0   0   0   0   0   store 44
   to move: South)"));
  ASSERT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  EXPECT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "N4");
}

// Rule 8: the first tachi to hold half the shells (49) wins at once; the
// shells left on the board count for no one.
TEST_F(Chonka, HalfTheShellsWins) {
  Game game(engine, board(rules, R"(
   North   0   0   3   0   4   0   2   store 40
   South   0   0   0   0   0   0   1   store 48
   to move: South)"));
  ASSERT_FALSE(game.over());
  game.play(move(rules, "S7"));  // into the tachi: 49
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 49);
  EXPECT_EQ(game.result().north, 40);
  EXPECT_EQ(game.result().winner, kSouth);
}

}  // namespace
}  // namespace mancala::test
