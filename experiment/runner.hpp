#pragma once
// Plays an experiment's games: which games a shard owns, and playing a list
// of them on several threads. Game `index` of cell `c` is seeded from
// (experiment seed, c, index) alone, so the rows are the same whatever the
// threads, the shards or the order in which games are played or resumed.
#include <functional>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "experiment/experiment.hpp"
#include "experiment/store.hpp"

namespace mancala {

// One game (or match) to play: its cell and its index (0-based) in the cell.
struct GameKey {
  int cell = 0;
  int index = 0;
  bool operator<(const GameKey& o) const {
    return cell != o.cell ? cell < o.cell : index < o.index;
  }
};

// Whether shard `shard` (1-based) of `shards` owns game `index` of `cell`:
// the games, numbered across the cells, are dealt out in turn.
bool shard_owns(const Experiment& experiment, int cell, int index, int shard, int shards);

// The games of a shard not yet in `done` ((cell, game) pairs, games 1-based), in order.
std::vector<GameKey> games_to_play(const Experiment& experiment, int shard, int shards,
                                   const std::set<std::pair<int, int>>& done);

// What one game, or one match, of a cell gives.
struct UnitRows {
  std::vector<GameRow> games;     // the game, or each game of the match
  std::optional<MatchRow> match;  // with matches
};

// Plays game (or match) `index` of a cell and returns its rows.
UnitRows play_cell_unit(const Experiment& experiment, const ExperimentCell& cell, int index,
                        class GamePlayers& players);

// How a run is followed and stopped.
struct ExperimentRunControl {
  int threads = 1;
  // Asked before each game (from any thread); once true, no new game starts.
  std::function<bool()> stop;
  // Called with finished rows, a batch at a time, one call at a time; it
  // returns false to stop the run (a write failed).
  std::function<bool(std::vector<GameRow>&&, std::vector<MatchRow>&&)> commit;
  std::function<void()> on_done;  // once per finished game (or match)
  int batch = 1000;               // games (or matches) per commit at most
  double seconds = 1.0;           // and at least one commit this often
};

// Plays the games; returns how many were committed.
std::int64_t play_games(const Experiment& experiment, const std::vector<GameKey>& games,
                        const ExperimentRunControl& control);

}  // namespace mancala
