// Every rule of docs/games/vai-lun-thlan.md (rules numbered as there), on
// hand-built positions. Vai Lun Thlan sows clockwise: S6..S1, then N6..N1.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class VaiLunThlan : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("vai-lun-thlan");
  Engine engine{rules};
};

// Rules 1-2: 2 x 6 pits of 5 (60); any non-empty own pit.
TEST_F(VaiLunThlan, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 60);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
}

// Rule 3: clockwise, and a sowing that comes round drops a seed into its origin.
TEST_F(VaiLunThlan, SowsClockwiseIntoTheOrigin) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   2   2   2   2   2   2   captured 0
   South   2   2  13   2   2   2   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S3"));  // S2, S1, N6..N1, S6..S3 (origin), S2 (last, 4)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   3   3   3   3   3   captured 0
   South   3   4   1   3   3   3   captured 0
   to move: North)"));
}

// Rule 4: a last seed in an empty pit of the opponent's row is captured, then
// each pit against the sowing (towards S1) while it holds exactly 1.
TEST_F(VaiLunThlan, CaptureFromAnEmptyPitOnTheOpponentsSide) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   3   3   3   3   captured 0
   South   0   3   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S2"));  // S1 -> 1, N6 -> 1, N5 -> 1 (last, was empty)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   3   3   3   3   captured 0
   South   0   0   0   0   0   0   captured 3
   to move: North)"));
}

// Rule 4: the capture also happens in the mover's own row; a 2 stops the chain.
TEST_F(VaiLunThlan, CaptureOnOwnSideStopsAtTwo) {
  Game game(engine, board(rules, R"(
   North   3   3   3   3   3   3   captured 0
   South   0   0   1   2   0   0   captured 0
   to move: South)"));
  game.play(move(rules, "S4"));  // S3 -> 2, S2 -> 1 (last, was empty); S3 holds 2
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   3   3   3   3   3   captured 0
   South   0   0   2   0   0   0   captured 1
   to move: North)"));
}

// Rule 4: a last seed in an occupied pit captures nothing.
TEST_F(VaiLunThlan, OccupiedLastPitCapturesNothing) {
  Game game(engine, board(rules, R"(
   North   1   3   3   3   3   3   captured 0
   South   1   0   0   0   0   0   captured 0
   to move: South)"));
  game.play(move(rules, "S1"));  // N6 -> 2
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   3   3   3   3   3   captured 0
   South   0   0   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 5: a player with an empty row passes, and the other player moves again.
TEST_F(VaiLunThlan, EmptyRowPasses) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   3   3   captured 20
   South   0   0   0   0   0   0   captured 20
   to move: South)"));
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  EXPECT_FALSE(game.over());
  EXPECT_EQ(game.state().to_move, kNorth);
  EXPECT_EQ(legal_text(game), "N1 N2");
}

// Rule 6: the game goes on while seeds remain, and ends when the board is empty.
TEST_F(VaiLunThlan, EndsWhenTheBoardIsEmpty) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 20
   South   1   0   0   0   0   1   captured 10
   to move: South)"));
  game.play(move(rules, "S6"));  // S5 was empty: captured; S1 still holds a seed
  EXPECT_FALSE(game.over());
  game.play(move(rules, "pass"));
  game.play(move(rules, "S1"));  // N6 was empty: captured; the board is empty
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 12);
  EXPECT_EQ(game.result().north, 20);
}

// Rule 6 (common end rule): a score over 30 ends the game; the seeds left
// count for no one.
TEST_F(VaiLunThlan, ScoreOverHalfEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   0   3   3   3   3   3   captured 0
   South   1   1   0   0   0   0   captured 30
   to move: South)"));
  game.play(move(rules, "S1"));  // N6 was empty: captured: 31
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 31);
  EXPECT_EQ(game.result().north, 0);
  EXPECT_EQ(game.result().unclaimed, 16);
  EXPECT_EQ(game.result().winner, kSouth);
}

}  // namespace
}  // namespace mancala::test
