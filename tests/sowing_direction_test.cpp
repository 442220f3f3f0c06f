// Clockwise sowing on hand-built positions: every sowing option, and the
// captures that depend on the direction ("backward" and "preceding" run
// against it); counter-clockwise counterparts where the bundled games' own
// tests have none (tests/sowing_mirror_test.cpp compares whole games). Boards are drawn as seen
// from above, South at the bottom, so a clockwise lap from South's row runs right to left along the
// South line, then left to right along the North line. Each test names the cells it sows.
#include <fstream>
#include <sstream>

#include "presentation/describe.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// A bundled rule file sown clockwise instead (its text, with `direction cw`).
RuleProgram clockwise(const std::string& name, const CompileOptions& options = {},
                      const std::string& from = "", const std::string& to = "") {
  std::ifstream in(source_path("rules/" + name + ".mancala"));
  std::ostringstream read;
  read << in.rdbuf();
  std::string text = read.str();
  const std::size_t at = text.find("direction ccw");
  EXPECT_NE(at, std::string::npos);
  text.replace(at, 13, "direction cw");
  if (!from.empty()) {
    const std::size_t other = text.find(from);
    EXPECT_NE(other, std::string::npos) << from;
    text.replace(other, from.size(), to);
  }
  RuleProgram p = from_text(text, options);
  EXPECT_TRUE(p.clockwise);
  return p;
}

// A small board, stores aside, every lap ends the move: sowing alone.
std::string plain_rules(const std::string& origin, const std::string& direction = "cw") {
  return R"(
game "Sowing"
board { rows 2  pits 4  stores aside }
setup { seeds 4 in every pit }
move { from own pits }
sow { direction )" +
         direction + "  origin " + origin + R"( }
lap end { end move }
game end { ends when no legal move  remaining seeds to owner }
)";
}

int count_events(const EventLog& events, EventKind kind) {
  int n = 0;
  for (const Event& e : events) n += e.kind == kind;
  return n;
}

TEST(Clockwise, SouthSowsTowardsS1ThenNorthsRowFromN4) {
  RuleProgram rules = from_text(plain_rules("included"));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
          N4  N3  N2  N1
   North   0   0   3   0
   South   0   0   4   0
          S1  S2  S3  S4
   to move: South)"));
  game.play(move(rules, "S3"));  // S2, S1, N4, N3
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   3   0
   South   1   1   0   0
   to move: North)"));
  game.play(move(rules, "N2"));  // N1, S4, S3
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   0   1
   South   1   1   1   1
   to move: South)"));
}

// The same position sown counter-clockwise, for comparison.
TEST(CounterClockwise, SouthSowsTowardsS4ThenNorthsRowFromN1) {
  RuleProgram rules = from_text(plain_rules("included", "ccw"));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
          N4  N3  N2  N1
   North   0   0   3   0
   South   0   0   4   0
          S1  S2  S3  S4
   to move: South)"));
  game.play(move(rules, "S3"));  // S4, N1, N2, N3
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   1   4   1
   South   0   0   0   1
   to move: North)"));
  game.play(move(rules, "N2"));  // N3, N4, S1, S2
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   2   0   1
   South   1   1   0   1
   to move: South)"));
}

TEST(CounterClockwise, FullLapPassesTheOriginWhenSkipped) {
  RuleProgram rules = from_text(plain_rules("skipped", "ccw"));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
   North   0   0   0   0
   South   0   9   0   0
   to move: South)"));
  game.play(move(rules, "S2"));  // S3, S4, N1, N2, N3, N4, S1, (S2), S3, S4
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1
   South   1   0   2   2
   to move: North)"));
}

TEST(Clockwise, FullLapDropsASeedIntoTheOriginWhenIncluded) {
  RuleProgram rules = from_text(plain_rules("included"));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
   North   0   0   0   0
   South   0   9   0   0
   to move: South)"));
  game.play(move(rules, "S2"));  // S1, N4, N3, N2, N1, S4, S3, S2, S1
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1
   South   2   1   1   1
   to move: North)"));
}

TEST(Clockwise, FullLapPassesTheOriginWhenSkipped) {
  RuleProgram rules = from_text(plain_rules("skipped"));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
   North   0   0   0   0
   South   0   9   0   0
   to move: South)"));
  EventLog events;
  game.play(move(rules, "S2"), &events);  // S1, N4, N3, N2, N1, S4, S3, (S2), S1, N4
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   1   1   1
   South   2   0   1   1
   to move: North)"));
  ASSERT_EQ(count_events(events, EventKind::skip), 1);
  for (const Event& e : events) {
    if (e.kind == EventKind::skip) {
      EXPECT_EQ(pit_name(rules, e.pit), "S2");
    }
  }
}

// Kalah clockwise: a player's store comes right after their own row.
class KalahClockwise : public ::testing::Test {
 protected:
  RuleProgram rules = clockwise("kalah");
  Engine engine{rules};
};

TEST_F(KalahClockwise, LastSeedInOwnStorePlaysAgain) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   4   4   4   4   2   4   store 0
   South   4   2   4   4   4   4   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  EXPECT_TRUE(game.play(move(rules, "S2")).extra_turn);  // S1, South's store
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   4   4   4   4   2   4   store 0
   South   5   0   4   4   4   4   store 1
   to move: South)"));
  game.play(move(rules, "S1"));                          // store, N6, N5, N4, N3: North to move
  EXPECT_TRUE(game.play(move(rules, "N2")).extra_turn);  // N1, North's store
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   5   5   5   5   0   5   store 1
   South   0   0   4   4   4   4   store 2
   to move: North)"));
}

TEST_F(KalahClockwise, OpponentsStoreIsSkipped) {
  Game game(engine, board(rules, R"(
   North   0   0   0   0   0   0   store 0
   South   9   0   0   0   1   0   store 0
   to move: South)"));
  game.play(move(rules, "S1"));  // store, N6..N1, (North's store), S6, S5: occupied, no capture
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   1   1   1   1   store 0
   South   0   0   0   0   2   1   store 1
   to move: North)"));
}

TEST_F(KalahClockwise, OpponentsStoreIncludedWhenTheRulesSaySo) {
  RuleProgram both =
      clockwise("kalah", {}, "opponent's store skipped", "opponent's store included");
  Engine engine_both(both);
  Game game(engine_both, board(both, R"(
   North   0   0   0   0   0   0   store 0
   South   8   0   0   0   0   1   store 0
   to move: South)"));
  game.play(move(both, "S1"));  // South's store, N6..N1, North's store
  EXPECT_TRUE(same_board(both, game.state(), R"(
   North   1   1   1   1   1   1   store 1
   South   0   0   0   0   0   1   store 1
   to move: North)"));
}

// The same counter-clockwise: South's store comes after S6, North's after N6.
TEST(KalahCounterClockwise, OpponentsStoreIncludedWhenTheRulesSaySo) {
  std::ifstream in(source_path("rules/kalah.mancala"));
  std::ostringstream read;
  read << in.rdbuf();
  std::string text = read.str();
  const std::string skipped = "opponent's store skipped";
  ASSERT_NE(text.find(skipped), std::string::npos);
  text.replace(text.find(skipped), skipped.size(), "opponent's store included");
  RuleProgram both = from_text(text);
  Engine engine_both(both);
  Game game(engine_both, board(both, R"(
   North   0   0   0   0   0   0   store 0
   South   1   0   0   0   0   8   store 0
   to move: South)"));
  game.play(move(both, "S6"));  // South's store, N1..N6, North's store
  EXPECT_TRUE(same_board(both, game.state(), R"(
   North   1   1   1   1   1   1   store 1
   South   1   0   0   0   0   0   store 1
   to move: North)"));
}

TEST_F(KalahClockwise, CaptureFromAnOwnEmptyPitTakesTheOppositePit) {
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   1   5   1   1   1   store 0
   South   1   1   0   1   1   1   store 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S4"));  // S3, empty: it faces N4
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1   0   1   1   1   store 0
   South   1   1   0   0   1   1   store 6
   to move: North)"));
}

// 20 seeds go twice round the 9 cells South sows (S1, store, N4..N1, S4..S2)
// and two further: the last lands in the store.
TEST_F(KalahClockwise, SowingGoesRoundSeveralTimes) {
  CompileOptions small;
  small.overrides = {{"pits", 4}, {"seeds", 3}};
  RuleProgram rules4 = clockwise("kalah", small);
  Engine engine4(rules4);
  Game game(engine4, board(rules4, R"(
   North   0   0   0   0   store 0
   South   0  20   0   0   store 0
   to move: South)"));
  EXPECT_TRUE(game.play(move(rules4, "S2")).extra_turn);
  EXPECT_TRUE(same_board(rules4, game.state(), R"(
   North   2   2   2   2   store 0
   South   3   2   2   2   store 3
   to move: South)"));
}

// The same counter-clockwise: S3, S4, the store, N1..N4, S1, S2, twice, then
// S3 and S4 again; S4 was occupied, so nothing is captured.
TEST(KalahCounterClockwise, SowingGoesRoundSeveralTimes) {
  CompileOptions small;
  small.overrides = {{"pits", 4}, {"seeds", 3}};
  RuleProgram rules4 = bundled("kalah", small);
  Engine engine4(rules4);
  Game game(engine4, board(rules4, R"(
   North   0   0   0   0   store 0
   South   0  20   0   0   store 0
   to move: South)"));
  EXPECT_FALSE(game.play(move(rules4, "S2")).extra_turn);
  EXPECT_TRUE(same_board(rules4, game.state(), R"(
   North   2   2   2   2   store 0
   South   2   2   3   3   store 2
   to move: North)"));
}

// Oware clockwise: the capture chain runs against the sowing, from N4 to N5
// and N6, never to N3 (which holds 2 as well).
TEST(OwareClockwise, CaptureChainRunsAgainstTheSowingDirection) {
  RuleProgram rules = clockwise("oware");
  Engine engine(rules);
  Game game(engine, board(rules, R"(
          N6  N5  N4  N3  N2  N1
   North   1   2   1   2   0   5   captured 0
   South   3   0   0   0   0   4   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)"));
  game.play(move(rules, "S1"));  // N6, N5, N4: 2, 3, 2 captured
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   2   0   5   captured 0
   South   0   0   0   0   0   4   captured 7
   to move: North)"));
}

// Mbothe clockwise on 4 pits: the opponent's pairs are skipped, relays lift
// the last pit, and a capture from the opposite pit plays again.
class MbotheClockwise : public ::testing::Test {
 protected:
  CompileOptions options = [] {
    CompileOptions o;
    o.overrides = {{"pits", 4}};
    return o;
  }();
  RuleProgram rules = clockwise("mbothe", options);
  Engine engine{rules};
};

TEST_F(MbotheClockwise, OpponentsPairIsSkipped) {
  Game game(engine, board(rules, R"(
          N4  N3  N2  N1
   North   2   0   0   1
   South   0   3   0   1
          S1  S2  S3  S4
   ply: 3
   to move: South)"));
  EventLog events;
  game.play(move(rules, "S2"), &events);  // S1, (N4 holds 2), N3, N2
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   1   1   1
   South   1   0   0   1
   to move: North)"));
  ASSERT_EQ(count_events(events, EventKind::skip), 1);
  for (const Event& e : events) {
    if (e.kind == EventKind::skip) {
      EXPECT_EQ(pit_name(rules, e.pit), "N4");
    }
  }
}

TEST_F(MbotheClockwise, RelayThenCaptureOppositeAndPlayAgain) {
  Game game(engine, board(rules, R"(
          N4  N3  N2  N1
   North   3   0   0   1   captured 0
   South   0   2   0   0   captured 0
          S1  S2  S3  S4
   ply: 3
   to move: South)"));
  MoveOutcome outcome = game.play(move(rules, "S2"));
  // S1, N4 (occupied: lift 4), N3, N2, N1, S4: empty, and N1 now holds 2.
  EXPECT_EQ(outcome.laps, 2);
  EXPECT_TRUE(outcome.extra_turn);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   1   1   0   captured 0
   South   1   0   0   1   captured 2
   to move: South)"));
}

// "Rightmost" names the highest-numbered pit, whatever the sowing direction.
TEST_F(MbotheClockwise, RightmostPairIsStillTheHighestNumberedPit) {
  Game game(engine, board(rules, R"(
          N4  N3  N2  N1
   North   0   0   0   1
   South   2   0   2   0
          S1  S2  S3  S4
   ply: 3
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S3");
}

// Kiothi clockwise: sowing clears the marks of the pits it reaches.
TEST(KiothiClockwise, SowingClearsTheMarksOfThePitsItReaches) {
  CompileOptions options;
  options.overrides = {{"pits", 4}, {"filled", 4}};
  RuleProgram rules = clockwise("kiothi", options);
  Engine engine(rules);
  Game game(engine, board(rules, R"(
          N4  N3  N2  N1
   North   1!  0!  3   0!
   South   2   0   1   0
          S1  S2  S3  S4
   ply: 10
   to move: South)"));
  EventLog events;
  game.play(move(rules, "S1x2"), &events);  // N4, N3: both marks cleared, N1's kept
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   2   1   3   0!
   South   0   0   1   0
   to move: North)"));
  EXPECT_EQ(count_events(events, EventKind::mark_cleared), 2);
}

// explain and diff speak of the direction the engine sows in.
TEST(ClockwiseWords, ExplainSaysClockwiseAndBackwardMeansAgainstIt) {
  RuleProgram cw = require_ok("tests/rules/ok/kalah-clockwise.mancala");
  EXPECT_TRUE(cw.clockwise);
  std::string direction;
  for (const Fact& f : describe(cw))
    if (f.key == "sowing.direction") direction = f.text;
  EXPECT_EQ(direction,
            "Seeds are sown clockwise, one per pit, starting with the pit after the origin.");
  std::string chain;
  for (const Fact& f : describe(clockwise("oware")))
    if (f.text.find("preceding") != std::string::npos) chain = f.text;
  EXPECT_NE(chain.find("going backward (against the sowing direction), each preceding pit"),
            std::string::npos)
      << chain;
}

}  // namespace
}  // namespace mancala::test
