// The exact solver: values of games small enough to check by hand, the
// published Kalah values, agreement of its two methods, and its refusals.
#include "agents/solver.hpp"

#include <gtest/gtest.h>

#include "agents/solver_memory.hpp"
#include "support/test_support.hpp"

namespace mancala {
namespace {

using test::bundled;
using test::require_ok;

SolveResult solve_with(const RuleProgram& program, SolveMethod method,
                       std::uint64_t max_positions = 1'000'000) {
  const Engine engine(program);
  SolveOptions options;
  options.method = method;
  options.max_positions = max_positions;
  options.table_megabytes = 16;
  return solve(engine, options);
}

RuleProgram kalah(int pits, int seeds, const std::string& variant = "") {
  CompileOptions options;
  options.variant = variant;
  options.overrides = {{"pits", pits}, {"seeds", seeds}};
  return bundled("kalah", options);
}

std::string moves_text(const RuleProgram& program, const SolveResult& r) {
  std::string text;
  for (const MoveValue& mv : r.move_values)
    text +=
        (text.empty() ? "" : " ") + move_text(program, mv.move) + "=" + std::to_string(mv.value);
  return text;
}

// Kalah(2,1), checked by hand (store on the right of its owner's row):
//
//        N2 N1
//        1  1
//   [0]        [0]
//        1  1
//        S1 S2
//
// S2 reaches South's store: play again; then S1 ends in the empty S2 and
// captures it with N1 opposite: South 3, North keeps N2: +2.
// S1 makes S2 = 2 and North, whatever it plays, ends with 3 against 1: -2.
TEST(Solver, TinyKalahByHand) {
  const RuleProgram program = kalah(2, 1);
  for (SolveMethod method : {SolveMethod::alphabeta, SolveMethod::retrograde}) {
    const SolveResult r = solve_with(program, method);
    EXPECT_EQ(r.value, 2);
    EXPECT_EQ(moves_text(program, r), "S1=-2 S2=2");
    ASSERT_EQ(r.best_moves.size(), 1u);
    EXPECT_EQ(move_text(program, r.best_moves[0]), "S2");
    EXPECT_GT(r.nodes, 0u);
  }
}

// Published by Irving, Donkers and Uiterwijk ("Solving Kalah", 2000).
TEST(Solver, PublishedKalahValues) {
  EXPECT_EQ(solve_with(kalah(3, 3), SolveMethod::automatic).value, 2);
  EXPECT_EQ(solve_with(kalah(4, 3), SolveMethod::automatic).value, 6);
}

// Kalah(5, 3), computed here (docs/solved.md): a few million nodes, kept in
// the suite because keying the table without the stores made it fast.
TEST(Solver, Kalah53) {
  const RuleProgram program = kalah(5, 3);
  const SolveResult r = solve_with(program, SolveMethod::alphabeta);
  EXPECT_EQ(r.value, 6);
  EXPECT_EQ(moves_text(program, r), "S1=-12 S2=-14 S3=6 S4=-4 S5=-4");
}

// Irving, Donkers and Uiterwijk's values for their empty-capture rule, Table
// 9 of "Solving Kalah" (as cited in docs/solved.md): Kalah(6, 1) = +2 and
// Kalah(6, 2) = +10; Kalah(6, 3) = +2 is a documented command.
TEST(Solver, PublishedEmptyCaptureValues) {
  EXPECT_EQ(solve_with(kalah(6, 1, "empty-capture"), SolveMethod::alphabeta).value, 2);
  EXPECT_EQ(solve_with(kalah(6, 2, "empty-capture"), SolveMethod::alphabeta).value, 10);
}

TEST(Solver, AlphaBetaIsUsedForKalah) {
  EXPECT_EQ(solve_with(kalah(3, 3), SolveMethod::automatic).method, "alpha-beta");
}

// Two independent methods must agree on every first move.
TEST(Solver, MethodsAgree) {
  for (const char* variant : {"", "empty-capture"}) {
    const RuleProgram program = kalah(3, 3, variant);
    const SolveResult a = solve_with(program, SolveMethod::alphabeta);
    const SolveResult b = solve_with(program, SolveMethod::retrograde);
    EXPECT_EQ(a.value, b.value) << variant;
    EXPECT_EQ(moves_text(program, a), moves_text(program, b)) << variant;
  }
}

// The variant's rule itself: the last seed in an empty own pit facing an
// empty pit is captured alone (the standard rule leaves it there).
TEST(Solver, EmptyCaptureChangesTheRule) {
  const RuleProgram rules = kalah(6, 4, "empty-capture");
  const Engine engine(rules);
  Game game(engine, test::board(rules, R"(
   North   4   0   4   4   4   4   store 0
   South   1   0   4   4   4   4   store 0
   to move: South)"));
  game.play(test::move(rules, "S1"));
  EXPECT_TRUE(test::same_board(rules, game.state(), R"(
   North   4   0   4   4   4   4   store 0
   South   0   0   4   4   4   4   store 1
   to move: North)"));
}

TEST(Solver, EndlessPlayIsADraw) {
  const RuleProgram program = require_ok("tests/rules/ok/solver-cycle.mancala");
  const SolveResult r = solve_with(program, SolveMethod::automatic);
  EXPECT_EQ(r.method, "retrograde");
  EXPECT_EQ(r.value, 0);
  EXPECT_EQ(moves_text(program, r), "S1=0");
  // The two positions, each at plies 0-1 and again later (rules can tell the first move).
  EXPECT_EQ(r.nodes, 4u);
}

// Retrograde analysis from each position after a first move of a game whose
// positions repeat gives the value the analysis from the start gave that move
// (a position's value depends on the position alone).
TEST(Solver, RetrogradeValuesAgreeFromEveryFirstMove) {
  bool some_game_is_won = false;  // so that the check cannot pass on draws alone
  for (const char* name : {"kpe", "mbothe", "adji-kui-2"}) {
    CompileOptions small;
    small.overrides = {{"pits", 3}, {"seeds", 2}};
    if (std::string(name) == "adji-kui-2") small.overrides["left"] = 2;
    const RuleProgram program = bundled(name, small);
    const Engine engine(program);
    const SolveResult from_start = solve_with(program, SolveMethod::retrograde);
    for (const MoveValue& mv : from_start.move_values) {
      State child = engine.initial_state();
      engine.apply(child, mv.move);
      SolveOptions options;
      options.method = SolveMethod::retrograde;
      options.start = &child;
      const int sign = child.to_move == engine.initial_state().to_move ? 1 : -1;
      EXPECT_EQ(sign * solve(engine, options).value, mv.value)
          << name << " " << move_text(program, mv.move);
      if (mv.value != 0) some_game_is_won = true;
    }
  }
  EXPECT_TRUE(some_game_is_won);
}

TEST(Solver, AlphaBetaRefusesACyclingGame) {
  const RuleProgram program = require_ok("tests/rules/ok/solver-cycle.mancala");
  try {
    solve_with(program, SolveMethod::alphabeta);
    FAIL() << "no error";
  } catch (const SolveError& e) {
    EXPECT_NE(std::string(e.what()).find("can repeat"), std::string::npos) << e.what();
  }
}

TEST(Solver, TooManyPositionsIsRefusedWithTheCount) {
  try {
    solve_with(bundled("kpe"), SolveMethod::retrograde, 1000);
    FAIL() << "no error";
  } catch (const SolveError& e) {
    EXPECT_NE(std::string(e.what()).find("more than 1000 reachable positions"), std::string::npos)
        << e.what();
  }
}

// A game that does not fit in the memory the solver may use is refused when
// the count reaches it, whatever --max-positions allows, with the count, the
// memory and the upper bound of its positions in the message.
TEST(Solver, GameTooBigForMemoryIsRefused) {
  const RuleProgram program = bundled("kpe");
  const Engine engine(program);
  SolveOptions options;
  options.method = SolveMethod::retrograde;
  options.max_positions = 1'000'000'000;
  options.memory_bytes = 1 << 20;
  try {
    solve(engine, options);
    FAIL() << "no error";
  } catch (const SolveLimitReached& e) {
    EXPECT_EQ(e.limit, SolveLimitReached::memory);
    const std::uint64_t cap = (1 << 20) / retrograde_bytes_per_position();
    EXPECT_EQ(e.limit_value, cap);
    const std::string why = e.what();
    EXPECT_NE(why.find("more than " + std::to_string(cap) + " reachable positions"),
              std::string::npos)
        << why;
    EXPECT_NE(why.find("all the memory the solver may use"), std::string::npos) << why;
  }
}

TEST(Solver, TableLargerThanMemoryIsRefused) {
  const RuleProgram program = kalah(3, 3);
  const Engine engine(program);
  SolveOptions options;
  options.table_megabytes = 64;
  options.memory_bytes = 16 << 20;
  try {
    solve(engine, options);
    FAIL() << "no error";
  } catch (const SolveLimitReached& e) {
    EXPECT_EQ(e.limit, SolveLimitReached::memory);
    EXPECT_NE(std::string(e.what()).find("table of 64 MB is more than"), std::string::npos)
        << e.what();
  }
}

// The bound on positions is a bound: never below the positions retrograde
// analysis actually reaches (and so safe to accept a game without counting).
TEST(Solver, PositionBoundIsAboveTheReachableCount) {
  for (const char* name : {"kpe", "mbothe"}) {
    CompileOptions small;
    small.overrides = {{"pits", 3}, {"seeds", 2}};
    const RuleProgram program = bundled(name, small);
    const SolveResult r = solve_with(program, SolveMethod::retrograde);
    EXPECT_GE(position_upper_bound(program), static_cast<double>(r.nodes)) << name;
  }
}

TEST(Solver, RepetitionRulesAreRefused) {
  try {
    solve_with(bundled("oware"), SolveMethod::automatic);
    FAIL() << "no error";
  } catch (const SolveError& e) {
    EXPECT_NE(std::string(e.what()).find("position repeats"), std::string::npos) << e.what();
  }
}

TEST(Solver, FreePlacementOpeningsAreRefused) {
  try {
    solve_with(bundled("kiothi"), SolveMethod::automatic);
    FAIL() << "no error";
  } catch (const SolveError& e) {
    EXPECT_NE(std::string(e.what()).find("free placement"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace mancala
