// The two ways the engine finds the legal moves give the same list: the
// one a game and a searcher use (Engine::legal_moves, which sows the moves a
// `prefer` filter by pit count prefers first, and the others only if none of
// those is a move) and the one explanations use (Engine::judge_moves, which
// sows every candidate to give each its verdict). On every position of
// random games of every bundled file and variant, and of small games whose
// preferred moves are often endless, so that the filter's fallback decides.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "agents/random_agent.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

std::vector<int> pits_of(const MoveList& moves) {
  std::vector<int> pits;
  for (const Move& m : moves) pits.push_back(m.pass ? -1 : m.pit * 1000 + m.amount);
  return pits;
}

// The moves judge_moves() finds legal, in its order.
std::vector<int> judged_legal(const Engine& engine, const State& s) {
  Engine::Verdicts verdicts;
  engine.judge_moves(s, verdicts);
  MoveList legal;
  legal.reserve(verdicts.candidates.size);
  for (int i = 0; i < verdicts.candidates.size; ++i)
    if (verdicts.removed_by[static_cast<std::size_t>(i)] == Engine::kLegal)
      legal.push(verdicts.candidates[i]);
  return pits_of(legal);
}

// What the comparison saw: positions whose candidates the filters cut, and
// positions where every candidate of a count other than two was endless and
// some candidate of two seeds was a move (a pair rule's fallback decides).
struct Seen {
  int cut = 0;
  int fallbacks = 0;
};

// Whether `s` is a position where a pair rule (`prefer moves where
// seeds(pit) != 2`) finds none of its preferred moves a move, and falls back.
bool pair_rule_falls_back(const State& s, const Engine::Verdicts& verdicts) {
  bool preferred = false, preferred_move = false, other_move = false;
  for (int i = 0; i < verdicts.candidates.size; ++i) {
    const bool pair = s.cells[static_cast<std::size_t>(verdicts.candidates[i].pit)] == 2;
    const bool move = verdicts.removed_by[static_cast<std::size_t>(i)] != Engine::kEndless;
    preferred = preferred || !pair;
    preferred_move = preferred_move || (!pair && move);
    other_move = other_move || (pair && move);
  }
  return preferred && !preferred_move && other_move;
}

// Plays `games` random games, comparing the two lists at every position.
Seen compare_on_random_games(const RuleProgram& p, const std::string& what, int games) {
  const Engine engine(p);
  Seen seen;
  for (int g = 0; g < games; ++g) {
    Game game(engine);
    RandomAgent agent(derive_seed(5, static_cast<std::uint64_t>(g)));
    // The last position too: where the filters leave no move, the game is over.
    while (true) {
      const State& s = game.state();
      if (!game.opening_turn()) {
        MoveList listed;
        engine.legal_moves(s, listed);
        std::vector<int> judged = judged_legal(engine, s);
        if (judged.empty() && p.pass_when_stuck) judged = {-1};  // the pass judge_moves omits
        EXPECT_EQ(pits_of(listed), judged) << what << " game " << g << " ply " << s.ply << "\n"
                                           << draw_board(p, s);
        if (::testing::Test::HasFailure()) return seen;
        Engine::Verdicts verdicts;
        engine.judge_moves(s, verdicts);
        seen.cut += listed.size < verdicts.candidates.size;
        seen.fallbacks += pair_rule_falls_back(s, verdicts);
      }
      if (game.over() || s.ply >= 300) break;
      game.play(agent.choose(game));
    }
  }
  return seen;
}

TEST(LegalMovePaths, EveryBundledFileAndVariantListsTheMovesJudgedLegal) {
  int cut = 0;
  for (const BundledProgram& bundled : bundled_programs_and_variants())
    cut += compare_on_random_games(bundled.program, bundled.label, 10).cut;
  EXPECT_GT(cut, 1000);
}

// A small relay game with the move filters `filters` and a short lap limit
// (a move still relaying after three laps is endless, and no move).
RuleProgram pairs_game(const std::string& filters) {
  return from_text(R"(game "Pairs"
board { rows 2  pits 4  stores aside }
setup { seeds 3 }
move {
  from own pits
  )" + filters + R"(
}
sow { origin included  lap limit 3 }
lap end {
  if last was occupied: relay
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)");
}

// A relay game with a filter by the pit's count and a short lap limit: many
// moves are endless, so that the preferred pits are often none a move, and
// each fallback of the filter decides. A `forbid` of the same shape is
// decided as it reads, and so is the pair rule behind a filter that usually
// keeps every move (a `forbid`, and Mbothe's feeding rule).
TEST(LegalMovePaths, FiltersByPitCountWhosePreferredMovesAreEndless) {
  const std::string pair_rule = "prefer moves where seeds(pit) != 2 else ";
  for (const std::string filters :
       {pair_rule + "rightmost", pair_rule + "any", pair_rule + "none",
        std::string("forbid moves where seeds(pit) == 2"),
        "forbid moves where seeds in opponent's row == 0\n" + pair_rule + "rightmost",
        "prefer moves where seeds in opponent's row > 0 or after(seeds in opponent's row) > 0 "
        "else any\n" +
            pair_rule + "rightmost"}) {
    SCOPED_TRACE(filters);
    const RuleProgram p = pairs_game(filters);
    const Seen seen = compare_on_random_games(p, filters, 200);
    EXPECT_GT(seen.cut, 100);
    EXPECT_GT(seen.fallbacks, 20);
  }
}

// A pair rule behind Mbothe's feeding rule, where the feeding rule decides:
// North's row is empty and only S4, a pit of two, feeds it. The feeding rule
// keeps S4 alone, and the pair rule then has no other move (so S4, the
// rightmost). Applying the pair rule first would keep S1 instead.
TEST(LegalMovePaths, APairRuleBehindAFeedingRuleThatDecides) {
  const RuleProgram p = pairs_game(
      "prefer moves where seeds in opponent's row > 0 or after(seeds in opponent's row) > 0\n"
      "  else any\n"
      "prefer moves where seeds(pit) != 2 else rightmost");
  const Engine engine(p);
  const State s = board(p, R"(
           N4  N3  N2  N1
   North    0   0   0   0   captured 0
   South    1   0   0   2   captured 0
           S1  S2  S3  S4
   to move: South)");
  MoveList listed;
  engine.legal_moves(s, listed);
  ASSERT_EQ(listed.size, 1);
  EXPECT_EQ(listed[0], move(p, "S4"));
  EXPECT_EQ(pits_of(listed), judged_legal(engine, s));
}

}  // namespace
}  // namespace mancala::test
