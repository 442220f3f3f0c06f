// The per-game figures of compare (GameTally through play_game) and the
// comparison built from them: rows, Holm marks and the sentence per pair.
#include "analysis/comparison.hpp"

#include <gtest/gtest.h>

#include "interpreter/game.hpp"
#include "support/test_support.hpp"

namespace mancala {
namespace {

// Figures that must hold in every game, whatever the moves.
TEST(Comparison, PerGameFiguresAreConsistent) {
  const RuleProgram kalah = test::bundled("kalah");
  for (int i = 0; i < 300; ++i) {
    const GameSummary g = play_random_game(kalah, 11, i, 1000);
    ASSERT_TRUE(g.finished);
    EXPECT_EQ(g.first, kSouth);
    EXPECT_GE(g.turns, 1);
    EXPECT_LE(g.turns, g.plies);  // extra turns join turns, never split them
    EXPECT_LE(g.capture_seeds[kSouth] + g.capture_seeds[kNorth], 48);
    EXPECT_LE(g.capture_seeds[kSouth], g.totals[kSouth]);
    EXPECT_GT(g.branching, 0);
    EXPECT_LE(g.branching, 6);
    if (g.winner) {
      EXPECT_GT(g.lead_for_good, 0);
      EXPECT_LE(g.lead_for_good, 1);
    } else {
      EXPECT_EQ(g.lead_for_good, -1);
    }
  }
}

// Oware's turn always passes: turns and plies agree; captures are the scores.
TEST(Comparison, TurnsEqualPliesWithoutExtraTurns) {
  const RuleProgram oware = test::bundled("oware");
  for (int i = 0; i < 50; ++i) {
    const GameSummary g = play_random_game(oware, 3, i, 1000);
    EXPECT_EQ(g.turns, g.plies);
    EXPECT_EQ(g.capture_seeds[kSouth], g.captured[kSouth]);  // scores aside hold only captures
    EXPECT_EQ(g.capture_seeds[kNorth], g.captured[kNorth]);
  }
}

GameSummary game(Winner winner, int plies, Side first = kSouth) {
  GameSummary g;
  g.finished = true;
  g.winner = winner;
  g.first = first;
  g.plies = g.turns = plies;
  g.totals[kSouth] = winner == kSouth ? 30 : 18;
  g.totals[kNorth] = 48 - g.totals[kSouth];
  g.lead_for_good = winner ? 0.5 : -1;
  return g;
}

TEST(Comparison, RowsSignificanceAndSentence) {
  BatchSample a, b;
  for (int i = 0; i < 1000; ++i) {
    a.add_game(game(i % 2 ? kSouth : kNorth, 40 + i % 7));
    b.add_game(game(i % 2 ? kSouth : kNorth, 30 + i % 7));  // ten plies shorter, same wins
  }
  const Comparison c = compare_batches({a, b});
  ASSERT_EQ(c.batches.size(), 2u);
  EXPECT_DOUBLE_EQ(c.batches[0].metrics[0].value, 0.5);  // first_player_wins
  ASSERT_EQ(c.differences.size(), metric_names().size());
  for (const PairDifference& d : c.differences) {
    if (d.metric == "plies" || d.metric == "turns") {
      EXPECT_TRUE(d.significant) << d.metric;
      EXPECT_NEAR(d.difference.difference, -10, 1e-9);
    } else {
      EXPECT_FALSE(d.significant) << d.metric;
    }
  }
  EXPECT_EQ(pair_sentence(c, 0, 1, "A", "B").substr(0, 43),
            "B vs A: games shorter by 10.0 plies (95% CI");
  EXPECT_NE(pair_sentence(c, 0, 1, "A", "B").find("first-player wins unchanged"),
            std::string::npos);
  EXPECT_EQ(significance_mark(0.0004), "***");
  EXPECT_EQ(significance_mark(0.2), "");
  EXPECT_EQ(p_text(0.0004), "p < 0.001");
}

TEST(Comparison, NothingSignificant) {
  BatchSample a;
  for (int i = 0; i < 10; ++i) a.add_game(game(i % 2 ? kSouth : kNorth, 40 + i));
  const Comparison c = compare_batches({a, a});
  EXPECT_EQ(pair_sentence(c, 0, 1, "A", "B"), "B vs A: no significant difference in any metric");
}

}  // namespace
}  // namespace mancala
