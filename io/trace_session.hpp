#pragma once
// The `mancala trace` protocol (docs/trace-protocol.md): moves in,
// one JSON object per position out.
#include <iosfwd>

#include "interpreter/program.hpp"

namespace mancala {

// Options of one trace run.
struct TraceOptions {
  int match_games = 0;               // --match N; 0 for a single game
  std::optional<Side> first_player;  // --first; none for the rule file's choice
};

// Runs the protocol; returns the exit status (0, or 2 after an illegal or
// malformed move).
int run_trace(const RuleProgram& program, const TraceOptions& options, std::istream& in,
              std::ostream& out);

}  // namespace mancala
