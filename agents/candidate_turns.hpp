#pragma once
// The turns a thinking player weighs at the root: every legal move, or, in a
// free-placement opening turn (about 3 x 10^8 for Kiothi), at most K openings
// drawn uniformly with the player's seeded generator (all of them when there
// are no more than K).
#include <vector>

#include "interpreter/game.hpp"
#include "interpreter/random.hpp"

namespace mancala {

// The candidate turns of `game` (see the file comment).
std::vector<Turn> candidate_turns(const Game& game, int openings, Random& random);

// Up to `limit` openings of `state` into `out` (listed if few, else sampled); returns the count.
int opening_sample(const RuleProgram& program, const State& state, int limit, Random& random,
                   Opening* out);

}  // namespace mancala
