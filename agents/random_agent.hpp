#pragma once
// The random agent: picks uniformly among the legal moves (and, in opening
// turns, among all legal openings, sampled without listing them), from an
// explicit seed, with the same choices on every machine.
#include <cstdint>

#include "interpreter/game.hpp"
#include "interpreter/random.hpp"

namespace mancala {

// Chooses a legal turn uniformly at random.
class RandomAgent {
 public:
  explicit RandomAgent(std::uint64_t seed) : random_(seed) {}
  // Inline for moves, which random playouts choose at every ply.
  Turn choose(const Game& game) {
    if (game.opening_turn()) return choose_opening(game);
    const MoveList& legal = game.legal();
    return Turn::of(legal[static_cast<int>(random_.below(static_cast<std::uint64_t>(legal.size)))]);
  }

 private:
  Random random_;
  Turn choose_opening(const Game& game);
};

}  // namespace mancala
