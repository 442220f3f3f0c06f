#pragma once
// Lowered conditions: the shapes that rule files write most (`seeds(pit) == 2`,
// `last is own and last was empty`, `store(South) > 24`) turned into a short
// flat list of fused tests that the engine's hot loops evaluate without walking
// an expression tree. A part of a condition that fits no fused test stays a
// tree and is evaluated by eval_condition, so every condition can be lowered
// and means exactly what its tree means.
#include <array>
#include <cstdint>

#include "interpreter/conditions.hpp"
#include "interpreter/program.hpp"

namespace mancala {

// The cell a fused test looks at.
// (place_cell relies on this order: three cells, then the cells opposite them.)
enum class Place : std::uint8_t {
  current,
  last,
  origin,
  opposite_of_current,
  opposite_of_last,
  opposite_of_origin
};

// What a fused test checks.
enum class Test : std::uint8_t {
  seeds_compare,  // seeds(place) COMPARE value
  seeds_in_set,   // seeds(place) in set
  own_pit,        // place is own
  opponents_pit,  // place is opponent's
  empty,          // place is empty
  occupied,       // place is occupied
  own_store,      // place is own store
  opponents_store,
  any_store,
  was_empty,  // last was empty
  was_occupied,
  in_own_row,
  in_opponents_row,
  row_empty,        // WHO's row is empty (`either`: one of them)
  row_empty_after,  // WHO's row is empty after the move a filter examines (`after(...)`)
  store_compare,    // store(WHO) COMPARE value
  first_move,
  captured,
  no_legal_move,
  repeated,
  tree  // any other shape: eval_condition on `node`
};

// One fused test; `negated` inverts it (`not C`).
struct Atom {
  Test test = Test::tree;
  Place place = Place::current;
  Op compare = Op::eq;  // eq, ne, lt, le, gt, ge
  Who who = Who::mover;
  bool negated = false;
  std::int32_t value = 0;
  std::uint64_t set = 0;
  int node = -1;  // Test::tree
  // seeds_compare and store_compare: `COMPARE value` as the range of counts
  // [low, high] (`outside`: every count but those), tested without a switch
  // on the comparison; filled by lower_condition.
  std::int64_t low = 0, high = 0;
  bool outside = false;
  // store_compare: the store it reads when South moves, and when North does.
  PerSide<std::int8_t> store{};
};

// A condition as the conjunction of up to kMaxAtoms fused tests (none: always
// true), or, with `any`, as their disjunction.
struct LoweredCondition {
  static constexpr int kMaxAtoms = 6;
  std::uint8_t count = 0;
  bool any = false;
  std::array<Atom, kMaxAtoms> atoms{};

  bool always() const { return count == 0; }
};

// A pit expression: a Place when it is one of the common shapes (`last`,
// `opposite`, ...), read without walking a tree; otherwise its tree.
struct LoweredPit {
  Place place = Place::last;
  int node = -1;  // >= 0: evaluate this pit expression's tree instead
};

// Lowers pit expression node `node` of `program`.
LoweredPit lower_pit(const RuleProgram& program, int node);

// Lowers condition node `node` of `program` (-1: always true).
LoweredCondition lower_condition(const RuleProgram& program, int node);

// Drops the tests that every candidate move already passes: the candidate is
// one of the mover's own pits and holds at least one seed, so `seeds(pit) >= 1`
// and `pit is own` need no evaluation.
LoweredCondition without_candidate_facts(const LoweredCondition& condition);

// Whether `atom` reads only where the last seed landed: which kind of cell it
// is (a pit of the mover's, a store, a row), for `last` or the cell opposite,
// or whether the last cell was empty. Its answer is fixed by the mover, the
// last cell, whether it was empty and the pits' owners.
bool reads_place_of_last(const Atom& atom);

// `condition` without the atoms reads_place_of_last() accepts (a disjunction
// is returned whole: one alternative says nothing of the others).
LoweredCondition without_place_of_last(const LoweredCondition& condition);

namespace lowered_detail {

inline int place_cell(const RuleProgram& p, Place place, const EvalContext& ctx) {
  // Selects rather than jumps: a place is one of three cells, or the cell
  // opposite one of them.
  const auto k = static_cast<unsigned>(place);
  const unsigned which = k < 3 ? k : k - 3;
  const int cell = which == 0 ? ctx.current : which == 1 ? ctx.last : ctx.origin;
  if (k < 3) return cell;
  return cell < 0 ? -1 : p.opposite[static_cast<std::size_t>(cell)];
}

inline bool compare(Op op, int a, int b) {
  switch (op) {
    case Op::eq:
      return a == b;
    case Op::ne:
      return a != b;
    case Op::lt:
      return a < b;
    case Op::le:
      return a <= b;
    case Op::gt:
      return a > b;
    default:
      return a >= b;
  }
}

// Whether `count` passes the comparison of `a` (seeds_compare, store_compare).
inline bool in_range(const Atom& a, int count) {
  // One unsigned comparison: below `low`, the difference wraps to a huge value.
  const bool inside =
      static_cast<std::uint64_t>(count - a.low) <= static_cast<std::uint64_t>(a.high - a.low);
  return inside != a.outside;
}

inline bool test_atom(const RuleProgram& p, const Atom& a, const EvalContext& ctx) {
  const State& s = *ctx.state;
  switch (a.test) {
    case Test::seeds_compare: {
      const int c = place_cell(p, a.place, ctx);
      return in_range(a, c < 0 ? 0 : s.cells[static_cast<std::size_t>(c)]);
    }
    case Test::seeds_in_set: {
      const int c = place_cell(p, a.place, ctx);
      const int v = c < 0 ? 0 : s.cells[static_cast<std::size_t>(c)];
      return v < 64 && ((a.set >> v) & 1);
    }
    case Test::own_pit: {
      const int c = place_cell(p, a.place, ctx);
      return is_pit(p, c) && s.owner(c) == ctx.mover;
    }
    case Test::opponents_pit: {
      const int c = place_cell(p, a.place, ctx);
      return is_pit(p, c) && s.owner(c) != ctx.mover;
    }
    case Test::empty: {
      const int c = place_cell(p, a.place, ctx);
      return c >= 0 && s.cells[static_cast<std::size_t>(c)] == 0;
    }
    case Test::occupied: {
      const int c = place_cell(p, a.place, ctx);
      return c >= 0 && s.cells[static_cast<std::size_t>(c)] > 0;
    }
    case Test::own_store:
      return place_cell(p, a.place, ctx) == p.store_cell(ctx.mover);
    case Test::opponents_store:
      return place_cell(p, a.place, ctx) == p.store_cell(opponent(ctx.mover));
    case Test::any_store:
      return place_cell(p, a.place, ctx) >= p.pit_count();
    case Test::was_empty:
      return place_cell(p, a.place, ctx) >= 0 && ctx.last_was_empty;
    case Test::was_occupied:
      return place_cell(p, a.place, ctx) >= 0 && !ctx.last_was_empty;
    case Test::in_own_row: {
      const int c = place_cell(p, a.place, ctx);
      return is_pit(p, c) && row_of(p, c) == ctx.mover;
    }
    case Test::in_opponents_row: {
      const int c = place_cell(p, a.place, ctx);
      return is_pit(p, c) && row_of(p, c) != ctx.mover;
    }
    case Test::row_empty:
      if (a.who == Who::either) return either_row_empty(p, s);
      return row_empty(p, s, player_of(a.who, ctx.mover));
    case Test::row_empty_after:
      // Outside a move filter there is no move: `after` reads the position
      // itself, as its tree does.
      return row_empty(p, ctx.after ? ctx.after->after() : s, player_of(a.who, ctx.mover));
    case Test::store_compare:
      return in_range(a, s.cells[static_cast<std::size_t>(a.store[ctx.mover])]);
    case Test::first_move:
      return s.ply == 0;
    case Test::captured:
      return ctx.captured;
    case Test::no_legal_move:
      return ctx.no_legal_move;
    case Test::repeated:
      return ctx.repeated;
    case Test::tree:
      return eval_condition(p, a.node, ctx);
  }
  return false;
}

}  // namespace lowered_detail

// The cell a lowered pit expression names in `ctx` (-1: none).
inline int pit_cell(const RuleProgram& program, const LoweredPit& pit, const EvalContext& ctx) {
  return pit.node >= 0 ? eval_pit(program, pit.node, ctx)
                       : lowered_detail::place_cell(program, pit.place, ctx);
}

// True when `condition` holds in `ctx`: every fused test passes, in order (or,
// for a disjunction, one does).
inline bool holds(const RuleProgram& program, const LoweredCondition& condition,
                  const EvalContext& ctx) {
  if (condition.any) {
    for (int i = 0; i < condition.count; ++i) {
      const Atom& a = condition.atoms[static_cast<std::size_t>(i)];
      if (lowered_detail::test_atom(program, a, ctx) != a.negated) return true;
    }
    return false;
  }
  for (int i = 0; i < condition.count; ++i) {
    const Atom& a = condition.atoms[static_cast<std::size_t>(i)];
    if (lowered_detail::test_atom(program, a, ctx) == a.negated) return false;
  }
  return true;
}

}  // namespace mancala
