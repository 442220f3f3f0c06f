#include "interpreter/lowered_program.hpp"

#include <algorithm>

namespace mancala {
namespace {

// The cells `mover`'s seeds land in, following program.next from South's first pit.
SowingCircuit circuit_of(const RuleProgram& p, Side mover) {
  SowingCircuit c;
  c.index.fill(-1);
  // The circuit is a cycle through every pit; start from a pit and go round once.
  int cell = 0;
  for (int steps = 0; steps < kMaxCells; ++steps) {
    const bool receives =
        cell < p.pit_count() || cell == p.store_cell(mover) || p.sow_opponent_store;
    if (receives) {
      c.index[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(c.length);
      c.cells[static_cast<std::size_t>(c.length++)] = static_cast<std::int8_t>(cell);
    }
    cell = p.next[static_cast<std::size_t>(cell)];
    if (cell <= 0) break;  // back at the start (or no circuit at all)
  }
  return c;
}

}  // namespace

SowingWindows windows_of(const SowingCircuit& circuit, int pits_per_row, int blocks) {
  SowingWindows w;
  w.length = circuit.length;
  w.stride = 8 * blocks;
  const auto entries = static_cast<std::size_t>(circuit.length * circuit.length);
  const auto stride = static_cast<std::size_t>(w.stride);
  w.adds.assign(entries * stride, 0);
  w.last.assign(entries, -1);
  w.touched.assign(entries, 0);
  w.row_adds.assign(entries, {});
  for (int start = 0; start < circuit.length; ++start) {
    int position = start;
    for (int seeds = 1; seeds < circuit.length; ++seeds) {
      if (++position == circuit.length) position = 0;
      const int cell = circuit.cells[static_cast<std::size_t>(position)];
      // The window of `seeds` is the one of `seeds - 1` and this cell.
      const std::size_t k = w.at(start, seeds);
      if (seeds > 1)
        std::copy_n(w.adds.begin() + static_cast<std::ptrdiff_t>((k - 1) * stride), stride,
                    w.adds.begin() + static_cast<std::ptrdiff_t>(k * stride));
      w.adds[k * stride + static_cast<std::size_t>(cell)] = 1;
      w.last[k] = static_cast<std::int8_t>(cell);
      w.touched[k] = seeds > 1 ? w.touched[k - 1] : 0;
      w.row_adds[k] = seeds > 1 ? w.row_adds[k - 1] : PerSide<std::uint16_t>{};
      if (cell < 2 * pits_per_row) {  // a pit, not a store
        w.touched[k] |= PitBits{1} << cell;
        w.row_adds[k][cell < pits_per_row ? kSouth : kNorth]++;
      }
    }
  }
  return w;
}

namespace {

// Whether expression `node` (or a part of it) has operation `op`.
bool uses(const RuleProgram& p, int node, Op op) {
  if (node < 0) return false;
  const ExprNode& n = p.nodes[static_cast<std::size_t>(node)];
  if (n.op == op) return true;
  if (n.op == Op::and_ || n.op == Op::or_) {
    for (int k = n.kids[0]; k >= 0; k = p.nodes[static_cast<std::size_t>(k)].more)
      if (uses(p, k, op)) return true;
    return false;
  }
  return uses(p, n.kids[0], op) || uses(p, n.kids[1], op);
}

// Whether `node` reads nothing of the move a filter examines.
bool reads_no_move(const RuleProgram& p, int node) {
  for (Op op : {Op::pit_current, Op::pit_origin, Op::pit_last, Op::after_move, Op::captured,
                Op::pit_was_empty, Op::pit_was_occupied, Op::seeds_taken})
    if (uses(p, node, op)) return false;
  return true;
}

bool reads_first_lap(const RuleProgram& p, int node) {
  return uses(p, node, Op::pit_last) || uses(p, node, Op::captured) ||
         uses(p, node, Op::pit_was_empty) || uses(p, node, Op::pit_was_occupied);
}

}  // namespace

LastCountTest last_count_test(const LoweredCondition& beyond_place) {
  LastCountTest t;
  if (beyond_place.count != 1) return t;
  const Atom& a = beyond_place.atoms[0];
  if (a.test != Test::seeds_compare && a.test != Test::seeds_in_set) return t;
  if (a.place != Place::last && a.place != Place::opposite_of_last) return t;
  // The atom's answer for a cell of `seeds` seeds, as test_atom gives it.
  const auto answer = [&a](int seeds) {
    const bool passes = a.test == Test::seeds_compare ? lowered_detail::in_range(a, seeds)
                                                      : seeds < 64 && ((a.set >> seeds) & 1);
    return passes != a.negated;
  };
  // Counts from 64 up must all answer alike (a cell holds at most 65535).
  const bool many = answer(64);
  if (a.test == Test::seeds_compare) {
    const auto changes_at = [](std::int64_t bound) { return bound > 64 && bound <= 65535; };
    if (changes_at(a.low) || changes_at(a.high + 1)) return t;  // (bounds are within 2^40)
  }
  t.usable = true;
  t.opposite = a.place == Place::opposite_of_last;
  for (int v = 0; v < 64; ++v)
    if (answer(v)) t.counts |= std::uint64_t{1} << v;
  t.many = many;
  t.empty_cell_passes = answer(0);
  return t;
}

namespace {

// Whether a pit holding `v` seeds passes seeds atom `a` (seeds_compare,
// seeds_in_set, empty or occupied of the pit itself).
bool seeds_pass(const Atom& a, int v) {
  bool passes = false;
  switch (a.test) {
    case Test::seeds_compare:
      passes = lowered_detail::compare(a.compare, v, a.value);
      break;
    case Test::seeds_in_set:
      passes = v < 64 && ((a.set >> v) & 1);
      break;
    case Test::empty:
      passes = v == 0;
      break;
    default:  // occupied
      passes = v > 0;
      break;
  }
  return passes != a.negated;
}

// Indexes the first `run` of `rules` by mover and last cell (see LapRuleIndex).
LapRuleIndex index_lap_rules(const RuleProgram& p, const std::vector<LoweredRule>& rules, int run) {
  LapRuleIndex index;
  if (run > 64) return index;
  index.usable = true;
  index.north_owned = row_mask(p, kNorth);
  index.all_rules = run == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << run) - 1;
  // The place tests read the board's shape and the owners alone: a board
  // with the starting owners and no seed answers them as any position would.
  State owners;
  owners.north_owned = index.north_owned;
  for (const Side mover : kSides) {
    for (int last = -1; last < kMaxCells; ++last) {
      for (const bool was_empty : {false, true}) {
        EvalContext ctx;
        ctx.state = &owners;
        ctx.mover = mover;
        ctx.last = last < p.pit_count() + 2 ? last : -1;  // the pits, then the two stores
        ctx.last_was_empty = was_empty;
        std::uint64_t possible = 0;
        for (int r = 0; r < run; ++r) {
          const LoweredCondition& c = rules[static_cast<std::size_t>(r)].condition;
          bool passes = true;
          for (int i = 0; i < c.count && !c.any; ++i) {
            const Atom& a = c.atoms[static_cast<std::size_t>(i)];
            if (reads_place_of_last(a) && lowered_detail::test_atom(p, a, ctx) == a.negated)
              passes = false;
          }
          if (passes) possible |= std::uint64_t{1} << r;
        }
        index.by_last[mover][LapRuleIndex::slot(last, was_empty)] = possible;
      }
    }
  }
  return index;
}

// Whether every atom of `c` is a test `test`.
bool only_tests(const LoweredCondition& c, Test test) {
  for (int k = 0; k < c.count; ++k)
    if (c.atoms[static_cast<std::size_t>(k)].test != test) return false;
  return c.count > 0;
}

// Fills `filter`'s verdicts by pit count when its condition is one test of
// the candidate pit's seeds (see LoweredFilter::by_pit_count), each count
// evaluated once here as the condition itself would.
void lower_by_pit_count(const RuleProgram& p, LoweredFilter& filter) {
  const LoweredCondition& c = filter.condition;
  if (c.count != 1) return;
  const Atom& atom = c.atoms[0];
  const bool counts_seeds = atom.test == Test::seeds_compare || atom.test == Test::seeds_in_set;
  if (!counts_seeds || (atom.place != Place::current && atom.place != Place::origin)) return;
  State s;
  EvalContext ctx;
  ctx.state = &s;
  ctx.current = ctx.origin = 0;
  const auto holds_with = [&](int seeds) {
    s.cells[0] = static_cast<std::uint16_t>(seeds);
    return holds(p, c, ctx);
  };
  std::uint64_t counts = 0;
  for (int v = 0; v < 64; ++v)
    if (holds_with(v)) counts |= std::uint64_t{1} << v;
  // Every count a pit can hold from 64 up must give the same verdict.
  const bool many = holds_with(64);
  for (int v = 65; v <= 0xFFFF; ++v)
    if (holds_with(v) != many) return;
  filter.by_pit_count = true;
  filter.pit_counts = counts;
  filter.pit_counts_many = many;
}

// `live` as row masks and a table of store counts, when every condition reads
// only the rows or only the stores (see FlatEnds).
FlatEnds flat_ends_of(const RuleProgram& p, const std::vector<LiveEndCondition>& live) {
  FlatEnds ends;
  if (live.empty()) return ends;
  std::vector<const LoweredCondition*> on_stores;
  for (const Side mover : kSides) {
    std::vector<std::uint64_t> rows;  // distinct, in order
    const auto add = [&rows](std::uint64_t row) {
      if (std::find(rows.begin(), rows.end(), row) == rows.end()) rows.push_back(row);
    };
    for (const LiveEndCondition& end : live) {
      const LoweredCondition& c = end.condition;
      if (only_tests(c, Test::store_compare)) {
        if (mover == kSouth) on_stores.push_back(&c);
        continue;
      }
      // One row test, or a disjunction of them: each of its rows ends the game.
      if (!only_tests(c, Test::row_empty) || (c.count > 1 && !c.any)) return FlatEnds{};
      for (int k = 0; k < c.count; ++k) {
        const Atom& atom = c.atoms[static_cast<std::size_t>(k)];
        if (atom.negated) return FlatEnds{};
        if (atom.who == Who::either) {
          add(row_mask(p, kSouth));
          add(row_mask(p, kNorth));
        } else {
          add(row_mask(p, player_of(atom.who, mover)));
        }
      }
    }
    if (rows.size() > 2) return FlatEnds{};
    if (!rows.empty()) {
      ends.by_rows = true;
      ends.rows[mover] = {rows.front(), rows.back()};
    }
  }
  if (!on_stores.empty()) {
    // Every pair of counts a store can hold in a game of the file's seeds
    // (a game set up with more is decided by the loop), at most 256 each.
    int seeds = 0;
    for (int c = 0; c < p.pit_count() + 2; ++c) seeds += p.initial[static_cast<std::size_t>(c)];
    ends.store_counts = std::min(seeds, 255) + 1;
    const auto n = static_cast<std::size_t>(ends.store_counts);
    for (const Side mover : kSides) {
      std::vector<std::uint64_t>& bits = ends.by_stores[mover];
      bits.assign((n * n + 63) / 64, 0);
      State s;
      EvalContext ctx;
      ctx.state = &s;
      ctx.mover = mover;
      for (std::size_t south = 0; south < n; ++south)
        for (std::size_t north = 0; north < n; ++north) {
          s.cells[static_cast<std::size_t>(p.store_cell(kSouth))] =
              static_cast<std::uint16_t>(south);
          s.cells[static_cast<std::size_t>(p.store_cell(kNorth))] =
              static_cast<std::uint16_t>(north);
          bool holds_here = false;
          for (const LoweredCondition* c : on_stores) holds_here = holds_here || holds(p, *c, ctx);
          if (holds_here)
            bits[(south * n + north) / 64] |= std::uint64_t{1} << ((south * n + north) % 64);
        }
    }
  }
  ends.usable = true;
  return ends;
}

// What the end conditions leave to test where the mover has a legal move and
// the position is `repeated` or not (see LiveEndCondition).
std::vector<LiveEndCondition> live_end_conditions(const std::vector<LoweredCondition>& conditions,
                                                  bool repeated) {
  std::vector<LiveEndCondition> live;
  for (std::size_t e = 0; e < conditions.size(); ++e) {
    const LoweredCondition& whole = conditions[e];
    LoweredCondition rest;
    rest.any = whole.any;
    // A decided atom that passes settles a disjunction; one that fails, a conjunction.
    bool settled = false;
    for (int i = 0; i < whole.count; ++i) {
      const Atom& a = whole.atoms[static_cast<std::size_t>(i)];
      const bool decided = a.test == Test::no_legal_move || a.test == Test::repeated;
      if (!decided) {
        rest.atoms[rest.count++] = a;
        continue;
      }
      const bool value = a.test == Test::repeated && repeated;
      if (value != a.negated) {
        if (whole.any) settled = true;  // the disjunction holds
      } else if (!whole.any) {
        settled = true;  // the conjunction fails
      }
    }
    if (whole.any) {
      if (settled) {
        rest = LoweredCondition{};  // always holds
      } else if (rest.count == 0) {
        continue;  // no alternative is left: it never holds
      }
    } else if (settled) {
      continue;
    }
    live.push_back({static_cast<int>(e), rest});
    if (rest.always()) break;  // the game ends here; later conditions are never reached
  }
  return live;
}

}  // namespace

FusedSkip fuse_skip(const LoweredCondition& skip) {
  FusedSkip fused;
  bool seeds_tested = false;
  if (skip.any || skip.count == 0) return fused;
  for (int i = 0; i < skip.count; ++i) {
    const Atom& a = skip.atoms[static_cast<std::size_t>(i)];
    switch (a.test) {
      case Test::first_move:
        if (fused.first_move >= 0) return FusedSkip{};
        fused.first_move = a.negated ? 0 : 1;
        break;
      case Test::own_pit:
      case Test::opponents_pit:
        // The pit tested is always a pit here (stores are never skipped), so
        // `not pit is own` is `pit is opponent's`.
        if (a.place != Place::current || fused.own >= 0) return FusedSkip{};
        fused.own = (a.test == Test::own_pit) != a.negated ? 1 : 0;
        break;
      case Test::seeds_compare:
      case Test::seeds_in_set:
      case Test::empty:
      case Test::occupied: {
        if (a.place != Place::current || seeds_tested) return FusedSkip{};
        seeds_tested = true;
        // Every count from 64 up answers as 64 does when a comparison's
        // value is at most 63; a set holds counts below 64 only.
        if (a.test == Test::seeds_compare && a.value > 63) return FusedSkip{};
        fused.counts = 0;
        for (int v = 0; v < 64; ++v)
          if (seeds_pass(a, v)) fused.counts |= std::uint64_t{1} << v;
        fused.many = seeds_pass(a, 64);
        break;
      }
      default:
        return FusedSkip{};
    }
  }
  fused.usable = true;
  return fused;
}

namespace {

// Fills `filter.row_operands` when each of its position operands is one row
// test of a named player or side; false (and none filled) otherwise.
bool lower_row_operands(const RuleProgram& p, LoweredFilter& filter) {
  std::vector<LoweredFilter::RowOperand> rows;
  for (const LoweredCondition& operand : filter.position_operands) {
    const Atom& atom = operand.atoms[0];
    if (operand.count != 1 || atom.test != Test::row_empty || atom.who == Who::either) return false;
    LoweredFilter::RowOperand row;
    for (const Side mover : kSides) row.row[mover] = row_mask(p, player_of(atom.who, mover));
    row.holds_when_empty = !atom.negated;
    rows.push_back(row);
  }
  filter.row_operands = std::move(rows);
  return true;
}

}  // namespace

LoweredProgram lower(const RuleProgram& p) {
  LoweredProgram low;
  low.from = without_candidate_facts(lower_condition(p, p.from_condition));
  low.skip = lower_condition(p, p.skip_condition);
  low.fused_skip = fuse_skip(low.skip);
  bool leading = true;  // no filter that keeps or drops moves by another test has come yet
  for (std::size_t i = 0; i < p.filters.size(); ++i) {
    const MoveFilter& f = p.filters[i];
    const bool first_lap = reads_first_lap(p, f.condition);
    if (leading && f.kind == FilterKind::forbid && first_lap &&
        !uses(p, f.condition, Op::after_move) && !uses(p, f.condition, Op::captured)) {
      low.early_forbids.push_back(lower_condition(p, f.condition));
      continue;
    }
    leading = false;
    LoweredFilter lowered;
    lowered.kind = f.kind;
    lowered.fallback = f.fallback;
    lowered.condition = lower_condition(p, f.condition);
    lowered.reads_first_lap = first_lap;
    lowered.index = static_cast<int>(i);
    const ExprNode& top = p.nodes[static_cast<std::size_t>(f.condition)];
    if (top.op == Op::or_) {
      for (int k = top.kids[0]; k >= 0; k = p.nodes[static_cast<std::size_t>(k)].more)
        if (reads_no_move(p, k)) lowered.position_operands.push_back(lower_condition(p, k));
    } else if (reads_no_move(p, f.condition)) {
      lowered.position_operands.push_back(lower_condition(p, f.condition));
    }
    lower_by_pit_count(p, lowered);
    low.filters.push_back(lowered);
  }
  low.everywhere_by_rows = true;
  for (LoweredFilter& filter : low.filters)
    low.everywhere_by_rows = lower_row_operands(p, filter) && low.everywhere_by_rows;
  low.filters_only_prefer = true;
  for (const LoweredFilter& filter : low.filters)
    low.filters_only_prefer = low.filters_only_prefer && filter.kind == FilterKind::prefer;
  // Lap-end and sowing rules alike.
  const auto lower_rule = [&p](const LapRule& rule) {
    LoweredRule lowered;
    lowered.condition = lower_condition(p, rule.condition);
    lowered.beyond_place = without_place_of_last(lowered.condition);
    lowered.count_test = last_count_test(lowered.beyond_place);
    lowered.line = rule.line;
    for (const Action& a : rule.actions) {
      LoweredAction action;
      action.kind = a.kind;
      action.taker = a.taker;
      action.unless = a.unless;
      action.mark = a.mark;
      for (int node : a.pits) action.pits.push_back(lower_pit(p, node));
      action.on_pit = lower_condition(p, a.condition);
      lowered.actions.push_back(std::move(action));
    }
    return lowered;
  };
  for (const LapRule& rule : p.lap_rules) low.lap_rules.push_back(lower_rule(rule));
  low.lap_rules_run = static_cast<int>(low.lap_rules.size());
  for (int i = 0; i < static_cast<int>(low.lap_rules.size()); ++i) {
    const LoweredRule& rule = low.lap_rules[static_cast<std::size_t>(i)];
    if (rule.condition.always() && !rule.actions.empty() &&
        rule.actions.front().kind == ActionKind::end_move) {
      low.lap_rules_run = i;  // this rule ends every move that reaches it, and does nothing else
      break;
    }
  }
  low.lap_index = index_lap_rules(p, low.lap_rules, low.lap_rules_run);
  for (int r = 0; r < low.lap_rules_run; ++r) {
    const LoweredRule& rule = low.lap_rules[static_cast<std::size_t>(r)];
    if (rule.beyond_place.always() && !rule.actions.empty() &&
        rule.actions.front().kind == ActionKind::play_again)
      low.lap_index.plays_again |= std::uint64_t{1} << r;
  }
  for (const LapRule& rule : p.sowing_rules) low.sowing_rules.push_back(lower_rule(rule));
  for (int condition : p.end_conditions)
    low.end_conditions.push_back(lower_condition(p, condition));
  for (const bool repeated : {false, true}) {
    low.live_end_conditions[repeated] = live_end_conditions(low.end_conditions, repeated);
    low.flat_ends[repeated] = flat_ends_of(p, low.live_end_conditions[repeated]);
  }
  const bool plain_cells =
      p.marks_cleared_when_sown == 0 && p.marks_to_owner_store == 0 && p.sowing_rules.empty();
  low.circuit_sowing = p.skip_condition < 0 && plain_cells;
  low.skipping_circuit = p.skip_condition >= 0 && low.fused_skip.usable && plain_cells;
  for (const Side mover : kSides) {
    low.circuit[mover] = circuit_of(p, mover);
    // A circuit that a skipped origin would leave empty cannot end a lap: the
    // seed-by-seed loop finds such a move endless.
    if (low.circuit[mover].length < (p.origin_skipped ? 2 : 1)) {
      low.circuit_sowing = false;
      low.skipping_circuit = false;
    }
  }
  const int cells = p.pit_count() + 2;
  low.window_sowing = low.circuit_sowing && cells <= LoweredProgram::kMaxWindowCells;
  if (low.window_sowing) {
    low.cell_blocks = (cells + 7) / 8;
    for (const Side mover : kSides)
      low.windows[mover] = windows_of(low.circuit[mover], p.pits_per_row, low.cell_blocks);
  }
  low.sows_candidates = (p.can_relay && !p.lap_limit_ends_game) || p.skip_condition >= 0 ||
                        !low.early_forbids.empty();
  low.moves_by_masks =
      low.from.always() && !p.partial_harvest && !low.sows_candidates && low.filters.empty();
  low.single_lap = low.circuit_sowing && !p.can_relay && p.lap_limit >= 1;
  if (!low.lap_rules.empty() && (low.circuit_sowing || low.skipping_circuit)) {
    const std::vector<LoweredAction>& first = low.lap_rules.front().actions;
    low.leading_relay =
        first.size() == 1 && first[0].kind == ActionKind::relay && first[0].pits.empty();
    low.leading_relay_by_place = low.leading_relay && low.lap_rules.front().beyond_place.always();
  }
  low.lap_rules_keep_owners = true;
  for (const LoweredRule& rule : low.lap_rules)
    for (const LoweredAction& action : rule.actions)
      if (action.kind == ActionKind::claim) low.lap_rules_keep_owners = false;
  low.circuit_in_cell_order = true;
  for (const Side mover : kSides) {
    const SowingCircuit& c = low.circuit[mover];
    low.circuit_in_cell_order = low.circuit_in_cell_order && c.length == p.pit_count();
    for (int k = 0; k < c.length; ++k)
      low.circuit_in_cell_order =
          low.circuit_in_cell_order && c.cells[static_cast<std::size_t>(k)] == k;
  }
  return low;
}

}  // namespace mancala
