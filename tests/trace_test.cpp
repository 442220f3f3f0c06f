// The `mancala trace` protocol (shared/design/trace-protocol.md), driven as an
// outside checker would drive it.
#include <nlohmann/json.hpp>
#include <sstream>

#include "analysis/trace_session.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

using nlohmann::json;

struct TraceRun {
  int status = 0;
  std::vector<json> objects;
};

TraceRun trace(const RuleProgram& rules, const std::string& moves, TraceOptions options = {}) {
  std::istringstream in(moves);
  std::ostringstream out;
  TraceRun run;
  run.status = run_trace(rules, options, in, out);
  std::istringstream lines(out.str());
  std::string line;
  while (std::getline(lines, line)) run.objects.push_back(json::parse(line));
  return run;
}

TEST(Trace, InitialPositionAndWorkedExample) {
  TraceRun run = trace(bundled("kpe"), "S3\n");
  ASSERT_EQ(run.status, 0);
  ASSERT_EQ(run.objects.size(), 2u);
  const json& start = run.objects[0];
  EXPECT_EQ(start["ply"], 0);
  EXPECT_EQ(start["game"], 1);
  EXPECT_EQ(start["to_move"], "S");
  EXPECT_EQ(start["pits"], json({6, 6, 6, 6, 6, 6, 6, 6}));
  EXPECT_EQ(start["owners"], json({"S", "S", "S", "S", "N", "N", "N", "N"}));
  EXPECT_EQ(start["stores"], json({{"S", 0}, {"N", 0}}));
  EXPECT_EQ(start["marks"], json::object());
  EXPECT_EQ(start["legal_count"], 4);
  EXPECT_EQ(start["legal"], json({"S1", "S2", "S3", "S4"}));
  EXPECT_EQ(start["over"], false);
  EXPECT_FALSE(start.contains("result"));
  EXPECT_FALSE(start.contains("match_over"));
  const json& after = run.objects[1];
  EXPECT_EQ(after["ply"], 1);
  EXPECT_EQ(after["to_move"], "N");
  EXPECT_EQ(after["pits"], json({7, 6, 0, 7, 7, 7, 7, 7}));
}

TEST(Trace, IllegalMoveIsTheLastLineWithItsInputLine) {
  TraceRun run = trace(bundled("kpe"), "# opening\nS3\n\nN9\nN1\n");
  EXPECT_EQ(run.status, 2);
  ASSERT_EQ(run.objects.size(), 3u);
  const json& error = run.objects.back();
  EXPECT_EQ(error["line"], 4);
  EXPECT_EQ(error["move"], "N9");
  EXPECT_EQ(error["error"], "N9 is not a pit: rows have pits 1..4");
}

TEST(Trace, EmptyPitIsExplained) {
  TraceRun run = trace(bundled("kalah"), "S3\nS3\n");  // S3 ends in the store: South again
  EXPECT_EQ(run.status, 2);
  ASSERT_EQ(run.objects.size(), 3u);
  EXPECT_EQ(run.objects.back()["error"], "S3 is empty");
  EXPECT_EQ(run.objects.back()["line"], 2);
}

TEST(Trace, ExtraTurnKeepsTheMover) {
  TraceRun run = trace(bundled("kalah"), "S3\n");
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.objects[1]["to_move"], "S");
  EXPECT_EQ(run.objects[1]["stores"]["S"], 1);
}

TEST(Trace, FirstNorth) {
  TraceOptions options;
  options.first_player = kNorth;
  TraceRun run = trace(bundled("oware"), "N1\n", options);
  ASSERT_EQ(run.status, 0);
  EXPECT_EQ(run.objects[0]["to_move"], "N");
  EXPECT_EQ(run.objects[0]["legal"], json({"N1", "N2", "N3", "N4", "N5", "N6"}));
  EXPECT_EQ(run.objects[1]["to_move"], "S");
}

// Kalah(1,1): S1 goes into South's store, South's row is empty, the game ends;
// pits and stores show the position before the sweep, result after it.
TEST(Trace, GameOverShowsResultAndRefusesMoreMoves) {
  CompileOptions tiny;
  tiny.overrides = {{"pits", 1}, {"seeds", 1}};
  RuleProgram rules = bundled("kalah", tiny);
  TraceRun run = trace(rules, "S1\nN1\n");
  EXPECT_EQ(run.status, 2);
  ASSERT_EQ(run.objects.size(), 3u);
  const json& end = run.objects[1];
  EXPECT_EQ(end["over"], true);
  EXPECT_TRUE(end["to_move"].is_null());
  EXPECT_EQ(end["legal_count"], 0);
  EXPECT_EQ(end["legal"], json::array());
  EXPECT_EQ(end["pits"], json({0, 1}));
  EXPECT_EQ(end["result"], json({{"S", 1}, {"N", 1}, {"winner", "draw"}}));
  EXPECT_EQ(run.objects[2]["error"], "the game is over");
  EXPECT_EQ(run.objects[2]["line"], 2);
}

TEST(Trace, MatchWithoutMatchRulesPlaysIndependentGames) {
  CompileOptions tiny;
  tiny.overrides = {{"pits", 1}, {"seeds", 1}};
  RuleProgram rules = bundled("kalah", tiny);
  TraceOptions options;
  options.match_games = 2;
  TraceRun run = trace(rules, "S1\nS1\n", options);
  ASSERT_EQ(run.status, 0);
  ASSERT_EQ(run.objects.size(), 4u);
  EXPECT_EQ(run.objects[0]["match_over"], false);
  EXPECT_EQ(run.objects[1]["over"], true);
  EXPECT_EQ(run.objects[1]["match_over"], false);
  EXPECT_EQ(run.objects[2]["game"], 2);
  EXPECT_EQ(run.objects[2]["ply"], 0);
  EXPECT_EQ(run.objects[2]["to_move"], "S");
  EXPECT_EQ(run.objects[2]["pits"], json({1, 1}));
  EXPECT_EQ(run.objects[3]["match_over"], true);
  EXPECT_EQ(run.objects[3]["match_result"]["winner"], "draw");
  EXPECT_EQ(run.objects[3]["match_result"]["games"], 2);
}

TEST(Trace, MbotheFirstMoveIsForcedAndMustBeWritten) {
  TraceRun run = trace(bundled("mbothe"), "S9\n");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.objects[0]["legal"], json({"S10"}));
  EXPECT_EQ(run.objects[0]["legal_count"], 1);
  EXPECT_EQ(run.objects.back()["move"], "S9");
}

}  // namespace
}  // namespace mancala::test
