#include "io/record.hpp"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <fstream>
#include <set>
#include <sstream>

#include "dsl/diagnostics.hpp"
#include "dsl/loader.hpp"
#include "dsl/source.hpp"
#include "io/yaml_support.hpp"

namespace mancala {
namespace {

constexpr int kFormatVersion = 2;

// True when a YAML reader would take the text as text if written unquoted:
// it starts with a letter and is no YAML 1.1 boolean or null (which other
// readers, e.g. Python's, would convert). The emitter quotes whatever YAML's
// syntax itself requires.
bool plain_safe(const std::string& text) {
  if (text.empty() || !std::isalpha(static_cast<unsigned char>(text[0]))) return false;
  std::string lower = text;
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  static const std::set<std::string> special = {"y",     "n",  "yes", "no",  "true",
                                                "false", "on", "off", "null"};
  return !special.count(lower);
}

// Writes a text value, quoted when it could be read as something else.
void text_value(YAML::Emitter& out, const std::string& text) {
  if (plain_safe(text))
    out << text;
  else
    out << YAML::DoubleQuoted << text;
}

// The parts of a result text: totals and winner ("South", "North" or "draw").
struct ResultParts {
  int south = 0, north = 0;
  std::string winner;
};

std::optional<ResultParts> split_result(const std::string& text) {
  ResultParts r;
  int used = 0;
  if (std::sscanf(text.c_str(), "S %d N %d %n", &r.south, &r.north, &used) != 2) return {};
  const std::string rest = text.substr(static_cast<std::size_t>(used));
  if (rest == "draw")
    r.winner = "draw";
  else if (rest == "South wins")
    r.winner = "South";
  else if (rest == "North wins")
    r.winner = "North";
  else
    return {};
  return r;
}

// A problem in a record, at a position of its text.
struct Malformed {
  YAML::Mark mark;
  std::string message;
};

[[noreturn]] void fail(const YAML::Node& at, const std::string& message) {
  throw Malformed{at.Mark(), message};
}

// Checks that `node` is a mapping with no key outside `known`.
void expect_map(const YAML::Node& node, const std::string& what,
                const std::vector<std::string>& known) {
  if (!node.IsMap())
    fail(node, fmt::format("{} must be a mapping, not {}", what, yaml_kind_name(node)));
  for (const auto& entry : node) {
    const std::string key = entry.first.IsScalar() ? entry.first.Scalar() : "";
    if (std::find(known.begin(), known.end(), key) == known.end())
      fail(entry.first,
           fmt::format("unknown key '{}' in {}: expected {}", key, what, fmt::join(known, ", ")));
  }
}

// The value under `key`, which must be there.
YAML::Node required(const YAML::Node& map, const std::string& key, const std::string& what) {
  YAML::Node value = map[key];
  if (!value) fail(map, fmt::format("{} has no '{}'", what, key));
  return value;
}

std::string text_of(const YAML::Node& node, const std::string& what) {
  if (!node.IsScalar() || node.Scalar().empty())
    fail(node, fmt::format("{} must be a text, not {}", what, yaml_kind_name(node)));
  return node.Scalar();
}

// A whole number in [low, high], written in decimal digits (a leading '-' allowed).
template <typename Int>
Int number_of(const YAML::Node& node, const std::string& what, Int low, Int high) {
  const std::string text = node.IsScalar() ? node.Scalar() : "";
  Int value{};
  auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < low ||
      value > high)
    fail(node, fmt::format("{} must be a whole number from {} to {}, not {}", what, low, high,
                           yaml_kind_name(node)));
  return value;
}

void read_header(const YAML::Node& doc, GameRecord& r) {
  if (doc.IsScalar() && doc.Scalar().rfind("mancala-record 1", 0) == 0)
    fail(doc,
         "a record in the line format of version 1, which this program no longer reads; "
         "records are now YAML documents (docs/records.md)");
  if (!doc.IsMap() || !doc["mancala-record"])
    fail(doc, "not a game record: the first document must start with 'mancala-record: 2'");
  expect_map(doc, "the header",
             {"mancala-record", "rules", "players", "first", "seed", "match_games"});
  const YAML::Node version = doc["mancala-record"];
  if (!version.IsScalar() || version.Scalar() != std::to_string(kFormatVersion))
    fail(version, fmt::format("this program reads records of format {}, not {}", kFormatVersion,
                              yaml_kind_name(version)));
  const YAML::Node rules = required(doc, "rules", "the header");
  expect_map(rules, "'rules'", {"file", "hash", "variant", "parameters"});
  r.rules = text_of(required(rules, "file", "'rules'"), "the rule file");
  const YAML::Node hash = required(rules, "hash", "'rules'");
  const std::string hash_text = hash.IsScalar() ? hash.Scalar() : "";
  auto [end, error] =
      std::from_chars(hash_text.data(), hash_text.data() + hash_text.size(), r.rules_hash, 16);
  if (hash_text.empty() || hash_text.size() > 16 || error != std::errc() ||
      end != hash_text.data() + hash_text.size())
    fail(hash, fmt::format("the hash must be 16 hexadecimal digits, not {}", yaml_kind_name(hash)));
  if (const YAML::Node variant = rules["variant"]) r.variant = text_of(variant, "the variant");
  if (const YAML::Node parameters = rules["parameters"]) {
    if (!parameters.IsMap())
      fail(parameters, "'parameters' must map each parameter's name to its value");
    for (const auto& entry : parameters) {
      const std::string name = text_of(entry.first, "a parameter's name");
      r.sets[name] =
          number_of<int>(entry.second, "parameter '" + name + "'", -1000000000, 1000000000);
    }
  }
  const YAML::Node players = required(doc, "players", "the header");
  expect_map(players, "'players'", {"south", "north"});
  r.south = text_of(required(players, "south", "'players'"), "South's player");
  r.north = text_of(required(players, "north", "'players'"), "North's player");
  if (const YAML::Node first = doc["first"]) {
    const std::string who = first.IsScalar() ? first.Scalar() : "";
    if (who != "South" && who != "North")
      fail(first, fmt::format("'first' must be South or North, not {}", yaml_kind_name(first)));
    r.first_player = who == "South" ? kSouth : kNorth;
  }
  r.seed = number_of<std::uint64_t>(required(doc, "seed", "the header"), "the seed", 0, UINT64_MAX);
  if (const YAML::Node games = doc["match_games"])
    r.match_games = number_of<int>(games, "match_games", 1, 100000);
}

// Reads one game document; `last` allows it to stop early (a cut-off record).
RecordedGame read_game(const YAML::Node& doc, const GameRecord& r, bool last) {
  RecordedGame g;
  g.line = doc.Mark().line + 1;
  expect_map(doc, "a game", {"game", "match", "moves", "result"});
  g.number = number_of<int>(required(doc, "game", "a game"), "the game number", 1, 100000000);
  const YAML::Node match = doc["match"];
  if (r.match_games > 0) {
    g.match = number_of<int>(required(doc, "match", "a game of a match record"), "the match number",
                             1, 100000000);
    if (g.number > r.match_games)
      fail(doc["game"],
           fmt::format("game {} of a match of at most {} games", g.number, r.match_games));
  } else if (match) {
    fail(match, "'match' in a record of separate games (the header has no 'match_games')");
  }
  const YAML::Node moves = doc["moves"];
  if (moves) {
    if (!moves.IsSequence() && !moves.IsNull())
      fail(moves, fmt::format("'moves' must be a list of moves, not {}", yaml_kind_name(moves)));
    for (const YAML::Node& move : moves) {
      g.moves.push_back(text_of(move, "a move"));
      g.move_lines.push_back(move.Mark().line + 1);
      g.move_columns.push_back(move.Mark().column + 1);  // in bytes until read_record converts it
    }
  }
  const YAML::Node result = doc["result"];
  if (result) {
    g.result_line = result.Mark().line + 1;
    g.result_column = result.Mark().column + 1;  // in bytes until read_record converts it
  }
  if (!result) {
    if (!last) fail(doc, fmt::format("game {} has no 'result'", g.number));
    return g;  // result "": the record stops inside this game
  }
  if (result.IsScalar() && result.Scalar() == "unfinished") {
    g.result = "unfinished";
    return g;
  }
  if (!result.IsMap())
    fail(result, "'result' must be 'unfinished' or give south, north and winner");
  expect_map(result, "'result'", {"south", "north", "winner"});
  const int south =
      number_of<int>(required(result, "south", "'result'"), "South's total", 0, 100000000);
  const int north =
      number_of<int>(required(result, "north", "'result'"), "North's total", 0, 100000000);
  const YAML::Node winner_node = required(result, "winner", "'result'");
  const std::string winner = winner_node.IsScalar() ? winner_node.Scalar() : "";
  if (winner != "South" && winner != "North" && winner != "draw")
    fail(winner_node, fmt::format("the winner must be South, North or draw, not {}",
                                  yaml_kind_name(winner_node)));
  g.result = result_text(south, north,
                         winner == "draw"    ? Winner()
                         : winner == "South" ? kSouth
                                             : kNorth);
  return g;
}

// Games must be numbered 1, 2, ... (in each match, and matches 1, 2, ...), so
// that `replay --game N` and the match rebuilds are well defined.
void check_numbering(const YAML::Node& doc, const RecordedGame& g, const RecordedGame* previous) {
  const int expected_match = previous == nullptr          ? 1
                             : g.match == previous->match ? previous->match
                                                          : previous->match + 1;
  if (g.match != 0 && g.match != expected_match)
    fail(doc["match"], fmt::format("match {} where match {} was expected (matches are numbered "
                                   "1, 2, ... in order)",
                                   g.match, expected_match));
  const bool same_run = previous != nullptr && g.match == previous->match;
  const int expected_game = same_run ? previous->number + 1 : 1;
  if (g.number != expected_game)
    fail(doc["game"], fmt::format("game {} where game {} was expected (games are numbered 1, "
                                  "2, ... in order{})",
                                  g.number, expected_game, g.match ? ", in each match" : ""));
}

GameRecord read_documents(const std::string& text) {
  std::vector<YAML::Node> docs;
  try {
    if (const std::optional<YAML::Mark> stall = yaml_document_stall(text))
      throw Malformed{*stall, "unexpected character here: a YAML document cannot start with it"};
    docs = YAML::LoadAll(text);
  } catch (const YAML::Exception& e) {
    throw Malformed{e.mark, e.msg};
  }
  // A trailing empty document ("---" and nothing after it) holds nothing to lose.
  while (!docs.empty() && docs.back().IsNull() && docs.size() > 1) docs.pop_back();
  if (docs.empty() || docs[0].IsNull())
    throw Malformed{YAML::Mark(), "empty file: not a game record"};
  GameRecord r;
  read_header(docs[0], r);
  for (std::size_t i = 1; i < docs.size(); ++i) {
    const bool last = i + 1 == docs.size();
    RecordedGame g = read_game(docs[i], r, last);
    check_numbering(docs[i], g, r.games.empty() ? nullptr : &r.games.back());
    if (g.result.empty())
      r.truncated = fmt::format("the record stops inside game {} (line {}), before its result",
                                g.number, g.line);
    r.games.push_back(std::move(g));
  }
  if (r.games.empty()) throw Malformed{docs[0].Mark(), "the record holds no game"};
  return r;
}

}  // namespace

std::string result_text(int south, int north, Winner winner) {
  return fmt::format("S {} N {} {}", south, north,
                     !winner             ? "draw"
                     : *winner == kSouth ? "South wins"
                                         : "North wins");
}

std::optional<std::uint64_t> rule_set_hash(const std::string& path) {
  // Read through the source reader, which reads a pipe or /dev/stdin only once.
  const std::vector<std::string> chain = rule_file_chain(path);
  if (chain.empty()) return std::nullopt;
  std::uint64_t hash = kContentHashStart;
  for (const std::string& file : chain) {
    const dsl::SourceRef text = dsl::read_source_file(file);
    if (!text) return std::nullopt;
    hash = content_hash(text->text, hash);
  }
  return hash;
}

std::string write_record_header(const GameRecord& r) {
  YAML::Emitter out;
  out << YAML::BeginMap << YAML::Key << "mancala-record" << YAML::Value << kFormatVersion;
  out << YAML::Key << "rules" << YAML::Value << YAML::BeginMap;
  out << YAML::Key << "file" << YAML::Value;
  text_value(out, r.rules);
  out << YAML::Key << "hash" << YAML::Value << YAML::DoubleQuoted
      << fmt::format("{:016x}", r.rules_hash);
  if (!r.variant.empty()) {
    out << YAML::Key << "variant" << YAML::Value;
    text_value(out, r.variant);
  }
  if (!r.sets.empty()) {
    out << YAML::Key << "parameters" << YAML::Value << YAML::BeginMap;
    for (const auto& [name, value] : r.sets) {
      out << YAML::Key;
      text_value(out, name);
      out << YAML::Value << value;
    }
    out << YAML::EndMap;
  }
  out << YAML::EndMap;
  out << YAML::Key << "players" << YAML::Value << YAML::BeginMap << YAML::Key << "south"
      << YAML::Value;
  text_value(out, r.south);
  out << YAML::Key << "north" << YAML::Value;
  text_value(out, r.north);
  out << YAML::EndMap;
  if (r.first_player) out << YAML::Key << "first" << YAML::Value << side_name(*r.first_player);
  out << YAML::Key << "seed" << YAML::Value << r.seed;
  if (r.match_games > 0) out << YAML::Key << "match_games" << YAML::Value << r.match_games;
  out << YAML::EndMap;
  return std::string(out.c_str()) + "\n";
}

std::string write_recorded_game(const RecordedGame& g) {
  YAML::Emitter out;
  out << YAML::BeginMap << YAML::Key << "game" << YAML::Value << g.number;
  if (g.match > 0) out << YAML::Key << "match" << YAML::Value << g.match;
  out << YAML::Key << "moves" << YAML::Value << YAML::BeginSeq;
  for (const std::string& move : g.moves) text_value(out, move);
  out << YAML::EndSeq;
  if (const std::optional<ResultParts> parts = split_result(g.result)) {
    out << YAML::Key << "result" << YAML::Value << YAML::BeginMap << YAML::Key << "south"
        << YAML::Value << parts->south << YAML::Key << "north" << YAML::Value << parts->north
        << YAML::Key << "winner" << YAML::Value << parts->winner << YAML::EndMap;
  } else if (!g.result.empty()) {
    out << YAML::Key << "result" << YAML::Value << "unfinished";
  }
  out << YAML::EndMap;
  return "---\n" + std::string(out.c_str()) + "\n";
}

std::string write_record(const GameRecord& r) {
  std::string out = write_record_header(r);
  for (const RecordedGame& g : r.games) out += write_recorded_game(g);
  return out;
}

namespace {

// yaml-cpp counts columns in bytes; messages count them in characters.
GameRecord with_character_columns(GameRecord r, const dsl::TextIndex& index) {
  for (RecordedGame& g : r.games) {
    for (std::size_t i = 0; i < g.move_columns.size(); ++i)
      g.move_columns[i] = index.column(g.move_lines[i], g.move_columns[i]);
    if (g.result_line > 0) g.result_column = index.column(g.result_line, g.result_column);
  }
  return r;
}

}  // namespace

std::optional<GameRecord> read_record(dsl::Diagnostics& diags) {
  const std::string& text = diags.source()->text;
  const dsl::TextIndex index(text);
  auto report = [&](const Malformed& m) {
    // yaml-cpp counts lines and byte columns from 0; an unknown position is -1.
    const int line = std::max(m.mark.line, 0) + 1;
    diags.error({line, index.column(line, std::max(m.mark.column, 0) + 1)}, m.message);
  };
  // A record whose writing was cut off may end inside a line: unless the whole
  // text reads as a complete record, such a partial last line is dropped so
  // that the record replays as far as it goes.
  const auto newline = text.find_last_of('\n');
  const bool partial_line = !text.empty() && text.back() != '\n' && newline != std::string::npos;
  std::optional<Malformed> first;
  try {
    GameRecord r = read_documents(text);
    if (!partial_line || r.truncated.empty()) return with_character_columns(std::move(r), index);
  } catch (const Malformed& m) {
    if (!partial_line) {
      report(m);
      return std::nullopt;
    }
    first = m;
  }
  try {
    GameRecord r = read_documents(text.substr(0, newline + 1));
    const auto lines = std::count(text.begin(), text.end(), '\n') + 1;
    r.truncated = fmt::format("the record is cut off in its last line ({}){}", lines,
                              r.truncated.empty() ? "" : "; " + r.truncated);
    return with_character_columns(std::move(r), index);
  } catch (const Malformed& m) {
    report(first ? *first : m);
    return std::nullopt;
  }
}

std::optional<GameRecord> read_record_text(const std::string& name, const std::string& text,
                                           std::string& messages) {
  auto source = std::make_shared<dsl::SourceFile>();
  source->name = name;
  source->text = text;
  dsl::Diagnostics diags(source);
  std::optional<GameRecord> record = read_record(diags);
  messages = diags.format();
  return record;
}

}  // namespace mancala
