// Every rule of docs/games/kpe.md on a hand-built position.
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Kpe : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("kpe");
  Engine engine{rules};

  // South has already started from S1, S2 and S3: the next move from S4 unlocks captures.
  static constexpr std::uint64_t kUsedS1toS3 = 0b0111;
  static constexpr std::uint64_t kUsedAllSouth = 0b1111;
};

// "Board and setup": 2 x 4 pits, 6 seeds each, South moves first.
TEST_F(Kpe, SetupAndFirstMover) {
  Game game(engine);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N4  N3  N2  N1
   North   6   6   6   6   captured 0
   South   6   6   6   6   captured 0
          S1  S2  S3  S4
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4");
}

// "Worked example": South plays S3 from the start.
TEST_F(Kpe, WorkedExample) {
  Game game(engine);
  game.play(move(rules, "S3"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N4  N3  N2  N1
   North   7   7   7   7   captured 0
   South   7   6   0   7   captured 0
          S1  S2  S3  S4
   to move: North)"));
}

// "A turn" 3: the origin is not skipped; 8 seeds put one back into it.
TEST_F(Kpe, OriginReceivesASeedOnAFullLap) {
  Game game(engine, board(rules, R"(
   North   1   1   1   1
   South   8   0   0   0
   to move: South)"));
  game.play(move(rules, "S1"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   2   2   2
   South   1   1   1   1
   to move: North)"));
}

// "A turn" 2: a single lap, even when the last seed lands in an occupied pit.
TEST_F(Kpe, SingleLapNoRelay) {
  Game game(engine, board(rules, R"(
   North   5   5   5   5
   South   2   3   0   0
   to move: South)"));
  game.play(move(rules, "S1"));  // S2 and S3 get one each; S3 was empty, S2 occupied
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   5   5   5
   South   0   4   1   0
   to move: North)"));
}

// "A turn" 1: only non-empty pits of the mover's own row.
TEST_F(Kpe, MovesOnlyFromNonEmptyOwnPits) {
  Game game(engine, board(rules, R"(
   North   1   0   2   0
   South   0   3   0   1
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S2 S4");
}

// "Captures", opening lock: while locked, a move that would capture captures nothing.
TEST_F(Kpe, LockedPlayerCapturesNothing) {
  State s = board(rules, R"(
          N4  N3  N2  N1
   North   5   1   1   1
   South   0   0   0   3
   to move: South)");
  Game game(engine, s);
  game.play(move(rules, "S4"));  // N1, N2, N3 become 2: a capture if South were unlocked
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   2   2   2   captured 0
   South   0   0   0   0   captured 0
   to move: North)"));
}

// "Captures": the move from the last unused pit already counts, so it captures;
// the chain runs backward while the opponent's pits hold 2 or 4.
TEST_F(Kpe, MoveFromLastUnusedPitCapturesWithChain) {
  State s = board(rules, R"(
          N4  N3  N2  N1
   North   5   1   1   1
   South   0   0   0   3
   to move: South)");
  s.moved_from[kSouth] = kUsedS1toS3;
  Game game(engine, s);
  game.play(move(rules, "S4"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   0   0   0   captured 0
   South   0   0   0   0   captured 6
   to move: North)"));
}

// "Captures", trigger: exactly 2 or 4; the chain stops at a pit that does not hold 2 or 4.
TEST_F(Kpe, TriggerOnFourAndChainStopsAtThree) {
  State s = board(rules, R"(
          N4  N3  N2  N1
   North   5   3   1   2
   South   0   0   0   3
   to move: South)");
  s.moved_from[kSouth] = kUsedAllSouth;
  Game game(engine, s);
  game.play(move(rules, "S4"));  // N1 -> 3 (stops the chain), N2 -> 2, N3 -> 4 (last)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   0   0   3   captured 0
   South   0   0   0   0   captured 6
   to move: North)"));
}

// "Captures", trigger: 3 is not captured.
TEST_F(Kpe, NoCaptureOnThree) {
  State s = board(rules, R"(
          N4  N3  N2  N1
   North   5   5   5   2
   South   0   0   0   1
   to move: South)");
  s.moved_from[kSouth] = kUsedAllSouth;
  Game game(engine, s);
  game.play(move(rules, "S4"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   5   5   3   captured 0
   South   0   0   0   0   captured 0
   to move: North)"));
}

// "Captures": own seeds are never captured; the chain stops at the mover's own pit.
TEST_F(Kpe, ChainStopsAtOwnPit) {
  State s = board(rules, R"(
          N4  N3  N2  N1
   North   5   5   5   1
   South   0   0   2   1
   to move: South)");
  s.moved_from[kSouth] = kUsedAllSouth;
  Game game(engine, s);
  game.play(move(rules, "S3"));  // S4 -> 2 (own), N1 -> 2 (captured)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   5   5   0   captured 0
   South   0   0   0   2   captured 2
   to move: North)"));
}

// "Captures": taking all of the opponent's seeds is allowed; North then has no
// move, the game ends, and the seeds left go to their pit's owner.
TEST_F(Kpe, CapturingEverythingEndsTheGame) {
  State s = board(rules, R"(
          N4  N3  N2  N1
   North   0   0   1   1   captured 10
   South   3   0   0   2   captured 27
   to move: South)");
  s.moved_from[kSouth] = kUsedAllSouth;
  s.moved_from[kNorth] = kUsedAllSouth << 4;
  Game game(engine, s);
  game.play(move(rules, "S4"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   captured 10
   South   3   0   0   0   captured 31
   to move: North)"));
  ASSERT_TRUE(game.over());
  GameResult r = game.result();
  EXPECT_EQ(r.south, 34);
  EXPECT_EQ(r.north, 10);
  EXPECT_EQ(r.winner, kSouth);
}

// "Feeding": with North's row empty, South must play a move that leaves seeds there.
TEST_F(Kpe, FeedingIsMandatoryWhenPossible) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   captured 20
   South   1   0   0   2   captured 20
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S4");
}

// "Feeding": when no move feeds, any legal move may be played.
TEST_F(Kpe, AnyMoveWhenNoneFeeds) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   captured 20
   South   1   1   0   0   captured 26
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1 S2");
}

// "End and result": the player to move has no legal move; seeds go to their owner; ties draw.
TEST_F(Kpe, EndWithEqualTotalsIsADraw) {
  Game game(engine, board(rules, R"(
   North   1   0   0   3   captured 20
   South   0   0   0   0   captured 24
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.legal().size, 0);
  GameResult r = game.result();
  EXPECT_EQ(r.south, 24);
  EXPECT_EQ(r.north, 24);
  EXPECT_EQ(r.winner, std::nullopt);
}

}  // namespace
}  // namespace mancala::test
