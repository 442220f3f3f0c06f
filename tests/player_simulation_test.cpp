// Batches of games between named players (simulate --south/--north): the same
// games whatever the thread count, players reused per thread choosing as fresh
// ones would, and seeds derived as documented in analysis/simulation.hpp.
#include <gtest/gtest.h>

#include "agents/alphabeta_player.hpp"
#include "agents/player_spec.hpp"
#include "agents/random_agent.hpp"
#include "analysis/simulation.hpp"
#include "interpreter/random.hpp"
#include "presentation/legality.hpp"
#include "support/test_support.hpp"

namespace mancala {
namespace {

PlayerSpec spec(const std::string& text) {
  std::string why;
  std::optional<PlayerSpec> parsed = parse_player_spec(text, why);
  EXPECT_TRUE(parsed) << why;
  return parsed.value_or(PlayerSpec{});
}

// Every game of a batch as record text, and the report's figures.
struct Batch {
  std::string records;
  SimulationReport report;
};

Batch run(const RuleProgram& program, const std::string& south, const std::string& north, int games,
          int threads) {
  SimulationOptions options;
  options.games = games;
  options.seed = 5;
  options.threads = threads;
  options.max_plies = 300;
  options.south = spec(south);
  options.north = spec(north);
  Batch batch;
  RunControl control;
  control.on_recorded = [&](std::vector<RecordedGame>&& recorded) {
    for (const RecordedGame& g : recorded) batch.records += write_recorded_game(g);
  };
  batch.report = simulate(program, options, control);
  return batch;
}

void expect_same(const Batch& a, const Batch& b) {
  EXPECT_EQ(a.records, b.records);
  EXPECT_EQ(a.report.games, b.report.games);
  EXPECT_EQ(a.report.south_wins, b.report.south_wins);
  EXPECT_EQ(a.report.north_wins, b.report.north_wins);
  EXPECT_EQ(a.report.mean_plies, b.report.mean_plies);
}

TEST(PlayerSimulation, ThreadsDoNotChangeTheGamesOfSearchPlayers) {
  for (const char* game : {"kalah", "kiothi"}) {
    SCOPED_TRACE(game);
    const RuleProgram program = test::bundled(game);
    const Batch one = run(program, "alphabeta:depth=2,tt=1", "mcts:iterations=20", 6, 1);
    const Batch three = run(program, "alphabeta:depth=2,tt=1", "mcts:iterations=20", 6, 3);
    EXPECT_EQ(one.report.games, 6);
    expect_same(one, three);
    // Not the random games: the players were really used.
    EXPECT_NE(one.records, run(program, "random", "random", 6, 1).records);
  }
}

TEST(PlayerSimulation, AlternatingPlayersCountWinsPerPlayerAndSide) {
  const RuleProgram program = test::bundled("kalah");
  auto batch = [&](int threads) {
    SimulationOptions options;
    options.games = 8;
    options.seed = 3;
    options.threads = threads;
    options.south = spec("alphabeta:depth=3,tt=1");
    options.north = spec("random");
    options.alternate = true;
    return simulate(program, options);
  };
  const SimulationReport one = batch(1), three = batch(3);
  for (int p = 0; p < 2; ++p)
    for (const Side side : kSides) EXPECT_EQ(one.player_wins[p][side], three.player_wins[p][side]);
  // Every decided game is one player's win on one side.
  EXPECT_EQ(one.player_wins[0][kSouth] + one.player_wins[1][kSouth], one.south_wins);
  EXPECT_EQ(one.player_wins[0][kNorth] + one.player_wins[1][kNorth], one.north_wins);
  // Alpha-beta played both sides (4 games each) and won on both.
  EXPECT_GE(one.player_wins[0][kSouth], 3);
  EXPECT_GE(one.player_wins[0][kNorth], 3);
}

TEST(PlayerSimulation, MatchesWithSearchPlayersDoNotDependOnThreads) {
  const RuleProgram program = test::bundled("adji-kui-2");
  auto matches = [&](int threads) {
    SimulationOptions options;
    options.games = 3;
    options.seed = 9;
    options.threads = threads;
    options.max_plies = 400;
    options.south = spec("greedy");
    options.north = spec("alphabeta:depth=1,tt=1");
    std::string text;
    RunControl control;
    control.on_recorded = [&](std::vector<RecordedGame>&& games) {
      for (const RecordedGame& g : games) text += write_recorded_game(g);
    };
    const MatchReport r = simulate_matches(program, options, 3, control);
    EXPECT_EQ(r.matches, 3);
    return text + std::to_string(r.south_wins) + "/" + std::to_string(r.north_wins);
  };
  EXPECT_EQ(matches(1), matches(3));
}

TEST(PlayerSimulation, AReusedPlayerPlaysLikeAFreshOne) {
  // Game 3 of a batch (players reused after games 0..2) equals game 3 played
  // by players built for it alone, seeded as documented.
  const RuleProgram program = test::bundled("kalah");
  const PlayerSpec south = spec("alphabeta:depth=3,tt=1"), north = spec("greedy");
  GamePlayers reused(south, north);
  std::vector<std::string> moves;
  for (int i = 0; i <= 3; ++i) {
    moves.clear();
    play_game(program, reused, 7, i, 1000, &moves);
  }
  const std::uint64_t game_seed = derive_seed(7, 3);
  std::unique_ptr<Player> players[2] = {make_player(south, derive_seed(game_seed, 0)),
                                        make_player(north, derive_seed(game_seed, 1))};
  Engine engine(program);
  Game game(engine);
  std::vector<std::string> fresh;
  while (!game.over()) {
    const Turn turn = players[index(game.state().to_move)]->choose(game);
    fresh.push_back(turn_text(program, turn));
    game.play(turn);
  }
  EXPECT_EQ(moves, fresh);
}

TEST(PlayerSimulation, AResetAlphaBetaPlayerSearchesLikeAFreshOne) {
  // Its table is emptied: the same search, node for node, as a new player's.
  const RuleProgram program = test::bundled("oware");
  Engine engine(program);
  Game game(engine);
  AlphaBetaPlayer fresh(spec("alphabeta:depth=5,tt=1"), 21);
  const std::string fresh_turn = turn_text(program, fresh.choose(game));
  AlphaBetaPlayer reused(spec("alphabeta:depth=5,tt=1"), 99);
  Game other(engine);
  for (int i = 0; i < 6 && !other.over(); ++i) other.play(reused.choose(other));
  reused.reset(21);
  EXPECT_EQ(turn_text(program, reused.choose(game)), fresh_turn);
  AlphaBetaPlayer again(spec("alphabeta:depth=5,tt=1"), 21);
  again.choose(game);
  reused.reset(21);
  reused.choose(game);
  EXPECT_EQ(reused.nodes(), again.nodes());
}

TEST(PlayerSimulation, RandomAgainstRandomSharesTheGameSeed) {
  // Both sides random: one generator seeded with the game's seed chooses for
  // both, so the games are those of every earlier version.
  const RuleProgram program = test::bundled("oware");
  std::vector<std::string> moves;
  play_random_game(program, 3, 4, 1000, &moves);
  RandomAgent agent(derive_seed(3, 4));
  Engine engine(program);
  Game game(engine);
  std::vector<std::string> expected;
  while (!game.over() && expected.size() < 1000) {
    const Turn turn = agent.choose(game);
    expected.push_back(turn_text(program, turn));
    game.play(turn);
  }
  EXPECT_EQ(moves, expected);
}

}  // namespace
}  // namespace mancala
