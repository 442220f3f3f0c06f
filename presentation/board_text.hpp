#pragma once
// Boards as text: the drawing shown to players, and the same drawing read
// back, so that tests can state positions as ASCII boards.
//
//             N4   N3   N2   N1
//   North      6    6    6    6   captured 0
//   South      6    6    6    6   captured 0
//             S1   S2   S3   S4
//
// North's row is drawn right to left, as South sees the board. Where the
// stores are in the sowing circuit (Kalah), they stand at the two ends, on a
// line between the rows: North's at the left, South's at the right:
//
//             N4   N3   N2   N1
//   North      6    6    6    6
//      0                          1
//   South      6    6    6    6
//             S1   S2   S3   S4
//
// A count may carry suffixes: '*' when the pit is owned by the other row's
// player (a bought pit), '!' when it carries the rules' first mark (e.g. nki).
#include <optional>
#include <string>

#include "interpreter/program.hpp"
#include "interpreter/state.hpp"

namespace mancala {

// Draws the position (pit labels, counts, stores or captures, whose turn).
std::string draw_board(const RuleProgram& program, const State& state);

// Reads a drawing in the format above: the lines starting with "North" and
// "South" give the counts (and "store N" or "captured N" optionally), a line
// of two numbers alone gives North's and South's stores, with
// the suffixes above; "to move: North" sets the side to move, "ply: N" the
// moves already played and "began: North" who made the game's first move (the
// rule file's first player unless said). Other lines are ignored. Memory starts empty.
// Returns nothing with `why` set on a malformed drawing.
std::optional<State> read_board(const RuleProgram& program, const std::string& drawing,
                                std::string& why);

}  // namespace mancala
