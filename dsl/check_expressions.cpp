// The checker's expressions: conditions, numbers and pits, each checked
// against what it may read where it stands (its Scope) and resolved into a
// tree of the program's operations.
#include <fmt/format.h>

#include <algorithm>

#include "dsl/checker_internal.hpp"

namespace mancala::dsl::checking {

// The player a rule names: mover, opponent, South or North.
Who who_of(ast::Player player) {
  switch (player) {
    case ast::Player::mover:
      return Who::mover;
    case ast::Player::opponent:
      return Who::opponent;
    case ast::Player::south:
      return Who::south;
    case ast::Player::north:
      return Who::north;
  }
  return Who::mover;
}

// Whose row a row condition or count reads: own is the mover's, opponent's the opponent's.
Who who_of(ast::Row row) {
  switch (row) {
    case ast::Row::own:
      return Who::mover;
    case ast::Row::opponents:
      return Who::opponent;
    case ast::Row::either:
      return Who::either;
    case ast::Row::south:
      return Who::south;
    case ast::Row::north:
      return Who::north;
  }
  return Who::mover;
}

Expr Checker::pit(const Node& n, const Scope& scope) {
  Expr e;
  e.pos = n.pos;
  switch (n.kind) {
    case Kind::pit_last:
      if (!scope.last)
        error(n.pos,
              "'last' (the pit where the lap's last seed landed) is only known in lap end "
              "rules");
      e.op = Op::pit_last;
      return e;
    case Kind::pit_current:
      if (!scope.pit) error(n.pos, scope.pit_help);
      e.op = Op::pit_current;
      return e;
    case Kind::pit_origin:
      if (!scope.origin)
        error(n.pos, "'origin' (the pit the move started from) is only known in lap end rules");
      e.op = Op::pit_origin;
      return e;
    case Kind::pit_opposite: {
      e.kids.push_back(pit(n.kids.at(0), scope));
      e.op = Op::pit_opposite;
      return e;
    }
    case Kind::pit_next:
    case Kind::pit_next_occupied: {
      e.kids.push_back(pit(n.kids.at(0), scope));
      e.op = n.kind == Kind::pit_next ? Op::pit_next : Op::pit_next_occupied;
      return e;
    }
    case Kind::pit_numbered: {
      e.kids.push_back(number(n.kids.at(0), scope));
      e.op = Op::pit_numbered;
      e.value = n.side == ast::Side::own ? 0 : 1;
      const Expr& k = e.kids[0];
      if (k.is_constant() && k.known && settings_.pits_per_row > 0 &&
          (k.value < 1 || k.value > settings_.pits_per_row))
        error(n.kids[0].pos,
              fmt::format("pit number {} is outside 1..{}", k.value, settings_.pits_per_row));
      return e;
    }
    default:
      error(n.pos, "expected a pit here");
      return e;
  }
}

Expr Checker::number(const Node& n, const Scope& scope) {
  Expr e;
  e.pos = n.pos;
  switch (n.kind) {
    case Kind::integer:
    case Kind::name_ref:
    case Kind::total: {
      const Constant value = constant(n);
      e.op = Op::constant;
      e.value = value.value_or(0);
      e.known = value.has_value();
      return e;
    }
    case Kind::arith: {
      // The checked node stands where its text begins, folded or not.
      e.pos = start_of(n);
      Expr a = number(n.kids.at(0), scope), b = number(n.kids.at(1), scope);
      switch (n.op) {
        case ast::ArithOp::add:
          e.op = Op::add;
          break;
        case ast::ArithOp::sub:
          e.op = Op::sub;
          break;
        case ast::ArithOp::mul:
          e.op = Op::mul;
          break;
        case ast::ArithOp::div:
          e.op = Op::div;
          break;
      }
      const bool a_fixed = a.is_constant(), b_fixed = b.is_constant();
      // Arithmetic on fixed numbers is folded, so the engine and `explain` see one
      // number; it uses the operands' values, so each mistake in them is reported once.
      if (a_fixed && b_fixed) {
        Constant value;
        if (a.known && b.known) value = fold(n, a.value, b.value);
        e.op = Op::constant;
        e.value = value.value_or(0);
        e.known = value.has_value();
        return e;
      }
      // A fixed zero divisor is always a mistake, even where the dividend is only known in play.
      if (e.op == Op::div && b_fixed && b.known && b.value == 0)
        error(n.pos, "division by zero: the divisor is always 0");
      e.kids.push_back(std::move(a));
      e.kids.push_back(std::move(b));
      return e;
    }
    case Kind::board_seeds:
      e.op = Op::board_seeds;
      return e;
    case Kind::row_seeds:
      e.op = Op::row_seeds;
      e.who = who_of(n.row);
      return e;
    case Kind::seeds_of:
    case Kind::number_of: {
      e.kids.push_back(pit(n.kids.at(0), scope));
      e.op = n.kind == Kind::seeds_of ? Op::seeds_of : Op::number_of;
      return e;
    }
    case Kind::store_of:
      e.op = Op::store_of;
      e.who = who_of(n.player);
      return e;
    case Kind::seeds_taken:
      if (!scope.taken)
        error(n.pos,
              "'seeds taken' (the seeds a capture would take) is only known in a capture's "
              "'unless' condition");
      e.op = Op::seeds_taken;
      return e;
    case Kind::margin:
      if (!scope.margin)
        error(n.pos,
              "'margin' (by how much a game was won) is only known in a match's 'win counts "
              "as'");
      e.op = Op::margin;
      return e;
    case Kind::games_won:
      if (!scope.games_won)
        error(n.pos,
              "'games won' (how many games a player has won) is only known in a match's "
              "'winner by'");
      e.op = Op::games_won;
      return e;
    case Kind::after_move: {
      if (!scope.after)
        error(n.pos,
              "'after(...)' reads the position after a move: use it in 'forbid moves where' or "
              "'prefer moves where'");
      Scope inside = scope;
      inside.after = false;  // the position after the move has no "after" of its own
      e.kids.push_back(number(n.kids.at(0), inside));
      e.op = Op::after_move;
      return e;
    }
    case Kind::count_pits:
      return pit_set(n, Op::count_pits, scope);
    default:
      error(n.pos, "expected a number here");
      return e;
  }
}

Expr Checker::pit_set(const Node& n, Op op, const Scope& scope) {
  Expr e;
  e.pos = n.pos;
  e.op = op;
  switch (n.pit_set) {
    case ast::PitSetOwner::own:
      e.who = Who::mover;
      break;
    case ast::PitSetOwner::opponents:
      e.who = Who::opponent;
      break;
    case ast::PitSetOwner::south:
      e.who = Who::south;
      break;
    case ast::PitSetOwner::north:
      e.who = Who::north;
      break;
    case ast::PitSetOwner::board:
      e.who = Who::either;
      break;
  }
  Scope each = scope;
  each.pit = true;
  if (!n.kids.empty()) e.kids.push_back(cond(n.kids[0], each));
  return e;
}

Expr Checker::cond(const Node& n, const Scope& scope) {
  Expr e;
  e.pos = n.pos;
  switch (n.kind) {
    case Kind::or_:
    case Kind::and_: {
      e.op = n.kind == Kind::or_ ? Op::or_ : Op::and_;
      for (const Node& kid : n.kids) e.kids.push_back(cond(kid, scope));
      return e;
    }
    case Kind::not_: {
      e.kids.push_back(cond(n.kids.at(0), scope));
      e.op = Op::not_;
      return e;
    }
    case Kind::compare: {
      e.kids.push_back(number(n.kids.at(0), scope));
      e.kids.push_back(number(n.kids.at(1), scope));
      switch (n.comparison) {
        case ast::Comparison::eq:
          e.op = Op::eq;
          break;
        case ast::Comparison::ne:
          e.op = Op::ne;
          break;
        case ast::Comparison::lt:
          e.op = Op::lt;
          break;
        case ast::Comparison::le:
          e.op = Op::le;
          break;
        case ast::Comparison::gt:
          e.op = Op::gt;
          break;
        case ast::Comparison::ge:
          e.op = Op::ge;
          break;
      }
      return e;
    }
    case Kind::in_set: {
      e.kids.push_back(number(n.kids.at(0), scope));
      e.op = Op::in_set;
      for (std::size_t i = 1; i < n.kids.size(); ++i) {
        const Constant v = constant(n.kids[i]);
        if (!v) continue;
        if (*v < 0 || *v > 63)
          error(n.kids[i].pos, fmt::format("set members must be between 0 and 63, not {}", *v));
        else
          e.set_mask |= std::uint64_t{1} << *v;
      }
      return e;
    }
    case Kind::pit_is: {
      e.kids.push_back(pit(n.kids.at(0), scope));
      switch (n.property) {
        case ast::PitProperty::own:
          e.op = Op::pit_own;
          break;
        case ast::PitProperty::opponents:
          e.op = Op::pit_opponents;
          break;
        case ast::PitProperty::empty:
          e.op = Op::pit_empty;
          break;
        case ast::PitProperty::occupied:
          e.op = Op::pit_occupied;
          break;
        case ast::PitProperty::store:
          e.op = Op::pit_store;
          break;
        case ast::PitProperty::own_store:
          e.op = Op::pit_own_store;
          break;
        case ast::PitProperty::opponents_store:
          e.op = Op::pit_opponents_store;
          break;
        case ast::PitProperty::marked:
          e.op = Op::pit_marked;
          break;
      }
      if (e.op == Op::pit_marked) e.value = std::max(declared_mark(n), 0);
      if ((e.op == Op::pit_store || e.op == Op::pit_own_store || e.op == Op::pit_opponents_store) &&
          settings_.stores != StoreMode::in_circuit)
        error(n.pos,
              "no seed can land in a store: the board's stores are not in the circuit "
              "(say 'stores in circuit')");
      return e;
    }
    case Kind::pit_was: {
      if (n.kids.at(0).kind != Kind::pit_last)
        error(n.kids[0].pos,
              "'was empty' and 'was occupied' speak of the last pit before its "
              "last seed: write 'last was ...'");
      e.kids.push_back(pit(n.kids.at(0), scope));
      e.op = n.fill == ast::Fill::empty ? Op::pit_was_empty : Op::pit_was_occupied;
      return e;
    }
    case Kind::pit_in_row: {
      e.kids.push_back(pit(n.kids.at(0), scope));
      e.op = n.side == ast::Side::own ? Op::pit_in_own_row : Op::pit_in_opponents_row;
      return e;
    }
    case Kind::row_state: {
      e.op = n.fill == ast::Fill::empty ? Op::row_empty : Op::row_occupied;
      e.who = who_of(n.row);
      return e;
    }
    case Kind::moved_from_every: {
      e.op = Op::moved_from_pit;
      e.who = who_of(n.player);
      if (!n.kids.empty()) {
        e.kids.push_back(pit(n.kids[0], scope));
        return e;
      }
      // "... from every own pit": all(their pits where they have moved from pit).
      e.kids.push_back(leaf(Op::pit_current, n.pos));
      Expr all = leaf(Op::all_pits, n.pos, e.who);
      all.kids.push_back(std::move(e));
      return all;
    }
    case Kind::no_legal_move:
    case Kind::repetition:
      if (!scope.game_end)
        error(n.pos,
              "this condition is only known when the game end is checked: use it in "
              "'ends when'");
      e.op = n.kind == Kind::no_legal_move ? Op::no_legal_move : Op::repetition;
      if (n.kind == Kind::repetition) settings_.uses_repetition = true;
      return e;
    case Kind::first_move:
      e.op = Op::first_move;
      return e;
    case Kind::captured:
      if (!scope.last) error(n.pos, "'captured' is only known in lap end rules and move filters");
      e.op = Op::captured;
      return e;
    case Kind::all_pits:
      return pit_set(n, Op::all_pits, scope);
    case Kind::any_pits:
      return pit_set(n, Op::any_pits, scope);
    case Kind::both_passed:
      e.op = Op::both_passed;
      return e;
    case Kind::lap_limit_reached:
      if (!scope.game_end)
        error(n.pos,
              "this condition is only known when the game end is checked: use it in 'ends "
              "when' or 'remaining seeds ... when'");
      else if (!settings_.lap_limit_ends_game)
        warn(n.pos,
             "'lap limit reached' can never hold: a move that reaches the lap limit is not a "
             "legal move unless the sow block says 'lap limit N then end game'");
      e.op = Op::lap_limit_reached;
      return e;
    default:
      error(n.pos, "expected a condition here");
      return e;
  }
}

}  // namespace mancala::dsl::checking
