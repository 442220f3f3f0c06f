// Every rule of docs/games/ot-tjin.md (rules numbered as there), on
// hand-built positions. Aw-li On-nam Ot-tjin is sown clockwise ("from right
// to left"): S10..S1, then N10..N1; Si faces N(11-i).
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class OtTjin : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("ot-tjin");
  Engine engine{rules};
};

// Rules 1 to 3: 2 x 10 holes of 3 (60), South first, clockwise, any
// non-empty own hole.
TEST_F(OtTjin, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.pits_per_row, 10);
  EXPECT_EQ(rules.total_seeds, 60);
  EXPECT_TRUE(rules.clockwise);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7 S8 S9 S10");
}

// Rule 3: from right to left: S3's seeds go to S2 and S1, then on to
// North's row from N10; rule 6: the last seed in an empty hole stops there.
TEST_F(OtTjin, SowsFromRightToLeftAndStopsInAnEmptyHole) {
  Game game(engine, board(rules, R"(
          N10  N9  N8  N7  N6  N5  N4  N3  N2  N1
   North    0   0   0   0   0   0   0   0   0   1   captured 0
   South    0   0   3   0   0   0   0   0   0   0   captured 0
           S1  S2  S3  S4  S5  S6  S7  S8  S9 S10
   to move: South)"));
  game.play(move(rules, "S3"));  // S2, S1, N10 (empty: gok)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North    1   0   0   0   0   0   0   0   0   1   captured 0
   South    1   1   0   0   0   0   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 5: the last seed brings a hole of the opponent's row to three (the
// starting number): a fish, taken by the mover; the turn ends.
TEST_F(OtTjin, FishInTheOpponentsRow) {
  Game game(engine, board(rules, R"(
          N10  N9  N8  N7  N6  N5  N4  N3  N2  N1
   North    0   2   0   0   0   0   0   0   0   1   captured 0
   South    2   0   0   0   0   0   0   0   0   0   captured 0
           S1  S2  S3  S4  S5  S6  S7  S8  S9 S10
   to move: South)"));
  game.play(move(rules, "S1"));  // N10, N9 -> 3: a fish
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North    1   0   0   0   0   0   0   0   0   1   captured 0
   South    0   0   0   0   0   0   0   0   0   0   captured 3
   to move: North)"));
}

// Rule 5: a fish is made in the mover's own row too.
TEST_F(OtTjin, FishInTheOwnRow) {
  Game game(engine, board(rules, R"(
          N10  N9  N8  N7  N6  N5  N4  N3  N2  N1
   North    0   0   0   0   0   0   0   0   0   1   captured 0
   South    0   2   0   2   0   0   0   0   0   0   captured 0
           S1  S2  S3  S4  S5  S6  S7  S8  S9 S10
   to move: South)"));
  game.play(move(rules, "S4"));  // S3, S2 -> 3: a fish
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North    0   0   0   0   0   0   0   0   0   1   captured 0
   South    0   0   1   0   0   0   0   0   0   0   captured 3
   to move: North)"));
}

// Rules 4 and 5: a hole that comes to three while seeds pass over it, not
// with the last seed, is no fish.
TEST_F(OtTjin, OnlyTheLastSeedMakesAFish) {
  Game game(engine, board(rules, R"(
          N10  N9  N8  N7  N6  N5  N4  N3  N2  N1
   North    0   0   0   0   0   0   0   0   0   1   captured 0
   South    0   2   3   0   0   0   0   0   0   0   captured 0
           S1  S2  S3  S4  S5  S6  S7  S8  S9 S10
   to move: South)"));
  game.play(move(rules, "S3"));  // S2 -> 3 (passed over), S1, N10 (gok)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North    1   0   0   0   0   0   0   0   0   1   captured 0
   South    1   3   0   0   0   0   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 4: the last seed in a hole that held seeds, and does not make a fish,
// lifts the hole (the last seed included) for another lap; here twice, from
// a hole of four and from a hole of one, until an empty hole stops the turn.
TEST_F(OtTjin, RelayFromAnOccupiedHole) {
  Game game(engine, board(rules, R"(
          N10  N9  N8  N7  N6  N5  N4  N3  N2  N1
   North    0   0   0   0   1   0   0   0   0   1   captured 0
   South    4   0   2   0   0   0   0   0   0   0   captured 0
           S1  S2  S3  S4  S5  S6  S7  S8  S9 S10
   to move: South)"));
  // S2, S1 -> 5: lifted; N10..N7, N6 -> 2: lifted; N5, N4 (gok).
  game.play(move(rules, "S3"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North    1   1   1   1   0   1   1   0   0   1   captured 0
   South    0   1   0   0   0   0   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 5: the size of a fish is the number of seeds each hole started with
// (2 to 5): with two a hole, a one brought to two is a fish, and a two
// brought to three is lifted.
TEST_F(OtTjin, TheFishIsTheStartingNumber) {
  CompileOptions two;
  two.overrides["seeds"] = 2;
  RuleProgram small = bundled("ot-tjin", two);
  Engine small_engine{small};
  EXPECT_EQ(small.total_seeds, 40);
  Game game(small_engine, board(small, R"(
          N10  N9  N8  N7  N6  N5  N4  N3  N2  N1
   North    0   1   0   0   0   0   0   0   0   1   captured 0
   South    2   0   0   0   0   0   0   0   0   0   captured 0
           S1  S2  S3  S4  S5  S6  S7  S8  S9 S10
   to move: South)"));
  game.play(move(small, "S1"));  // N10, N9 -> 2: a fish of two
  EXPECT_TRUE(same_board(small, game.state(), R"(
   North    1   0   0   0   0   0   0   0   0   1   captured 0
   South    0   0   0   0   0   0   0   0   0   0   captured 2
   to move: North)"));
}

// Rule 7: a player who cannot move ends the game; the seeds left go to the
// opponent, the player who could still move.
TEST_F(OtTjin, SeedsLeftGoToThePlayerWhoCanMove) {
  Game game(engine, board(rules, R"(
          N10  N9  N8  N7  N6  N5  N4  N3  N2  N1
   North    2   0   0   0   0   0   0   0   0   0   captured 20
   South    1   0   0   0   4   0   0   0   0   0   captured 10
           S1  S2  S3  S4  S5  S6  S7  S8  S9 S10
   to move: South)"));
  game.play(move(rules, "S1"));  // N10 -> 3: a fish; North's row is empty
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 10 + 3 + 4);
  EXPECT_EQ(game.result().north, 20);
  EXPECT_EQ(game.result().winner, kNorth);
}

}  // namespace
}  // namespace mancala::test
