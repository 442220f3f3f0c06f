// Every rule of docs/games/micro-wari.md (rules numbered as there), on
// hand-built positions. Micro-Wari is sown counter-clockwise: S1, S2, N1,
// N2, S1, ...; S1 faces N2.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class MicroWari : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("micro-wari");
  Engine engine{rules};
};

// Rules 1 to 3: 2 x 2 holes of one seed (4), South first, either own hole.
TEST_F(MicroWari, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.pits_per_row, 2);
  EXPECT_EQ(rules.total_seeds, 4);
  EXPECT_FALSE(rules.clockwise);
  EXPECT_EQ(legal_text(game), "S1 S2");
}

// Rule 4: the last seed dropped into an empty hole of the opponent is
// captured.
TEST_F(MicroWari, LastSeedInAnEmptyOpponentsHoleIsCaptured) {
  Game game(engine, board(rules, R"(
          N2  N1
   North   2   0   captured 0
   South   1   1   captured 0
          S1  S2
   to move: South)"));
  game.play(move(rules, "S2"));  // N1 (empty): the seed is captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   0   captured 0
   South   1   0   captured 1
   to move: North)"));
}

// Rule 4: a last seed joining seeds in the opponent's hole captures nothing.
TEST_F(MicroWari, NoCaptureInAnOccupiedOpponentsHole) {
  Game game(engine);
  game.play(move(rules, "S2"));  // N1 held one
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   2   captured 0
   South   1   0   captured 0
   to move: North)"));
}

// Rule 4: an empty hole of the mover's own row captures nothing.
TEST_F(MicroWari, NoCaptureInAnEmptyOwnHole) {
  Game game(engine, board(rules, R"(
          N2  N1
   North   1   1   captured 0
   South   1   0   captured 1
          S1  S2
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 (own, empty)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   captured 0
   South   0   1   captured 1
   to move: North)"));
}

// Rule 4: only the last seed is captured; the seeds sown before it stay.
TEST_F(MicroWari, OnlyTheLastSeedIsCaptured) {
  Game game(engine, board(rules, R"(
          N2  N1
   North   0   0   captured 0
   South   0   2   captured 2
          S1  S2
   to move: South)"));
  game.play(move(rules, "S2"));  // N1 (stays), N2 (empty): captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   1   captured 0
   South   0   0   captured 3
   to move: North)"));
}

// Rule 3 (Decision, origin): four seeds come round and drop the last one
// into the hole they left, which is the mover's own: no capture.
TEST_F(MicroWari, AFullLapDropsItsLastSeedIntoTheStartHole) {
  Game game(engine, board(rules, R"(
          N2  N1
   North   0   0   captured 0
   South   4   0   captured 0
          S1  S2
   to move: South)"));
  game.play(move(rules, "S1"));  // S2, N1, N2, S1
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   captured 0
   South   1   1   captured 0
   to move: North)"));
}

// Rule 5: a player with no seed to move ends the game; the opponent, who
// can still move, takes the seeds left.
TEST_F(MicroWari, SeedsLeftGoToThePlayerWhoCanMove) {
  Game game(engine, board(rules, R"(
          N2  N1
   North   0   0   captured 1
   South   1   1   captured 1
          S1  S2
   to move: South)"));
  game.play(move(rules, "S2"));  // N1 (empty): captured; North cannot move
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 1 + 1 + 1);
  EXPECT_EQ(game.result().north, 1);
  EXPECT_EQ(game.result().winner, kSouth);
}

}  // namespace
}  // namespace mancala::test
