#pragma once
// Engine's short paths, defined where every caller of Engine::apply() sees
// them: a program whose moves are one lap along the circuit (Kalah and its
// kin) is then played without a call, and a caller that ignores the
// MoveOutcome does not even fill it in. A searcher spends most of its time
// here. Included by interpreter/engine.hpp alone, after the class.
#include <bit>
#include <cstdint>

#include "interpreter/engine.hpp"
#include "interpreter/pit_counts.hpp"

namespace mancala {

// Inlined: it is most of a short move's work, and a call cost a tenth of it.
[[gnu::always_inline]] inline int Engine::sow_along_circuit(State& s, Side mover, int from,
                                                            int hand) const {
  const SowingCircuit& c = low_.circuit[mover];
  // With the origin skipped, a lap is one cell shorter and leaves `from` out.
  const int lap = p_.origin_skipped ? c.length - 1 : c.length;
  if (hand >= lap) [[unlikely]] {
    const int last = sow_whole_laps(s, mover, from, hand);
    if (hand == 0) return last;
  }
  // Fewer seeds than a lap: they never come round to the origin.
  int i = c.index[static_cast<std::size_t>(from)];
  if (low_.window_sowing) {
    const SowingWindows& w = low_.windows[mover];
    const std::size_t k = w.at(i, hand);
    // The pit counts by the window's own: each of its pits receives a seed.
    // (They do not depend on the cells; written first, next to the lift's.)
    s.occupied |= w.touched[k];
    s.row_totals[kSouth] += w.row_adds[k][kSouth];
    s.row_totals[kNorth] += w.row_adds[k][kNorth];
    add_to_cells(s, w.adds_of(k), low_.cell_blocks);
    return w.last[k];
  }
  while (hand-- > 0) {
    if (++i == c.length) i = 0;
    add_seed(s, c.cells[static_cast<std::size_t>(i)]);
  }
  return c.cells[static_cast<std::size_t>(i)];
}

[[gnu::always_inline]] inline int Engine::lift_move(State& s, Side mover, Move m) const {
  const auto origin = static_cast<std::size_t>(m.pit);
  s.moved_from[mover] |= PitBits{1} << m.pit;
  const int seeds = s.cells[origin];
  int hand = m.amount ? m.amount : seeds;
  int left = seeds - hand;
  if (p_.first_seed_into_origin && hand >= 2) {  // the first seed goes back where it came from
    ++left;
    --hand;
  }
  s.cells[origin] = static_cast<std::uint16_t>(left);
  // The pit counts: the seeds in hand left the origin's row, and the origin
  // holds none unless the move lifted a part or gave the first seed back.
  s.row_totals[m.pit < p_.pits_per_row ? kSouth : kNorth] -= static_cast<std::uint32_t>(hand);
  s.occupied &= ~(PitBits{left == 0} << m.pit);
  return hand;
}

[[gnu::always_inline]] inline void Engine::add_seed(State& s, int cell) const {
  const auto at = static_cast<std::size_t>(cell);
  s.cells[at]++;
  if (cell < p_.pit_count()) {
    s.occupied |= PitBits{1} << cell;
    s.row_totals[cell < p_.pits_per_row ? kSouth : kNorth]++;
  }
}

inline void Engine::finish_move(State& s, Side mover, const MoveOutcome& outcome) {
  s.ply++;
  s.passes = 0;
  s.played_again = outcome.extra_turn;
  if (!outcome.extra_turn) s.to_move = opponent(mover);
}

[[gnu::always_inline]] inline MoveOutcome Engine::apply_single_lap(State& s, Move m) const {
  // apply_laps() for one lap along the circuit and no event log.
  MoveOutcome outcome;
  outcome.laps = 1;
  const Side mover = s.to_move;
  const int origin = m.pit;
  const int hand = lift_move(s, mover, m);
  int last = origin;
  bool was_empty = false;
  if (hand > 0) {
    last = sow_along_circuit(s, mover, origin, hand);
    // The last seed fell into an empty cell exactly when the cell now holds one seed.
    was_empty = s.cells[static_cast<std::size_t>(last)] == 1;
  }
  outcome.first_last = last;
  outcome.first_last_was_empty = was_empty;
  // Where the index rules out every lap-end rule (a Kalah sowing that ends in
  // the opponent's row), the move ends here, without the rules' frame.
  // Where the first rule it leaves only gives another turn (a Kalah sowing
  // that ends in the own store), that is all the move does.
  const LapRuleIndex& index = low_.lap_index;
  if (index.usable && s.north_owned == index.north_owned) {
    const std::uint64_t rules = index.rules_for(mover, last, was_empty);
    if (rules != 0) {
      const int first = std::countr_zero(rules);
      const LastCountTest& test = low_.lap_rules[static_cast<std::size_t>(first)].count_test;
      if ((index.plays_again >> first) & 1)
        outcome.extra_turn = true;
      else if ((rules & (rules - 1)) != 0 || !test.usable || test.passes(p_, s.cells.data(), last))
        end_single_lap(s, origin, last, was_empty, outcome);
      // (Otherwise the one rule left fails its count test, Kalah's capture
      // beside an empty pit: nothing more happens.)
    }
  } else {
    end_single_lap(s, origin, last, was_empty, outcome);
  }
  finish_move(s, mover, outcome);
  return outcome;
}

// Shared by the circuit paths of engine.cpp and relay_candidates.cpp.
inline void Engine::cut_at_lap_limit(State& s, int lap_origin, int& hand, MoveOutcome& outcome,
                                     EventLog* events) const {
  // The sowing is cut off before the lap that would pass the limit: the seeds
  // just lifted go back into their pit, and the move ends the game.
  set_pit_seeds(s, p_.pits_per_row, lap_origin,
                s.cells[static_cast<std::size_t>(lap_origin)] + hand);
  if (events) events->push_back({EventKind::lap_limit, lap_origin, hand});
  hand = 0;
  --outcome.laps;
  outcome.lap_limit_reached = true;
  s.lap_limit_reached = 1;
}

inline bool Engine::lift_for_relay(State& s, int from, int& hand, int& lap_origin) const {
  if (from < 0 || from >= p_.pit_count()) return false;  // a store, or no such pit, is never lifted
  const auto cell = static_cast<std::size_t>(from);
  if (s.cells[cell] == 0) return false;  // nothing to sow: the move ends
  hand = s.cells[cell];
  set_pit_seeds(s, p_.pits_per_row, from, 0);
  lap_origin = from;
  return true;
}

}  // namespace mancala
