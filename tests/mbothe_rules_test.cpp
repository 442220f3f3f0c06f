// Every rule of docs/games/mbothe.md on a hand-built position.
#include "presentation/legality.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Mbothe : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("mbothe");
  Engine engine{rules};

  // A position in the middle of a game, where the first-move exception no longer applies.
  State midgame(const std::string& drawing) {
    State s = board(rules, drawing);
    s.ply = 7;
    return s;
  }
};

// "Board and setup" and "Choosing the pit": 2 x 10 pits of 2; the first move is forced (S10).
TEST_F(Mbothe, FirstMoveIsForced) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 40);
  EXPECT_EQ(legal_text(game), "S10");
}

// "Skipping pairs": not during the game's very first move; relay on occupied pits.
// S10's 2 seeds go to N1 and N2 (both pairs, not skipped); N2 relays, and so on
// until the last seed lands in the emptied S10.
TEST_F(Mbothe, FirstMoveSkipsNothingAndRelays) {
  Game game(engine);
  game.play(move(rules, "S10"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   3   3   0   3   3   0   3   3   0   3   captured 0
   South   0   3   3   0   3   3   0   3   3   1   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10
   to move: North)"));
}

// "Skipping pairs": after the first move, the opponent's pairs are skipped and
// do not count as a step; the mover's own pairs are sown into.
TEST_F(Mbothe, OpponentPairsAreSkipped) {
  Game game(engine, midgame(R"(
          N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   1   1   1   1   1   1   1   0   0   2
   South   0   0   0   0   0   0   0   0   3   2
   to move: South)"));
  game.play(move(rules, "S9"));  // S10 (own pair: sown), N1 skipped, N2, N3
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   1   1   1   2
   South   0   0   0   0   0   0   0   0   0   3
   to move: North)"));
}

// "Skipping pairs": the test is made each time the sowing reaches a pit, so a
// pit that became a pair earlier in the same move is skipped on a later pass.
// On a 2 x 3 board (--set pits=3), following the move lap by lap:
//   lap 1, S3 (7): N1 1->2, N2, N3, S1, S2, S3 get one; N1 now a pair: skipped;
//          the last seed makes N2 2: relay
//   lap 2, N2 (2): N3 -> 2, S1 -> 2: relay
//   lap 3, S1 (2): S2 -> 2, S3 -> 2: relay
//   lap 4, S3 (2): N1 (pair) skipped, N2 -> 1, N3 (pair) skipped, S1 -> 1: empty, ends;
//          S1 faces N3, a pair: captured, and South plays again.
TEST_F(Mbothe, PitThatBecomesAPairIsSkippedLater) {
  CompileOptions small;
  small.overrides["pits"] = 3;
  RuleProgram rules3 = bundled("mbothe", small);
  Engine engine3(rules3);
  State s = board(rules3, R"(
          N3  N2  N1
   North   0   0   1   captured 0
   South   0   0   7   captured 0
          S1  S2  S3
   to move: South)");
  s.ply = 3;
  Game game(engine3, s);
  MoveOutcome outcome = game.play(move(rules3, "S3"));
  EXPECT_EQ(outcome.laps, 4);
  EXPECT_TRUE(same_board(rules3, game.state(), R"(
          N3  N2  N1
   North   0   1   2   captured 0
   South   1   2   0   captured 2
          S1  S2  S3
   to move: South)"));
}

// "Choosing the pit": pairs are not chosen while another pit may be; single seeds may.
TEST_F(Mbothe, PairsOnlyWhenNothingElse) {
  Game game(engine, midgame(R"(
   North   1   1   1   1   1   1   1   1   1   1
   South   2   1   0   0   2   0   0   0   0   0
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S2");
}

// "Choosing the pit": when only pairs are left, the rightmost pair must be played.
TEST_F(Mbothe, OnlyPairsMeansRightmostPair) {
  Game game(engine, midgame(R"(
   North   1   1   1   1   1   1   1   1   1   1
   South   2   0   0   2   0   0   2   0   0   0
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S7");
}

// "Capture and bonus move": ending in an own empty pit opposite a pair captures
// it, and the mover plays again.
TEST_F(Mbothe, CaptureOppositePairAndPlayAgain) {
  Game game(engine, midgame(R"(
          N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   1   2   1   1   1   1   1   1   1   1   captured 0
   South   1   0   0   0   0   0   0   0   0   1   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10
   to move: South)"));
  MoveOutcome outcome = game.play(move(rules, "S1"));  // S2 faces N9
  EXPECT_TRUE(outcome.captured);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   1   1   1   1   1   1   1   1   captured 0
   South   0   1   0   0   0   0   0   0   0   1   captured 2
   to move: South)"));
}

// "Capture and bonus move" and "Feeding": the bonus move obeys feeding too.
// South's capture empties North's row; South plays again and must feed North:
// only S9 (a pair) reaches N1, so it is the only legal bonus move.
TEST_F(Mbothe, BonusMoveMustFeed) {
  Game game(engine, midgame(R"(
          N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   2   0   0   0   0   0   0   0   0   captured 10
   South   1   0   0   0   0   0   0   0   2   0   captured 10
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 (empty, own) faces N9 (2): captured, play again
  EXPECT_EQ(game.state().to_move, kSouth);
  EXPECT_EQ(legal_text(game), "S9");
}

// "Capture": only an opposite pair is captured; otherwise the turn passes.
TEST_F(Mbothe, NoCaptureOppositeThree) {
  Game game(engine, midgame(R"(
   North   1   3   1   1   1   1   1   1   1   1   captured 0
   South   1   0   0   0   0   0   0   0   0   1   captured 0
   to move: South)"));
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   3   1   1   1   1   1   1   1   1   captured 0
   South   0   1   0   0   0   0   0   0   0   1   captured 0
   to move: North)"));
}

// "Feeding", then the pair rule (the Decision's filter order): feeding keeps
// only S9 (a pair); with only pairs left, S9 is the rightmost. The other order
// would have allowed only S1.
TEST_F(Mbothe, FeedingFiltersBeforeThePairRule) {
  Game game(engine, midgame(R"(
   North   0   0   0   0   0   0   0   0   0   0   captured 10
   South   1   0   0   0   0   0   0   0   2   0   captured 10
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S9");
}

// "Feeding": when no move feeds, any legal move.
TEST_F(Mbothe, AnyMoveWhenNoneFeeds) {
  Game game(engine, midgame(R"(
   North   0   0   0   0   0   0   0   0   0   0   captured 10
   South   1   0   1   0   0   0   0   0   0   0   captured 10
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1 S3");
}

// "End and result": the player to move has no move; the other player captures
// every seed left on the board.
TEST_F(Mbothe, OtherPlayerTakesTheRest) {
  Game game(engine, midgame(R"(
   North   0   0   0   0   1   0   0   2   0   0   captured 15
   South   0   0   0   0   0   0   0   0   0   0   captured 22
   to move: South)"));
  ASSERT_TRUE(game.over());
  GameResult r = game.result();
  EXPECT_EQ(r.south, 22);
  EXPECT_EQ(r.north, 18);
  EXPECT_EQ(r.winner, kSouth);
}

// "Skipping pairs": only the game's very first move is exempt; North's first
// move (ply 1) skips South's pairs already. On 2 x 4: N1 and N3 are both pairs,
// so the rightmost, N3, is played: N4, (S1 skipped), S2.
TEST_F(Mbothe, NorthsFirstMoveSkipsPairs) {
  CompileOptions small;
  small.overrides["pits"] = 4;
  RuleProgram rules4 = bundled("mbothe", small);
  Engine engine4(rules4);
  State s = board(rules4, R"(
          N4  N3  N2  N1
   North   0   2   0   2   captured 0
   South   2   0   1   0   captured 0
          S1  S2  S3  S4
   to move: North)");
  s.ply = 1;
  Game game(engine4, s);
  EXPECT_EQ(legal_text(game), "N3");
  game.play(move(rules4, "N3"));
  EXPECT_TRUE(same_board(rules4, game.state(), R"(
   North   1   0   0   2   captured 0
   South   2   1   1   0   captured 0
   to move: South)"));
}

// "Choosing the pit": a pair passed over for a single seed is refused for that
// reason, even when playing it would also empty North's row (S2 sows S3, S4
// and captures N1, North's last seeds): North's row is not empty now, so
// feeding is not the reason.
TEST_F(Mbothe, RefusedPairIsExplainedByThePreference) {
  CompileOptions small;
  small.overrides["pits"] = 4;
  RuleProgram rules4 = bundled("mbothe", small);
  Engine engine4(rules4);
  State s = board(rules4, R"(
          N4  N3  N2  N1
   North   0   0   0   2   captured 0
   South   1   2   0   0   captured 0
          S1  S2  S3  S4
   to move: South)");
  s.ply = 7;
  Game game(engine4, s);
  EXPECT_EQ(legal_text(game), "S1");
  EXPECT_EQ(why_illegal(game, move(rules4, "S2")),
            "S2 is not legal: the move filter of line 36 keeps only the moves where the pit does not "
            "hold exactly 2 seeds, or the rightmost pit's when there are none; legal here: S1");
}

}  // namespace
}  // namespace mancala::test
