// Every rule of docs/games/wari.md (rules numbered as there), on hand-built positions.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Wari : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("wari");
  Engine engine{rules};
};

// Rules 1-2: 2 x 6 pits of 4 (48); any non-empty own pit; no repetition rule.
TEST_F(Wari, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 48);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
  EXPECT_FALSE(rules.uses_repetition);
}

// Rule 3: the origin pit is skipped when the sowing comes round (12 seeds).
TEST_F(Wari, OriginSkipped) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   4   4   4   4   4   4   captured 0
   South  12   0   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2..S6, N1..N6, then S1 is skipped: S2 again
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   5   5   5   5   5   captured 0
   South   0   2   1   1   1   1   captured 0
   to move: North)"));
}

// Rule 4: 2s and 3s captured from the last pit backward, while the opponent's.
TEST_F(Wari, CaptureChainBackwardOnOpponentsSide) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   4   4   1   2   1   1   captured 0
   South   0   0   0   0   1   3   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 2, N2 -> 2, N3 -> 3: all three; S6 is South's
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   4   1   0   0   0   captured 0
   South   0   0   0   0   1   0   captured 7
   to move: North)"));
}

// Rule 4: a capture that empties the opponent's row is made in full (no
// grand-slam rule); North then has no move, and each player takes their row.
TEST_F(Wari, GrandSlamCapturesEverything) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   1   1   captured 10
   South   4   0   0   0   0   2   captured 10
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 2, N2 -> 2: both captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   captured 10
   South   4   0   0   0   0   0   captured 14
   to move: North)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 18);
  EXPECT_EQ(game.result().north, 10);
}

// Rule 5: with the opponent's row empty, only moves that reach it are legal.
TEST_F(Wari, FeedingKeepsMovesThatReach) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 10
   South   1   0   0   0   0   1   captured 10
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S6");
}

// Rules 5 and 6: when no move can feed, the game ends; each player adds their own row.
TEST_F(Wari, NoFeedingMoveEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 20
   South   1   0   0   0   1   0   captured 20
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 22);
  EXPECT_EQ(game.result().north, 20);
}

// Rule 6: a score over 24 ends the game at once; the seeds left are not given
// out (Decision: they count for no one).
TEST_F(Wari, ScoreOverHalfEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   0   0   4   4   4   1   captured 4
   South   0   0   0   0   4   1   captured 24
   to move: South)"));
  game.play(move(rules, "S6"));  // captures 2: 26
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 26);
  EXPECT_EQ(game.result().north, 4);
  EXPECT_EQ(game.result().unclaimed, 16);
  EXPECT_EQ(game.result().winner, kSouth);
}

// Rule 6: both scores at 24 end the game in a draw.
TEST_F(Wari, BothScoresAtHalfDraw) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   1   captured 24
   South   0   0   0   0   0   1   captured 22
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 2 captured: 24-24
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().winner, std::nullopt);
}

}  // namespace
}  // namespace mancala::test
