#include "agents/random_agent.hpp"

namespace mancala {

Turn RandomAgent::choose(const Game& game) {
  if (game.opening_turn())
    return Turn::of(sample_opening(game.engine().program(), game.state(), random_));
  const MoveList& legal = game.legal();
  return Turn::of(legal[static_cast<int>(random_.below(static_cast<std::uint64_t>(legal.size)))]);
}

}  // namespace mancala
