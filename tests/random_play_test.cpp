// The generic test run on every rule file in rules/: 1000 random games each,
// and 250 of each variant the file declares, checking after every move that seeds are conserved and
// that the moves the engine lists are the ones it accepts; every game ends or reaches the ply cap.
#include <filesystem>

#include "agents/random_agent.hpp"
#include "dsl/loader.hpp"
#include "interpreter/match.hpp"
#include "presentation/legality.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

constexpr int kGames = 1000;
constexpr int kMaxPlies = 1000;

int seeds_in_play(const RuleProgram& p, const State& s) {
  int sum = 0;
  for (int c = 0; c < p.pit_count() + 2; ++c) sum += s.cells[c];
  return sum;
}

// Plays `games` random games of one rule set (a file and a variant).
void play_random_games(const std::string& path, const std::string& variant, int games) {
  SCOPED_TRACE(fs::path(path).filename().string() + (variant.empty() ? "" : ":" + variant));
  CompileOptions options;
  options.variant = variant;
  LoadResult loaded = load_rules(path, options);
  ASSERT_TRUE(loaded.program) << loaded.messages;
  const RuleProgram& p = *loaded.program;
  Engine engine(p);
  int finished = 0;
  for (int g = 0; g < games; ++g) {
    Game game(engine);
    RandomAgent agent(derive_seed(2026, static_cast<std::uint64_t>(g)));
    ASSERT_EQ(seeds_in_play(p, game.state()), p.total_seeds);
    while (!game.over() && game.state().ply < kMaxPlies) {
      ASSERT_GT(game.legal_count(), 0u);
      Turn m = agent.choose(game);
      game.play(m);
      ASSERT_EQ(seeds_in_play(p, game.state()), p.total_seeds)
          << "game " << g << ", after " << turn_text(p, m) << "\n"
          << draw_board(p, game.state());
    }
    if (game.over()) {
      ++finished;
      GameResult r = game.result();
      ASSERT_EQ(r.south + r.north + r.unclaimed, p.total_seeds) << "game " << g;
    } else {
      ASSERT_EQ(game.state().ply, kMaxPlies);
    }
  }
  EXPECT_GT(finished, 0) << "no random game of this rule set ever ends";
}

TEST(RandomPlay, EveryRuleFileAndVariantConservesSeedsAndEnds) {
  int files = 0, variants = 0;
  for (const auto& entry : fs::directory_iterator(source_path("rules"))) {
    if (entry.path().extension() != ".mancala") continue;
    ++files;
    play_random_games(entry.path().string(), "", kGames);
    for (const std::string& variant : declared_variants(entry.path().string())) {
      ++variants;
      play_random_games(entry.path().string(), variant, kGames / 4);
    }
  }
  EXPECT_GE(files, 30);
  EXPECT_GE(variants, 10);
}

// Every rule file with match rules: 200 random matches of up to 6 games, with
// seeds conserved through every rebuild and every match ending.
TEST(RandomPlay, MatchesConserveSeedsAcrossRebuilds) {
  int files = 0;
  for (const auto& entry : fs::directory_iterator(source_path("rules"))) {
    if (entry.path().extension() != ".mancala") continue;
    LoadResult loaded = load_rules(entry.path().string());
    ASSERT_TRUE(loaded.program) << loaded.messages;
    const RuleProgram& p = *loaded.program;
    if (p.rebuild.seeds_per_pit == 0) continue;
    ++files;
    SCOPED_TRACE(entry.path().filename().string());
    Engine engine(p);
    for (int m = 0; m < 200; ++m) {
      Match match(engine, 6);
      RandomAgent agent(derive_seed(77, static_cast<std::uint64_t>(m)));
      while (!match.over()) {
        Game& game = match.game();
        ASSERT_EQ(seeds_in_play(p, game.state()), p.total_seeds) << "match " << m;
        while (!game.over() && game.state().ply < kMaxPlies) game.play(agent.choose(game));
        ASSERT_TRUE(game.over()) << "match " << m << " game " << match.game_number();
        match.book_game();
        if (!match.over()) match.start_next_game();
      }
      ASSERT_LE(match.games_played(), 6);
      const auto pits = match.pits();
      ASSERT_EQ(pits[kSouth] + pits[kNorth], p.pit_count());
    }
  }
  EXPECT_GE(files, 1);
}

}  // namespace
}  // namespace mancala::test
