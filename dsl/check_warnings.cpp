// The checker's warnings (rules that can never apply, unused parameters,
// variants that change nothing) and the bound on the work of finding a
// position's legal moves.
#include <fmt/format.h>

#include <algorithm>
#include <limits>

#include "dsl/checker_internal.hpp"
#include "interpreter/limits.hpp"

namespace mancala::dsl::checking {

// An integer literal's value for the warnings below; one too large for an int
// (an error where it is used) reads as a value no check matches.
static long long literal(const Node& integer) {
  constexpr long long kNoMatch = std::numeric_limits<long long>::max();
  return integer.value ? *integer.value : kNoMatch;
}

// `last is PROPERTY`.
static bool last_is(const Node& c, ast::PitProperty property) {
  return c.kind == Kind::pit_is && c.property == property && c.kids.at(0).kind == Kind::pit_last;
}

// `seeds(last) OP N` with N written as a number.
static bool last_seeds_compared_with_literal(const Node& c) {
  return c.kind == Kind::compare && c.kids.at(0).kind == Kind::seeds_of &&
         c.kids[0].kids.at(0).kind == Kind::pit_last && c.kids.at(1).kind == Kind::integer;
}

// Conditions on the last pit that the drop of the last seed makes false for good.
static bool never_after_drop(const Node& c) {
  if (c.kind == Kind::and_) {
    for (const Node& k : c.kids)
      if (never_after_drop(k)) return true;
    return false;
  }
  if (last_is(c, ast::PitProperty::empty)) return true;
  if (last_seeds_compared_with_literal(c)) {
    const long long v = literal(c.kids[1]);
    using ast::Comparison;
    return (c.comparison == Comparison::eq && v == 0) ||
           (c.comparison == Comparison::lt && v <= 1) || (c.comparison == Comparison::le && v == 0);
  }
  if (c.kind == Kind::in_set && c.kids.at(0).kind == Kind::seeds_of &&
      c.kids[0].kids.at(0).kind == Kind::pit_last) {
    for (std::size_t i = 1; i < c.kids.size(); ++i)
      if (c.kids[i].kind != Kind::integer || c.kids[i].value != 0) return false;
    return true;
  }
  return false;
}

void Checker::warn_if_never(const Node& condition) {
  if (never_after_drop(condition))
    warn(condition.pos,
         "this rule can never apply: the last pit always holds at least the seed "
         "that just landed");
}

bool Checker::always_after_drop(const Node& c) {
  if (last_is(c, ast::PitProperty::occupied)) return true;
  if (last_seeds_compared_with_literal(c)) {
    const long long v = literal(c.kids[1]);
    using ast::Comparison;
    return (c.comparison == Comparison::ge && v <= 1) ||
           (c.comparison == Comparison::gt && v == 0) || (c.comparison == Comparison::ne && v == 0);
  }
  return false;
}

void Checker::final_warnings(const Node& file) {
  if (setup_done_ && settings_.total_seeds == 0)
    warn(setup_pos_, "the setup puts no seed on the board: no move is ever possible");
  if (!settings_.can_relay && seen_statements_.count("the lap limit"))
    warn(seen_statements_["the lap limit"],
         "the lap limit has no effect: no lap-end rule relays, so every move is a single lap");
  for (const Param& param : params_)
    if (!used_params_.count(param.name))
      warn(param.pos, fmt::format("parameter '{}' is never used", param.name));
  for (const Node& item : file.kids) {
    if (item.kind != Kind::variant) continue;
    bool changes = false;
    for (const Node& k : item.kids) {
      if (k.kind == Kind::block) changes = true;
      if (k.kind != Kind::set || k.kids.at(0).kind != Kind::integer) {
        changes = changes || k.kind == Kind::set;
        continue;
      }
      const Param* param = params_.find(k.name);
      if (param && param->default_value && literal(k.kids[0]) != *param->default_value)
        changes = true;
    }
    if (!changes)
      warn(item.pos, fmt::format("variant '{}' changes nothing: it sets every parameter to its "
                                 "default and changes no block",
                                 item.name));
  }
}

// The cost of evaluating a condition or number once, in the units of
// limits::kMaxSowingWork: one per node, a row's or the board's width for the
// nodes that add up or scan pits; `and`, `or` and `not` only join or negate
// tests and cost nothing of their own.
long long Checker::condition_cost(const Expr& e) const {
  long long cost = 1;
  switch (e.op) {
    case Op::board_seeds:
    case Op::row_empty:
    case Op::row_occupied:
      cost = settings_.pit_count();
      break;
    case Op::count_pits:
    case Op::all_pits:
    case Op::any_pits:
      // the set's condition, once for each pit
      return settings_.pit_count() * (1 + (e.kids.empty() ? 0 : condition_cost(e.kids[0])));
    case Op::not_:
      // the engine folds a negation into the test it negates
      return condition_cost(e.kids.at(0));
    default:
      break;
  }
  if (e.op == Op::and_ || e.op == Op::or_) {
    // the engine walks a conjunction's tests as a flat list: only the tests cost
    cost = 0;
    for (const Expr& k : e.kids) cost += condition_cost(k);
    return cost;
  }
  for (const Expr& k : e.kids) cost += condition_cost(k);
  return cost;
}

// The cost of trying one rule: its condition, and each action's pits and the
// condition a chain or a group tests on every pit.
double Checker::rule_cost(const CheckedRule& rule) const {
  double cost = double(condition_cost(rule.condition));
  for (const CheckedAction& a : rule.actions) {
    cost += double(settings_.pit_count()) * double(condition_cost(a.condition));
    for (const Expr& pit_expr : a.pits) cost += double(condition_cost(pit_expr));
  }
  return cost;
}

// Finding a position's legal moves sows every candidate in full (relays, skipped
// pits and all, up to the lap limit) whenever the rules relay, skip, feed or
// forbid first laps. This bounds that work by a worst case: every lap lifting
// every seed of the setup, and every seed passing every cell of the circuit
// when a skip condition may refuse pits. Over the budget, the lap limit must
// come down (or, when even one lap is too much, the setup or skip condition).
void Checker::check_sowing_work(const std::map<ast::Block, const Node*>& blocks) {
  const int n = settings_.pits_per_row, seeds = settings_.total_seeds;
  const int cells = settings_.pit_count() + (settings_.stores == StoreMode::in_circuit ? 2 : 0);
  // A rebuild can give a player pits in both rows; a partial harvest tries every amount.
  const int tries = settings_.partial_harvest ? std::min(seeds, limits::kMaxTakeAnySeeds)
                                              : (settings_.rebuild.seeds_per_pit > 0 ? 2 * n : n);
  const bool skips = rules_.skip_condition.has_value();
  double per_seed = 1.0 + (skips ? double(cells) * condition_cost(rules_.skip_condition) : 0.0);
  for (const CheckedRule& rule : rules_.sowing_rules) per_seed += rule_cost(rule);
  double per_lap = double(seeds) * per_seed;
  for (const CheckedFilter& f : rules_.filters) per_lap += double(condition_cost(f.condition));
  for (const CheckedRule& rule : rules_.lap_rules) per_lap += rule_cost(rule);
  const double per_move = double(std::max(tries, 1)) * std::max(per_lap, 1.0);
  const int laps = settings_.can_relay ? settings_.lap_limit : 1;
  settings_.legal_moves_work = static_cast<long long>(
      std::min(per_move * laps, double(std::numeric_limits<long long>::max() / 2)));
  if (per_move * laps <= double(limits::kMaxSowingWork)) return;
  const std::string skip_part = skips ? ", each seed testing the skip condition at every cell" : "";
  const double most_laps = double(limits::kMaxSowingWork) / per_move;
  if (settings_.can_relay && most_laps >= 1) {
    const std::string rule = fmt::format(
        "must be between 1 and {} for these rules: finding the legal moves sows each of up to {} "
        "candidate moves for up to that many laps of up to {} seeds{}, and must stay well under "
        "a second (see 'Limits' in docs/language.md)",
        static_cast<long long>(most_laps), tries, seeds, skip_part);
    if (lap_limit_node_)
      refuse(*lap_limit_node_, settings_.lap_limit, "lap limit {}", rule);
    else
      error(blocks.at(ast::Block::sow)->pos,
            fmt::format("the default lap limit {} is too high: it {}; say "
                        "'lap limit N'",
                        settings_.lap_limit, rule));
    return;
  }
  const SourcePos where = skips ? skip_pos_ : setup_pos_;
  error(where, fmt::format("finding the legal moves would take too long: each of up to {} "
                           "candidate moves sows up to {} seeds{}{}; use fewer seeds{} (see "
                           "'Limits' in docs/language.md)",
                           tries, seeds, skip_part,
                           settings_.can_relay ? ", even with a lap limit of 1" : "",
                           skips ? " or a simpler skip condition" : ""));
}

}  // namespace mancala::dsl::checking
