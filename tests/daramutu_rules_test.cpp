// Every rule of docs/games/daramutu.md (rules numbered as there), on
// hand-built positions. Daramutu is sown counter-clockwise here: S1..S7, then
// N1..N7; Si faces N(8-i).
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Daramutu : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("daramutu");
  Engine engine{rules};
};

// Rules 1 to 3: 2 x 7 holes of 4 (56), South first, any non-empty own hole.
TEST_F(Daramutu, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 56);
  EXPECT_FALSE(rules.clockwise);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7");
}

// Rule 4: the last seed in a hole that held three lifts it (the last seed
// included) for another lap; that lap ends in an empty hole facing an empty
// hole, and the turn ends.
TEST_F(Daramutu, RelayFromAHoleOfThree) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   1   captured 0
   South   1   3   0   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 -> 4: lifted; S3..S6, S6 faces N2 (empty)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   captured 0
   South   0   0   1   1   1   1   0   captured 0
   to move: North)"));
}

// Rules 4 and 5: a naga (two) is not lifted: the last seed there eats the
// hole opposite, and stays.
TEST_F(Daramutu, NagaEatsTheOppositeHole) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   5   0   0   0   0   1   captured 0
   South   1   2   0   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 -> 3 (it held two); S2 faces N6
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   captured 0
   South   0   3   0   0   0   0   0   captured 5
   to move: North)"));
}

// Rule 5: an empty hole eats the hole opposite.
TEST_F(Daramutu, EmptyHoleEatsTheOppositeHole) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   3   0   0   1   captured 0
   South   0   0   1   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S3"));  // S4 (empty) faces N4
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   captured 0
   South   0   0   0   1   0   0   0   captured 3
   to move: North)"));
}

// Rule 5: a lap ending in the opponent's row eats the mover's own hole
// opposite; here a puta (one) in North's row.
TEST_F(Daramutu, PutaInTheOpponentsRowEatsTheOwnHoleOpposite) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   1   captured 0
   South   0   0   0   0   0   2   2   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S6"));  // S7 -> 3, N1 -> 2 (it held one); N1 faces S7
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   2   captured 0
   South   0   0   0   0   0   0   0   captured 3
   to move: North)"));
}

// Rule 5: an empty hole facing an empty hole eats nothing; the turn ends.
TEST_F(Daramutu, NothingToEatOppositeAnEmptyHole) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   2   0   0   0   0   0   0   captured 0
   South   0   0   1   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S3"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   0   0   0   0   0   0   captured 0
   South   0   0   0   1   0   0   0   captured 0
   to move: North)"));
}

// Rule 6: a player with nothing to move ends the game; the seeds left go to
// the player who could move last.
TEST_F(Daramutu, SeedsLeftGoToThePlayerWhoCouldMove) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   3   0   0   0   captured 12
   South   2   0   1   0   0   0   0   captured 10
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S3"));  // S4 (empty) eats N4: North's row is empty
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 10 + 3 + 2 + 1);
  EXPECT_EQ(game.result().north, 12);
  EXPECT_EQ(game.result().winner, kSouth);
}

}  // namespace
}  // namespace mancala::test
