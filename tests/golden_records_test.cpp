// Golden game records: a full game of each bundled rule file, move by move,
// with the board after every move (tests/golden/*.record). A record is replayed
// and every board compared. To write the records anew after a deliberate rule
// change, run this test with MANCALA_REGENERATE_GOLDEN=1 and review the diff.
#include <fmt/format.h>

#include <cstdlib>
#include <fstream>

#include "agents/random_agent.hpp"
#include "interpreter/legality.hpp"
#include "interpreter/match.hpp"
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
  if (p.rebuild_per_pit > 0) {
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

struct Record {
  std::string rules;
  std::uint64_t seed = 0;
  std::vector<std::pair<std::string, std::string>> lines;  // (move or "start"/"result", text)
};

Record read_record(const std::string& path) {
  Record record;
  std::ifstream in(path);
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    auto space = line.find(' ');
    std::string head = line.substr(0, space);
    std::string rest = line.substr(line.find_first_not_of(' ', space));
    if (head == "rules")
      record.rules = rest;
    else if (head == "seed")
      record.seed = std::stoull(rest);
    else
      record.lines.emplace_back(head, rest);
  }
  return record;
}

// Plays a random game from `seed` and writes it as a record.
void regenerate(const std::string& path, const std::string& rules_name, std::uint64_t seed,
                const std::string& title) {
  RuleProgram p = bundled(rules_name);
  Engine engine(p);
  Game game(engine);
  RandomAgent agent(seed);
  std::ofstream out(path);
  out << "# " << title << ": a full game, random against random.\n"
      << "# Each line: the move, then the board after it: South's pits S1..Sn, North's\n"
      << "# N1..Nn, the stores (or captured seeds), and who moves next.\n"
      << "rules " << rules_name << "\nseed " << seed << "\n";
  out << fmt::format("{:<7} {}\n", "start", position_line(p, game));
  while (!game.over() && game.state().ply < 2000) {
    Turn m = agent.choose(game);
    game.play(m);
    out << fmt::format("{:<7} {}\n", turn_text(p, m), position_line(p, game));
  }
  out << fmt::format("{:<7} {}\n", "result", result_line(game));
}

class GoldenRecord : public ::testing::TestWithParam<std::tuple<const char*, std::uint64_t>> {};

TEST_P(GoldenRecord, ReplaysMoveByMove) {
  const auto [name, seed] = GetParam();
  const std::string path = source_path(std::string("tests/golden/") + name + ".record");
  if (std::getenv("MANCALA_REGENERATE_GOLDEN")) regenerate(path, name, seed, name);
  Record record = read_record(path);
  ASSERT_EQ(record.rules, name);
  ASSERT_GE(record.lines.size(), 3u);
  RuleProgram p = bundled(record.rules);
  Engine engine(p);
  Game game(engine);
  ASSERT_EQ(record.lines.front().first, "start");
  EXPECT_EQ(record.lines.front().second, position_line(p, game));
  for (std::size_t i = 1; i + 1 < record.lines.size(); ++i) {
    const auto& [text, expected] = record.lines[i];
    SCOPED_TRACE(fmt::format("move {} ({})", i, text));
    std::string why;
    std::optional<Turn> turn = read_turn(game, text, why);
    ASSERT_TRUE(turn) << why;
    ASSERT_EQ(turn_problem(game, *turn), "");
    game.play(*turn);
    ASSERT_EQ(position_line(p, game), expected);
  }
  ASSERT_TRUE(game.over());
  EXPECT_EQ(record.lines.back().first, "result");
  EXPECT_EQ(record.lines.back().second, result_line(game));
}

INSTANTIATE_TEST_SUITE_P(
    BundledGames, GoldenRecord,
    ::testing::Values(std::make_tuple("kpe", 3ULL), std::make_tuple("mbothe", 5ULL),
                      std::make_tuple("oware", 2ULL), std::make_tuple("kalah", 1ULL),
                      std::make_tuple("adji-kui-2", 1ULL), std::make_tuple("kiothi", 1ULL)),
    [](const auto& info) {
      std::string name = std::get<0>(info.param);
      std::replace(name.begin(), name.end(), '-', '_');
      return name;
    });

// A golden Adji Kui II match of three games: every move, each game's result,
// and the board each rebuild gives (tests/golden/adji-kui-2-match.record).
void regenerate_match(const std::string& path, std::uint64_t seed, int games) {
  RuleProgram p = bundled("adji-kui-2");
  Engine engine(p);
  Match match(engine, games);
  RandomAgent agent(seed);
  std::ofstream out(path);
  out << "# adji-kui-2: a match of up to " << games << " games, random against random.\n"
      << "# 'game N' shows each game's starting board (rebuilt from the previous totals),\n"
      << "# then the moves, each with the board after it, and the game's result.\n"
      << "rules adji-kui-2\nseed " << seed << "\n";
  while (true) {
    out << fmt::format("game{:<3} {}\n", match.game_number(), position_line(p, match.game()));
    while (!match.game().over()) {
      Turn t = agent.choose(match.game());
      match.game().play(t);
      out << fmt::format("{:<7} {}\n", turn_text(p, t), position_line(p, match.game()));
    }
    out << fmt::format("{:<7} {}\n", "result", result_line(match.game()));
    match.book_game();
    if (match.over()) break;
    match.start_next_game();
  }
  out << fmt::format("match   winner {} | games {} | pits S {} N {}\n",
                     match.winner() == kSouth   ? "S"
                     : match.winner() == kNorth ? "N"
                                                : "draw",
                     match.games_played(), match.pits()[kSouth], match.pits()[kNorth]);
}

TEST(GoldenMatch, AdjiKuiThreeGames) {
  const std::string path = source_path("tests/golden/adji-kui-2-match.record");
  if (std::getenv("MANCALA_REGENERATE_GOLDEN")) regenerate_match(path, 4, 3);
  std::ifstream in(path);
  ASSERT_TRUE(in) << path;
  RuleProgram p = bundled("adji-kui-2");
  Engine engine(p);
  Match match(engine, 3);
  std::string line;
  int games_seen = 0;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#' || line.rfind("rules", 0) == 0 || line.rfind("seed", 0) == 0)
      continue;
    const std::string head = line.substr(0, line.find(' '));
    const std::string rest = line.substr(line.find_first_not_of(' ', line.find(' ')));
    SCOPED_TRACE(line);
    if (head.rfind("game", 0) == 0) {
      ++games_seen;
      ASSERT_EQ(match.game_number(), games_seen);
      ASSERT_EQ(rest, position_line(p, match.game()));
    } else if (head == "result") {
      ASSERT_TRUE(match.game().over());
      ASSERT_EQ(rest, result_line(match.game()));
      match.book_game();
      if (!match.over()) match.start_next_game();
    } else if (head == "match") {
      ASSERT_TRUE(match.over());
      ASSERT_EQ(rest,
                fmt::format("winner {} | games {} | pits S {} N {}",
                            match.winner() == kSouth   ? "S"
                            : match.winner() == kNorth ? "N"
                                                       : "draw",
                            match.games_played(), match.pits()[kSouth], match.pits()[kNorth]));
    } else {
      std::string why;
      std::optional<Turn> turn = read_turn(match.game(), head, why);
      ASSERT_TRUE(turn) << why;
      ASSERT_EQ(turn_problem(match.game(), *turn), "");
      match.game().play(*turn);
      ASSERT_EQ(rest, position_line(p, match.game()));
    }
  }
  EXPECT_EQ(games_seen, 3);
  EXPECT_TRUE(match.over());
}

}  // namespace
}  // namespace mancala::test
