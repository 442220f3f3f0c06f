#pragma once
// Loading a rule file end to end: read, parse, check, compile.
#include <optional>
#include <string>
#include <vector>

#include "dsl/compiler.hpp"
#include "dsl/diagnostics.hpp"
#include "interpreter/program.hpp"

namespace mancala {

// The outcome of loading one rule file.
struct LoadResult {
  std::optional<RuleProgram> program;  // set when the file has no error
  std::string messages;                // every diagnostic, formatted with carets
  bool readable = true;                // false when the file could not be read at all
  // content_hash of the texts this load read: the file, then every file it
  // extends, nearest first (set with `program`; the value rule_set_hash gives
  // while the files do not change, taken from the very texts compiled).
  std::uint64_t rules_hash = 0;
};

// Loads `path` with the given variant and parameter overrides.
LoadResult load_rules(const std::string& path, const CompileOptions& options = {});

// The names of the variants a rule file declares (empty if it cannot be read or parsed).
std::vector<std::string> declared_variants(const std::string& path);

// The rule file and every file it extends, nearest first, as far as they can
// be read and parsed (what a game record's hash covers).
std::vector<std::string> rule_file_chain(const std::string& path);

// Loads rule text held in memory (`name` is shown in messages).
LoadResult load_rules_text(const std::string& name, const std::string& text,
                           const CompileOptions& options = {});

}  // namespace mancala
