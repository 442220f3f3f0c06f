// The `mancala trace` protocol (docs/trace-protocol.md), driven as an
// outside checker would drive it.
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "io/record.hpp"
#include "io/trace_session.hpp"
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

namespace mancala::test {
namespace {

// Kiothi's opening: counted exactly, not listed; written in the protocol's
// notation; the nki marks appear once both openings are done.
TEST(Trace, KiothiOpeningsAndMarks) {
  TraceRun run = trace(bundled("kiothi"), "S5+S6>S1:6,N2:4\nN9+N10>S2:10\n");
  ASSERT_EQ(run.status, 0);
  ASSERT_EQ(run.objects.size(), 3u);
  EXPECT_EQ(run.objects[0]["legal_count"], 300450150);
  EXPECT_FALSE(run.objects[0].contains("legal"));
  EXPECT_EQ(run.objects[1]["marks"], json::object());
  EXPECT_EQ(run.objects[2]["marks"]["nki"],
            json({"S1", "S2", "S7", "S8", "S9", "S10", "N2", "N5", "N6", "N7", "N8"}));
  EXPECT_EQ(run.objects[2]["to_move"], "S");
}

TEST(Trace, KiothiIllegalOpening) {
  TraceRun run = trace(bundled("kiothi"), "S5+S6>S1:6,N2:3\n");
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.objects.back()["error"],
            "the placement puts 9 seeds, but the emptied pits hold 10");
}

// With few openings (2 x 4 board, one warrior in each of the 2 rightmost pits:
// one pair to empty, 2 warriors over 8 pits: C(9, 7) = 36), they are listed.
TEST(Trace, SmallOpeningsAreListed) {
  CompileOptions small;
  small.overrides = {{"pits", 4}, {"warriors", 1}, {"filled", 2}};
  TraceRun run = trace(bundled("kiothi", small), "");
  ASSERT_EQ(run.objects.size(), 1u);
  EXPECT_EQ(run.objects[0]["legal_count"], 36);
  ASSERT_EQ(run.objects[0]["legal"].size(), 36u);
  // Sorted pair by pair: pit in circuit order, then count ascending.
  EXPECT_EQ(run.objects[0]["legal"][0], "S3+S4>S1:1,S2:1");
  EXPECT_EQ(run.objects[0]["legal"][1], "S3+S4>S1:1,S3:1");
  EXPECT_EQ(run.objects[0]["legal"][7], "S3+S4>S1:2");
  EXPECT_EQ(run.objects[0]["legal"][35], "S3+S4>N4:2");
}

// Partial harvest: the amount is always written in `legal`; "S3" means all.
TEST(Trace, PartialHarvestNotation) {
  // After the openings S1 holds 6 and S2 10: S1x1 and S1x6 (all) end their
  // first lap on an occupied own pit (S2, S7), so only S1x2..S1x5 are legal.
  TraceRun run = trace(bundled("kiothi"), "S5+S6>S1:6,N2:4\nN9+N10>S2:10\nS1x3\n", {});
  ASSERT_EQ(run.status, 0);
  const json& before = run.objects[2];
  EXPECT_EQ(before["legal"][0], "S1x2");
  EXPECT_EQ(before["legal"][3], "S1x5");
  EXPECT_EQ(run.objects[3]["pits"][0], 3);
  TraceRun all = trace(bundled("kiothi"), "S5+S6>S1:6,N2:4\nN9+N10>S2:10\nS1\n");
  EXPECT_EQ(all.status, 2);
  EXPECT_EQ(
      all.objects.back()["error"],
      "S1x6 is forbidden by the move filter of line 37: the last pit is in the mover's row and "
      "the last pit was occupied before the last seed");
}

// A three-game Adji Kui II match, driven by the moves of the golden match record.
TEST(Trace, AdjiKuiMatchRebuildsBetweenGames) {
  std::ifstream in(source_path("tests/golden/adji-kui-2-match.record"));
  std::ostringstream text;
  text << in.rdbuf();
  std::string why, moves;
  std::optional<GameRecord> record = read_record_text("record.yaml", text.str(), why);
  ASSERT_TRUE(record) << why;
  for (const RecordedGame& game : record->games)
    for (const std::string& move : game.moves) moves += move + "\n";
  TraceOptions options;
  options.match_games = 3;
  TraceRun run = trace(bundled("adji-kui-2"), moves, options);
  ASSERT_EQ(run.status, 0);
  int game_starts = 0;
  for (std::size_t i = 0; i < run.objects.size(); ++i) {
    const json& j = run.objects[i];
    if (j["ply"] == 0) {
      ++game_starts;
      EXPECT_EQ(j["game"], game_starts);
      EXPECT_EQ(j["to_move"], game_starts == 2 ? "N" : "S");  // the first mover alternates
      if (i > 0) {
        EXPECT_EQ(run.objects[i - 1]["over"], true);
      }
    }
  }
  EXPECT_EQ(game_starts, 3);
  const json& game3 = *std::find_if(run.objects.begin(), run.objects.end(),
                                    [](const json& j) { return j["game"] == 3; });
  EXPECT_EQ(game3["owners"], json({"S", "S", "S", "S", "S", "N", "N", "N", "N", "N", "N", "N"}));
  const json& last = run.objects.back();
  EXPECT_EQ(last["match_over"], true);
  EXPECT_EQ(last["match_result"]["winner"], "S");
  EXPECT_EQ(last["match_result"]["games"], 3);
  EXPECT_EQ(last["match_result"]["pits"], json({{"S", 7}, {"N", 5}}));
}

// Adji Kui II: a player with no move must write "pass".
TEST(Trace, PassIsWritten) {
  CompileOptions one;
  one.overrides = {{"seeds", 1}, {"left", 0}};
  TraceRun run = trace(bundled("adji-kui-2", one), "S1\npass\npass\n");
  EXPECT_EQ(run.objects[0]["legal"], json({"pass"}));
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.objects[1]["error"],
            "S1 may not start a move: the rule for choosing a pit excludes it (it holds 1 seed)");
}

}  // namespace
}  // namespace mancala::test
