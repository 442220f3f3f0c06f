// The engine chooses a sowing path once per program (interpreter/lowered_program.*):
// whole laps along the circuit, the circuit one cell at a time past the pits a
// fused skip test names, one lap and its rules, or the general cell-by-cell
// loop. The general loop runs whenever the steps of a move are asked for, so
// every candidate move of random positions is played both ways, on every
// bundled file and variant and on small files made to reach the edges (a skip
// that stops every seed, a skipped origin), and must give the same position
// and the same outcome.
#include <gtest/gtest.h>

#include "agents/random_agent.hpp"
#include "dsl/loader.hpp"
#include "interpreter/pit_counts.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// Whether `a` and `b` are the same position, each with the pit counts of its
// cells (every path keeps them: interpreter/pit_counts.hpp).
::testing::AssertionResult same_state(const State& a, const State& b, int pits_per_row) {
  if (a.cells != b.cells) return ::testing::AssertionFailure() << "cells differ";
  if (!pit_counts_exact(a, pits_per_row) || !pit_counts_exact(b, pits_per_row))
    return ::testing::AssertionFailure()
           << "pit counts not kept: " << (pit_counts_exact(a, pits_per_row) ? "general" : "fast")
           << " path";
  if (a.north_owned != b.north_owned || a.moved_from[kSouth] != b.moved_from[kSouth] ||
      a.moved_from[kNorth] != b.moved_from[kNorth] || a.marks != b.marks)
    return ::testing::AssertionFailure() << "owners, memory or marks differ";
  if (a.ply != b.ply || a.to_move != b.to_move || a.passes != b.passes ||
      a.lap_limit_reached != b.lap_limit_reached || a.played_again != b.played_again)
    return ::testing::AssertionFailure() << "turn state differs";
  return ::testing::AssertionSuccess();
}

// Plays `games` random games of `program`; at every position, every candidate
// move (legal or not) is applied with and without an event log.
void expect_paths_agree(const RuleProgram& program, const std::string& what, int games) {
  const Engine engine(program);
  int compared = 0;
  for (int g = 0; g < games; ++g) {
    Game game(engine);
    RandomAgent agent(derive_seed(7, static_cast<std::uint64_t>(g)));
    // The candidates of the last position too: where every candidate is
    // endless, the game is over before its first move.
    for (int ply = 0; ply < 300; ++ply) {
      Engine::Verdicts verdicts;
      engine.judge_moves(game.state(), verdicts);
      for (int i = 0; i < verdicts.candidates.size; ++i) {
        const Move m = verdicts.candidates[i];
        State fast = game.state(), general = game.state();
        EventLog steps;
        const MoveOutcome a = engine.apply(fast, m);
        const MoveOutcome b = engine.apply(general, m, &steps);
        ++compared;
        ASSERT_EQ(a.endless, b.endless) << what << " game " << g << " ply " << ply;
        if (a.endless) continue;  // not a move: what the sowing left behind is dropped
        ASSERT_TRUE(same_state(fast, general, program.pits_per_row))
            << what << " game " << g << " ply " << ply;
        ASSERT_EQ(a.laps, b.laps) << what;
        ASSERT_EQ(a.captured_seeds, b.captured_seeds) << what;
        ASSERT_EQ(a.extra_turn, b.extra_turn) << what;
        ASSERT_EQ(a.first_last, b.first_last) << what;
        ASSERT_EQ(a.first_last_was_empty, b.first_last_was_empty) << what;
        ASSERT_EQ(a.forbidden, b.forbidden) << what;
        ASSERT_EQ(a.lap_limit_reached, b.lap_limit_reached) << what;
      }
      if (game.over()) break;
      game.play(agent.choose(game));
    }
  }
  EXPECT_GT(compared, 0) << what;
}

TEST(SowingPaths, EveryBundledFileAndVariantSowsAlikeOnEveryPath) {
  for (const BundledProgram& bundled : bundled_programs_and_variants())
    expect_paths_agree(bundled.program, bundled.label, 8);
}

// Small files whose skips reach the fused path's edges: a skip that stops
// every seed (endless at once), one that stops them only in some positions,
// a skipped origin, stores in the circuit, clockwise sowing, relays.
TEST(SowingPaths, SkipsAtTheEdgesSowAlike) {
  const char* sows[] = {
      "origin included  skip pits where seeds(pit) >= 0",
      "origin included  skip pits where seeds(pit) >= 3",
      "origin skipped  skip pits where pit is opponent's and seeds(pit) == 2",
      "direction cw  origin included  skip pits where pit is own and not first move",
      "origin skipped  skip pits where seeds(pit) in {1, 4}",
  };
  const char* stores[] = {"aside", "in circuit"};
  for (const char* sow : sows)
    for (const char* store : stores) {
      const std::string text = std::string(R"(game "Edges"
board { rows 2  pits 4  stores )") +
                               store + R"( }
setup { seeds 2 }
move { from own pits }
sow { )" + sow + R"(  lap limit 40 }
lap end {
  if last was occupied: relay
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)";
      expect_paths_agree(from_text(text), std::string(sow) + " / " + store, 20);
    }
}

// Boards at the edges of window sowing (a partial lap added to the cells
// eight at a time, for boards of at most 32 cells): 15 pits a row with
// stores (32 cells, every block full) sows by windows, 16 a row (34 cells)
// one cell at a time; big sowings take whole laps first. Kalah's rules,
// both ways round, with the origin skipped or not.
TEST(SowingPaths, BoardsAtTheEdgeOfWindowSowingSowAlike) {
  for (const int pits : {1, 7, 8, 15, 16})
    for (const char* sow : {"direction ccw  origin included", "direction cw  origin skipped"}) {
      const std::string text = R"(game "Windows"
board { rows 2  pits )" + std::to_string(pits) +
                               R"(  stores in circuit }
setup { seeds 9 }
move { from own pits }
sow { )" + sow + R"(  opponent's store skipped }
lap end {
  if last is own store: play again
  if last is own and last was empty: capture opposite and last
  end move
}
game end { ends when either row is empty  ends when no legal move  remaining seeds to owner }
)";
      const RuleProgram program = from_text(text);
      const Engine engine(program);
      EXPECT_EQ(engine.lowered().window_sowing, pits <= 15) << pits;
      expect_paths_agree(program, std::to_string(pits) + " pits, " + sow, 10);
    }
}

}  // namespace
}  // namespace mancala::test
