// The `during sowing` block and `capture ... to TAKER` (docs/language.md,
// "During the sowing" and "lap end") on hand-built positions: rules tried after
// every seed but a lap's last, captures that go to each pit's owner or to a
// named player, and the statements a sowing rule may not use.
#include <optional>

#include "dsl/loader.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// A 2 x 4 game where a pit that reaches 4 during the sowing goes to `sowing_to`
// and a last seed that makes 4 goes to `last_to` (" to owner", "" for the
// default taker, no rule for nullopt).
std::string fours(const std::optional<std::string>& sowing_to,
                  const std::optional<std::string>& last_to) {
  std::string text = R"(game "Fours"
board { rows 2  pits 4  stores aside }
setup { seeds 3 in every pit }
move { from own pits }
sow { origin skipped }
)";
  if (sowing_to)
    text += "during sowing {\n  if seeds(pit) == 4: capture pit" + *sowing_to + "\n}\n";
  text += "lap end {\n";
  if (last_to) text += "  if seeds(last) == 4: capture last" + *last_to + "\n";
  text += "  end move\n}\ngame end { ends when no legal move  remaining seeds to owner }\n";
  return text;
}

// A four made on the way goes to the owner of its pit, whoever sows; the last
// seed is left to lap end, whose capture goes to the mover.
TEST(DuringSowing, FoursOnTheWayGoToTheirOwnersAndTheLastToTheMover) {
  RuleProgram rules = from_text(fours(" to owner", std::nullopt));
  RuleProgram with_last = from_text(fours(" to owner", " to mover"));
  const std::string start = R"(
          N4  N3  N2  N1
   North   1   0   3   3   captured 0
   South   0   4   3   1   captured 0
          S1  S2  S3  S4
   to move: South)";
  // S2: S3 3 -> 4 (South's pit, to South), S4 1 -> 2, N1 3 -> 4 (North's, to
  // North), N2 3 -> 4 with the last seed.
  Engine engine(with_last);
  Game played(engine, board(with_last, start));
  played.play(move(with_last, "S2"));
  EXPECT_TRUE(same_board(with_last, played.state(), R"(
   North   1   0   0   0   captured 4
   South   0   0   0   2   captured 8
   to move: North)"));
  // Without a lap end rule the last four stays where it is.
  Engine no_last_engine(rules);
  Game no_last(no_last_engine, board(rules, start));
  no_last.play(move(rules, "S2"));
  EXPECT_TRUE(same_board(rules, no_last.state(), R"(
   North   1   0   4   0   captured 4
   South   0   0   0   2   captured 4
   to move: North)"));
}

// Every taker a capture may name, in the sowing and at lap end: South sows S4
// (2 seeds), making 4 in N1 on the way and 4 in N2 with the last seed.
TEST(DuringSowing, EveryTakerSendsTheSeedsToItsStore) {
  const std::string start = R"(
          N4  N3  N2  N1
   North   1   0   3   3   captured 0
   South   0   0   0   2   captured 0
          S1  S2  S3  S4
   to move: South)";
  struct Case {
    std::string to;
    int south, north;  // seeds in the stores after S4, for N1's four
  };
  for (const Case& c :
       {Case{"", 4, 0}, Case{" to mover", 4, 0}, Case{" to opponent", 0, 4},
        Case{" to owner", 0, 4}, Case{" to South", 4, 0}, Case{" to North", 0, 4}}) {
    SCOPED_TRACE("capture" + c.to);
    // In the sowing: N1's four goes to the taker; the last four stays.
    RuleProgram sowing = from_text(fours(c.to, std::nullopt));
    Engine sowing_engine(sowing);
    Game in_sowing(sowing_engine, board(sowing, start));
    in_sowing.play(move(sowing, "S4"));
    EXPECT_TRUE(same_board(sowing, in_sowing.state(),
                           "   North   1   0   4   0   captured " + std::to_string(c.north) +
                               "\n   South   0   0   0   0   captured " + std::to_string(c.south) +
                               "\n   to move: North"));
    // At lap end: N2's four goes to the taker; N1's four stays.
    RuleProgram lap_end = from_text(fours(std::nullopt, c.to));
    Engine lap_end_engine(lap_end);
    Game at_lap_end(lap_end_engine, board(lap_end, start));
    at_lap_end.play(move(lap_end, "S4"));
    EXPECT_TRUE(same_board(lap_end, at_lap_end.state(),
                           "   North   1   0   0   4   captured " + std::to_string(c.north) +
                               "\n   South   0   0   0   0   captured " + std::to_string(c.south) +
                               "\n   to move: North"));
  }
}

// The rules run in every lap of a relay sowing, never on a lap's last seed.
TEST(DuringSowing, RunsInEveryLapOfARelay) {
  RuleProgram rules = from_text(R"(game "Relay fours"
board { rows 2  pits 3  stores aside }
setup { seeds 3 in every pit }
move { from own pits }
sow { origin skipped }
during sowing {
  if seeds(pit) == 4: capture pit to owner
}
lap end {
  if seeds(last) > 1: relay
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)");
  Engine engine(rules);
  Game relay(engine, board(rules, R"(
          N3  N2  N1
   North   3   0   3   captured 0
   South   0   1   3   captured 0
          S1  S2  S3
   to move: South)"));
  // S2: S3 3 -> 4 is the first lap's last seed, left to lap end, which relays with 4 from S3: N1 3
  // -> 4 (North's, to North), N2 -> 1, N3 3 -> 4 (North's, to North), S1 0 -> 1 (last, 1: the move
  // ends).
  relay.play(move(rules, "S2"));
  EXPECT_TRUE(same_board(rules, relay.state(), R"(
   North   0   1   0   captured 8
   South   1   0   0   captured 0
   to move: North)"));
}

// A sowing rule may capture, claim and mark, but not relay, end the move or
// play again, and there is no 'last' pit while the seeds are still in hand.
TEST(DuringSowing, RefusesWhatOnlyALapEndCanDo) {
  struct Case {
    std::string rule, message;
  };
  for (const Case& c : {Case{"if seeds(pit) == 4: relay", "relay"},
                        Case{"if seeds(pit) == 4: end move", "end move"},
                        Case{"if seeds(pit) == 4: play again", "play again"},
                        Case{"if seeds(last) == 4: capture pit", "'last'"}}) {
    SCOPED_TRACE(c.rule);
    std::string text = fours(std::nullopt, std::nullopt);
    text.replace(text.find("lap end"), 0, "during sowing {\n  " + c.rule + "\n}\n");
    const LoadResult loaded = load_rules_text("bad.mancala", text);
    ASSERT_FALSE(loaded.program);
    const std::string& messages = loaded.messages;
    EXPECT_NE(messages.find("bad.mancala:7:"), std::string::npos) << messages;
    EXPECT_NE(messages.find(c.message), std::string::npos) << messages;
  }
}

}  // namespace
}  // namespace mancala::test
