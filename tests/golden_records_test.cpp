// Golden game records: a full game of each bundled rule file, move by move,
// with the board after every move (tests/golden/*.record). A record is replayed
// and every board compared. To write the records anew after a deliberate rule
// change, run this test with MANCALA_REGENERATE_GOLDEN=1 and review the diff.
#include <fmt/format.h>

#include <cstdlib>
#include <fstream>

#include "agents/random_agent.hpp"
#include "interpreter/legality.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// One line of a record: the board, stores and side to move, in circuit order.
std::string position_line(const RuleProgram& p, const Game& game) {
  const State& s = game.state();
  std::string line = "S";
  for (int i = 0; i < p.pits_per_row; ++i) line += fmt::format(" {}", s.cells[i]);
  line += " | N";
  for (int i = 0; i < p.pits_per_row; ++i) line += fmt::format(" {}", s.cells[p.pits_per_row + i]);
  line += fmt::format(" | stores {} {} | ", s.cells[p.store_cell(kSouth)],
                      s.cells[p.store_cell(kNorth)]);
  line += game.over() ? "over" : s.to_move == kSouth ? "to S" : "to N";
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
    Move m = move(p, text);
    ASSERT_TRUE(game.is_legal(m)) << "not legal: " << text << "; legal: " << legal_text(game);
    game.play(m);
    ASSERT_EQ(position_line(p, game), expected);
  }
  ASSERT_TRUE(game.over());
  EXPECT_EQ(record.lines.back().first, "result");
  EXPECT_EQ(record.lines.back().second, result_line(game));
}

INSTANTIATE_TEST_SUITE_P(BundledGames, GoldenRecord,
                         ::testing::Values(std::make_tuple("kpe", 3ULL),
                                           std::make_tuple("mbothe", 5ULL),
                                           std::make_tuple("oware", 2ULL),
                                           std::make_tuple("kalah", 1ULL)),
                         [](const auto& info) { return std::string(std::get<0>(info.param)); });

}  // namespace
}  // namespace mancala::test
