#include "agents/solver_positions.hpp"

#include <algorithm>

#include "agents/evaluation.hpp"
#include "agents/solver.hpp"
#include "interpreter/opening.hpp"

namespace mancala::solver_detail {

State canonical(State s) {
  s.ply = std::min<std::uint16_t>(s.ply, 2);
  s.passes = std::min<std::uint8_t>(s.passes, 2);
  return s;
}

bool same_position(const RuleProgram& p, const State& a, const State& b) {
  const int cells = p.pit_count() + 2;
  return std::equal(a.cells.begin(), a.cells.begin() + cells, b.cells.begin()) &&
         a.north_owned == b.north_owned && a.moved_from == b.moved_from && a.marks == b.marks &&
         a.ply == b.ply && a.to_move == b.to_move && a.passes == b.passes &&
         a.lap_limit_reached == b.lap_limit_reached &&
         (a.first_mover == b.first_mover || !p.sweeps_to(Remaining::to_first_mover)) &&
         (a.played_again == b.played_again || !p.sweeps_to(Remaining::to_last_mover));
}

int final_margin(const RuleProgram& p, const State& s, Side player) {
  PerSide<int> totals;
  final_totals(p, s, totals);
  return totals[player] - totals[opponent(player)];
}

void refuse_unsupported(const RuleProgram& p, const State& s) {
  if (p.uses_repetition)
    throw SolveError(
        "these rules end the game when a position repeats, so a position's value depends on "
        "the moves that led to it, not on the position alone; the solver values positions "
        "alone and does not solve such rules");
  if (is_opening_turn(p, s))
    throw SolveError("these rules open with a free placement of seeds (" +
                     std::to_string(count_openings(p, s)) +
                     " openings for the first player): too many first moves to solve");
}

}  // namespace mancala::solver_detail
