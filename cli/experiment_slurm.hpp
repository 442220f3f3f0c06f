#pragma once
// `mancala experiment slurm EXP.yaml --shards N [--submit]`: checks the
// experiment file, then writes the Slurm scripts of cli/slurm_script.hpp (a
// job array of N shards and a merge job that waits for it) and, with
// --submit, submits them (docs/experiments.md, docs/slurm.md).
#include <CLI/CLI.hpp>

#include <functional>

namespace mancala::cli {

// A subcommand of `experiment` and what to run when it is the one parsed.
struct ExperimentSubcommand {
  CLI::App* command = nullptr;
  std::function<int()> run;
};

// Adds `slurm` to the `experiment` command.
ExperimentSubcommand register_experiment_slurm(CLI::App& experiment);

}  // namespace mancala::cli
