#include "dsl/compiler.hpp"

#include <cassert>
#include <memory>

#include "interpreter/lowered_program.hpp"

namespace mancala {
namespace {

using dsl::CheckedAction;
using dsl::CheckedRule;
using dsl::Expr;

// Appends a checked tree to the program's nodes, operands before the node
// that uses them; returns the node's index. The operands of `and` and `or`
// are linked as a chain (ExprNode::more) from the node's first kid.
int flatten(const Expr& e, std::vector<ExprNode>& nodes) {
  ExprNode n;
  n.op = e.op;
  n.who = e.who;
  n.value = e.value;
  n.set_mask = e.set_mask;
  if (e.op == Op::and_ || e.op == Op::or_) {
    int previous = -1;
    for (const Expr& kid : e.kids) {
      const int k = flatten(kid, nodes);
      if (previous < 0)
        n.kids[0] = static_cast<std::int16_t>(k);
      else
        nodes[previous].more = static_cast<std::int16_t>(k);
      previous = k;
    }
  } else {
    assert(e.kids.size() <= 2);  // an ExprNode has room for two operands
    for (std::size_t i = 0; i < e.kids.size() && i < 2; ++i)
      n.kids[i] = static_cast<std::int16_t>(flatten(e.kids[i], nodes));
  }
  nodes.push_back(n);
  return static_cast<int>(nodes.size()) - 1;
}

// A tree that may be absent: -1 when it is.
int flatten(const std::optional<Expr>& e, std::vector<ExprNode>& nodes) {
  return e ? flatten(*e, nodes) : -1;
}

// The file and line a rule, a filter or an event names.
void locate(const dsl::SourcePos& pos, int& line, std::string& file) {
  line = pos.line;
  if (pos.file) file = pos.file->name;
}

std::vector<LapRule> flatten(const std::vector<CheckedRule>& rules, std::vector<ExprNode>& nodes) {
  std::vector<LapRule> out;
  for (const CheckedRule& rule : rules) {
    LapRule r;
    locate(rule.pos, r.line, r.file);
    r.condition = flatten(rule.condition, nodes);
    for (const CheckedAction& a : rule.actions) {
      Action action;
      action.kind = a.kind;
      action.taker = a.taker;
      action.mark = a.mark;
      action.unless = flatten(a.unless, nodes);
      for (const Expr& pit : a.pits) action.pits.push_back(flatten(pit, nodes));
      action.condition = flatten(a.condition, nodes);
      r.actions.push_back(std::move(action));
    }
    out.push_back(std::move(r));
  }
  return out;
}

// The circuit for the sowing direction: the next cell along it, the pit
// before each pit against it, and the pit opposite each pit.
void build_circuit(RuleProgram& p_) {
  const int n = p_.pits_per_row, pits = 2 * n;
  // Each row in sowing order, then its owner's store when in the circuit:
  // counter-clockwise S1..Sn, store, N1..Nn, store. Clockwise is its mirror
  // image, Sn..S1, store, Nn..N1, store: a player's store still comes right
  // after their own row (it is on their left), so the mover's sowing reaches it.
  std::vector<int> order;
  for (const Side side : kSides) {
    const int row = static_cast<int>(index(side));
    for (int i = 0; i < n; ++i) order.push_back(row * n + (p_.clockwise ? n - 1 - i : i));
    if (p_.stores == StoreMode::in_circuit) order.push_back(p_.store_cell(side));
  }
  p_.next.fill(-1);
  for (std::size_t i = 0; i < order.size(); ++i)
    p_.next[order[i]] = static_cast<std::int8_t>(order[(i + 1) % order.size()]);
  // The preceding pit against the sowing direction, stores left out.
  std::vector<int> pit_order;
  for (int c : order)
    if (c < pits) pit_order.push_back(c);
  p_.prev_pit.fill(-1);
  for (std::size_t i = 0; i < pit_order.size(); ++i)
    p_.prev_pit[pit_order[i]] =
        static_cast<std::int8_t>(pit_order[(i + pit_order.size() - 1) % pit_order.size()]);
  p_.opposite.fill(-1);
  for (int i = 0; i < n; ++i) {
    p_.opposite[i] = static_cast<std::int8_t>(n + (n - 1 - i));
    p_.opposite[n + (n - 1 - i)] = static_cast<std::int8_t>(i);
  }
}

}  // namespace

RuleProgram build_program(const dsl::CheckedRules& rules) {
  RuleProgram p;
  static_cast<RuleSettings&>(p) = rules.settings;
  std::vector<ExprNode>& nodes = p.nodes;
  p.from_condition = flatten(rules.from_condition, nodes);
  for (const dsl::CheckedFilter& f : rules.filters) {
    MoveFilter filter;
    filter.kind = f.kind;
    filter.fallback = f.fallback;
    filter.condition = flatten(f.condition, nodes);
    locate(f.pos, filter.line, filter.file);
    p.filters.push_back(std::move(filter));
  }
  p.skip_condition = flatten(rules.skip_condition, nodes);
  p.lap_rules = flatten(rules.lap_rules, nodes);
  p.sowing_rules = flatten(rules.sowing_rules, nodes);
  for (const Expr& e : rules.end_conditions) p.end_conditions.push_back(flatten(e, nodes));
  for (const dsl::CheckedSweep& s : rules.sweeps) {
    SweepRule sweep;
    sweep.how = s.how;
    sweep.to = s.to;
    sweep.odd_to = s.odd_to;
    sweep.odd_else = s.odd_else;
    sweep.condition = flatten(s.condition, nodes);
    sweep.odd_if = flatten(s.odd_if, nodes);
    p.sweeps.push_back(sweep);
  }
  p.evaluation = flatten(rules.evaluation, nodes);
  p.match_ends_when = flatten(rules.match_ends_when, nodes);
  p.match_winner_by = flatten(rules.match_winner_by, nodes);
  for (const dsl::CheckedWinValue& v : rules.win_values) {
    WinValue value;
    value.value = flatten(v.value, nodes);
    value.condition = flatten(v.condition, nodes);
    p.win_values.push_back(value);
  }
  build_circuit(p);
  p.lowered = std::make_shared<const LoweredProgram>(lower(p));
  return p;
}

std::optional<RuleProgram> compile(const dsl::ast::Node& file, const CompileOptions& options,
                                   dsl::Diagnostics& diags) {
  std::optional<dsl::CheckedRules> rules = check_rules(file, options, diags);
  if (!rules) return std::nullopt;
  return build_program(*rules);
}

}  // namespace mancala
