#pragma once
// What the game driver (Game) decides about a position, for players that
// search positions without a Game: its legal moves, whether it is an opening
// turn, and whether the game is over. Game keeps a list of positions for
// repetition rules, which would allocate per node; searchers track
// repetition along their own search path instead and pass the answer in.
#include "interpreter/engine.hpp"

namespace mancala {

// Whether a position ends the game, and whether it is an opening turn.
struct PositionStatus {
  bool over = false;
  bool opening = false;
};

// Fills `legal` with the position's legal moves (empty when the game is over)
// and reports its status, checking the end conditions as Game does.
PositionStatus examine(const Engine& engine, const State& state, bool repeated, MoveList& legal);

// Whether the game is over at `state`, as examine() decides it, without
// listing the moves where the engine can tell whether there is one
// (Engine::has_legal_move): for a searcher's leaves, which need no moves.
bool position_over(const Engine& engine, const State& state, bool repeated);

}  // namespace mancala
