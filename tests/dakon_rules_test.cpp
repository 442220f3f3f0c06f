// Every rule of docs/games/dakon.md (rules numbered as there), on hand-built
// positions. Dakon sows clockwise: S7..S1, South's store (on South's left),
// then N7..N1; North's store is skipped.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Dakon : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("dakon");
  Engine engine{rules};
};

// Rules 1 and 3: 2 x 7 houses of 7 (98); any non-empty own house.
TEST_F(Dakon, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 98);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7");
}

// Rules 3 to 5: clockwise through the own store; relay from an occupied
// house; another turn when a lap ends in the own store.
TEST_F(Dakon, RelayThenAnotherTurnInTheStore) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   1   store 0
   South   0   1   1   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  MoveOutcome outcome = game.play(move(rules, "S3"));  // S2 -> 2: lifted; S1, the store
  EXPECT_TRUE(outcome.extra_turn);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   store 0
   South   1   0   0   0   0   0   0   store 1
   to move: South)"));
}

// Rules 3, 5 and 6: an occupied house of the opponent's row is lifted too,
// and the opponent's store is skipped.
TEST_F(Dakon, RelayOnTheOpponentsSideSkipsTheirStore) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   0   store 0
   South   7   0   0   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  // The store, N7..N2; N2 (2) is lifted: N1, North's store skipped, S7
  // (empty, facing N1 with 1): N1 and the last seed are captured.
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   0   0   store 0
   South   0   0   0   0   0   0   0   store 3
   to move: North)"));
}

// Rule 6 (nembak): an own empty house captures the opposite house and the
// last seed.
TEST_F(Dakon, NembakFromAnEmptyOwnHouse) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   4   0   0   0   0   1   store 0
   South   0   0   1   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S3"));  // S2 faces N6
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   store 0
   South   0   0   0   0   0   0   0   store 5
   to move: North)"));
}

// Rules 6 and 8: an own empty house facing an empty house captures nothing,
// and the turn ends.
TEST_F(Dakon, NoNembakOppositeAnEmptyHouse) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   3   0   0   0   0   0   1   store 0
   South   0   0   1   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S3"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   0   0   0   0   0   1   store 0
   South   0   1   0   0   0   0   0   store 0
   to move: North)"));
}

// Rule 7 (mikul): the last seed in an empty house of the opponent's row whose
// two neighbours hold the same number of seeds captures both, with the last
// seed.
TEST_F(Dakon, MikulTakesTheTwoEqualNeighbours) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   1   0   2   0   0   0   1   store 0
   South   3   0   0   0   0   0   1   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S1"));  // the store, N7 (-> 2), N6: empty, N7 and N5 hold 2
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   store 0
   South   0   0   0   0   0   0   1   store 6
   to move: North)"));
}

// Rules 7 and 8: neighbours that differ are not taken; the turn ends.
TEST_F(Dakon, NoMikulWhenTheNeighboursDiffer) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   1   0   3   0   0   0   1   store 0
   South   3   0   0   0   0   0   1   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   1   3   0   0   0   1   store 0
   South   0   0   0   0   0   0   1   store 1
   to move: North)"));
}

// Rule 7, Decision: a house at the end of the opponent's row has one
// neighbour in the row, and no mikul, even when the next house is empty.
TEST_F(Dakon, NoMikulAtTheEndOfTheRow) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   2   0   store 0
   South   2   0   0   0   0   0   1   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S1"));  // the store, N7: empty, beside the store
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   0   0   0   2   0   store 0
   South   0   0   0   0   0   0   1   store 1
   to move: North)"));
}

// Rule 9: a player with no seed in their houses passes; the game goes on.
TEST_F(Dakon, EmptyRowPasses) {
  Game game(engine, board(rules, R"(
   North   0   0   0   2   0   0   0   store 40
   South   0   0   0   0   0   0   0   store 50
   to move: South)"));
  ASSERT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  EXPECT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "N4");
}

// Rules 4, 9 and 10: another turn with an empty row is a pass; the game ends
// only when every house is empty, the larger store winning.
TEST_F(Dakon, EndsWhenEveryHouseIsEmpty) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   1   store 40
   South   1   0   0   0   0   0   0   store 50
   to move: South)"));
  game.play(move(rules, "S1"));  // into the store: South again, with nothing to sow
  ASSERT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  game.play(move(rules, "N1"));  // into North's store, and every house is empty
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 51);
  EXPECT_EQ(game.result().north, 41);
  EXPECT_EQ(game.result().winner, kSouth);
}

}  // namespace
}  // namespace mancala::test
