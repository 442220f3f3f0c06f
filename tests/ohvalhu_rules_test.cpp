// Every rule of docs/games/ohvalhu.md (rules numbered as there), on hand-built
// positions. Ohvalhu sows counter-clockwise: S1..S8, South's store (on South's
// right), N1..N8; North's store is skipped.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Ohvalhu : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("ohvalhu");
  Engine engine{rules};
};

// Rules 1 and 3: 2 x 8 holes of 8 (128); any non-empty own hole.
TEST_F(Ohvalhu, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 128);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7 S8");
}

// Rules 3 to 5: relay from an occupied hole, through the own store; a lap
// that ends in the store gives another turn.
TEST_F(Ohvalhu, RelayThenAnotherTurnInTheStore) {
  Game game(engine);
  // S1: S2..S8 (9 each), the store: another turn at once.
  MoveOutcome outcome = game.play(move(rules, "S1"));
  EXPECT_TRUE(outcome.extra_turn);
  Game relay(engine, board(rules, R"(
          N8  N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   0   1   store 0
   South   0   0   0   0   0   1   1   0   store 0
          S1  S2  S3  S4  S5  S6  S7  S8
   to move: South)"));
  outcome = relay.play(move(rules, "S6"));  // S7 -> 2: lifted; S8, the store
  EXPECT_TRUE(outcome.extra_turn);
  EXPECT_TRUE(same_board(rules, relay.state(), R"(
   North   0   0   0   0   0   0   0   1   store 0
   South   0   0   0   0   0   0   0   1   store 1
   to move: South)"));
}

// Rule 6: an own empty hole captures the opposite hole; the last counter
// stays where it fell.
TEST_F(Ohvalhu, CaptureTakesTheOppositeHoleOnly) {
  Game game(engine, board(rules, R"(
          N8  N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   5   0   1   store 0
   South   0   0   0   0   0   1   0   0   store 0
          S1  S2  S3  S4  S5  S6  S7  S8
   to move: South)"));
  game.play(move(rules, "S6"));  // S7 faces N2, empty: nothing
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   5   0   1   store 0
   South   0   0   0   0   0   0   1   0   store 0
   to move: North)"));
  Game capture(engine, board(rules, R"(
   North   0   0   0   0   0   5   0   1   store 0
   South   0   0   0   0   1   0   0   0   store 0
   to move: South)"));
  capture.play(move(rules, "S5"));  // S6 faces N3 (5 counters)
  EXPECT_TRUE(same_board(rules, capture.state(), R"(
   North   0   0   0   0   0   0   0   1   store 0
   South   0   0   0   0   0   1   0   0   store 5
   to move: North)"));
}

// Rule 6: an empty hole of the opponent's row captures nothing.
TEST_F(Ohvalhu, NoCaptureInTheOpponentsRow) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   0   0   store 0
   South   0   0   0   0   0   0   0   2   store 0
   to move: South)"));
  game.play(move(rules, "S8"));  // the store, then N1 (empty, North's)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   0   1   store 0
   South   0   0   0   0   0   0   0   0   store 1
   to move: North)"));
}

// Rules 7 and 8: a player with an empty row passes; the game ends when every
// hole is empty.
TEST_F(Ohvalhu, PassesUntilEveryHoleIsEmpty) {
  Game game(engine, board(rules, R"(
   North   1   0   0   0   0   0   0   0   store 60
   South   0   0   0   0   0   0   0   0   store 66
   to move: South)"));
  ASSERT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  game.play(move(rules, "N8"));  // into North's store: every hole is empty
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 66);
  EXPECT_EQ(game.result().north, 61);
  EXPECT_EQ(game.result().winner, kSouth);
}

}  // namespace
}  // namespace mancala::test
