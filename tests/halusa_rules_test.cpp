// Every rule of docs/games/halusa.md (rules numbered as there), on hand-built
// positions.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Halusa : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("halusa");
  Engine engine{rules};
};

// Rules 1 and 2: 2 x 6 holes of 6 (72); any non-empty own hole.
TEST_F(Halusa, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 72);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
  EXPECT_TRUE(rules.uses_repetition);
}

// Rule 3: the last counter makes an own hole even; it and the even holes
// before it in the mover's row are captured, up to an empty hole.
TEST_F(Halusa, CapturesEvenOwnHolesBackward) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   captured 0
   South   3   1   3   1   0   5   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 -> 2, S3 -> 4, S4 -> 2 (last); S1 empty stops
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   captured 0
   South   0   0   0   0   0   5   captured 8
   to move: North)"));
}

// Rule 3: an odd hole stops the capture.
TEST_F(Halusa, OddHoleStopsTheCapture) {
  Game game(engine, board(rules, R"(
   North   1   1   1   1   1   1   captured 0
   South   3   2   3   1   0   5   captured 0
   to move: South)"));
  game.play(move(rules, "S1"));  // S4 -> 2, S3 -> 4 captured; S2 -> 3 stops
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   captured 0
   South   0   3   0   0   0   5   captured 6
   to move: North)"));
}

// Rule 3: an even hole of the opponent's row is not captured.
TEST_F(Halusa, NoCaptureInTheOpponentsRow) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   captured 0
   South   0   0   0   0   0   1   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 2
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   2   captured 0
   South   0   0   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 4: with the opponent's row empty, only moves that give it counters are
// legal.
TEST_F(Halusa, FeedingKeepsMovesThatReach) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 30
   South   1   0   0   0   0   1   captured 40
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S6");
}

// Rules 4 and 5: when no move can feed, any move is played; the opponent then
// cannot move, and the last player who could move takes the counters left.
TEST_F(Halusa, NoFeedingMoveThenTheLastMoverTakesTheRest) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 30
   South   1   0   0   0   0   0   captured 41
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1");
  game.play(move(rules, "S1"));  // S2 -> 1 (odd): no capture
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 42);
  EXPECT_EQ(game.result().north, 30);
}

}  // namespace
}  // namespace mancala::test
