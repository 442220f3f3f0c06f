#pragma once
// Game records (docs/records.md): a stream of YAML documents, written and read
// with yaml-cpp so that any YAML library can read them. The first document
// names the rule set (file, a hash of the file and every file it extends,
// variant, parameters), the players, the seed and the match length; each
// further document is one game: its match, number, moves and result. The hash
// lets `replay` notice changed rules instead of replaying under other ones.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "dsl/diagnostics.hpp"
#include "dsl/text_hash.hpp"
#include "interpreter/side.hpp"

namespace mancala {

// One recorded game.
struct RecordedGame {
  int match = 0;  // the match this game belongs to (records of matches), else 0
  int number = 1;
  std::vector<std::string> moves;  // in the trace protocol's notation
  std::vector<int> move_lines;     // where each move stands in the record (1-based)
  // "S 24 N 24 draw", "S 30 N 18 South wins", "unfinished" (stopped before the
  // end), or "" when the record itself is cut off inside this game.
  std::string result;
  int line = 0;                   // where the game's document starts in the record (1-based)
  std::vector<int> move_columns;  // the column of each move, in characters (1-based)
  int result_line = 0, result_column = 0;  // where the result stands (0: no result)
};

// A record file: its header and its games.
struct GameRecord {
  std::string rules;             // the rule file's path, as given when the game was played
  std::uint64_t rules_hash = 0;  // rule_set_hash of that file
  std::string variant;
  std::map<std::string, int> sets;
  std::uint64_t seed = 0;
  std::string south = "human", north = "human";
  int match_games = 0;               // > 0: the games are matches of up to this many games
  std::optional<Side> first_player;  // who moved first in the first game (none: as the rules say)
  std::vector<RecordedGame> games;
  // Set by read_record when the text ends inside a game (a record whose writing
  // was cut off): the last game has no result. Says where, for a warning.
  std::string truncated;
};

// A game's result as records hold it: "S 24 N 24 draw", "S 30 N 18 South wins".
std::string result_text(int south, int north, Winner winner);

// The hash records keep of a rule set: content_hash of the texts of the rule
// file and of every file it extends, in that order (for a file that extends
// nothing, content_hash of its text). Nothing when a file cannot be read.
std::optional<std::uint64_t> rule_set_hash(const std::string& path);

// The first YAML document of a record: rules, players, seed, match length.
std::string write_record_header(const GameRecord& record);

// One game as a YAML document, starting with "---"; appended to a header.
std::string write_recorded_game(const RecordedGame& game);

// The whole record: the header, then each game.
std::string write_record(const GameRecord& record);

// Reads the record `diags.source()` holds (a Diagnostics made with a source,
// as every one is). A malformed record gives nothing
// and one error in `diags`, at its line and column (docs/architecture.md,
// "Reporting errors"). A record cut off inside its last game is read as far as
// it goes, with `truncated` set.
std::optional<GameRecord> read_record(dsl::Diagnostics& diags);

// The same for a record held in memory, `name` standing for its file in the
// messages; `messages` gets the diagnostics as read_record's caller prints them.
std::optional<GameRecord> read_record_text(const std::string& name, const std::string& text,
                                           std::string& messages);

}  // namespace mancala
