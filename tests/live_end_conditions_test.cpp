// After each move the game driver tests the end conditions as they read where
// the player to move has a legal move, with `no legal move` and `repeated`
// already decided (LiveEndCondition in interpreter/lowered_program.hpp). The
// shortened list must end the game exactly when one of the whole conditions
// holds: on every bundled file and variant, and on small files written to use
// the decided facts inside `and`, `or` and `not`.
#include <gtest/gtest.h>

#include "agents/random_agent.hpp"
#include "interpreter/lowered_program.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// Whether one of the whole end conditions holds, each evaluated as its tree.
bool any_whole_condition_holds(const RuleProgram& p, const State& s, bool repeated) {
  EvalContext ctx;
  ctx.state = &s;
  ctx.mover = s.to_move;
  ctx.repeated = repeated;
  ctx.no_legal_move = false;
  for (int node : p.end_conditions)
    if (eval_condition(p, node, ctx)) return true;
  return false;
}

// Compares end_condition_holds with the whole conditions on the positions of
// random games of `program`, as new positions and as repetitions.
void expect_live_conditions_agree(const RuleProgram& program, const std::string& what) {
  const Engine engine(program);
  int compared = 0;
  for (int g = 0; g < 4; ++g) {
    Game game(engine);
    RandomAgent agent(derive_seed(5, static_cast<std::uint64_t>(g)));
    for (int ply = 0; ply < 300; ++ply) {
      const State& s = game.state();
      MoveList moves;
      engine.legal_moves(s, moves);
      if (moves.size > 0) {
        for (const bool repeated : {false, true}) {
          ASSERT_EQ(end_condition_holds(engine, s, repeated),
                    any_whole_condition_holds(program, s, repeated))
              << what << " game " << g << " ply " << ply << " repeated " << repeated;
          ++compared;
        }
      }
      if (game.over()) break;
      game.play(agent.choose(game));
    }
  }
  EXPECT_GT(compared, 0) << what;
}

TEST(LiveEndConditions, EndEveryBundledFileAndVariantExactlyAsTheWholeConditions) {
  for (const BundledProgram& bundled : bundled_programs_and_variants())
    expect_live_conditions_agree(bundled.program, bundled.label);
}

TEST(LiveEndConditions, DecidedFactsInsideAndOrNotMeanWhatTheirTreesMean) {
  const char* conditions[] = {
      "position repeated",
      "not position repeated",
      "position repeated and store(South) > 1",
      "position repeated or store(South) > 1",
      "not position repeated and store(North) >= 1",
      "no legal move or store(South) > 1",
      "no legal move and store(South) > 1",
      "not no legal move and store(North) > 1",
      "not no legal move or position repeated",
  };
  // South's store holds 0, 2 or 5 seeds; North's 0 or 3.
  for (const char* condition : conditions) {
    const RuleProgram program = game_ending_when(condition);
    const Engine engine(program);
    for (const char* stores : {"0", "2", "5"})
      for (const char* north_store : {"0", "3"}) {
        const std::string drawing = std::string("   North   1   1   1   store ") + north_store +
                                    "\n   South   1   1   1   store " + stores +
                                    "\n   to move: South";
        const State s = board(program, drawing);
        for (const bool repeated : {false, true})
          EXPECT_EQ(end_condition_holds(engine, s, repeated),
                    any_whole_condition_holds(program, s, repeated))
              << condition << "\nrepeated " << repeated << "\n"
              << drawing;
      }
  }
}

// Row tests and disjunctions of them, and conditions on the stores alone,
// are answered by FlatEnds (a row mask test, a table of store counts); any
// other shape keeps the conditions' loop, and so do store counts past the
// table. Either way the game must end where the whole conditions say, for
// each mover, each pair of rows empty or not and each pair of store counts.
TEST(LiveEndConditions, RowAndStoreTestsEndTheGameWhereTheirConditionsSay) {
  struct Case {
    const char* conditions;
    bool flat;
  };
  const Case cases[] = {
      {"either row is empty", true},
      {"own row is empty", true},
      {"opponent's row is empty", true},
      {"South row is empty", true},
      {"North row is empty", true},
      {"own row is empty or South row is empty", true},
      {"own row is empty  ends when opponent's row is empty", true},
      {"South row is empty  ends when own row is empty", true},
      {"store(South) > 2", true},
      {"store(South) > 2 or store(North) >= 3", true},
      {"store(South) == 2 and store(North) == 3", true},
      {"not store(North) < 3", true},
      {"own row is empty  ends when store(North) > 2", true},
      {"South row is empty and North row is empty", false},
      {"not own row is empty", false},
      {"own row is empty or store(South) > 2", false},
      {"store(South) > 2 and South row is empty", false},
  };
  // A row holds no seed, one seed in its middle pit, or seeds everywhere.
  const char* rows[] = {"0   0   0", "0   1   0", "2   1   3"};
  // The file sets up 12 seeds: a store of 20 is past the table.
  const char* stores[] = {"0", "2", "3", "20"};
  for (const Case& c : cases) {
    const RuleProgram program = game_ending_when(c.conditions);
    const Engine engine(program);
    for (const bool repeated : {false, true})
      EXPECT_EQ(engine.lowered().flat_ends[repeated].usable, c.flat) << c.conditions;
    for (const char* north : rows)
      for (const char* south : rows)
        for (const char* north_store : stores)
          for (const char* south_store : stores)
            for (const char* mover : {"South", "North"}) {
              const std::string drawing = std::string("   North   ") + north + "   store " +
                                          north_store + "\n   South   " + south + "   store " +
                                          south_store + "\n   to move: " + mover;
              const State s = board(program, drawing);
              for (const bool repeated : {false, true})
                ASSERT_EQ(end_condition_holds(engine, s, repeated),
                          any_whole_condition_holds(program, s, repeated))
                    << c.conditions << "\nrepeated " << repeated << "\n"
                    << drawing;
            }
  }
}

TEST(LiveEndConditions, ConditionsThatCannotHoldWithALegalMoveAreNotTested) {
  // Kalah ends when a row is empty or the mover has no legal move: after a
  // move that leaves one, only the row test is left.
  const RuleProgram kalah = bundled("kalah");
  const LoweredProgram& low = *kalah.lowered;
  ASSERT_EQ(low.end_conditions.size(), 2u);
  for (const bool repeated : {false, true}) {
    ASSERT_EQ(low.live_end_conditions[repeated].size(), 1u);
    EXPECT_EQ(low.live_end_conditions[repeated][0].index, 0);
    // ... and that one is a row test, read off the occupancy mask.
    EXPECT_TRUE(low.flat_ends[repeated].usable);
    EXPECT_TRUE(low.flat_ends[repeated].by_rows);
  }
}

}  // namespace
}  // namespace mancala::test
