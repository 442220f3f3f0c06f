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
  Turn choose(const Game& game);

 private:
  Random random_;
};

}  // namespace mancala
