#pragma once
// Openings in words and in the trace protocol's notation: "S5+S6>S1:6,N2:4"
// written and read, and why an opening is not legal, for people and scripts.
// The engine plays openings (interpreter/opening.hpp); this file only names them.
#include <optional>
#include <string>

#include "interpreter/opening.hpp"

namespace mancala {

// Why `opening` is not legal here, or "" when it is.
std::string check_opening(const RuleProgram& program, const State& state, const Opening& opening);

// "S5+S6>S1:6,N2:4".
std::string opening_text(const RuleProgram& program, const Opening& opening);

// Reads the notation; on failure returns nothing with `why` set.
std::optional<Opening> parse_opening(const RuleProgram& program, const std::string& text,
                                     std::string& why);

}  // namespace mancala
