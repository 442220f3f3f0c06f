// Every rule of docs/games/toguz-korgool.md (rules numbered as there), on
// hand-built positions. Toguz Korgool sows counter-clockwise: S1..S9, then
// N1..N9; each kazan is drawn as "captured". In a drawing, '*' marks a pit
// owned by the other row's player and '!' a tuzdyk.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class ToguzKorgool : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("toguz-korgool");
  Engine engine{rules};
};

// Rule 1: 2 x 9 pits of 9 (162); South first, from any own pit.
TEST_F(ToguzKorgool, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 162);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   9   9   9   9   9   9   9   9   9   captured 0
   South   9   9   9   9   9   9   9   9   9   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7 S8 S9");
}

// Rule 2: the first seed goes back into the pit it was lifted from.
TEST_F(ToguzKorgool, FirstSeedGoesBackIntoItsPit) {
  Game game(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   1   1   1   captured 0
   South   0   0   0   0   0   0   4   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  // S7 (4): one back into S7, then S8, S9 and N1 (last: 2, even, captured).
  game.play(move(rules, "S7"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   1   1   0   captured 0
   South   0   0   0   0   0   0   1   1   1   captured 2
   to move: North)"));
}

// Rule 2: a pit holding a single seed sends it to the next pit.
TEST_F(ToguzKorgool, ASingleSeedMovesOn) {
  Game game(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   1   1   1   captured 0
   South   0   0   0   1   0   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  game.play(move(rules, "S4"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   1   1   1   captured 0
   South   0   0   0   0   1   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 2: a lap that comes round sows the origin again (20 seeds: one back,
// then 18 pits round the board and one more into the origin's next pit).
TEST_F(ToguzKorgool, ALapThatComesRoundSowsTheOriginAgain) {
  Game game(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   1   1   1   captured 0
   South  20   0   0   0   0   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   2   2   2   2   2   2   2   2   captured 0
   South   2   2   1   1   1   1   1   1   1   captured 0
   to move: North)"));
}

// Rule 3: a last seed that makes an opponent's pit even captures it.
TEST_F(ToguzKorgool, EvenCountsAreCapturedInTheOpponentsRow) {
  Game game(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   7   0   0   captured 0
   South   0   0   0   0   0   0   0   5   1   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  // S8 (5): S8, S9, N1, N2, N3 (last: 8, even).
  game.play(move(rules, "S8"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   0   1   1   captured 0
   South   0   0   0   0   0   0   0   1   2   captured 8
   to move: North)"));
}

// Rule 3: an odd count is not captured, and neither is an even count in the
// mover's own row.
TEST_F(ToguzKorgool, OddCountsAndTheOwnRowAreNotCaptured) {
  Game odd(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   0   0   4   captured 0
   South   0   0   0   0   0   0   0   0   2   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  odd.play(move(rules, "S9"));  // S9, N1 (last: 5)
  EXPECT_TRUE(same_board(rules, odd.state(), R"(
   North   0   0   0   0   0   0   0   0   5   captured 0
   South   0   0   0   0   0   0   0   0   1   captured 0
   to move: North)"));
  Game own(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   0   0   1   captured 0
   South   0   0   0   0   0   2   1   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  own.play(move(rules, "S6"));  // S6, S7 (last: 2, own row)
  EXPECT_TRUE(same_board(rules, own.state(), R"(
   North   0   0   0   0   0   0   0   0   1   captured 0
   South   0   0   0   0   0   1   2   0   0   captured 0
   to move: North)"));
}

// Rule 4: a last seed that makes an opponent's pit hold three makes it the
// mover's tuzdyk; its three seeds go to the mover's kazan.
TEST_F(ToguzKorgool, ThreeMakesATuzdyk) {
  Game game(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   1   0   0   0   0   0   2   0   0   captured 0
   South   0   0   0   0   0   0   0   5   0   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  // S8 (5): S8, S9, N1, N2, N3 (last: 3).
  game.play(move(rules, "S8"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   0   0   0   0  0*!  1   1   captured 0
   South   0   0   0   0   0   0   0   1   1   captured 3
   to move: North)"));
}

// Rule 4: every seed sown into a tuzdyk later, by either player, goes to its
// owner's kazan; a last seed there captures nothing.
TEST_F(ToguzKorgool, SeedsSownIntoATuzdykGoToItsOwner) {
  Game game(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   1   0   0   0   0   0  0*!  4   0   captured 0
   South   0   0   0   0   0   0   0   0   3   captured 10
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  // S9 (3): S9, N1, N2 (last: 5, odd) - N3 is not reached.
  game.play(move(rules, "S9"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   0   0   0   0  0*!  5   1   captured 0
   South   0   0   0   0   0   0   0   0   1   captured 10
   to move: North)"));
  // North's N2 (5): N2, N3 (South's tuzdyk: to South's kazan), N4, N5, N6.
  game.play(move(rules, "N2"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   0   1   1   1  0*!  1   1   captured 0
   South   0   0   0   0   0   0   0   0   1   captured 11
   to move: South)"));
  // South owns N3 now, but a tuzdyk never holds a seed to play.
  EXPECT_EQ(legal_text(game), "S9");
}

// Rule 4: a last seed that falls into a tuzdyk goes to its owner's kazan and
// captures nothing.
TEST_F(ToguzKorgool, ALastSeedIntoATuzdykCapturesNothing) {
  Game south(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   1   0   0   0   0   0  0*!  0   0   captured 0
   South   0   0   0   0   0   0   0   0   4   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  // S9 (4): S9, N1, N2, N3 (South's tuzdyk, last: to South's kazan).
  south.play(move(rules, "S9"));
  EXPECT_TRUE(same_board(rules, south.state(), R"(
   North   1   0   0   0   0   0  0*!  1   1   captured 0
   South   0   0   0   0   0   0   0   0   1   captured 1
   to move: North)"));
}

// Rule 4: the opponent's ninth pit never becomes a tuzdyk.
TEST_F(ToguzKorgool, NoTuzdykInTheOpponentsLastPit) {
  Game game(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   2   0   0   0   0   0   0   0   1   captured 0
   South   0   0   0   0   0   0   0   0  10   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  // S9 (10): S9, then N1..N9 (last: N9 holds 3).
  game.play(move(rules, "S9"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   1   1   1   1   1   1   1   2   captured 0
   South   0   0   0   0   0   0   0   0   1   captured 0
   to move: North)"));
}

// Rule 4: a player has one tuzdyk in a game.
TEST_F(ToguzKorgool, OneTuzdykAPlayer) {
  Game game(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   1   0   0   0   0   0  0*!  0   2   captured 0
   South   0   0   0   0   0   0   0   0   2   captured 3
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  game.play(move(rules, "S9"));  // S9, N1 (last: 3) - South has N3 already
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   0   0   0   0  0*!  0   3   captured 0
   South   0   0   0   0   0   0   0   0   1   captured 3
   to move: North)"));
}

// Rule 4: no tuzdyk in the pit with the number of the opponent's tuzdyk.
TEST_F(ToguzKorgool, NoTuzdykFacingTheSameNumber) {
  // North's tuzdyk is S2; South's last seed makes N2 hold three.
  Game game(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   1   0   0   0   0   0   0   2   0   captured 3
   South   0  0*!  0   0   0   0   0   0   3   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  game.play(move(rules, "S9"));  // S9, N1, N2 (last: 3)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   0   0   0   0   0   3   1   captured 3
   South   0  0*!  0   0   0   0   0   0   1   captured 0
   to move: North)"));
}

// Rule 5: more than half the seeds (82) win at once; the seeds left count
// for no one.
TEST_F(ToguzKorgool, MoreThanHalfWinsAtOnce) {
  Game game(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   0   0   3   captured 40
   South   9   9   9   9   0   0   0   0   2   captured 81
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: South)"));
  game.play(move(rules, "S9"));  // S9, N1 (last: 4, even): 85
  ASSERT_TRUE(game.over());
  const GameResult result = game.result();
  EXPECT_EQ(result.south, 85);
  EXPECT_EQ(result.north, 40);
  EXPECT_EQ(result.winner, Winner(kSouth));
}

// Rule 6: a player to move with no seed in their row cannot move; the other
// player takes the seeds left in their own row.
TEST_F(ToguzKorgool, APlayerWhoCannotMoveEndsTheGame) {
  Game game(engine, board(rules, R"(
          N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   0   0   0   captured 75
   South   0   0   0   0   2   4   0   0   0   captured 81
          S1  S2  S3  S4  S5  S6  S7  S8  S9
   to move: North)"));
  ASSERT_TRUE(game.over());
  const GameResult result = game.result();
  EXPECT_EQ(result.south, 87);
  EXPECT_EQ(result.north, 75);
  EXPECT_EQ(result.winner, Winner(kSouth));
}

}  // namespace
}  // namespace mancala::test
