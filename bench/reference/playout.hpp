#pragma once
// What a random playout of a reference engine reports: the figures the
// interpreter's Game gives at the end of a game, so that the two engines can
// be compared game by game.
#include <cstdint>

namespace mancala::reference {

// One random game of a reference engine, as `mancala bench` plays it: game
// `index` of a run seeded with `seed`, one generator choosing for both sides,
// cut at `max_plies`.
struct Playout {
  int plies = 0;
  bool finished = false;   // the game ended before the ply cap
  int stores[2] = {0, 0};  // South's and North's store (or captured seeds) at the end
  int totals[2] = {0, 0};  // final totals after the sweep (finished games only)
};

}  // namespace mancala::reference
