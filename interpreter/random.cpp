#include "interpreter/random.hpp"

namespace mancala {

std::uint64_t Random::next() {
  std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::uint64_t Random::below(std::uint64_t bound) {
  // Rejection sampling: draws in the last incomplete block of size `bound` are redrawn.
  const std::uint64_t limit = UINT64_MAX - UINT64_MAX % bound;
  std::uint64_t x;
  do x = next();
  while (x >= limit);
  return x % bound;
}

std::uint64_t derive_seed(std::uint64_t base, std::uint64_t index) {
  Random r(base ^ (index * 0xD1B54A32D192ED03ULL));
  r.next();
  return r.next();
}

}  // namespace mancala
