#pragma once
// Game records: a documented text format (docs/records.md) that names the rule
// file and a hash of its text, the variant, parameters, seed and players, and
// then each game's moves and result, so a game can be replayed later and a
// changed rule file is noticed instead of replayed silently.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace mancala {

// One recorded game.
struct RecordedGame {
  int match = 0;  // the match this game belongs to (records of matches), else 0
  int number = 1;
  std::vector<std::string> moves;  // in the trace protocol's notation
  std::vector<int> move_lines;     // where each move stands in the record (1-based)
  std::string result;              // "S 24 N 24 draw", or "unfinished"
};

// A record file: its header and its games.
struct GameRecord {
  std::string rules;  // the rule file's path, as given when the game was played
  std::uint64_t rules_hash = 0;
  std::string variant;
  std::map<std::string, int> sets;
  std::uint64_t seed = 0;
  std::string south = "human", north = "human";
  int match_games = 0;  // > 0: the games are matches of up to this many games
  std::vector<RecordedGame> games;
};

// A game's result as records write it: "S 24 N 24 draw", "S 30 N 18 South wins".
std::string result_text(int south, int north, int winner);

// The 64-bit FNV-1a hash of a text (the rule file's content).
std::uint64_t content_hash(const std::string& text);

// The record as text: write_record_header(record), then
// write_recorded_game(g) for each of its games. The two parts let a long run
// stream its games to disk as they finish.
std::string write_record(const GameRecord& record);

// The record's header: everything before its first game (`record.games` is not read).
std::string write_record_header(const GameRecord& record);

// One game of a record, as it follows the header and the games before it.
std::string write_recorded_game(const RecordedGame& game);

// Reads a record; on a malformed one returns nothing and sets `why` to
// "LINE: message".
std::optional<GameRecord> read_record(const std::string& text, std::string& why);

}  // namespace mancala
