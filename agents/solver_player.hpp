#pragma once
// The `solver` player: perfect play. At each turn it solves the position
// (agents/solver.hpp: alpha-beta with a transposition table, retrograde
// analysis where positions can repeat) and plays a move of the best exact
// value, ties broken by its seeded generator. What it has solved is kept
// across the turns and games of one rule program: exact values do not
// depend on the position they were found from, and the choice among the best
// moves depends only on the seed, so keeping them changes no game.
//
// Its limits (max-nodes, max-positions) are for the start position and are
// checked before any game by solver_refusal(): the later positions of a game
// belong to the start's game tree, and they are solved without a node limit
// so that a game under way is never refused.
#include <cstdint>
#include <memory>
#include <string>

#include "agents/player.hpp"
#include "agents/player_spec.hpp"
#include "agents/solver.hpp"
#include "interpreter/random.hpp"

namespace mancala {

// Perfect play (see the file comment).
class SolverPlayer : public Player {
 public:
  SolverPlayer(const PlayerSpec& spec, std::uint64_t seed);
  ~SolverPlayer() override;
  // Throws SolveError where the position cannot be solved (see solver_refusal).
  Turn choose(const Game& game) override;
  void reset(std::uint64_t seed) override { random_ = Random(seed); }
  // The exact value of the last position chosen in, for its side to move:
  // the final margin under perfect play by both sides.
  int last_value() const { return last_value_; }

 private:
  SolveOptions options_;
  Random random_;
  std::unique_ptr<PositionSolver> solver_;
  int last_value_ = 0;
};

// Why a `spec` solver player cannot play the games of `program` (the rules
// need what the solver does not handle, or solving the start position goes
// past the spec's limits, with the option to raise), or "" when it can.
// Solves the start position to find out.
std::string solver_refusal(const RuleProgram& program, const PlayerSpec& spec);

}  // namespace mancala
