#pragma once
// Zobrist hashing of a whole position: every feature (a cell holding a count,
// an owned pit, a pit a player has moved from, a marked pit, the side to move,
// passes, the first plies) has a random 64-bit key and a position's hash is the
// XOR of its features' keys. Counts go up to 10000, so the key of a (cell,
// count) pair is computed by a mixing function of fixed random per-cell keys
// instead of being stored.
#include <cstdint>

#include "interpreter/program.hpp"
#include "interpreter/state.hpp"

namespace mancala {

// Both hashes of a position.
struct PositionHash {
  std::uint64_t full = 0;        // everything in State that rules can see
  std::uint64_t repetition = 0;  // cells and side to move only: what repetition rules compare
};

// The hashes of `state` under `program` (only its cells are hashed).
PositionHash zobrist_hash(const RuleProgram& program, const State& state);

// The full hash of `after` from the full hash of `before`, changing only the
// features that differ (a move changes a few cells): searchers hash a child
// in a few steps instead of hashing its whole board. Equal to
// zobrist_hash(program, after).full.
std::uint64_t zobrist_update(const RuleProgram& program, const State& before, const State& after,
                             std::uint64_t before_full);

// The part of the full hash that the two stores' contents contribute: the
// full hash XOR this is a hash of the position without its stores.
std::uint64_t zobrist_stores(const RuleProgram& program, const State& state);

}  // namespace mancala
