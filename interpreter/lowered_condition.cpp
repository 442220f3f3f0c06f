#include "interpreter/lowered_condition.hpp"

#include <optional>
#include <utility>

namespace mancala {
namespace {

// The place a pit expression names, when it is one a fused test can read directly.
std::optional<Place> place_of(const RuleProgram& p, int node) {
  const ExprNode& n = p.nodes[static_cast<std::size_t>(node)];
  switch (n.op) {
    case Op::pit_current:
      return Place::current;
    case Op::pit_last:
      return Place::last;
    case Op::pit_origin:
      return Place::origin;
    case Op::pit_opposite: {
      const ExprNode& inner = p.nodes[static_cast<std::size_t>(n.kids[0])];
      if (inner.op == Op::pit_current) return Place::opposite_of_current;
      if (inner.op == Op::pit_last) return Place::opposite_of_last;
      if (inner.op == Op::pit_origin) return Place::opposite_of_origin;
      return std::nullopt;
    }
    default:
      return std::nullopt;
  }
}

bool is_constant(const RuleProgram& p, int node) {
  return p.nodes[static_cast<std::size_t>(node)].op == Op::constant;
}

bool is_comparison(Op op) {
  return op == Op::eq || op == Op::ne || op == Op::lt || op == Op::le || op == Op::gt ||
         op == Op::ge;
}

// `a OP b` read as `b OP' a`.
Op mirrored(Op op) {
  switch (op) {
    case Op::lt:
      return Op::gt;
    case Op::le:
      return Op::ge;
    case Op::gt:
      return Op::lt;
    case Op::ge:
      return Op::le;
    default:
      return op;  // eq, ne
  }
}

// A number a fused comparison can read: seeds(PLACE) or store(WHO).
struct Operand {
  Test test;
  Place place = Place::current;
  Who who = Who::mover;
};

std::optional<Operand> operand_of(const RuleProgram& p, int node) {
  const ExprNode& n = p.nodes[static_cast<std::size_t>(node)];
  if (n.op == Op::seeds_of) {
    if (auto place = place_of(p, n.kids[0])) return Operand{Test::seeds_compare, *place};
  }
  if (n.op == Op::store_of) return Operand{Test::store_compare, Place::current, n.who};
  return std::nullopt;
}

// Whether `node` is `row seeds(WHO)`, or `after(row seeds(WHO))` (`after`
// set then): a row's count, now or after the move a filter examines.
bool is_row_seeds(const RuleProgram& p, int node, bool& after) {
  const ExprNode& n = p.nodes[static_cast<std::size_t>(node)];
  after = n.op == Op::after_move;
  const ExprNode& row = after ? p.nodes[static_cast<std::size_t>(n.kids[0])] : n;
  return row.op == Op::row_seeds;
}

// `row seeds(WHO) COMPARE N` when it only asks whether the row is empty
// (`> 0`, `>= 1`, `!= 0`, `== 0`, `<= 0`, `< 1`, either way round): a row holds
// no negative count, so the fused emptiness test answers it from one mask of
// the occupied pits, without summing the row. The same inside `after(...)`
// (Oware's and Mbothe's feeding filters), read on the position after the
// move. `either` is left to the tree, where it names the mover, not "one of
// them" as the fused test reads it.
std::optional<Atom> row_emptiness_of(const RuleProgram& p, const ExprNode& comparison) {
  int row = comparison.kids[0], number = comparison.kids[1];
  Op op = comparison.op;
  bool after = false;
  if (!is_row_seeds(p, row, after)) {
    std::swap(row, number);
    op = mirrored(op);
    if (!is_row_seeds(p, row, after)) return std::nullopt;
  }
  if (after) row = p.nodes[static_cast<std::size_t>(row)].kids[0];
  const ExprNode& seeds = p.nodes[static_cast<std::size_t>(row)];
  if (seeds.op != Op::row_seeds || seeds.who == Who::either || !is_constant(p, number))
    return std::nullopt;
  const int value = p.nodes[static_cast<std::size_t>(number)].value;
  const bool occupied =
      (op == Op::gt && value == 0) || (op == Op::ge && value == 1) || (op == Op::ne && value == 0);
  const bool empty =
      (op == Op::eq && value == 0) || (op == Op::le && value == 0) || (op == Op::lt && value == 1);
  if (!occupied && !empty) return std::nullopt;
  Atom atom;
  atom.test = after ? Test::row_empty_after : Test::row_empty;
  atom.who = seeds.who;
  atom.negated = occupied;
  return atom;
}

Atom tree_atom(int node) {
  Atom a;
  a.test = Test::tree;
  a.node = node;
  return a;
}

// One operand of a conjunction as a fused test, or as a tree when no fused test fits.
Atom atom_of(const RuleProgram& p, int node) {
  const ExprNode& n = p.nodes[static_cast<std::size_t>(node)];
  if (n.op == Op::not_) {
    Atom inner = atom_of(p, n.kids[0]);
    if (inner.test == Test::tree) return tree_atom(node);
    inner.negated = !inner.negated;
    return inner;
  }
  if (is_comparison(n.op)) {
    if (std::optional<Atom> emptiness = row_emptiness_of(p, n)) return *emptiness;
    const int a = n.kids[0], b = n.kids[1];
    std::optional<Operand> left = operand_of(p, a), right = operand_of(p, b);
    Atom atom;
    if (left && is_constant(p, b)) {
      atom.compare = n.op;
      atom.value = p.nodes[static_cast<std::size_t>(b)].value;
    } else if (right && is_constant(p, a)) {
      left = right;
      atom.compare = mirrored(n.op);
      atom.value = p.nodes[static_cast<std::size_t>(a)].value;
    } else {
      return tree_atom(node);
    }
    atom.test = left->test;
    atom.place = left->place;
    atom.who = left->who;
    return atom;
  }
  if (n.op == Op::in_set) {
    const ExprNode& number = p.nodes[static_cast<std::size_t>(n.kids[0])];
    if (number.op != Op::seeds_of) return tree_atom(node);
    const std::optional<Place> place = place_of(p, number.kids[0]);
    if (!place) return tree_atom(node);
    Atom atom;
    atom.test = Test::seeds_in_set;
    atom.place = *place;
    atom.set = n.set_mask;
    return atom;
  }
  std::optional<Test> test;
  switch (n.op) {
    case Op::pit_own:
      test = Test::own_pit;
      break;
    case Op::pit_opponents:
      test = Test::opponents_pit;
      break;
    case Op::pit_empty:
      test = Test::empty;
      break;
    case Op::pit_occupied:
      test = Test::occupied;
      break;
    case Op::pit_own_store:
      test = Test::own_store;
      break;
    case Op::pit_opponents_store:
      test = Test::opponents_store;
      break;
    case Op::pit_store:
      test = Test::any_store;
      break;
    case Op::pit_was_empty:
      test = Test::was_empty;
      break;
    case Op::pit_was_occupied:
      test = Test::was_occupied;
      break;
    case Op::pit_in_own_row:
      test = Test::in_own_row;
      break;
    case Op::pit_in_opponents_row:
      test = Test::in_opponents_row;
      break;
    case Op::row_empty:
    case Op::row_occupied: {
      Atom atom;
      atom.test = Test::row_empty;
      atom.who = n.who;
      atom.negated = n.op == Op::row_occupied;
      return atom;
    }
    case Op::first_move: {
      Atom atom;
      atom.test = Test::first_move;
      return atom;
    }
    case Op::captured: {
      Atom atom;
      atom.test = Test::captured;
      return atom;
    }
    case Op::no_legal_move: {
      Atom atom;
      atom.test = Test::no_legal_move;
      return atom;
    }
    case Op::repetition: {
      Atom atom;
      atom.test = Test::repeated;
      return atom;
    }
    default:
      return tree_atom(node);
  }
  const std::optional<Place> place = place_of(p, n.kids[0]);
  if (!place) return tree_atom(node);
  Atom atom;
  atom.test = *test;
  atom.place = *place;
  return atom;
}

// Appends the operands of `node` (flattening nested conjunctions); false when
// there are more than a lowered condition holds.
bool append_operands(const RuleProgram& p, int node, LoweredCondition& out) {
  const ExprNode& n = p.nodes[static_cast<std::size_t>(node)];
  if (n.op == Op::always) return true;
  if (n.op == Op::and_) {
    for (int k = n.kids[0]; k >= 0; k = p.nodes[static_cast<std::size_t>(k)].more)
      if (!append_operands(p, k, out)) return false;
    return true;
  }
  if (out.count == LoweredCondition::kMaxAtoms) return false;
  out.atoms[out.count++] = atom_of(p, node);
  return true;
}

// True when every candidate move (an own pit holding at least one seed) passes `a`.
bool implied_by_candidate(const Atom& a) {
  if (a.place != Place::current) return false;
  if (a.test == Test::own_pit || a.test == Test::occupied) return !a.negated;
  if (a.test == Test::empty) return a.negated;
  if (a.test != Test::seeds_compare) return false;
  // seeds >= 1 holds for every candidate; so do the comparisons every count >= 1 passes.
  bool all = true;
  switch (a.compare) {
    case Op::ge:
      all = a.value <= 1;
      break;
    case Op::gt:
      all = a.value <= 0;
      break;
    case Op::ne:
      all = a.value <= 0;
      break;
    default:
      all = false;
  }
  return all && !a.negated;
}

// A disjunction whose operands are each one fused test (not conjunctions).
bool append_alternatives(const RuleProgram& p, int node, LoweredCondition& out) {
  const ExprNode& n = p.nodes[static_cast<std::size_t>(node)];
  for (int k = n.kids[0]; k >= 0; k = p.nodes[static_cast<std::size_t>(k)].more) {
    const Op op = p.nodes[static_cast<std::size_t>(k)].op;
    if (op == Op::and_ || op == Op::or_ || op == Op::always) return false;
    if (out.count == LoweredCondition::kMaxAtoms) return false;
    out.atoms[out.count++] = atom_of(p, k);
  }
  return out.count > 0;
}

}  // namespace

LoweredPit lower_pit(const RuleProgram& program, int node) {
  LoweredPit pit;
  if (const std::optional<Place> place = place_of(program, node))
    pit.place = *place;
  else
    pit.node = node;
  return pit;
}

namespace {

// Fills the precomputed parts of a comparison atom (Atom::low, high, outside, store).
void prepare_comparison(const RuleProgram& p, Atom& a) {
  if (a.test != Test::seeds_compare && a.test != Test::store_compare) return;
  // Counts are never negative and never reach 2^40: these bounds stand for
  // "no bound" and keep every difference in range.
  constexpr std::int64_t kNoLow = -(std::int64_t{1} << 40), kNoHigh = std::int64_t{1} << 40;
  const std::int64_t v = a.value;
  a.outside = false;
  switch (a.compare) {
    case Op::eq:
      a.low = a.high = v;
      break;
    case Op::ne:
      a.low = a.high = v;
      a.outside = true;
      break;
    case Op::lt:
      a.low = kNoLow, a.high = v - 1;
      break;
    case Op::le:
      a.low = kNoLow, a.high = v;
      break;
    case Op::gt:
      a.low = v + 1, a.high = kNoHigh;
      break;
    default:  // ge
      a.low = v, a.high = kNoHigh;
      break;
  }
  if (a.test == Test::store_compare)
    for (const Side mover : kSides)
      a.store[mover] = static_cast<std::int8_t>(p.store_cell(player_of(a.who, mover)));
}

}  // namespace

LoweredCondition lower_condition(const RuleProgram& program, int node) {
  LoweredCondition out;
  if (node < 0) return out;
  if (program.nodes[static_cast<std::size_t>(node)].op == Op::or_) {
    out.any = true;
    if (!append_alternatives(program, node, out)) {
      out = LoweredCondition{};
      out.count = 1;
      out.atoms[0] = tree_atom(node);
    }
  } else if (!append_operands(program, node, out)) {
    out = LoweredCondition{};
    out.count = 1;
    out.atoms[0] = tree_atom(node);
  }
  for (int i = 0; i < out.count; ++i)
    prepare_comparison(program, out.atoms[static_cast<std::size_t>(i)]);
  return out;
}

LoweredCondition without_candidate_facts(const LoweredCondition& condition) {
  if (condition.any) return condition;  // one alternative passing says nothing of the others
  LoweredCondition out;
  for (int i = 0; i < condition.count; ++i) {
    const Atom& a = condition.atoms[static_cast<std::size_t>(i)];
    if (!implied_by_candidate(a)) out.atoms[out.count++] = a;
  }
  return out;
}

bool reads_place_of_last(const Atom& atom) {
  if (atom.place != Place::last && atom.place != Place::opposite_of_last) return false;
  switch (atom.test) {
    case Test::own_pit:
    case Test::opponents_pit:
    case Test::own_store:
    case Test::opponents_store:
    case Test::any_store:
    case Test::in_own_row:
    case Test::in_opponents_row:
    case Test::was_empty:
    case Test::was_occupied:
      return true;
    default:
      return false;
  }
}

LoweredCondition without_place_of_last(const LoweredCondition& condition) {
  if (condition.any) return condition;
  LoweredCondition out;
  for (int i = 0; i < condition.count; ++i) {
    const Atom& a = condition.atoms[static_cast<std::size_t>(i)];
    if (!reads_place_of_last(a)) out.atoms[out.count++] = a;
  }
  return out;
}

}  // namespace mancala
