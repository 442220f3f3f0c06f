#pragma once
// Loading a rule-set argument (FILE[:VARIANT][,NAME=VALUE...]) with --variant
// and --set, keeping every message as the command line prints it. The
// `mancala` command prints them; the Python module raises them, so both
// speak alike about a bad rule set.
#include <optional>
#include <string>

#include "cli/ruleset.hpp"
#include "interpreter/program.hpp"

namespace mancala::cli {

// A loaded rule set: what was asked for (file, variant, parameters set) and the program.
struct LoadedRules {
  RuleSetSpec spec;
  RuleProgram program;
};

// The outcome of loading: the rules when there was no error, and the text the
// command line prints on standard error (errors and warnings, each line ending
// in '\n'; "" when there is nothing to say).
struct RuleSetLoad {
  std::optional<LoadedRules> rules;
  std::string messages;
};

// Reads the argument with the options and loads it, printing nothing.
RuleSetLoad load_rule_set_quietly(const std::string& argument, const RuleOptions& options);

// A rule file's diagnostics as the command line shows them: those about --set
// (or the argument's NAME=VALUE) and an unknown variant become command-line
// errors ("mancala: error: ... (FILE)").
std::string load_messages_text(const std::string& messages, const std::string& file);

}  // namespace mancala::cli
