#pragma once
// An experiment: a grid of cells (rule set x players), each played for the
// same number of games, as an experiment file describes it
// (docs/experiments.md).
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "agents/player_spec.hpp"
#include "interpreter/program.hpp"

namespace mancala {

// One cell of the grid: a rule file with a variant and parameter values, and
// the two players.
struct ExperimentCell {
  int id = 0;                                       // 1, 2, ... in the order of docs/experiments.md
  std::string file;                                 // the rule file, relative to the current folder
  std::string variant;                              // "" for the file's defaults
  std::vector<std::pair<std::string, int>> params;  // the values set, in the file's order
  PlayerSpec south, north;
  std::string south_text, north_text;  // the specs as reports write them
  std::uint64_t rules_hash = 0;        // rule_set_hash of the file and every file it extends
  std::shared_ptr<const RuleProgram> program;
};

// A whole experiment, checked and compiled.
struct Experiment {
  std::string path;  // the experiment file
  std::string name, description;
  std::uint64_t file_hash = 0;  // content_hash of the experiment file's text
  std::uint64_t seed = 0;
  int games = 0;        // per cell: games, or matches when match_games > 0
  int match_games = 0;  // > 0: each unit is a match of up to this many games
  int max_plies = 1000;
  int threads = 0;  // 0: not given (the command line's, else every core)
  std::vector<ExperimentCell> cells;
  // What varies from cell to cell, in the file's order: "variant", each
  // parameter set to more than one value, "players".
  std::vector<std::string> swept;
};

// The seed of cell `cell` (1-based) of an experiment seeded with `seed`; game
// i of the cell is played as game i of a simulation with this seed, so its
// seed is derive_seed(cell_seed, i) whatever the threads or shards.
std::uint64_t cell_seed(std::uint64_t seed, int cell);

// The seed of game `index` (0-based) of a cell.
std::uint64_t game_seed(std::uint64_t seed, int cell, int index);

}  // namespace mancala
