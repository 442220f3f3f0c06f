#include "experiment/store.hpp"

#include <fmt/format.h>

#include <nlohmann/json.hpp>

namespace mancala {
namespace {

const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS experiment (
  name TEXT NOT NULL, description TEXT NOT NULL, file TEXT NOT NULL, file_hash TEXT NOT NULL,
  seed TEXT NOT NULL, games INTEGER NOT NULL, match_games INTEGER NOT NULL,
  max_plies INTEGER NOT NULL, shard INTEGER NOT NULL, shards INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS cells (
  cell INTEGER PRIMARY KEY, rule_file TEXT NOT NULL, rules_hash TEXT NOT NULL, variant TEXT,
  parameters TEXT NOT NULL, south TEXT NOT NULL, north TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
  cell INTEGER NOT NULL REFERENCES cells(cell), game INTEGER NOT NULL,
  game_in_match INTEGER NOT NULL, seed TEXT NOT NULL,
  first_player TEXT NOT NULL, winner TEXT NOT NULL, score_south INTEGER, score_north INTEGER,
  plies INTEGER NOT NULL, turns INTEGER NOT NULL, captures INTEGER NOT NULL,
  captures_south INTEGER NOT NULL, captures_north INTEGER NOT NULL, branching REAL NOT NULL,
  lead_changes INTEGER NOT NULL, lead_for_good REAL,
  PRIMARY KEY (cell, game, game_in_match)) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS matches (
  cell INTEGER NOT NULL REFERENCES cells(cell), match INTEGER NOT NULL, seed TEXT NOT NULL,
  winner TEXT NOT NULL, games INTEGER NOT NULL, south_games INTEGER NOT NULL,
  north_games INTEGER NOT NULL,
  PRIMARY KEY (cell, match)) WITHOUT ROWID;
)sql";

// A prepared statement, finalized when it goes.
class Statement {
 public:
  Statement(sqlite3* db, const std::string& sql) {
    if (sqlite3_prepare_v2(db, sql.c_str(), -1, &stmt_, nullptr) != SQLITE_OK) stmt_ = nullptr;
  }
  ~Statement() { sqlite3_finalize(stmt_); }
  Statement(const Statement&) = delete;
  Statement& operator=(const Statement&) = delete;
  bool ok() const { return stmt_ != nullptr; }
  sqlite3_stmt* get() const { return stmt_; }
  bool row() { return sqlite3_step(stmt_) == SQLITE_ROW; }
  std::string text(int column) const {
    const unsigned char* t = sqlite3_column_text(stmt_, column);
    return t ? reinterpret_cast<const char*>(t) : "";
  }
  int integer(int column) const { return sqlite3_column_int(stmt_, column); }
  bool null(int column) const { return sqlite3_column_type(stmt_, column) == SQLITE_NULL; }
  double real(int column) const { return sqlite3_column_double(stmt_, column); }
  void bind(int i, const std::string& s) {
    sqlite3_bind_text(stmt_, i, s.c_str(), static_cast<int>(s.size()), SQLITE_TRANSIENT);
  }
  void bind(int i, int v) { sqlite3_bind_int(stmt_, i, v); }
  void bind(int i, double v) { sqlite3_bind_double(stmt_, i, v); }
  void bind_null(int i) { sqlite3_bind_null(stmt_, i); }
  // NULL when there is no value.
  template <typename T>
  void bind(int i, const std::optional<T>& v) {
    if (v)
      bind(i, *v);
    else
      bind_null(i);
  }
  // Runs the statement again with these values for its parameters, in order;
  // true when it ran to the end.
  template <typename... Values>
  bool run(const Values&... values) {
    sqlite3_reset(stmt_);
    int i = 0;
    (bind(++i, values), ...);
    return sqlite3_step(stmt_) == SQLITE_DONE;
  }

 private:
  sqlite3_stmt* stmt_ = nullptr;
};

std::uint64_t seed_of(const std::string& text) {
  try {
    return std::stoull(text);
  } catch (...) {
    return 0;
  }
}

}  // namespace

ExperimentRow experiment_row(const Experiment& e, int shard, int shards) {
  ExperimentRow row;
  row.name = e.name;
  row.description = e.description;
  row.file = e.path;
  row.file_hash = fmt::format("{:016x}", e.file_hash);
  row.seed = e.seed;
  row.games = e.games;
  row.max_plies = e.max_plies;
  row.match_games = e.match_games;
  row.shard = shard;
  row.shards = shards;
  return row;
}

std::vector<CellRow> cell_rows(const Experiment& e) {
  std::vector<CellRow> rows;
  for (const ExperimentCell& c : e.cells) {
    nlohmann::ordered_json params = nlohmann::ordered_json::object();
    for (const auto& [name, value] : c.params) params[name] = value;
    rows.push_back({c.id, c.file, fmt::format("{:016x}", c.rules_hash), c.variant, params.dump(),
                    c.south_text, c.north_text});
  }
  return rows;
}

std::optional<ResultsDb> ResultsDb::open(const std::string& path, bool create, std::string& why) {
  sqlite3* raw = nullptr;
  const int flags = create ? SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE : SQLITE_OPEN_READWRITE;
  if (sqlite3_open_v2(path.c_str(), &raw, flags, nullptr) != SQLITE_OK) {
    why = fmt::format("{}: cannot open the database: {}", path,
                      raw ? sqlite3_errmsg(raw) : "out of memory");
    sqlite3_close(raw);
    return std::nullopt;
  }
  ResultsDb db(path, raw);
  sqlite3_busy_timeout(raw, 5000);
  if (!create) {
    // A database to read must already be one of ours.
    Statement check(raw,
                    "SELECT count(*) FROM sqlite_master WHERE name IN "
                    "('experiment', 'cells', 'games')");
    if (!check.ok() || !check.row() || check.integer(0) != 3) {
      why = fmt::format("{}: not an experiment database ({})", path,
                        check.ok() ? "no experiment, cells and games tables" : sqlite3_errmsg(raw));
      return std::nullopt;
    }
  }
  if (!db.exec(kSchema, why)) {
    why = path + ": " + why;
    return std::nullopt;
  }
  return db;
}

bool ResultsDb::finish(bool ok, std::string& why) {
  if (ok) return exec("COMMIT", why);
  why = sqlite3_errmsg(db_.get());
  std::string ignored;
  exec("ROLLBACK", ignored);
  return false;
}

bool ResultsDb::exec(const std::string& sql, std::string& why) {
  char* message = nullptr;
  if (sqlite3_exec(db_.get(), sql.c_str(), nullptr, nullptr, &message) == SQLITE_OK) return true;
  why = message ? message : sqlite3_errmsg(db_.get());
  sqlite3_free(message);
  return false;
}

std::optional<ExperimentRow> ResultsDb::experiment() const {
  Statement s(db_.get(),
              "SELECT name, description, file, file_hash, seed, games, max_plies, shard, shards, "
              "match_games FROM experiment");
  if (!s.ok() || !s.row()) return std::nullopt;
  ExperimentRow row;
  row.name = s.text(0);
  row.description = s.text(1);
  row.file = s.text(2);
  row.file_hash = s.text(3);
  row.seed = seed_of(s.text(4));
  row.games = s.integer(5);
  row.max_plies = s.integer(6);
  row.shard = s.integer(7);
  row.shards = s.integer(8);
  row.match_games = s.integer(9);
  return row;
}

std::vector<CellRow> ResultsDb::cells() const {
  std::vector<CellRow> rows;
  Statement s(db_.get(),
              "SELECT cell, rule_file, rules_hash, variant, parameters, south, north FROM cells "
              "ORDER BY cell");
  while (s.ok() && s.row())
    rows.push_back(
        {s.integer(0), s.text(1), s.text(2), s.text(3), s.text(4), s.text(5), s.text(6)});
  return rows;
}

std::set<std::pair<int, int>> ResultsDb::done_games() const {
  std::set<std::pair<int, int>> done;
  Statement s(db_.get(), "SELECT DISTINCT cell, game FROM games");
  while (s.ok() && s.row()) done.emplace(s.integer(0), s.integer(1));
  return done;
}

void ResultsDb::for_each_game(const std::function<void(const GameRow&)>& each) const {
  Statement s(db_.get(),
              "SELECT cell, game, seed, first_player, winner, score_south, score_north, plies, "
              "turns, captures, captures_south, captures_north, branching, lead_changes, "
              "lead_for_good, game_in_match FROM games ORDER BY cell, game, game_in_match");
  while (s.ok() && s.row()) {
    GameRow g;
    g.cell = s.integer(0);
    g.game = s.integer(1);
    g.game_in_match = s.integer(15);
    g.seed = seed_of(s.text(2));
    g.first_player = s.text(3);
    g.winner = s.text(4);
    if (!s.null(5)) g.score_south = s.integer(5);
    if (!s.null(6)) g.score_north = s.integer(6);
    g.plies = s.integer(7);
    g.turns = s.integer(8);
    g.captures = s.integer(9);
    g.captures_south = s.integer(10);
    g.captures_north = s.integer(11);
    g.branching = s.real(12);
    g.lead_changes = s.integer(13);
    if (!s.null(14)) g.lead_for_good = s.real(14);
    each(g);
  }
}

void ResultsDb::for_each_match(const std::function<void(const MatchRow&)>& each) const {
  Statement s(db_.get(),
              "SELECT cell, match, seed, winner, games, south_games, north_games FROM matches "
              "ORDER BY cell, match");
  while (s.ok() && s.row())
    each({s.integer(0), s.integer(1), seed_of(s.text(2)), s.text(3), s.integer(4), s.integer(5),
          s.integer(6)});
}

bool ResultsDb::start(const ExperimentRow& e, const std::vector<CellRow>& cells, std::string& why) {
  if (!exec("BEGIN IMMEDIATE; DELETE FROM matches; DELETE FROM games; DELETE FROM cells; "
            "DELETE FROM experiment;",
            why))
    return false;
  bool ok = true;
  {
    Statement s(db_.get(),
                "INSERT INTO experiment (name, description, file, file_hash, seed, games, "
                "max_plies, shard, shards, match_games) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    ok = s.ok() && s.run(e.name, e.description, e.file, e.file_hash, std::to_string(e.seed),
                         e.games, e.max_plies, e.shard, e.shards, e.match_games);
    Statement c(db_.get(),
                "INSERT INTO cells (cell, rule_file, rules_hash, variant, parameters, south, "
                "north) VALUES (?, ?, ?, ?, ?, ?, ?)");
    ok = ok && c.ok();
    for (const CellRow& row : cells) {
      if (!ok) break;
      // No variant is NULL, as SQL means it.
      const std::optional<std::string> variant =
          row.variant.empty() ? std::nullopt : std::optional(row.variant);
      ok = c.run(row.cell, row.rule_file, row.rules_hash, variant, row.parameters, row.south,
                 row.north);
    }
  }
  return finish(ok, why);
}

bool ResultsDb::add_games(const std::vector<GameRow>& games, const std::vector<MatchRow>& matches,
                          std::string& why) {
  if (!exec("BEGIN IMMEDIATE", why)) return false;
  bool ok = true;
  {
    Statement s(db_.get(),
                "INSERT INTO games (cell, game, game_in_match, seed, first_player, winner, "
                "score_south, score_north, plies, turns, captures, captures_south, "
                "captures_north, branching, lead_changes, lead_for_good) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
    ok = s.ok();
    for (const GameRow& g : games) {
      if (!ok) break;
      ok = s.run(g.cell, g.game, g.game_in_match, std::to_string(g.seed), g.first_player, g.winner,
                 g.score_south, g.score_north, g.plies, g.turns, g.captures, g.captures_south,
                 g.captures_north, g.branching, g.lead_changes, g.lead_for_good);
    }
    Statement m(db_.get(),
                "INSERT INTO matches (cell, match, seed, winner, games, south_games, north_games) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)");
    ok = ok && (matches.empty() || m.ok());
    for (const MatchRow& row : matches) {
      if (!ok) break;
      ok = m.run(row.cell, row.match, std::to_string(row.seed), row.winner, row.games,
                 row.south_games, row.north_games);
    }
  }
  return finish(ok, why);
}

bool ResultsDb::add_database(const std::string& path, std::string& why) {
  {
    Statement attach(db_.get(), "ATTACH DATABASE ? AS shard");
    attach.bind(1, path);
    if (!attach.ok() || sqlite3_step(attach.get()) != SQLITE_DONE) {
      why = sqlite3_errmsg(db_.get());
      return false;
    }
  }
  bool ok = exec("BEGIN IMMEDIATE", why);
  if (ok) {
    Statement overlap(db_.get(),
                      "SELECT s.cell, s.game FROM shard.games s JOIN main.games m "
                      "ON m.cell = s.cell AND m.game = s.game LIMIT 1");
    if (overlap.ok() && overlap.row()) {
      why = fmt::format("game {} of cell {} is already in another shard: shards overlap",
                        overlap.integer(1), overlap.integer(0));
      ok = false;
    }
  }
  if (ok)
    ok = exec(
        "INSERT INTO main.games SELECT * FROM shard.games; "
        "INSERT INTO main.matches SELECT * FROM shard.matches",
        why);
  std::string ignored;
  if (ok)
    ok = exec("COMMIT", why);
  else
    exec("ROLLBACK", ignored);
  exec("DETACH DATABASE shard", ignored);
  return ok;
}

}  // namespace mancala
