#pragma once
// The random agent: picks uniformly among the legal moves, from an explicit
// seed, with the same choices on every machine.
#include <cstdint>

#include "interpreter/game.hpp"

namespace mancala {

// A small, portable pseudo-random generator (SplitMix64). Unlike the standard
// distributions, its bounded draws are the same on every platform.
class Random {
 public:
  explicit Random(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next();
  // Uniform in [0, bound), bound >= 1, without modulo bias.
  std::uint64_t below(std::uint64_t bound);

 private:
  std::uint64_t state_;
};

// Mixes a base seed with an index (for example a game number), so that every
// game of a run has its own independent stream whatever the thread count.
std::uint64_t derive_seed(std::uint64_t base, std::uint64_t index);

// Chooses a legal move uniformly at random.
class RandomAgent {
 public:
  explicit RandomAgent(std::uint64_t seed) : random_(seed) {}
  Move choose(const Game& game);

 private:
  Random random_;
};

}  // namespace mancala
