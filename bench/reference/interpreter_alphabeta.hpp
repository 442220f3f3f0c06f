#pragma once
// A plain fixed-depth alpha-beta written once over the interpreter's public
// interface (Engine::legal_moves and Engine::apply on State, with the game's
// end as Game decides it), for any rule file without a repetition rule. It is
// the same search as kalah_alphabeta() of the hand-written Kalah, move for
// move, so that the two count the same nodes and their nodes per second
// compare the engines alone. Not the project's AlphaBetaPlayer: no
// transposition table, no move ordering, no iterative deepening.
#include <cstdint>
#include <vector>

#include "agents/evaluation.hpp"
#include "agents/position_status.hpp"
#include "interpreter/engine.hpp"

namespace mancala::reference {

// Negamax over the interpreter (see the file comment).
class InterpreterAlphaBeta {
 public:
  InterpreterAlphaBeta(const Engine& engine, int depth)
      : engine_(engine), moves_(static_cast<std::size_t>(depth) + 1) {}

  // The value of `state` for its side to move, `depth` moves deep: at the end
  // of the game the final margin, at depth 0 the store difference. Every
  // move counts one depth, an extra turn included; the value changes sign only
  // when the side to move changes. Moves are tried in notation order.
  int search(const State& state, int depth, int alpha, int beta, int ply = 0) {
    ++nodes;
    const RuleProgram& p = engine_.program();
    const Side mover = state.to_move;
    MoveList& moves = moves_[static_cast<std::size_t>(ply)];
    // A leaf needs to know only whether the game is over, not its moves.
    if (depth == 0 ? position_over(engine_, state, false)
                   : examine(engine_, state, false, moves).over) {
      PerSide<int> totals;
      final_totals(p, state, totals);
      return totals[mover] - totals[opponent(mover)];
    }
    if (depth == 0)
      return state.cells[p.store_cell(mover)] - state.cells[p.store_cell(opponent(mover))];
    int best = -kInfinity;
    for (const Move& move : moves) {
      State child = state;
      engine_.apply(child, move);
      const int value = child.to_move == mover ? search(child, depth - 1, alpha, beta, ply + 1)
                                               : -search(child, depth - 1, -beta, -alpha, ply + 1);
      if (value > best) best = value;
      if (best > alpha) alpha = best;
      if (alpha >= beta) break;
    }
    return best;
  }

  // The value of each of `positions`, searched `depth` moves deep with a full
  // window: the bench's timed loop. Never inlined, so that a profiler can
  // collect from it alone (docs/performance.md): the recursive search itself
  // is cloned and partly inlined by the compiler.
  [[gnu::noinline]] std::vector<int> search_each(const std::vector<State>& positions, int depth) {
    std::vector<int> values;
    values.reserve(positions.size());
    for (const State& s : positions) values.push_back(search(s, depth, -kInfinity, kInfinity));
    return values;
  }

  static constexpr int kInfinity = 1 << 20;
  std::uint64_t nodes = 0;  // positions searched so far

 private:
  const Engine& engine_;
  std::vector<MoveList> moves_;  // one list per ply of the search path, allocated once
};

}  // namespace mancala::reference
