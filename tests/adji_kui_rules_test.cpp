// Every rule of docs/games/adji-kui-2.md on a hand-built position; a '*'
// after a count marks a pit owned by the other row's player (a bought pit).
#include "agents/random_agent.hpp"
#include "interpreter/match.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class AdjiKui : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("adji-kui-2");
  Engine engine{rules};
};

// "Board and setup": 2 x 6 pits of 4; South first; every pit owned by its row's player.
TEST_F(AdjiKui, Setup) {
  Game game(engine);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N6  N5  N4  N3  N2  N1
   North   4   4   4   4   4   4   captured 0
   South   4   4   4   4   4   4   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S1 S2 S3 S4 S5 S6");
}

// "A turn" 1 and "Ownership": pits the mover owns, by owner not by row, with at least 2.
TEST_F(AdjiKui, MovesFromOwnedPitsWithAtLeastTwo) {
  Game south(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   2*  0   0   0   0   3
   South   1   3   0   0   0   0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_EQ(legal_text(south), "S2 N6");
  Game north(engine, board(rules, R"(
   North   2*  0   0   0   0   3
   South   1   3   0   0   0   0
   to move: North)"));
  EXPECT_EQ(legal_text(north), "N1");
}

// "A turn" 2, first case: exactly 4 in an opponent's pit: captured, the move ends.
TEST_F(AdjiKui, FourInOpponentsPitIsCaptured) {
  Game game(engine, board(rules, R"(
   North   4   4   4   4   4   3   captured 0
   South   0   0   0   0   2   1   captured 0
   to move: South)"));
  game.play(move(rules, "S5"));  // S6 -> 2, N1 -> 4 (last)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   4   4   4   4   0   captured 0
   South   0   0   0   0   0   2   captured 4
   to move: North)"));
}

// "A turn" 2, second case: exactly 4 in an own pit ends the move, though it was occupied.
TEST_F(AdjiKui, FourInOwnPitEndsTheMove) {
  Game game(engine, board(rules, R"(
   North   4   4   4   4   4   4   captured 0
   South   0   0   0   2   0   3   captured 0
   to move: South)"));
  game.play(move(rules, "S4"));  // S5 -> 1, S6 -> 4 (last): no relay
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   4   4   4   4   4   captured 0
   South   0   0   0   0   1   4   captured 0
   to move: North)"));
}

// "A turn" 2, third and fourth cases: relay from an occupied pit; stop in an empty one.
TEST_F(AdjiKui, RelayThenStopInEmptyPit) {
  Game game(engine, board(rules, R"(
   North   3   3   3   3   0   0   captured 0
   South   0   0   0   2   0   1   captured 0
   to move: South)"));
  game.play(move(rules, "S4"));  // S5 -> 1, S6 -> 2: relay 2: N1 -> 1, N2 -> 1 (empty: stop)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   3   3   3   1   1   captured 0
   South   0   0   0   0   1   0   captured 0
   to move: North)"));
}

// "A turn" 3: a four made by a seed that is not the last of its lap stays.
TEST_F(AdjiKui, FourEnPassantStays) {
  Game game(engine, board(rules, R"(
   North   2   2   2   2   2   2   captured 0
   South   0   0   3   3   0   0   captured 0
   to move: South)"));
  game.play(move(rules, "S3"));  // S4 -> 4 en passant, S5 -> 1, S6 -> 1 (empty: stop)
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   2   2   2   2   2   captured 0
   South   0   0   0   4   1   1   captured 0
   to move: North)"));
}

// "Ownership": a pit South bought in North's row is South's: North captures a
// four there; South's own last seed making four there just ends the move.
TEST_F(AdjiKui, BoughtPitBelongsToTheBuyer) {
  Game north(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   3*  0   2   0   0   3   captured 0
   South   4   4   4   4   4   4   captured 0
   to move: North)"));
  north.play(move(rules, "N4"));  // N5 -> 1, N6 (South's) -> 4: captured by North
  EXPECT_TRUE(same_board(rules, north.state(), R"(
   North   0*  1   0   0   0   3   captured 4
   South   4   4   4   4   4   4   captured 0
   to move: South)"));
  Game south(engine, board(rules, R"(
   North   3*  0   0   0   0   0   captured 0
   South   4   4   4   4   4   6   captured 0
   to move: South)"));
  south.play(move(rules, "S6"));  // N1..N5 -> 1, N6 (South's own) -> 4: the move just ends
  EXPECT_TRUE(same_board(rules, south.state(), R"(
   North   4*  1   1   1   1   1   captured 0
   South   4   4   4   4   4   0   captured 0
   to move: North)"));
}

// "Passing": a player whose pits hold only single seeds passes; two passes end the game.
TEST_F(AdjiKui, PassingAndTwoPassesEndTheGame) {
  Game game(engine, board(rules, R"(
   North   0   1   1   1   1   1   captured 14
   South   1   1   1   1   1   0   captured 24
   to move: South)"));
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  EXPECT_FALSE(game.over());
  EXPECT_EQ(game.state().to_move, kNorth);
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  ASSERT_TRUE(game.over());
  GameResult r = game.result();
  EXPECT_EQ(r.south, 29);
  EXPECT_EQ(r.north, 19);
}

// "End of a game": at most 8 seeds left; each player takes the seeds of the pits they own.
TEST_F(AdjiKui, EndsAtEightSeedsWithOwnersSweep) {
  Game game(engine, board(rules, R"(
   North   2*  0   0   0   0   3   captured 16
   South   0   0   0   0   2   5   captured 20
   to move: South)"));
  game.play(move(rules, "S5"));  // S6 -> 6, N1 -> 4: captured; 8 seeds left
  ASSERT_TRUE(game.over());
  GameResult r = game.result();
  EXPECT_EQ(r.south, 20 + 4 + 6 + 2);  // captures, S6, and the bought N6
  EXPECT_EQ(r.north, 16);
}

// "Match play" 1-3, checked by hand: 27-21. South fills S1..S6 (24), 3 left;
// North fills N1..N5 (20), 1 left; the remainders fill N6, South's (3 > 1).
TEST_F(AdjiKui, Rebuild27to21) {
  EXPECT_TRUE(same_board(rules, rebuild_board(rules, 27, 21), R"(
   North   4*  4   4   4   4   4
   South   4   4   4   4   4   4
   to move: South)"));
}

// 30-18: South's surplus 6 buys N6 (from the highest pit down), 2 left; North
// fills N1..N4, 2 left; the 2-2 remainder pit N5 goes to the larger total, South.
TEST_F(AdjiKui, Rebuild30to18) {
  EXPECT_TRUE(same_board(rules, rebuild_board(rules, 30, 18), R"(
   North   4*  4*  4   4   4   4
   South   4   4   4   4   4   4
   to move: South)"));
}

// 46-2: South's surplus 22 buys N6..N2, 2 left; North fills nothing, 2 left;
// N1 goes to South (2-2, larger total). North owns no pit.
TEST_F(AdjiKui, Rebuild46to2) {
  State s = rebuild_board(rules, 46, 2);
  EXPECT_TRUE(same_board(rules, s, R"(
   North   4*  4*  4*  4*  4*  4*
   South   4   4   4   4   4   4
   to move: South)"));
  EXPECT_EQ(pits_owned(rules, s)[kNorth], 0);
}

// The same rules when North wins: 21-27 mirrors 27-21.
TEST_F(AdjiKui, Rebuild21to27) {
  EXPECT_TRUE(same_board(rules, rebuild_board(rules, 21, 27), R"(
   North   4   4   4   4   4   4
   South   4   4   4   4   4   4*
   to move: South)"));
}

// "Match play" 4-5: the first mover alternates; a player owning no pit loses the match.
TEST_F(AdjiKui, MatchAlternatesAndEndsWhenAPlayerOwnsNoPit) {
  Match match(engine, 10);
  EXPECT_EQ(match.game().state().to_move, kSouth);
  RandomAgent agent(1);
  while (!match.game().over() && match.game().state().ply < 2000)
    match.game().play(agent.choose(match.game()));
  ASSERT_TRUE(match.game().over());
  match.book_game();
  ASSERT_FALSE(match.over());
  match.start_next_game();
  EXPECT_EQ(match.game_number(), 2);
  EXPECT_EQ(match.game().state().to_move, kNorth);
}

}  // namespace
}  // namespace mancala::test
