#include "interpreter/rule_reads.hpp"

namespace mancala {
namespace {

// Walks the compiled expressions of the rules, noting what they read.
class ReadFinder {
 public:
  explicit ReadFinder(const RuleProgram& p) : p_(p) {}

  // Visits node `node` (a condition, number or pit expression; -1: none).
  // `last_is_pit`: an enclosing conjunction has already required the last
  // seed's cell to be a pit, so reading it cannot read a store.
  void visit(int node, bool last_is_pit = false) {
    if (node < 0) return;
    const ExprNode& n = p_.nodes[static_cast<std::size_t>(node)];
    switch (n.op) {
      case Op::and_: {
        // Operands are tested in order and stop at the first false one, so
        // one that holds only for a pit guards every later operand.
        bool guarded = last_is_pit;
        for (int k = n.kids[0]; k >= 0; k = p_.nodes[static_cast<std::size_t>(k)].more) {
          visit(k, guarded);
          guarded = guarded || requires_last_pit(k);
        }
        return;
      }
      case Op::or_:
        for (int k = n.kids[0]; k >= 0; k = p_.nodes[static_cast<std::size_t>(k)].more)
          visit(k, last_is_pit);
        return;
      case Op::store_of:
        reads_.stores = true;
        return;
      case Op::moved_from_pit:
        reads_.moved_from = true;
        break;
      case Op::seeds_of:
      case Op::pit_empty:
      case Op::pit_occupied:
      case Op::pit_was_empty:
      case Op::pit_was_occupied:
        // Only the last seed's cell can be a store: `pit` is always a pit
        // where the engine evaluates it, and opposite or numbered pits are pits.
        if (!last_is_pit && is_last(n.kids[0])) reads_.stores = true;
        break;
      default:
        break;
    }
    visit(n.kids[0], last_is_pit);
    visit(n.kids[1], last_is_pit);
  }

  RuleReads result() const { return reads_; }

 private:
  const RuleProgram& p_;
  RuleReads reads_{false, false};

  bool is_last(int node) const {
    return node >= 0 && p_.nodes[static_cast<std::size_t>(node)].op == Op::pit_last;
  }

  // Whether condition `node` holds only when the last seed's cell is a pit.
  bool requires_last_pit(int node) const {
    const ExprNode& n = p_.nodes[static_cast<std::size_t>(node)];
    switch (n.op) {
      case Op::pit_own:
      case Op::pit_opponents:
      case Op::pit_marked:
      case Op::pit_in_own_row:
      case Op::pit_in_opponents_row:
        return is_last(n.kids[0]);
      default:
        return false;
    }
  }
};

}  // namespace

RuleReads rule_reads(const RuleProgram& p) {
  ReadFinder finder(p);
  for (int node : {p.from_condition, p.skip_condition}) finder.visit(node);
  // A filter's `last` is where the move's first lap ended, which may be a store.
  for (const MoveFilter& f : p.filters) finder.visit(f.condition);
  for (const WinValue& v : p.win_values) {
    finder.visit(v.value);
    finder.visit(v.condition);
  }
  for (const std::vector<LapRule>* rules : {&p.lap_rules, &p.sowing_rules})
    for (const LapRule& rule : *rules) {
      finder.visit(rule.condition);
      for (const Action& a : rule.actions) {
        finder.visit(a.condition);
        finder.visit(a.unless);
        for (int pit : a.pits) finder.visit(pit);
      }
    }
  for (int node : p.end_conditions) finder.visit(node);
  for (const SweepRule& sweep : p.sweeps) {
    finder.visit(sweep.condition);
    finder.visit(sweep.odd_if);
  }
  return finder.result();
}

}  // namespace mancala
