// Every rule of docs/games/pallanguzhi.md (rules numbered as there), on
// hand-built positions. Pallanguzhi sows counter-clockwise: S1..S7, then
// N1..N7; captured counters are kept off the board.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Pallanguzhi : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("pallanguzhi");
  Engine engine{rules};
};

// Rules 1 and 2: 2 x 7 cups of 12 but the middle ones, which hold 2 (148);
// South first, from any own cup.
TEST_F(Pallanguzhi, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 148);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N7  N6  N5  N4  N3  N2  N1
   North  12  12  12   2  12  12  12   captured 0
   South  12  12  12   2  12  12  12   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7");
}

// Rule 4: the sowing goes on from the cup *after* the last one, not from the
// last cup itself; rule 6: two empty cups after the last one end the turn.
TEST_F(Pallanguzhi, SowingGoesOnFromTheCupAfterTheLast) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   2   captured 0
   South   0   0   0   0   0   1   0   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  // S6 -> S7 (last); N1 (2) is lifted: N2, N3 (last); N4 and N5 are empty.
  game.play(move(rules, "S6"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   1   1   0   captured 0
   South   0   0   0   0   0   0   1   captured 0
   to move: North)"));
}

// Rule 5: the cup after the last one is empty: the cup beyond is captured, and
// the sowing goes on from the next cup holding counters.
TEST_F(Pallanguzhi, EmptyCupCapturesTheCupBeyondAndPlayGoesOn) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   3   0   0   5   0   captured 0
   South   0   0   0   0   0   1   0   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  // S6 -> S7 (last); N1 empty: N2's 5 are captured; N3, N4 empty, N5 (3) is
  // lifted: N6, N7, S1 (last); S2 and S3 are empty.
  game.play(move(rules, "S6"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   0   0   0   0   0   captured 0
   South   1   0   0   0   0   0   1   captured 5
   to move: North)"));
}

// Rule 6: with two empty cups after the last one nothing is captured, however
// full the cup beyond them.
TEST_F(Pallanguzhi, TwoEmptyCupsCaptureNothing) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   6   0   0   captured 0
   South   0   0   0   0   0   1   0   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S6"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   6   0   0   captured 0
   South   0   0   0   0   0   0   1   captured 0
   to move: North)"));
}

// Rule 5: the next cup holding counters may lie anywhere round the board, even
// in the cup the lap ended in.
TEST_F(Pallanguzhi, PlayGoesOnFromTheNextCupHoldingCountersWhereverItIs) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   4   0   captured 60
   South   0   0   0   0   0   1   0   captured 83
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  // S7 (last), N1 empty, N2's 4 captured; the next cup holding counters is S7
  // itself: its counter goes to N1 (last); N2 and N3 are empty.
  game.play(move(rules, "S6"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   captured 60
   South   0   0   0   0   0   0   0   captured 87
   to move: North)"));
}

// Rule 7: the game ends when the player to move has no counter in their row;
// the counters left go to the owner of their row.
TEST_F(Pallanguzhi, GameEndsWhenThePlayerToMoveHasNoCounter) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   2   1   captured 70
   South   0   0   0   0   0   0   0   captured 75
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  ASSERT_TRUE(game.over());
  const GameResult result = game.result();
  EXPECT_EQ(result.south, 75);
  EXPECT_EQ(result.north, 73);
  EXPECT_EQ(result.winner, Winner(kSouth));
}

}  // namespace
}  // namespace mancala::test
