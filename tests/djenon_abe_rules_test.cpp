// Every rule of docs/games/djenon-abe.md (rules numbered as there), on
// hand-built positions. The expected boards were worked out by hand and agree
// with the independent implementation in tests/reference/classics.py.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class DjenonAbe : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("djenon-abe");
  Engine engine{rules};
};

// Rules 1-2: 2 x 6 pits of 4 (48); any non-empty own pit.
TEST_F(DjenonAbe, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 48);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
  EXPECT_TRUE(rules.lap_limit_ends_game);
}

// Rules 3-4: a lap ending in a pit of 3 or more relays; one ending in an
// empty pit (now 1) stops the move without a capture.
TEST_F(DjenonAbe, RelaysUntilASingleSeed) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   3   3   3   3   3   3   captured 0
   South   2   0   2   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 -> 1, S3 -> 3: relay; S4, S5, S6 -> 1: stops
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   3   3   3   3   3   captured 0
   South   0   1   0   1   1   1   captured 0
   to move: North)"));
}

// Rule 4: a relay lap that ends in a pit of 2 captures it and stops the move;
// the chain stops at a pit of 1.
TEST_F(DjenonAbe, CaptureStopsTheRelay) {
  Game game(engine, board(rules, R"(
   North   3   3   3   3   3   3   captured 0
   South   2   0   2   0   0   1   captured 0
   to move: South)"));
  game.play(move(rules, "S1"));  // relay from S3; S4 -> 1, S5 -> 1, S6 -> 2 (last)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   3   3   3   3   3   captured 0
   South   0   1   0   1   1   0   captured 2
   to move: North)"));
}

// Rule 4: the chain runs backward across both rows while pits hold 2 or 4.
TEST_F(DjenonAbe, ChainRunsAcrossBothRows) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   3   3   3   3   3   3   captured 0
   South   0   0   0   0   2   1   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S5"));  // S6 -> 2, N1 -> 4 (last): N1 and S6 captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   3   3   3   3   0   captured 0
   South   0   0   0   0   0   0   captured 6
   to move: North)"));
}

// Rule 5: with the opponent's row empty, only moves that reach it are legal.
TEST_F(DjenonAbe, FeedingKeepsMovesThatReach) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 20
   South   1   0   0   0   0   1   captured 20
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S6");
}

// Rule 7: no move can feed: the game ends and the 3 seeds left are split
// evenly; North is ahead, so South takes the odd seed.
TEST_F(DjenonAbe, SeedsLeftAreSplitOddSeedToSouthWhenNorthLeads) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 22
   South   1   0   1   0   1   0   captured 20
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 22);
  EXPECT_EQ(game.result().north, 23);
}

// Rule 7: North is not ahead, so North takes the odd seed.
TEST_F(DjenonAbe, SeedsLeftAreSplitOddSeedToNorthOtherwise) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 20
   South   1   0   1   0   1   0   captured 20
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 21);
  EXPECT_EQ(game.result().north, 22);
}

// Rule 6, with a lap limit of 2 (`--set laps=2`; no position reaching 75 laps
// was met in 20000 random games): the move is legal and ends the game, the
// seeds of its last pit staying there; the 24 seeds left are split 12 and 12.
TEST_F(DjenonAbe, LapLimitEndsTheGame) {
  CompileOptions two;
  two.overrides = {{"laps", 2}};
  RuleProgram short_laps = bundled("djenon-abe", two);
  Engine engine2(short_laps);
  Game game(engine2, board(short_laps, R"(
   North   3   3   3   3   3   1   captured 13
   South   2   0   2   2   0   2   captured 10
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1 S3 S4 S6");
  const MoveOutcome outcome = game.play(move(short_laps, "S1"));  // S3 -> 3: relay; S6 -> 3
  EXPECT_TRUE(outcome.lap_limit_reached);
  EXPECT_TRUE(same_board(short_laps, game.state(), R"(
   North   3   3   3   3   3   1   captured 13
   South   0   1   0   3   1   3   captured 10
   to move: North)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 22);
  EXPECT_EQ(game.result().north, 25);
}

// Rule 7 (common end rule): a score over 24 ends the game at once; the seeds
// left are not divided (Decision: they count for no one).
TEST_F(DjenonAbe, ScoreOverHalfEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   3   3   3   3   3   3   captured 0
   South   0   0   0   0   2   1   captured 20
   to move: South)"));
  game.play(move(rules, "S5"));  // captures 6: 26
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().winner, kSouth);
  EXPECT_EQ(game.result().south, 26);
  EXPECT_EQ(game.result().north, 0);
  EXPECT_EQ(game.result().unclaimed, 15);
}

}  // namespace
}  // namespace mancala::test
