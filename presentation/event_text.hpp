#pragma once
// What happened inside a move, in words: shared by `replay --events` and by
// `play`, which prints one line after each move.
#include <string>

#include "interpreter/engine.hpp"
#include "interpreter/program.hpp"

namespace mancala {

// One event in words, e.g. "captures 3 from N2 (lap-end rule at line 40)".
// `rules_path` is the file the program was loaded from: a rule written in
// another file (one it extends) is named with that file.
std::string event_text(const RuleProgram& program, const Event& event,
                       const std::string& rules_path);

// A move's events on one line, joined by "; " (laps, relays, skips, captures
// with their rules, marks cleared, extra turns, passes); "" when there are none.
std::string events_line(const RuleProgram& program, const EventLog& log,
                        const std::string& rules_path);

}  // namespace mancala
