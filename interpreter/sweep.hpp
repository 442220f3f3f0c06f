#pragma once
// The end of a game: who takes the seeds left on the board, as the rule
// file's "remaining seeds" statements say (the first whose condition holds).
#include "interpreter/conditions.hpp"

namespace mancala {

// Each player's final total: their store plus their share of the seeds left
// on the board. `facts` is the position as the game end sees it (the player to
// move as `mover`, whether they have a legal move, whether it repeated).
// Returns the seeds that go to no one (`remaining seeds to nobody`).
int sweep_totals(const RuleProgram& program, const EvalContext& facts, PerSide<int>& totals);

}  // namespace mancala
