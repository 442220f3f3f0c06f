// A match's general forms (docs/language.md, "Match play"): the rebuild's
// named policies on hand-built totals, `ends when CONDITION` read for either
// player on the next game's board, and `winner by NUMBER`, including
// `games won`.
#include "agents/random_agent.hpp"
#include "dsl/loader.hpp"
#include "interpreter/match.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// A 2 x N game with captures of 2s and 3s, under the match block given.
std::string match_game(int pits, int seeds, const std::string& match) {
  return "game \"Match forms\"\nboard { rows 2  pits " + std::to_string(pits) +
         "  stores aside }\nsetup { seeds " + std::to_string(seeds) + R"( in every pit }
move { from own pits }
sow { origin included }
lap end {
  if last is opponent's and seeds(last) in {2, 3}: capture last
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)" + match;
}

// The messages of loading rule text as "t.mancala".
std::string compile_messages(const std::string& text) {
  return load_rules_text("t.mancala", text).messages;
}

// A match block whose rebuild names the given policies, `per_pit` seeds a pit.
std::string rebuild_block(const char* fill, const char* buy, const char* remainder,
                          int per_pit = 3) {
  return "match {\n  rebuild {\n    seeds per pit " + std::to_string(per_pit) +
         "\n    fill own row from " + fill + " pit\n    surplus buys opponent's empty pits from " +
         buy + " pit\n    remainder pit goes to " + remainder + "\n  }\n}\n";
}

// 16-8 on 2 x 4 pits, 3 a pit. South fills its row (12) and has 4 more: one pit
// bought, 1 left. North fills two pits (6), 2 left. The pit left empty takes the
// 1 + 2 remainders.
TEST(Rebuild, OwnRowFromTheLastPitAndPurchasesFromTheFirst) {
  const RuleProgram rules =
      from_text(match_game(4, 3, rebuild_block("last", "first", "larger total")));
  // North fills N4 and N3; South buys N1; N2 takes the remainders, South's
  // (the larger total).
  EXPECT_TRUE(same_board(rules, rebuild_board(rules, 16, 8), R"(
   North   3   3   3*  3*
   South   3   3   3   3
   to move: South)"));
}

TEST(Rebuild, PurchasesFromTheLastPitAndOwnRowFromTheFirst) {
  const RuleProgram rules =
      from_text(match_game(4, 3, rebuild_block("first", "last", "larger share then larger total")));
  // North fills N1 and N2; South buys N4; N3 takes the remainders, North's
  // (it gave 2 of the 3).
  EXPECT_TRUE(same_board(rules, rebuild_board(rules, 16, 8), R"(
   North   3*  3   3   3
   South   3   3   3   3
   to move: South)"));
}

TEST(Rebuild, RemainderPitToTheSmallerTotal) {
  const RuleProgram rules =
      from_text(match_game(4, 3, rebuild_block("last", "first", "smaller total")));
  EXPECT_TRUE(same_board(rules, rebuild_board(rules, 16, 8), R"(
   North   3   3   3   3*
   South   3   3   3   3
   to move: South)"));
}

// A 2-2 split of the remainders on 2 x 4 pits, 3 a pit, needs a second key:
// 14-10 leaves South 2 (after 12) and North 1 (after 9): no tie. On 2 x 3 pits,
// 4 a pit, 14-10 leaves 2 and 2.
TEST(Rebuild, EqualSharesGoToTheNextKey) {
  auto rules_with = [](const char* remainder) {
    return from_text(match_game(3, 4, rebuild_block("first", "last", remainder, 4)));
  };
  // North fills N1 and N2 (8); N3 takes 2 + 2.
  const RuleProgram smaller = rules_with("larger share then smaller total");
  EXPECT_TRUE(same_board(smaller, rebuild_board(smaller, 14, 10), R"(
   North   4   4   4
   South   4   4   4
   to move: South)"));
  // With no key that tells them apart, South owns it.
  const RuleProgram share_only = rules_with("larger share");
  EXPECT_TRUE(same_board(share_only, rebuild_board(share_only, 14, 10), R"(
   North   4*  4   4
   South   4   4   4
   to move: South)"));
}

// Every policy is named: a rebuild block that leaves one out is refused, and
// names what to add.
TEST(Rebuild, EveryPolicyMustBeNamed) {
  const std::string text = match_game(4, 3, R"(match {
  rebuild {
    seeds per pit 3
    fill own row from first pit
  }
}
)");
  const std::string messages = compile_messages(text);
  EXPECT_NE(messages.find("the rebuild does not say where a surplus starts buying pits"),
            std::string::npos)
      << messages;
  EXPECT_NE(messages.find("the rebuild does not say who owns the pit the remainders fill"),
            std::string::npos)
      << messages;
  // A block of one policy is a block, not the older one-line phrase.
  const std::string one = compile_messages(match_game(4, 3, R"(match {
  rebuild { fill own row from last pit }
}
)"));
  EXPECT_NE(one.find("the rebuild does not say how many seeds fill a pit"), std::string::npos)
      << one;
  EXPECT_EQ(one.find("seeds per pit:"), std::string::npos) << one;
}

// `ends when C` is read for each player as the mover on the board the next game
// starts from, and `winner by N` likewise: here the match ends as soon as a
// player has bought a pit, and the player owning fewer pits wins it. Over many
// seeded first games, both outcomes must occur and each must match the rebuilt
// board.
TEST(MatchEnd, ConditionAndWinnerReadTheNextGamesBoard) {
  const RuleProgram rules = from_text(match_game(4, 3, R"(match {
  rebuild {
    seeds per pit 3
    fill own row from first pit
    surplus buys opponent's empty pits from last pit
    remainder pit goes to larger share then larger total
  }
  ends when count(opponent's pits) > 4
  winner by count(opponent's pits)
}
)"));
  const Engine engine(rules);
  int ended = 0, went_on = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Match match(engine, 10);
    RandomAgent agent(seed);
    while (!match.game().over() && match.game().state().ply < 2000)
      match.game().play(agent.choose(match.game()));
    if (!match.game().over()) continue;  // an endless game: no result to book
    const GameResult result = match.game().result();
    match.book_game();
    const PerSide<int> owned = pits_owned(rules, rebuild_board(rules, result.south, result.north));
    const bool someone_bought = owned[kSouth] != owned[kNorth];
    ASSERT_EQ(match.over(), someone_bought) << "seed " << seed;
    if (!someone_bought) {
      ++went_on;
      continue;
    }
    ++ended;
    // Scored by the opponent's pits: the player owning fewer pits wins.
    EXPECT_EQ(match.winner(), owned[kSouth] < owned[kNorth] ? Winner(kSouth) : Winner(kNorth))
        << "seed " << seed;
  }
  EXPECT_GT(ended, 0);
  EXPECT_GT(went_on, 0);
}

// `winner by games won` counts weighted wins, the same as the default.
TEST(MatchWinner, GamesWonIsTheDefault) {
  for (const char* winner : {"", "  winner by games won\n", "  winner by 0 - games won\n"}) {
    const RuleProgram rules =
        from_text(match_game(3, 2, std::string("match {\n") + winner + "}\n"));
    const Engine engine(rules);
    Match match(engine, 3);
    RandomAgent agent(7);
    for (;;) {
      while (!match.game().over() && match.game().state().ply < 2000)
        match.game().play(agent.choose(match.game()));
      ASSERT_TRUE(match.game().over());
      match.book_game();
      if (match.over()) break;
      match.start_next_game();
    }
    const PerSide<int>& wins = match.wins();
    ASSERT_NE(wins[kSouth], wins[kNorth]) << "the seed should give a decided match";
    const bool inverted = std::string(winner).find("0 -") != std::string::npos;
    const Side more = wins[kSouth] > wins[kNorth] ? kSouth : kNorth;
    EXPECT_EQ(match.winner(), Winner(inverted ? opponent(more) : more)) << winner;
  }
}

// `games won` belongs to `winner by`; elsewhere it is an error at its place.
TEST(MatchWinner, GamesWonOutsideWinnerByIsRefused) {
  const std::string messages =
      compile_messages(match_game(3, 2, "match {\n  ends when games won > 2\n}\n"));
  EXPECT_NE(messages.find("12:13: error: 'games won'"), std::string::npos) << messages;
}

}  // namespace
}  // namespace mancala::test
