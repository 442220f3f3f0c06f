// Engine::sow_relay_candidates: the legal-move search's sowing of every
// candidate, for relay sowing whose relays the lap-rule index decides (a lap
// ends in an occupied pit: lift it and sow on). Such a game's candidates are
// most of its running time: each is sown lap after lap to learn whether it
// ends and where. Engine::sow_on_circuit does the same for any circuit
// program; this loop is written for the one shape, so that the compiler
// keeps the seed loop's few values in registers.
#include <bit>
#include <cstdint>
#include <cstring>
#include <vector>

#include "interpreter/engine.hpp"
#include "interpreter/pit_counts.hpp"

namespace mancala {

namespace {

// What the laps of a move did to the position's pit counts since they were
// last brought up to date: kept in registers by the seed loop and the
// relays' lifts, and added to the position (apply_to) only when a rule may
// read it or the move ends, not once a seed or once a lap.
struct PendingCounts {
  std::uint64_t dropped = 0;  // cells a seed fell into since, and not emptied after
  std::uint64_t emptied = 0;  // cells a relay lifted
  int south = 0;              // seeds South's row gained, net
  int pits = 0;               // seeds the pits gained, net (the stores excluded)

  void lift(int cell, int seeds, int pits_per_row) {
    const std::uint64_t bit = std::uint64_t{1} << cell;
    emptied |= bit;
    dropped &= ~bit;
    pits -= seeds;
    if (cell < pits_per_row) south -= seeds;
  }
  void apply_to(State& s, std::uint64_t board) {
    s.occupied = static_cast<PitBits>(((s.occupied & ~emptied) | dropped) & board);
    s.row_totals[kSouth] += static_cast<std::uint32_t>(south);
    s.row_totals[kNorth] += static_cast<std::uint32_t>(pits - south);
    *this = PendingCounts{};
  }
};

// The seeds a skipping lap drops and where: one lap of `hand` (>= 1) seeds
// after `from` along `circuit`, passing over the pits of `skippable` whose
// count the fused skip names, and over `from` itself when `origin_skipped`.
// Returns the cell of the last seed, or -1 when a whole round takes no seed
// (the sowing is endless); `counts` receives where they fell. kCellOrder: the
// circuit is the pits in cell order.
template <bool kCellOrder>
[[gnu::always_inline]] inline int sow_skipping_round(std::uint16_t* cells,
                                                     const SowingCircuit& circuit,
                                                     const FusedSkip& skip, std::uint64_t skippable,
                                                     bool origin_skipped, int pits_per_row,
                                                     int from, int hand, PendingCounts& counts) {
  const int length = circuit.length;
  const int never = origin_skipped ? from : -1;
  int i = kCellOrder ? from : circuit.index[static_cast<std::size_t>(from)];
  // The hand when the circuit last came round to its start: a round that
  // ends with the same hand dropped nothing, and neither would the next.
  int hand_at_round = -1;
  while (true) {
    if (++i == length) [[unlikely]] {
      if (hand == hand_at_round) return -1;
      hand_at_round = hand;
      i = 0;
    }
    const int cell = kCellOrder ? i : circuit.cells[static_cast<std::size_t>(i)];
    if (cell == never) continue;
    const int seeds = cells[cell];
    if (((skippable >> cell) & 1) && fused_skip_counts(skip, seeds)) continue;
    cells[cell] = static_cast<std::uint16_t>(seeds + 1);
    counts.dropped |= std::uint64_t{1} << cell;
    counts.south += cell < pits_per_row;
    if (!kCellOrder) counts.pits += cell < 2 * pits_per_row;
    if (--hand == 0) return cell;
  }
}

}  // namespace

template <bool kCellOrder, bool kSkipping>
int Engine::sow_relay_candidates(const State& s, MoveList& out, SownMoves& into,
                                 std::int16_t* origin_of, std::vector<int>* removed_by,
                                 const CircuitStart& start) const {
  // What every candidate reads, read once: the program's fields would
  // otherwise be read again after each store into a position.
  const Side mover = s.to_move;
  const SowingCircuit& circuit = low_.circuit[mover];
  const FusedSkip& skip = low_.fused_skip;
  // The index's rules by last cell, from cell 0 (a lap here never ends off the board).
  const std::uint64_t* rules_by_last = low_.lap_index.by_last[mover].data() + 2;
  const std::uint64_t skippable = start.skippable;
  const bool origin_skipped = p_.origin_skipped;
  const int lap_limit = p_.lap_limit;
  const int pits = p_.pit_count();
  const int pits_per_row = p_.pits_per_row;
  const std::uint64_t board = board_mask(pits);
  const LoweredRule* lap_rules = low_.lap_rules.data();
  int alive = 0;
  for (int candidate = 0; candidate < out.size; ++candidate) {
    const Move m = out.moves[candidate];
    const auto k = static_cast<std::size_t>(alive);
    State& after = into.after[k];
    after = s;
    std::uint16_t* cells = after.cells.data();
    MoveOutcome outcome;
    const int origin = m.pit;
    int hand = lift_move(after, mover, m);
    // Every lap starts with seeds in hand: a candidate's pit holds some, and
    // a relay lifts only a pit that does (the lap's last seed is in it).
    int lap_origin = origin;
    int laps = 1;
    // (The skipping loop's; sow_along_circuit keeps the counts itself.)
    PendingCounts counts;
    while (true) {
      int pos;
      if constexpr (kSkipping) {
        // (A circuit in cell order is the pits alone: every seed falls into one.)
        if (kCellOrder) counts.pits += hand;
        pos = sow_skipping_round<kCellOrder>(cells, circuit, skip, skippable, origin_skipped,
                                             pits_per_row, lap_origin, hand, counts);
        if (pos < 0) {
          outcome.laps = laps;
          outcome.endless = true;
          break;
        }
      } else {
        pos = sow_along_circuit(after, mover, lap_origin, hand);
      }
      // The last seed fell into an empty cell exactly when the cell now holds one seed.
      const bool was_empty = cells[pos] == 1;
      if (laps == 1) {
        outcome.first_last = pos;
        outcome.first_last_was_empty = was_empty;
      }
      const std::uint64_t rules = rules_by_last[2 * pos + was_empty];
      if (rules & 1) {           // the leading relay: lift the last pit and sow on
        if (pos >= pits) break;  // a store is never lifted: the move ends
        hand = cells[pos];
        if constexpr (kSkipping) {
          cells[pos] = 0;
          counts.lift(pos, hand, pits_per_row);
        } else {
          set_pit_seeds(after, pits_per_row, pos, 0);
        }
        lap_origin = pos;
      } else {
        // The other rules the index leaves, past those whose one count test fails.
        std::uint64_t left = rules;
        for (; left != 0; left &= left - 1) {
          const LastCountTest& test = lap_rules[std::countr_zero(left)].count_test;
          if (!test.usable || test.passes(p_, cells, pos)) break;
        }
        if (left == 0) break;  // no other rule holds: the move ends
        outcome.laps = laps;
        counts.apply_to(after, board);  // (the rules read the counts)
        if (!relay_lap_rules(after, origin, pos, was_empty, std::countr_zero(left), hand,
                             lap_origin, outcome))
          break;
      }
      if (++laps > lap_limit) [[unlikely]] {
        outcome.laps = laps;
        if (!p_.lap_limit_ends_game) {
          outcome.endless = true;
          break;
        }
        counts.apply_to(after, board);
        cut_at_lap_limit(after, lap_origin, hand, outcome, nullptr);
        laps = outcome.laps;
        break;
      }
    }
    if (outcome.endless) {
      if (removed_by) (*removed_by)[static_cast<std::size_t>(candidate)] = kEndless;
      continue;
    }
    outcome.laps = laps;
    counts.apply_to(after, board);
    finish_move(after, mover, outcome);
    // (A move is copied as one word, not as three bytes.)
    std::memcpy(&into.moves[k], &m, sizeof m);
    into.outcomes[k] = outcome;
    std::memcpy(&out.moves[alive], &m, sizeof m);
    origin_of[k] = static_cast<std::int16_t>(candidate);
    ++alive;
  }
  into.size = alive;
  out.size = alive;
  return alive;
}

// sow_candidates() chooses among these; instantiated here, where they are defined.
template int Engine::sow_relay_candidates<true, true>(const State&, MoveList&, SownMoves&,
                                                      std::int16_t*, std::vector<int>*,
                                                      const CircuitStart&) const;
template int Engine::sow_relay_candidates<true, false>(const State&, MoveList&, SownMoves&,
                                                       std::int16_t*, std::vector<int>*,
                                                       const CircuitStart&) const;
template int Engine::sow_relay_candidates<false, true>(const State&, MoveList&, SownMoves&,
                                                       std::int16_t*, std::vector<int>*,
                                                       const CircuitStart&) const;
template int Engine::sow_relay_candidates<false, false>(const State&, MoveList&, SownMoves&,
                                                        std::int16_t*, std::vector<int>*,
                                                        const CircuitStart&) const;

}  // namespace mancala
