#pragma once
// Reading moves typed by people or scripts, and explaining in words why a
// move is not legal ("S4 is empty", "North must feed South").
#include <optional>
#include <string>

#include "interpreter/game.hpp"

namespace mancala {

// Turns a move as typed into the form the legal list uses: where the amount is
// chosen, "S3" means all the seeds of S3; elsewhere an amount is refused.
// Returns nothing with `why` set when the text cannot be a move here.
std::optional<Move> read_move(const Game& game, const std::string& text, std::string& why);

// Reads a move or, in an opening turn, an opening ("S5+S6>S1:6,N2:4").
std::optional<Turn> read_turn(const Game& game, const std::string& text, std::string& why);

// "" when the turn is legal; otherwise why not, in words.
std::string turn_problem(const Game& game, const Turn& turn);

// The turn in notation.
std::string turn_text(const RuleProgram& program, const Turn& turn);

// Why `move` is not legal in the game's position, in words. Call it only for
// a move that is not in game.legal().
std::string why_illegal(const Game& game, Move move);

}  // namespace mancala
