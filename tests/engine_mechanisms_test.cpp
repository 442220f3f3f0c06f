// Engine mechanisms that no bundled game exercises fully, each on a small rule
// file written here and a hand-built position. Each test was written against
// a mutation of the engine that every other test let pass (see the comment
// above it): a capture chain longer than a row, a relay ending in a store, the
// first-lap restriction without relay, the lap origin of a relay, the side to
// move in repeated positions, the first player of rebuilt games.
#include "interpreter/match.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// Mutation: the chain stopped after a row's length of pits. A chain whose
// condition does not ask whose pits they are runs on into the mover's row.
TEST(Mechanisms, CaptureChainMayRunLongerThanARow) {
  RuleProgram rules = from_text(R"(
game "Long chain"
board { rows 2  pits 3  stores aside }
setup { seeds 1 in every pit }
move { from own pits }
sow { origin included }
lap end {
  if seeds(last) == 2: capture backward from last while seeds(pit) == 2
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)");
  Engine engine(rules);
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   1   1   1   captured 0
   South   4   1   1   captured 0
          S1  S2  S3
   to move: South)"));
  game.play(move(rules, "S1"));  // S2, S3, N1, N2 all brought to 2: N2, N1, S3, S2 captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   0   0   captured 0
   South   0   0   0   captured 8
   to move: North)"));
}

// Mutation: a relay lifted the store the last seed fell into. A store is never
// lifted: the move ends there.
TEST(Mechanisms, RelayNeverLiftsAStore) {
  RuleProgram rules = from_text(R"(
game "Relay into stores"
board { rows 2  pits 3  stores in circuit }
setup { seeds 2 in every pit }
move { from own pits }
sow { origin included }
lap end {
  if last was occupied: relay
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)");
  Engine engine(rules);
  Game game(engine, board(rules, R"(
   North   2   2   2   store 0
   South   2   2   1   store 5
   to move: South)"));
  MoveOutcome outcome = game.play(move(rules, "S3"));  // into the occupied store
  EXPECT_EQ(outcome.laps, 1);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   2   2   store 0
   South   2   2   0   store 6
   to move: North)"));
}

// Mutation: moves were simulated to apply the first-lap restriction only when
// the rules also relay, skip or feed. Here they do none of these.
TEST(Mechanisms, FirstLapRestrictionFiltersTheLegalMovesOnItsOwn) {
  RuleProgram rules = from_text(R"(
game "Forbidden laps"
board { rows 2  pits 3  stores aside }
setup { seeds 1 in every pit }
move {
  from own pits
  forbid first lap ending where last in own row and last was occupied
}
sow { origin included }
lap end { end move }
game end { ends when no legal move  remaining seeds to owner }
)");
  Engine engine(rules);
  Game game(engine);
  EXPECT_EQ(legal_text(game), "S3");  // S1 and S2 end in an occupied own pit
}

// Mutation: 'origin skipped' skipped the move's first pit instead of the pit
// the current lap was lifted from. After a relay, the lap's origin is skipped
// and the move's origin gets a seed, in both directions.
std::string relay_round_rules(const std::string& direction) {
  return R"(
game "Relay round"
board { rows 2  pits 2  stores aside }
setup { seeds 2 in every pit }
move { from own pits }
sow { direction )" +
         direction + R"(  origin skipped }
lap end {
  if last is own and last was occupied: relay
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)";
}

TEST(Mechanisms, OriginSkippedIsTheLapsOriginCounterClockwise) {
  RuleProgram rules = from_text(relay_round_rules("ccw"));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
          N2  N1
   North   0   0
   South   1   3
          S1  S2
   to move: South)"));
  // S1 into S2, occupied: relay 4 from S2: N1, N2, S1 (the move's origin), (S2), N1.
  EXPECT_EQ(game.play(move(rules, "S1")).laps, 2);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   2
   South   1   0
   to move: North)"));
}

TEST(Mechanisms, OriginSkippedIsTheLapsOriginClockwise) {
  RuleProgram rules = from_text(relay_round_rules("cw"));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
          N2  N1
   North   0   0
   South   3   1
          S1  S2
   to move: South)"));
  // S2 into S1, occupied: relay 4 from S1: N2, N1, S2 (the move's origin), (S1), N2.
  EXPECT_EQ(game.play(move(rules, "S2")).laps, 2);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   1
   South   0   1
   to move: North)"));
}

// Mutation: the side to move was left out of the position a repetition rule
// compares. A pass leaves the pits as they were, but it is the other player's
// turn: no repetition.
TEST(Mechanisms, APassDoesNotRepeatThePosition) {
  RuleProgram rules = from_text(R"(
game "Passing"
board { rows 2  pits 2  stores aside }
setup { seeds 2 in every pit }
move { from own pits  pass when no move }
sow { origin included }
lap end { end move }
game end {
  ends when position repeated
  ends when both passed
  remaining seeds to owner
}
)");
  Engine engine(rules);
  Game game(engine, board(rules, R"(
   North   0   1   captured 0
   South   0   0   captured 0
   to move: South)"));
  EXPECT_EQ(legal_text(game), "pass");
  game.play(move(rules, "pass"));
  EXPECT_FALSE(game.over());
  EXPECT_EQ(legal_text(game), "N1");
}

// Mutation: rebuilt games started with South. Without 'first player
// alternates', a rebuilt game starts with the file's first player.
TEST(Mechanisms, RebuiltGamesStartWithTheFilesFirstPlayer) {
  RuleProgram rules = from_text(R"(
game "Rebuilt, North first"
board { rows 2  pits 2  stores aside }
setup { seeds 2 in every pit  first North }
move { from own pits }
sow { origin included }
lap end { capture last then end move }
game end { ends when no legal move  remaining seeds to owner }
match { rebuild from totals with 2 per pit }
)");
  Engine engine(rules);
  Match match(engine, 3);
  EXPECT_EQ(match.game().state().to_move, kNorth);
  for (int ply = 0; ply < 100 && !match.game().over(); ++ply)
    match.game().play(match.game().legal()[0]);
  ASSERT_TRUE(match.game().over());
  match.book_game();
  ASSERT_FALSE(match.over());
  match.start_next_game();
  EXPECT_EQ(match.game_number(), 2);
  EXPECT_EQ(match.game().state().to_move, kNorth);
}

}  // namespace
}  // namespace mancala::test
