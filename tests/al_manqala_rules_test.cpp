// Every rule of docs/games/al-manqala.md (rules numbered as there), on
// hand-built positions.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class AlManqala : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("al-manqala");
  Engine engine{rules};
};

// Rules 1 and 2: 2 x 7 houses of 7 (98); any non-empty own house.
TEST_F(AlManqala, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 98);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7");
  EXPECT_TRUE(rules.uses_repetition);
}

// Rule 3: a two or a four made by the last bead is eaten, with the twos and
// fours before it, across the rows.
TEST_F(AlManqala, EatsTwosAndFoursBackward) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   1   3   1   captured 0
   South   0   0   0   0   0   2   3   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S7"));  // N1 -> 2, N2 -> 4, N3 -> 2 (last); S7 (emptied) stops
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   0   captured 0
   South   0   0   0   0   0   2   0   captured 8
   to move: North)"));
}

// Rule 3: the mover's own houses are eaten too; a count other than two or
// four stops the capture.
TEST_F(AlManqala, EatsOnTheOwnSideAndStopsAtOtherCounts) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   1   captured 0
   South   3   2   3   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 -> 3, S3 -> 4, S4 -> 1 (last): a one, nothing
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   1   captured 0
   South   0   3   4   1   0   0   0   captured 0
   to move: North)"));
  Game own(engine, board(rules, R"(
   North   1   1   1   1   1   1   1   captured 0
   South   2   1   3   0   0   0   0   captured 0
   to move: South)"));
  own.play(move(rules, "S1"));  // S2 -> 2, S3 -> 4 (last): both eaten; S1 empty stops
  EXPECT_TRUE(same_board(rules, own.state(), R"(
   North   1   1   1   1   1   1   1   captured 0
   South   0   0   0   0   0   0   0   captured 6
   to move: North)"));
}

// Rule 4: with the opponent's houses all empty, only moves that give them
// beads are legal.
TEST_F(AlManqala, FeedingKeepsMovesThatReach) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   0   captured 40
   South   1   0   0   0   0   0   1   captured 40
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S7");
}

// Rules 4 and 7: a mover who cannot feed cannot move; the empty player wins
// the beads left.
TEST_F(AlManqala, CannotFeedGivesTheBeadsLeftToTheEmptyPlayer) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   0   captured 45
   South   3   0   0   0   0   0   0   captured 46
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 46);
  EXPECT_EQ(game.result().north, 48);
  EXPECT_EQ(game.result().winner, kNorth);
}

// Rule 5: 50 beads win at once; the beads left count for no one.
TEST_F(AlManqala, FiftyBeadsWin) {
  Game game(engine, board(rules, R"(
   North   3   0   0   0   0   0   1   captured 30
   South   0   0   0   0   0   0   1   captured 48
   to move: South)"));
  game.play(move(rules, "S7"));  // N1 -> 2: eaten, 50
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 50);
  EXPECT_EQ(game.result().north, 30);
  EXPECT_EQ(game.result().unclaimed, 3);
}

}  // namespace
}  // namespace mancala::test
