// The players: spec parsing and its messages, legal play by every player on
// every bundled rule file (openings, passes, matches), reproducibility from a
// seed, a position where looking two turns ahead matters, and small seeded
// strength checks against the random player.
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <map>
#include <new>
#include <vector>

#include "agents/alphabeta_player.hpp"
#include "agents/evaluation.hpp"
#include "agents/player_spec.hpp"
#include "agents/random_agent.hpp"
#include "agents/zobrist.hpp"
#include "dsl/loader.hpp"
#include "interpreter/match.hpp"
#include "presentation/legality.hpp"
#include "presentation/opening_notation.hpp"
#include "support/test_support.hpp"

// Every heap allocation of this test program is counted, so that a test can
// check that alpha-beta allocates nothing per node.
namespace {
std::atomic<long> allocations{0};
}  // namespace

void* operator new(std::size_t size) {
  allocations.fetch_add(1, std::memory_order_relaxed);
  if (void* p = std::malloc(size ? size : 1)) return p;
  throw std::bad_alloc();
}
// The nothrow form too (std::stable_sort's buffer uses it), so that every
// allocation pairs with the deletes below.
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  allocations.fetch_add(1, std::memory_order_relaxed);
  return std::malloc(size ? size : 1);
}
// GCC cannot see that these deletes pair with the operator new above.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmismatched-new-delete"
void operator delete(void* p) noexcept {
  std::free(p);
}
void operator delete(void* p, std::size_t) noexcept {
  std::free(p);
}
void operator delete(void* p, const std::nothrow_t&) noexcept {
  std::free(p);
}
#pragma GCC diagnostic pop

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

std::unique_ptr<Player> player(const std::string& text, std::uint64_t seed) {
  std::string why;
  const std::optional<PlayerSpec> spec = parse_player_spec(text, why);
  EXPECT_TRUE(spec) << why;
  return spec ? make_player(*spec, seed) : nullptr;
}

std::string spec_error(const std::string& text) {
  std::string why;
  EXPECT_FALSE(parse_player_spec(text, why)) << text;
  return why;
}

TEST(PlayerSpec, ReadsEveryPlayerAndOption) {
  std::string why;
  auto ab = parse_player_spec("alphabeta:depth=6,tt=32,openings=4", why);
  ASSERT_TRUE(ab) << why;
  EXPECT_EQ(ab->kind, PlayerKind::alphabeta);
  EXPECT_EQ(ab->depth, 6);
  EXPECT_EQ(ab->tt_mb, 32);
  EXPECT_EQ(ab->openings, 4);
  auto timed = parse_player_spec("alphabeta:ms=50", why);
  ASSERT_TRUE(timed) << why;
  EXPECT_EQ(timed->ms, 50);
  auto mcts = parse_player_spec("mcts:iterations=1000,c=0.7", why);
  ASSERT_TRUE(mcts) << why;
  EXPECT_EQ(mcts->iterations, 1000);
  EXPECT_DOUBLE_EQ(mcts->c, 0.7);
  EXPECT_EQ(parse_player_spec("greedy", why)->kind, PlayerKind::greedy);
  EXPECT_EQ(parse_player_spec("random", why)->kind, PlayerKind::random);
}

TEST(PlayerSpec, WrittenBackInItsUsualForm) {
  for (const char* text :
       {"random", "greedy", "greedy:openings=3", "alphabeta:depth=6", "alphabeta:ms=200,tt=64",
        "mcts:iterations=1000", "mcts:iterations=50,c=0.7,openings=2"}) {
    std::string why;
    const auto spec = parse_player_spec(text, why);
    ASSERT_TRUE(spec) << why;
    EXPECT_EQ(player_spec_text(*spec), text);
  }
  std::string why;
  EXPECT_EQ(player_spec_text(*parse_player_spec("alphabeta:tt=16,depth=2", why)),
            "alphabeta:depth=2");
}

TEST(PlayerSpec, ErrorsNameTheProblemAndListTheChoices) {
  const std::string unknown = spec_error("alphabta:depth=3");
  EXPECT_NE(unknown.find("unknown player 'alphabta' (did you mean 'alphabeta'?)"),
            std::string::npos)
      << unknown;
  for (const char* listed : {"random", "greedy", "alphabeta:depth=D,ms=T,tt=MB,openings=K",
                             "mcts:iterations=N,c=C,openings=K"})
    EXPECT_NE(unknown.find(listed), std::string::npos) << unknown;
  EXPECT_EQ(spec_error("alphabeta:dept=3"),
            "player 'alphabeta:dept=3': unknown option 'dept' (did you mean 'depth'?); "
            "alphabeta takes depth=D, ms=T, tt=MB, openings=K");
  EXPECT_EQ(spec_error("alphabeta:depth=x"),
            "player 'alphabeta:depth=x': depth must be a whole number from 1 to 60, not 'x'");
  EXPECT_EQ(spec_error("alphabeta:depth=0"),
            "player 'alphabeta:depth=0': depth must be a whole number from 1 to 60, not '0'");
  EXPECT_EQ(spec_error("alphabeta"),
            "player 'alphabeta': alphabeta needs depth=D (reproducible) or ms=T, e.g. "
            "alphabeta:depth=6");
  EXPECT_EQ(spec_error("alphabeta:depth=3,ms=10"),
            "player 'alphabeta:depth=3,ms=10': alphabeta takes depth=D or ms=T, not both");
  EXPECT_EQ(spec_error("alphabeta:depth=3,depth=4"),
            "player 'alphabeta:depth=3,depth=4': option 'depth' is given twice");
  EXPECT_EQ(spec_error("alphabeta:depth"),
            "player 'alphabeta:depth': option 'depth' needs a value: depth=D");
  EXPECT_EQ(spec_error("random:depth=2"), "player 'random:depth=2': random takes no options");
  EXPECT_EQ(spec_error("mcts"),
            "player 'mcts': mcts needs iterations=N, e.g. mcts:iterations=1000");
  EXPECT_EQ(spec_error("mcts:iterations=10,c=-1"),
            "player 'mcts:iterations=10,c=-1': c must be a number above 0 and at most 100, "
            "not '-1'");
  EXPECT_NE(spec_error("").find("unknown player ''"), std::string::npos);
}

// Plays whole matches (two games when the file has match rules) and checks
// that every turn chosen is legal where it is played.
void play_legally(const RuleProgram& p, const std::string& spec, std::uint64_t seed,
                  int max_plies) {
  SCOPED_TRACE(spec);
  Engine engine(p);
  Match match(engine, 2);
  auto south = player(spec, seed);
  auto north = player(spec, seed + 1);
  int plies = 0;
  while (!match.over() && plies < max_plies) {
    Game& game = match.game();
    while (!game.over() && plies < max_plies) {
      const Turn turn = (game.state().to_move == kSouth ? south : north)->choose(game);
      if (turn.is_opening) {
        ASSERT_TRUE(game.opening_turn());
        ASSERT_EQ(check_opening(p, game.state(), turn.opening), "");
      } else {
        ASSERT_FALSE(game.opening_turn());
        ASSERT_TRUE(game.is_legal(turn.move)) << move_text(p, turn.move) << "\n"
                                              << draw_board(p, game.state());
      }
      game.play(turn);
      ++plies;
    }
    if (!game.over()) break;
    match.book_game();
    if (!match.over()) match.start_next_game();
  }
}

std::vector<fs::path> bundled_files() {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(source_path("rules")))
    if (entry.path().extension() == ".mancala") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

TEST(Players, EveryPlayerPlaysLegallyOnEveryBundledFile) {
  const auto files = bundled_files();
  EXPECT_GE(files.size(), 6u);
  for (const fs::path& path : files) {
    SCOPED_TRACE(path.filename().string());
    LoadResult loaded = load_rules(path.string());
    ASSERT_TRUE(loaded.program) << loaded.messages;
    for (const char* spec : {"random", "greedy", "alphabeta:depth=2,tt=1", "mcts:iterations=20"})
      play_legally(*loaded.program, spec, 7, 300);
    // A timed search takes its whole time each turn: a few turns are enough.
    play_legally(*loaded.program, "alphabeta:ms=1,tt=1", 7, 30);
  }
}

TEST(Players, EveryPlayerPassesWhenItMust) {
  CompileOptions options;
  options.overrides = {{"seeds", 1}, {"left", 0}};
  const RuleProgram p = bundled("adji-kui-2", options);
  Engine engine(p);
  Game game(engine);
  ASSERT_EQ(legal_text(game), "pass");
  for (const char* spec : {"random", "greedy", "alphabeta:depth=3", "mcts:iterations=20"}) {
    const Turn turn = player(spec, 1)->choose(game);
    EXPECT_FALSE(turn.is_opening) << spec;
    EXPECT_TRUE(turn.move.pass) << spec;
  }
}

// The moves of one game between two players built from `spec` with these seeds.
std::vector<std::string> game_moves(const RuleProgram& p, const std::string& spec,
                                    std::uint64_t seed) {
  Engine engine(p);
  Game game(engine);
  auto south = player(spec, seed);
  auto north = player(spec, seed + 100);
  std::vector<std::string> moves;
  while (!game.over() && moves.size() < 200) {
    const Turn turn = (game.state().to_move == kSouth ? south : north)->choose(game);
    moves.push_back(turn_text(p, turn));
    game.play(turn);
  }
  return moves;
}

TEST(Players, SameSeedSameGame) {
  const RuleProgram kalah = bundled("kalah");
  const RuleProgram kiothi = bundled("kiothi");
  for (const char* spec : {"greedy", "alphabeta:depth=3", "mcts:iterations=40"}) {
    SCOPED_TRACE(spec);
    EXPECT_EQ(game_moves(kalah, spec, 5), game_moves(kalah, spec, 5));
    const auto opening = game_moves(kiothi, spec, 5);
    EXPECT_EQ(opening, game_moves(kiothi, spec, 5));
    EXPECT_NE(opening[0].find('>'), std::string::npos) << "Kiothi starts with an opening";
  }
}

TEST(Players, RandomChoosesExactlyAsRandomAgent) {
  const RuleProgram p = bundled("kiothi");
  Engine engine(p);
  Game a(engine), b(engine);
  auto wrapped = player("random", 99);
  RandomAgent agent(99);
  for (int i = 0; i < 60 && !a.over(); ++i) {
    const Turn x = wrapped->choose(a), y = agent.choose(b);
    ASSERT_EQ(turn_text(p, x), turn_text(p, y));
    a.play(x);
    b.play(y);
  }
}

// South's S1 captures 3 at once (+4), which is all greedy sees. S6 only puts a
// seed in the store (+1), but South plays again and S5 then lands in the
// emptied S6 and captures N1's 9 seeds (+11 in all): two turns deep.
TEST(Players, AlphaBetaSeesACaptureBehindAnExtraTurn) {
  const RuleProgram p = bundled("kalah");
  Engine engine(p);
  const State start = board(p, R"(
            N6   N5   N4   N3   N2   N1
  North      2    3    2    2    2    9
     10                                 10
  South      1    0    0    0    1    1
            S1   S2   S3   S4   S5   S6
  to move: South
)");
  Game game(engine, start);
  EXPECT_EQ(move_text(p, player("greedy", 1)->choose(game).move), "S1");
  EXPECT_EQ(move_text(p, player("alphabeta:depth=1", 1)->choose(game).move), "S1");
  PlayerSpec spec;
  spec.kind = PlayerKind::alphabeta;
  spec.depth = 2;
  AlphaBetaPlayer searcher(spec, 1);
  EXPECT_EQ(move_text(p, searcher.choose(game).move), "S6");
  EXPECT_EQ(searcher.last_value(), 11);
}

// What one alpha-beta choice from the start of `file` costs: the nodes it
// searched and the heap allocations it made.
struct SearchCost {
  std::uint64_t nodes = 0;
  long allocations = 0;
};
SearchCost alphabeta_cost(const char* file, int depth, bool expect_opening) {
  const RuleProgram p = bundled(file);
  Engine engine(p);
  Game game(engine);
  EXPECT_EQ(game.opening_turn(), expect_opening);
  PlayerSpec spec;
  spec.kind = PlayerKind::alphabeta;
  spec.depth = depth;
  spec.tt_mb = 1;
  AlphaBetaPlayer searcher(spec, 3);
  const long before = allocations.load();
  searcher.choose(game);
  return {searcher.nodes(), allocations.load() - before};
}

// The root allocates a little per depth (its turn list, a Game per turn), the
// search below it nothing: allocations stay a small fraction of the nodes.
TEST(Players, AlphaBetaAllocatesNothingPerNode) {
  const SearchCost cost = alphabeta_cost("kalah", 10, false);
  EXPECT_GT(cost.nodes, 20000u);
  EXPECT_LT(cost.allocations, 200) << cost.nodes << " nodes";
}

// Likewise at free-placement opening nodes (Kiothi): the openings searched are
// sampled at every node, and sampling keeps its pits on the stack.
TEST(Players, AlphaBetaAllocatesNothingPerOpeningNode) {
  const SearchCost cost = alphabeta_cost("kiothi", 3, true);
  EXPECT_GT(cost.nodes, 1000u);
  EXPECT_LT(cost.allocations, 200) << cost.nodes << " nodes";
}

// Plain negamax over whole games, without pruning or table: the value that
// alpha-beta must find.
int plain_negamax(const Game& game, const Evaluator& e, int depth) {
  const State& s = game.state();
  if (game.over()) return e.terminal(s, s.to_move);
  if (depth == 0) return e.heuristic(s, s.to_move);
  int best = -2 * kWinValue;
  for (const Move& m : game.legal()) {
    Game child = game;
    child.play(m);
    const int v = plain_negamax(child, e, depth - 1);
    best = std::max(best, child.state().to_move == s.to_move ? v : -v);
  }
  return best;
}

// Pruning, the table (a small one, so that entries are replaced) and extra
// turns change nothing in the value found, on files with stores in the
// circuit, captured seeds aside, passes, and lap limits that end the game.
TEST(Players, AlphaBetaFindsThePlainNegamaxValue) {
  struct Case {
    const char* file;
    CompileOptions options;
  };
  const Case cases[] = {{"kalah", {"", {{"pits", 4}, {"seeds", 3}}}},
                        {"oware", {"", {{"seeds", 2}}}},
                        {"adji-kui-2", {"", {{"seeds", 2}}}},
                        // moves cut off by a lap limit that ends the game; even splits
                        {"djenon-abe", {"", {{"seeds", 2}, {"laps", 3}}}}};
  for (const Case& c : cases) {
    SCOPED_TRACE(c.file);
    const RuleProgram p = bundled(c.file, c.options);
    Engine engine(p);
    Evaluator e(p);
    RandomAgent mover(4);
    Game game(engine);
    for (int position = 0; position < 6 && !game.over(); ++position) {
      for (int depth = 1; depth <= 5; ++depth) {
        PlayerSpec spec;
        spec.kind = PlayerKind::alphabeta;
        spec.depth = depth;
        spec.tt_mb = 1;
        AlphaBetaPlayer searcher(spec, 1);
        searcher.choose(game);
        EXPECT_EQ(searcher.last_value(), plain_negamax(game, e, depth))
            << "depth " << depth << "\n"
            << draw_board(p, game.state());
      }
      for (int i = 0; i < 3 && !game.over(); ++i) game.play(mover.choose(game));
    }
  }
}

TEST(Players, FinishedGamesOutweighScores) {
  const RuleProgram p = bundled("kalah");
  const State s = board(p, R"(
            N6   N5   N4   N3   N2   N1
  North      0    0    0    0    0    0
     20                                 25
  South      0    0    0    0    0    3
            S1   S2   S3   S4   S5   S6
  to move: North
)");
  Evaluator e(p);
  EXPECT_EQ(e.heuristic(s, kSouth), 5);
  EXPECT_EQ(e.terminal(s, kSouth), kWinValue + 8);
  EXPECT_EQ(e.terminal(s, kNorth), -kWinValue - 8);
  EXPECT_EQ(terminal_margin(e.terminal(s, kNorth)), -8);
}

TEST(Players, ZobristHashSeesTheWholeState) {
  const RuleProgram p = bundled("kalah");
  const State s = Engine(p).initial_state();
  const std::uint64_t h = zobrist_hash(p, s).full;
  State t = s;
  t.to_move = kNorth;
  EXPECT_NE(zobrist_hash(p, t).full, h);
  t = s;
  t.marks[0] = 1;
  EXPECT_NE(zobrist_hash(p, t).full, h);
  EXPECT_EQ(zobrist_hash(p, t).repetition, zobrist_hash(p, s).repetition);
  t = s;
  t.north_owned ^= 1;
  EXPECT_NE(zobrist_hash(p, t).full, h);
  t = s;
  t.moved_from[kSouth] = 2;
  EXPECT_NE(zobrist_hash(p, t).full, h);
  t = s;
  std::swap(t.cells[0], t.cells[12]);  // a seed count moved to another cell
  t.cells[0] = 5;
  EXPECT_NE(zobrist_hash(p, t).full, h);
}

// Wins of `spec` against `opponent` in `games` seeded games (the players of
// game g seeded from g), `spec` playing `side`.
int wins_against(const RuleProgram& p, const std::string& spec, const std::string& opponent,
                 Side side, int games) {
  Engine engine(p);
  int wins = 0;
  for (int g = 0; g < games; ++g) {
    Game game(engine);
    auto me = player(spec, derive_seed(11, static_cast<std::uint64_t>(g)));
    auto other = player(opponent, derive_seed(12, static_cast<std::uint64_t>(g)));
    while (!game.over() && game.state().ply < 1000)
      game.play((game.state().to_move == side ? me : other)->choose(game));
    if (game.over() && game.result().winner == side) ++wins;
  }
  return wins;
}

int wins_against_random(const RuleProgram& p, const std::string& spec, Side side, int games) {
  return wins_against(p, spec, "random", side, games);
}

// The strength issue 8 asks for, on Kalah(6, 4), with small seeded counts
// (the full figures are in docs/players.md): alphabeta:depth=6 wins at least
// 95% against random from either side, mcts:iterations=1000 at least 90%
// against random, alphabeta:depth=6 more than 60% against greedy.
TEST(PlayerStrength, AlphaBetaDepth6BeatsRandomOnKalahFromEitherSide) {
  const RuleProgram p = bundled("kalah");
  EXPECT_GE(wins_against_random(p, "alphabeta:depth=6", kSouth, 20), 19);
  EXPECT_GE(wins_against_random(p, "alphabeta:depth=6", kNorth, 20), 19);
}

TEST(PlayerStrength, Mcts1000BeatsRandomOnKalah) {
  const RuleProgram p = bundled("kalah");
  EXPECT_GE(wins_against_random(p, "mcts:iterations=1000", kSouth, 10) +
                wins_against_random(p, "mcts:iterations=1000", kNorth, 10),
            18);
}

TEST(PlayerStrength, AlphaBetaDepth6BeatsGreedyOnKalah) {
  const RuleProgram p = bundled("kalah");
  EXPECT_GT(wins_against(p, "alphabeta:depth=6", "greedy", kSouth, 20) +
                wins_against(p, "alphabeta:depth=6", "greedy", kNorth, 20),
            24);
}

// Bundled games in which no player can win 15 of 20 games against random,
// with the number of wins expected instead and the reason.
struct FewerWins {
  int wins;
  const char* why;
};
const std::map<std::string, FewerWins> kFewerWins = {
    {"micro-wari.mancala",
     {10,
      "South loses Micro-Wari under perfect play (mancala solve: -2): as South the search "
      "wins only the games random throws away (about 4 in 10); as North it wins them all"}},
};

// Games cut at 1000 turns (Kpé and Mbothe can go on for ever) count as not won.
// A depth-3 search visits a few hundred positions: a 1 MB table holds them
// all, and clearing the default 16 MB one for each of the 680 games took most
// of this test's 52 s in the sanitizer suite.
TEST(PlayerStrength, AlphaBetaDepth3BeatsRandomOnEveryBundledFile) {
  for (const fs::path& path : bundled_files()) {
    SCOPED_TRACE(path.filename().string());
    LoadResult loaded = load_rules(path.string());
    ASSERT_TRUE(loaded.program) << loaded.messages;
    const int wins =
        wins_against_random(*loaded.program, "alphabeta:depth=3,tt=1", kSouth, 10) +
        wins_against_random(*loaded.program, "alphabeta:depth=3,tt=1", kNorth, 10);
    const auto fewer = kFewerWins.find(path.filename().string());
    EXPECT_GE(wins, fewer == kFewerWins.end() ? 15 : fewer->second.wins)
        << (fewer == kFewerWins.end() ? "" : fewer->second.why);
  }
}

}  // namespace
}  // namespace mancala::test
