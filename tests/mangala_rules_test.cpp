// Every rule and decision of docs/games/mangala.md (rules numbered as there),
// on hand-built positions. Mangala sows counter-clockwise through the mover's
// store: S1..S6, South's store, N1..N6 for South (North's store skipped);
// N1..N6, North's store, S1..S6 for North. Each store is drawn as "store".
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Mangala : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("mangala");
  Engine engine{rules};
};

// Rule 1: 2 x 6 pits of 4 (48), empty stores; South first, from any own pit.
TEST_F(Mangala, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 48);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N6  N5  N4  N3  N2  N1
   North   4   4   4   4   4   4   store 0
   South   4   4   4   4   4   4   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
}

// Rule 2: the first seed goes back into the pit it was lifted from; the others
// are sown from the next pit.
TEST_F(Mangala, FirstSeedGoesBackIntoItsPit) {
  Game game(engine);
  game.play(move(rules, "S1"));  // S1, S2, S3, S4
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   4   4   4   4   4   store 0
   South   1   5   5   5   4   4   store 0
   to move: North)"));
}

// Rule 2: a pit holding a single seed sends it to the next pit.
TEST_F(Mangala, ASingleSeedMovesOn) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   store 0
   South   0   1   2   0   0   0   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S2"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   store 0
   South   0   0   3   0   0   0   store 0
   to move: North)"));
}

// Rules 2 and 4: a single seed in the last pit goes into the mover's store,
// and the mover plays again.
TEST_F(Mangala, ASingleSeedFromTheLastPitGoesIntoTheStore) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   store 0
   South   2   0   0   0   0   1   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  MoveOutcome outcome = game.play(move(rules, "S6"));
  EXPECT_TRUE(outcome.extra_turn);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   store 0
   South   2   0   0   0   0   0   store 1
   to move: South)"));
}

// Rule 2: the sowing passes through the mover's own store and skips the
// opponent's, for either player.
TEST_F(Mangala, TheOwnStoreIsSownAndTheOpponentsSkipped) {
  Game south(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   store 0
   South   1   0   0   0   0   9   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  // S6 (9): S6, South's store, N1..N6, (North's store skipped), S1.
  south.play(move(rules, "S6"));
  EXPECT_TRUE(same_board(rules, south.state(), R"(
   North   2   2   2   2   2   2   store 0
   South   2   0   0   0   0   1   store 1
   to move: North)"));
  Game north(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   9   0   0   0   0   1   store 0
   South   1   1   1   1   1   1   store 0
          S1  S2  S3  S4  S5  S6
   to move: North)"));
  // N6 (9): N6, North's store, S1..S6, (South's store skipped), N1.
  north.play(move(rules, "N6"));
  EXPECT_TRUE(same_board(rules, north.state(), R"(
   North   1   0   0   0   0   2   store 1
   South   2   2   2   2   2   2   store 0
   to move: South)"));
}

// Rule 4: a last seed in the mover's own store gives another move; from the
// setup, S4 reaches it (S4, S5, S6, store).
TEST_F(Mangala, LastSeedInOwnStorePlaysAgain) {
  Game game(engine);
  MoveOutcome outcome = game.play(move(rules, "S4"));
  EXPECT_TRUE(outcome.extra_turn);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   4   4   4   4   4   store 0
   South   4   4   4   1   5   5   store 1
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
}

// Rule 5: a last seed that makes an opponent's pit even captures that pit;
// the move then ends (rule 7).
TEST_F(Mangala, EvenCountsAreCapturedInTheOpponentsRow) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   2   0   3   store 0
   South   1   0   0   0   4   0   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  // S5 (4): S5, S6, store, N1 (last: 4, even).
  game.play(move(rules, "S5"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   2   0   0   store 0
   South   1   0   0   0   1   1   store 5
   to move: North)"));
}

// Rule 5: an odd count in the opponent's row is not captured (an empty pit
// there, made to hold one, neither), and an even count in the mover's own row
// is not captured either.
TEST_F(Mangala, OddCountsAndTheOwnRowAreNotCaptured) {
  Game odd(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   2   0   2   store 0
   South   1   0   0   0   4   0   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  odd.play(move(rules, "S5"));  // S5, S6, store, N1 (last: 3)
  EXPECT_TRUE(same_board(rules, odd.state(), R"(
   North   0   0   0   2   0   3   store 0
   South   1   0   0   0   1   1   store 1
   to move: North)"));
  Game empty(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   2   0   0   store 0
   South   1   0   0   0   4   3   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  empty.play(move(rules, "S5"));  // S5, S6, store, N1 (last: 1, facing S6's 4)
  EXPECT_TRUE(same_board(rules, empty.state(), R"(
   North   0   0   0   2   0   1   store 0
   South   1   0   0   0   1   4   store 1
   to move: North)"));
  Game own(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   store 0
   South   0   2   1   0   0   0   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  own.play(move(rules, "S2"));  // S2, S3 (last: 2, own row)
  EXPECT_TRUE(same_board(rules, own.state(), R"(
   North   1   1   1   1   1   1   store 0
   South   0   1   2   0   0   0   store 0
   to move: North)"));
}

// Rule 6: a last seed in an empty own pit captures the opposite pit and the
// capturing seed; the move then ends (rule 7).
TEST_F(Mangala, AnEmptyOwnPitCapturesTheOppositePit) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   5   0   0   1   store 0
   South   3   0   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  // S1 (3): S1, S2, S3 (empty; it faces N4).
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   1   store 0
   South   1   1   0   0   0   0   store 6
   to move: North)"));
}

// Rule 6: facing an empty pit, the last seed captures nothing and stays.
TEST_F(Mangala, NothingIsCapturedWhenTheOppositePitIsEmpty) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   store 0
   South   3   0   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   1   store 0
   South   1   1   1   0   0   0   store 0
   to move: North)"));
}

// Rule 2 (decision): a move that comes round the board sows its origin again
// (15 seeds: one back into S1, S2..S6, the store, N1..N6, then S1 and S2).
TEST_F(Mangala, AMoveOfManySeedsComesRoundAndSowsTheOriginAgain) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   store 0
   South  15   1   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   2   2   2   2   2   store 0
   South   2   3   1   1   1   1   store 1
   to move: North)"));
}

// Rule 6 (decision): a lap of 14 seeds ends in its own origin, which holds the
// first seed: it was not empty, so nothing is captured, though N6 faces it.
TEST_F(Mangala, ALapEndingInItsOriginCapturesNothing) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   3   0   0   0   0   0   store 0
   South  14   0   0   0   0   0   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   1   1   1   1   1   store 0
   South   2   1   1   1   1   1   store 1
   to move: North)"));
}

// Rule 8: the game ends as soon as a row is empty, even when the mover has
// earned another move; the player whose row is empty takes the seeds left.
TEST_F(Mangala, AnEmptiedRowEndsTheGameEvenWithAnotherTurn) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   2   0   3   store 22
   South   0   0   0   0   0   1   store 20
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S6"));  // into South's store: South's row is empty
  ASSERT_TRUE(game.over());
  EXPECT_EQ(legal_text(game), "");
  const GameResult result = game.result();
  EXPECT_EQ(result.south, 26);  // 21 and North's 5
  EXPECT_EQ(result.north, 22);
  EXPECT_EQ(result.winner, Winner(kSouth));
}

// Rule 8 (decision): a capture that empties the opponent's row ends the game,
// and the opponent, whose row is empty, takes the seeds left in the mover's.
TEST_F(Mangala, ACaptureThatEmptiesTheOpponentsRowGivesThemTheSeedsLeft) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   store 14
   South   5   0   0   0   4   0   store 15
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S5"));  // S5, S6, store, N1 (2: captured)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   store 14
   South   5   0   0   0   1   1   store 18
   to move: North)"));
  ASSERT_TRUE(game.over());
  const GameResult result = game.result();
  EXPECT_EQ(result.south, 18);
  EXPECT_EQ(result.north, 21);  // 14 and South's 7
  EXPECT_EQ(result.winner, Winner(kNorth));
}

// Rule 8 (decision): a capture from an empty pit that takes the mover's last
// seed (the capturing one) empties the mover's row: the mover takes the
// seeds left in the opponent's row.
TEST_F(Mangala, ACaptureThatEmptiesTheMoversRowGivesThemTheSeedsLeft) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   2   0   0   5   store 19
   South   0   1   0   0   0   0   store 20
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S2"));  // S3, empty, facing N4: 2 + 1 captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   5   store 19
   South   0   0   0   0   0   0   store 23
   to move: North)"));
  ASSERT_TRUE(game.over());
  const GameResult result = game.result();
  EXPECT_EQ(result.south, 28);  // 23 and North's 5
  EXPECT_EQ(result.north, 19);
  EXPECT_EQ(result.winner, Winner(kSouth));
}

// Rule 8 (decision): both rows emptied by one capture leave no seed to give;
// the stores decide, and equal totals are a draw.
TEST_F(Mangala, BothRowsEmptiedAtOnceAndADraw) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   1   0   0   0   store 24
   South   0   1   0   0   0   0   store 22
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S2"));  // S3, empty, facing N4: 1 + 1 captured
  ASSERT_TRUE(game.over());
  const GameResult result = game.result();
  EXPECT_EQ(result.south, 24);
  EXPECT_EQ(result.north, 24);
  EXPECT_EQ(result.winner, Winner());
}

// Rule 8: while both rows hold seeds the game goes on, however few they are.
TEST_F(Mangala, TheGameGoesOnWhileBothRowsHoldSeeds) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   store 23
   South   1   0   0   0   0   0   store 23
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2, empty, facing N5 (empty): nothing
  EXPECT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "N1");
}

}  // namespace
}  // namespace mancala::test
