#include "actions.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "opening_rank.hpp"

namespace mancala::python {
namespace {

// The pit counted from the mover's side, and back.
int relative_pit(const ActionLayout& l, Side mover, int pit) {
  return (pit - static_cast<int>(index(mover)) * l.per_row + l.pits) % l.pits;
}
int absolute_pit(const ActionLayout& l, Side mover, int relative) {
  return (relative + static_cast<int>(index(mover)) * l.per_row) % l.pits;
}

// C(n, k) in floating point: only for the bound on openings, which needs no exactness.
double choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  double result = 1;
  for (int i = 1; i <= k; ++i) result = result * (n - k + i) / i;
  return result;
}

}  // namespace

ActionLayout::ActionLayout(const RuleProgram& p)
    : pits(p.pit_count()),
      per_row(p.pits_per_row),
      amounts(p.partial_harvest ? std::clamp(p.total_seeds, 1, 255) : 1) {
  pass = static_cast<std::int64_t>(pits) * amounts;
  opening_base = pass + 1;
  if (p.opening_empty > 0) {
    // Any choice of emptied pits among the board's (a player may own pits of
    // the other row in a match), placing at most every seed of the board:
    // C(P, k) * C(seeds + P - 1, P - 1), kept below 2^62.
    const double bound = choose(pits, p.opening_empty) * choose(p.total_seeds + pits - 1, pits - 1);
    opening_bound = bound >= 4.6e18 ? (std::uint64_t{1} << 62)
                                    : std::max<std::uint64_t>(1, static_cast<std::uint64_t>(bound));
  }
}

std::uint64_t ActionLayout::distinct() const {
  return static_cast<std::uint64_t>(opening_base) + opening_bound;
}

std::int64_t action_of(const ActionLayout& l, const Game& game, const Turn& turn) {
  const State& s = game.state();
  if (turn.is_opening)
    return l.opening_base +
           static_cast<std::int64_t>(opening_rank(game.engine().program(), s, turn.opening));
  if (turn.move.pass) return l.pass;
  const int amount = l.amounts > 1 ? turn.move.amount - 1 : 0;
  return static_cast<std::int64_t>(relative_pit(l, s.to_move, turn.move.pit)) * l.amounts + amount;
}

std::optional<Turn> turn_of(const ActionLayout& l, const Game& game, std::int64_t action,
                            std::string& why) {
  const State& s = game.state();
  if (action < 0 || static_cast<std::uint64_t>(action) >= l.distinct()) {
    why = fmt::format("{} is not an action of this game: actions are 0..{}", action,
                      l.distinct() - 1);
    return std::nullopt;
  }
  if (action >= l.opening_base) {
    if (!game.opening_turn()) {
      why = fmt::format("{} is an opening action, and the openings are over: play a move", action);
      return std::nullopt;
    }
    const std::uint64_t rank = static_cast<std::uint64_t>(action - l.opening_base);
    if (rank >= game.legal_count()) {
      why = fmt::format("{} is not a legal opening here: the openings are {}..{}", action,
                        l.opening_base,
                        l.opening_base + static_cast<std::int64_t>(game.legal_count()) - 1);
      return std::nullopt;
    }
    return Turn::of(opening_at(game.engine().program(), s, rank));
  }
  if (action == l.pass) return Turn::of(Move{-1, 0, true});
  const int relative = static_cast<int>(action / l.amounts);
  const int amount = l.amounts > 1 ? static_cast<int>(action % l.amounts) + 1 : 0;
  return Turn::of(Move{static_cast<std::int8_t>(absolute_pit(l, s.to_move, relative)),
                       static_cast<std::uint8_t>(amount), false});
}

}  // namespace mancala::python
