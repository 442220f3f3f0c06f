// Every rule of docs/games/unee-tugalluulax.md (rules numbered as there), on
// hand-built positions. The game sows clockwise: S3, S2, S1, N3, N2, N1.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class UneeTugalluulax : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("unee-tugalluulax");
  Engine engine{rules};
};

// Rules 1 and 2: 2 x 3 holes of 6 (36); any non-empty own hole.
TEST_F(UneeTugalluulax, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 36);
  EXPECT_EQ(legal_text(game), "S1 S2 S3");
  EXPECT_TRUE(rules.uses_repetition);
}

// Rule 2: clockwise, a single lap; six balls come round to the hole they left.
TEST_F(UneeTugalluulax, SowsClockwiseOnce) {
  Game game(engine);
  game.play(move(rules, "S3"));  // S2, S1, N3, N2, N1, then S3 again
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N3  N2  N1
   North   7   7   7   captured 0
   South   7   7   1   captured 0
          S1  S2  S3
   to move: North)"));
}

// Rule 3: the last ball making four in an own hole captures the four.
TEST_F(UneeTugalluulax, FourInAnOwnHoleIsCaptured) {
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   2   2   2   captured 0
   South   3   2   2   captured 0
          S1  S2  S3
   to move: South)"));
  game.play(move(rules, "S3"));  // S2 -> 3, S1 -> 4 (last): captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   2   2   captured 0
   South   0   3   0   captured 4
   to move: North)"));
}

// Rule 3: four in an opponent's hole, or five in an own hole, capture nothing.
TEST_F(UneeTugalluulax, NoCaptureOtherwise) {
  Game game(engine, board(rules, R"(
   North   3   2   2   captured 0
   South   1   1   4   captured 0
   to move: South)"));
  game.play(move(rules, "S1"));  // N3 -> 4: the opponent's hole
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   2   2   captured 0
   South   0   1   4   captured 0
   to move: North)"));
  Game five(engine, board(rules, R"(
   North   3   2   2   captured 0
   South   4   1   0   captured 0
   to move: South)"));
  five.play(move(rules, "S2"));  // S1 -> 5
  EXPECT_TRUE(same_board(rules, five.state(), R"(
   North   3   2   2   captured 0
   South   5   0   0   captured 0
   to move: North)"));
}

// Rule 4: a player who cannot move ends the game; the player who moved last
// takes the balls left.
TEST_F(UneeTugalluulax, NoMoveGivesTheBallsLeftToTheLastMover) {
  Game game(engine, board(rules, R"(
   North   0   0   0   captured 12
   South   0   0   1   captured 20
   to move: South)"));
  game.play(move(rules, "S3"));  // S2: North cannot move
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 21);
  EXPECT_EQ(game.result().north, 12);
}

// Rule 5: a position that comes back ends the game; the balls still going
// round count for no one.
TEST_F(UneeTugalluulax, RepetitionEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   0   0   1   captured 17
   South   1   0   0   captured 17
   to move: South)"));
  for (const char* m : {"S1", "N1", "S3", "N3", "S2", "N2"}) {
    ASSERT_FALSE(game.over()) << m;
    game.play(move(rules, m));
  }
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 17);
  EXPECT_EQ(game.result().north, 17);
  EXPECT_EQ(game.result().unclaimed, 2);
  EXPECT_EQ(game.result().winner, std::nullopt);
}

}  // namespace
}  // namespace mancala::test
