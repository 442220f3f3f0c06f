#include "agents/greedy_player.hpp"

#include <vector>

#include "agents/candidate_turns.hpp"
#include "agents/evaluation.hpp"

namespace mancala {

Turn GreedyPlayer::choose(const Game& game) {
  const std::vector<Turn> turns = candidate_turns(game, openings_, random_);
  const Engine& engine = game.engine();
  const Evaluator evaluator(engine.program());
  const Side mover = game.state().to_move;
  std::vector<std::size_t> best;
  int best_value = 0;
  for (std::size_t i = 0; i < turns.size(); ++i) {
    Game after = game;
    after.play(turns[i]);
    const int value = after.over() ? evaluator.terminal(after.state(), mover)
                                   : evaluator.heuristic(after.state(), mover);
    if (best.empty() || value > best_value) {
      best.clear();
      best_value = value;
    }
    if (value == best_value) best.push_back(i);
  }
  return turns[best[random_.below(best.size())]];
}

}  // namespace mancala
