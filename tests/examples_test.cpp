// The tutorial's steps (examples/tutorial/, docs/tutorial.md): each file
// loads without a warning and does what its step says, on a hand-built board.
#include <filesystem>

#include "agents/random_agent.hpp"
#include "dsl/loader.hpp"
#include "presentation/program_dump.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

RuleProgram step(const std::string& name, const CompileOptions& options = {}) {
  return require_ok("examples/tutorial/" + name + ".mancala", options);
}

TEST(Tutorial, EveryExampleLoadsCleanlyAndPlays) {
  int files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(source_path("examples"))) {
    if (entry.path().extension() != ".mancala") continue;
    ++files;
    LoadResult loaded = load_rules(entry.path().string());
    ASSERT_TRUE(loaded.program) << loaded.messages;
    EXPECT_EQ(loaded.messages, "") << entry.path();
    Engine engine(*loaded.program);
    for (int g = 0; g < 50; ++g) {
      Game game(engine);
      RandomAgent agent(static_cast<std::uint64_t>(g));
      while (!game.over() && game.state().ply < 500) game.play(agent.choose(game));
    }
  }
  EXPECT_GE(files, 5);
}

// Step 1: a single lap, even when the last seed lands in an occupied pit.
TEST(Tutorial, Step1SingleLap) {
  RuleProgram p = step("step1-board");
  Engine engine(p);
  Game game(engine, board(p, R"(
   North   4   4   4   4   4
   South   0   0   0   2   4
   to move: South)"));
  game.play(move(p, "S4"));
  EXPECT_TRUE(same_board(p, game.state(), R"(
   North   4   4   4   4   5
   South   0   0   0   0   5
   to move: North)"));
}

// Step 2: the same move relays from N1 (occupied) and on.
TEST(Tutorial, Step2Relay) {
  RuleProgram p = step("step2-relay");
  Engine engine(p);
  Game game(engine, board(p, R"(
          N5  N4  N3  N2  N1
   North   0   0   0   0   1
   South   0   0   0   2   0
          S1  S2  S3  S4  S5
   to move: South)"));
  game.play(move(p, "S4"));  // S5, N1 (occupied: relay 2) -> N2, N3 (empty: ends)
  EXPECT_TRUE(same_board(p, game.state(), R"(
   North   0   0   1   1   0
   South   0   0   0   0   1
   to move: North)"));
}

// Step 3: exactly 3 in an opponent's pit are captured, before any relay.
TEST(Tutorial, Step3CapturesThrees) {
  RuleProgram p = step("step3-captures");
  Engine engine(p);
  Game game(engine, board(p, R"(
   North   0   0   0   0   2   captured 0
   South   0   0   0   2   0   captured 0
   to move: South)"));
  game.play(move(p, "S4"));  // S5, N1 (2 -> 3): captured
  EXPECT_TRUE(same_board(p, game.state(), R"(
   North   0   0   0   0   0   captured 0
   South   0   0   0   0   1   captured 3
   to move: North)"));
}

// Step 4: with North's row empty, South must feed it when a move can.
TEST(Tutorial, Step4Feeding) {
  RuleProgram p = step("step4-feeding");
  Engine engine(p);
  Game game(engine, board(p, R"(
   North   0   0   0   0   0   captured 10
   South   1   0   0   0   1   captured 10
   to move: South)"));
  EXPECT_EQ(legal_text(game), "S5");
}

// Step 5: the 'chains' variant captures backward along 3s; 'wide' has 7 pits.
TEST(Tutorial, Step5Variants) {
  CompileOptions chains;
  chains.variant = "chains";
  RuleProgram p = step("step5-variants", chains);
  Engine engine(p);
  CompileOptions wide;
  wide.variant = "wide";
  EXPECT_EQ(step("step5-variants", wide).pits_per_row, 7);
  Game chain(engine, board(p, R"(
          N5  N4  N3  N2  N1
   North   0   0   2   2   2   captured 0
   South   0   0   0   0   3   captured 0
   to move: South)"));
  chain.play(move(p, "S5"));  // N1, N2, N3 each 2 -> 3: the chain takes all three
  EXPECT_TRUE(same_board(p, chain.state(), R"(
   North   0   0   0   0   0   captured 0
   South   0   0   0   0   0   captured 9
   to move: North)"));
}

// examples/derive/: Wari written as Oware with its differences over it
// compiles to the same rules as rules/wari.mancala (the dumps agree, but for
// the game's name and the lines the rules are written at), and plays the same
// games.
TEST(Derive, WariFromOwareIsWari) {
  auto rules_of = [](const std::string& relative) {
    std::string text = dump_program(require_ok(relative));
    std::string out;
    std::size_t start = 0;
    while (start < text.size()) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      std::string line = text.substr(start, end - start);
      start = end + 1;
      if (line.rfind("program ", 0) == 0) continue;
      if (const auto at = line.find(" (line "); at != std::string::npos)
        line.erase(at, line.find(')', at) - at + 1);
      out += line + "\n";
    }
    return out;
  };
  EXPECT_EQ(rules_of("examples/derive/wari-from-oware.mancala"), rules_of("rules/wari.mancala"));
  const RuleProgram derived = require_ok("examples/derive/wari-from-oware.mancala");
  const RuleProgram wari = require_ok("rules/wari.mancala");
  Engine a(derived), b(wari);
  for (int g = 0; g < 20; ++g) {
    Game x(a), y(b);
    RandomAgent agent_x(static_cast<std::uint64_t>(g)), agent_y(static_cast<std::uint64_t>(g));
    while (!x.over() && x.state().ply < 500) {
      const Turn t = agent_x.choose(x), u = agent_y.choose(y);
      ASSERT_TRUE(t.move == u.move);
      x.play(t);
      y.play(u);
    }
    EXPECT_EQ(x.over(), y.over());
    EXPECT_EQ(x.state().cells, y.state().cells);
  }
}

}  // namespace
}  // namespace mancala::test
