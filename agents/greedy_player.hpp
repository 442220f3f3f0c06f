#pragma once
// The `greedy` player: plays the turn that leaves the mover the best score
// difference right after it (the final result if it ends the game), ties
// broken by its seeded generator. It looks no further: an extra turn counts
// only for the seeds it has already put in the store.
#include <cstdint>

#include "agents/player.hpp"
#include "interpreter/random.hpp"

namespace mancala {

// The best immediate gain (see the file comment).
class GreedyPlayer : public Player {
 public:
  GreedyPlayer(std::uint64_t seed, int openings) : random_(seed), openings_(openings) {}
  Turn choose(const Game& game) override;
  void reset(std::uint64_t seed) override { random_ = Random(seed); }

 private:
  Random random_;
  int openings_;
};

}  // namespace mancala
