// The language's endings beyond "no legal move": a lap limit that ends the
// game instead of making the move illegal, the `lap limit reached` fact, and
// the ways of giving out the seeds left (`remaining seeds ...`, tried in
// order, with `when`). Each on a small rule file written here and a
// hand-built position; no bundled game is needed.
#include "agents/position_status.hpp"
#include "dsl/loader.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// A relay game on 2 x 2 pits whose lap limit and sweep the tests fill in.
std::string relay_rules(const std::string& limit, const std::string& sweeps) {
  return R"(
game "Tiny relay"
board { rows 2  pits 2  stores aside }
setup { seeds 2 in every pit }
move { from own pits }
sow { origin included  )" +
         limit + R"( }
lap end {
  if last was occupied: relay
  end move
}
game end {
  ends when no legal move
  )" + sweeps +
         R"(
})";
}

constexpr const char* kStart = R"(
          N2  N1
   North   3   0   captured 4
   South   1   1   captured 1
          S1  S2
   to move: South)";

// `lap limit 1` (the same as `then illegal`): a move that would relay is no move.
TEST(GameEndSweep, LapLimitThenIllegalRemovesTheMove) {
  for (const char* limit : {"lap limit 1", "lap limit 1 then illegal"}) {
    RuleProgram rules = from_text(relay_rules(limit, "remaining seeds to owner"));
    EXPECT_FALSE(rules.lap_limit_ends_game);
    Engine engine(rules);
    Game game(engine, board(rules, kStart));
    EXPECT_EQ(legal_text(game), "S2") << limit;  // S1 -> S2 (2) would relay; S2 -> N1 (1) stops
  }
}

// `lap limit 1 then end game`: the move is legal; its sowing stops when the
// first lap ends in an occupied pit, whose seeds stay there; the game is over.
TEST(GameEndSweep, LapLimitThenEndGameEndsTheGame) {
  RuleProgram rules =
      from_text(relay_rules("lap limit 1 then end game", "remaining seeds to owner"));
  EXPECT_TRUE(rules.lap_limit_ends_game);
  Engine engine(rules);
  Game game(engine, board(rules, kStart));
  EXPECT_EQ(legal_text(game), "S1 S2");
  EventLog events;
  const MoveOutcome outcome = game.play(move(rules, "S1"), &events);  // S2 -> 2: cut off
  EXPECT_TRUE(outcome.lap_limit_reached);
  EXPECT_FALSE(outcome.endless);
  EXPECT_EQ(outcome.laps, 1);
  EXPECT_EQ(events.back().kind, EventKind::lap_limit);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   3   0   captured 4
   South   0   2   captured 1
   to move: North)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 3);  // each takes their row
  EXPECT_EQ(game.result().north, 7);
  // Searchers, which play on positions without a Game, see the end too.
  MoveList legal;
  EXPECT_TRUE(examine(engine, game.state(), false, legal).over);
  EXPECT_EQ(legal.size, 0);
}

// `when lap limit reached` chooses the sweep for that end only; an even split
// gives the odd seed as the statement says (here, to the opponent of the
// player to move: South, who made the cut move).
TEST(GameEndSweep, SweepChosenByLapLimitReached) {
  RuleProgram rules = from_text(relay_rules("lap limit 1 then end game", R"(
  remaining seeds split evenly, odd seed to opponent when lap limit reached
  remaining seeds to owner)"));
  ASSERT_EQ(rules.sweeps.size(), 2u);
  Engine engine(rules);
  Game cut(engine, board(rules, kStart));
  cut.play(move(rules, "S1"));  // cut: 5 seeds left, 2 and 2, the odd one to South
  ASSERT_TRUE(cut.over());
  EXPECT_EQ(cut.result().south, 4);
  EXPECT_EQ(cut.result().north, 6);
  Game stuck(engine, board(rules, R"(
   North   0   0   captured 4
   South   0   0   captured 1
   to move: South)"));
  ASSERT_TRUE(stuck.over());  // no legal move: the second statement, to the owner
  EXPECT_EQ(stuck.result().south, 1);
}

// `split evenly, odd seed to P if C else Q`: the condition is seen before the
// seeds are given out; both branches, and `opponent`.
TEST(GameEndSweep, OddSeedFollowsItsCondition) {
  RuleProgram rules = from_text(relay_rules(
      "",
      "remaining seeds split evenly, odd seed to South if store(North) > store(South) else "
      "opponent"));
  Engine engine(rules);
  // No legal move for South; 3 seeds left: 1 each, the odd one by the condition.
  Game north_ahead(engine, board(rules, R"(
   North   2   1   captured 4
   South   0   0   captured 1
   to move: South)"));
  ASSERT_TRUE(north_ahead.over());
  EXPECT_EQ(north_ahead.result().south, 3);  // 1 + 1 + the odd seed
  EXPECT_EQ(north_ahead.result().north, 5);
  Game south_ahead(engine, board(rules, R"(
   North   2   1   captured 1
   South   0   0   captured 4
   to move: South)"));
  ASSERT_TRUE(south_ahead.over());
  EXPECT_EQ(south_ahead.result().south, 5);
  EXPECT_EQ(south_ahead.result().north, 3);  // the opponent of South, to move
}

// The facts of the game end reach the sweep's conditions: `no legal move`.
TEST(GameEndSweep, SweepSeesNoLegalMove) {
  RuleProgram rules = from_text(relay_rules("", R"(
  remaining seeds split evenly, odd seed to South when no legal move
  remaining seeds to owner)"));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
   North   2   1   captured 0
   South   0   0   captured 0
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 2);  // split: 1 each, and the odd seed
  EXPECT_EQ(game.result().north, 1);
}

// `remaining seeds to nobody`: the seeds left count for no one, and the
// result says how many there are.
TEST(GameEndSweep, SeedsToNobodyAreUnclaimed) {
  RuleProgram rules = from_text(relay_rules("", R"(
  remaining seeds to nobody when store(North) > store(South)
  remaining seeds to owner)"));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
   North   2   1   captured 4
   South   0   0   captured 1
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().south, 1);
  EXPECT_EQ(game.result().north, 4);
  EXPECT_EQ(game.result().unclaimed, 3);
  EXPECT_EQ(game.result().winner, kNorth);
}

// `remaining seeds to last mover` names the player who made the move just
// played. After a move that plays again and leaves its mover stuck, that is
// the player to move, where `to other player` gives the seeds to the opponent.
TEST(GameEndSweep, LastMoverIsTheMoverAfterPlayingAgain) {
  const auto rules_with = [](const std::string& sweep) {
    return from_text(R"(
game "Tiny play again"
board { rows 2  pits 2  stores aside }
setup { seeds 2 in every pit }
move { from own pits }
sow { origin included }
lap end {
  if last was empty: play again
  end move
}
game end {
  ends when no legal move
  )" + sweep + "\n}");
  };
  const char* position = R"(
          N2  N1
   North   3   0   captured 0
   South   0   1   captured 0
          S1  S2
   to move: South)";
  for (const char* sweep : {"remaining seeds to last mover", "remaining seeds to other player"}) {
    SCOPED_TRACE(sweep);
    const RuleProgram rules = rules_with(sweep);
    Engine engine(rules);
    Game game(engine, board(rules, position));
    game.play(move(rules, "S2"));  // S2 -> N1, which was empty: South plays again, and cannot
    ASSERT_TRUE(game.over());
    ASSERT_EQ(game.state().to_move, kSouth);
    const bool to_last_mover = std::string(sweep).ends_with("last mover");
    EXPECT_EQ(game.result().south, to_last_mover ? 4 : 0);  // N1 1 and N2 3 are left
    EXPECT_EQ(game.result().north, to_last_mover ? 0 : 4);
  }
}

// Before any move, the last mover is the player not to move, as for `to other
// player`.
TEST(GameEndSweep, LastMoverBeforeAnyMoveIsThePlayerNotToMove) {
  const RuleProgram rules = from_text(relay_rules("", "remaining seeds to last mover"));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
   North   2   1   captured 0
   South   0   0   captured 0
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.result().north, 3);
  EXPECT_EQ(game.result().south, 0);
}

// A file that extends another and states a `remaining seeds` statement
// replaces the parent's whole list (Ayoayo has two).
TEST(GameEndSweep, ChildReplacesTheParentsSweeps) {
  LoadResult r = load_rules_text(source_path("rules/child.mancala"), R"(extends "ayoayo.mancala"
game "Ayoayo, rows to their owners"
game end {
  ends when no legal move
  remaining seeds to owner
}
)");
  ASSERT_TRUE(r.program) << r.messages;
  ASSERT_EQ(r.program->sweeps.size(), 1u);
  EXPECT_EQ(r.program->sweeps[0].how, Remaining::to_owner);
  EXPECT_EQ(r.program->sweeps[0].condition, -1);
}

}  // namespace
}  // namespace mancala::test
