#pragma once
// An experiment's results in SQLite (docs/experiments.md): the tables
// `experiment` (one row: what was run, which shard), `cells` (one row per
// cell), `games` (one row per game) and, for matches, `matches` (one row per
// match). Every write is one transaction, so a
// crash leaves the database as it was after the last commit.
#include <sqlite3.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "experiment/experiment.hpp"

namespace mancala {

// The row of table `experiment`.
struct ExperimentRow {
  std::string name, description, file;
  std::string file_hash;  // 16 hexadecimal digits
  std::uint64_t seed = 0;
  int games = 0, max_plies = 0;
  int match_games = 0;        // 0: single games
  int shard = 1, shards = 1;  // this database holds shard `shard` of `shards`
};

// A row of table `cells`.
struct CellRow {
  int cell = 0;
  std::string rule_file, rules_hash, variant;  // variant "" is stored as NULL
  std::string parameters;                      // a JSON object, e.g. {"pits":4,"seeds":3}
  std::string south, north;
  bool operator==(const CellRow&) const = default;
};

// A row of table `games`.
struct GameRow {
  int cell = 0;
  int game = 0;              // 1, 2, ... within the cell (the match, with matches)
  int game_in_match = 1;     // 1, 2, ... within the match (1 without matches)
  std::uint64_t seed = 0;    // the game's (the match's, with matches)
  std::string first_player;  // "S" or "N"
  std::string winner;        // "S", "N", "draw" or "unfinished"
  std::optional<int> score_south, score_north;  // final totals; none when unfinished
  int plies = 0, turns = 0, captures = 0, captures_south = 0, captures_north = 0;
  double branching = 0;
  int lead_changes = 0;
  std::optional<double> lead_for_good;  // none without a winner
};

// A row of table `matches`.
struct MatchRow {
  int cell = 0;
  int match = 0;  // 1, 2, ... within the cell
  std::uint64_t seed = 0;
  std::string winner;                    // "S", "N", "draw" or "unfinished"
  int games = 0;                         // games finished
  int south_games = 0, north_games = 0;  // games won by each side
};

// The rows describing an experiment and one shard of it.
ExperimentRow experiment_row(const Experiment& experiment, int shard, int shards);
std::vector<CellRow> cell_rows(const Experiment& experiment);

// An open results database.
class ResultsDb {
 public:
  // Opens (creating when `create`) the database and its tables; on failure
  // returns nothing and says why.
  static std::optional<ResultsDb> open(const std::string& path, bool create, std::string& why);

  // Whether the database holds an experiment's row (false for a new one).
  std::optional<ExperimentRow> experiment() const;
  std::vector<CellRow> cells() const;
  // The (cell, game) pairs stored (a match's games are stored together).
  std::set<std::pair<int, int>> done_games() const;
  // Every game, by cell, game and game in match; `each` is called once per row.
  void for_each_game(const std::function<void(const GameRow&)>& each) const;
  // Every match, by cell then match.
  void for_each_match(const std::function<void(const MatchRow&)>& each) const;

  // Empties every table and writes the experiment's rows, in one transaction.
  bool start(const ExperimentRow& experiment, const std::vector<CellRow>& cells, std::string& why);
  // Adds games (and matches) in one transaction: all of them or none.
  bool add_games(const std::vector<GameRow>& games, const std::vector<MatchRow>& matches,
                 std::string& why);
  // Adds every game of another database (a shard) in one transaction;
  // refuses a game already here, naming it.
  bool add_database(const std::string& path, std::string& why);

  const std::string& path() const { return path_; }

 private:
  // Closes the connection when the database object goes.
  struct Close {
    void operator()(sqlite3* db) const { sqlite3_close(db); }
  };
  ResultsDb(std::string path, sqlite3* db) : path_(std::move(path)), db_(db) {}
  bool exec(const std::string& sql, std::string& why);
  // Ends the open transaction: commits when `ok`, else rolls back with SQLite's reason in `why`.
  bool finish(bool ok, std::string& why);

  std::string path_;
  std::unique_ptr<sqlite3, Close> db_;
};

}  // namespace mancala
