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

namespace {

// "S", "N" or "draw", as the results database stores a winner.
std::string winner_letter(Winner winner) {
  return winner ? std::string(1, side_letter(*winner)) : "draw";
}

// A game's row from its summary.
GameRow game_row(const ExperimentCell& cell, int game, int game_in_match, std::uint64_t seed,
                 const GameSummary& g) {
  GameRow row;
  row.cell = cell.id;
  row.game = game;
  row.game_in_match = game_in_match;
  row.seed = seed;
  row.first_player = std::string(1, side_letter(g.first));
  row.winner = !g.finished ? "unfinished" : winner_letter(g.winner);
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

}  // namespace

UnitRows play_cell_unit(const Experiment& experiment, const ExperimentCell& cell, int index,
                        GamePlayers& players) {
  const std::uint64_t seed = cell_seed(experiment.seed, cell.id);
  const std::uint64_t unit_seed = game_seed(experiment.seed, cell.id, index);
  UnitRows rows;
  if (experiment.match_games == 0) {
    const GameSummary g = play_game(*cell.program, players, seed, index, experiment.max_plies);
    rows.games.push_back(game_row(cell, index + 1, 1, unit_seed, g));
    return rows;
  }
  const MatchSummary m =
      play_match(*cell.program, players, seed, index, experiment.match_games, experiment.max_plies);
  for (std::size_t i = 0; i < m.played.size(); ++i)
    rows.games.push_back(
        game_row(cell, index + 1, static_cast<int>(i) + 1, unit_seed, m.played[i]));
  MatchRow& match = rows.match.emplace();
  match.cell = cell.id;
  match.match = index + 1;
  match.seed = unit_seed;
  match.winner = !m.finished ? "unfinished" : winner_letter(m.winner);
  match.games = m.games;
  match.south_games = m.game_wins[kSouth];
  match.north_games = m.game_wins[kNorth];
  return rows;
}

std::int64_t play_games(const Experiment& experiment, const std::vector<GameKey>& games,
                        const ExperimentRunControl& control) {
  const int count = static_cast<int>(games.size());
  const int threads = std::max(1, std::min(control.threads, count));
  std::atomic<int> next{0};
  std::atomic<bool> failed{false};
  std::mutex mutex;
  std::vector<GameRow> pending;
  std::vector<MatchRow> pending_matches;
  std::size_t pending_units = 0;
  std::int64_t committed = 0;
  auto last_commit = std::chrono::steady_clock::now();
  // Called with the mutex held: hands the pending rows to the caller.
  auto flush = [&] {
    if (pending_units == 0) return;
    if (!control.commit(std::move(pending), std::move(pending_matches)))
      failed = true;
    else
      committed += static_cast<std::int64_t>(pending_units);
    pending.clear();
    pending_matches.clear();
    pending_units = 0;
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
      UnitRows rows = play_cell_unit(experiment, cell, games[i].index, *players);
      std::lock_guard lock(mutex);
      for (GameRow& row : rows.games) pending.push_back(std::move(row));
      if (rows.match) pending_matches.push_back(*rows.match);
      ++pending_units;
      if (control.on_done) control.on_done();
      const std::chrono::duration<double> since = std::chrono::steady_clock::now() - last_commit;
      if (static_cast<int>(pending_units) >= control.batch || since.count() >= control.seconds)
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
