#pragma once
// What parts of a position a compiled rule program can ever look at. Searchers
// use it to treat positions that differ only in parts no rule reads as one
// position: the exact solver keys its table on the board without the stores
// when no rule reads the stores (the rest of the game then plays the same
// whatever the stores hold), and forgets which pits were moved from when no
// rule asks.
#include "interpreter/program.hpp"

namespace mancala {

// The parts of a position some rule reads (the rule file's `evaluate` aside:
// it guides searching players and never changes a game).
struct RuleReads {
  bool stores = true;      // the seeds in the stores
  bool moved_from = true;  // the pits each player has moved from
};

// Which parts `program`'s rules read, from its compiled conditions. It errs
// on the side of "reads": a part is unread only when no rule can see it.
RuleReads rule_reads(const RuleProgram& program);

}  // namespace mancala
