#pragma once
// The compiled rules rendered back as plain English: one fact per mechanism,
// grouped by concern. `explain` prints the facts as paragraphs, and `diff`
// compares two programs fact by fact, so both speak of what the engine will
// actually do (after variants, parameters and inheritance), not of the text.
#include <string>
#include <vector>

#include "interpreter/program.hpp"

namespace mancala {

// One mechanism or setting: which concern it belongs to, a stable key, and
// what it says in English.
struct Fact {
  std::string concern;  // "board", "setup", "moves", "sowing", "obligations", ...
  // e.g. "sowing.direction". A lap-end rule is keyed by what it does (its
  // actions, e.g. "lap-end.play-again"), not by its place in the list, so that
  // `diff` pairs Oware's capture with Kalah's capture wherever each stands.
  std::string key;
  std::string text;     // a sentence
  std::string meaning;  // the sentence without its place in a list ("Rule 2: "); diff compares it
};

// Every fact of a program, in reading order.
std::vector<Fact> describe(const RuleProgram& program);

// A condition, number or pit of the program in words.
std::string describe_condition(const RuleProgram& program, int node);

// The whole program as paragraphs, one per concern, headed by the concern.
std::string explain(const RuleProgram& program);

}  // namespace mancala
