#pragma once
// The interpreter's random game, played the leanest way its public interface
// allows (Game, and RandomAgent seeded as analysis/simulation.cpp seeds it),
// reported as a reference engine reports its own: the one side of every
// comparison with the hand-written engines, in the benchmark and the test.
#include <cstdint>

#include "bench/reference/playout.hpp"
#include "interpreter/engine.hpp"

namespace mancala::reference {

// Game `index` of a run seeded with `seed`, cut at `max_plies`.
Playout interpreter_playout(const Engine& engine, std::uint64_t seed, int index, int max_plies);

}  // namespace mancala::reference
