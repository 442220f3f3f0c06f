// The game record format (docs/records.md): YAML documents written and read
// back, refused with the line and column of the problem when malformed, and
// read as far as they go when cut off.
#include "io/record.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "dsl/loader.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

GameRecord sample() {
  GameRecord r;
  r.rules = "rules/kiothi.mancala";
  r.rules_hash = content_hash("text");
  r.variant = "five-pits";
  r.sets = {{"weight", 10}};
  r.seed = 42;
  r.south = "random";
  r.first_player = kNorth;
  RecordedGame game;
  game.moves = {"S5+S6>S1:6,N2:4", "N9+N10>S2:10", "S1x3"};
  game.result = "unfinished";
  r.games.push_back(game);
  game.number = 2;
  game.moves = {"S1", "pass"};
  game.result = result_text(30, 18, kSouth);
  r.games.push_back(game);
  return r;
}

TEST(Record, RoundTrip) {
  const GameRecord r = sample();
  std::string why;
  std::optional<GameRecord> back = read_record_text("record.yaml", write_record(r), why);
  ASSERT_TRUE(back) << why;
  EXPECT_EQ(back->rules, r.rules);
  EXPECT_EQ(back->rules_hash, r.rules_hash);
  EXPECT_EQ(back->variant, "five-pits");
  EXPECT_EQ(back->sets, r.sets);
  EXPECT_EQ(back->seed, 42u);
  EXPECT_EQ(back->south, "random");
  EXPECT_EQ(back->north, "human");
  EXPECT_EQ(back->first_player, kNorth);
  EXPECT_EQ(back->truncated, "");
  ASSERT_EQ(back->games.size(), 2u);
  EXPECT_EQ(back->games[0].moves, r.games[0].moves);
  EXPECT_EQ(back->games[0].result, "unfinished");
  EXPECT_EQ(back->games[1].moves, r.games[1].moves);
  EXPECT_EQ(back->games[1].result, "S 30 N 18 South wins");
}

TEST(Record, HeaderThenOneDocumentPerGame) {
  const GameRecord r = sample();
  EXPECT_EQ(write_record(r), write_record_header(r) + write_recorded_game(r.games[0]) +
                                 write_recorded_game(r.games[1]));
  EXPECT_EQ(write_recorded_game(r.games[1]),
            "---\ngame: 2\nmoves:\n  - S1\n  - pass\nresult:\n  south: 30\n  north: 18\n"
            "  winner: South\n");
  const std::string header = write_record_header(r);
  EXPECT_EQ(header.rfind("mancala-record: 2\n", 0), 0u) << header;
  EXPECT_NE(header.find("hash: \"" + fmt::format("{:016x}", r.rules_hash) + "\""),
            std::string::npos)
      << header;
}

TEST(Record, MovesKnowTheirLines) {
  std::string why;
  std::optional<GameRecord> back = read_record_text("record.yaml", write_record(sample()), why);
  ASSERT_TRUE(back) << why;
  // 12 header lines (mancala-record, rules and 4 keys + 1 parameter, players
  // and 2, first, seed), then "---", "game: 1", "moves:".
  EXPECT_EQ(back->games[0].move_lines, (std::vector<int>{16, 17, 18}));
  EXPECT_EQ(back->games[0].move_columns, (std::vector<int>{5, 5, 5}));  // "  - S1"
  EXPECT_EQ(back->games[0].result_line, 19);
}

// Values another YAML reader would take for booleans, nulls or numbers are quoted.
TEST(Record, TextsThatLookLikeOtherValuesAreQuoted) {
  GameRecord r = sample();
  r.variant = "yes";
  r.rules = "0755";
  const std::string header = write_record_header(r);
  EXPECT_NE(header.find("variant: \"yes\""), std::string::npos) << header;
  EXPECT_NE(header.find("file: \"0755\""), std::string::npos) << header;
  std::string why;
  std::optional<GameRecord> back = read_record_text("record.yaml", write_record(r), why);
  ASSERT_TRUE(back) << why;
  EXPECT_EQ(back->variant, "yes");
  EXPECT_EQ(back->rules, "0755");
}

const std::string kHeader =
    "mancala-record: 2\nrules:\n  file: r.mancala\n  hash: \"00000000000000ff\"\n"
    "players:\n  south: random\n  north: human\nseed: 3\n";

// A move's and a result's columns count characters, as messages do.
TEST(Record, MoveColumnsCountCharacters) {
  std::string header = kHeader;
  header.replace(header.find("south: random"), 13, "south: \"Kpé\"");
  std::string why;
  const std::optional<GameRecord> r = read_record_text(
      "record.yaml", header + "---\ngame: 1\nmoves: [\"é\", S1]\nresult: unfinished\n", why);
  ASSERT_TRUE(r) << why;
  EXPECT_EQ(r->games[0].move_lines, (std::vector<int>{11, 11}));
  EXPECT_EQ(r->games[0].move_columns, (std::vector<int>{9, 14}));
  EXPECT_EQ(r->games[0].result_line, 12);
  EXPECT_EQ(r->games[0].result_column, 9);
}

// The one error a malformed record gives, as "LINE:COLUMN: message".
std::string problem(const std::string& text) {
  auto source = std::make_shared<dsl::SourceFile>();
  source->text = text;
  dsl::Diagnostics diags(source);
  std::optional<GameRecord> r = read_record(diags);
  if (r) return "read";
  if (diags.items().size() != 1) return "not one error: " + diags.format();
  const dsl::Diagnostic& d = diags.items()[0];
  return std::to_string(d.pos.line) + ":" + std::to_string(d.pos.column) + ": " + d.message;
}

// A bad record is reported as a bad rule file is: the file, line and column,
// the line itself and a caret under the column.
TEST(Record, AProblemIsPrintedWithItsLineAndACaret) {
  std::string messages;
  EXPECT_FALSE(read_record_text("games.yaml", kHeader + "---\ngame: x\n", messages));
  EXPECT_EQ(messages,
            "games.yaml:10:7: error: the game number must be a whole number from 1 to "
            "100000000, not 'x'\n"
            "  game: x\n"
            "        ^\n");
}

// Columns count characters, not bytes, so that the caret stands under the
// mistake on a line with accented letters.
TEST(Record, ColumnsCountCharactersNotBytes) {
  std::string header = kHeader;
  header.replace(header.find("south: random"), 13, "south: \"Kpé\"");
  EXPECT_EQ(problem(header + "player: x\n"),
            "9:1: unknown key 'player' in the header: expected mancala-record, rules, "
            "players, first, seed, match_games");
  EXPECT_EQ(problem(header + "---\ngame: 1\nresult: {south: 1, north: 2, winner: mé}\n"),
            "11:38: the winner must be South, North or draw, not 'mé'");
  EXPECT_EQ(problem(header + "---\ngame: 1\nresult: {south: 1, north: 2, winner: é, x: 1}\n"),
            "11:41: unknown key 'x' in 'result': expected south, north, winner");
}

TEST(Record, MalformedRecordsNameLineAndColumn) {
  EXPECT_EQ(problem("hello\n"),
            "1:1: not a game record: the first document must start with 'mancala-record: 2'");
  EXPECT_EQ(problem(""), "1:1: empty file: not a game record");
  EXPECT_EQ(problem("mancala-record 1\nrules r\nhash 1\n"),
            "1:1: a record in the line format of version 1, which this program no longer reads; "
            "records are now YAML documents (docs/records.md)");
  EXPECT_EQ(problem("mancala-record: 1\n"),
            "1:17: this program reads records of format 2, not '1'");
  EXPECT_EQ(problem(kHeader), "1:1: the record holds no game");
  std::string bad_hash = kHeader;
  bad_hash.replace(bad_hash.find("\"00"), 18, "zz");
  EXPECT_EQ(problem(bad_hash + "---\ngame: 1\nmoves: []\nresult: unfinished\n"),
            "4:9: the hash must be 16 hexadecimal digits, not 'zz'");
  EXPECT_EQ(problem(kHeader + "player: x\n"),
            "9:1: unknown key 'player' in the header: expected mancala-record, rules, "
            "players, first, seed, match_games");
  EXPECT_EQ(problem(kHeader + "---\ngame: 1\nmoves: [S1, [N2]]\nresult: unfinished\n"),
            "11:13: a move must be a text, not a list");
  EXPECT_EQ(problem(kHeader + "---\ngame: x\n"),
            "10:7: the game number must be a whole number from 1 to 100000000, not 'x'");
  EXPECT_EQ(problem(kHeader + "---\ngame: 1\nmoves: [S1\n"),
            "12:1: end of sequence flow not found");
  // A game without a result in the middle of a record is an error.
  EXPECT_EQ(problem(kHeader + "---\ngame: 1\nmoves: [S1]\n---\ngame: 2\nresult: unfinished\n"),
            "10:1: game 1 has no 'result'");
  EXPECT_EQ(problem(kHeader + "---\ngame: 1\nresult: {south: 1, north: 2, winner: me}\n"),
            "11:38: the winner must be South, North or draw, not 'me'");
}

// A document that starts with a stray ',' made yaml-cpp's LoadAll loop for
// ever (found by fuzz_record); it is now an error where the comma stands.
TEST(Record, AStrayCommaIsAnErrorNotAHang) {
  EXPECT_EQ(problem(","), "1:1: unexpected character here: a YAML document cannot start with it");
  EXPECT_EQ(problem(kHeader + "---\n,\n"),
            "10:1: unexpected character here: a YAML document cannot start with it");
}

// Negative or out-of-range numbers are refused where they stand, not trusted.
TEST(Record, NumbersAreChecked) {
  EXPECT_EQ(problem(kHeader + "match_games: 3\n---\ngame: 1\nmatch: -1\nresult: unfinished\n"),
            "12:8: the match number must be a whole number from 1 to 100000000, not '-1'");
  EXPECT_EQ(problem(kHeader + "---\ngame: 1\nmatch: 1\nresult: unfinished\n"),
            "11:8: 'match' in a record of separate games (the header has no 'match_games')");
  std::string seed = kHeader;
  seed.replace(seed.find("seed: 3"), 7, "seed: -1");
  EXPECT_EQ(problem(seed + "---\ngame: 1\nresult: unfinished\n"),
            "8:7: the seed must be a whole number from 0 to 18446744073709551615, not '-1'");
  EXPECT_EQ(problem(kHeader + "---\ngame: 2\nresult: unfinished\n"),
            "10:7: game 2 where game 1 was expected (games are numbered 1, 2, ... in order)");
  EXPECT_EQ(problem(kHeader + "match_games: 2\n---\ngame: 1\nmatch: 1\nresult: unfinished\n---\n"
                              "game: 3\nmatch: 1\nresult: unfinished\n"),
            "15:7: game 3 of a match of at most 2 games");
}

TEST(Record, CutOffRecordsAreReadAsFarAsTheyGo) {
  const std::string full = write_record(sample());
  // Cut inside the last move's line: that line is dropped.
  const std::string cut = full.substr(0, full.find("  - pass") + 5);
  std::string why;
  std::optional<GameRecord> r = read_record_text("record.yaml", cut, why);
  ASSERT_TRUE(r) << why;
  ASSERT_EQ(r->games.size(), 2u);
  EXPECT_EQ(r->games[1].moves, (std::vector<std::string>{"S1"}));
  EXPECT_EQ(r->games[1].result, "");
  EXPECT_NE(r->truncated.find("cut off"), std::string::npos) << r->truncated;
  EXPECT_NE(r->truncated.find("inside game 2"), std::string::npos) << r->truncated;
  // Cut at a line's end: complete lines, but the last game has no result.
  r = read_record_text("record.yaml", full.substr(0, full.find("result:", full.find("game: 2"))),
                       why);
  ASSERT_TRUE(r) << why;
  EXPECT_EQ(r->games[1].moves, (std::vector<std::string>{"S1", "pass"}));
  EXPECT_NE(r->truncated.find("inside game 2"), std::string::npos) << r->truncated;
}

// The example of docs/records.md is a record this reader accepts.
TEST(Record, TheDocumentedExampleIsARecord) {
  std::ifstream in(source_path("docs/records.md"));
  std::ostringstream text;
  text << in.rdbuf();
  const std::string doc = text.str();
  const auto start = doc.find("```yaml\n");
  ASSERT_NE(start, std::string::npos);
  const auto end = doc.find("```\n", start + 8);
  std::string why;
  std::optional<GameRecord> r =
      read_record_text("record.yaml", doc.substr(start + 8, end - start - 8), why);
  ASSERT_TRUE(r) << why;
  EXPECT_EQ(r->variant, "five-pits");
  ASSERT_EQ(r->games.size(), 2u);
  EXPECT_EQ(r->games[0].result, "S 25 N 35 North wins");
  EXPECT_EQ(r->games[1].result, "unfinished");
}

TEST(Record, HashFollowsContent) {
  EXPECT_EQ(content_hash(""), 0xcbf29ce484222325ULL);
  EXPECT_NE(content_hash("pits 6"), content_hash("pits 7"));
}

// The hash covers the files a rule file extends: a changed parent changes it.
TEST(Record, RuleSetHashCoversTheExtendsChain) {
  namespace fs = std::filesystem;
  const fs::path folder = fs::path(testing::TempDir()) / "record_chain";
  fs::create_directories(folder);
  std::ifstream in(source_path("rules/kalah.mancala"));
  std::ostringstream text;
  text << in.rdbuf();
  const std::string parent = text.str();
  std::ofstream(folder / "parent.mancala") << parent;
  std::ofstream(folder / "child.mancala") << "extends \"parent.mancala\"\nparam seeds = 3\n";
  const std::string child = (folder / "child.mancala").string();
  const std::optional<std::uint64_t> before = rule_set_hash(child);
  ASSERT_TRUE(before);
  EXPECT_EQ(*before, content_hash("extends \"parent.mancala\"\nparam seeds = 3\n" + parent));
  // A load keeps the hash of the very texts it compiled: the same value.
  EXPECT_EQ(load_rules(child).rules_hash, *before);
  std::ofstream(folder / "parent.mancala") << parent << "# changed\n";
  EXPECT_NE(rule_set_hash(child), before);
  EXPECT_EQ(load_rules(child).rules_hash, rule_set_hash(child));
  EXPECT_EQ(rule_set_hash((folder / "missing.mancala").string()), std::nullopt);
}

}  // namespace
}  // namespace mancala::test
