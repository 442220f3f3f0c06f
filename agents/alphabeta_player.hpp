#pragma once
// The `alphabeta` player: negamax with alpha-beta pruning and iterative
// deepening, to a fixed depth (`depth=D`, reproducible everywhere) or for a
// time per move (`ms=T`: the deepest iteration finished in time, which depends
// on the machine and its load, so not reproducible). A transposition table
// keyed by a Zobrist hash of the whole state, allocated once (`tt=MB`), gives
// cutoffs and the first move to try; captures come next. A depth is counted in
// turns, and an extra turn is the same player moving again: values are from
// the mover's view and change sign only when the side to move changes. Ties at
// the root are broken by the seeded generator. Nothing is allocated per node:
// the move lists of every ply are allocated with the player.
#include <chrono>
#include <cstdint>
#include <memory>
#include <vector>

#include "agents/evaluation.hpp"
#include "agents/player.hpp"
#include "agents/player_spec.hpp"
#include "agents/transposition_table.hpp"
#include "interpreter/random.hpp"

namespace mancala {

// Negamax alpha-beta (see the file comment).
class AlphaBetaPlayer : public Player {
 public:
  AlphaBetaPlayer(const PlayerSpec& spec, std::uint64_t seed);
  ~AlphaBetaPlayer() override;
  Turn choose(const Game& game) override;
  void reset(std::uint64_t seed) override;

  // Positions visited by the last choose(), and the deepest depth it finished.
  std::uint64_t nodes() const { return nodes_; }
  int depth_reached() const { return depth_reached_; }
  // The value of the turn chosen last, from the mover's view (see Evaluator).
  int last_value() const { return last_value_; }

  static constexpr int kMaxPly = 64;  // search path length, extra turns included

 private:
  struct Frame;
  int depth_;
  int ms_;
  int openings_;
  Random random_;
  TranspositionTable table_;
  int max_ply_;                // the longest search path: the depth, or kMaxPly when timed
  std::vector<Frame> frames_;  // one per ply of the search path
  const Engine* engine_ = nullptr;
  std::unique_ptr<Evaluator> evaluator_;
  std::uint64_t seed_;
  std::uint64_t nodes_ = 0;
  int depth_reached_ = 0;
  int last_value_ = 0;
  bool timed_ = false;
  bool aborted_ = false;
  std::chrono::steady_clock::time_point deadline_;

  // The value of `state` for its side to move, searched `depth` turns deep;
  // `ply` is its distance from the root, `repeated` whether it repeats a
  // position since the last capture on the search path.
  int search(const State& state, int depth, int alpha, int beta, int ply, bool repeated);
  // Whether the position after a move from ply `ply` repeats one on the path.
  bool repeats(int ply, std::uint64_t repetition_key, bool captured) const;
  bool out_of_time();
};

}  // namespace mancala
