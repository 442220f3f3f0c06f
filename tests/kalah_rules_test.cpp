// Every rule of docs/games/kalah.md (rules numbered as there), on hand-built positions.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Kalah : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("kalah");
  Engine engine{rules};
};

// Rules 2-3: sowing passes the own store; the last seed there gives another turn.
TEST_F(Kalah, LastSeedInOwnStorePlaysAgain) {
  Game game(engine);
  MoveOutcome outcome = game.play(move(rules, "S3"));
  EXPECT_TRUE(outcome.extra_turn);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N6  N5  N4  N3  N2  N1
   North   4   4   4   4   4   4   store 0
   South   4   4   0   5   5   5   store 1
          S1  S2  S3  S4  S5  S6
   to move: South)"));
}

// Rule 2: the opponent's store is skipped.
TEST_F(Kalah, OpponentStoreSkipped) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   store 0
   South   0   0   2   0   1  10   store 0
   to move: South)"));
  game.play(move(rules, "S6"));  // store, N1..N6, (North's store skipped), S1, S2, S3
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   store 0
   South   1   1   3   0   1   0   store 1
   to move: North)"));
}

// Rule 4: last seed in an own empty pit with a non-empty opposite pit: both go to the store.
TEST_F(Kalah, CaptureFromOwnEmptyPit) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   4   4   4   4   4   4   store 0
   South   1   0   4   4   4   4   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 faces N5
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   0   4   4   4   4   store 0
   South   0   0   4   4   4   4   store 5
   to move: North)"));
}

// Rule 4: with the opposite pit empty, nothing happens.
TEST_F(Kalah, NoCaptureWhenOppositeEmpty) {
  Game game(engine, board(rules, R"(
   North   4   0   4   4   4   4   store 0
   South   1   0   4   4   4   4   store 0
   to move: South)"));
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   0   4   4   4   4   store 0
   South   0   1   4   4   4   4   store 0
   to move: North)"));
}

// Rules 2 and 4: 13 seeds go all the way round into the emptied origin, which
// then counts as an own empty pit: its seed and the opposite pit are captured.
TEST_F(Kalah, FullLapIntoOriginCaptures) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   2   2   2   2   2   2   store 0
   South  13   0   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2..S6, store, N1..N6, S1: N6 (3) + 1 captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   3   3   3   3   3   store 0
   South   0   1   1   1   1   1   store 5
   to move: North)"));
}

// Rule 5: the game ends as soon as either row is empty, even after an extra
// turn; each player adds their own row to their store.
TEST_F(Kalah, EndsWhenEitherRowEmpty) {
  Game game(engine, board(rules, R"(
   North   3   0   0   0   2   0   store 20
   South   0   0   0   0   0   1   store 22
   to move: South)"));
  game.play(move(rules, "S6"));  // into the store: South would play again, but the row is empty
  ASSERT_TRUE(game.over());
  GameResult r = game.result();
  EXPECT_EQ(r.south, 23);
  EXPECT_EQ(r.north, 25);
  EXPECT_EQ(r.winner, kNorth);
}

// Rule 5: South's last seeds leave South's row empty while North still has
// moves: the game ends at once all the same, and North adds its row (N6, N2
// and the seed just sown into N1) to its store.
TEST_F(Kalah, EndsWhenTheMoversRowEmptiesThoughTheOpponentCouldMove) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   0   0   0   2   0   store 18
   South   0   0   0   0   0   2   store 25
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S6"));  // South's store, N1
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   0   0   2   1   store 18
   South   0   0   0   0   0   0   store 26
   to move: North)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(legal_text(game), "");
  GameResult r = game.result();
  EXPECT_EQ(r.south, 26);
  EXPECT_EQ(r.north, 22);
  EXPECT_EQ(r.winner, kSouth);
}

// Rule 6: the same file plays Kalah(4,3) with --set.
TEST_F(Kalah, OtherSizesWithParameters) {
  CompileOptions small;
  small.overrides = {{"pits", 4}, {"seeds", 3}};
  RuleProgram rules43 = bundled("kalah", small);
  Engine engine43(rules43);
  Game game(engine43);
  EXPECT_EQ(rules43.total_seeds, 24);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4");
  game.play(move(rules43, "S2"));  // S3, S4, store: plays again
  EXPECT_TRUE(same_board(rules43, game.state(), R"(
   North   3   3   3   3   store 0
   South   3   0   4   4   store 1
   to move: South)"));
}

}  // namespace
}  // namespace mancala::test
