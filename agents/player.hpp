#pragma once
// Player: anything that chooses a turn for the side to move in a game. Every
// player is built from a spec string (agents/player_spec.hpp) and an explicit
// seed, and, given the same seed and the same game, chooses the same turn.
#include <cstdint>

#include "interpreter/game.hpp"

namespace mancala {

// A player of either side (see the file comment).
class Player {
 public:
  virtual ~Player() = default;
  // A legal turn for the side to move; `game` must not be over.
  virtual Turn choose(const Game& game) = 0;
  // Forgets earlier games and draws from `seed` from now on: the player then
  // chooses exactly as one freshly made with that seed would. Lets a batch of
  // games reuse one player (and its allocations) per thread.
  virtual void reset(std::uint64_t seed) = 0;
};

}  // namespace mancala
