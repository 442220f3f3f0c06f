#pragma once
// Free-placement openings by number: the i-th legal opening of a position in
// the trace protocol's order (by the emptied pits, then by the PIT:COUNT pairs
// as written), computed without listing the others. Kiothi's first turn has
// about 2 x 10^8 openings; ranking and unranking one takes microseconds.
#include <cstdint>

#include "interpreter/opening.hpp"

namespace mancala::python {

// The index of a legal opening among the position's legal openings.
std::uint64_t opening_rank(const RuleProgram& program, const State& state, const Opening& opening);

// The opening with that index; `rank` must be below count_openings(program, state).
Opening opening_at(const RuleProgram& program, const State& state, std::uint64_t rank);

}  // namespace mancala::python
