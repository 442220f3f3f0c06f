#pragma once
// What the solver checks before it takes memory: the machine's physical
// memory, and an upper bound on the positions of a game (every way of laying
// its seeds over the cells, times the other features a position can differ
// in). The bound is often far above the positions actually reachable (Kpé
// with 2 seeds a pit: about 10^9 against 2 * 10^6 reachable), so it can
// accept a game without counting, never refuse one alone: past it, the count
// itself is capped by what fits in memory.
#include <cstdint>

#include "interpreter/program.hpp"

namespace mancala {

// The machine's physical memory in bytes (0 if the system does not say).
std::uint64_t physical_memory_bytes();

// The memory the solver lets itself use: three quarters of the physical
// memory (the rest for the system and other work), or `fallback` if unknown.
std::uint64_t solver_memory_budget(std::uint64_t fallback);

// An upper bound on the positions of one game of `program` (see the file comment).
double position_upper_bound(const RuleProgram& program);

}  // namespace mancala
