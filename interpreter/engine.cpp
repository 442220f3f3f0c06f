#include "interpreter/engine.hpp"

#include <algorithm>
#include <bit>

#include "interpreter/conditions.hpp"
#include "interpreter/opening.hpp"

namespace mancala {

State Engine::initial_state() const {
  State s;
  s.cells = p_.initial;
  for (int c = p_.pits_per_row; c < p_.pit_count(); ++c) s.north_owned |= std::uint64_t{1} << c;
  s.to_move = p_.first_player;
  return s;
}

void Engine::candidate_moves(const State& s, MoveList& out) const {
  // The mover's pits as a bit set, visited in cell order (the notation's order):
  // half the board, without testing each cell's owner.
  const Side mover = s.to_move;
  const std::uint64_t board = (std::uint64_t{1} << p_.pit_count()) - 1;
  std::uint64_t own = mover == kNorth ? s.north_owned : ~s.north_owned & board;
  const bool filtered = !low_.from.always();
  const bool partial = p_.partial_harvest;
  EvalContext ctx;
  ctx.state = &s;
  ctx.mover = mover;
  // Every amount of every pit, and a pass after them: more than a list holds in place.
  if (partial) out.reserve(MoveList::kMaxMoves);
  int size = out.size;
  while (own != 0) {
    const int c = std::countr_zero(own);
    own &= own - 1;
    const int seeds = s.cells[static_cast<std::size_t>(c)];
    if (seeds == 0) continue;
    if (filtered) {
      ctx.current = c;
      if (!holds(p_, low_.from, ctx)) continue;
    }
    if (partial) {
      const int most = std::min(seeds, 255);
      for (int k = 1; k <= most; ++k)
        out.moves[static_cast<std::size_t>(size++)] =
            Move{static_cast<std::int8_t>(c), static_cast<std::uint8_t>(k), false};
    } else {
      out.moves[static_cast<std::size_t>(size++)] = Move{static_cast<std::int8_t>(c), 0, false};
    }
  }
  out.size = size;
}

void Engine::legal_moves(const State& s, MoveList& out, SownMoves* sown) const {
  out.size = 0;
  if (sown) sown->size = 0;
  if (is_opening_turn(p_, s)) return;  // openings are counted and sampled, never listed here
  candidate_moves(s, out);
  const Side mover = s.to_move, other = opponent(mover);
  const bool must_feed = p_.feeding && row_empty(p_, s, other);
  // Relaying moves are sown in advance only when an endless one is illegal.
  const bool simulate = low_.sows_candidates || must_feed;
  // The sown positions are kept when there is room for every candidate.
  const bool keep = simulate && sown && out.size <= SownMoves::kCapacity;

  // Filters run in place, in the order the rules need: endless moves are no
  // moves; then feeding keeps the moves that feed, if any does; then the preference.
  if (simulate) {
    int kept = 0, feeding = 0;
    for (int i = 0; i < out.size; ++i) {
      State copy = s;
      const MoveOutcome outcome = apply(copy, out.moves[i]);
      if (keep && !outcome.endless && !outcome.forbidden) {
        const auto k = static_cast<std::size_t>(sown->size++);
        sown->moves[k] = out.moves[i];
        sown->after[k] = copy;
        sown->outcomes[k] = outcome;
      }
      if (outcome.endless || outcome.forbidden) continue;
      const bool feeds = must_feed && !row_empty(p_, copy, other);
      const Move m = out.moves[i];
      // Feeding moves gather at the front, in order: they are what is kept if
      // any exists, so one may overwrite a non-feeding move, which is then dropped.
      out.moves[kept++] = m;
      if (feeds) out.moves[feeding++] = m;
    }
    out.size = kept;
    if (must_feed) {
      if (feeding > 0)
        out.size = feeding;
      else if (p_.feeding_strict)
        out.size = 0;
    }
  }
  if (p_.prefer_condition >= 0 && out.size > 0) apply_preference(s, out);
  if (out.size == 0 && p_.pass_when_stuck) out.push(Move{-1, 0, true});
}

void Engine::apply_preference(const State& s, MoveList& out) const {
  const Side mover = s.to_move;
  // The preference: pits that satisfy it; if none does, only the rightmost pit.
  EvalContext ctx;
  ctx.state = &s;
  ctx.mover = mover;
  int preferred = 0, rightmost = -1;
  for (int i = 0; i < out.size; ++i) {
    const Move m = out.moves[i];
    ctx.current = m.pit;
    if (holds(p_, low_.prefer, ctx)) out.moves[preferred++] = m;
    if (rightmost < 0 || m.pit % p_.pits_per_row > rightmost % p_.pits_per_row) rightmost = m.pit;
  }
  if (preferred > 0) {
    out.size = preferred;
    return;
  }
  int kept = 0;
  for (int i = 0; i < out.size; ++i)
    if (out.moves[i].pit == rightmost) out.moves[kept++] = out.moves[i];
  out.size = kept;
}

int Engine::capture(State& s, Side mover, int cell) const {
  if (cell < 0 || cell >= p_.pit_count()) {
    // Capturing the last seed from the mover's own store leaves it where it is.
    return 0;
  }
  const int seeds = s.cells[cell];
  s.cells[cell] = 0;
  s.cells[p_.store_cell(mover)] += static_cast<std::uint16_t>(seeds);
  return seeds;
}

bool Engine::grand_slam(const State& s, Side mover, int seeds_taken) const {
  return seeds_taken > 0 && seeds_taken == row_seeds(p_, s, opponent(mover));
}

int Engine::sow_along_circuit(State& s, Side mover, int from, int hand) const {
  const SowingCircuit& c = low_.circuit[mover];
  const int length = c.length;
  int i = c.index[static_cast<std::size_t>(from)];
  // With the origin skipped, a lap is one cell shorter and leaves `from` out.
  const int lap = p_.origin_skipped ? length - 1 : length;
  if (hand >= lap) {
    const int laps = hand / lap;
    for (int k = 0; k < length; ++k)
      if (!p_.origin_skipped || k != i)
        s.cells[static_cast<std::size_t>(c.cells[static_cast<std::size_t>(k)])] +=
            static_cast<std::uint16_t>(laps);
    hand -= laps * lap;
    // Whole laps end on the origin itself, or on the cell before it when it is skipped.
    if (hand == 0)
      return p_.origin_skipped ? c.cells[static_cast<std::size_t>(i == 0 ? length - 1 : i - 1)]
                               : from;
  }
  // Fewer seeds than a lap: they never come round to the origin.
  while (hand-- > 0) {
    if (++i == length) i = 0;
    s.cells[static_cast<std::size_t>(c.cells[static_cast<std::size_t>(i)])]++;
  }
  return c.cells[static_cast<std::size_t>(i)];
}

bool Engine::run_lap_rules(State& s, EvalContext ctx, int& hand, int& lap_origin,
                           MoveOutcome& outcome, EventLog* events) const {
  const Side mover = ctx.mover;
  const int last = ctx.last;
  for (const LoweredRule& rule : low_.lap_rules) {
    if (!holds(p_, rule.condition, ctx)) continue;
    for (const LoweredAction& a : rule.actions) {
      switch (a.kind) {
        case ActionKind::relay:
          if (!is_pit(p_, last)) return false;  // a store is never lifted
          hand = s.cells[last];
          s.cells[last] = 0;
          lap_origin = last;
          if (events) events->push_back({EventKind::relay, last, hand, rule.line});
          return true;
        case ActionKind::end_move:
          return false;
        case ActionKind::play_again:
          outcome.extra_turn = true;
          if (events) events->push_back({EventKind::extra_turn, last, 0, rule.line});
          return false;
        case ActionKind::capture_pits:
        case ActionKind::capture_chain:
        case ActionKind::capture_group: {
          // Collect the target pits first, so that a grand slam can cancel them all.
          std::array<int, kMaxCells> targets;
          int count = 0;
          if (a.kind == ActionKind::capture_pits) {
            for (const LoweredPit& pit : a.pits) {
              const int c = pit_cell(p_, pit, ctx);
              if (c >= 0 && c < p_.pit_count()) targets[count++] = c;
            }
          } else if (a.kind == ActionKind::capture_chain) {
            EvalContext at = ctx;
            int c = pit_cell(p_, a.pits[0], ctx);
            for (int steps = 0; is_pit(p_, c) && steps < p_.pit_count(); ++steps) {
              at.current = c;
              if (!holds(p_, a.on_pit, at)) break;
              targets[count++] = c;
              c = p_.prev_pit[c];
            }
          } else {
            EvalContext at = ctx;
            bool all = true;
            for (const LoweredPit& pit : a.pits) {
              const int c = pit_cell(p_, pit, ctx);
              at.current = c;
              if (!is_pit(p_, c) || !holds(p_, a.on_pit, at)) {
                all = false;
                break;
              }
              targets[count++] = c;
            }
            if (!all) count = 0;
          }
          int taken = 0;
          for (int i = 0; i < count; ++i) taken += s.cells[targets[i]];
          if (a.unless_grand_slam && grand_slam(s, mover, taken)) count = 0;
          int captured = 0;
          for (int i = 0; i < count; ++i) {
            const int seeds = capture(s, mover, targets[i]);
            captured += seeds;
            if (events && seeds > 0)
              events->push_back({EventKind::capture, targets[i], seeds, rule.line});
          }
          outcome.captured_seeds += captured;
          if (captured > 0) outcome.captured = ctx.captured = true;
          break;
        }
      }
    }
  }
  return false;
}

MoveOutcome Engine::apply_single_lap(State& s, Move m) const {
  // The general path below, for one lap along the circuit and no event log.
  MoveOutcome outcome;
  outcome.laps = 1;
  const Side mover = s.to_move;
  const int origin = m.pit;
  s.moved_from[mover] |= std::uint64_t{1} << origin;
  const int hand = m.amount ? m.amount : s.cells[origin];
  s.cells[origin] = static_cast<std::uint16_t>(s.cells[origin] - hand);
  EvalContext lap_end;
  lap_end.state = &s;
  lap_end.mover = mover;
  lap_end.origin = origin;
  lap_end.last = origin;
  if (hand > 0) {
    lap_end.last = sow_along_circuit(s, mover, origin, hand);
    // The last seed fell into an empty cell exactly when the cell now holds one seed.
    lap_end.last_was_empty = s.cells[static_cast<std::size_t>(lap_end.last)] == 1;
  }
  if (p_.forbid_first_lap >= 0 && holds(p_, low_.forbid_first_lap, lap_end)) {
    outcome.forbidden = true;
    return outcome;
  }
  int no_hand = 0, lap_origin = origin;
  run_lap_rules(s, lap_end, no_hand, lap_origin, outcome, nullptr);
  s.ply++;
  s.passes = 0;
  if (!outcome.extra_turn) s.to_move = opponent(mover);
  return outcome;
}

MoveOutcome Engine::apply(State& s, Move m, EventLog* events) const {
  MoveOutcome outcome;
  const Side mover = s.to_move;
  if (m.pass) {
    if (events) events->push_back({EventKind::pass});
    s.passes++;
    s.ply++;
    s.to_move = opponent(mover);
    return outcome;
  }
  if (low_.single_lap && !events) return apply_single_lap(s, m);
  const int origin = m.pit;
  s.moved_from[mover] |= std::uint64_t{1} << origin;
  int hand = m.amount ? m.amount : s.cells[origin];
  s.cells[origin] = static_cast<std::uint16_t>(s.cells[origin] - hand);
  const bool skipping = p_.skip_condition >= 0 && !(p_.skip_except_first_move && s.ply == 0);
  EvalContext skip_ctx;
  skip_ctx.state = &s;
  skip_ctx.mover = mover;
  const std::uint8_t cleared_marks = p_.marks_cleared_when_sown;
  int lap_origin = origin;
  int pos = origin;
  while (true) {
    if (++outcome.laps > p_.lap_limit) {
      if (!p_.lap_limit_ends_game) {
        outcome.endless = true;
        return outcome;
      }
      // The sowing is cut off before the lap that would pass the limit: the
      // seeds just lifted go back into their pit, and the move ends the game.
      s.cells[lap_origin] = static_cast<std::uint16_t>(s.cells[lap_origin] + hand);
      if (events) events->push_back({EventKind::lap_limit, lap_origin, hand});
      hand = 0;
      --outcome.laps;
      outcome.lap_limit_reached = true;
      s.lap_limit_reached = 1;
      break;
    }
    bool was_empty = false;
    int passed_without_drop = 0;
    if (events && outcome.laps == 1) events->push_back({EventKind::lap, lap_origin, hand});
    if (low_.circuit_sowing && !events && hand > 0) {
      pos = sow_along_circuit(s, mover, lap_origin, hand);
      hand = 0;
      // The last seed fell into an empty cell exactly when the cell now holds one seed.
      was_empty = s.cells[static_cast<std::size_t>(pos)] == 1;
    }
    while (hand > 0) {
      pos = p_.next[pos];
      if (++passed_without_drop > kMaxCells + 1) {  // every cell refuses seeds: cannot end
        outcome.endless = true;
        return outcome;
      }
      if (pos >= p_.pit_count() && pos != p_.store_cell(mover) && !p_.sow_opponent_store) continue;
      if (p_.origin_skipped && pos == lap_origin) {
        if (events) events->push_back({EventKind::skip, pos});
        continue;
      }
      if (skipping && pos < p_.pit_count()) {
        skip_ctx.current = pos;
        if (holds(p_, low_.skip, skip_ctx)) {
          if (events) events->push_back({EventKind::skip, pos});
          continue;
        }
      }
      was_empty = s.cells[pos] == 0;
      s.cells[pos]++;
      hand--;
      passed_without_drop = 0;
      if (cleared_marks && pos < p_.pit_count())
        for (std::size_t m = 0; m < p_.mark_names.size(); ++m)
          if (((cleared_marks >> m) & 1) && ((s.marks[m] >> pos) & 1)) {
            s.marks[m] &= ~(std::uint64_t{1} << pos);
            if (events)
              events->push_back({EventKind::mark_cleared, pos, 0, 0, static_cast<int>(m)});
          }
    }
    // What the lap-end conditions see: the first-lap restriction, then the lap-end rules.
    EvalContext lap_end;
    lap_end.state = &s;
    lap_end.mover = mover;
    lap_end.last = pos;
    lap_end.origin = origin;
    lap_end.last_was_empty = was_empty;
    lap_end.captured = outcome.captured;
    if (outcome.laps == 1 && p_.forbid_first_lap >= 0 &&
        holds(p_, low_.forbid_first_lap, lap_end)) {
      outcome.forbidden = true;
      return outcome;
    }
    if (!run_lap_rules(s, lap_end, hand, lap_origin, outcome, events)) break;
    pos = lap_origin;
  }
  s.ply++;
  s.passes = 0;
  if (!outcome.extra_turn) s.to_move = opponent(mover);
  return outcome;
}

}  // namespace mancala
