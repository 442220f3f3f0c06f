// Generic engine mechanisms that no single bundled game pins down: the lap
// limit, sowing that can never place a seed, and reproducible random play.
#include "agents/random_agent.hpp"
#include "analysis/simulation.hpp"
#include "interpreter/random.hpp"
#include "presentation/legality.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// The Mbothe move of the pair-skipping test needs 4 laps: with the limit at 3
// it is endless, and so it is no move at all.
TEST(Engine, MovesBeyondTheLapLimitAreNotLegal) {
  CompileOptions options;
  options.overrides = {{"pits", 3}, {"laps", 3}};
  RuleProgram rules = bundled("mbothe", options);
  Engine engine(rules);
  State s = board(rules, R"(
   North   0   0   1
   South   0   0   7
   to move: South)");
  s.ply = 3;
  Game game(engine, s);
  EXPECT_EQ(legal_text(game), "");
  EXPECT_TRUE(game.over());

  options.overrides["laps"] = 4;
  RuleProgram rules4 = bundled("mbothe", options);
  Engine engine4(rules4);
  Game game4(engine4, s);
  EXPECT_EQ(legal_text(game4), "S3");
}

TEST(Engine, ExplainsWhyAMoveIsEndless) {
  // S3 needs 3 laps here; with the limit at 2 only S1 is left.
  CompileOptions options;
  options.overrides = {{"pits", 3}, {"laps", 2}};
  RuleProgram rules = bundled("mbothe", options);
  Engine engine(rules);
  State s = board(rules, R"(
   North   0   0   1
   South   1   0   7
   to move: South)");
  s.ply = 3;
  Game game(engine, s);
  EXPECT_EQ(legal_text(game), "S1");
  EXPECT_EQ(why_illegal(game, move(rules, "S3")),
            "S3 would sow forever (more than 2 laps), so it is no move");
}

// A rule file whose skip condition refuses every pit: sowing can never place a
// seed, so no move exists, and the engine says so instead of hanging.
TEST(Engine, SowingThatCanNeverPlaceASeedIsNoMove) {
  RuleProgram rules = from_text(R"(
game "Nowhere"
board { rows 2  pits 3  stores aside }
setup { seeds 2 in every pit }
move { from own pits }
sow { origin included  skip pits where seeds(pit) >= 0 }
lap end { end move }
game end { ends when no legal move  remaining seeds to owner }
)");
  Engine engine(rules);
  Game game(engine);
  EXPECT_TRUE(game.over());
}

TEST(Engine, TypedMovesAreReadAndExplained) {
  RuleProgram rules = bundled("kpe");
  Engine engine(rules);
  Game game(engine, board(rules, R"(
   North   0   0   0   0
   South   0   1   0   2
   to move: South)"));
  std::string why;
  EXPECT_FALSE(read_move(game, "S9", why));
  EXPECT_EQ(why, "S9 is not a pit: rows have pits 1..4");
  EXPECT_FALSE(read_move(game, "S2x1", why));
  EXPECT_NE(why.find("takes all the seeds"), std::string::npos);
  EXPECT_FALSE(read_move(game, "sow", why));
  EXPECT_EQ(why_illegal(game, move(rules, "S1")), "S1 is empty");
  EXPECT_EQ(why_illegal(game, move(rules, "N1")), "N1 belongs to North, and it is South's turn");
  EXPECT_EQ(why_illegal(game, move(rules, "S2")),
            "S2 is not legal: the move filter of line 32 keeps only the moves where the opponent's row "
            "holds seeds or the opponent's row holds seeds after the move; legal here: S4");
  EXPECT_EQ(why_illegal(game, move(rules, "pass")), "South may not pass: there are legal moves");
}

TEST(RandomAgent, SameSeedSameGame) {
  RuleProgram rules = bundled("oware");
  GameSummary a = play_random_game(rules, 42, 7, 500);
  GameSummary b = play_random_game(rules, 42, 7, 500);
  GameSummary c = play_random_game(rules, 43, 7, 500);
  EXPECT_EQ(a.plies, b.plies);
  EXPECT_EQ(a.totals[kSouth], b.totals[kSouth]);
  EXPECT_TRUE(a.plies != c.plies || a.totals[kSouth] != c.totals[kSouth] ||
              a.captured[kNorth] != c.captured[kNorth]);
}

// The draws are exact integer arithmetic (SplitMix64, rejection sampling), so
// these values, computed apart from this code, hold on every machine: a
// recorded seed replays the same games anywhere.
TEST(RandomAgent, PortableSequence) {
  Random r(1);
  EXPECT_EQ(r.next(), 0x910a2dec89025cc1ULL);
  Random raw(2024);
  EXPECT_EQ(raw.next(), 0x9f6d8fecf88eecd5ULL);
  EXPECT_EQ(raw.next(), 0x18e430bb1511f2d2ULL);
  EXPECT_EQ(raw.next(), 0x4c6f7cbf58dba57fULL);
  Random bounded(2024);
  std::vector<std::uint64_t> draws;
  for (int i = 0; i < 10; ++i) draws.push_back(bounded.below(6));
  EXPECT_EQ(draws, (std::vector<std::uint64_t>{1, 2, 3, 1, 2, 1, 5, 2, 4, 1}));
  // With a bound just over 2^63, the first draw (0x9f6d...) falls in the
  // incomplete last block and is drawn again: the second draw is returned.
  Random rejecting(2024);
  EXPECT_EQ(rejecting.below((std::uint64_t{1} << 63) + 1), 0x18e430bb1511f2d2ULL);
  EXPECT_EQ(derive_seed(2024, 0), 0x18e430bb1511f2d2ULL);
  EXPECT_EQ(derive_seed(2024, 1), 0x4c6d2248ecc824b8ULL);
  EXPECT_EQ(derive_seed(2024, 2), 0x1a3e6101806f6fa3ULL);
}

TEST(Simulation, FiguresDoNotDependOnThreads) {
  RuleProgram rules = bundled("kalah");
  SimulationOptions options;
  options.games = 200;
  options.seed = 5;
  SimulationReport one = simulate(rules, options);
  options.threads = 2;
  SimulationReport two = simulate(rules, options);
  EXPECT_EQ(one.south_wins, two.south_wins);
  EXPECT_EQ(one.north_wins, two.north_wins);
  EXPECT_EQ(one.draws, two.draws);
  EXPECT_DOUBLE_EQ(one.mean_plies, two.mean_plies);
  EXPECT_EQ(one.games, 200);
  EXPECT_EQ(one.south_wins + one.north_wins + one.draws + one.unfinished, 200);
}

TEST(Simulation, PlyCapReportsUnfinishedGames) {
  RuleProgram rules = bundled("kalah");
  SimulationOptions options;
  options.games = 20;
  options.max_plies = 3;
  SimulationReport r = simulate(rules, options);
  EXPECT_EQ(r.unfinished, 20);
  EXPECT_EQ(r.south_wins + r.north_wins + r.draws, 0);
}

}  // namespace
}  // namespace mancala::test
