#include "experiment/runner.hpp"

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <thread>

#include "analysis/simulation.hpp"

namespace mancala {

bool shard_owns(const Experiment& experiment, int cell, int index, int shard, int shards) {
  const std::int64_t k =
      static_cast<std::int64_t>(cell - 1) * experiment.games + static_cast<std::int64_t>(index);
  return k % shards == shard - 1;
}

std::vector<GameKey> games_to_play(const Experiment& experiment, int shard, int shards,
                                   const std::set<std::pair<int, int>>& done) {
  std::vector<GameKey> games;
  for (const ExperimentCell& cell : experiment.cells)
    for (int i = 0; i < experiment.games; ++i)
      if (shard_owns(experiment, cell.id, i, shard, shards) && !done.count({cell.id, i + 1}))
        games.push_back({cell.id, i});
  return games;
}

GameRow play_cell_game(const Experiment& experiment, const ExperimentCell& cell, int index,
                       GamePlayers& players) {
  const GameSummary g = play_game(*cell.program, players, cell_seed(experiment.seed, cell.id),
                                  index, experiment.max_plies);
  const char* sides[2] = {"S", "N"};
  GameRow row;
  row.cell = cell.id;
  row.game = index + 1;
  row.seed = game_seed(experiment.seed, cell.id, index);
  row.first_player = sides[g.first];
  row.winner = !g.finished ? "unfinished" : g.winner < 0 ? "draw" : sides[g.winner];
  if (g.finished) {
    row.score_south = g.totals[kSouth];
    row.score_north = g.totals[kNorth];
  }
  row.plies = g.plies;
  row.turns = g.turns;
  row.captures_south = g.capture_seeds[kSouth];
  row.captures_north = g.capture_seeds[kNorth];
  row.captures = row.captures_south + row.captures_north;
  row.branching = g.branching;
  row.lead_changes = g.lead_changes;
  if (g.lead_for_good >= 0) row.lead_for_good = g.lead_for_good;
  return row;
}

std::int64_t play_games(const Experiment& experiment, const std::vector<GameKey>& games,
                        const ExperimentRunControl& control) {
  const int count = static_cast<int>(games.size());
  const int threads = std::max(1, std::min(control.threads, count));
  std::atomic<int> next{0};
  std::atomic<bool> failed{false};
  std::mutex mutex;
  std::vector<GameRow> pending;
  std::int64_t committed = 0;
  auto last_commit = std::chrono::steady_clock::now();
  // Called with the mutex held: hands the pending rows to the caller.
  auto flush = [&] {
    if (pending.empty()) return;
    const std::size_t n = pending.size();
    if (!control.commit(std::move(pending)))
      failed = true;
    else
      committed += static_cast<std::int64_t>(n);
    pending.clear();
    last_commit = std::chrono::steady_clock::now();
  };
  auto worker = [&] {
    // The players of the cell this thread plays; games come in cell order, so
    // a thread builds new players only when it moves on to another cell.
    std::unique_ptr<GamePlayers> players;
    int players_cell = 0;
    while (!failed && !(control.stop && control.stop())) {
      const int i = next++;
      if (i >= count) return;
      const ExperimentCell& cell = experiment.cells[static_cast<std::size_t>(games[i].cell - 1)];
      if (!players || players_cell != cell.id) {
        players = std::make_unique<GamePlayers>(cell.south, cell.north);
        players_cell = cell.id;
      }
      GameRow row = play_cell_game(experiment, cell, games[i].index, *players);
      std::lock_guard lock(mutex);
      pending.push_back(std::move(row));
      if (control.on_done) control.on_done();
      const std::chrono::duration<double> since = std::chrono::steady_clock::now() - last_commit;
      if (static_cast<int>(pending.size()) >= control.batch || since.count() >= control.seconds)
        flush();
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& thread : pool) thread.join();
  std::lock_guard lock(mutex);
  if (!failed) flush();
  return committed;
}

}  // namespace mancala
