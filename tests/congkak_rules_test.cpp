// Every rule of docs/games/congkak.md (rules numbered as there), on hand-built
// positions. Congkak sows clockwise: S7..S1, South's store (on South's left),
// then N7..N1; North's store is skipped.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Congkak : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("congkak");
  Engine engine{rules};
};

// Rules 1 and 3: 2 x 7 houses of 7 (98); any non-empty own house.
TEST_F(Congkak, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 98);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7");
}

// Rules 3 and 4: clockwise into the own store; the last seed there gives
// another turn.
TEST_F(Congkak, LastSeedInOwnStorePlaysAgain) {
  Game game(engine);
  MoveOutcome outcome = game.play(move(rules, "S7"));  // S6..S1, then the store
  EXPECT_TRUE(outcome.extra_turn);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N7  N6  N5  N4  N3  N2  N1
   North   7   7   7   7   7   7   7   store 0
   South   8   8   8   8   8   8   0   store 1
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
}

// Rules 4 and 5: the last seed in an occupied own house lifts it and sows on,
// through the own store; the lap that ends in an empty opponent's house ends
// the turn.
TEST_F(Congkak, RelayFromAnOccupiedHouse) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   1   store 0
   South   2   1   0   0   0   0   1   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S2"));  // S1 -> 3: lifted; store, N7, N6 (empty): over
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   0   0   0   0   1   store 0
   South   0   0   0   0   0   0   1   store 1
   to move: North)"));
}

// Rules 4 to 6: an occupied house on the opponent's side is lifted too; the
// opponent's store is skipped; the lap that ends in an empty own house captures.
TEST_F(Congkak, RelayOnTheOpponentsSideSkipsTheirStore) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   6   0   0   0   0   0   0   store 0
   South   2   0   0   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  // store, N7 -> 7: lifted; N6..N1, North's store skipped, S7 (empty, own):
  // captures N1 (the seed just sown) with the last seed.
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   1   1   1   1   1   0   store 0
   South   0   0   0   0   0   0   0   store 3
   to move: North)"));
}

// Rule 6: the last seed in an empty own house captures the opposite house
// with itself.
TEST_F(Congkak, CaptureFromAnEmptyOwnHouse) {
  Game game(engine, board(rules, R"(
          N7  N6  N5  N4  N3  N2  N1
   North   0   5   0   0   0   0   1   store 0
   South   0   0   1   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6  S7
   to move: South)"));
  game.play(move(rules, "S3"));  // S2 faces N6
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   store 0
   South   0   0   0   0   0   0   0   store 6
   to move: North)"));
}

// Rule 6: with the opposite house empty, the seed stays and the turn ends.
TEST_F(Congkak, NoCaptureWhenTheOppositeHouseIsEmpty) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   1   store 0
   South   0   0   1   0   0   0   0   store 0
   to move: South)"));
  game.play(move(rules, "S3"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   1   store 0
   South   0   1   0   0   0   0   0   store 0
   to move: North)"));
}

// Rules 4 and 7: another turn with an empty row ends the game; the seeds left
// go to the owner of their row.
TEST_F(Congkak, EmptyRowOnTheTurnEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   0   0   3   0   0   0   4   store 50
   South   1   0   0   0   0   0   0   store 40
   to move: South)"));
  game.play(move(rules, "S1"));  // into the store: South again, with no seed
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 41);
  EXPECT_EQ(game.result().north, 57);
  EXPECT_EQ(game.result().winner, kNorth);
}

}  // namespace
}  // namespace mancala::test
