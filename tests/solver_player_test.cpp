// The `solver` player: perfect play checked against the solver's values (a
// game between two solvers ends with the solved margin; the solver never does
// worse than the value against other players), its reproducibility from a
// seed, its spec, and its refusals of games it cannot solve.
#include "agents/solver_player.hpp"

#include <gtest/gtest.h>

#include "analysis/simulation.hpp"
#include "presentation/legality.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

RuleProgram kalah(int pits, int seeds) {
  CompileOptions options;
  options.overrides = {{"pits", pits}, {"seeds", seeds}};
  return bundled("kalah", options);
}

PlayerSpec spec_of(const std::string& text) {
  std::string why;
  const std::optional<PlayerSpec> spec = parse_player_spec(text, why);
  EXPECT_TRUE(spec) << why;
  return spec.value_or(PlayerSpec{});
}

// One finished game (or cut after 400 turns) between two players.
struct Played {
  std::vector<std::string> moves;
  bool over = false;
  int south_margin = 0;  // South's final total minus North's
};

Played play(const RuleProgram& p, Player& south, Player& north) {
  Engine engine(p);
  Game game(engine);
  Played played;
  while (!game.over() && played.moves.size() < 400) {
    const Turn turn = (game.state().to_move == kSouth ? south : north).choose(game);
    played.moves.push_back(turn_text(p, turn));
    game.play(turn);
  }
  played.over = game.over();
  if (played.over) played.south_margin = game.result().south - game.result().north;
  return played;
}

int solved_value(const RuleProgram& p) {
  SolveOptions options;
  options.table_megabytes = 16;
  return solve(Engine(p), options).value;
}

// Perfect play on both sides ends with exactly the solved margin, whichever
// of the equally good moves the seeds pick.
TEST(SolverPlayer, TwoSolversReproduceTheSolvedMargin) {
  for (const auto& [pits, seeds] : {std::pair{2, 1}, {3, 3}, {4, 3}}) {
    const RuleProgram p = kalah(pits, seeds);
    const int value = solved_value(p);
    SCOPED_TRACE("Kalah(" + std::to_string(pits) + "," + std::to_string(seeds) +
                 ") = " + std::to_string(value));
    auto south = make_player(spec_of("solver"), 1);
    auto north = make_player(spec_of("solver"), 2);
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      south->reset(seed);
      north->reset(seed + 100);
      const Played game = play(p, *south, *north);
      ASSERT_TRUE(game.over);
      EXPECT_EQ(game.south_margin, value);
    }
  }
  EXPECT_EQ(solved_value(kalah(3, 3)), 2);  // published: Irving, Donkers and Uiterwijk
}

// Kalah(3,3) is worth +2 to the first player: South's solver ends every game
// at least 2 ahead, whoever North is; North's solver at most 2 behind.
TEST(SolverPlayer, NeverDoesWorseThanTheValueOnKalah33) {
  const RuleProgram p = kalah(3, 3);
  for (const char* other : {"random", "greedy", "alphabeta:depth=2", "mcts:iterations=50"}) {
    SCOPED_TRACE(other);
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
      auto solver = make_player(spec_of("solver"), seed);
      auto opponent = make_player(spec_of(other), seed + 50);
      const Played as_south = play(p, *solver, *opponent);
      ASSERT_TRUE(as_south.over);
      EXPECT_GE(as_south.south_margin, 2) << testing::PrintToString(as_south.moves);
      const Played as_north = play(p, *opponent, *solver);
      ASSERT_TRUE(as_north.over);
      EXPECT_LE(as_north.south_margin, 2) << testing::PrintToString(as_north.moves);
    }
  }
}

// A game whose positions repeat goes to retrograde analysis: Kpé on 3 pits
// with 2 seeds is worth 0 (docs/solved.md), so South's solver never loses a
// finished game.
TEST(SolverPlayer, PlaysGamesThatCycleByRetrogradeAnalysis) {
  CompileOptions options;
  options.overrides = {{"pits", 3}, {"seeds", 2}};
  const RuleProgram p = bundled("kpe", options);
  EXPECT_EQ(solver_refusal(p, spec_of("solver")), "");
  auto solver = make_player(spec_of("solver"), 3);
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    auto opponent = make_player(spec_of("greedy"), seed);
    solver->reset(seed);
    const Played game = play(p, *solver, *opponent);
    if (game.over) EXPECT_GE(game.south_margin, 0);
  }
}

TEST(SolverPlayer, SameSeedSameGames) {
  const RuleProgram p = kalah(3, 3);
  std::vector<std::vector<std::string>> games;
  for (std::uint64_t seed : {5, 5, 6, 7, 8}) {
    auto south = make_player(spec_of("solver"), seed);
    auto north = make_player(spec_of("solver"), seed + 1);
    games.push_back(play(p, *south, *north).moves);
  }
  EXPECT_EQ(games[0], games[1]);
  // S1 and S2 are both worth +2 at the start: the seeds choose between them.
  bool some_differ = false;
  for (std::size_t i = 2; i < games.size(); ++i) some_differ |= games[i] != games[0];
  EXPECT_TRUE(some_differ);
}

TEST(SolverPlayer, SpecReadAndWrittenBack) {
  const PlayerSpec plain = spec_of("solver");
  EXPECT_EQ(plain.kind, PlayerKind::solver);
  EXPECT_EQ(player_spec_text(plain), "solver");
  const PlayerSpec full = spec_of("solver:max-nodes=5000,max-positions=7000,tt=2");
  EXPECT_EQ(full.max_nodes, 5000u);
  EXPECT_EQ(full.max_positions, 7000u);
  EXPECT_EQ(full.tt_mb, 2);
  EXPECT_EQ(player_spec_text(full), "solver:max-nodes=5000,max-positions=7000,tt=2");
  std::string why;
  EXPECT_FALSE(parse_player_spec("solver:depth=3", why));
  EXPECT_EQ(why,
            "player 'solver:depth=3': unknown option 'depth'; solver takes max-nodes=N, "
            "max-positions=N, tt=MB");
  EXPECT_FALSE(parse_player_spec("solver:max-nodes=0", why));
  EXPECT_EQ(why,
            "player 'solver:max-nodes=0': max-nodes must be a whole number from 1 to "
            "1000000000000000, not '0'");
  EXPECT_FALSE(parse_player_spec("solver:max-positon=5", why));
  EXPECT_NE(why.find("did you mean 'max-positions'"), std::string::npos) << why;
  EXPECT_FALSE(parse_player_spec("solvr", why));
  EXPECT_NE(why.find("  solver:max-nodes=N,max-positions=N,tt=MB: perfect play"), std::string::npos)
      << why;
}

TEST(SolverPlayer, RefusesWhatItCannotSolveSayingWhichOptionToRaise) {
  EXPECT_EQ(solver_refusal(kalah(3, 3), spec_of("solver")), "");
  EXPECT_EQ(solver_refusal(kalah(6, 4), spec_of("solver:max-nodes=20000")),
            "alpha-beta searched more than 20000 nodes without an answer; raise max-nodes (now "
            "20000), e.g. solver:max-nodes=200000, or try a smaller board (fewer pits or seeds)");
  EXPECT_NE(solver_refusal(kalah(3, 3), spec_of("solver:max-nodes=50")).find("max-nodes"),
            std::string::npos);
  EXPECT_EQ(solver_refusal(bundled("kpe"), spec_of("solver:max-positions=5000")),
            "the game has more than 5000 reachable positions (about 1 MB to solve); raise "
            "max-positions (now 5000), e.g. solver:max-positions=50000, if the memory is there, "
            "or try a smaller board (fewer pits or seeds)");
  EXPECT_NE(solver_refusal(bundled("oware"), spec_of("solver")).find("when a position repeats"),
            std::string::npos);
  EXPECT_NE(solver_refusal(bundled("kiothi"), spec_of("solver")).find("free placement"),
            std::string::npos);
}

// A position the solver cannot solve in the middle of a batch (here the
// check before the games was skipped) stops the batch with the reason on the
// calling thread, whatever thread met it, instead of ending the program.
TEST(SolverPlayer, AFailureInAWorkerThreadReachesTheCaller) {
  CompileOptions small;
  small.overrides = {{"pits", 3}, {"seeds", 2}};
  const RuleProgram p = bundled("kpe", small);
  SimulationOptions options;
  options.games = 6;
  options.threads = 2;
  options.north = spec_of("solver:max-positions=100");
  try {
    simulate(p, options);
    ADD_FAILURE() << "no error";
  } catch (const SolveError& e) {
    EXPECT_EQ(std::string(e.what()).rfind(
                  "the solver player cannot solve a position of this game: the game has more "
                  "than 100 reachable positions",
                  0),
              0u)
        << e.what();
  }
}

// The value the player reports is the solver's value of the position.
TEST(SolverPlayer, ReportsTheExactValue) {
  const RuleProgram p = kalah(3, 3);
  Engine engine(p);
  Game game(engine);
  SolverPlayer player(spec_of("solver"), 1);
  const Turn turn = player.choose(game);
  EXPECT_EQ(player.last_value(), 2);
  EXPECT_TRUE(move_text(p, turn.move) == "S1" || move_text(p, turn.move) == "S2");
}

}  // namespace
}  // namespace mancala::test
