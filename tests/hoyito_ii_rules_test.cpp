// Every rule and decision of docs/games/hoyito-ii.md (rules numbered as
// there), on hand-built positions. Hoyito II sows counter-clockwise: S1..S6,
// then N1..N6 (North's row is drawn from N6 on the left to N1 on the right);
// the seeds each player has captured are drawn as "captured".
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class HoyitoII : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("hoyito-ii");
  Engine engine{rules};
};

// The rules with the lap limit (rule 9) set to `laps`.
RuleProgram with_laps(int laps) {
  CompileOptions options;
  options.overrides["laps"] = laps;
  return bundled("hoyito-ii", options);
}

// Rule 1: 2 x 6 holes of 4 (48), captures aside; South moves first, from any
// own hole.
TEST_F(HoyitoII, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.pits_per_row, 6);
  EXPECT_EQ(rules.total_seeds, 48);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N6  N5  N4  N3  N2  N1
   North   4   4   4   4   4   4   captured 0
   South   4   4   4   4   4   4   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
}

// Rule 1: the variant twelve-holes plays on 2 x 12 holes of 4 (96).
TEST_F(HoyitoII, TwelveHoleVariant) {
  CompileOptions options;
  options.variant = "twelve-holes";
  RuleProgram twelve = bundled("hoyito-ii", options);
  Engine twelve_engine(twelve);
  Game game(twelve_engine);
  EXPECT_EQ(twelve.pits_per_row, 12);
  EXPECT_EQ(twelve.total_seeds, 96);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 S11 S12");
  // S12 (2): N1, N2 (empty: end). After S12 comes North's first hole.
  Game small(twelve_engine, board(twelve, R"(
          N12 N11 N10  N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   5   0   0   0   0   0   0   0   0   0   0   0   captured 0
   South   0   0   0   0   0   0   0   0   0   0   0   2   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9 S10 S11 S12
   to move: South)"));
  small.play(move(twelve, "S12"));
  EXPECT_TRUE(same_board(twelve, small.state(), R"(
   North   5   0   0   0   0   0   0   0   0   0   1   1   captured 0
   South   0   0   0   0   0   0   0   0   0   0   0   0   captured 0
   to move: North)"));
}

// Rules 2 and 4: the seeds go one by one into the holes that follow,
// counter-clockwise, from the next hole and on into the opponent's row; a last
// seed in an empty hole ends the move, and the turn passes.
TEST_F(HoyitoII, SowsCounterClockwiseAndAnEmptyHoleEndsTheTurn) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   1   0   2   captured 0
   South   0   0   0   0   3   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S5"));  // S6, N1 (3), N2 (empty: the move ends)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   1   1   3   captured 0
   South   0   0   0   0   0   1   captured 0
   to move: North)"));
}

// Rule 2, Decision: a lap of twelve seeds comes round and drops its last seed
// into the hole it was lifted from (empty then, so the move ends).
TEST_F(HoyitoII, ALapThatComesRoundSowsItsStartHole) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   captured 18
   South  12   0   0   0   0   0   captured 18
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   captured 18
   South   1   1   1   1   1   1   captured 18
   to move: North)"));
}

// Rule 3: a last seed into an occupied hole that it does not make four lifts
// that hole and sows on from the next one, across the rows too.
TEST_F(HoyitoII, AnOccupiedLastHoleIsSownOn) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   5   0   0   0   1   captured 0
   South   0   2   0   2   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  // S2 (2): S3, S4 (3: relay); S5, S6, N1 (2: relay); N2, N3 (empty: end).
  const MoveOutcome outcome = game.play(move(rules, "S2"));
  EXPECT_EQ(outcome.laps, 3);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   5   0   1   1   0   captured 0
   South   0   0   1   0   1   1   captured 0
   to move: North)"));
}

// Rule 5: a last seed that makes a hole of the opponent's row hold four
// captures it (the hole before it holds one: no run).
TEST_F(HoyitoII, ALastSeedThatMakesFourCaptures) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   5   0   0   0   0   3   captured 0
   South   0   0   0   0   2   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S5"));  // S6, N1 (4: captured)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   0   0   0   0   0   captured 0
   South   0   0   0   0   0   1   captured 4
   to move: South)"));
}

// Rule 5, Decision: a four made by the last seed in the mover's own row is
// captured too.
TEST_F(HoyitoII, AFourInTheOwnRowIsCapturedToo) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   5   0   0   0   0   0   captured 0
   South   0   2   0   3   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S2"));  // S3, S4 (4: captured)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   0   0   0   0   0   captured 0
   South   0   0   1   0   0   0   captured 4
   to move: South)"));
}

// Rule 5: the capture goes on backward through the unbroken run of fours
// before the last hole, and stops at the emptied start hole: S1's four,
// beyond it, stays.
TEST_F(HoyitoII, TheRunOfFoursBeforeItIsCaptured) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   5   0   0   0   0   0   captured 0
   South   4   3   3   3   3   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S2"));  // S3 (4), S4 (4), S5 (4, last): S5, S4, S3 taken
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   0   0   0   0   0   captured 0
   South   4   0   0   0   0   0   captured 12
   to move: South)"));
}

// Rule 5: the run stops at the first hole that does not hold exactly four
// (here five), even with a four beyond it.
TEST_F(HoyitoII, TheRunStopsAtAHoleThatIsNotFour) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   5   0   0   0   0   0   captured 0
   South   4   3   4   3   3   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 (4), S3 (5), S4 (4), S5 (4, last): S5, S4 taken
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   0   0   0   0   0   captured 0
   South   0   4   5   0   0   0   captured 8
   to move: South)"));
}

// Rule 5, Decision: the run follows the circuit backward across the rows:
// from the opponent's first hole into the mover's last, for either player.
TEST_F(HoyitoII, TheRunCrossesIntoTheOtherRow) {
  Game south(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   5   0   0   0   3   3   captured 0
   South   2   0   0   0   3   3   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  south.play(move(rules, "S5"));  // S6 (4), N1 (4), N2 (4, last): N2, N1, S6 taken
  EXPECT_TRUE(same_board(rules, south.state(), R"(
   North   5   0   0   0   0   0   captured 0
   South   2   0   0   0   0   0   captured 12
   to move: South)"));
  Game north(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   3   3   0   0   0   2   captured 0
   South   3   3   0   0   0   5   captured 0
          S1  S2  S3  S4  S5  S6
   to move: North)"));
  north.play(move(rules, "N5"));  // N6 (4), S1 (4), S2 (4, last): S2, S1, N6 taken
  EXPECT_TRUE(same_board(rules, north.state(), R"(
   North   0   0   0   0   0   2   captured 12
   South   0   0   0   0   0   5   captured 0
   to move: North)"));
}

// Rule 5: only the last seed captures; a hole that another seed of the sowing
// brings to four stays on the board (Hoyito I would take it).
TEST_F(HoyitoII, FoursMadeDuringTheSowingStay) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   5   0   0   0   0   0   captured 0
   South   0   3   3   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S2"));  // S3 (4, in passing), S4, S5 (empty: end)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   0   0   0   0   0   captured 0
   South   0   0   4   1   1   0   captured 0
   to move: North)"));
}

// Rule 6: a player who has captured moves again, as often as they capture;
// a move without a capture passes the turn.
TEST_F(HoyitoII, ACaptureEarnsAnotherMove) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   5   0   0   0   0   3   captured 0
   South   0   2   0   3   2   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S2"));  // S3, S4 (4: captured)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   0   0   0   0   3   captured 0
   South   0   0   1   0   2   0   captured 4
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S3 S5");
  game.play(move(rules, "S5"));  // S6, N1 (4: captured)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   0   0   0   0   0   captured 0
   South   0   0   1   0   0   1   captured 8
   to move: South)"));
  game.play(move(rules, "S3"));  // S4 (empty: end, no capture)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   0   0   0   0   0   captured 0
   South   0   0   0   1   0   1   captured 8
   to move: North)"));
}

// Rule 7: a player to move with no seeds in their row passes; the board stays
// as it was and the other player moves.
TEST_F(HoyitoII, APlayerWithoutSeedsPasses) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   captured 20
   South   0   0   3   0   2   3   captured 20
          S1  S2  S3  S4  S5  S6
   to move: North)"));
  ASSERT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  ASSERT_FALSE(game.over());
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   captured 20
   South   0   0   3   0   2   3   captured 20
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S3 S5 S6");
}

// Rule 8, Decision: the capture that leaves four seeds on the board ends the
// game, and the capturer (the player to move again) takes the four, although
// they lie in the opponent's row.
TEST_F(HoyitoII, TheCaptureThatLeavesFourTakesThem) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   4   0   0   0   0   3   captured 22
   South   0   0   0   0   0   1   captured 18
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 (4: captured); N6's four are left
  ASSERT_TRUE(game.over());
  const GameResult result = game.result();
  EXPECT_EQ(result.south, 26);  // 18 + 4 captured + the 4 left
  EXPECT_EQ(result.north, 22);
  EXPECT_EQ(result.winner, Winner(kSouth));
}

// Rule 8, Decision: a run that takes every seed left ends the game too; with
// 24 seeds each, the game is a draw.
TEST_F(HoyitoII, ARunThatClearsTheBoardEndsTheGameAndEqualTotalsDraw) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   captured 24
   South   0   0   0   2   3   3   captured 16
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S4"));  // S5 (4), S6 (4, last): both taken, the board is empty
  ASSERT_TRUE(game.over());
  const GameResult result = game.result();
  EXPECT_EQ(result.south, 24);
  EXPECT_EQ(result.north, 24);
  EXPECT_EQ(result.winner, std::nullopt);
}

// Rule 9, Decision: a relay that never ends (from S1 here the sowing comes
// back to an earlier state and would go round for ever) is not a legal move.
TEST_F(HoyitoII, AnEndlessRelayIsNotAMove) {
  const State start = board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   0   1   0   1   0   captured 18
   South   2   0   4   0   2   1   captured 18
          S1  S2  S3  S4  S5  S6
   to move: South)");
  Game game(engine, start);
  EXPECT_EQ(legal_text(game), "S3 S5 S6");
  State copy = start;
  const MoveOutcome outcome = engine.apply(copy, move(rules, "S1"));
  EXPECT_TRUE(outcome.endless);
}

// Rule 9: the limit counts laps: the three-lap move S2 (see
// AnOccupiedLastHoleIsSownOn) is legal with a limit of 3 laps, not of 2.
TEST_F(HoyitoII, TheLapLimitCountsLaps) {
  const std::string drawing = R"(
          N6  N5  N4  N3  N2  N1
   North   0   5   0   0   0   1   captured 0
   South   0   2   0   2   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)";
  EXPECT_EQ(rules.lap_limit, 1000);
  RuleProgram three = with_laps(3);
  Engine three_engine(three);
  EXPECT_EQ(legal_text(Game(three_engine, board(three, drawing))), "S2 S4");
  RuleProgram two = with_laps(2);
  Engine two_engine(two);
  EXPECT_EQ(legal_text(Game(two_engine, board(two, drawing))), "S4");
}

// Rule 9, Decision: a player whose every move is endless passes, and two
// passes in succession end the game, each player taking their own row. With a
// limit of one lap, every single seed here lands on a single seed and relays.
TEST_F(HoyitoII, OnlyEndlessMovesPassAndTwoPassesEndTheGame) {
  RuleProgram one = with_laps(1);
  Engine one_engine(one);
  Game game(one_engine, board(one, R"(
          N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   captured 16
   South   1   1   1   1   1   1   captured 20
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(one, "pass"));
  ASSERT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(one, "pass"));
  ASSERT_TRUE(game.over());
  const GameResult result = game.result();
  EXPECT_EQ(result.south, 26);
  EXPECT_EQ(result.north, 22);
  EXPECT_EQ(result.winner, Winner(kSouth));
}

}  // namespace
}  // namespace mancala::test
