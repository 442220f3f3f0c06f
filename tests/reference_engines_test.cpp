// The hand-written engines of bench/reference/ against the interpreter on the
// bundled files: the same random games (same generator, same move choice),
// move for move, and the same legal moves and effects of every move in
// random positions, where rare rules fire (full laps, grand slams, feeding,
// endless relays). bench/reference_bench.cpp times the two only if they play
// the same games, and this test is what makes its ratios comparable.
#include <gtest/gtest.h>

#include <algorithm>
#include <ostream>
#include <vector>

#include "agents/evaluation.hpp"
#include "agents/position_status.hpp"
#include "agents/random_agent.hpp"
#include "analysis/simulation.hpp"
#include "bench/reference/interpreter_alphabeta.hpp"
#include "bench/reference/interpreter_playout.hpp"
#include "bench/reference/kalah_reference.hpp"
#include "bench/reference/mbothe_reference.hpp"
#include "bench/reference/oware_reference.hpp"
#include "interpreter/pit_counts.hpp"
#include "support/test_support.hpp"

namespace {

using namespace mancala;
using namespace mancala::reference;

constexpr std::uint64_t kSeed = 1;
constexpr int kMaxPlies = 1000;  // the cap of `mancala bench` and `simulate`

// A position as both engines can show it: pits in notation order, stores
// (or captured seeds), side to move.
struct Board {
  std::vector<int> pits;
  int stores[2] = {0, 0};
  int to_move = 0;
  friend bool operator==(const Board& a, const Board& b) {
    return a.pits == b.pits && a.stores[0] == b.stores[0] && a.stores[1] == b.stores[1] &&
           a.to_move == b.to_move;
  }
  friend std::ostream& operator<<(std::ostream& out, const Board& b) {
    for (int seeds : b.pits) out << seeds << ' ';
    return out << "stores " << b.stores[0] << ' ' << b.stores[1] << " to move " << b.to_move;
  }
};

Board board_of(const RuleProgram& p, const State& s) {
  Board b;
  for (int c = 0; c < p.pit_count(); ++c) b.pits.push_back(s.cells[c]);
  for (const Side side : kSides) b.stores[index(side)] = s.cells[p.store_cell(side)];
  b.to_move = static_cast<int>(index(s.to_move));
  return b;
}

std::vector<int> pits_of(const MoveList& moves) {
  std::vector<int> pits;
  for (const Move& m : moves) pits.push_back(m.pit);
  return pits;
}

// Plays `games` random games with both engines and requires the same games:
// the ply counts, the stores at the end and the final totals. The
// interpreter's loop is checked against `play_random_game` (what `mancala
// bench` and `simulate` play) on the first games.
template <typename ReferenceGame>
void expect_same_random_games(const std::string& name, ReferenceGame reference_game, int games) {
  const RuleProgram program = test::bundled(name);
  const Engine engine(program);
  long long plies = 0;
  int finished = 0;
  for (int i = 0; i < games; ++i) {
    const Playout a = interpreter_playout(engine, kSeed, i, kMaxPlies);
    const Playout b = reference_game(kSeed, i, kMaxPlies);
    ASSERT_EQ(a.plies, b.plies) << name << ", game " << i;
    ASSERT_EQ(a.finished, b.finished) << name << ", game " << i;
    for (int player = 0; player < 2; ++player) {
      ASSERT_EQ(a.stores[player], b.stores[player]) << name << ", game " << i;
      ASSERT_EQ(a.totals[player], b.totals[player]) << name << ", game " << i;
    }
    if (i < 20) {
      ASSERT_EQ(play_random_game(program, kSeed, i, kMaxPlies).plies, a.plies);
    }
    plies += a.plies;
    finished += a.finished;
  }
  // Long enough games, most of them finished: the batch plays the whole game.
  EXPECT_GT(plies, 20LL * games);
  EXPECT_GT(finished, games * 9 / 10);
}

TEST(ReferenceEngines, KalahPlaysTheSameRandomGames) {
  expect_same_random_games("kalah", kalah_random_game, 2000);
}

TEST(ReferenceEngines, OwarePlaysTheSameRandomGames) {
  expect_same_random_games("oware", oware_random_game, 2000);
}

TEST(ReferenceEngines, MbothePlaysTheSameRandomGames) {
  expect_same_random_games("mbothe", mbothe_random_game, 1000);
}

// The reference games behind one interface, for the move-by-move comparison.
struct KalahSide {
  Kalah game;
  bool over() const { return game.over(); }
  std::vector<int> legal() const {
    if (game.over()) return {};
    Kalah::Moves moves;
    game.legal_moves(moves);
    return {moves.pit.begin(), moves.pit.begin() + moves.size};
  }
  Board board() const {
    Board b;
    for (int pit = 0; pit < 2 * Kalah::kPits; ++pit) b.pits.push_back(game.seeds(pit));
    b.stores[0] = game.store(0);
    b.stores[1] = game.store(1);
    b.to_move = game.to_move();
    return b;
  }
  void play(int pit) { game.play(pit); }
};

Board oware_board(const Oware& position) {
  Board b;
  for (int pit = 0; pit < Oware::kCells; ++pit) b.pits.push_back(position.seeds(pit));
  b.stores[0] = position.score(0);
  b.stores[1] = position.score(1);
  b.to_move = position.to_move();
  return b;
}

struct OwareSide {
  OwareGame game;
  bool over() const { return game.over(); }
  std::vector<int> legal() const {
    return {game.legal().pit.begin(), game.legal().pit.begin() + game.legal().size};
  }
  Board board() const { return oware_board(game.position()); }
  void play(int pit) { game.play(pit); }
};

Board mbothe_board(const Mbothe& position) {
  Board b;
  for (int pit = 0; pit < Mbothe::kCells; ++pit) b.pits.push_back(position.seeds(pit));
  b.stores[0] = position.captured(0);
  b.stores[1] = position.captured(1);
  b.to_move = position.to_move();
  return b;
}

struct MbotheSide {
  MbotheGame game;
  bool over() const { return game.over(); }
  std::vector<int> legal() const {
    return {game.legal().pit.begin(), game.legal().pit.begin() + game.legal().size};
  }
  Board board() const { return mbothe_board(game.position()); }
  void play(int pit) {
    for (int i = 0; i < game.legal().size; ++i)
      if (game.legal().pit[i] == pit) return game.play_legal(i);
    FAIL() << "not a legal move of the reference: " << pit;
  }
};

// The first `games` random games, ply by ply: the same board, the same legal
// moves in the same order, the same end.
template <typename Side>
void expect_same_plies(const std::string& name, int games) {
  const RuleProgram program = test::bundled(name);
  const Engine engine(program);
  for (int i = 0; i < games; ++i) {
    Game game(engine);
    RandomAgent agent(derive_seed(kSeed, static_cast<std::uint64_t>(i)));
    Side side;
    for (int ply = 0;; ++ply) {
      ASSERT_EQ(board_of(program, game.state()), side.board())
          << name << " game " << i << " ply " << ply;
      ASSERT_EQ(pits_of(game.legal()), side.legal()) << name << " game " << i << " ply " << ply;
      ASSERT_EQ(game.over(), side.over()) << name << " game " << i << " ply " << ply;
      if (game.over() || ply == kMaxPlies) break;
      const Turn turn = agent.choose(game);
      game.play(turn);
      side.play(turn.move.pit);
    }
  }
}

TEST(ReferenceEngines, KalahPlyByPly) {
  expect_same_plies<KalahSide>("kalah", 50);
}
TEST(ReferenceEngines, OwarePlyByPly) {
  expect_same_plies<OwareSide>("oware", 50);
}
TEST(ReferenceEngines, MbothePlyByPly) {
  expect_same_plies<MbotheSide>("mbothe", 20);
}

// How often the positions of a comparison made rules fire, so that a test
// can require that they did.
struct Fired {
  int positions = 0, moves = 0, over = 0, extra_turns = 0, captures = 0, endless = 0;
};

// Compares one position in both engines: whether the game is over there, the
// legal moves, the final totals, and the effect of every candidate move (every
// non-empty pit of the mover, legal or not: each must have the same effect,
// or be endless in both).
template <typename Position, typename Play, typename Legal, typename Totals>
void expect_same_position(const Engine& engine, const State& state, const Position& position,
                          const Board& expected, Play play, Legal legal, Totals totals,
                          Fired& fired) {
  const RuleProgram& p = engine.program();
  SCOPED_TRACE(::testing::Message() << "position " << expected);
  ASSERT_EQ(board_of(p, state), expected);
  MoveList moves;
  const PositionStatus status = examine(engine, state, false, moves);
  const std::vector<int> reference_legal = legal(position);
  ASSERT_EQ(status.over, reference_legal.empty());
  ASSERT_EQ(pits_of(moves), reference_legal);
  PerSide<int> a;
  int b[2];
  final_totals(p, state, a);
  totals(position, b);
  ASSERT_EQ(a[kSouth], b[0]);
  ASSERT_EQ(a[kNorth], b[1]);
  ++fired.positions;
  fired.over += status.over;
  for (int pit = 0; pit < p.pit_count(); ++pit) {
    if (state.owner(pit) != state.to_move || state.cells[pit] == 0) continue;
    State after = state;
    const MoveOutcome outcome = engine.apply(after, Move{static_cast<std::int8_t>(pit), 0, false});
    Position reference_after = position;
    bool reference_endless = false;
    const Board reference_board = play(reference_after, pit, reference_endless);
    ASSERT_EQ(outcome.endless, reference_endless) << "move from pit " << pit;
    ++fired.moves;
    if (outcome.endless) {
      ++fired.endless;
      continue;
    }
    ASSERT_EQ(board_of(p, after), reference_board) << "move from pit " << pit;
    fired.extra_turns += outcome.extra_turn;
    fired.captures += outcome.captured;
  }
}

// A random position: some of the `total` seeds spread over the pits, a third
// of them piled up in one pit so that full laps happen, the rest in the
// stores; a row emptied now and then, so that feeding and the end rules are
// tried.
struct RandomPosition {
  std::vector<int> pits;
  int stores[2] = {0, 0};
  int to_move = 0;
};

RandomPosition random_position(Random& random, int pits_per_row, int total) {
  RandomPosition r;
  r.pits.assign(static_cast<std::size_t>(2 * pits_per_row), 0);
  // Half the positions crowded (long relays, endless ones), half anything.
  const int on_board =
      random.below(2) == 0
          ? total - static_cast<int>(random.below(static_cast<std::uint64_t>(total) / 4 + 1))
          : static_cast<int>(random.below(static_cast<std::uint64_t>(total) + 1));
  const int heap = static_cast<int>(random.below(static_cast<std::uint64_t>(2 * pits_per_row)));
  const int empty_row = static_cast<int>(random.below(4));  // 0, 1: that row empty
  for (int i = 0; i < on_board; ++i) {
    int pit = random.below(3) == 0 ? heap : static_cast<int>(random.below(r.pits.size()));
    if (pit / pits_per_row == empty_row) pit = (pit + pits_per_row) % (2 * pits_per_row);
    ++r.pits[static_cast<std::size_t>(pit)];
  }
  r.stores[0] = static_cast<int>(random.below(static_cast<std::uint64_t>(total - on_board) + 1));
  r.stores[1] = total - on_board - r.stores[0];
  r.to_move = static_cast<int>(random.below(2));
  return r;
}

State interpreter_state(const Engine& engine, const RandomPosition& r, int ply) {
  const RuleProgram& p = engine.program();
  State s = engine.initial_state();
  for (int c = 0; c < p.pit_count(); ++c) s.cells[c] = static_cast<std::uint16_t>(r.pits[c]);
  for (const Side side : kSides)
    s.cells[p.store_cell(side)] = static_cast<std::uint16_t>(r.stores[index(side)]);
  recount_pits(s, p.pits_per_row);  // (cells written directly)
  s.to_move = side_at(static_cast<std::size_t>(r.to_move));
  s.ply = static_cast<std::uint16_t>(ply);
  return s;
}

template <std::size_t N>
std::array<int, N> fixed(const std::vector<int>& v) {
  std::array<int, N> a{};
  for (std::size_t i = 0; i < N; ++i) a[i] = v[i];
  return a;
}

std::vector<int> kalah_legal(const Kalah& k) {
  return KalahSide{k}.legal();
}
Board kalah_play(Kalah& k, int pit, bool&) {
  k.play(pit);
  return KalahSide{k}.board();
}
void kalah_totals(const Kalah& k, int totals[2]) {
  k.final_totals(totals);
}

std::vector<int> oware_legal(const Oware& o) {
  if (o.decided()) return {};
  Oware::Moves moves;
  o.legal_moves(moves);
  return {moves.pit.begin(), moves.pit.begin() + moves.size};
}
Board oware_play(Oware& o, int pit, bool&) {
  o.play(pit);
  return oware_board(o);
}
void oware_totals(const Oware& o, int totals[2]) {
  o.final_totals(totals);
}

std::vector<int> mbothe_legal(const Mbothe& m) {
  MbotheMoves moves;
  m.legal_moves(moves);
  return {moves.pit.begin(), moves.pit.begin() + moves.size};
}
Board mbothe_play(Mbothe& m, int pit, bool& endless) {
  endless = m.play(pit) == Mbothe::Sown::endless;
  return mbothe_board(m);
}
void mbothe_totals(const Mbothe& m, int totals[2]) {
  m.final_totals(totals);
}

TEST(ReferenceEngines, KalahRandomPositions) {
  const RuleProgram program = test::bundled("kalah");
  const Engine engine(program);
  Random random(11);
  Fired fired;
  for (int i = 0; i < 3000; ++i) {
    const RandomPosition r = random_position(random, Kalah::kPits, 48);
    const Kalah k(fixed<12>(r.pits), r.stores[0], r.stores[1], r.to_move);
    expect_same_position(engine, interpreter_state(engine, r, 1), k, KalahSide{k}.board(),
                         kalah_play, kalah_legal, kalah_totals, fired);
    if (HasFatalFailure()) return;
  }
  EXPECT_GT(fired.over, 100);
  EXPECT_GT(fired.extra_turns, 100);
  EXPECT_GT(fired.captures, 100);
}

TEST(ReferenceEngines, OwareRandomPositions) {
  const RuleProgram program = test::bundled("oware");
  const Engine engine(program);
  Random random(12);
  Fired fired;
  for (int i = 0; i < 3000; ++i) {
    const RandomPosition r = random_position(random, Oware::kPits, 48);
    const Oware o(fixed<12>(r.pits), r.stores[0], r.stores[1], r.to_move);
    expect_same_position(engine, interpreter_state(engine, r, 1), o, oware_board(o), oware_play,
                         oware_legal, oware_totals, fired);
    if (HasFatalFailure()) return;
  }
  EXPECT_GT(fired.over, 100);
  EXPECT_GT(fired.captures, 100);
}

TEST(ReferenceEngines, MbotheRandomPositions) {
  const RuleProgram program = test::bundled("mbothe");
  const Engine engine(program);
  Random random(13);
  Fired fired;
  for (int i = 0; i < 3000; ++i) {
    const RandomPosition r = random_position(random, Mbothe::kPits, 40);
    const bool first_move = random.below(8) == 0;
    const Mbothe m(fixed<20>(r.pits), r.stores[0], r.stores[1], r.to_move, first_move);
    expect_same_position(engine, interpreter_state(engine, r, first_move ? 0 : 5), m,
                         mbothe_board(m), mbothe_play, mbothe_legal, mbothe_totals, fired);
    if (HasFatalFailure()) return;
  }
  EXPECT_GT(fired.over, 50);
  EXPECT_GT(fired.extra_turns, 100);
}

// Positions where the games' distinctive rules fire, compared in both engines
// and checked on the hand-written one against docs/games/*.md (the positions
// of tests/{kalah,oware,mbothe}_rules_test.cpp, and an endless Mbothe move).
TEST(ReferenceEngines, DistinctiveRules) {
  Fired fired;
  {
    // Kalah rule 4 after a full lap: S1's 13 seeds end in S1, emptied by the move.
    const RuleProgram program = test::bundled("kalah");
    const Engine engine(program);
    const RandomPosition r{{13, 0, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2}, {0, 0}, 0};
    const Kalah k(fixed<12>(r.pits), 0, 0, 0);
    expect_same_position(engine, interpreter_state(engine, r, 1), k, KalahSide{k}.board(),
                         kalah_play, kalah_legal, kalah_totals, fired);
    Kalah after = k;
    EXPECT_FALSE(after.play(0));
    EXPECT_EQ(KalahSide{after}.board(), (Board{{0, 1, 1, 1, 1, 1, 3, 3, 3, 3, 3, 0}, {5, 0}, 1}));
  }
  {
    const RuleProgram program = test::bundled("oware");
    const Engine engine(program);
    // Rule 5: S6 makes N1 and N2 pairs, every seed of North's row: a grand slam captures nothing.
    const RandomPosition slam{{4, 0, 0, 0, 0, 2, 1, 1, 0, 0, 0, 0}, {10, 10}, 0};
    Oware o(fixed<12>(slam.pits), 10, 10, 0);
    expect_same_position(engine, interpreter_state(engine, slam, 1), o, oware_board(o), oware_play,
                         oware_legal, oware_totals, fired);
    EXPECT_FALSE(o.play(5));
    EXPECT_EQ(oware_board(o), (Board{{4, 0, 0, 0, 0, 0, 2, 2, 0, 0, 0, 0}, {10, 10}, 1}));
    // Rule 6: North's row is empty; only S6 reaches it.
    const RandomPosition feed{{1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0}, {23, 23}, 0};
    const Oware f(fixed<12>(feed.pits), 23, 23, 0);
    expect_same_position(engine, interpreter_state(engine, feed, 1), f, oware_board(f), oware_play,
                         oware_legal, oware_totals, fired);
    EXPECT_EQ(oware_legal(f), std::vector<int>{5});
    // Rules 6 and 8c: no move reaches North's empty row: no legal move.
    const RandomPosition stuck{{1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}, {23, 24}, 0};
    const Oware n(fixed<12>(stuck.pits), 23, 24, 0);
    expect_same_position(engine, interpreter_state(engine, stuck, 1), n, oware_board(n), oware_play,
                         oware_legal, oware_totals, fired);
    EXPECT_TRUE(oware_legal(n).empty());
  }
  {
    const RuleProgram program = test::bundled("mbothe");
    const Engine engine(program);
    // "Skipping pairs": S9 sows S10 (an own pair), skips N1 (a pair), then N2 and N3.
    const RandomPosition skip{
        {0, 0, 0, 0, 0, 0, 0, 0, 3, 2, 2, 0, 0, 1, 1, 1, 1, 1, 1, 1}, {0, 26}, 0};
    Mbothe m(fixed<20>(skip.pits), 0, 26, 0, false);
    expect_same_position(engine, interpreter_state(engine, skip, 5), m, mbothe_board(m),
                         mbothe_play, mbothe_legal, mbothe_totals, fired);
    EXPECT_EQ(m.play(8), Mbothe::Sown::ended);
    EXPECT_EQ(mbothe_board(m),
              (Board{{0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1}, {0, 26}, 1}));
    // Common Decision "Endless moves": S4 relays past 1000 laps, so it is no move.
    const RandomPosition endless{
        {3, 2, 1, 3, 1, 0, 3, 0, 1, 2, 2, 1, 1, 1, 1, 2, 5, 1, 1, 0}, {0, 9}, 0};
    const Mbothe e(fixed<20>(endless.pits), 0, 9, 0, false);
    expect_same_position(engine, interpreter_state(engine, endless, 5), e, mbothe_board(e),
                         mbothe_play, mbothe_legal, mbothe_totals, fired);
    Mbothe sown = e;
    EXPECT_EQ(sown.play(3), Mbothe::Sown::endless);
    const std::vector<int> legal = mbothe_legal(e);
    EXPECT_EQ(std::count(legal.begin(), legal.end(), 3), 0);
  }
  {
    // ... and the limit is the file's 1000 laps: S1 relays for 129 laps, and ends.
    const RuleProgram program = test::bundled("mbothe");
    const Engine engine(program);
    const RandomPosition r{{2, 2, 5, 3, 1, 0, 0, 2, 1, 0, 3, 3, 0, 0, 2, 4, 0, 0, 3, 2}, {0, 7}, 0};
    const Mbothe m(fixed<20>(r.pits), 0, 7, 0, false);
    const State s = interpreter_state(engine, r, 5);
    expect_same_position(engine, s, m, mbothe_board(m), mbothe_play, mbothe_legal, mbothe_totals,
                         fired);
    State after = s;
    const MoveOutcome outcome = engine.apply(after, Move{0, 0, false});
    EXPECT_FALSE(outcome.endless);
    EXPECT_EQ(outcome.laps, 129);
    Mbothe sown = m;
    EXPECT_NE(sown.play(0), Mbothe::Sown::endless);
  }
  EXPECT_EQ(fired.endless, 1);
}

// The two alpha-beta searches of reference_bench, one over the interpreter
// and one over the hand-written Kalah, search the same nodes to the same
// values, in positions of random games.
TEST(ReferenceEngines, KalahAlphaBetaSearchesTheSameNodes) {
  const RuleProgram program = test::bundled("kalah");
  const Engine engine(program);
  constexpr int kDepth = 5, kInf = InterpreterAlphaBeta::kInfinity;
  for (int i = 0; i < 10; ++i) {
    Game game(engine);
    RandomAgent agent(derive_seed(kSeed, static_cast<std::uint64_t>(i)));
    for (int ply = 0; ply < 4 * i && !game.over(); ++ply) game.play(agent.choose(game));
    if (game.over()) continue;
    const State& s = game.state();
    std::array<int, 12> pits{};
    for (int c = 0; c < 12; ++c) pits[static_cast<std::size_t>(c)] = s.cells[c];
    const Kalah k(pits, s.cells[program.store_cell(kSouth)], s.cells[program.store_cell(kNorth)],
                  static_cast<int>(index(s.to_move)));
    InterpreterAlphaBeta interpreter(engine, kDepth);
    std::uint64_t nodes = 0;
    EXPECT_EQ(interpreter.search(s, kDepth, -kInf, kInf),
              kalah_alphabeta(k, kDepth, -kInf, kInf, nodes))
        << "position " << i;
    EXPECT_EQ(interpreter.nodes, nodes) << "position " << i;
    EXPECT_GT(nodes, 10u);
  }
}

}  // namespace
