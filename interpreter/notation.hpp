#pragma once
// The move notation of the trace protocol: S3, N2x4, pass.
#include <optional>
#include <string>

#include "interpreter/program.hpp"
#include "interpreter/state.hpp"

namespace mancala {

// "S3" for pit index 2 on a board of any size; "N1" for the first North pit.
std::string pit_name(const RuleProgram& program, int pit);

// A move as the protocol writes it: "S3", "S3x2" (when the amount is chosen), "pass".
std::string move_text(const RuleProgram& program, Move move);

// Reads a move; on failure returns nothing and sets `why` to a message in words.
std::optional<Move> parse_move(const RuleProgram& program, const std::string& text,
                               std::string& why);

}  // namespace mancala
