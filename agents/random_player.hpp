#pragma once
// The `random` player: RandomAgent behind the Player interface, choosing
// exactly as RandomAgent does (game records and benchmarks depend on it).
#include "agents/player.hpp"
#include "agents/random_agent.hpp"

namespace mancala {

// A uniformly random legal turn (see RandomAgent).
class RandomPlayer : public Player {
 public:
  explicit RandomPlayer(std::uint64_t seed) : agent_(seed) {}
  Turn choose(const Game& game) override { return agent_.choose(game); }
  void reset(std::uint64_t seed) override { agent_ = RandomAgent(seed); }

 private:
  RandomAgent agent_;
};

}  // namespace mancala
