// Every rule of docs/games/kpo.md (rules numbered as there), on hand-built
// positions.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Kpo : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("kpo");
  Engine engine{rules};
};

// Rules 1 and 2: 2 x 6 holes of 4 (48); any non-empty own hole.
TEST_F(Kpo, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 48);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
  EXPECT_FALSE(rules.uses_repetition);
}

// Rule 3: a two or a three made by the last counter in the opponent's row is
// taken; the hole before it is not, even holding two.
TEST_F(Kpo, TakesTheLastHoleOnly) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   1   1   1   2   1   captured 0
   South   0   0   0   0   3   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S5"));  // S6 -> 1, N1 -> 2, N2 -> 3 (last): taken; N1 stays
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   0   2   captured 0
   South   0   0   0   0   0   1   captured 3
   to move: North)"));
}

// Rule 3: the mover's own hole is taken too.
TEST_F(Kpo, TakesInTheOwnRow) {
  Game game(engine, board(rules, R"(
   North   1   1   1   1   1   1   captured 0
   South   1   1   0   0   0   1   captured 0
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 -> 2 (last): taken
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   captured 0
   South   0   0   0   0   0   1   captured 2
   to move: North)"));
}

// Rule 3: any other count takes nothing.
TEST_F(Kpo, OtherCountsTakeNothing) {
  Game game(engine, board(rules, R"(
   North   1   1   1   1   1   3   captured 0
   South   0   0   0   0   0   1   captured 0
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 4
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   4   captured 0
   South   0   0   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 4: a player who cannot move ends the game; each takes their own row.
TEST_F(Kpo, NoMoveEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   1   0   0   0   0   5   captured 20
   South   0   0   0   0   0   0   captured 22
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 22);
  EXPECT_EQ(game.result().north, 26);
  EXPECT_EQ(game.result().winner, kNorth);
}

}  // namespace
}  // namespace mancala::test
