#pragma once
// Reads an experiment file (YAML, docs/experiments.md) and checks all of it
// before any game: every problem as FILE:LINE:COL with the line and a caret,
// all at once, with did-you-mean for misspelled keys, variants, parameters and
// players. Rule files are named relative to the experiment file.
#include <functional>
#include <optional>
#include <string>

#include "dsl/loader.hpp"
#include "experiment/experiment.hpp"

namespace mancala {

// Reads and checks the experiment file at `path`; on any error returns
// nothing and `messages` holds every problem (formatted, ending in newlines).
std::optional<Experiment> read_experiment(const std::string& path, std::string& messages);

// How the reader loads a rule file with a variant and parameter values:
// load_rules, unless a caller that reads many experiment files over the same
// rule files (the fuzzing harness) keeps what it loaded.
using RuleLoader = std::function<LoadResult(const std::string& path, const CompileOptions&)>;

// The same for text held in memory: `name` is shown in messages, and rule
// files are looked up relative to `folder` ("" for the current folder).
std::optional<Experiment> read_experiment_text(const std::string& name, const std::string& text,
                                               const std::string& folder, std::string& messages,
                                               const RuleLoader& loader = {});

}  // namespace mancala
