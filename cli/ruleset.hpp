#pragma once
// The rule-set argument every command accepts where it names a rule file:
//   FILE[:VARIANT][,NAME=VALUE...]
// e.g. `rules/kalah.mancala,pits=4,seeds=3` or `rules/kiothi.mancala:five-pits`.
// How it is split (docs/cli.md): a text that names an existing file is that
// file, whatever characters it holds. Otherwise the parameters start at the
// first ',' after the last '/', and the variant is what follows the last ':'
// after the last '/' (before the parameters).
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dsl/compiler.hpp"

namespace mancala::cli {

// A rule set as named on the command line, before the file is read.
struct RuleSetSpec {
  std::string file;
  std::string variant;                            // "" for the file's defaults
  std::vector<std::pair<std::string, int>> sets;  // NAME=VALUE, in the order given
};

// --variant and --set as given on the command line.
struct RuleOptions {
  std::string variant;
  std::vector<std::string> sets;  // KEY=VALUE
};

// Reads one NAME=VALUE assignment; on a malformed one returns nothing and
// says why in `why`.
std::optional<std::pair<std::string, int>> parse_assignment(const std::string& text,
                                                            std::string& why);

// Splits a rule-set argument. `is_file` says whether a path names an existing
// file (the real file system by default). On error returns nothing and says why.
std::optional<RuleSetSpec> parse_rule_set(
    const std::string& text, std::string& why,
    const std::function<bool(const std::string&)>& is_file = {});

// The argument with --variant and --set folded in. Giving the same thing twice
// (a variant in both places, a parameter set twice) is an error, even with
// equal values, since one of them would silently be ignored.
std::optional<RuleSetSpec> combine(const RuleSetSpec& spec, const std::string& argument,
                                   const RuleOptions& options, std::string& why);

// What the compiler needs from a rule set.
CompileOptions compile_options(const RuleSetSpec& spec);

// The rule set written back as one argument, e.g. "rules/kalah.mancala,pits=4".
std::string rule_set_text(const RuleSetSpec& spec);

}  // namespace mancala::cli
