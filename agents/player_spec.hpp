#pragma once
// Player specs: the strings that name a player and its options, e.g.
// "random", "greedy", "alphabeta:depth=6", "alphabeta:ms=200,tt=64",
// "mcts:iterations=1000,c=1.4", "solver:max-nodes=5000000". One parser for every command that takes
// a player, with messages that list the players and their options.
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "agents/player.hpp"

namespace mancala {

// Which player a spec names.
enum class PlayerKind { random, greedy, alphabeta, mcts, solver };

// A parsed spec: the player and its options (defaults filled in).
struct PlayerSpec {
  PlayerKind kind = PlayerKind::random;
  int depth = 0;       // alphabeta: fixed search depth in plies (reproducible)
  int ms = 0;          // alphabeta: time per move in milliseconds (not reproducible)
  int tt_mb = 16;      // alphabeta, solver: transposition table size in megabytes
  int openings = 16;   // greedy, alphabeta, mcts: free-placement openings sampled per turn
  int iterations = 0;  // mcts: playouts per move
  double c = 1.4;      // mcts: UCT exploration constant
  std::uint64_t max_nodes = 1'000'000;      // solver: alpha-beta nodes to solve the start
  std::uint64_t max_positions = 1'000'000;  // solver: positions for retrograde analysis
};

// Reads a spec; on failure returns nothing with `why` set to a message that
// names the problem and lists what is accepted.
std::optional<PlayerSpec> parse_player_spec(const std::string& text, std::string& why);

// The spec in its usual form, for reports: the player, then the options that
// differ from their defaults ("alphabeta:depth=6", "mcts:iterations=1000,c=0.7").
std::string player_spec_text(const PlayerSpec& spec);

// The names of the players, in the order the help lists them.
std::vector<std::string> player_names();

// The players and their options, one per line, for help texts and errors.
std::string player_spec_help();

// A player for `spec`, drawing its random choices from `seed`.
std::unique_ptr<Player> make_player(const PlayerSpec& spec, std::uint64_t seed);

}  // namespace mancala
