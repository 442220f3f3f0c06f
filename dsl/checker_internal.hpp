#pragma once
// The checker's inside, shared by the files that implement it: parameters
// (check_parameters.cpp), expressions (check_expressions.cpp), blocks
// (check_blocks.cpp), warnings and the sowing-work bound (check_warnings.cpp),
// and the walk over a whole file (checker.cpp).
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "dsl/ast.hpp"
#include "dsl/checked_rules.hpp"
#include "dsl/checker.hpp"
#include "dsl/diagnostics.hpp"
#include "dsl/named_table.hpp"

namespace mancala::dsl::checking {

using ast::Kind;
using ast::Node;

// What an expression may refer to where it stands.
struct Scope {
  bool pit = false;        // `pit`: a filter's pit under examination
  bool last = false;       // `last`, `captured`: inside lap-end rules
  bool origin = false;     // `origin`
  bool game_end = false;   // `no legal move`, `position repeated`
  bool after = false;      // `after(N)`: move filters
  bool taken = false;      // `seeds taken`: a capture's `unless`
  bool margin = false;     // `margin`: a match's `win counts as`
  bool games_won = false;  // `games won`: a match's `winner by`
  const char* pit_help =
      "'pit' means the pit being examined; use it in 'from own pits where', 'forbid moves where', "
      "'prefer moves where', 'skip pits where', 'backward from ... while', 'all of ... where' or "
      "a pit set such as 'count(own pits where ...)'";
};

// A number known at compile time, or nothing when it could not be computed:
// the reason has then been reported once, and whatever is computed from it
// stays silent (one mistake, one message).
using Constant = std::optional<int>;

// A declared parameter and its value for this compilation.
struct Param {
  std::string name;
  SourcePos pos;
  const Node* declaration = nullptr;
  std::optional<int> chosen;   // set by the variant or --set; otherwise the default is used
  bool chosen_failed = false;  // the variant's value was refused (already reported)
  SourcePos chosen_pos;        // where the variant chose it; line 0 for --set
  enum class Stage { pending, evaluating, done } stage = Stage::pending;
  Constant value;  // once done; empty when the parameter failed
  Constant default_value;
  bool has_range = false;
  int low = 0, high = 0;
};

// The player a rule names, and whose row a row condition or count reads (own:
// the mover's; opponent's: the opponent's).
Who who_of(ast::Player player);
Who who_of(ast::Row row);

// Why the limits of limits.hpp exist, for their messages.
inline constexpr const char* kLimitWhy =
    ", so that a position's legal moves are found in well under a second (see 'Limits' in "
    "docs/language.md)";

// Where an expression's text begins (an arithmetic node of the AST stands at
// its operator, for the messages about it).
inline SourcePos start_of(const Node& n) {
  return n.kind == Kind::arith ? start_of(n.kids.at(0)) : n.pos;
}

// An expression node with no operands, written at `pos`.
inline Expr leaf(Op op, SourcePos pos, Who who = Who::mover) {
  Expr e;
  e.op = op;
  e.who = who;
  e.pos = pos;
  return e;
}

// A fixed number, written at `pos`.
inline Expr constant_expr(int value, SourcePos pos) {
  Expr e = leaf(Op::constant, pos);
  e.value = value;
  return e;
}

// An expression node over its operands.
inline Expr node(Op op, SourcePos pos, std::vector<Expr> kids) {
  Expr e = leaf(op, pos);
  e.kids = std::move(kids);
  return e;
}

// One check of one file: walks the AST block by block, checking every
// statement and filling the CheckedRules; every problem goes to the diagnostics.
class Checker {
 public:
  Checker(const CompileOptions& options, Diagnostics& diags)
      : options_(options), diags_(diags), partial_(diags.has_errors()) {}

  std::optional<CheckedRules> run(const Node& file);

 private:
  const CompileOptions& options_;
  Diagnostics& diags_;
  // The tree lacks the statements that had syntax errors: "missing" checks would mislead.
  bool partial_;
  bool setup_done_ = false;  // total_seeds is known
  std::set<std::string> used_params_;
  SourcePos setup_pos_{1, 1};
  SourcePos take_pos_{1, 1};
  SourcePos skip_pos_{1, 1};
  CheckedRules rules_;
  RuleSettings& settings_ = rules_.settings;
  NamedTable<Param> params_;  // in declaration order, found by name
  std::map<std::string, SourcePos> seen_statements_;

  void error(SourcePos pos, const std::string& message) { diags_.error(pos, message); }
  void warn(SourcePos pos, const std::string& message) { diags_.warning(pos, message); }
  void missing(SourcePos pos, const std::string& message) {
    if (!partial_) diags_.error(pos, message);
  }

  // parameters and variants
  void declare_params(const Node& file);
  void evaluate_params();
  void evaluate(Param& param);
  Constant constant_before_params(const Node& n);
  void apply_variant(const Node& file);
  void apply_overrides();
  Param* find_param(const std::string& name);
  std::vector<std::string> param_names() const;
  Constant constant(const Node& n);  // compile-time number (parameters allowed)
  Constant parameter_value(const Node& ref, Param& param);
  Constant fold(const Node& op, int a, int b);
  Constant bounded(const Node& n, int low, int high, const std::string& label,
                   const std::string& why = "");
  void refuse(const Node& n, int value, const std::string& label, const std::string& rule);
  const Node* lap_limit_node_ = nullptr;  // the lap limit's value, when the file gives one
  bool opening_block_ = false;
  long long condition_cost(const Expr& e) const;
  long long condition_cost(const std::optional<Expr>& e) const {
    return e ? condition_cost(*e) : 0;
  }
  double rule_cost(const CheckedRule& rule) const;
  void check_sowing_work(const std::map<ast::Block, const Node*>& blocks);
  Param* evaluating_ = nullptr;          // the parameter whose default or range is being computed
  bool total_known_ = false;             // the setup's seed count was computed without error
  std::set<std::string> refused_marks_;  // marks past the fourth, reported once where declared

  // blocks
  bool once(const Node& stmt, const std::string& what);
  void board(const Node& block, bool& has_pits);
  void setup(const Node& block, std::vector<const Node*>& fills);
  void move(const Node& block);
  void sow(const Node& block, bool& has_origin);
  void feeding(const Node& block);
  void lap_end(const Node& block);
  void during_sowing(const Node& block);
  static Node skip_condition(const Node& skip);
  void game_end(const Node& block, bool& has_no_move_end, bool& has_remaining);
  void remaining(const Node& stmt, const Scope& end, bool& has_remaining);
  SourcePos unconditional_sweep_{1, 1};
  void warn_if_never(const Node& condition);
  static bool always_after_drop(const Node& condition);
  void final_warnings(const Node& file);
  std::optional<SourcePos> unconditional_end_;
  void opening(const Node& block);
  void marks(const Node& block);
  void match(const Node& block);
  void rebuild(const Node& statement);
  // The general forms the older match phrases stand for: `count(own pits)` and
  // `count(own pits) == 0`.
  static Expr own_pit_count(SourcePos pos);
  static Expr owns_no_pit(SourcePos pos);
  int mark_index(const Node& stmt);
  // The index of the mark a condition or an action names, or -1 (reported).
  int declared_mark(const Node& n);
  CheckedAction action(const Node& n, const Scope& rule_scope);
  // A rule of the lap end or during sowing blocks, with its position and its
  // condition (its first kid, unless that is already an action); no actions yet.
  CheckedRule rule_head(const Node& rule_node, const Scope& scope);
  void fill_setup(const std::vector<const Node*>& fills);

  // expressions
  Expr cond(const Node& n, const Scope& scope);
  Expr number(const Node& n, const Scope& scope);
  Expr pit(const Node& n, const Scope& scope);
  Expr pit_set(const Node& n, Op op, const Scope& scope);
  void move_filter(const Node& statement);
  // "seeds taken == seeds in opponent's row": what `unless grand slam` stands for.
  static Expr grand_slam(SourcePos pos);
  void win_value(const Node& statement);
};

}  // namespace mancala::dsl::checking
