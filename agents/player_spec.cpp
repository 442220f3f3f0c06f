#include "agents/player_spec.hpp"

#include <charconv>
#include <cmath>
#include <sstream>
#include <vector>

#include "agents/alphabeta_player.hpp"
#include "agents/greedy_player.hpp"
#include "agents/mcts_player.hpp"
#include "agents/random_player.hpp"
#include "agents/solver_player.hpp"
#include "dsl/suggest.hpp"

namespace mancala {
namespace {

// One option a player accepts: its name, what its value stands for, its range.
struct OptionInfo {
  const char* name;
  const char* placeholder;
  double min, max;
  bool whole;
  const char* meaning;
};

// One player: its name, options, and a line of help.
struct PlayerInfo {
  const char* name;
  PlayerKind kind;
  std::vector<OptionInfo> options;
  const char* meaning;
};

const std::vector<PlayerInfo>& players() {
  static const OptionInfo openings{
      "openings", "K", 1, 64, true, "free-placement openings sampled per opening turn (16)"};
  static const std::vector<PlayerInfo> list{
      {"random", PlayerKind::random, {}, "a uniformly random legal move"},
      {"greedy", PlayerKind::greedy, {openings}, "the move with the best immediate score gain"},
      {"alphabeta",
       PlayerKind::alphabeta,
       {{"depth", "D", 1, 60, true, "search D plies deep (reproducible)"},
        {"ms", "T", 1, 3'600'000, true,
         "search T milliseconds a move (deepest finished depth; varies by machine)"},
        {"tt", "MB", 1, 4096, true, "transposition table megabytes (16)"},
        openings},
       "negamax alpha-beta with iterative deepening; needs depth=D or ms=T"},
      {"mcts",
       PlayerKind::mcts,
       {{"iterations", "N", 1, 1'000'000, true, "playouts per move"},
        {"c", "C", 0, 100, false, "UCT exploration constant (1.4)"},
        openings},
       "Monte Carlo tree search (UCT) with random playouts; needs iterations=N"},
      {"solver",
       PlayerKind::solver,
       {{"max-nodes", "N", 1, 1e15, true,
         "alpha-beta nodes allowed to solve the start position (1000000)"},
        {"max-positions", "N", 1, 4e9, true,
         "positions allowed to retrograde analysis, about 330 bytes each (1000000)"},
        {"tt", "MB", 1, 4096, true, "transposition table megabytes (16)"}},
       "perfect play, by solving each position exactly; only games small enough to solve"},
  };
  return list;
}

std::string usage(const PlayerInfo& info) {
  std::string s = info.name;
  for (std::size_t i = 0; i < info.options.size(); ++i) {
    s += i == 0 ? ':' : ',';
    s += info.options[i].name;
    s += '=';
    s += info.options[i].placeholder;
  }
  return s;
}

std::vector<std::string> player_names_in_order() {
  std::vector<std::string> names;
  for (const PlayerInfo& info : players()) names.push_back(info.name);
  return names;
}

std::string option_list(const PlayerInfo& info) {
  std::string s;
  for (const OptionInfo& o : info.options)
    s += std::string(s.empty() ? "" : ", ") + o.name + "=" + o.placeholder;
  return s;
}

std::string range_text(const OptionInfo& o) {
  auto number = [](double v) {
    return v == std::floor(v) ? std::to_string(static_cast<long long>(v)) : std::to_string(v);
  };
  return o.whole ? "a whole number from " + number(o.min) + " to " + number(o.max)
                 : "a number above " + number(o.min) + " and at most " + number(o.max);
}

std::optional<double> read_value(const OptionInfo& o, const std::string& text) {
  double value = 0;
  const char* end = text.data() + text.size();
  if (o.whole) {
    long long whole = 0;
    auto [ptr, ec] = std::from_chars(text.data(), end, whole);
    if (ec != std::errc() || ptr != end) return std::nullopt;
    value = static_cast<double>(whole);
    if (value < o.min) return std::nullopt;
  } else {
    auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value) || value <= o.min)
      return std::nullopt;
  }
  if (value > o.max) return std::nullopt;
  return value;
}

void set_option(PlayerSpec& spec, const std::string& name, double value) {
  const int whole = static_cast<int>(value);
  if (name == "max-nodes") spec.max_nodes = static_cast<std::uint64_t>(value);
  if (name == "max-positions") spec.max_positions = static_cast<std::uint64_t>(value);
  if (name == "depth") spec.depth = whole;
  if (name == "ms") spec.ms = whole;
  if (name == "tt") spec.tt_mb = whole;
  if (name == "openings") spec.openings = whole;
  if (name == "iterations") spec.iterations = whole;
  if (name == "c") spec.c = value;
}

}  // namespace

std::string player_spec_help() {
  std::string s;
  for (const PlayerInfo& info : players()) {
    s += "  " + usage(info) + ": " + info.meaning + "\n";
    for (const OptionInfo& o : info.options)
      s += "      " + std::string(o.name) + "=" + o.placeholder + ": " + o.meaning + "\n";
  }
  return s;
}

std::string player_spec_text(const PlayerSpec& spec) {
  const PlayerSpec defaults;
  std::ostringstream s;
  char separator = ':';
  auto option = [&](const char* name, auto value) {
    s << separator << name << '=' << value;
    separator = ',';
  };
  for (const PlayerInfo& info : players())
    if (info.kind == spec.kind) s << info.name;
  if (spec.kind == PlayerKind::alphabeta) {
    if (spec.ms > 0)
      option("ms", spec.ms);
    else
      option("depth", spec.depth);
    if (spec.tt_mb != defaults.tt_mb) option("tt", spec.tt_mb);
  }
  if (spec.kind == PlayerKind::mcts) {
    option("iterations", spec.iterations);
    if (spec.c != defaults.c) option("c", spec.c);
  }
  if (spec.kind == PlayerKind::solver) {
    if (spec.max_nodes != defaults.max_nodes) option("max-nodes", spec.max_nodes);
    if (spec.max_positions != defaults.max_positions) option("max-positions", spec.max_positions);
    if (spec.tt_mb != defaults.tt_mb) option("tt", spec.tt_mb);
  }
  if (spec.kind != PlayerKind::random && spec.kind != PlayerKind::solver &&
      spec.openings != defaults.openings)
    option("openings", spec.openings);
  return s.str();
}

std::optional<PlayerSpec> parse_player_spec(const std::string& text, std::string& why) {
  const std::size_t colon = text.find(':');
  const std::string name = text.substr(0, colon);
  const PlayerInfo* info = nullptr;
  for (const PlayerInfo& candidate : players())
    if (name == candidate.name) info = &candidate;
  if (!info) {
    why = "unknown player '" + name + "'" + dsl::did_you_mean(name, player_names_in_order()) +
          "; the players are:\n" + player_spec_help();
    return std::nullopt;
  }
  PlayerSpec spec;
  spec.kind = info->kind;
  const std::string prefix = "player '" + text + "': ";
  std::vector<std::string> seen;
  if (colon != std::string::npos) {
    if (info->options.empty()) {
      why = prefix + info->name + " takes no options";
      return std::nullopt;
    }
    std::vector<std::string> option_names;
    for (const OptionInfo& o : info->options) option_names.push_back(o.name);
    std::string rest = text.substr(colon + 1);
    std::size_t start = 0;
    while (true) {
      const std::size_t comma = rest.find(',', start);
      const std::string item = rest.substr(start, comma - start);
      const std::size_t eq = item.find('=');
      const std::string key = item.substr(0, eq);
      const OptionInfo* option = nullptr;
      for (const OptionInfo& o : info->options)
        if (key == o.name) option = &o;
      if (!option) {
        why = prefix + "unknown option '" + key + "'" + dsl::did_you_mean(key, option_names) +
              "; " + info->name + " takes " + option_list(*info);
        return std::nullopt;
      }
      if (eq == std::string::npos) {
        why = prefix + "option '" + key + "' needs a value: " + key + "=" + option->placeholder;
        return std::nullopt;
      }
      for (const std::string& done : seen)
        if (done == key) {
          why = prefix + "option '" + key + "' is given twice";
          return std::nullopt;
        }
      seen.push_back(key);
      const std::string value_text = item.substr(eq + 1);
      const std::optional<double> value = read_value(*option, value_text);
      if (!value) {
        why = prefix + key + " must be " + range_text(*option) + ", not '" + value_text + "'";
        return std::nullopt;
      }
      set_option(spec, key, *value);
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  }
  auto given = [&](const char* key) {
    for (const std::string& done : seen)
      if (done == key) return true;
    return false;
  };
  if (spec.kind == PlayerKind::alphabeta && given("depth") == given("ms")) {
    why = prefix + (given("depth") ? "alphabeta takes depth=D or ms=T, not both"
                                   : "alphabeta needs depth=D (reproducible) or ms=T, e.g. "
                                     "alphabeta:depth=6");
    return std::nullopt;
  }
  if (spec.kind == PlayerKind::mcts && !given("iterations")) {
    why = prefix + "mcts needs iterations=N, e.g. mcts:iterations=1000";
    return std::nullopt;
  }
  return spec;
}

std::unique_ptr<Player> make_player(const PlayerSpec& spec, std::uint64_t seed) {
  switch (spec.kind) {
    case PlayerKind::random:
      return std::make_unique<RandomPlayer>(seed);
    case PlayerKind::greedy:
      return std::make_unique<GreedyPlayer>(seed, spec.openings);
    case PlayerKind::alphabeta:
      return std::make_unique<AlphaBetaPlayer>(spec, seed);
    case PlayerKind::mcts:
      return std::make_unique<MctsPlayer>(spec, seed);
    case PlayerKind::solver:
      return std::make_unique<SolverPlayer>(spec, seed);
  }
  return nullptr;
}

std::vector<std::string> player_names() {
  return player_names_in_order();
}

}  // namespace mancala
