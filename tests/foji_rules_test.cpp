// Every rule of docs/games/foji.md (rules numbered as there), on hand-built
// positions. Foji is sown clockwise: S6..S1, then N6..N1 (N6 is drawn above
// S1, at the left); Si faces N(7-i).
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Foji : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("foji");
  Engine engine{rules};
};

// Rules 1 and 2: 2 x 6 holes of 4 (48), South first, any non-empty own hole,
// clockwise; a repeated position ends the game (rule 6).
TEST_F(Foji, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 48);
  EXPECT_TRUE(rules.clockwise);
  EXPECT_TRUE(rules.uses_repetition);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
}

// Rule 2: the sowing runs clockwise, from S3 to S2, S1 and on into N6; a lap
// ending in an empty hole of the opponent's row ends the move.
TEST_F(Foji, SowsClockwise) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   captured 0
   South   0   0   3   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S3"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   0   0   0   1   captured 0
   South   1   1   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 3: a last counter in an occupied hole lifts it (the last counter
// included) and sows on, until a lap ends in an empty hole.
TEST_F(Foji, RelayFromAnOccupiedHole) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   captured 0
   South   2   0   2   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S3"));  // S2, S1 -> 3: lifted; N6, N5, N4 (empty)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   0   0   1   captured 0
   South   0   1   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 2: a lap that comes round leaves out the hole it was lifted from. The
// twelve counters of S1 go round the other eleven holes and the twelfth into
// N6, which holds one by then: the relay goes on, each lap of two ending in a
// hole the first lap sowed, until the lap from S2 reaches S1, now no longer
// the lap's start, and ends in N6, emptied by the relay. Were S1 sown, the
// first lap would end there, empty, and capture N6.
TEST_F(Foji, ALapThatComesRoundLeavesOutItsStartHole) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   captured 0
   South  12   0   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   2   0   2   0   2   captured 0
   South   1   0   2   0   2   0   captured 0
   to move: North)"));
}

// Rule 4: a lap ending in an empty hole of the own row captures the hole
// opposite; the counter that made the capture stays.
TEST_F(Foji, OwnEmptyHoleCapturesTheHoleOpposite) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   4   0   0   0   1   captured 0
   South   0   0   1   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S3"));  // S2 (empty) faces N5
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   1   captured 0
   South   0   1   0   0   0   0   captured 4
   to move: North)"));
}

// Rule 4: an empty hole of the opponent's row captures nothing, not even the
// mover's own hole facing it.
TEST_F(Foji, NoCaptureInTheOpponentsRow) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   captured 0
   South   0   2   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S2"));  // S1, N6 (empty) faces S1
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   0   0   0   1   captured 0
   South   1   0   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 4: an own empty hole facing an empty hole captures nothing.
TEST_F(Foji, NoCaptureOppositeAnEmptyHole) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   captured 0
   South   0   0   1   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S3"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   1   captured 0
   South   0   1   0   0   0   0   captured 0
   to move: North)"));
}

// Rule 5: when the opponent's row is empty, only moves that give it counters
// are legal: S1 reaches N6, S4 does not.
TEST_F(Foji, MustFeedAnEmptyRow) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   captured 20
   South   1   0   0   2   0   0   captured 25
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1");
}

// Rules 6 and 7: a player who cannot feed the opponent ends the game and
// takes the counters of their row.
TEST_F(Foji, CannotFeedEndsTheGame) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   1   captured 25
   South   0   0   1   0   0   0   captured 20
          S1  S2  S3  S4  S5  S6
   to move: North)"));
  game.play(move(rules, "N1"));  // into S6, empty, of South's row: North's row is empty
  ASSERT_TRUE(game.over());      // S6 -> S5 and S3 -> S2 cannot reach North's row
  EXPECT_EQ(game.result().south, 20 + 2);
  EXPECT_EQ(game.result().north, 25);
  EXPECT_EQ(game.result().winner, kNorth);
}

}  // namespace
}  // namespace mancala::test
