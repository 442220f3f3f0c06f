// The pit counts a position keeps beside its cells (State::occupied and
// State::row_totals, interpreter/pit_counts.hpp): the engine's fast paths
// keep them by a few writes or one recount a move, and a slip would be
// silent (a pit that cannot be moved, a row read as empty). So they are
// checked on every position random games of every bundled file reach, on
// the positions of every candidate each path sows, on the boards a match
// rebuilds, and, on hand-built positions, where a lap-end rule reads a
// row's total in the middle of a relay sowing.
#include "interpreter/pit_counts.hpp"

#include <gtest/gtest.h>

#include "agents/random_agent.hpp"
#include "interpreter/match.hpp"
#include "interpreter/random.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

TEST(PitCounts, ABoardReadFromADrawingHasTheCountsOfItsPits) {
  const RuleProgram p = bundled("kalah");
  const State s = board(p, R"(
         N6  N5  N4  N3  N2  N1
   North  0   3   0   0   1   0   captured 7
   South  4   0   0   2   0   9   captured 1
         S1  S2  S3  S4  S5  S6
   to move: South)");
  // Pit i is cell i: S1..S6 are 0..5, N1..N6 are 6..11.
  EXPECT_EQ(s.occupied, PitBits{0b010010'101001});
  EXPECT_EQ(s.row_totals[kSouth], 15u);
  EXPECT_EQ(s.row_totals[kNorth], 4u);
}

TEST(PitCounts, SettingAPitKeepsTheCountsAndAStoreHasNone) {
  const RuleProgram p = bundled("kalah");
  State s = board(p, R"(
         N6  N5  N4  N3  N2  N1
   North  0   0   0   0   0   0   captured 0
   South  4   4   0   0   0   0   captured 0
         S1  S2  S3  S4  S5  S6
   to move: South)");
  set_pit_seeds(s, p.pits_per_row, 0, 0);   // S1 emptied
  set_pit_seeds(s, p.pits_per_row, 11, 5);  // N6 filled
  set_pit_seeds(s, p.pits_per_row, p.store_cell(kSouth), 30);
  EXPECT_EQ(s.occupied, (PitBits{1} << 1) | (PitBits{1} << 11));
  EXPECT_EQ(s.row_totals[kSouth], 4u);
  EXPECT_EQ(s.row_totals[kNorth], 5u);
  EXPECT_TRUE(pit_counts_exact(s, p.pits_per_row));
  s.cells[2] = 1;  // written directly: the counts are stale until recounted
  EXPECT_FALSE(pit_counts_exact(s, p.pits_per_row));
  recount_pits(s, p.pits_per_row);
  EXPECT_TRUE(pit_counts_exact(s, p.pits_per_row));
  EXPECT_EQ(s.row_totals[kSouth], 5u);
}

TEST(PitCounts, ARecountGivesTheCountsOfEveryBoardSize) {
  Random random(5);
  for (int n = 1; n <= kMaxPitsPerRow; ++n)
    for (int trial = 0; trial < 200; ++trial) {
      State s;
      // The stores and the cells past them hold seeds too: none may count.
      for (std::uint16_t& cell : s.cells)
        cell = static_cast<std::uint16_t>(trial % 3 == 0 ? random.below(65536) : random.below(3));
      recount_pits(s, n);
      PitBits occupied = 0;
      PerSide<std::uint32_t> totals;
      for (int c = 0; c < 2 * n; ++c) {
        if (s.cells[static_cast<std::size_t>(c)] != 0) occupied |= PitBits{1} << c;
        totals[c < n ? kSouth : kNorth] += s.cells[static_cast<std::size_t>(c)];
      }
      ASSERT_EQ(s.occupied, occupied) << n << " pits a row, trial " << trial;
      ASSERT_EQ(s.row_totals[kSouth], totals[kSouth]) << n << " pits a row, trial " << trial;
      ASSERT_EQ(s.row_totals[kNorth], totals[kNorth]) << n << " pits a row, trial " << trial;
    }
}

// Every position of `games` random games of `p`, and every position its
// candidates lead to on each path (the sown candidates of the legal-move
// search, apply() without and with an event log), has exact pit counts.
void expect_counts_kept(const RuleProgram& p, const std::string& what, int games) {
  const Engine engine(p);
  const int n = p.pits_per_row;
  int checked = 0;
  for (int g = 0; g < games; ++g) {
    Game game(engine);
    RandomAgent agent(derive_seed(23, static_cast<std::uint64_t>(g)));
    while (true) {
      const State& s = game.state();
      const std::string where = what + " game " + std::to_string(g) + " ply " +
                                std::to_string(s.ply) + "\n" + draw_board(p, s);
      ASSERT_TRUE(pit_counts_exact(s, n)) << where;
      ++checked;
      if (game.over() || s.ply >= 250) break;
      if (!game.opening_turn()) {
        MoveList legal;
        SownMoves sown;
        engine.legal_moves(s, legal, &sown);
        for (int i = 0; i < sown.size; ++i)
          ASSERT_TRUE(pit_counts_exact(sown.after[static_cast<std::size_t>(i)], n))
              << where << "sown candidate " << i;
        for (const Move& m : legal) {
          State fast = s, general = s;
          EventLog events;
          engine.apply(fast, m);
          engine.apply(general, m, &events);
          ASSERT_TRUE(pit_counts_exact(fast, n)) << where << "pit " << int{m.pit};
          ASSERT_TRUE(pit_counts_exact(general, n)) << where << "pit " << int{m.pit};
        }
      }
      game.play(agent.choose(game));
    }
  }
  EXPECT_GT(checked, games) << what;
}

TEST(PitCounts, EveryBundledFileAndVariantKeepsThemOnEveryPath) {
  for (const BundledProgram& bundled : bundled_programs_and_variants())
    expect_counts_kept(bundled.program, bundled.label, 6);
}

TEST(PitCounts, ARebuiltBoardHasTheCountsOfItsPits) {
  const RuleProgram p = bundled("adji-kui-2");
  int total = 0;
  for (int c = 0; c < p.pit_count(); ++c) total += p.initial[static_cast<std::size_t>(c)];
  for (int south = 0; south <= total; ++south) {
    const State s = rebuild_board(p, south, total - south);
    ASSERT_TRUE(pit_counts_exact(s, p.pits_per_row)) << south;
    ASSERT_EQ(s.row_totals[kSouth] + s.row_totals[kNorth], static_cast<std::uint32_t>(total));
  }
}

// A relay game whose second lap-end rule reads both rows' totals: `sow` is
// the sow block's body. The rule holds only on the counts after every relay.
RuleProgram relay_game_reading_rows(const std::string& sow) {
  return from_text(R"(game "Counting relays"
board { rows 2  pits 4  stores aside }
setup { seeds 3 }
move { from own pits }
sow { )" + sow + R"( }
lap end {
  if last was occupied: relay
  if seeds in own row == 2 and seeds in opponent's row == 3: play again
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)");
}

TEST(PitCounts, ALapEndRuleReadsTheRowsAsTheRelaysLeftThem) {
  // S1's 2 seeds: S2, then S3 (occupied: relay its 2), S4, then N1, empty:
  // the move ends there. The own row holds S2 and S4, one seed each (2); the
  // opponent's row N1's seed and N3's two (3). Before the move the rows held
  // 3 and 2; a count missing the relay's lift would read 3 or 4 in the own row.
  const char* drawing = R"(
           N4  N3  N2  N1
   North    0   2   0   0   captured 0
   South    2   0   1   0   captured 0
           S1  S2  S3  S4
   to move: South)";
  const char* expected = R"(
           N4  N3  N2  N1
   North    0   2   0   1   captured 0
   South    0   1   0   1   captured 0
           S1  S2  S3  S4
   to move: South)";
  for (const std::string sow :
       {"origin included lap limit 40",
        "origin included skip pits where pit is opponent's and seeds(pit) == 9 lap limit 40"}) {
    SCOPED_TRACE(sow);
    const RuleProgram p = relay_game_reading_rows(sow);
    const Engine engine(p);
    const State s = board(p, drawing);
    const State after = board(p, expected);
    // The legal-move search's sowing of the candidates.
    MoveList legal;
    SownMoves sown;
    engine.legal_moves(s, legal, &sown);
    const int at = sown.find(move(p, "S1"));
    ASSERT_GE(at, 0);
    const State& by_search = sown.after[static_cast<std::size_t>(at)];
    EXPECT_EQ(by_search.cells, after.cells) << draw_board(p, by_search);
    EXPECT_TRUE(sown.outcomes[static_cast<std::size_t>(at)].extra_turn);
    EXPECT_EQ(by_search.to_move, kSouth);
    EXPECT_TRUE(pit_counts_exact(by_search, p.pits_per_row));
    // apply(), without and with an event log.
    for (const bool logged : {false, true}) {
      State played = s;
      EventLog events;
      const MoveOutcome outcome = engine.apply(played, move(p, "S1"), logged ? &events : nullptr);
      EXPECT_EQ(played.cells, after.cells) << logged;
      EXPECT_TRUE(outcome.extra_turn) << logged;
      EXPECT_EQ(outcome.laps, 2) << logged;
      EXPECT_TRUE(pit_counts_exact(played, p.pits_per_row)) << logged;
    }
  }
}

}  // namespace
}  // namespace mancala::test
