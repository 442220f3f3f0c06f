// The loop that sows every candidate of a relay game whose relays the lap-rule
// index decides (Engine::sow_relay_candidates) against the engine's general
// path, the one that logs events (Engine::apply with an event log): on every
// position of random games of each bundled rule file and variant of that
// shape, and of small games written to reach its rare branches (a lap limit,
// a circuit that is not the cell order, a skipped origin, a relay by a later
// rule), every move it lists must leave the position and report the outcome
// that the general path gives, and no move the general path finds endless
// may be listed, nor any move it plays be found endless.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "agents/random_agent.hpp"
#include "dsl/loader.hpp"
#include "interpreter/pit_counts.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

// Whether legal_moves() of `engine` sows the candidates by the relay loop
// (while the pits keep their starting owners, which these programs never change).
bool sows_by_relay_loop(const Engine& engine) {
  const LoweredProgram& low = engine.lowered();
  return low.sows_candidates && low.early_forbids.empty() && !low.single_lap &&
         (low.circuit_sowing || low.skipping_circuit) && low.leading_relay_by_place &&
         low.lap_rules_keep_owners && low.lap_index.usable && engine.program().lap_limit >= 1;
}

// What one comparison found, summed over a program's games.
struct Checked {
  int moves = 0;          // listed moves compared
  int endless = 0;        // candidates the general path finds endless
  int relays = 0;         // listed moves of more than one lap
  int limit_reached = 0;  // listed moves cut by a lap limit that ends the game
};

// Compares the sown candidates with the general path on `games` random games.
Checked compare_on_random_games(const RuleProgram& p, int games, int max_plies) {
  const Engine engine(p);
  Checked checked;
  for (int g = 0; g < games; ++g) {
    Game game(engine);
    RandomAgent agent(derive_seed(11, static_cast<std::uint64_t>(g)));
    while (!game.over() && game.state().ply < max_plies) {
      const State& s = game.state();
      if (!game.opening_turn()) {
        MoveList legal;
        SownMoves sown;
        engine.legal_moves(s, legal, &sown);
        for (int i = 0; i < sown.size; ++i) {
          const Move m = sown.moves[static_cast<std::size_t>(i)];
          State general = s;
          EventLog events;
          const MoveOutcome expected = engine.apply(general, m, &events);
          const MoveOutcome& got = sown.outcomes[static_cast<std::size_t>(i)];
          const State& after = sown.after[static_cast<std::size_t>(i)];
          const std::string where = "game " + std::to_string(g) + " ply " + std::to_string(s.ply) +
                                    " pit " + std::to_string(m.pit) + "\n" + draw_board(p, s);
          ++checked.moves;
          checked.relays += expected.laps > 1;
          checked.limit_reached += expected.lap_limit_reached;
          if (expected.endless) {
            ADD_FAILURE() << "a sown candidate is endless on the general path: " << where;
            return checked;
          }
          EXPECT_EQ(after.cells, general.cells) << where;
          // The seed loop keeps no pit counts: they are recounted for each move.
          EXPECT_TRUE(pit_counts_exact(after, p.pits_per_row)) << where;
          EXPECT_TRUE(pit_counts_exact(general, p.pits_per_row)) << where;
          EXPECT_EQ(after.to_move, general.to_move) << where;
          EXPECT_EQ(after.ply, general.ply) << where;
          EXPECT_EQ(after.moved_from, general.moved_from) << where;
          EXPECT_EQ(after.played_again, general.played_again) << where;
          EXPECT_EQ(after.lap_limit_reached, general.lap_limit_reached) << where;
          EXPECT_EQ(got.laps, expected.laps) << where;
          EXPECT_EQ(got.first_last, expected.first_last) << where;
          EXPECT_EQ(got.first_last_was_empty, expected.first_last_was_empty) << where;
          EXPECT_EQ(got.captured_seeds, expected.captured_seeds) << where;
          EXPECT_EQ(got.captured, expected.captured) << where;
          EXPECT_EQ(got.extra_turn, expected.extra_turn) << where;
          EXPECT_EQ(got.lap_limit_reached, expected.lap_limit_reached) << where;
        }
        // No listed move is one the general path finds endless.
        for (const Move& m : legal) {
          State general = s;
          EventLog events;
          if (engine.apply(general, m, &events).endless) {
            ADD_FAILURE() << "pit " << int{m.pit} << " is listed but endless\n" << draw_board(p, s);
          }
        }
        // Every candidate's verdict: endless exactly when the general path
        // finds it endless (judge_moves sows them all through the same loop,
        // so a move wrongly found endless would be missing from both lists).
        Engine::Verdicts verdicts;
        engine.judge_moves(s, verdicts);
        for (int i = 0; i < verdicts.candidates.size; ++i) {
          State general = s;
          EventLog events;
          const bool endless = engine.apply(general, verdicts.candidates[i], &events).endless;
          checked.endless += endless;
          EXPECT_EQ(verdicts.removed_by[static_cast<std::size_t>(i)] == Engine::kEndless, endless)
              << "pit " << int{verdicts.candidates[i].pit} << "\n"
              << draw_board(p, s);
        }
      }
      if (::testing::Test::HasFailure()) return checked;  // one position's report is enough
      game.play(agent.choose(game));
    }
  }
  return checked;
}

TEST(RelayCandidates, EveryBundledRelayGameSowsItsCandidatesAsTheGeneralPath) {
  int programs = 0;
  Checked all;
  for (const auto& entry : fs::directory_iterator(source_path("rules"))) {
    if (entry.path().extension() != ".mancala") continue;
    std::vector<std::string> variants = declared_variants(entry.path().string());
    variants.insert(variants.begin(), "");
    for (const std::string& variant : variants) {
      CompileOptions options;
      options.variant = variant;
      LoadResult loaded = load_rules(entry.path().string(), options);
      ASSERT_TRUE(loaded.program) << loaded.messages;
      if (!sows_by_relay_loop(Engine(*loaded.program))) continue;
      SCOPED_TRACE(entry.path().filename().string() + (variant.empty() ? "" : ":" + variant));
      ++programs;
      const Checked c = compare_on_random_games(*loaded.program, 30, 300);
      all.moves += c.moves;
      all.relays += c.relays;
      all.endless += c.endless;
    }
  }
  // Mbothe and its variant at least; the games reach relays and endless moves.
  EXPECT_GE(programs, 2);
  EXPECT_GT(all.moves, 10000);
  EXPECT_GT(all.relays, 1000);
  EXPECT_GT(all.endless, 0);
}

// A small relay game with Mbothe's skip, written to reach the loop's rare
// branches: `sow` and `lap_end` are the blocks' bodies.
RuleProgram small_relay_game(const std::string& sow, const std::string& lap_end) {
  return from_text(R"(game "Relaying"
board { rows 2  pits 4  stores aside }
setup { seeds 3 }
move { from own pits }
sow { )" + sow + R"( }
lap end { )" + lap_end +
                   R"( }
game end { ends when no legal move  remaining seeds to owner }
)");
}

TEST(RelayCandidates, RareBranchesSowAsTheGeneralPath) {
  const std::string skip =
      "skip pits where pit is opponent's and seeds(pit) == 2 and not first move";
  const std::string rules =
      "if last was occupied: relay\n"
      "if last is own and seeds(opposite) == 2: capture opposite then play again\n"
      "end move";
  struct Case {
    const char* name;
    std::string sow, lap_end;
    bool in_cell_order;
    bool cut_by_limit = false;  // some move reaches a lap limit that ends the game
  };
  const Case cases[] = {
      {"a lap limit that ends the game", "origin included " + skip + " lap limit 3 then end game",
       rules, true, true},
      {"a lap limit that makes a move endless", "origin included " + skip + " lap limit 4", rules,
       true},
      {"a skipped origin", "origin skipped " + skip + " lap limit 40", rules, true},
      {"clockwise: the circuit is not the cell order",
       "direction cw origin included " + skip + " lap limit 40", rules, false},
      {"no skip", "origin included lap limit 40", rules, true},
      {"a later rule relays, and a count test that is not fused",
       "origin included " + skip + " lap limit 40",
       "if last was occupied: relay\n"
       "if last is own and seeds(opposite) >= 1 and seeds(opposite) <= 2: relay from opposite\n"
       "if last is own and seeds(opposite) == 3: capture opposite\n"
       "end move",
       true},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    const RuleProgram p = small_relay_game(c.sow, c.lap_end);
    const Engine engine(p);
    ASSERT_TRUE(sows_by_relay_loop(engine));
    EXPECT_EQ(engine.lowered().circuit_in_cell_order, c.in_cell_order);
    const Checked checked = compare_on_random_games(p, 300, 200);
    EXPECT_GT(checked.moves, 3000);
    EXPECT_GT(checked.relays, 300);
    if (c.cut_by_limit)
      EXPECT_GT(checked.limit_reached, 0);
    else
      EXPECT_GT(checked.endless, 0);
  }
}

}  // namespace
}  // namespace mancala::test
