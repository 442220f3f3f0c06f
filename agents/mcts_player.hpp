#pragma once
// The `mcts` player: Monte Carlo tree search with the UCT rule. Each of its
// `iterations` descends the tree by UCB1 (exploration constant `c`), adds the
// children of the node it reaches, and plays one random game from there (cut
// at kMaxPlayoutPlies and then judged by the score difference); the result is
// counted for the player who moved into each node on the way, so an extra turn
// is simply the same player choosing again. It plays the most visited turn.
// All its random draws come from its seed: the same seed, the same games.
// Repetition rules are not tracked inside the tree and playouts (playouts are
// cut instead); the real game still applies them.
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "agents/player.hpp"
#include "agents/player_spec.hpp"
#include "interpreter/random.hpp"

namespace mancala {

// UCT with random playouts (see the file comment).
class MctsPlayer : public Player {
 public:
  MctsPlayer(const PlayerSpec& spec, std::uint64_t seed);
  ~MctsPlayer() override;
  Turn choose(const Game& game) override;
  void reset(std::uint64_t seed) override { random_ = Random(seed); }
  // Random games played by the last choose() (for speed figures).
  std::uint64_t playouts() const { return playouts_; }

  static constexpr int kMaxPlayoutPlies = 500;

 private:
  struct Node;
  int iterations_;
  double c_;
  int openings_per_turn_;
  Random random_;
  std::uint64_t playouts_ = 0;
  std::unique_ptr<MoveList> legal_;  // scratch list for expansions and playouts
  std::vector<Node> nodes_;
  std::vector<Opening> openings_;           // the openings the tree's nodes play
  std::vector<std::pair<int, Side>> path_;  // this iteration's nodes and who moved into each

  void play_turn(const Engine& engine, State& state, const Node& node) const;
  void expand(const Engine& engine, int node, const State& state);
  // The winner of a random game from `state` (none for a draw).
  Winner playout(const Engine& engine, State state);
};

}  // namespace mancala
