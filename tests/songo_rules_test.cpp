// Every rule of docs/games/songo.md (rules numbered as there), on hand-built
// positions. Songo sows clockwise: S7..S1, then N7..N1.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Songo : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("songo");
  Engine engine{rules};
};

// Rules 1-2: 2 x 7 pits of 5 (70); any non-empty own pit.
TEST_F(Songo, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 70);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7");
}

// Rule 3: clockwise, and the origin is skipped when the sowing comes round.
TEST_F(Songo, SowsClockwiseSkippingTheOrigin) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   5   5   5   5   5   5   5   captured 0
   South   0   0  14   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S3"));  // S2, S1, N7..N1, S7..S4, S3 skipped, S2 again
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   6   6   6   6   6   6   6   captured 0
   South   1   2   0   1   1   1   1   captured 0
   to move: North)"));
}

// Rule 4: 2s and 4s captured from the last pit against the sowing (here
// towards N7), while on the opponent's side.
TEST_F(Songo, CapturesTwosAndFoursAgainstTheSowing) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   1   3   1   3   3   3   3   captured 0
   South   3   0   0   0   0   0   1   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S1"));  // N7 -> 2, N6 -> 4, N5 -> 2 (last): all three
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   3   3   3   3   captured 0
   South   0   0   0   0   0   0   1   captured 8
   to move: North)"));
}

// Rule 4: a 3 stops the chain; 3s are not captured in Songo.
TEST_F(Songo, ChainStopsAtThree) {
  Game game(engine, board(rules, R"(
   North   2   1   1   3   3   3   3   captured 0
   South   3   0   0   0   0   0   1   captured 0
   to move: South)"));
  game.play(move(rules, "S1"));  // N7 -> 3, N6 -> 2, N5 -> 2 (last)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   0   0   3   3   3   3   captured 0
   South   0   0   0   0   0   0   1   captured 4
   to move: North)"));
}

// Rule 5: with North's row empty, only moves that reach it (clockwise) are legal.
TEST_F(Songo, FeedingKeepsMovesThatReach) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   0   captured 30
   South   1   0   0   0   0   0   1   captured 30
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1");
}

// Rules 5 and 6: no move can feed: the game ends, each player takes their row.
TEST_F(Songo, NoFeedingMoveEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   0   captured 30
   South   0   0   0   0   0   1   0   captured 30
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 31);
  EXPECT_EQ(game.result().north, 30);
}

// Rule 6: a score over 35 ends the game at once; the seeds left count for no one.
TEST_F(Songo, ScoreOverHalfEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   1   4   4   4   4   4   4   captured 10
   South   1   0   0   0   0   0   0   captured 34
   to move: South)"));
  game.play(move(rules, "S1"));  // N7 -> 2: 36
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 36);
  EXPECT_EQ(game.result().north, 10);
  EXPECT_EQ(game.result().unclaimed, 24);
  EXPECT_EQ(game.result().winner, kSouth);
}

}  // namespace
}  // namespace mancala::test
