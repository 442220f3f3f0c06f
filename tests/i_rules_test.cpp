// Every rule of docs/games/i.md (rules numbered as there), on hand-built
// positions. I is sown counter-clockwise: S1..S3, then N1..N3; Si faces
// N(4-i).
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class GameI : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("i");
  Engine engine{rules};
};

// Rules 1 and 2: 2 x 3 holes of 4 (24), South first, counter-clockwise.
TEST_F(GameI, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.pits_per_row, 3);
  EXPECT_EQ(rules.total_seeds, 24);
  EXPECT_FALSE(rules.clockwise);
  EXPECT_FALSE(rules.uses_repetition);
  EXPECT_EQ(legal_text(game), "S1 S2 S3");
}

// Rule 2: a single counter is never sown.
TEST_F(GameI, SingleCountersAreNotSown) {
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   2   2   2   captured 0
   South   1   2   1   captured 0
          S1  S2  S3
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S2");
}

// Rule 3: a two made by the last counter in the opponent's row is taken, with
// the hole beside it holding three; the hole beyond, though it holds two, is
// not beside the last hole and stays.
TEST_F(GameI, TwoInTheOpponentsRowTakesTheHoleBesideIt) {
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   2   3   1   captured 0
   South   0   2   0   captured 0
          S1  S2  S3
   to move: South)"));
  game.play(move(rules, "S2"));  // S3 -> 1, N1 -> 2 (last): N1 and N2 taken
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   0   0   captured 0
   South   0   0   1   captured 5
   to move: North)"));
}

// Rule 3: a three made in the middle hole takes both holes beside it when they
// hold two or three.
TEST_F(GameI, ThreeTakesBothNeighbours) {
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   3   2   1   captured 0
   South   0   0   2   captured 0
          S1  S2  S3
   to move: South)"));
  game.play(move(rules, "S3"));  // N1 -> 2, N2 -> 3 (last): N1, N2, N3 taken
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   captured 0
   South   0   0   0   captured 8
   to move: North)"));
}

// Rule 3: the mover's own row too; a neighbour holding any other number stays.
TEST_F(GameI, TakesInTheOwnRow) {
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   0   0   0   captured 0
   South   1   2   5   captured 0
          S1  S2  S3
   to move: South)"));
  game.play(move(rules, "S3"));  // N1..N3 -> 1, S1 -> 2, S2 -> 3 (last)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   captured 0
   South   0   0   0   captured 5
   to move: North)"));
}

// Rule 3: a neighbour holding four stays; a last counter making one or four
// takes nothing.
TEST_F(GameI, OnlyTwosAndThreesAreTaken) {
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   2   2   3   captured 0
   South   0   0   2   captured 0
          S1  S2  S3
   to move: South)"));
  game.play(move(rules, "S3"));  // N1 -> 4 (stays), N2 -> 3 (last): N2 and N3 taken
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   4   captured 0
   South   0   0   0   captured 5
   to move: North)"));

  Game other(engine, board(rules, R"(
          N3  N2  N1
   North   0   3   0   captured 0
   South   0   0   2   captured 0
          S1  S2  S3
   to move: South)"));
  other.play(move(rules, "S3"));  // N1 -> 1, N2 -> 4 (last): nothing taken
  EXPECT_TRUE(same_board(rules, other.state(), R"(
   North   0   4   1   captured 0
   South   0   0   0   captured 0
   to move: North)"));
}

// Rule 4: a player with only single counters passes, and play goes on.
TEST_F(GameI, OnlySinglesPasses) {
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   0   0   2   captured 10
   South   1   0   1   captured 10
          S1  S2  S3
   to move: South)"));
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  ASSERT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "N1");
}

// Rule 5: when neither player can move the game ends; the single counters
// left count for no one, and more counters taken wins.
TEST_F(GameI, EndsWhenNeitherCanMove) {
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   1   0   1   captured 9
   South   1   0   1   captured 11
          S1  S2  S3
   to move: South)"));
  game.play(move(rules, "pass"));
  ASSERT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 11);
  EXPECT_EQ(game.result().north, 9);
  EXPECT_EQ(game.result().winner, kSouth);
}

}  // namespace
}  // namespace mancala::test
