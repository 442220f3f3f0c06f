#pragma once
// A rule set loaded for Python: the compiled program, its engine and its
// action numbers, shared by every state of one game (states point into it).
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "actions.hpp"
#include "cli/rule_set_loading.hpp"
#include "interpreter/engine.hpp"

namespace mancala::python {

// One loaded rule set (see the file comment). Not copyable: the engine refers to the program.
struct RuleSet {
  cli::LoadedRules rules;
  Engine engine;
  ActionLayout layout;
  int max_plies;         // games still running at this many turns are cut
  std::string warnings;  // the rule file's warnings, as `check` prints them

  RuleSet(cli::LoadedRules loaded, int max_plies, std::string warnings);
  RuleSet(const RuleSet&) = delete;
  RuleSet& operator=(const RuleSet&) = delete;

  const RuleProgram& program() const { return rules.program; }
};

// Loads `argument` (FILE[:VARIANT][,NAME=VALUE...]) as `mancala` would with
// --variant `variant` and a --set for each of `sets` ("NAME=VALUE", read by
// the command line's parser, so that a value past int gets its message); throws
// std::invalid_argument with the command line's message on any problem.
std::shared_ptr<const RuleSet> load_rule_set(const std::string& argument,
                                             const std::string& variant,
                                             const std::vector<std::string>& sets, int max_plies);

}  // namespace mancala::python
