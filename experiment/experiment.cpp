#include "experiment/experiment.hpp"

#include "interpreter/random.hpp"

namespace mancala {

std::uint64_t cell_seed(std::uint64_t seed, int cell) {
  return derive_seed(seed, static_cast<std::uint64_t>(cell));
}

std::uint64_t game_seed(std::uint64_t seed, int cell, int index) {
  return derive_seed(cell_seed(seed, cell), static_cast<std::uint64_t>(index));
}

}  // namespace mancala
