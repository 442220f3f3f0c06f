#pragma once
// Batches of games for `mancala.simulate` and `mancala.compare`: the rule
// sets played exactly as `mancala simulate` and `mancala compare` play them,
// every game kept as a row (the columns of `compare --csv`), so that Python
// can make records or a data frame of them.
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "analysis/comparison.hpp"
#include "rule_set.hpp"

namespace mancala::python {

// What to play: the options of `simulate` and `compare`.
struct BatchRequest {
  SimulationOptions sim;
  int match_games = 0;  // > 0: matches of up to this many games
};

// One game of a batch.
struct GameRow {
  int batch = 0;          // which rule set
  int index = 0;          // the game (or match) number, from 0
  int game_in_match = 1;  // 1 for single games
  std::uint64_t seed = 0;
  GameSummary game;
};

// One rule set's batch: its rows, its summary and its sample for `compare`.
struct Batch {
  std::vector<GameRow> rows;
  SimulationReport games;  // over single games, or over every game of the matches
  MatchReport matches;     // when matches were played
  BatchSample sample;
};

// Reads the two player specs; throws std::invalid_argument with the parser's message.
void read_players(const std::string& south, const std::string& north, BatchRequest& request);

// Plays one batch per rule set, in order. Throws std::runtime_error
// ("south: the solver cannot play ...") first where a solver cannot play a rule set.
std::vector<Batch> play_batches(const std::vector<std::shared_ptr<const RuleSet>>& rule_sets,
                                const BatchRequest& request);

}  // namespace mancala::python
