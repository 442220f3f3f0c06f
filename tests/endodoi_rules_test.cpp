// Every rule of docs/games/endodoi.md (rules numbered as there), on hand-built
// positions.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Endodoi : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("endodoi");
  Engine engine{rules};
};

// Rules 1 and 2: 2 x 12 pits of 4 (96); any non-empty own pit.
TEST_F(Endodoi, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 96);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 S11 S12");
}

// Rule 3: the last seed in an occupied pit lifts it and sows on; an own empty
// pit facing an empty pit ends the move with no capture.
TEST_F(Endodoi, RelayUntilAnEmptyPit) {
  Game game(engine, board(rules, R"(
          N12 N11 N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   0   0   0   0   0   1   captured 0
   South   1   2   0   0   0   0   0   0   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10 S11 S12
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 -> 3: lifted; S3, S4, S5 (empty, facing N8: empty)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   0   0   0   0   0   1   captured 0
   South   0   0   1   1   1   0   0   0   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 4: an own empty pit captures the last seed with the opposite pit.
TEST_F(Endodoi, CaptureFromAnOwnEmptyPit) {
  Game game(engine, board(rules, R"(
          N12 N11 N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   3   0   0   0   0   0   0   0   0   0   1   captured 0
   South   1   0   0   0   0   0   0   0   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10 S11 S12
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 faces N11
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   0   0   0   0   0   1   captured 0
   South   0   0   0   0   0   0   0   0   0   0   0   0   captured 4
   to move: North)"));
}

// Rule 4: an empty pit of the opponent's row ends the move with no capture.
TEST_F(Endodoi, NoCaptureInTheOpponentsRow) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   0   0   0   0   0   0   captured 0
   South   0   0   0   0   0   0   0   0   0   0   0   1   captured 0
   to move: South)"));
  game.play(move(rules, "S12"));  // N1 (empty, North's); North cannot move
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   0   0   0   0   0   1   captured 0
   South   0   0   0   0   0   0   0   0   0   0   0   0   captured 0
   to move: North)"));
  EXPECT_FALSE(game.over());
}

// Rule 5: a player who cannot move ends the game; the opponent takes every
// seed left.
TEST_F(Endodoi, NoMoveGivesTheSeedsLeftToTheOpponent) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   0   3   0   0   0   2   captured 40
   South   0   0   0   0   0   0   0   0   0   0   0   0   captured 51
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 51);
  EXPECT_EQ(game.result().north, 45);
  EXPECT_EQ(game.result().winner, kSouth);
}

}  // namespace
}  // namespace mancala::test
