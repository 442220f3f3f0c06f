#pragma once
// The move notation of the trace protocol: S3, N2x4, pass.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "interpreter/program.hpp"
#include "interpreter/state.hpp"

namespace mancala {

// "S3" for pit index 2 on a board of any size; "N1" for the first North pit.
std::string pit_name(const RuleProgram& program, int pit);

// A move as the protocol writes it: "S3", "S3x2" (when the amount is chosen), "pass".
std::string move_text(const RuleProgram& program, Move move);

// A whole number written in decimal digits only (no sign, no spaces), when it
// lies in [low, high]; nothing otherwise, however many digits it has (move
// text never wraps around: "65546" is not read as 10).
std::optional<int> parse_number(std::string_view digits, int low, int high);

// A turn as a person may type it, put in the protocol's form: pit letters in
// either case ("s3" is S3, "S3X2" is S3x2), and an opening's emptied pits and
// placements in any order, put in circuit order ("s6+S5>n2:4,S1:6" is
// "S5+S6>S1:6,N2:4"). Parts that are no pit are left for the parser to refuse.
std::string normalise_typed_turn(const RuleProgram& program, const std::string& text);

// Reads a move; on failure returns nothing and sets `why` to a message in words.
std::optional<Move> parse_move(const RuleProgram& program, const std::string& text,
                               std::string& why);

}  // namespace mancala
