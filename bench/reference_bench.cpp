// The interpreter against hand-written engines (bench/reference/), measured
// in one run: random playouts of Kalah, Oware and Mbothe on the same batch of
// games (the same generator choosing the same moves, so both engines play
// exactly the same plies), and a plain fixed-depth alpha-beta on Kalah
// positions, written once over the interpreter and once over the
// hand-written Kalah (the same nodes in the same order). The ratio
// interpreter / hand-written is the figure of docs/performance.md ("Against
// hand-written engines"). Exits 1 when the engines disagree on any game or
// search, since the ratio would then compare different work.
#include <fmt/format.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "agents/alphabeta_player.hpp"
#include "agents/random_agent.hpp"
#include "analysis/simulation.hpp"
#include "bench/reference/interpreter_alphabeta.hpp"
#include "bench/reference/interpreter_playout.hpp"
#include "bench/reference/kalah_reference.hpp"
#include "bench/reference/mbothe_reference.hpp"
#include "bench/reference/oware_reference.hpp"
#include "dsl/loader.hpp"

namespace {

using namespace mancala;
using namespace mancala::reference;
using Clock = std::chrono::steady_clock;

// What the command line sets.
struct Options {
  int games = 5000;
  std::uint64_t seed = 1;
  int depth = 8;
  int positions = 20;
  int repeat = 3;         // timed runs of each loop at least ...
  double min_time = 1.0;  // ... and until the interpreter's runs add up to this many seconds
  int max_plies = 1000;
  std::string only;  // one measure alone (kalah, oware, mbothe or alphabeta), for profiling
};

RuleProgram load(const std::string& name) {
  LoadResult loaded = load_rules(std::string(MANCALA_SOURCE_DIR) + "/rules/" + name + ".mancala");
  if (!loaded.program) throw std::runtime_error(loaded.messages);
  return *loaded.program;
}

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// One timed batch of random games: every game's end, for the comparison, and the time.
struct Batch {
  std::vector<Playout> games;
  long long plies = 0;
  double seconds = 0;
};

bool same_game(const Playout& a, const Playout& b) {
  return a.plies == b.plies && a.finished == b.finished && a.stores[0] == b.stores[0] &&
         a.stores[1] == b.stores[1] && a.totals[0] == b.totals[0] && a.totals[1] == b.totals[1];
}

// Times `play(i)` on games 0..count-1.
Batch time_batch(int count, const std::function<Playout(int)>& play) {
  Batch b;
  b.games.resize(static_cast<std::size_t>(count));
  const Clock::time_point start = Clock::now();
  for (int i = 0; i < count; ++i) b.games[static_cast<std::size_t>(i)] = play(i);
  b.seconds = seconds_since(start);
  for (const Playout& g : b.games) b.plies += g.plies;
  return b;
}

// The random-playout figures of one game.
struct PlayoutRow {
  std::string name;
  long long plies = 0;
  double interpreter = 0, bench = 0, reference = 0;  // best times of the three loops
  int runs = 0;
  bool agree = true;
};

using ReferenceGame = Playout (*)(std::uint64_t, int, int);

PlayoutRow measure_playouts(const std::string& name, const std::string& file,
                            ReferenceGame reference_game, const Options& o) {
  const RuleProgram program = load(file);
  const Engine engine(program);
  PlayoutRow row;
  row.name = name;
  double spent = 0;
  row.interpreter = row.bench = row.reference = 1e300;
  // Interleaved repetitions, the best time of each kept: on a shared machine
  // the best run is the one least disturbed.
  for (row.runs = 0; row.runs < o.repeat || spent < o.min_time; ++row.runs) {
    const Batch a = time_batch(
        o.games, [&](int i) { return interpreter_playout(engine, o.seed, i, o.max_plies); });
    const Batch b =
        time_batch(o.games, [&](int i) { return reference_game(o.seed, i, o.max_plies); });
    // What `mancala bench` times: play_random_game, with the per-game tally of `compare`.
    const Batch c = time_batch(o.games, [&](int i) {
      Playout out;
      out.plies = play_random_game(program, o.seed, i, o.max_plies).plies;
      return out;
    });
    for (std::size_t i = 0; i < a.games.size(); ++i)
      if (!same_game(a.games[i], b.games[i]) || a.games[i].plies != c.games[i].plies) {
        if (row.agree)
          std::cerr << fmt::format("{}: game {} differs: interpreter {} plies, hand-written {}\n",
                                   name, i, a.games[i].plies, b.games[i].plies);
        row.agree = false;
      }
    row.plies = a.plies;
    spent += a.seconds;
    row.interpreter = std::min(row.interpreter, a.seconds);
    row.reference = std::min(row.reference, b.seconds);
    row.bench = std::min(row.bench, c.seconds);
  }
  return row;
}

// Kalah positions to search: the position after 2 (j mod 20) plies of random
// game j, for j = 0, 1, ... (games over by then are passed over): from the
// opening to the middle game.
std::vector<State> search_positions(const Engine& engine, const Options& o) {
  std::vector<State> positions;
  for (int j = 0; static_cast<int>(positions.size()) < o.positions; ++j) {
    Game game(engine);
    RandomAgent agent(derive_seed(o.seed, static_cast<std::uint64_t>(j)));
    for (int ply = 0; ply < 2 * (j % 20) && !game.over(); ++ply) game.play(agent.choose(game));
    if (!game.over()) positions.push_back(game.state());
  }
  return positions;
}

Kalah kalah_of(const RuleProgram& p, const State& s) {
  std::array<int, 2 * Kalah::kPits> pits{};
  for (int c = 0; c < p.pit_count(); ++c) pits[static_cast<std::size_t>(c)] = s.cells[c];
  return Kalah(pits, s.cells[p.store_cell(kSouth)], s.cells[p.store_cell(kNorth)],
               static_cast<int>(index(s.to_move)));
}

// The alpha-beta figures: nodes and best times of both searches, and the project's player.
struct SearchRow {
  std::uint64_t nodes = 0;
  double interpreter = 1e300, reference = 1e300;
  std::uint64_t player_nodes = 0;
  double player = 1e300;
  int runs = 0;
  bool agree = true;
};

SearchRow measure_search(const Options& o) {
  const RuleProgram program = load("kalah");
  const Engine engine(program);
  const std::vector<State> positions = search_positions(engine, o);
  constexpr int kInf = InterpreterAlphaBeta::kInfinity;
  SearchRow row;
  double spent = 0;
  for (row.runs = 0; row.runs < o.repeat || spent < o.min_time; ++row.runs) {
    InterpreterAlphaBeta interpreter(engine, o.depth);
    Clock::time_point start = Clock::now();
    const std::vector<int> values = interpreter.search_each(positions, o.depth);
    const double seconds = seconds_since(start);
    spent += seconds;
    row.interpreter = std::min(row.interpreter, seconds);

    std::uint64_t nodes = 0;
    std::vector<int> reference_values;
    std::vector<Kalah> kalahs;
    for (const State& s : positions) kalahs.push_back(kalah_of(program, s));
    start = Clock::now();
    for (const Kalah& k : kalahs)
      reference_values.push_back(kalah_alphabeta(k, o.depth, -kInf, kInf, nodes));
    row.reference = std::min(row.reference, seconds_since(start));
    if (values != reference_values || nodes != interpreter.nodes) {
      if (row.agree)
        std::cerr << fmt::format("alpha-beta differs: interpreter {} nodes, hand-written {}\n",
                                 interpreter.nodes, nodes);
      row.agree = false;
    }
    row.nodes = nodes;

    // For information: the project's own player, with its table, ordering and
    // iterative deepening, at the same depth in the same positions.
    PlayerSpec spec;
    spec.kind = PlayerKind::alphabeta;
    spec.depth = o.depth;
    AlphaBetaPlayer player(spec, o.seed);
    std::vector<Game> games;
    for (const State& s : positions) games.emplace_back(engine, s);
    row.player_nodes = 0;
    start = Clock::now();
    for (const Game& game : games) {
      player.reset(o.seed);
      player.choose(game);
      row.player_nodes += player.nodes();
    }
    row.player = std::min(row.player, seconds_since(start));
  }
  return row;
}

std::string rate(double count, double seconds) {
  const double r = count / seconds;
  if (r >= 1e6) return fmt::format("{:.2f} M", r / 1e6);
  return fmt::format("{:.0f} k", r / 1e3);
}

}  // namespace

int main(int argc, char** argv) {
  CLI::App app("The interpreter against hand-written Kalah, Oware and Mbothe engines");
  Options o;
  app.add_option("--games", o.games, "Random games per game")
      ->capture_default_str()
      ->check(CLI::Range(1, 10000000));
  app.add_option("--seed", o.seed, "Seed of the batch")->capture_default_str();
  app.add_option("--depth", o.depth, "Alpha-beta depth on Kalah (moves)")
      ->capture_default_str()
      ->check(CLI::Range(1, AlphaBetaPlayer::kMaxPly));
  app.add_option("--positions", o.positions, "Kalah positions searched")
      ->capture_default_str()
      ->check(CLI::Range(1, 10000));
  app.add_option("--repeat", o.repeat, "Timed runs of each loop at least; the best time is kept")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000));
  app.add_option("--min-time", o.min_time,
                 "... and more runs until the interpreter's add up to this many seconds")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 600.0));
  app.add_option("--only", o.only, "Run one measure alone, for a profiler")
      ->check(CLI::IsMember({"kalah", "oware", "mbothe", "alphabeta"}));
  CLI11_PARSE(app, argc, argv);

  std::cout << fmt::format(
      "random playouts: {} games each, seed {}, cut at {} plies; one thread, the best run of each "
      "loop\n",
      o.games, o.seed, o.max_plies);
  std::cout << fmt::format("{:<8} {:>10} {:>5}  {:>14} {:>14} {:>14}  {:>7}\n", "game", "plies",
                           "runs", "interpreter/s", "bench loop/s", "hand-written/s", "ratio");
  bool agree = true;
  const struct {
    const char* name;
    const char* file;
    ReferenceGame game;
  } games[] = {{"Kalah", "kalah", kalah_random_game},
               {"Oware", "oware", oware_random_game},
               {"Mbothe", "mbothe", mbothe_random_game}};
  for (const auto& g : games) {
    if (!o.only.empty() && o.only != g.file) continue;
    const PlayoutRow row = measure_playouts(g.name, g.file, g.game, o);
    const double plies = static_cast<double>(row.plies);
    std::cout << fmt::format("{:<8} {:>10} {:>5}  {:>14} {:>14} {:>14}  {:>6.2f}x{}\n", row.name,
                             row.plies, row.runs, rate(plies, row.interpreter),
                             rate(plies, row.bench), rate(plies, row.reference),
                             row.reference / row.interpreter, row.agree ? "" : "  DISAGREE");
    agree = agree && row.agree;
  }

  if (!o.only.empty() && o.only != "alphabeta") return agree ? 0 : 1;
  const SearchRow s = measure_search(o);
  const double nodes = static_cast<double>(s.nodes);
  std::cout << fmt::format(
      "\nalpha-beta on Kalah: depth {}, {} positions, plain negamax (no table); the best run\n",
      o.depth, o.positions);
  std::cout << fmt::format("{:<8} {:>10} {:>5}  {:>14} {:>14} {:>14}  {:>7}\n", "game", "nodes",
                           "runs", "interpreter/s", "", "hand-written/s", "ratio");
  std::cout << fmt::format("{:<8} {:>10} {:>5}  {:>14} {:>14} {:>14}  {:>6.2f}x{}\n", "Kalah",
                           s.nodes, s.runs, rate(nodes, s.interpreter), "",
                           rate(nodes, s.reference), s.reference / s.interpreter,
                           s.agree ? "" : "  DISAGREE");
  std::cout << fmt::format(
      "AlphaBetaPlayer (alphabeta:depth={}, for information): {} nodes, {}/s\n", o.depth,
      s.player_nodes, rate(static_cast<double>(s.player_nodes), s.player));
  agree = agree && s.agree;
  if (!agree) std::cerr << "reference_bench: the engines disagree; the ratios are meaningless\n";
  return agree ? 0 : 1;
}
