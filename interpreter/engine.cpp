#include "interpreter/engine.hpp"

#include <algorithm>
#include <bit>
#include <cassert>
#include <cstddef>
#include <cstring>
#include <optional>

#include "interpreter/conditions.hpp"
#include "interpreter/opening.hpp"
#include "interpreter/pit_counts.hpp"
#include "interpreter/pit_masks.hpp"

namespace mancala {

State Engine::initial_state() const {
  State s;
  s.cells = p_.initial;
  s.north_owned = row_mask(p_, kNorth);  // each row belongs to its player
  s.to_move = p_.first_player;
  s.first_mover = p_.first_player;
  recount_pits(s, p_.pits_per_row);
  return s;
}

void Engine::candidate_moves(const State& s, MoveList& out) const {
  // The mover's pits as a bit set, visited in cell order (the notation's order):
  // half the board, without testing each cell's owner.
  const Side mover = s.to_move;
  const bool filtered = !low_.from.always();
  const bool partial = p_.partial_harvest;
  if (!filtered && !partial) {
    // The common case: one move per non-empty own pit, read off two masks.
    const std::uint64_t own = owned_pits(s, mover, p_.pit_count());
    const std::uint64_t movable = own & s.occupied;
    int size = out.size;
    if (own == 0) return;
    // Every own pit is written and the empty ones are not counted: a loop
    // over the span of the mover's pits (a row, the same every turn) ends
    // where a predictor expects, where one over the non-empty pits would not.
    const int first = std::countr_zero(own);
    const int end = 64 - std::countl_zero(own);
#if defined(__SSE2__)
    // Eight pits at a time, by a table (write_pit_moves): one step for a row
    // of at most eight pits, and no branch on which pits hold seeds.
    const int blocks = (end - first + 7) / 8;
    if (size + 8 * blocks <= out.capacity()) {
      size = static_cast<int>(write_pit_moves(out.moves + size, movable >> first, first, blocks) -
                              out.moves);
      out.size = size;
      return;
    }
#endif
    if (size + (end - first) > out.capacity()) [[unlikely]] {
      for (std::uint64_t left = movable; left != 0; left &= left - 1)
        out.moves[size++] = Move{static_cast<std::int8_t>(std::countr_zero(left)), 0, false};
    } else {
      // Each move written as one word (the pit in its first byte; no amount,
      // no pass), the write position moving on past the pits with seeds.
      static_assert(sizeof(Move) == sizeof(std::uint32_t) && offsetof(Move, pit) == 0);
      Move* at = out.moves + size;
      std::uint64_t left = movable >> first;
      // (The first byte is the word's lowest on a little-endian machine.)
      constexpr int kPitShift = std::endian::native == std::endian::little ? 0 : 24;
      for (int c = first; c < end; ++c, left >>= 1) {
        const auto word = static_cast<std::uint32_t>(c) << kPitShift;
        std::memcpy(at, &word, sizeof word);
        at += left & 1;
      }
      size = static_cast<int>(at - out.moves);
    }
    out.size = size;
    return;
  }
  filtered_candidate_moves(s, out);
}

void Engine::filtered_candidate_moves(const State& s, MoveList& out) const {
  const Side mover = s.to_move;
  const bool filtered = !low_.from.always();
  const bool partial = p_.partial_harvest;
  std::uint64_t own = owned_pits(s, mover, p_.pit_count());
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

namespace {

// The position after one candidate move, sown the first time a filter asks
// for it (`after(...)`, or a filter reading the first lap): where the
// candidates are not all sown anyway (see Engine::sow_candidates).
class CandidateMove final : public AfterMove {
 public:
  CandidateMove(const Engine& engine, const State& before, Move move)
      : engine_(engine), before_(before), move_(move) {}

  const State& after() override {
    sow();
    return *after_;
  }
  const MoveOutcome& outcome() {
    sow();
    return outcome_;
  }

 private:
  void sow() {
    if (after_) return;
    after_.emplace(before_);
    outcome_ = engine_.apply(*after_, move_);
  }
  const Engine& engine_;
  const State& before_;
  Move move_;
  std::optional<State> after_;  // the position after the move, once sown
  MoveOutcome outcome_;
};

// The position after a candidate move that has already been sown.
class SownCandidate final : public AfterMove {
 public:
  explicit SownCandidate(const State& after) : after_(&after) {}
  const State& after() override { return *after_; }

 private:
  const State* after_;
};

// Whether `filter`'s condition holds for the candidate `ctx` describes.
// `first_lap()` gives the candidate's outcome, for a filter that reads its
// first lap (a lazily sown candidate is sown only then).
template <class FirstLap>
[[gnu::always_inline]] inline bool filter_holds(const RuleProgram& p, const LoweredFilter& filter,
                                                EvalContext& ctx, FirstLap& first_lap) {
  if (filter.by_pit_count)  // a bit of a table, by the seeds in the pit before the move
    return filter.holds_for_count(ctx.state->cells[static_cast<std::size_t>(ctx.current)]);
  if (filter.reads_first_lap) {
    const MoveOutcome& outcome = first_lap();
    ctx.last = outcome.first_last;
    ctx.last_was_empty = outcome.first_last_was_empty;
    ctx.captured = outcome.captured;
  }
  return holds(p, filter.condition, ctx);
}

// The verdicts of `filters` on the candidate `ctx` describes (bit f: filter
// f's condition holds), the filters in `everywhere` holding without a test.
template <class FirstLap>
std::uint32_t filter_verdicts(const RuleProgram& p, const std::vector<LoweredFilter>& filters,
                              EvalContext& ctx, std::uint32_t everywhere, FirstLap first_lap) {
  std::uint32_t bits = everywhere;
  for (std::size_t f = 0; f < filters.size(); ++f) {
    if ((everywhere >> f) & 1) continue;
    if (filter_holds(p, filters[f], ctx, first_lap)) bits |= std::uint32_t{1} << f;
  }
  return bits;
}

}  // namespace

void Engine::legal_moves(const State& s, MoveList& out, SownMoves* sown) const {
  out.size = 0;
  if (sown) sown->size = 0;
  if (is_opening_turn(p_, s)) return;  // openings are counted and sampled, never listed here
  candidate_moves(s, out);
  if (low_.sows_candidates || !low_.filters.empty()) filter_moves(s, out, sown, nullptr);
  if (out.size == 0 && p_.pass_when_stuck) out.push(Move{-1, 0, true});
}

bool Engine::lists_a_move(const State& s) const {
  // A list per thread, kept: a program that lists every amount of every pit
  // makes it reserve room once, not at every leaf of a search.
  thread_local MoveList moves;
  legal_moves(s, moves);
  return moves.size > 0;
}

void Engine::judge_moves(const State& s, Verdicts& v) const {
  v.candidates.size = 0;
  v.removed_by.clear();
  if (is_opening_turn(p_, s)) return;
  candidate_moves(s, v.candidates);
  MoveList kept;
  kept.reserve(v.candidates.size);
  for (int i = 0; i < v.candidates.size; ++i) kept.push(v.candidates[i]);
  v.removed_by.assign(static_cast<std::size_t>(v.candidates.size), kLegal);
  filter_moves(s, kept, nullptr, &v.removed_by);
}

void Engine::judge_candidates(const State& s, MoveList& out, EvalContext& ctx,
                              std::uint32_t everywhere, std::uint32_t* holds_bits,
                              std::int16_t* origin, std::vector<int>* removed_by) const {
  // Each candidate is sown when a filter first asks for the position after it.
  int alive = 0;
  for (int i = 0; i < out.size; ++i) {
    const Move m = out.moves[i];
    CandidateMove candidate(*this, s, m);
    if (low_.sows_candidates) {
      const MoveOutcome& outcome = candidate.outcome();
      if (outcome.endless || outcome.forbidden) {
        if (removed_by) (*removed_by)[i] = outcome.endless ? kEndless : outcome.forbidden_by;
        continue;
      }
    }
    ctx.current = ctx.origin = m.pit;
    ctx.after = &candidate;
    const std::uint32_t bits =
        filter_verdicts(p_, low_.filters, ctx, everywhere,
                        [&]() -> const MoveOutcome& { return candidate.outcome(); });
    out.moves[alive] = m;
    holds_bits[static_cast<std::size_t>(alive)] = bits;
    origin[static_cast<std::size_t>(alive)] = static_cast<std::int16_t>(i);
    ++alive;
  }
  out.size = alive;
}

std::uint32_t Engine::filters_holding_everywhere(const State& s) const {
  std::uint32_t everywhere = 0;
  if (low_.everywhere_by_rows) {
    // Row tests alone: one mask of the occupied pits answers them all.
    const std::uint64_t occupied = s.occupied;
    for (std::size_t f = 0; f < low_.filters.size(); ++f)
      for (const LoweredFilter::RowOperand& operand : low_.filters[f].row_operands)
        if (((occupied & operand.row[s.to_move]) == 0) == operand.holds_when_empty) {
          everywhere |= std::uint32_t{1} << f;
          break;
        }
    return everywhere;
  }
  EvalContext ctx;
  ctx.state = &s;
  ctx.mover = s.to_move;
  for (std::size_t f = 0; f < low_.filters.size(); ++f)
    for (const LoweredCondition& operand : low_.filters[f].position_operands)
      if (holds(p_, operand, ctx)) {
        everywhere |= std::uint32_t{1} << f;
        break;
      }
  return everywhere;
}

void Engine::filter_moves(const State& s, MoveList& out, SownMoves* sown,
                          std::vector<int>* removed_by) const {
  const int filters = static_cast<int>(low_.filters.size());
  const std::uint32_t everywhere = filters_holding_everywhere(s);
  // A `prefer` that holds everywhere keeps every move: when all of them do and
  // nothing else needs the moves sown, the candidates are the legal moves
  // (Oware's feeding filter while the opponent has seeds), and the rest of
  // the work, in a call of its own, is not even entered.
  const std::uint32_t all = filters == 32 ? ~0u : (std::uint32_t{1} << filters) - 1;
  if (!low_.sows_candidates && everywhere == all && low_.filters_only_prefer) return;
  judge_filters(s, out, sown, removed_by, everywhere);
}

void Engine::judge_filters(const State& s, MoveList& out, SownMoves* sown,
                           std::vector<int>* removed_by, std::uint32_t everywhere) const {
  const int filters = static_cast<int>(low_.filters.size());
  EvalContext ctx;
  ctx.state = &s;
  ctx.mover = s.to_move;
  // Each candidate's verdict on every filter (bit f: filter f's condition
  // holds), worked out in one pass; the filters then apply in order. `origin`
  // follows each kept candidate back to its place in the list (for removed_by).
  // Small lists (every game without a partial harvest) stay on the stack; a
  // partial harvest's long lists use buffers kept per thread, so that no call
  // allocates once they have grown.
  constexpr int kSmall = 64;
  std::array<std::uint32_t, kSmall> small_bits;
  std::array<std::int16_t, kSmall> small_origin;
  std::uint32_t* holds_bits = small_bits.data();
  std::int16_t* origin = small_origin.data();
  if (out.size > kSmall) {
    thread_local std::vector<std::uint32_t> large_bits;
    thread_local std::vector<std::int16_t> large_origin;
    if (large_bits.size() < static_cast<std::size_t>(out.size)) {
      large_bits.resize(static_cast<std::size_t>(MoveList::kMaxMoves));
      large_origin.resize(static_cast<std::size_t>(MoveList::kMaxMoves));
    }
    holds_bits = large_bits.data();
    origin = large_origin.data();
  }
  if (low_.sows_candidates && out.size <= SownMoves::kCapacity) {
    // Every candidate is sown before any filter: all at once, into the
    // game's SownMoves when it keeps them (there is room for every one).
    thread_local SownMoves scratch;
    SownMoves& into = sown ? *sown : scratch;
    const int sown_moves = removed_by ? sow_candidates(s, out, into, origin, removed_by)
                                      : sow_preferred_first(s, out, into, origin, everywhere);
    // Filter by filter, each over every candidate (they are all sown): one
    // that holds everywhere costs nothing, and one read off a table of the
    // pit's count is a short loop of its own.
    std::fill(holds_bits, holds_bits + sown_moves, everywhere);
    for (int f = 0; f < filters; ++f) {
      if ((everywhere >> f) & 1) continue;
      const LoweredFilter& filter = low_.filters[static_cast<std::size_t>(f)];
      const std::uint32_t bit = std::uint32_t{1} << f;
      if (filter.by_pit_count) {
        for (int i = 0; i < sown_moves; ++i)
          holds_bits[i] |= std::uint32_t{filter.holds_for_count(
                               s.cells[static_cast<std::size_t>(out.moves[i].pit)])}
                           << f;
        continue;
      }
      for (int i = 0; i < sown_moves; ++i) {
        const auto k = static_cast<std::size_t>(i);
        SownCandidate candidate(into.after[k]);
        ctx.current = ctx.origin = out.moves[i].pit;
        ctx.after = &candidate;
        auto first_lap = [&]() -> const MoveOutcome& { return into.outcomes[k]; };
        if (filter_holds(p_, filter, ctx, first_lap)) holds_bits[k] |= bit;
      }
    }
  } else {
    judge_candidates(s, out, ctx, everywhere, holds_bits, origin, removed_by);
  }
  for (int f = 0; f < filters && out.size > 0; ++f) {
    const LoweredFilter& filter = low_.filters[static_cast<std::size_t>(f)];
    const std::uint32_t bit = std::uint32_t{1} << f;
    // A `prefer` that holds for every move keeps them all, as they are.
    if ((everywhere & bit) && filter.kind == FilterKind::prefer) continue;
    // forbid: keep the moves where the condition fails. prefer: keep those
    // where it holds, if it holds anywhere; otherwise the fallback decides:
    // every move, none, or the moves of the rightmost pit.
    enum class Keep { failing, holding, all, none, rightmost } keep_what = Keep::failing;
    int rightmost = -1;
    if (filter.kind == FilterKind::prefer) {
      bool any = false;
      for (int i = 0; i < out.size && !any; ++i)
        any = (holds_bits[static_cast<std::size_t>(i)] & bit) != 0;
      keep_what = any                                       ? Keep::holding
                  : filter.fallback == FilterFallback::any  ? Keep::all
                  : filter.fallback == FilterFallback::none ? Keep::none
                                                            : Keep::rightmost;
      if (keep_what == Keep::all) continue;
      if (keep_what == Keep::rightmost)
        for (int i = 0; i < out.size; ++i) {
          const int pit = out.moves[i].pit;
          if (rightmost < 0 || pit % p_.pits_per_row > rightmost % p_.pits_per_row) rightmost = pit;
        }
    }
    int kept = 0;
    for (int i = 0; i < out.size; ++i) {
      const auto k = static_cast<std::size_t>(i);
      const bool holds_here = (holds_bits[k] & bit) != 0;
      const bool stays = keep_what == Keep::failing     ? !holds_here
                         : keep_what == Keep::holding   ? holds_here
                         : keep_what == Keep::rightmost ? out.moves[i].pit == rightmost
                                                        : false;
      if (!stays) {
        if (removed_by) (*removed_by)[static_cast<std::size_t>(origin[k])] = filter.index;
        continue;
      }
      out.moves[kept] = out.moves[i];
      holds_bits[static_cast<std::size_t>(kept)] = holds_bits[k];
      origin[static_cast<std::size_t>(kept)] = origin[k];
      ++kept;
    }
    out.size = kept;
  }
}

int Engine::sow_preferred_first(const State& s, MoveList& out, SownMoves& into,
                                std::int16_t* origin, std::uint32_t everywhere) const {
  // The first filter that can change the list: those before it are `prefer`
  // filters that hold for every move, and keep the list as it is.
  const int filters = static_cast<int>(low_.filters.size());
  int first = 0;
  while (first < filters && ((everywhere >> first) & 1) &&
         low_.filters[static_cast<std::size_t>(first)].kind == FilterKind::prefer)
    ++first;
  if (first == filters) return sow_candidates(s, out, into, origin, nullptr);
  const LoweredFilter& filter = low_.filters[static_cast<std::size_t>(first)];
  if (filter.kind != FilterKind::prefer || !filter.by_pit_count || ((everywhere >> first) & 1))
    return sow_candidates(s, out, into, origin, nullptr);
  // It prefers moves by their pit's seeds, known before sowing: when one of
  // the moves it prefers is a move (not endless), it keeps those alone, so
  // the others need not be sown. (Mbothe's pair rule: a pit of two seeds is
  // sown only when no other move is left.)
  // (judge_filters() sows the candidates only when SownMoves has room for them all.)
  assert(out.size <= SownMoves::kCapacity);
  std::array<Move, SownMoves::kCapacity> others;
  int preferred = 0, other = 0;
  for (int i = 0; i < out.size; ++i) {
    const Move m = out.moves[i];
    if (filter.holds_for_count(s.cells[static_cast<std::size_t>(m.pit)]))
      out.moves[preferred++] = m;
    else
      others[static_cast<std::size_t>(other++)] = m;
  }
  if (preferred > 0) {
    out.size = preferred;
    const int sown_moves = sow_candidates(s, out, into, origin, nullptr);
    if (sown_moves > 0 || other == 0) return sown_moves;
  }
  // None is a move: the filter's fallback decides among the others.
  std::copy(others.begin(), others.begin() + other, out.moves);
  out.size = other;
  return sow_candidates(s, out, into, origin, nullptr);
}

int Engine::capture(State& s, Side mover, int cell, Taker taker) const {
  if (cell < 0 || cell >= p_.pit_count()) {
    // Capturing the last seed from the mover's own store leaves it where it is.
    return 0;
  }
  Side to = mover;
  switch (taker) {
    case Taker::mover:
      break;
    case Taker::owner:
      to = s.owner(cell);
      break;
    case Taker::opponent:
      to = opponent(mover);
      break;
    case Taker::south:
      to = kSouth;
      break;
    case Taker::north:
      to = kNorth;
      break;
  }
  const int seeds = s.cells[cell];
  set_pit_seeds(s, p_.pits_per_row, cell, 0);
  s.cells[p_.store_cell(to)] += static_cast<std::uint16_t>(seeds);
  return seeds;
}

bool Engine::forbids_first_lap(const State& before, const EvalContext& lap_end,
                               MoveOutcome& outcome) const {
  // The filter sees the position before the move, with the first lap's end.
  EvalContext ctx = lap_end;
  ctx.state = &before;
  ctx.current = lap_end.origin;
  for (std::size_t f = 0; f < low_.early_forbids.size(); ++f)
    if (holds(p_, low_.early_forbids[f], ctx)) {
      outcome.forbidden = true;
      outcome.forbidden_by = static_cast<int>(f);
      return true;
    }
  return false;
}

int Engine::sow_whole_laps(State& s, Side mover, int from, int& hand) const {
  const SowingCircuit& c = low_.circuit[mover];
  const int length = c.length;
  const int i = c.index[static_cast<std::size_t>(from)];
  const int lap = p_.origin_skipped ? length - 1 : length;
  const int laps = hand / lap;
  for (int k = 0; k < length; ++k)
    if (!p_.origin_skipped || k != i)
      s.cells[static_cast<std::size_t>(c.cells[static_cast<std::size_t>(k)])] +=
          static_cast<std::uint16_t>(laps);
  hand -= laps * lap;
  recount_pits(s, p_.pits_per_row);
  // Whole laps end on the origin itself, or on the cell before it when it is skipped.
  return p_.origin_skipped ? c.cells[static_cast<std::size_t>(i == 0 ? length - 1 : i - 1)] : from;
}

namespace {

// The pits a fused skip may pass over for `mover` by their owner (stores have
// no bit). Owners change only by a lap-end rule's `claim`, never during a lap.
std::uint64_t skippable_pits(const FusedSkip& skip, const State& s, Side mover, int pit_count) {
  const std::uint64_t board = board_mask(pit_count);
  const std::uint64_t movers = owned_pits(s, mover, pit_count);
  return skip.own < 0 ? board : skip.own == 1 ? movers : board & ~movers;
}

// Engine::sow_skipping's loop (see there), for `skippable` pits. With
// kCellOrder (the circuit is the pits in cell order) a seed's cell is its
// place in the circuit, and the loop reads no table.
// kOriginSkipped: no seed falls into `from`.
template <bool kCellOrder, bool kOriginSkipped>
[[gnu::always_inline]] inline int sow_skipping_lap(State& s, const SowingCircuit& c,
                                                   const FusedSkip& skip, std::uint64_t skippable,
                                                   int from, int hand, bool& was_empty) {
  const int length = c.length;
  int i = kCellOrder ? from : c.index[static_cast<std::size_t>(from)];
  int cell = from;
  // Whether the circuit has come round to its start once (the first round is
  // partial), and whether a seed has fallen since it last did.
  bool came_round = false;
  bool dropped = false;
  while (hand > 0) {
    if (++i == length) {
      // A whole round without a drop leaves the position as it was: every
      // later round would pass too. Tested once a round, not once a cell.
      if (came_round && !dropped) return -1;
      i = 0;
      came_round = true;
      dropped = false;
    }
    cell = kCellOrder ? i : c.cells[static_cast<std::size_t>(i)];
    if (kOriginSkipped && cell == from) continue;
    const int seeds = s.cells[static_cast<std::size_t>(cell)];
    if (((skippable >> cell) & 1) && fused_skip_counts(skip, seeds)) continue;
    s.cells[static_cast<std::size_t>(cell)] = static_cast<std::uint16_t>(seeds + 1);
    --hand;
    dropped = true;
  }
  // The last seed fell into an empty cell exactly when the cell now holds one seed.
  was_empty = s.cells[static_cast<std::size_t>(cell)] == 1;
  return cell;
}

}  // namespace

// Inlined into apply(): relay laps are short, and a call per lap cost more
// than the seeds it sowed.
[[gnu::always_inline]] inline int Engine::sow_skipping(State& s, Side mover, int from, int hand,
                                                       bool& was_empty) const {
  const std::uint64_t skippable = skippable_pits(low_.fused_skip, s, mover, p_.pit_count());
  const SowingCircuit& c = low_.circuit[mover];
  const FusedSkip& skip = low_.fused_skip;
  const int last =
      p_.origin_skipped
          ? sow_skipping_lap<false, true>(s, c, skip, skippable, from, hand, was_empty)
          : sow_skipping_lap<false, false>(s, c, skip, skippable, from, hand, was_empty);
  // The loop drops seeds without keeping the pit counts: one recount after it.
  if (last >= 0) recount_pits(s, p_.pits_per_row);
  return last;
}

inline int Engine::sow_circuit_lap(State& s, Side mover, int from, int hand, bool skipping,
                                   bool& was_empty) const {
  if (skipping) return sow_skipping(s, mover, from, hand, was_empty);
  const int last = sow_along_circuit(s, mover, from, hand);
  // The last seed fell into an empty cell exactly when the cell now holds one seed.
  was_empty = s.cells[static_cast<std::size_t>(last)] == 1;
  return last;
}

// Inlined into each path, where the lap's context stays in registers; the
// actions other than relay, end and play again are calls (captures are rarer).
[[gnu::always_inline]] inline bool Engine::run_lap_rules(State& s, EvalContext& ctx, int& hand,
                                                         int& lap_origin, MoveOutcome& outcome,
                                                         EventLog* events, int first_rule) const {
  const LapRuleIndex& index = low_.lap_index;
  if (!index.usable) [[unlikely]] {
    for (int r = first_rule; r < low_.lap_rules_run; ++r) {
      const LoweredRule& rule = low_.lap_rules[static_cast<std::size_t>(r)];
      if (!holds(p_, rule.condition, ctx)) continue;
      const RuleEnd end = run_rule_actions(s, rule, ctx, hand, lap_origin, outcome, events);
      if (end != RuleEnd::next_rule) return end == RuleEnd::relay;
    }
    return false;
  }
  // While the pits have their starting owners, the index has decided the
  // tests of where the last seed landed: only the rules it leaves are tried,
  // on their other tests.
  const bool indexed = s.north_owned == index.north_owned;
  std::uint64_t rules =
      indexed ? index.rules_for(ctx.mover, ctx.last, ctx.last_was_empty) : index.all_rules;
  rules &= ~std::uint64_t{0} << first_rule;
  for (; rules != 0; rules &= rules - 1) {
    const LoweredRule& rule = low_.lap_rules[static_cast<std::size_t>(std::countr_zero(rules))];
    if (!holds(p_, indexed ? rule.beyond_place : rule.condition, ctx)) continue;
    const RuleEnd end = run_rule_actions(s, rule, ctx, hand, lap_origin, outcome, events);
    if (end != RuleEnd::next_rule) return end == RuleEnd::relay;
  }
  return false;
}

[[gnu::always_inline]] inline bool Engine::first_lap_rule_holds(const State& s,
                                                                const EvalContext& ctx) const {
  const LapRuleIndex& index = low_.lap_index;
  const LoweredRule& rule = low_.lap_rules.front();
  if (index.usable && s.north_owned == index.north_owned)
    return (index.rules_for(ctx.mover, ctx.last, ctx.last_was_empty) & 1) != 0 &&
           (rule.beyond_place.always() || holds(p_, rule.beyond_place, ctx));
  return holds(p_, rule.condition, ctx);
}

[[gnu::always_inline]] inline Engine::RuleEnd Engine::run_rule_actions(
    State& s, const LoweredRule& rule, EvalContext& ctx, int& hand, int& lap_origin,
    MoveOutcome& outcome, EventLog* events) const {
  const int last = ctx.last;
  for (const LoweredAction& a : rule.actions) {
    switch (a.kind) {
      case ActionKind::relay: {
        // `relay` lifts the last pit, `relay from PIT` the pit named.
        const int from = a.pits.empty() ? last : pit_cell(p_, a.pits[0], ctx);
        if (!lift_for_relay(s, from, hand, lap_origin)) return RuleEnd::move_ends;
        if (events) events->push_back({EventKind::relay, from, hand, rule.line});
        return RuleEnd::relay;
      }
      case ActionKind::end_move:
        return RuleEnd::move_ends;
      case ActionKind::play_again:
        outcome.extra_turn = true;
        if (events) events->push_back({EventKind::extra_turn, last, 0, rule.line});
        return RuleEnd::move_ends;
      default:
        perform(s, a, ctx, rule.line, outcome, events);
        break;
    }
  }
  return RuleEnd::next_rule;
}

void Engine::run_sowing_rules(State& s, EvalContext ctx, MoveOutcome& outcome,
                              EventLog* events) const {
  for (const LoweredRule& rule : low_.sowing_rules) {
    if (!holds(p_, rule.condition, ctx)) continue;
    for (const LoweredAction& a : rule.actions) perform(s, a, ctx, rule.line, outcome, events);
  }
}

[[gnu::noinline]] void Engine::perform(State& s, const LoweredAction& a, EvalContext& ctx, int line,
                                       MoveOutcome& outcome, EventLog* events) const {
  const Side mover = ctx.mover;
  switch (a.kind) {
    case ActionKind::claim:
    case ActionKind::mark: {
      const int c = pit_cell(p_, a.pits[0], ctx);
      if (!is_pit(p_, c)) return;  // a store, or no such pit, is never claimed or marked
      const PitBits bit = PitBits{1} << c;
      if (a.kind == ActionKind::mark) {
        s.marks[static_cast<std::size_t>(a.mark)] |= bit;
      } else if (mover == kNorth) {
        s.north_owned |= bit;
      } else {
        s.north_owned &= ~bit;
      }
      if (events)
        events->push_back({a.kind == ActionKind::claim ? EventKind::claim : EventKind::mark_given,
                           c, 0, line, a.mark});
      return;
    }
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
      if (a.unless >= 0 && count > 0) {
        EvalContext unless = ctx;
        unless.taken = 0;
        for (int i = 0; i < count; ++i) unless.taken += s.cells[targets[i]];
        // Nothing to take is nothing to call off (a grand slam takes some seeds).
        if (unless.taken > 0 && eval_condition(p_, a.unless, unless)) count = 0;
      }
      int captured = 0;
      for (int i = 0; i < count; ++i) {
        const int seeds = capture(s, mover, targets[i], a.taker);
        captured += seeds;
        if (events && seeds > 0) events->push_back({EventKind::capture, targets[i], seeds, line});
      }
      outcome.captured_seeds += captured;
      if (captured > 0) outcome.captured = ctx.captured = true;
      return;
    }
    default:
      return;
  }
}

namespace {

// What the lap-end rules see of the lap of the move from `origin` whose last
// seed fell into `last`.
EvalContext lap_end_context(const State& s, int origin, int last, bool was_empty, bool captured) {
  EvalContext lap_end;
  lap_end.state = &s;
  lap_end.mover = s.to_move;
  lap_end.origin = origin;
  lap_end.last = last;
  lap_end.last_was_empty = was_empty;
  lap_end.captured = captured;
  return lap_end;
}

}  // namespace

void Engine::end_single_lap(State& s, int origin, int last, bool was_empty,
                            MoveOutcome& outcome) const {
  EvalContext lap_end = lap_end_context(s, origin, last, was_empty, false);
  int no_hand = 0, lap_origin = origin;
  run_lap_rules(s, lap_end, no_hand, lap_origin, outcome, nullptr);
}

bool Engine::relay_lap_rules(State& s, int origin, int last, bool was_empty, int first_rule,
                             int& hand, int& lap_origin, MoveOutcome& outcome) const {
  EvalContext lap_end = lap_end_context(s, origin, last, was_empty, outcome.captured);
  return run_lap_rules(s, lap_end, hand, lap_origin, outcome, nullptr, first_rule);
}

Engine::CircuitStart Engine::circuit_start(const State& s) const {
  CircuitStart start;
  // Without a skip condition, or when its first-move test rules it out for
  // this move, seeds follow the circuit whole laps at a time.
  start.skipping = low_.skipping_circuit && fused_skip_applies(low_.fused_skip, s);
  start.skippable =
      start.skipping ? skippable_pits(low_.fused_skip, s, s.to_move, p_.pit_count()) : 0;
  start.relay_indexed = relays_by_index(s);
  return start;
}

bool Engine::relays_by_index(const State& s) const {
  const LapRuleIndex& index = low_.lap_index;
  return low_.leading_relay_by_place && index.usable && s.north_owned == index.north_owned;
}

template <bool kCellOrder>
MoveOutcome Engine::apply_circuit_laps(State& s, Move m) const {
  return sow_on_circuit<kCellOrder>(s, m, circuit_start(s));
}

template <bool kCellOrder>
[[gnu::always_inline]] inline MoveOutcome Engine::sow_on_circuit(State& s, Move m,
                                                                 const CircuitStart& start) const {
  // apply_laps() below, without what these programs cannot have: marks,
  // sowing rules, events, early forbids, a seed-by-seed sowing loop.
  MoveOutcome outcome;
  const Side mover = s.to_move;
  const int origin = m.pit;
  int hand = lift_move(s, mover, m);
  const bool skipping = start.skipping;
  const FusedSkip& skip = low_.fused_skip;
  const SowingCircuit& circuit = low_.circuit[mover];
  const bool origin_skipped = p_.origin_skipped;
  const int lap_limit = p_.lap_limit;
  std::uint64_t skippable = start.skippable;
  // A leading `if C: relay` is decided here, without the rule loop, for every
  // lap; when where the last seed fell decides C, by one bit of the index
  // while the pits keep their starting owners (rules may claim pits).
  const bool leading_relay = low_.leading_relay;
  const LapRuleIndex& index = low_.lap_index;
  const auto& relay_bits = index.by_last[mover];
  bool relay_indexed = start.relay_indexed;
  EvalContext lap_end;
  lap_end.state = &s;
  lap_end.mover = mover;
  lap_end.origin = origin;
  int lap_origin = origin;
  int pos = origin;
  int laps = 0;
  while (true) {
    if (++laps > lap_limit) {
      outcome.laps = laps;
      if (!p_.lap_limit_ends_game) {
        outcome.endless = true;
        return outcome;
      }
      cut_at_lap_limit(s, lap_origin, hand, outcome, nullptr);
      laps = outcome.laps;
      break;
    }
    bool was_empty = false;
    if (hand > 0) {
      if (skipping) {
        pos = origin_skipped ? sow_skipping_lap<kCellOrder, true>(s, circuit, skip, skippable,
                                                                  lap_origin, hand, was_empty)
                             : sow_skipping_lap<kCellOrder, false>(s, circuit, skip, skippable,
                                                                   lap_origin, hand, was_empty);
        if (pos < 0) {
          outcome.laps = laps;
          outcome.endless = true;
          return outcome;
        }
        recount_pits(s, p_.pits_per_row);  // (the loop does not keep the pit counts)
      } else {
        pos = sow_along_circuit(s, mover, lap_origin, hand);
        // The last seed fell into an empty cell exactly when the cell now holds one seed.
        was_empty = s.cells[static_cast<std::size_t>(pos)] == 1;
      }
      hand = 0;
    }
    if (laps == 1) {
      outcome.first_last = pos;
      outcome.first_last_was_empty = was_empty;
    }
    if (relay_indexed) {
      if (relay_bits[LapRuleIndex::slot(pos, was_empty)] & 1) {
        if (!lift_for_relay(s, pos, hand, lap_origin)) break;
        continue;
      }
    }
    lap_end.last = pos;
    lap_end.last_was_empty = was_empty;
    lap_end.captured = outcome.captured;
    if (leading_relay && !relay_indexed && first_lap_rule_holds(s, lap_end)) {
      if (!lift_for_relay(s, pos, hand, lap_origin)) break;
      continue;
    }
    outcome.laps = laps;
    if (!run_lap_rules(s, lap_end, hand, lap_origin, outcome, nullptr, leading_relay ? 1 : 0))
      break;
    // A rule may have claimed pits.
    if (skipping) skippable = skippable_pits(skip, s, mover, p_.pit_count());
    relay_indexed = relays_by_index(s);
    pos = lap_origin;
  }
  outcome.laps = laps;
  finish_move(s, mover, outcome);
  return outcome;
}

// apply() chooses between these two; instantiated here, where they are defined.
template MoveOutcome Engine::apply_circuit_laps<true>(State&, Move) const;
template MoveOutcome Engine::apply_circuit_laps<false>(State&, Move) const;

namespace {

// sow_candidates()'s loop, with `sow` (State&, Move) -> MoveOutcome as the
// engine's path for these moves, inlined: copy, sow, keep or drop. A
// candidate that turns out not to be a move (endless, or forbidden by a
// leading filter) leaves its entry free for the next.
template <typename Sow>
[[gnu::always_inline]] inline int sow_each(const State& s, MoveList& out, SownMoves& into,
                                           std::int16_t* origin, std::vector<int>* removed_by,
                                           Sow&& sow) {
  int alive = 0;
  for (int i = 0; i < out.size; ++i) {
    const Move m = out.moves[i];
    const auto k = static_cast<std::size_t>(alive);
    State& after = into.after[k];
    after = s;
    const MoveOutcome outcome = sow(after, m);
    if (outcome.endless || outcome.forbidden) {
      if (removed_by)
        (*removed_by)[static_cast<std::size_t>(i)] =
            outcome.endless ? Engine::kEndless : outcome.forbidden_by;
      continue;
    }
    into.moves[k] = m;
    into.outcomes[k] = outcome;
    out.moves[alive] = m;
    origin[k] = static_cast<std::int16_t>(i);
    ++alive;
  }
  into.size = alive;
  out.size = alive;
  return alive;
}

}  // namespace

int Engine::sow_candidates(const State& s, MoveList& out, SownMoves& into, std::int16_t* origin,
                           std::vector<int>* removed_by) const {
  // Laps along the circuit (apply()'s apply_circuit_laps): what the position
  // before the move decides is found once, not once per candidate, and each
  // candidate's sowing is inlined into the loop, without a call's frame.
  if (low_.early_forbids.empty() && !low_.single_lap &&
      (low_.circuit_sowing || low_.skipping_circuit)) {
    const CircuitStart start = circuit_start(s);
    if (start.relay_indexed && low_.lap_rules_keep_owners && p_.lap_limit >= 1) {
      if (low_.circuit_in_cell_order)
        return start.skipping
                   ? sow_relay_candidates<true, true>(s, out, into, origin, removed_by, start)
                   : sow_relay_candidates<true, false>(s, out, into, origin, removed_by, start);
      return start.skipping
                 ? sow_relay_candidates<false, true>(s, out, into, origin, removed_by, start)
                 : sow_relay_candidates<false, false>(s, out, into, origin, removed_by, start);
    }
    if (low_.circuit_in_cell_order)
      return sow_each(s, out, into, origin, removed_by,
                      [&](State& after, Move m) { return sow_on_circuit<true>(after, m, start); });
    return sow_each(s, out, into, origin, removed_by,
                    [&](State& after, Move m) { return sow_on_circuit<false>(after, m, start); });
  }
  return sow_each(s, out, into, origin, removed_by,
                  [&](State& after, Move m) { return apply(after, m); });
}

MoveOutcome Engine::apply_laps(State& s, Move m, EventLog* events) const {
  MoveOutcome outcome;
  const Side mover = s.to_move;
  if (m.pass) {
    if (events) events->push_back({EventKind::pass});
    s.passes++;
    s.ply++;
    s.played_again = 0;
    s.to_move = opponent(mover);
    return outcome;
  }
  // Early forbids read the position before the move.
  std::optional<State> before;
  if (!low_.early_forbids.empty()) before = s;
  const int origin = m.pit;
  s.moved_from[mover] |= PitBits{1} << origin;
  int hand = m.amount ? m.amount : s.cells[origin];
  set_pit_seeds(s, p_.pits_per_row, origin, s.cells[origin] - hand);
  const std::uint8_t to_store_marks = p_.marks_to_owner_store;
  // Whether a seed dropped into `cell` goes on to the store of the pit's owner.
  const auto sends_to_store = [&](int cell) {
    if (!to_store_marks || cell >= p_.pit_count()) return false;
    for (std::size_t m = 0; m < p_.mark_names.size(); ++m)
      if (((to_store_marks >> m) & 1) && ((s.marks[m] >> cell) & 1)) return true;
    return false;
  };
  const int lifted = hand;                       // what the first lap's event reports
  if (p_.first_seed_into_origin && hand >= 2) {  // the first seed goes back where it came from
    add_seed(s, sends_to_store(origin) ? p_.store_cell(s.owner(origin)) : origin);
    hand--;
  }
  // A skip condition of the common shape is decided without its atoms, and not
  // at all in a move its first-move test rules out.
  const FusedSkip& fused = low_.fused_skip;
  const bool skipping = p_.skip_condition >= 0 && (!fused.usable || fused_skip_applies(fused, s));
  EvalContext skip_ctx;
  skip_ctx.state = &s;
  skip_ctx.mover = mover;
  const std::uint8_t cleared_marks = p_.marks_cleared_when_sown;
  const bool has_sowing_rules = !low_.sowing_rules.empty();
  EvalContext sowing_ctx;
  sowing_ctx.state = &s;
  sowing_ctx.mover = mover;
  sowing_ctx.origin = origin;
  int lap_origin = origin;
  int pos = origin;
  while (true) {
    if (++outcome.laps > p_.lap_limit) {
      if (!p_.lap_limit_ends_game) {
        outcome.endless = true;
        return outcome;
      }
      cut_at_lap_limit(s, lap_origin, hand, outcome, events);
      break;
    }
    bool was_empty = false;
    int passed_without_drop = 0;
    if (events && outcome.laps == 1) events->push_back({EventKind::lap, lap_origin, lifted});
    if ((low_.circuit_sowing || low_.skipping_circuit) && !events && hand > 0) {
      // (A fused skip whose first-move test rules it out for this move skips nothing.)
      pos = sow_circuit_lap(s, mover, lap_origin, hand, skipping, was_empty);
      if (pos < 0) {
        outcome.endless = true;
        return outcome;
      }
      hand = 0;
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
        if (fused.usable ? fused_skip_holds(fused, s, mover, pos)
                         : holds(p_, low_.skip, skip_ctx)) {
          if (events) events->push_back({EventKind::skip, pos});
          continue;
        }
      }
      was_empty = s.cells[pos] == 0;
      hand--;
      passed_without_drop = 0;
      if (sends_to_store(pos)) {  // the pit stays as it is; `last` is still this pit
        add_seed(s, p_.store_cell(s.owner(pos)));
        if (events) events->push_back({EventKind::to_store, pos, 1});
        continue;
      }
      add_seed(s, pos);
      if (cleared_marks && pos < p_.pit_count())
        for (std::size_t m = 0; m < p_.mark_names.size(); ++m)
          if (((cleared_marks >> m) & 1) && ((s.marks[m] >> pos) & 1)) {
            s.marks[m] &= ~(PitBits{1} << pos);
            if (events)
              events->push_back({EventKind::mark_cleared, pos, 0, 0, static_cast<int>(m)});
          }
      // The sowing rules see every seed but the lap's last (the lap end sees that one).
      if (hand > 0 && has_sowing_rules && pos < p_.pit_count()) {
        sowing_ctx.current = pos;
        sowing_ctx.captured = outcome.captured;
        run_sowing_rules(s, sowing_ctx, outcome, events);
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
    if (outcome.laps == 1) {
      outcome.first_last = pos;
      outcome.first_last_was_empty = was_empty;
      if (before && forbids_first_lap(*before, lap_end, outcome)) return outcome;
    }
    if (!run_lap_rules(s, lap_end, hand, lap_origin, outcome, events)) break;
    pos = lap_origin;
  }
  finish_move(s, mover, outcome);
  return outcome;
}

}  // namespace mancala
