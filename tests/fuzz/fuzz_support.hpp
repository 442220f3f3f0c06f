#pragma once
// Helpers shared by the libFuzzer harnesses: the bundled rule sets compiled
// once, bounded random play that checks the engine's invariants, and the
// replay of a game record.
#include <cstdint>
#include <string>
#include <vector>

#include "io/record.hpp"
#include "interpreter/program.hpp"

namespace mancala::fuzz {

// One bundled rule file compiled with one of its variants ("" for the defaults).
struct BundledRuleSet {
  std::string file;  // "kalah.mancala"
  std::string variant;
  RuleProgram program;
};

// Every rules/*.mancala of the source tree with every variant it declares,
// compiled on first use (a harness that finds none aborts: a broken build).
const std::vector<BundledRuleSet>& bundled_rule_sets();

// The rule set named "FILE" or "FILE:VARIANT" (".mancala" optional), or null.
const BundledRuleSet* find_rule_set(const std::string& name);

// Plays up to `max_plies` random turns from `seed`, fewer when the rules'
// worst-case cost of a position's legal moves would exceed the harness's work
// budget; traps when a move changes the number of seeds on the board and in the stores.
void play_bounded(const RuleProgram& program, std::uint64_t seed, int max_plies);

// Replays every game of `record` under `program` the way `mancala replay`
// does, stopping at the first move that cannot be played. Returns the number
// of moves played.
int replay(const RuleProgram& program, const GameRecord& record);

}  // namespace mancala::fuzz
