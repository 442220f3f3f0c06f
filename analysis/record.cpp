#include "analysis/record.hpp"

#include <fmt/format.h>

#include <sstream>

namespace mancala {

std::string result_text(int south, int north, int winner) {
  return fmt::format("S {} N {} {}", south, north,
                     winner < 0    ? "draw"
                     : winner == 0 ? "South wins"
                                   : "North wins");
}

std::uint64_t content_hash(const std::string& text) {
  std::uint64_t h = 0xcbf29ce484222325ULL;
  for (unsigned char c : text) {
    h ^= c;
    h *= 0x100000001b3ULL;
  }
  return h;
}

std::string write_record_header(const GameRecord& r) {
  std::string out = "mancala-record 1\n";
  out += fmt::format("rules {}\nhash {:016x}\n", r.rules, r.rules_hash);
  if (!r.variant.empty()) out += "variant " + r.variant + "\n";
  for (const auto& [name, value] : r.sets) out += fmt::format("set {}={}\n", name, value);
  out += fmt::format("seed {}\nsouth {}\nnorth {}\n", r.seed, r.south, r.north);
  if (r.match_games > 0) out += fmt::format("match-games {}\n", r.match_games);
  return out;
}

std::string write_recorded_game(const RecordedGame& g) {
  std::string out;
  // Every match starts with its game 1, so that is where its `match` line goes.
  if (g.match > 0 && g.number == 1) out += fmt::format("match {}\n", g.match);
  out += fmt::format("game {}\n", g.number);
  for (const std::string& m : g.moves) out += m + "\n";
  out += "result " + g.result + "\n";
  return out;
}

std::string write_record(const GameRecord& r) {
  std::string out = write_record_header(r);
  for (const RecordedGame& g : r.games) out += write_recorded_game(g);
  return out;
}

std::optional<GameRecord> read_record(const std::string& text, std::string& why) {
  GameRecord r;
  std::istringstream lines(text);
  std::string line;
  int number = 0;
  bool header = false, has_rules = false, has_hash = false, in_game = false;
  int current_match = 0;
  auto fail = [&](const std::string& message) -> std::optional<GameRecord> {
    why = fmt::format("{}: {}", number, message);
    return std::nullopt;
  };
  while (std::getline(lines, line)) {
    ++number;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const auto space = line.find(' ');
    const std::string key = line.substr(0, space);
    const std::string value = space == std::string::npos ? "" : line.substr(space + 1);
    if (!header) {
      if (line != "mancala-record 1")
        return fail("not a game record: the first line must be 'mancala-record 1'");
      header = true;
      continue;
    }
    if (in_game) {
      if (key == "result") {
        r.games.back().result = value;
        in_game = false;
      } else if (key == "game") {
        return fail("a game starts before the previous one has its 'result' line");
      } else {
        r.games.back().moves.push_back(line);
        r.games.back().move_lines.push_back(number);
      }
      continue;
    }
    try {
      if (key == "rules") {
        r.rules = value;
        has_rules = !value.empty();
      } else if (key == "hash") {
        r.rules_hash = std::stoull(value, nullptr, 16);
        has_hash = true;
      } else if (key == "variant") {
        r.variant = value;
      } else if (key == "set") {
        const auto eq = value.find('=');
        if (eq == std::string::npos) return fail("expected 'set NAME=VALUE'");
        r.sets[value.substr(0, eq)] = std::stoi(value.substr(eq + 1));
      } else if (key == "seed") {
        r.seed = std::stoull(value);
      } else if (key == "south") {
        r.south = value;
      } else if (key == "north") {
        r.north = value;
      } else if (key == "match-games") {
        r.match_games = std::stoi(value);
      } else if (key == "match") {
        if (r.match_games == 0) return fail("'match' without a 'match-games' line before it");
        current_match = std::stoi(value);
      } else if (key == "game") {
        RecordedGame g;
        g.match = current_match;
        g.number = std::stoi(value);
        r.games.push_back(g);
        in_game = true;
      } else {
        return fail(
            fmt::format("unknown line '{}': expected rules, hash, variant, set, seed, "
                        "south, north, match-games, match or game",
                        key));
      }
    } catch (const std::exception&) {
      return fail(fmt::format("'{}' is not a valid value for '{}'", value, key));
    }
  }
  if (!header) return fail("empty file: not a game record");
  if (!has_rules || !has_hash) return fail("the record must name its rules and their hash");
  if (in_game) return fail("the last game has no 'result' line");
  if (r.games.empty()) return fail("the record holds no game");
  return r;
}

}  // namespace mancala
