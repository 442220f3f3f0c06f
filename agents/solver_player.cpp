#include "agents/solver_player.hpp"

#include <fmt/format.h>

namespace mancala {
namespace {

SolveOptions solve_options(const PlayerSpec& spec) {
  SolveOptions options;
  options.max_nodes = spec.max_nodes;
  options.max_positions = spec.max_positions;
  options.table_megabytes = spec.tt_mb;
  return options;
}

}  // namespace

SolverPlayer::SolverPlayer(const PlayerSpec& spec, std::uint64_t seed)
    : options_(solve_options(spec)), random_(seed) {
  // A game under way is never refused for its node count (see the file comment).
  options_.max_nodes = 0;
}

SolverPlayer::~SolverPlayer() = default;

Turn SolverPlayer::choose(const Game& game) {
  const RuleProgram& program = game.engine().program();
  if (!solver_ || &solver_->program() != &program)
    solver_ = std::make_unique<PositionSolver>(program, options_);
  SolveResult result;
  try {
    result = solver_->solve(game.state());
  } catch (const SolveError& e) {
    // Only where the check before the games could not look: a later game of
    // a match, or a cycle met after the start was solved by alpha-beta.
    throw SolveError(std::string("the solver player cannot solve a position of this game: ") +
                     e.what());
  }
  last_value_ = result.value;
  return Turn::of(result.best_moves[random_.below(result.best_moves.size())]);
}

std::string solver_refusal(const RuleProgram& program, const PlayerSpec& spec) {
  PositionSolver solver(program, solve_options(spec));
  try {
    solver.solve(Engine(program).initial_state());
  } catch (const SolveLimitReached& e) {
    // Past what the machine's memory holds, no option helps: the message says so.
    if (e.limit == SolveLimitReached::memory) return e.what();
    if (e.limit == SolveLimitReached::nodes)
      return fmt::format(
          "{}; raise max-nodes (now {}), e.g. solver:max-nodes={}, or try a smaller board (fewer "
          "pits or seeds)",
          e.what(), e.limit_value, e.limit_value * 10);
    return fmt::format(
        "the game has more than {} reachable positions (about {} MB to solve); raise "
        "max-positions (now {}), e.g. solver:max-positions={}, if the memory is there, or try a "
        "smaller board (fewer pits or seeds)",
        e.limit_value, e.limit_value * retrograde_bytes_per_position() >> 20, e.limit_value,
        e.limit_value * 10);
  } catch (const SolveError& e) {
    return std::string(e.what()) + "; choose another player";
  }
  return "";
}

}  // namespace mancala
