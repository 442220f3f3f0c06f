// Every rule of docs/games/oware.md (rules numbered as there), on hand-built positions.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Oware : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("oware");
  Engine engine{rules};
};

// Rules 1-2: 2 x 6 pits of 4; any non-empty own pit.
TEST_F(Oware, Setup) {
  Game game(engine);
  EXPECT_EQ(rules.total_seeds, 48);
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
}

// Rule 3: the origin pit is skipped when the sowing comes round (12 seeds).
TEST_F(Oware, OriginSkipped) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   4   4   4   4   4   4   captured 0
   South  12   0   0   0   0   0   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // S2..S6, N1..N6, then S1 is skipped: S2 again
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   5   5   5   5   5   captured 0
   South   0   2   1   1   1   1   captured 0
   to move: North)"));
}

// Rule 4: 2s and 3s captured from the last pit backward, while the opponent's.
TEST_F(Oware, CaptureChainBackward) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   4   4   1   2   1   1   captured 0
   South   0   0   0   0   0   3   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 2, N2 -> 2, N3 -> 3 (last): all three captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   4   1   0   0   0   captured 0
   South   0   0   0   0   0   0   captured 7
   to move: North)"));
}

// Rule 4: the chain stops at a pit that does not hold 2 or 3.
TEST_F(Oware, ChainStopsAtFour) {
  Game game(engine, board(rules, R"(
   North   4   4   1   2   3   1   captured 0
   South   0   0   0   0   0   3   captured 0
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 2, N2 -> 4 (stops the chain), N3 -> 3 (last)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   4   1   0   4   2   captured 0
   South   0   0   0   0   0   0   captured 3
   to move: North)"));
}

// Rule 5: a grand slam (taking every seed of the opponent's row) captures nothing.
TEST_F(Oware, GrandSlamCapturesNothing) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   1   1   captured 10
   South   4   0   0   0   0   2   captured 10
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 2, N2 -> 2: would take all of North's seeds
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   2   2   captured 10
   South   4   0   0   0   0   0   captured 10
   to move: North)"));
}

// Rule 10: under `grand-slam-illegal`, the grand slam is no legal move; the
// other moves stay, and a capture that leaves the opponent seeds stands.
TEST_F(Oware, GrandSlamIllegalVariantForbidsTheMove) {
  CompileOptions illegal;
  illegal.variant = "grand-slam-illegal";
  const RuleProgram variant = bundled("oware", illegal);
  Engine strict(variant);
  const std::string position = R"(
   North   0   0   0   0   1   1   captured 10
   South   4   0   0   0   0   2   captured 10
   to move: South)";
  Game game(strict, board(variant, position));
  EXPECT_EQ(legal_text(game), "S1");  // S6 would take N1 and N2, all of North's seeds
  Game plain(engine, board(rules, position));
  EXPECT_EQ(legal_text(plain), "S1 S6");  // the reference rules allow it (capturing nothing)
  Game partial(strict, board(variant, R"(
   North   0   0   0   3   1   1   captured 7
   South   4   0   0   0   0   2   captured 10
   to move: South)"));
  partial.play(move(variant, "S6"));  // N1 and N2 taken, N3 keeps its 3
  EXPECT_TRUE(same_board(variant, partial.state(), R"(
   North   0   0   0   3   0   0   captured 7
   South   4   0   0   0   0   0   captured 14
   to move: North)"));
}

// Rule 6: with the opponent's row empty, only moves that reach it are legal.
TEST_F(Oware, FeedingKeepsMovesThatReach) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 10
   South   1   0   0   0   0   1   captured 10
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S6");
}

// Rules 6 and 8c: when no move can feed, the game ends; each player adds their own row.
TEST_F(Oware, NoFeedingMoveEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   captured 20
   South   1   0   0   0   1   0   captured 20
   to move: South)"));
  ASSERT_TRUE(game.over());
  GameResult r = game.result();
  EXPECT_EQ(r.south, 22);
  EXPECT_EQ(r.north, 20);
}

// Rule 7: the turn always passes, even after a capture.
TEST_F(Oware, TurnAlwaysPasses) {
  Game game(engine, board(rules, R"(
   North   4   4   4   4   4   1   captured 0
   South   0   0   0   0   0   1   captured 0
   to move: South)"));
  game.play(move(rules, "S6"));
  EXPECT_EQ(game.state().cells[rules.store_cell(kSouth)], 2);
  EXPECT_EQ(game.state().to_move, kNorth);
}

// Rule 8b: a score over 24 ends the game at once; the rows go to their owners.
TEST_F(Oware, ScoreOverHalfEndsTheGame) {
  Game game(engine, board(rules, R"(
   North   0   0   4   4   4   1   captured 4
   South   0   0   0   0   4   1   captured 24
   to move: South)"));
  game.play(move(rules, "S6"));  // captures 2: 26
  ASSERT_TRUE(game.over());
  GameResult r = game.result();
  EXPECT_EQ(r.south, 30);
  EXPECT_EQ(r.north, 16);
}

// Rule 8b: both scores at 24 end the game.
TEST_F(Oware, BothScoresAtTwentyFourEndTheGame) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   1   1   captured 24
   South   0   0   0   0   0   1   captured 22
   to move: South)"));
  game.play(move(rules, "S6"));  // N1 -> 2 captured: 24-24
  ASSERT_TRUE(game.over());
  GameResult r = game.result();
  EXPECT_EQ(r.south, 24);
  EXPECT_EQ(r.north, 25);  // N2's seed goes to North's total
}

// Rule 8a: a position repeated since the last capture ends the game. On a
// 2 x 1 board with one seed each: S1 -> N1 (a grand slam: no capture), N1 sows
// S1 twice (origin skipped; another grand slam), S1 sows N1 twice: the position
// after ply 1 comes back after ply 3.
TEST_F(Oware, RepetitionEndsTheGame) {
  CompileOptions tiny;
  tiny.overrides = {{"pits", 1}, {"seeds", 1}};
  RuleProgram rules1 = bundled("oware", tiny);
  Engine engine1(rules1);
  Game game(engine1);
  game.play(move(rules1, "S1"));
  game.play(move(rules1, "N1"));
  EXPECT_FALSE(game.over());
  game.play(move(rules1, "S1"));
  ASSERT_TRUE(game.over());
  GameResult r = game.result();
  EXPECT_EQ(r.south, 0);
  EXPECT_EQ(r.north, 2);
}

// Rule 8a: "a capture forgets all earlier positions". A capture raises a
// score, so no earlier position can come back; the game forgets them, and
// remembers only the positions since the capture (the one after it included).
TEST_F(Oware, CaptureForgetsEarlierPositions) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   1   1   captured 0
   South   1   0   0   0   0   1   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_EQ(game.positions_remembered(), 1u);  // the start
  game.play(move(rules, "S1"));                // into S2: no capture
  game.play(move(rules, "N2"));                // into N3: no capture
  EXPECT_EQ(game.positions_remembered(), 3u);
  EXPECT_TRUE(game.play(move(rules, "S6")).captured);  // N1 brought to 2
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   1   0   0   captured 0
   South   0   1   0   0   0   0   captured 2
   to move: North)"));
  EXPECT_EQ(game.positions_remembered(), 1u);
  EXPECT_FALSE(game.over());
}

}  // namespace
}  // namespace mancala::test
