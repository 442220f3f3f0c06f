// Every rule of docs/games/kay.md (rules numbered as there), on hand-built
// positions. Kay is sown counter-clockwise: S1..S6, then N1..N6; the hole
// after S6 is N1, the hole after N6 is S1.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Kay : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("kay");
  Engine engine{rules};
};

// Rules 1 and 2: 2 x 6 holes of 4 (48), South first, counter-clockwise.
TEST_F(Kay, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 48);
  EXPECT_FALSE(rules.clockwise);
  EXPECT_FALSE(rules.uses_repetition);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
}

// Rule 5: a single counter may be sown only when the hole after it is empty:
// S2 (S3 empty) may, S1 (S2 occupied) and S6 (N1 occupied) may not; S4 holds
// two.
TEST_F(Kay, SingleCounterOnlyIntoAnEmptyHole) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   3   captured 0
   South   1   1   0   2   0   1   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S2 S4");

  // After the own rightmost hole comes the opponent's first: S6 may move
  // when N1 is empty.
  Game other(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   1   0   captured 0
   South   0   0   0   0   0   1   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_EQ(legal_text(other), "S6");
}

// Rule 3: a last counter in an occupied hole followed by an occupied hole
// lifts it and sows on; the next lap ends in an empty hole.
TEST_F(Kay, RelayWhenTheNextHoleIsOccupied) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   captured 0
   South   2   0   1   1   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2, S3 -> 2 (S4 occupied): lifted; S4 -> 2, S5 (empty)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   1   captured 0
   South   0   1   0   2   1   0   captured 0
   to move: North)"));
}

// Rule 3: followed by an empty hole, an occupied last hole ends the turn.
TEST_F(Kay, NoRelayBeforeAnEmptyHole) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   captured 0
   South   2   0   1   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2, S3 -> 2; S4 is empty
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   1   captured 0
   South   0   1   2   0   0   0   captured 0
   to move: North)"));
}

// Rule 3: the hole after S6 is N1: S6 is lifted when N1 holds counters.
TEST_F(Kay, RelayAcrossTheEndOfTheRow) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   captured 0
   South   0   0   0   2   0   1   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S4"));  // S5, S6 -> 2 (N1 occupied): lifted; N1 -> 2, N2 (empty)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   1   2   captured 0
   South   0   0   0   0   1   0   captured 0
   to move: North)"));
}

// Rule 4: a last counter that makes four in the opponent's row captures them,
// and the hole of four before it; the turn ends there even though the next
// hole is occupied.
TEST_F(Kay, FourInTheOpponentsRowIsCapturedWithTheFoursBehindIt) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   1   3   3   captured 0
   South   0   0   0   0   0   2   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 4, N2 -> 4 (last): N2 and N1 captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   1   0   0   captured 0
   South   0   0   0   0   0   0   captured 8
   to move: North)"));
}

// Rule 4: the run of fours is unbroken: a hole of three stops it.
TEST_F(Kay, TheRunOfFoursIsUnbroken) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   3   2   3   captured 0
   South   0   0   0   0   4   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S5"));  // S6, N1 -> 4, N2 -> 3, N3 -> 4 (last): N3 only
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   3   4   captured 0
   South   0   0   0   0   0   1   captured 4
   to move: North)"));
}

// Rule 4: a four made in the mover's own row is not captured; here the next
// hole is empty and the turn ends.
TEST_F(Kay, FourInTheOwnRowIsNotCaptured) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   captured 0
   South   2   0   3   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2, S3 -> 4; S4 is empty
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   1   captured 0
   South   0   1   4   0   0   0   captured 0
   to move: North)"));
}

// Rule 6: the game ends when the player to move cannot move; the counters
// left count for no one.
TEST_F(Kay, EndsWhenThePlayerToMoveCannotMove) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   2   0   1   captured 18
   South   0   0   0   0   1   1   captured 20
          S1  S2  S3  S4  S5  S6
   to move: North)"));
  game.play(move(rules, "N3"));  // N4, N5 (empty); S5 and S6 are blocked singles
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 20);
  EXPECT_EQ(game.result().north, 18);
  EXPECT_EQ(game.result().winner, kSouth);
}

}  // namespace
}  // namespace mancala::test
