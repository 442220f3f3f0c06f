#include "bench/reference/interpreter_playout.hpp"

#include "agents/random_agent.hpp"
#include "interpreter/game.hpp"

namespace mancala::reference {

Playout interpreter_playout(const Engine& engine, std::uint64_t seed, int index, int max_plies) {
  const RuleProgram& p = engine.program();
  Game game(engine);
  RandomAgent agent(derive_seed(seed, static_cast<std::uint64_t>(index)));
  Playout out;
  while (!game.over() && out.plies < max_plies) {
    game.play(agent.choose(game));
    ++out.plies;
  }
  out.finished = game.over();
  for (const Side side : kSides)
    out.stores[mancala::index(side)] = game.state().cells[p.store_cell(side)];
  if (out.finished) {
    const GameResult r = game.result();
    out.totals[0] = r.south;
    out.totals[1] = r.north;
  }
  return out;
}

}  // namespace mancala::reference
