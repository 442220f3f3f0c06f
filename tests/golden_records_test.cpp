// Golden game records: a full game of each bundled rule file, move by move,
// with the board after every move (tests/golden/*.record, game records whose
// comments hold the boards). A record is replayed and every board compared. To write the records
// anew after a deliberate rule change, run this test with MANCALA_REGENERATE_GOLDEN=1 and review
// the diff.
#include <fmt/format.h>

#include <cstdlib>
#include <fstream>
#include <set>
#include <sstream>
#include <tuple>
#include <vector>

#include "agents/random_agent.hpp"
#include "interpreter/match.hpp"
#include "io/record.hpp"
#include "presentation/legality.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// One line of a record: the board, stores and side to move, in circuit order;
// with match rebuilds the owners too, and with marks the marked pits.
std::string position_line(const RuleProgram& p, const Game& game) {
  const State& s = game.state();
  std::string line = "S";
  for (int i = 0; i < p.pits_per_row; ++i) line += fmt::format(" {}", s.cells[i]);
  line += " | N";
  for (int i = 0; i < p.pits_per_row; ++i) line += fmt::format(" {}", s.cells[p.pits_per_row + i]);
  line += fmt::format(" | stores {} {} | ", s.cells[p.store_cell(kSouth)],
                      s.cells[p.store_cell(kNorth)]);
  line += game.over() ? "over" : s.to_move == kSouth ? "to S" : "to N";
  if (p.rebuild.seeds_per_pit > 0) {
    line += " | owners ";
    for (int c = 0; c < p.pit_count(); ++c) line += s.owner(c) == kSouth ? 'S' : 'N';
  }
  for (std::size_t m = 0; m < p.mark_names.size(); ++m) {
    line += " | " + p.mark_names[m];
    for (int c = 0; c < p.pit_count(); ++c)
      if ((s.marks[m] >> c) & 1) line += " " + pit_name(p, c);
  }
  return line;
}

std::string result_line(const Game& game) {
  GameResult r = game.result();
  return fmt::format("S {} N {} {}", r.south, r.north,
                     r.winner == kSouth   ? "South wins"
                     : r.winner == kNorth ? "North wins"
                                          : "draw");
}

// A golden record: a game record (docs/records.md) whose comments give the
// expected boards: "# start: POSITION" opens each game, "# POSITION" follows
// each move, and "# match: SUMMARY" ends a match.
// The match's outcome as the golden match record ends with it.
std::string match_summary(const Match& match) {
  return fmt::format("winner {} | games {} | pits S {} N {}",
                     match.winner() == kSouth   ? "S"
                     : match.winner() == kNorth ? "N"
                                                : "draw",
                     match.games_played(), match.pits()[kSouth], match.pits()[kNorth]);
}

struct Golden {
  GameRecord record;
  std::vector<std::string> lines;   // the text, by line (line 1 at index 0)
  std::vector<std::string> starts;  // each game's "# start:" board
  std::string match_summary;
};

Golden read_golden(const std::string& path) {
  Golden golden;
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  std::string why;
  std::optional<GameRecord> record = read_record_text("record.yaml", text.str(), why);
  EXPECT_TRUE(record) << path << ":" << why;
  if (record) golden.record = *record;
  std::istringstream lines(text.str());
  std::string line;
  while (std::getline(lines, line)) {
    golden.lines.push_back(line);
    if (line.rfind("# start: ", 0) == 0) golden.starts.push_back(line.substr(9));
    if (line.rfind("# match: ", 0) == 0) golden.match_summary = line.substr(9);
  }
  return golden;
}

// The board written after the move on a line ("  - S6      # S 4 4 ...").
std::string board_comment(const Golden& golden, int line) {
  const std::string& text = golden.lines.at(static_cast<std::size_t>(line - 1));
  const auto hash = text.find(" # ");
  return hash == std::string::npos ? "" : text.substr(hash + 3);
}

// A game as a record's document, with the golden comments: the start board,
// then the board after each move.
std::string golden_game(const RecordedGame& game, const std::string& start,
                        const std::vector<std::string>& boards) {
  std::istringstream lines(write_recorded_game(game));
  std::string line, out;
  std::size_t move = 0;
  while (std::getline(lines, line)) {
    if (line.rfind("  - ", 0) == 0 && move < boards.size())
      line = fmt::format("{:<11} # {}", line, boards[move++]);
    out += line + "\n";
    if (line == "---") out += "# start: " + start + "\n";
  }
  return out;
}

GameRecord golden_header(const std::string& rules_name, std::uint64_t seed, int match_games) {
  GameRecord header;
  header.rules = "rules/" + rules_name + ".mancala";
  header.rules_hash = rule_set_hash(source_path(header.rules)).value_or(0);
  header.seed = seed;
  header.south = header.north = "random";
  header.match_games = match_games;
  return header;
}

// Plays a random game from `seed` and writes it as a golden record.
void regenerate(const std::string& path, const std::string& rules_name, std::uint64_t seed,
                const std::string& title) {
  RuleProgram p = bundled(rules_name);
  Engine engine(p);
  Game game(engine);
  RandomAgent agent(seed);
  RecordedGame recorded;
  const std::string start = position_line(p, game);
  std::vector<std::string> boards;
  while (!game.over() && game.state().ply < 2000) {
    Turn m = agent.choose(game);
    game.play(m);
    recorded.moves.push_back(turn_text(p, m));
    boards.push_back(position_line(p, game));
  }
  recorded.result = result_line(game);
  std::ofstream out(path);
  out << "# " << title << ": a full game, random against random.\n"
      << "# The comment after each move is the board after it: South's pits S1..Sn,\n"
      << "# North's N1..Nn, the stores (or captured seeds), and who moves next.\n"
      << write_record_header(golden_header(rules_name, seed, 0))
      << golden_game(recorded, start, boards);
}

class GoldenRecord : public ::testing::TestWithParam<std::tuple<const char*, std::uint64_t>> {};

TEST_P(GoldenRecord, ReplaysMoveByMove) {
  const auto [name, seed] = GetParam();
  const std::string path = source_path(std::string("tests/golden/") + name + ".record");
  if (std::getenv("MANCALA_REGENERATE_GOLDEN")) regenerate(path, name, seed, name);
  Golden golden = read_golden(path);
  const GameRecord& record = golden.record;
  ASSERT_EQ(record.rules, "rules/" + std::string(name) + ".mancala");
  ASSERT_EQ(record.seed, seed);
  ASSERT_EQ(record.games.size(), 1u);
  ASSERT_EQ(golden.starts.size(), 1u);
  const RecordedGame& recorded = record.games[0];
  ASSERT_GE(recorded.moves.size(), 2u);
  RuleProgram p = bundled(name);
  Engine engine(p);
  Game game(engine);
  EXPECT_EQ(golden.starts[0], position_line(p, game));
  for (std::size_t i = 0; i < recorded.moves.size(); ++i) {
    const std::string& text = recorded.moves[i];
    SCOPED_TRACE(fmt::format("move {} ({}), line {}", i + 1, text, recorded.move_lines[i]));
    std::string why;
    std::optional<Turn> turn = read_turn(game, text, why);
    ASSERT_TRUE(turn) << why;
    ASSERT_EQ(turn_problem(game, *turn), "");
    game.play(*turn);
    ASSERT_EQ(position_line(p, game), board_comment(golden, recorded.move_lines[i]));
  }
  ASSERT_TRUE(game.over());
  EXPECT_EQ(recorded.result, result_line(game));
}

// The bundled games with a golden record, and the seed of each record's game.
const std::vector<std::tuple<const char*, std::uint64_t>> kGoldenGames = {
    {"kpe", 3},         {"mbothe", 5},
    {"oware", 2},       {"kalah", 1},
    {"adji-kui-2", 1},  {"kiothi", 1},
    {"wari", 1},        {"songo", 1},
    {"bohnenspiel", 1}, {"vai-lun-thlan", 1},
    {"ayoayo", 1},      {"djenon-abe", 1},
    {"congkak", 1},     {"sungka", 1},
    {"ohvalhu", 1},     {"lamlameta", 1},
    {"endodoi", 1},     {"unee-tugalluulax", 1},
    {"halusa", 1},      {"al-manqala", 1},
    {"kpo", 1},         {"chonka", 1},
    {"hufesay", 1},     {"dakon", 1},
    {"daramutu", 1},    {"i", 1},
    {"foji", 1},        {"kay", 1},
    {"ot-tjin", 1},     {"micro-wari", 1},
    {"pallanguzhi", 1}, {"toguz-korgool", 1},
    {"mangala", 1},     {"hoyito-ii", 1},
    {"ba-awa", 1},
};

INSTANTIATE_TEST_SUITE_P(BundledGames, GoldenRecord, ::testing::ValuesIn(kGoldenGames),
                         [](const auto& info) {
                           std::string name = std::get<0>(info.param);
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

// The list above is written out (each game has its own seed), so a new rule
// file could be left out of it: every file of rules/ must be in it.
TEST(GoldenRecordList, NamesEveryBundledFile) {
  std::set<std::string> listed;
  for (const auto& [name, seed] : kGoldenGames) listed.insert(name);
  for (const std::string& name : bundled_names())
    EXPECT_TRUE(listed.count(name)) << "rules/" << name << ".mancala has no golden record";
}

// A golden Adji Kui II match of three games: every move, each game's result,
// and the board each rebuild gives (tests/golden/adji-kui-2-match.record).
void regenerate_match(const std::string& path, std::uint64_t seed, int games) {
  RuleProgram p = bundled("adji-kui-2");
  Engine engine(p);
  Match match(engine, games);
  RandomAgent agent(seed);
  std::ofstream out(path);
  out << "# adji-kui-2: a match of up to " << games << " games, random against random.\n"
      << "# Each game starts with its first board (rebuilt from the previous game's\n"
      << "# totals), in a comment; each move is followed by the board after it:\n"
      << "# South's pits S1..Sn, North's N1..Nn, the stores (or captured seeds), who\n"
      << "# moves next, and the owner of every pit.\n"
      << write_record_header(golden_header("adji-kui-2", seed, games));
  while (true) {
    RecordedGame recorded;
    recorded.match = 1;
    recorded.number = match.game_number();
    const std::string start = position_line(p, match.game());
    std::vector<std::string> boards;
    while (!match.game().over()) {
      Turn t = agent.choose(match.game());
      match.game().play(t);
      recorded.moves.push_back(turn_text(p, t));
      boards.push_back(position_line(p, match.game()));
    }
    recorded.result = result_line(match.game());
    out << golden_game(recorded, start, boards);
    match.book_game();
    if (match.over()) break;
    match.start_next_game();
  }
  out << "# match: " << match_summary(match) << "\n";
}

TEST(GoldenMatch, AdjiKuiThreeGames) {
  const std::string path = source_path("tests/golden/adji-kui-2-match.record");
  if (std::getenv("MANCALA_REGENERATE_GOLDEN")) regenerate_match(path, 4, 3);
  Golden golden = read_golden(path);
  ASSERT_EQ(golden.record.match_games, 3);
  ASSERT_EQ(golden.record.games.size(), 3u);
  ASSERT_EQ(golden.starts.size(), 3u);
  RuleProgram p = bundled("adji-kui-2");
  Engine engine(p);
  Match match(engine, 3);
  for (std::size_t g = 0; g < golden.record.games.size(); ++g) {
    const RecordedGame& recorded = golden.record.games[g];
    SCOPED_TRACE(fmt::format("game {}", recorded.number));
    ASSERT_EQ(recorded.match, 1);
    ASSERT_EQ(match.game_number(), recorded.number);
    ASSERT_EQ(golden.starts[g], position_line(p, match.game()));
    for (std::size_t i = 0; i < recorded.moves.size(); ++i) {
      SCOPED_TRACE(fmt::format("line {}", recorded.move_lines[i]));
      std::string why;
      std::optional<Turn> turn = read_turn(match.game(), recorded.moves[i], why);
      ASSERT_TRUE(turn) << why;
      ASSERT_EQ(turn_problem(match.game(), *turn), "");
      match.game().play(*turn);
      ASSERT_EQ(position_line(p, match.game()), board_comment(golden, recorded.move_lines[i]));
    }
    ASSERT_TRUE(match.game().over());
    ASSERT_EQ(recorded.result, result_line(match.game()));
    match.book_game();
    if (!match.over()) match.start_next_game();
  }
  EXPECT_TRUE(match.over());
  EXPECT_EQ(golden.match_summary, match_summary(match));
}

}  // namespace
}  // namespace mancala::test
