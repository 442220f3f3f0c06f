#pragma once
// The observation tensor: a position as numbers, from one player's point of
// view (docs/python.md, "Observations"). With P pits (n a row) and M marks,
// P * (2 + M) + 2 numbers, each block in the player's order of pits (their
// pits 1..n, then the other row's 1..n, as actions count them):
//   [0, P)           seeds in each pit
//   P, P + 1         the player's store (or captured seeds), the other's
//   [P + 2, 2P + 2)  1 where the player owns the pit, else 0
//   then per mark    1 where the pit carries the mark, else 0
#include <vector>

#include "interpreter/program.hpp"
#include "interpreter/state.hpp"

namespace mancala::python {

// The number of values of a rule set's observation.
int observation_size(const RuleProgram& program);

// The position from `player`'s point of view.
std::vector<float> observation(const RuleProgram& program, const State& state, Side player);

}  // namespace mancala::python
