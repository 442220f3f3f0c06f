// Every rule of docs/games/bohnenspiel.md (rules numbered as there), on hand-built positions.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Bohnenspiel : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("bohnenspiel");
  Engine engine{rules};
};

// Rules 1-2: 2 x 6 pits of 6 (72); any non-empty own pit.
TEST_F(Bohnenspiel, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 72);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
}

// Rule 3: a sowing that comes round drops a seed into its origin.
TEST_F(Bohnenspiel, OriginIncluded) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   3   3   3   3   3   3   captured 0
   South  12   0   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2..S6, N1..N6, S1 (last, 1: no capture)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   4   4   4   4   4   captured 0
   South   1   1   1   1   1   1   captured 0
   to move: North)"));
}

// Rule 4: a last pit brought to 2 in the mover's own row is captured.
TEST_F(Bohnenspiel, CaptureOnOwnSide) {
  Game game(engine, board(rules, R"(
   North   3   3   3   3   3   3   captured 0
   South   2   0   1   0   0   0   captured 0
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 -> 1, S3 -> 2 (last): captured; S2 holds 1
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   3   3   3   3   3   captured 0
   South   0   1   0   0   0   0   captured 2
   to move: North)"));
}

// Rule 4: the chain runs backward across both rows while pits hold 2, 4 or 6.
TEST_F(Bohnenspiel, ChainRunsAcrossBothRows) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   3   3   3   3   5   3   captured 0
   South   0   0   0   2   3   1   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S5"));  // S6 -> 2, N1 -> 4, N2 -> 6 (last); S5 is empty, S4 not reached
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   3   3   3   0   0   captured 0
   South   0   0   0   2   0   0   captured 12
   to move: North)"));
}

// Rule 4: odd counts stop the chain; a last pit holding 5 captures nothing.
TEST_F(Bohnenspiel, OddCountsAreNotCaptured) {
  Game game(engine, board(rules, R"(
   North   3   3   3   3   3   4   captured 0
   South   0   0   0   0   1   1   captured 0
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 5
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   3   3   3   3   5   captured 0
   South   0   0   0   0   1   0   captured 0
   to move: North)"));
}

// Rule 5: a single seed left ends the game; it goes to the last mover, though
// it lies in the other player's row.
TEST_F(Bohnenspiel, SingleSeedLeftGoesToLastMover) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   1   1   captured 30
   South   0   0   0   0   0   1   captured 20
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 2, captured; N2's seed is the last one
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 23);
  EXPECT_EQ(game.result().north, 30);
}

// Rule 5: the player to move has an empty row: the game ends, and every seed
// left goes to the player who made the last move.
TEST_F(Bohnenspiel, EmptyRowOfPlayerToMoveEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   1   captured 30
   South   3   0   0   0   2   0   captured 20
   to move: South)"));
  game.play(move(rules, "S5"));  // S6 -> 1, N1 -> 2: captured; North's row is empty
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 26);
  EXPECT_EQ(game.result().north, 30);
}

// Rule 5 (common end rule): a score over 36 ends the game at once.
TEST_F(Bohnenspiel, ScoreOverHalfEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   3   3   3   3   3   1   captured 4
   South   3   3   3   3   3   1   captured 35
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 2: 37
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().winner, kSouth);
  EXPECT_EQ(game.result().south, 37);  // the seeds left count for no one
  EXPECT_EQ(game.result().north, 4);
}

}  // namespace
}  // namespace mancala::test
