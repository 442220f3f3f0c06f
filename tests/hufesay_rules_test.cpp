// Every rule of docs/games/hufesay.md (rules numbered as there), on hand-built
// positions. Hufesay sows counter-clockwise: S1..S6, then N1..N6; captured
// counters leave the board.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Hufesay : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("hufesay");
  Engine engine{rules};
};

// Rules 1 and 2: 2 x 6 holes of 4 (48); South first, from any non-empty own
// hole.
TEST_F(Hufesay, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 48);
  EXPECT_EQ(game.state().to_move, kSouth);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
}

// Rules 3 and 4: relay from an occupied hole until an empty one; an own
// empty hole facing an empty hole captures nothing.
TEST_F(Hufesay, RelayUntilAnEmptyHole) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   2   captured 0
   South   1   1   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 (2): lifted; S3, S4: empty, faces N3 (empty)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   2   captured 0
   South   0   0   1   1   0   0   captured 0
   to move: North)"));
}

// Rule 4: an own empty hole captures the hole opposite; the capturing
// counter stays on the board.
TEST_F(Hufesay, CaptureLeavesTheCapturingCounter) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   3   captured 0
   South   0   0   0   0   1   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S5"));  // S6 faces N1
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   captured 0
   South   0   0   0   0   0   1   captured 3
   to move: North)"));
}

// Rule 4: an empty hole of the opponent's row captures nothing.
TEST_F(Hufesay, NoCaptureInTheOpponentsRow) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   0   0   0   0   0   captured 0
   South   0   0   0   0   3   2   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S6"));  // N1, N2: empty, in North's row (S5 faces it)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   0   0   1   1   captured 0
   South   0   0   0   0   3   0   captured 0
   to move: North)"));
}

// Rule 5: a player who cannot move passes, and the game goes on.
TEST_F(Hufesay, EmptyRowPasses) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   2   0   0   1   captured 20
   South   0   0   0   0   0   0   captured 25
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  ASSERT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  EXPECT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "N1 N4");
}

// Rules 6 and 7: the game ends when a single counter is left; it goes to the
// player who made the last capture. Equal totals draw.
TEST_F(Hufesay, TheLastCounterGoesToTheLastCapturer) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   1   0   0   0   0   captured 24
   South   1   0   0   0   0   0   captured 22
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  ASSERT_FALSE(game.over());
  game.play(move(rules, "S1"));  // S2 faces N5: one counter taken, one left
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 24);
  EXPECT_EQ(game.result().north, 24);
  EXPECT_EQ(game.result().winner, std::nullopt);  // a draw
}

// Rule 6, variant last-counter-neutral: the last counter counts for no one.
TEST_F(Hufesay, VariantLeavesTheLastCounterToNoOne) {
  CompileOptions options;
  options.variant = "last-counter-neutral";
  RuleProgram variant = bundled("hufesay", options);
  Engine variant_engine(variant);
  Game game(variant_engine, board(variant, R"(
   North   0   1   0   0   0   0   captured 24
   South   1   0   0   0   0   0   captured 22
   to move: South)"));
  game.play(move(variant, "S1"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 23);
  EXPECT_EQ(game.result().north, 24);
  EXPECT_EQ(game.result().winner, kNorth);
}

}  // namespace
}  // namespace mancala::test
