#pragma once
// The checked rules: a rule file once every check has passed, for one choice
// of variant and parameter values. `extends` and the variant are merged,
// parameters are numbers, marks are indices, the language's shorthands (the
// feeding block, `unless grand slam`, `except first move`, the older match
// phrases) are spelled out, and every warning has been given. Expressions are
// still trees, each node with the position of the text it comes from; the
// compiler (dsl/compiler.hpp) flattens them into a RuleProgram.
#include <optional>
#include <vector>

#include "dsl/source.hpp"
#include "interpreter/program.hpp"

namespace mancala::dsl {

// One node of a checked condition, number or pit: the program's operation
// (interpreter/program.hpp, Op), its operands, and where it is written.
struct Expr {
  Op op = Op::always;
  Who who = Who::mover;
  int value = 0;               // constant, mark index or row side (0 own, 1 opponent's)
  std::uint64_t set_mask = 0;  // in_set members 0..63
  // A constant whose value could not be computed (its mistake is reported
  // already): what is computed from it stays silent. Never in rules that pass.
  bool known = true;
  SourcePos pos;
  // and_, or_: every operand, in order; all_pits, any_pits, count_pits: the
  // condition on `pit`, when there is one; the others: their one or two operands.
  std::vector<Expr> kids;

  bool is_constant() const { return op == Op::constant; }
};

// One action of a lap-end or sowing rule (see Action in interpreter/program.hpp).
struct CheckedAction {
  ActionKind kind = ActionKind::end_move;
  std::vector<Expr> pits;  // capture_pits, capture_group; a chain's start; relay, claim, mark
  std::optional<Expr> condition;  // a chain's or a group's condition on `pit`
  std::optional<Expr> unless;     // what calls a capture off (may read `seeds taken`)
  int mark = -1;                  // the mark a `mark` action gives
  Taker taker = Taker::mover;     // captures: whose store takes the seeds
};

// "if CONDITION: actions", where it is written.
struct CheckedRule {
  SourcePos pos;
  std::optional<Expr> condition;  // none: always
  std::vector<CheckedAction> actions;
};

// One step of the legal-move pipeline (see MoveFilter in interpreter/program.hpp).
struct CheckedFilter {
  FilterKind kind = FilterKind::forbid;
  Expr condition;
  FilterFallback fallback = FilterFallback::any;
  SourcePos pos;
};

// One "remaining seeds ..." statement (see SweepRule in interpreter/program.hpp).
struct CheckedSweep {
  Remaining how = Remaining::to_owner;
  Who to = Who::opponent;
  std::optional<Expr> condition;  // none: always
  Who odd_to = Who::north;
  std::optional<Expr> odd_if;  // none: the odd seed always goes to `odd_to`
  Who odd_else = Who::north;
};

// One `win counts as N [when C]` of a match.
struct CheckedWinValue {
  Expr value;
  std::optional<Expr> condition;  // none: always
};

// A rule file, checked: its plain settings and its rules with resolved expressions.
struct CheckedRules {
  RuleSettings settings;
  // move
  std::optional<Expr> from_condition;  // none: every own occupied pit
  std::vector<CheckedFilter> filters;  // in the order they apply (a feeding rule first)
  std::optional<Expr> skip_condition;
  // lap end, during sowing
  std::vector<CheckedRule> lap_rules;
  std::vector<CheckedRule> sowing_rules;
  // game end
  std::vector<Expr> end_conditions;
  std::vector<CheckedSweep> sweeps;  // the last one has no condition
  std::optional<Expr> evaluation;    // none: the score difference
  // match
  std::optional<Expr> match_ends_when;
  std::optional<Expr> match_winner_by;  // none: games won
  std::vector<CheckedWinValue> win_values;
};

// How many expression nodes a tree holds, itself included.
inline int node_count(const Expr& e) {
  int count = 1;
  for (const Expr& kid : e.kids) count += node_count(kid);
  return count;
}

}  // namespace mancala::dsl
