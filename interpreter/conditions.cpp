#include "interpreter/conditions.hpp"

#include <algorithm>
#include <cstdint>
#include <limits>

namespace mancala {
namespace {

// Run-time arithmetic never overflows: it is computed on 64 bits, where two
// 32-bit operands cannot overflow, and a result beyond the 32-bit range is held
// at its bound (docs/language.md, "Arithmetic").
int saturate(std::int64_t v) {
  return static_cast<int>(std::clamp<std::int64_t>(v, std::numeric_limits<int>::min(),
                                                   std::numeric_limits<int>::max()));
}

bool row_is_empty(const RuleProgram& p, const EvalContext& ctx, Who who) {
  if (who == Who::either) return either_row_empty(p, *ctx.state);
  return row_empty(p, *ctx.state, player_of(who, ctx.mover));
}

// The pits of a pit set (`who`: whose, `either`: every pit) for which the
// condition `node` holds, each examined as `pit`; stops once `enough` are found.
int count_pits(const RuleProgram& p, const ExprNode& n, const EvalContext& ctx, int enough) {
  EvalContext at = ctx;
  int found = 0;
  for (int c = 0; c < p.pit_count() && found < enough; ++c) {
    if (n.who != Who::either && ctx.state->owner(c) != player_of(n.who, ctx.mover)) continue;
    at.current = c;
    if (eval_condition(p, n.kids[0], at)) ++found;
  }
  return found;
}

// How many pits the set of `n` holds, whatever their contents.
int set_size(const RuleProgram& p, const ExprNode& n, const EvalContext& ctx) {
  if (n.who == Who::either) return p.pit_count();
  int size = 0;
  for (int c = 0; c < p.pit_count(); ++c)
    size += ctx.state->owner(c) == player_of(n.who, ctx.mover);
  return size;
}

}  // namespace

int eval_pit(const RuleProgram& p, int node, const EvalContext& ctx) {
  const ExprNode& n = p.nodes[node];
  switch (n.op) {
    case Op::pit_last:
      return ctx.last;
    case Op::pit_current:
      return ctx.current;
    case Op::pit_origin:
      return ctx.origin;
    case Op::pit_opposite: {
      int pit = eval_pit(p, n.kids[0], ctx);
      return pit < 0 ? -1 : p.opposite[pit];
    }
    case Op::pit_next:
    case Op::pit_next_occupied: {
      int pit = eval_pit(p, n.kids[0], ctx);
      if (pit < 0) return -1;
      // Along the sowing direction, passing over stores; once round the board at most.
      for (int steps = 0; steps < kMaxCells; ++steps) {
        pit = p.next[static_cast<std::size_t>(pit)];
        if (pit < 0) return -1;
        if (pit >= p.pit_count()) continue;
        if (n.op == Op::pit_next || ctx.state->cells[static_cast<std::size_t>(pit)] > 0) return pit;
      }
      return -1;
    }
    case Op::pit_numbered: {
      // value 0: the mover's row, 1: the opponent's row; numbered from its owner's left.
      int number = eval_number(p, n.kids[0], ctx);
      if (number < 1 || number > p.pits_per_row) return -1;
      const Side row = n.value == 0 ? ctx.mover : opponent(ctx.mover);
      return (row == kSouth ? 0 : p.pits_per_row) + number - 1;
    }
    default:
      return -1;
  }
}

int eval_number(const RuleProgram& p, int node, const EvalContext& ctx) {
  const ExprNode& n = p.nodes[node];
  switch (n.op) {
    case Op::board_seeds:
      return row_seeds(*ctx.state, kSouth) + row_seeds(*ctx.state, kNorth);
    case Op::row_seeds:
      return row_seeds(*ctx.state, player_of(n.who, ctx.mover));
    case Op::constant:
      return n.value;
    case Op::seeds_of: {
      int cell = eval_pit(p, n.kids[0], ctx);
      return cell < 0 ? 0 : ctx.state->cells[cell];
    }
    case Op::number_of: {
      int pit = eval_pit(p, n.kids[0], ctx);
      return is_pit(p, pit) ? pit % p.pits_per_row + 1 : 0;
    }
    case Op::store_of:
      return ctx.state->cells[p.store_cell(player_of(n.who, ctx.mover))];
    case Op::add:
      return saturate(std::int64_t{eval_number(p, n.kids[0], ctx)} +
                      eval_number(p, n.kids[1], ctx));
    case Op::sub:
      return saturate(std::int64_t{eval_number(p, n.kids[0], ctx)} -
                      eval_number(p, n.kids[1], ctx));
    case Op::mul:
      return saturate(std::int64_t{eval_number(p, n.kids[0], ctx)} *
                      eval_number(p, n.kids[1], ctx));
    case Op::div: {
      // x / 0 is 0, so that a rule reads naturally when a pit is empty; division truncates.
      const std::int64_t d = eval_number(p, n.kids[1], ctx);
      return d == 0 ? 0 : saturate(eval_number(p, n.kids[0], ctx) / d);
    }
    case Op::seeds_taken:
      return ctx.taken;
    case Op::margin:
      return ctx.margin;
    case Op::games_won:
      return ctx.games_won;
    case Op::count_pits:
      return count_pits(p, n, ctx, kMaxCells);
    case Op::after_move: {
      if (!ctx.after) return eval_number(p, n.kids[0], ctx);
      EvalContext then = ctx;
      then.state = &ctx.after->after();
      then.after = nullptr;
      return eval_number(p, n.kids[0], then);
    }
    default:
      return 0;
  }
}

bool eval_condition(const RuleProgram& p, int node, const EvalContext& ctx) {
  if (node < 0) return true;
  const ExprNode& n = p.nodes[node];
  auto pit = [&] { return eval_pit(p, n.kids[0], ctx); };
  auto num = [&](int i) { return eval_number(p, n.kids[i], ctx); };
  switch (n.op) {
    case Op::always:
      return true;
    case Op::and_:
      for (int k = n.kids[0]; k >= 0; k = p.nodes[k].more)
        if (!eval_condition(p, k, ctx)) return false;
      return true;
    case Op::or_:
      for (int k = n.kids[0]; k >= 0; k = p.nodes[k].more)
        if (eval_condition(p, k, ctx)) return true;
      return false;
    case Op::not_:
      return !eval_condition(p, n.kids[0], ctx);
    case Op::eq:
      return num(0) == num(1);
    case Op::ne:
      return num(0) != num(1);
    case Op::lt:
      return num(0) < num(1);
    case Op::le:
      return num(0) <= num(1);
    case Op::gt:
      return num(0) > num(1);
    case Op::ge:
      return num(0) >= num(1);
    case Op::in_set: {
      int v = num(0);
      return v >= 0 && v < 64 && ((n.set_mask >> v) & 1);
    }
    case Op::pit_own: {
      int c = pit();
      return is_pit(p, c) && ctx.state->owner(c) == ctx.mover;
    }
    case Op::pit_opponents: {
      int c = pit();
      return is_pit(p, c) && ctx.state->owner(c) != ctx.mover;
    }
    case Op::pit_empty: {
      int c = pit();
      return c >= 0 && ctx.state->cells[c] == 0;
    }
    case Op::pit_occupied: {
      int c = pit();
      return c >= 0 && ctx.state->cells[c] > 0;
    }
    case Op::pit_store:
      return pit() >= p.pit_count();
    case Op::pit_own_store:
      return pit() == p.store_cell(ctx.mover);
    case Op::pit_opponents_store:
      return pit() == p.store_cell(opponent(ctx.mover));
    case Op::pit_marked: {
      int c = pit();
      return is_pit(p, c) && ((ctx.state->marks[n.value] >> c) & 1);
    }
    case Op::pit_was_empty:
      return pit() >= 0 && ctx.last_was_empty;
    case Op::pit_was_occupied:
      return pit() >= 0 && !ctx.last_was_empty;
    case Op::pit_in_own_row: {
      int c = pit();
      return is_pit(p, c) && row_of(p, c) == ctx.mover;
    }
    case Op::pit_in_opponents_row: {
      int c = pit();
      return is_pit(p, c) && row_of(p, c) != ctx.mover;
    }
    case Op::row_empty:
      return row_is_empty(p, ctx, n.who);
    case Op::row_occupied:
      return !row_is_empty(p, ctx, n.who);
    case Op::moved_from_pit: {
      const int c = pit();
      return is_pit(p, c) && ((ctx.state->moved_from[player_of(n.who, ctx.mover)] >> c) & 1);
    }
    case Op::no_legal_move:
      return ctx.no_legal_move;
    case Op::repetition:
      return ctx.repeated;
    case Op::first_move:
      return ctx.state->ply == 0;
    case Op::both_passed:
      return ctx.state->passes >= 2;
    case Op::lap_limit_reached:
      return ctx.state->lap_limit_reached != 0;
    case Op::captured:
      return ctx.captured;
    case Op::all_pits:
      return count_pits(p, n, ctx, kMaxCells) == set_size(p, n, ctx);
    case Op::any_pits:
      return count_pits(p, n, ctx, 1) > 0;
    default:
      return false;
  }
}

}  // namespace mancala
