#include "agents/random_agent.hpp"

namespace mancala {

Turn RandomAgent::choose_opening(const Game& game) {
  return Turn::of(sample_opening(game.engine().program(), game.state(), random_));
}

}  // namespace mancala
