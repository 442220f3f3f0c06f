#pragma once
// Plays an experiment's games: which games a shard owns, and playing a list
// of them on several threads. Game `index` of cell `c` is seeded from
// (experiment seed, c, index) alone, so the rows are the same whatever the
// threads, the shards or the order in which games are played or resumed.
#include <functional>
#include <set>
#include <utility>
#include <vector>

#include "experiment/experiment.hpp"
#include "experiment/store.hpp"

namespace mancala {

// One game to play: its cell and its index (0-based) in the cell.
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

// Plays one game of a cell and returns its row.
GameRow play_cell_game(const Experiment& experiment, const ExperimentCell& cell, int index,
                       class GamePlayers& players);

// How a run is followed and stopped.
struct ExperimentRunControl {
  int threads = 1;
  // Asked before each game (from any thread); once true, no new game starts.
  std::function<bool()> stop;
  // Called with finished rows, a batch at a time, one call at a time; it
  // returns false to stop the run (a write failed).
  std::function<bool(std::vector<GameRow>&&)> commit;
  std::function<void()> on_done;  // once per finished game
  int batch = 1000;               // rows per commit at most
  double seconds = 1.0;           // and at least one commit this often
};

// Plays the games; returns how many were committed.
std::int64_t play_games(const Experiment& experiment, const std::vector<GameKey>& games,
                        const ExperimentRunControl& control);

}  // namespace mancala
