#pragma once
// A small, portable pseudo-random generator. Unlike the standard library's
// distributions, its draws are exact integer arithmetic, so a seed gives the
// same sequence on every machine.
#include <cstdint>

namespace mancala {

// SplitMix64, with rejection sampling for bounded draws.
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

}  // namespace mancala
