// Every rule and decision of docs/games/ba-awa.md (rules numbered as there),
// on hand-built positions. Ba-awa sows counter-clockwise: S1..S6, then N1..N6
// (North's row is drawn from N6 on the left to N1 on the right); the seeds
// each player has captured are drawn as "captured".
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class BaAwa : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("ba-awa");
  Engine engine{rules};
};

// The rules with the lap limit (rule 9) set to `laps`.
RuleProgram with_laps(int laps) {
  CompileOptions options;
  options.overrides["laps"] = laps;
  return bundled("ba-awa", options);
}

// Rule 1: 2 x 6 pits of 4 (48), captures aside; South moves first, from any
// own pit.
TEST_F(BaAwa, Setup) {
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

// Rules 2 and 6: S5 (2) sows S6, then N1, which was empty: the move ends.
TEST_F(BaAwa, SowsCounterClockwiseAndAnEmptyPitEndsTheTurn) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   2   2   2   0   0   0   captured 18
   South   2   2   0   0   2   0   captured 18
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S5"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   2   2   0   0   1   captured 18
   South   2   2   0   0   0   1   captured 18
   to move: North)"));
}

// Rule 2: a lap of twelve comes round and drops its last seed into the pit it
// was lifted from, now empty (rule 6: the move ends).
TEST_F(BaAwa, ALapThatComesRoundSowsItsStartPit) {
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

// Rule 3: S4 (4): S5 0 -> 1, S6 3 -> 4 (South's: South takes it), N1 3 -> 4
// (North's: North takes it, though South sows), N2 0 -> 1, the last seed,
// into an empty pit.
TEST_F(BaAwa, AFourOnTheWayGoesToItsOwner) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   2   2   2   0   0   3   captured 14
   South   2   2   0   4   0   3   captured 14
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S4"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   2   2   0   1   0   captured 18
   South   2   2   0   0   1   0   captured 18
   to move: North)"));
}

// Rules 3, 4 and 5 in one move by North: N5 (2): N6 1 -> 2, S1 2 -> 3, the
// last seed into an occupied pit: relay with S1's 3: S2 3 -> 4 (South's, to
// South), S3 0 -> 1, S4 3 -> 4 with the lap's last seed (to the mover, North;
// the move ends).
TEST_F(BaAwa, FoursOnTheWayInEveryLap) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   2   2   2   0   0   captured 15
   South   2   3   0   3   2   0   captured 16
          S1  S2  S3  S4  S5  S6
   to move: North)"));
  game.play(move(rules, "N5"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   0   2   2   0   0   captured 19
   South   0   0   1   0   2   0   captured 20
   to move: South)"));
}

// Rule 4: S6 (1) makes four in N1, which held seeds: South takes them and the
// move ends (no relay).
TEST_F(BaAwa, ALastSeedThatMakesFourGoesToTheMoverAndEndsTheMove) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   2   0   2   2   0   3   captured 17
   South   2   2   0   0   0   1   captured 17
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S6"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   0   2   2   0   0   captured 17
   South   2   2   0   0   0   0   captured 21
   to move: North)"));
}

// Rule 5: S2 (2): S3, S4 (2 -> 3, occupied): relay with 3: S5, S6, N1 (1 -> 2,
// occupied): relay with 2: N2, N3 (empty): the move ends after three laps.
TEST_F(BaAwa, AnOccupiedLastPitIsSownOn) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   2   2   2   0   0   1   captured 17
   South   2   2   0   2   0   0   captured 18
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S2"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   2   2   1   1   0   captured 17
   South   2   0   1   0   1   1   captured 18
   to move: North)"));
}

// Rule 7: a player with no seeds in their row passes.
TEST_F(BaAwa, APlayerWithoutSeedsPasses) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   2   2   2   2   2   2   captured 18
   South   0   0   0   0   0   0   captured 18
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  EXPECT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "N1 N2 N3 N4 N5 N6");
}

// Rule 8: S6 (1) makes four in N1 and leaves eight seeds: the game ends, and
// the eight go to the player who made the game's first move, whoever that is.
TEST_F(BaAwa, EightLeftGoToThePlayerWhoBegan) {
  const std::string position = R"(
          N6  N5  N4  N3  N2  N1
   North   2   0   2   0   0   3   captured 20
   South   2   2   0   0   0   1   captured 16
          S1  S2  S3  S4  S5  S6
   to move: South)";
  Game south_began(engine, board(rules, position));
  south_began.play(move(rules, "S6"));
  ASSERT_TRUE(south_began.over());
  EXPECT_EQ(south_began.result().south, 28);  // 16 + 4 + the 8 left
  EXPECT_EQ(south_began.result().north, 20);
  EXPECT_EQ(south_began.result().winner, Winner(kSouth));
  Game north_began(engine, board(rules, position + "\n   began: North"));
  north_began.play(move(rules, "S6"));
  ASSERT_TRUE(north_began.over());
  EXPECT_EQ(north_began.result().south, 20);
  EXPECT_EQ(north_began.result().north, 28);
  EXPECT_EQ(north_began.result().winner, Winner(kNorth));
  // Twelve left: the game goes on (AFourOnTheWayGoesToItsOwner leaves twelve).
  // Two fours in one move, S6 3 -> 4 on the way and N1 3 -> 4 last, jump from
  // twelve to four: the game ends as well, the four to the player who began.
  Game jump(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   2   0   0   0   0   3   captured 18
   South   2   0   0   0   2   3   captured 18
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  jump.play(move(rules, "S5"));
  ASSERT_TRUE(jump.over());
  EXPECT_EQ(jump.result().south, 18 + 8 + 4);
  EXPECT_EQ(jump.result().north, 18);
}

// Rule 9: the three-lap move S2 of AnOccupiedLastPitIsSownOn is legal with a
// limit of 3 laps, not of 2; with every move endless both players pass, and
// two passes end the game, each player taking their own row.
TEST_F(BaAwa, TheLapLimitMakesAMoveEndless) {
  const std::string drawing = R"(
          N6  N5  N4  N3  N2  N1
   North   2   2   2   0   0   1   captured 17
   South   2   2   0   2   0   0   captured 18
          S1  S2  S3  S4  S5  S6
   to move: South)";
  EXPECT_EQ(rules.lap_limit, 1000);
  RuleProgram three = with_laps(3);
  Engine three_engine(three);
  EXPECT_EQ(legal_text(Game(three_engine, board(three, drawing))), "S1 S2 S4");
  RuleProgram two = with_laps(2);
  Engine two_engine(two);
  EXPECT_EQ(legal_text(Game(two_engine, board(two, drawing))), "S1 S4");

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
  game.play(move(one, "pass"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 26);
  EXPECT_EQ(game.result().north, 22);
}

}  // namespace
}  // namespace mancala::test
