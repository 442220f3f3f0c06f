// Every rule of docs/games/lamlameta.md (rules numbered as there), on
// hand-built positions.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Lamlameta : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("lamlameta");
  Engine engine{rules};

  // A position after the opening, so that pairs are skipped.
  State midgame(const std::string& drawing) {
    State s = board(rules, drawing);
    s.ply = 9;
    return s;
  }
};

// Rules 1 and 2: 2 x 12 pits of 2 (48); any non-empty own pit.
TEST_F(Lamlameta, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 48);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6 S7 S8 S9 S10 S11 S12");
}

// Rules 3 and 4: the very first move skips no pair; it relays from every
// occupied pit until its last seed falls into an empty pit (here N2, emptied
// by the first relay).
TEST_F(Lamlameta, FirstMoveSkipsNothingAndRelays) {
  Game game(engine);
  game.play(move(rules, "S12"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N12 N11 N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   3   0   3   3   0   3   3   0   3   3   1   4   captured 0
   South   3   0   3   3   0   3   3   0   3   3   0   1   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10 S11 S12
   to move: North)"));
}

// Rule 3: after the first move, an opponent's pit holding two is skipped and
// does not count as a step; the mover's own pits are sown into.
TEST_F(Lamlameta, OpponentPairsAreSkipped) {
  Game game(engine, midgame(R"(
          N12 N11 N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   1   1   1   1   0   2   captured 0
   South   0   0   0   0   0   0   0   0   0   0   2   0   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10 S11 S12
   to move: South)"));
  game.play(move(rules, "S11"));  // S12, N1 (a pair) skipped, N2 (empty): over
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   1   1   1   1   1   2   captured 0
   South   0   0   0   0   0   0   0   0   0   0   0   1   captured 0
   to move: North)"));
}

// Rule 5: a lap ending in an own empty pit facing a pair captures that pair
// and every other pair of the opponent's row; other pits stay.
TEST_F(Lamlameta, CaptureTakesEveryPairOfTheOpponent) {
  Game game(engine, midgame(R"(
          N12 N11 N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   2   0   0   0   3   0   2   0   2   0   1   captured 0
   South   1   0   0   0   0   0   0   0   0   0   0   1   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10 S11 S12
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 faces N11 (a pair): N11, N5 and N3 go
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   3   0   0   0   0   0   1   captured 0
   South   0   1   0   0   0   0   0   0   0   0   0   1   captured 6
   to move: North)"));
}

// Rule 5: facing anything but a pair, nothing is captured, pairs elsewhere
// included.
TEST_F(Lamlameta, NoCaptureUnlessTheOppositePitIsAPair) {
  Game game(engine, midgame(R"(
   North   0   3   0   0   0   3   0   2   0   2   0   1   captured 0
   South   1   0   0   0   0   0   0   0   0   0   0   1   captured 0
   to move: South)"));
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   3   0   0   0   3   0   2   0   2   0   1   captured 0
   South   0   1   0   0   0   0   0   0   0   0   0   1   captured 0
   to move: North)"));
}

// Rule 6: a player with no seed cannot move; the opponent takes the seeds left.
TEST_F(Lamlameta, NoMoveEndsTheGame) {
  Game game(engine, midgame(R"(
   North   0   0   0   0   0   3   0   0   0   0   0   1   captured 20
   South   0   0   0   0   0   0   0   0   0   0   0   0   captured 24
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 24);
  EXPECT_EQ(game.result().north, 24);
  EXPECT_EQ(game.result().winner, std::nullopt);
}

}  // namespace
}  // namespace mancala::test
