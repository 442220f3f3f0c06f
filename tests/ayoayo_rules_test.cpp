// Every rule of docs/games/ayoayo.md (rules numbered as there), on hand-built
// positions. The expected boards were worked out by hand and agree with the
// independent implementation in tests/reference/classics.py.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Ayoayo : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("ayoayo");
  Engine engine{rules};
};

// Rules 1-2: 2 x 6 pits of 4 (48); any non-empty own pit; a lap limit of 75 that ends the game.
TEST_F(Ayoayo, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 48);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
  EXPECT_EQ(rules.lap_limit, 75);
  EXPECT_TRUE(rules.lap_limit_ends_game);
}

// Rule 3: a lap ending in an occupied pit lifts it and sows on; the move stops
// in an empty pit (here S5, whose opposite pit N2 is empty: no capture).
TEST_F(Ayoayo, RelaysUntilAnEmptyPit) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   3   captured 0
   South   2   0   1   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 -> 1, S3 -> 2: relay; S4 -> 1, S5 -> 1: stops
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   3   captured 0
   South   0   1   0   1   1   0   captured 0
   to move: North)"));
}

// Rule 3: each lap skips the pit it was lifted from when it comes round.
TEST_F(Ayoayo, EachLapSkipsItsStartPit) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   captured 0
   South  12   1   1   1   1   1   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  // 11 seeds to S2..N6, S1 skipped, the 12th into S2 (3): relay; S3 -> 3,
  // S4 -> 3, S5 -> 3 (last): relay; and so on round the board.
  const MoveOutcome outcome = game.play(move(rules, "S1"));
  EXPECT_GT(outcome.laps, 2);
  EXPECT_FALSE(outcome.lap_limit_reached);
}

// Rule 4: a move that stops in an own pit captures the opposite pit and the single seed.
TEST_F(Ayoayo, CapturesOppositeAndTheSingleSeed) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   3   3   captured 0
   South   2   0   1   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // stops in S5; N2 holds 3: 3 + 1 captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   3   captured 0
   South   0   1   0   1   0   0   captured 4
   to move: North)"));
}

// Rule 4: a move that stops in the opponent's row captures nothing.
TEST_F(Ayoayo, NoCaptureInTheOpponentsRow) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   3   0   captured 0
   South   0   0   0   0   2   0   captured 0
   to move: South)"));
  game.play(move(rules, "S5"));  // S6 -> 1, N1 -> 1: stops; S6 faces it but N1 is North's
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   3   1   captured 0
   South   0   0   0   0   0   1   captured 0
   to move: North)"));
}

// Rule 5: with the opponent's row empty, only moves that reach it are legal.
TEST_F(Ayoayo, FeedingKeepsMovesThatReach) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 20
   South   1   0   0   0   0   1   captured 20
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S6");
}

// Rule 6, at the real limit: from this position of a random game, S3 relays
// for more than 75 laps. The move is legal; it ends the game with no capture,
// and the 11 seeds left are split 5 and 5, the odd one to South since North
// is ahead (23 to 14).
TEST_F(Ayoayo, SeventyFiveLapsEndTheGame) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   0   3   0   1   0   captured 23
   South   0   1   2   0   2   1   captured 14
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S2 S3 S5 S6");
  const MoveOutcome outcome = game.play(move(rules, "S3"));
  EXPECT_TRUE(outcome.lap_limit_reached);
  EXPECT_EQ(outcome.laps, 75);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   0   1   0   1   2   captured 23
   South   2   0   1   0   1   0   captured 14
   to move: North)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 20);
  EXPECT_EQ(game.result().north, 28);
}

// Rule 6, with a lap limit of 2 (`--set laps=2`): the seeds of the pit where
// the last lap ended stay there, and the board (11 seeds) is split evenly.
TEST_F(Ayoayo, LapLimitSplitsTheSeedsLeft) {
  CompileOptions two;
  two.overrides = {{"laps", 2}};
  RuleProgram short_laps = bundled("ayoayo", two);
  Engine engine2(short_laps);
  Game game(engine2, board(short_laps, R"(
   North   0   0   0   0   0   6   captured 13
   South   2   1   1   0   1   0   captured 10
   to move: South)"));
  game.play(move(short_laps, "S1"));  // S2 -> 2: relay; S4 -> 1, S5 -> 2: a third lap
  EXPECT_TRUE(same_board(short_laps, game.state(), R"(
   North   0   0   0   0   0   6   captured 13
   South   0   2   0   1   2   0   captured 10
   to move: North)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 16);  // 10 + 5 + the odd seed (North was ahead)
  EXPECT_EQ(game.result().north, 18);
}

// Rule 7: no legal move ends the game, and then each player takes their own row.
TEST_F(Ayoayo, NoLegalMoveGivesEachTheirRow) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 20
   South   1   0   0   0   1   0   captured 20
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 22);
  EXPECT_EQ(game.result().north, 20);
}

// Rule 7 (common end rule): a score over 24 ends the game at once.
TEST_F(Ayoayo, ScoreOverHalfEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   3   3   captured 0
   South   2   0   1   0   0   0   captured 21
   to move: South)"));
  game.play(move(rules, "S1"));  // captures 4: 25
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().winner, kSouth);
  EXPECT_EQ(game.result().south, 25);  // the seeds left count for no one
  EXPECT_EQ(game.result().unclaimed, 5);
}

}  // namespace
}  // namespace mancala::test
