// Engine speed, measured with Google Benchmark: random playouts and legal-move
// generation on every bundled rule file. Run build/bench/engine_bench; the
// figures in docs/performance.md come from it and from `mancala bench`.
#include <benchmark/benchmark.h>

#include <string>

#include "agents/random_agent.hpp"
#include "dsl/loader.hpp"

namespace {

using namespace mancala;

RuleProgram load(const std::string& name) {
  LoadResult loaded = load_rules(std::string(MANCALA_SOURCE_DIR) + "/rules/" + name + ".mancala");
  if (!loaded.program) throw std::runtime_error(loaded.messages);
  return *loaded.program;
}

// One random game (capped at 1000 plies) per iteration; counts plies per second.
void random_playout(benchmark::State& state, const std::string& name) {
  const RuleProgram program = load(name);
  const Engine engine(program);
  std::uint64_t seed = 1, plies = 0;
  for (auto _ : state) {
    Game game(engine);
    RandomAgent agent(seed++);
    while (!game.over() && game.state().ply < 1000) {
      game.play(agent.choose(game));
      ++plies;
    }
    benchmark::DoNotOptimize(game.state());
  }
  state.counters["plies/s"] =
      benchmark::Counter(static_cast<double>(plies), benchmark::Counter::kIsRate);
}

// Legal moves of the start position, the engine's innermost service to agents.
void legal_moves(benchmark::State& state, const std::string& name) {
  const RuleProgram program = load(name);
  const Engine engine(program);
  State start = engine.initial_state();
  start.ply = 2;  // past any opening turns
  MoveList moves;
  for (auto _ : state) {
    engine.legal_moves(start, moves);
    benchmark::DoNotOptimize(moves.size);
  }
}

}  // namespace

BENCHMARK_CAPTURE(random_playout, kpe, std::string("kpe"));
BENCHMARK_CAPTURE(random_playout, mbothe, std::string("mbothe"));
BENCHMARK_CAPTURE(random_playout, oware, std::string("oware"));
BENCHMARK_CAPTURE(random_playout, kalah, std::string("kalah"));
BENCHMARK_CAPTURE(random_playout, adji_kui_2, std::string("adji-kui-2"));
BENCHMARK_CAPTURE(random_playout, kiothi, std::string("kiothi"));
BENCHMARK_CAPTURE(legal_moves, mbothe, std::string("mbothe"));
BENCHMARK_CAPTURE(legal_moves, kalah, std::string("kalah"));

BENCHMARK_MAIN();
