// The lowering (interpreter/lowered_condition.*) turns the common shapes of a
// condition into fused tests: each must mean exactly what the condition's tree
// means. Conditions written as end conditions are lowered and evaluated both
// ways on drawn boards where the rows are full, half empty and empty.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "interpreter/engine.hpp"
#include "interpreter/lowered_condition.hpp"
#include "interpreter/lowered_program.hpp"
#include "interpreter/random.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// Boards where South's row, North's row, both or neither are empty, with
// either side to move.
std::vector<std::string> boards() {
  std::vector<std::string> drawings;
  for (const char* north : {"0   0   0", "0   2   0", "3   1   5"})
    for (const char* south : {"0   0   0", "1   0   0", "2   2   2"})
      for (const char* mover : {"South", "North"})
        drawings.push_back(std::string("   North   ") + north + "   store 0\n   South   " + south +
                           "   store 0\n   to move: " + mover);
  return drawings;
}

// The first end condition of `program`, lowered, agrees with its tree on every board.
void expect_lowering_agrees(const RuleProgram& program, const std::string& condition) {
  ASSERT_EQ(program.end_conditions.size(), 2u) << condition;
  const int node = program.end_conditions[0];
  const LoweredCondition lowered = lower_condition(program, node);
  for (const std::string& drawing : boards()) {
    const State state = board(program, drawing);
    EvalContext ctx;
    ctx.state = &state;
    ctx.mover = state.to_move;
    EXPECT_EQ(holds(program, lowered, ctx), eval_condition(program, node, ctx)) << condition << "\n"
                                                                                << drawing;
  }
}

TEST(Lowering, RowSeedsComparedWithZeroOrOneMeansWhatItsTreeMeans) {
  for (const char* who : {"own", "opponent's", "South", "North"})
    for (const char* op : {"==", "!=", "<", "<=", ">", ">="})
      for (const char* value : {"0", "1", "2"}) {
        const std::string row = std::string("seeds in ") + who + " row";
        for (const std::string& condition :
             {row + " " + op + " " + value, std::string(value) + " " + op + " " + row}) {
          SCOPED_TRACE(condition);
          expect_lowering_agrees(game_ending_when(condition), condition);
        }
      }
}

// The position after the move a filter examines, fixed for a test.
class FixedAfter final : public AfterMove {
 public:
  explicit FixedAfter(const State& after) : after_(after) {}
  const State& after() override { return after_; }

 private:
  const State& after_;
};

// `after(seeds in WHO row) COMPARE 0 or 1` in a move filter is the fused
// emptiness test read on the position after the move: for every pair of
// boards (before, after), both movers and every comparison, it says what the
// tree says; outside a filter (no move) it reads the position itself.
TEST(Lowering, RowSeedsAfterTheMoveComparedWithZeroMeansWhatItsTreeMeans) {
  int fused = 0;
  for (const char* who : {"own", "opponent's", "South", "North"})
    for (const char* op : {"==", "!=", "<", "<=", ">", ">="})
      for (const char* value : {"0", "1", "2"}) {
        const std::string row = std::string("after(seeds in ") + who + " row)";
        for (const std::string& condition :
             {row + " " + op + " " + value, std::string(value) + " " + op + " " + row}) {
          SCOPED_TRACE(condition);
          const RuleProgram program = from_text(R"(game "Feeding"
board { rows 2  pits 3  stores aside }
setup { seeds 2 }
move { from own pits  prefer moves where )" + condition +
                                                R"( else any }
sow { origin included }
lap end { end move }
game end { ends when no legal move  remaining seeds to owner }
)");
          const int node = program.filters.at(0).condition;
          const LoweredCondition lowered = lower_condition(program, node);
          ASSERT_EQ(lowered.count, 1);
          const mancala::Test test = lowered.atoms[0].test;
          EXPECT_TRUE(test == mancala::Test::row_empty_after || test == mancala::Test::tree);
          fused += test == mancala::Test::row_empty_after;
          for (const std::string& before : boards())
            for (const std::string& after : boards()) {
              const State now = board(program, before), then = board(program, after);
              FixedAfter after_move(then);
              EvalContext ctx;
              ctx.state = &now;
              ctx.mover = now.to_move;
              EXPECT_EQ(holds(program, lowered, ctx), eval_condition(program, node, ctx))
                  << "no move\n"
                  << before;
              ctx.after = &after_move;
              EXPECT_EQ(holds(program, lowered, ctx), eval_condition(program, node, ctx))
                  << before << "\nthen\n"
                  << after;
            }
        }
      }
  // Each row: `> 0`, `>= 1`, `!= 0`, `== 0`, `<= 0` and `< 1`, either way round.
  EXPECT_EQ(fused, 4 * 6 * 2);
}

// A store compared with a number is a fused range test: every
// comparison, at the edges of its range, with values that no count reaches.
TEST(Lowering, StoreComparisonsMeanWhatTheirTreesMean) {
  for (const char* op : {"==", "!=", "<", "<=", ">", ">="})
    for (const char* value : {"0 - 3", "0", "1", "2", "3", "5", "70000"})
      for (const std::string& subject :
           {std::string("store(mover)"), std::string("store(opponent)"),
            std::string("store(South)"), std::string("store(North)")}) {
        const std::string condition = subject + " " + op + " " + value;
        SCOPED_TRACE(condition);
        const RuleProgram program = game_ending_when(condition);
        const int node = program.end_conditions[0];
        const LoweredCondition lowered = lower_condition(program, node);
        ASSERT_EQ(lowered.atoms[0].test, mancala::Test::store_compare);
        for (const char* stores : {"0   ", "2   ", "3   ", "5   "})
          for (const char* north_store : {"0", "3"})
            for (const char* mover : {"South", "North"}) {
              const std::string drawing = std::string("   North   1   1   1   store ") +
                                          north_store + "\n   South   1   1   1   store " + stores +
                                          "\n   to move: " + mover;
              const State state = board(program, drawing);
              EvalContext ctx;
              ctx.state = &state;
              ctx.mover = state.to_move;
              EXPECT_EQ(holds(program, lowered, ctx), eval_condition(program, node, ctx))
                  << drawing;
            }
      }
}

// The emptiness questions become the fused row test (no tree left to walk);
// other comparisons stay trees.
TEST(Lowering, RowSeedsAgainstZeroIsAFusedEmptinessTest) {
  for (const char* condition :
       {"seeds in opponent's row > 0", "seeds in South row == 0", "0 < seeds in own row",
        "seeds in North row >= 1", "1 > seeds in North row", "seeds in opponent's row != 0"}) {
    const RuleProgram program = game_ending_when(condition);
    const LoweredCondition lowered = lower_condition(program, program.end_conditions[0]);
    ASSERT_EQ(lowered.count, 1) << condition;
    EXPECT_EQ(lowered.atoms[0].test, mancala::Test::row_empty) << condition;
  }
  for (const char* condition :
       {"seeds in opponent's row > 1", "seeds in South row < 0", "seeds in own row >= 0"}) {
    const RuleProgram program = game_ending_when(condition);
    const LoweredCondition lowered = lower_condition(program, program.end_conditions[0]);
    ASSERT_EQ(lowered.count, 1) << condition;
    EXPECT_EQ(lowered.atoms[0].test, mancala::Test::tree) << condition;
  }
}

// A small game whose seeds skip the pits where `condition` holds.
RuleProgram game_skipping(const std::string& condition) {
  return from_text(R"(game "Skipping"
board { rows 2  pits 3  stores aside }
setup { seeds 2 }
move { from own pits }
sow { origin included  skip pits where )" +
                   condition + R"( }
lap end { end move }
game end { ends when no legal move  remaining seeds to owner }
)");
}

// The fused skip test says what the skip condition's atoms say, for every pit,
// either side to move, on the first move and later.
TEST(Lowering, FusedSkipMeansWhatTheSkipConditionMeans) {
  const char* fused_shapes[] = {
      "pit is opponent's and seeds(pit) == 2 and not first move",
      "pit is own and seeds(pit) in {1, 3}",
      "not pit is own",
      "seeds(pit) >= 2 and first move",
      "pit is empty and pit is opponent's",
      "not pit is occupied",
      "first move",
      "not seeds(pit) < 3",
  };
  for (const char* condition : fused_shapes) {
    SCOPED_TRACE(condition);
    const RuleProgram program = game_skipping(condition);
    const LoweredProgram low = lower(program);
    ASSERT_TRUE(low.fused_skip.usable);
    for (const std::string& drawing : boards())
      for (const char* ply : {"ply: 0", "ply: 5"}) {
        const State state = board(program, drawing + "\n" + ply);
        EvalContext ctx;
        ctx.state = &state;
        ctx.mover = state.to_move;
        for (int pit = 0; pit < program.pit_count(); ++pit) {
          ctx.current = pit;
          const bool fused = fused_skip_applies(low.fused_skip, state) &&
                             fused_skip_holds(low.fused_skip, state, state.to_move, pit);
          EXPECT_EQ(fused, holds(program, low.skip, ctx)) << drawing << "\n"
                                                          << ply << " pit " << pit;
        }
      }
  }
}

// A move filter that tests only the candidate pit's count (Mbothe's
// `seeds(pit) != 2`) reads its verdict from a table of counts: for every
// count a pit can hold, the table says what the condition's tree says. A
// comparison with a count of 64 or more has no table.
TEST(Lowering, FiltersOnThePitsCountReadATableThatMeansWhatTheTreeMeans) {
  struct Case {
    const char* condition;
    bool by_table;
  };
  const Case cases[] = {
      {"seeds(pit) != 2", true},
      {"seeds(pit) in {1, 3, 60}", true},
      {"not seeds(pit) == 5", true},
      {"seeds(pit) >= 40", true},
      {"seeds(pit) < 64", true},
      {"seeds(pit) > 100", false},
      {"seeds(pit) == 2 and seeds(pit) > 0", false},
      {"seeds(opposite of pit) == 1", false},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.condition);
    const RuleProgram program = from_text(std::string(R"(game "Filter"
board { rows 2  pits 3  stores aside }
setup { seeds 2 }
move {
  from own pits
  prefer moves where )") + c.condition + R"( else any
}
sow { origin included }
lap end { end move }
game end { ends when no legal move  remaining seeds to owner }
)");
    const LoweredProgram low = lower(program);
    ASSERT_EQ(low.filters.size(), 1u);
    const LoweredFilter& filter = low.filters[0];
    EXPECT_EQ(filter.by_pit_count, c.by_table);
    if (!filter.by_pit_count) continue;
    for (int seeds = 0; seeds <= 0xFFFF; seeds += seeds < 300 ? 1 : 97) {
      State state;
      state.cells[0] = static_cast<std::uint16_t>(seeds);
      EvalContext ctx;
      ctx.state = &state;
      ctx.mover = kSouth;
      ctx.current = ctx.origin = 0;
      EXPECT_EQ(filter.holds_for_count(seeds),
                eval_condition(program, program.filters[0].condition, ctx))
          << seeds << " seeds";
    }
  }
}

// A small game whose laps relay and whose seeds pass over the pits where
// `condition` holds, along the pits in cell order: seeds go round the board
// several times in one move, so that a sowing passes over the same pit in
// more than one round, and some moves never end.
RuleProgram relay_game_skipping(const std::string& condition, bool origin_skipped) {
  return from_text(std::string(R"(game "Relaying"
board { rows 2  pits 3  stores aside }
setup { seeds 2 }
move { from own pits }
sow { origin )") + (origin_skipped ? "skipped" : "included") +
                   "  skip pits where " + condition + R"(  lap limit 40 }
lap end {
  if last was occupied: relay
  if last is own and seeds(opposite) == 2: capture opposite then play again
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)");
}

// A fused skip (pit owner and count decided from masks and a table of
// counts) sows along the circuit without the general loop. Written with a
// second seeds test, the same skip is not fused, and the general loop
// decides it seed by seed, from the condition's atoms: both must play every
// move of random positions alike, endless ones included.
TEST(Lowering, AFusedSkipSowsWhatTheSeedBySeedLoopSows) {
  const std::string by_masks = "pit is opponent's and seeds(pit) == 2 and not first move";
  const std::string by_seeds =
      "pit is opponent's and seeds(pit) == 2 and seeds(pit) > 0 and not first move";
  Random random(2026);
  int endless = 0, moves = 0;
  for (const bool origin_skipped : {false, true}) {
    SCOPED_TRACE(origin_skipped ? "origin skipped" : "origin included");
    const RuleProgram fused = relay_game_skipping(by_masks, origin_skipped);
    const RuleProgram general = relay_game_skipping(by_seeds, origin_skipped);
    const Engine fused_engine(fused), general_engine(general);
    ASSERT_TRUE(fused_engine.lowered().skipping_circuit);
    ASSERT_TRUE(fused_engine.lowered().circuit_in_cell_order);
    ASSERT_FALSE(general_engine.lowered().fused_skip.usable);
    for (int trial = 0; trial < 3000; ++trial) {
      State start = fused_engine.initial_state();
      for (int c = 0; c < fused.pit_count(); ++c)
        start.cells[static_cast<std::size_t>(c)] = static_cast<std::uint16_t>(random.below(5));
      start.to_move = random.below(2) == 0 ? kSouth : kNorth;
      start.ply = static_cast<std::uint16_t>(random.below(3));  // the first move skips nothing
      for (int pit = 0; pit < fused.pit_count(); ++pit) {
        if (start.owner(pit) != start.to_move || start.cells[static_cast<std::size_t>(pit)] == 0)
          continue;
        const Move move{static_cast<std::int8_t>(pit), 0, false};
        State a = start, b = start;
        const MoveOutcome by_mask = fused_engine.apply(a, move);
        const MoveOutcome by_seed = general_engine.apply(b, move);
        ++moves;
        EXPECT_EQ(by_mask.endless, by_seed.endless) << "trial " << trial << " pit " << pit;
        if (by_mask.endless) {
          ++endless;
          continue;
        }
        EXPECT_EQ(a.cells, b.cells) << "trial " << trial << " pit " << pit;
        EXPECT_EQ(a.to_move, b.to_move) << "trial " << trial << " pit " << pit;
        EXPECT_EQ(by_mask.laps, by_seed.laps) << "trial " << trial << " pit " << pit;
        EXPECT_EQ(by_mask.first_last, by_seed.first_last) << "trial " << trial << " pit " << pit;
        EXPECT_EQ(by_mask.first_last_was_empty, by_seed.first_last_was_empty);
        EXPECT_EQ(by_mask.captured_seeds, by_seed.captured_seeds);
      }
    }
  }
  // The random positions reach both kinds of move.
  EXPECT_GT(moves, 10000);
  EXPECT_GT(endless, 50);
}

// Other shapes keep the general test.
TEST(Lowering, OtherSkipConditionsAreNotFused) {
  for (const char* condition :
       {"pit is opponent's or seeds(pit) == 2", "seeds(opposite of pit) == 1",
        "seeds(pit) == 2 and seeds(pit) > 0", "store(South) > 3", "seeds(pit) < 100"}) {
    const RuleProgram program = game_skipping(condition);
    EXPECT_FALSE(lower(program).fused_skip.usable) << condition;
  }
}

}  // namespace
}  // namespace mancala::test
