#pragma once
// The exact solver: the game-theoretic value of a rule program's start
// position, i.e. the first player's final score margin under perfect play by
// both sides, with the value of every first move.
//
// Two methods, chosen automatically:
// - alpha-beta (negamax on the final margin; an extra turn keeps the side)
//   with a transposition table storing bounds and enhanced transposition
//   cutoffs. It also watches its search path: if a position recurs, the game
//   can cycle and alpha-beta values would depend on the path, so it stops and
//   hands over to
// - retrograde analysis: every reachable position is enumerated (up to a cap,
//   past which the game is refused with the count), then values are computed
//   backward from the finished positions, as Awari was solved. For each
//   threshold t the positions where the first player can force a margin of at
//   least t are an attractor (t > 0) or the complement of the opponent's
//   attractor (t <= 0); play that never ends counts as a draw (margin 0).
//
// Refused (SolveError, saying why): rules that end the game on a repeated
// position (a position's value then depends on the moves that led to it) and
// free-placement openings. A match is solved as its first game.
#include <cstdint>
#include <functional>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "interpreter/engine.hpp"

namespace mancala {

namespace solver_detail {
class AlphaBetaSolver;
class RetrogradeSolver;
}  // namespace solver_detail

// Why a game cannot be solved (too big, or rules the solver does not handle).
class SolveError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// A limit of SolveOptions reached before the answer: which one, and its value.
class SolveLimitReached : public SolveError {
 public:
  // nodes: --max-nodes; positions: --max-positions; memory: what the machine can give.
  enum Limit { nodes, positions, memory };
  SolveLimitReached(Limit which, std::uint64_t value, const std::string& message = "")
      : SolveError(message.empty() ? "alpha-beta searched more than " + std::to_string(value) +
                                         " nodes without an answer"
                                   : message),
        limit(which),
        limit_value(value) {}
  Limit limit;
  std::uint64_t limit_value;
};

// Which method to use: automatic (alpha-beta, retrograde on a cycle) or forced.
enum class SolveMethod { automatic, alphabeta, retrograde };

// How to solve: limits and a progress callback.
struct SolveOptions {
  SolveMethod method = SolveMethod::automatic;
  // Retrograde analysis refuses games with more reachable positions than this
  // (about 330 bytes each: the default needs about 3.3 GB).
  std::uint64_t max_positions = 10'000'000;
  // Alpha-beta stops (SolveLimitReached) past this many nodes; 0: no limit.
  std::uint64_t max_nodes = 0;
  int table_megabytes = 256;  // alpha-beta's transposition table
  // The memory the solver may take (retrograde analysis's positions, or
  // alpha-beta's table); past it the game is refused. 0: three quarters of
  // the machine's physical memory (agents/solver_memory.hpp).
  std::uint64_t memory_bytes = 0;
  // The position to solve, when not the start (values are then for its side to move).
  const State* start = nullptr;
  // Called now and then with the nodes searched, or positions enumerated, so far.
  std::function<void(std::uint64_t, const char* unit)> progress;
};

// One first move and its value (first player's margin after perfect play).
struct MoveValue {
  Move move;
  int value;
};

// The answer: value of the start, best first moves, and every first move's value.
struct SolveResult {
  int value = 0;
  std::vector<Move> best_moves;
  std::vector<MoveValue> move_values;
  std::uint64_t nodes = 0;  // alpha-beta nodes, or retrograde positions
  std::string method;       // "alpha-beta" or "retrograde"
};

// Bytes the retrograde analysis needs per position (for refusal messages).
std::uint64_t retrograde_bytes_per_position();

// Solves position after position of one program's games, keeping what it has
// learnt between them: alpha-beta's table or retrograde analysis's graph. Both
// hold exact game values, which do not depend on the position they were found
// from, so a later position is solved from what an earlier one left.
class PositionSolver {
 public:
  PositionSolver(const RuleProgram& program, const SolveOptions& options);
  ~PositionSolver();
  const RuleProgram& program() const { return engine_.program(); }

  // The value of `state` for its side to move and of each of its moves
  // (options.start is ignored). Throws SolveError as solve() does.
  SolveResult solve(const State& state);

 private:
  Engine engine_;
  SolveOptions options_;
  bool cyclic_ = false;  // a position recurred: retrograde analysis from now on
  std::unique_ptr<solver_detail::AlphaBetaSolver> alphabeta_;
  std::unique_ptr<solver_detail::RetrogradeSolver> retrograde_;
};

// Solves the start position of `engine`'s program, or options.start (see the file comment).
SolveResult solve(const Engine& engine, const SolveOptions& options);

}  // namespace mancala
