#include "dsl/compiler.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <optional>
#include <set>

#include "dsl/merge.hpp"
#include "dsl/named_table.hpp"
#include "dsl/suggest.hpp"
#include "interpreter/limits.hpp"
#include "interpreter/lowered_program.hpp"

namespace mancala {
namespace {

using dsl::SourcePos;
using dsl::ast::Kind;
using dsl::ast::Node;
namespace ast = dsl::ast;

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

// One compilation: walks the AST block by block, checking every statement
// and filling the RuleProgram; every problem goes to the diagnostics.
class Compiler {
 public:
  Compiler(const CompileOptions& options, dsl::Diagnostics& diags)
      : options_(options), diags_(diags), partial_(diags.has_errors()) {}

  std::optional<RuleProgram> run(const Node& file);

 private:
  const CompileOptions& options_;
  dsl::Diagnostics& diags_;
  // The tree lacks the statements that had syntax errors: "missing" checks would mislead.
  bool partial_;
  bool setup_done_ = false;  // total_seeds is known
  std::set<std::string> used_params_;
  SourcePos setup_pos_{1, 1};
  SourcePos take_pos_{1, 1};
  SourcePos skip_pos_{1, 1};
  RuleProgram p_;
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
  long long condition_cost(int node) const;
  void check_sowing_work(const std::map<ast::Block, const Node*>& blocks);
  Param* evaluating_ = nullptr;          // the parameter whose default or range is being computed
  bool total_known_ = false;             // the setup's seed count was computed without error
  std::set<int> failed_nodes_;           // constant expression nodes whose value failed
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
  int own_pit_count();
  int owns_no_pit();
  int mark_index(const Node& stmt);
  // The index of the mark a condition or an action names, or -1 (reported).
  int declared_mark(const Node& n);
  Action action(const Node& n, const Scope& rule_scope);
  void build_circuit();
  void fill_setup(const std::vector<const Node*>& fills);

  // expressions
  int add(ExprNode node) {
    p_.nodes.push_back(node);
    return static_cast<int>(p_.nodes.size()) - 1;
  }
  int cond(const Node& n, const Scope& scope);
  int number(const Node& n, const Scope& scope);
  int pit(const Node& n, const Scope& scope);
  int pit_set(const Node& n, Op op, const Scope& scope);
  void move_filter(const Node& statement);
  // "seeds taken == seeds in opponent's row": what `unless grand slam` stands for.
  int grand_slam();
  void win_value(const Node& statement);
};

// ------------------------------------------------------------ parameters

Param* Compiler::find_param(const std::string& name) {
  return params_.find(name);
}

std::vector<std::string> Compiler::param_names() const {
  std::vector<std::string> names;
  for (const auto& param : params_) names.push_back(param.name);
  return names;
}

// True when `a` is written before `b` in the same file.
static bool written_before(const SourcePos& a, const SourcePos& b) {
  return a.file == b.file && (a.line < b.line || (a.line == b.line && a.column < b.column));
}

// One operator on fixed numbers, computed wide so that overflow is seen, not
// undefined: a result outside the 32-bit range or a division by zero is an
// error at the operator.
Constant Compiler::fold(const Node& op, int a, int b) {
  std::int64_t result = 0;
  switch (op.op) {
    case ast::ArithOp::add:
      result = std::int64_t{a} + b;
      break;
    case ast::ArithOp::sub:
      result = std::int64_t{a} - b;
      break;
    case ast::ArithOp::mul:
      result = std::int64_t{a} * b;
      break;
    case ast::ArithOp::div:
      if (b == 0) {
        error(op.pos, fmt::format("division by zero: {} / 0", a));
        return std::nullopt;
      }
      result = std::int64_t{a} / b;
      break;
  }
  if (result < std::numeric_limits<int>::min() || result > std::numeric_limits<int>::max()) {
    error(op.pos, fmt::format("{} {} {} is {}: fixed numbers must lie between {} and {}", a,
                              ast::symbol(op.op), b, result, std::numeric_limits<int>::min(),
                              std::numeric_limits<int>::max()));
    return std::nullopt;
  }
  return static_cast<int>(result);
}

Constant Compiler::constant(const Node& n) {
  switch (n.kind) {
    case Kind::integer:
      // The parser read the literal; one beyond an int is reported where it is used.
      if (!n.value) {
        error(n.pos, fmt::format("the number {} is too large: fixed numbers go up to {}", n.name,
                                 std::numeric_limits<int>::max()));
        return std::nullopt;
      }
      return n.value;
    case Kind::name_ref: {
      if (Param* param = find_param(n.name)) return parameter_value(n, *param);
      // Past the messages shown, the name alone: the list and the suggestion
      // take time in proportion to the parameters, for a message nobody sees.
      if (diags_.shown_full()) {
        error(n.pos, fmt::format("unknown parameter '{}'", n.name));
        return std::nullopt;
      }
      // Inside a parameter's declaration, only the parameters it may use are suggested.
      std::vector<std::string> names;
      for (const Param& param : params_)
        if (!evaluating_ ||
            (&param != evaluating_ && (param.pos.file != evaluating_->pos.file ||
                                       written_before(param.pos, evaluating_->pos))))
          names.push_back(param.name);
      error(n.pos, fmt::format("unknown parameter '{}'{}; {}: {}", n.name,
                               dsl::did_you_mean(n.name, names),
                               evaluating_ ? fmt::format("'{}' may use", evaluating_->name)
                                           : std::string("declared parameters"),
                               dsl::join_names(names)));
      return std::nullopt;
    }
    case Kind::arith: {
      Constant a = constant(n.kids.at(0)), b = constant(n.kids.at(1));
      if (!a || !b) return std::nullopt;
      return fold(n, *a, *b);
    }
    case Kind::total:
      if (!setup_done_) {
        error(n.pos, "'total' (all the seeds of the setup) is not known here");
        return std::nullopt;
      }
      if (!total_known_) return std::nullopt;
      return p_.total_seeds;
    default:
      error(n.pos, "expected a fixed number here (an integer, a parameter, or arithmetic on them)");
      return std::nullopt;
  }
}

// A parameter's value where `ref` names it, computed on first use. Inside
// another parameter's declaration, only the parameters declared before it may
// be used: earlier in the same file, or in another file of the `extends`
// chain (an override in a child file is that child's declaration, so it may
// use what the child declares before it). Across files a circle is possible,
// and is an error.
Constant Compiler::parameter_value(const Node& ref, Param& param) {
  used_params_.insert(param.name);
  if (evaluating_) {
    const Param& user = *evaluating_;
    if (&param == &user) {
      error(ref.pos, fmt::format("'{}' is defined in terms of itself", param.name));
      return std::nullopt;
    }
    if (param.pos.file == user.pos.file && !written_before(param.pos, user.pos)) {
      error(ref.pos, fmt::format("'{}' is declared after '{}' (at line {}): a parameter may only "
                                 "use the parameters declared before it",
                                 param.name, user.name, param.pos.line));
      return std::nullopt;
    }
    if (param.stage == Param::Stage::evaluating) {
      error(ref.pos, fmt::format("'{}' depends on itself through '{}': parameters may not refer "
                                 "to each other in a circle",
                                 param.name, user.name));
      param.stage = Param::Stage::done;  // the circle is reported once, its members fail
      param.value.reset();
      return std::nullopt;
    }
  }
  evaluate(param);
  return param.value;
}

// Parameters: names first, then the values chosen by the variant and --set,
// then every value, each parameter's before its users, so that a default
// written in terms of other parameters follows their chosen values.
void Compiler::declare_params(const Node& file) {
  for (const Node& item : file.kids) {
    if (item.kind != Kind::param) continue;
    if (find_param(item.name)) {
      error(item.pos, fmt::format("parameter '{}' is declared twice", item.name));
      continue;
    }
    Param param;
    param.name = item.name;
    param.pos = item.pos;
    param.declaration = &item;
    params_.add(param);
  }
}

void Compiler::evaluate_params() {
  for (Param& param : params_) evaluate(param);
}

void Compiler::evaluate(Param& param) {
  if (param.stage != Param::Stage::pending) return;
  param.stage = Param::Stage::evaluating;
  Param* outer = evaluating_;
  evaluating_ = &param;
  const Node& item = *param.declaration;
  // The default first, so that messages come in the order of the text.
  const Constant fallback = constant(item.kids.at(0));
  bool range_ok = true;
  if (item.kids.size() == 3) {
    Constant low = constant(item.kids[1]), high = constant(item.kids[2]);
    range_ok = low && high;
    if (range_ok && *low > *high) {
      error(item.kids[1].pos,
            fmt::format("empty range {}..{} for parameter '{}'", *low, *high, param.name));
      range_ok = false;
    }
    param.has_range = range_ok;
    param.low = low.value_or(0);
    param.high = high.value_or(0);
  }
  evaluating_ = outer;
  if (param.stage == Param::Stage::done) return;  // part of a circle, already reported
  param.stage = Param::Stage::done;
  param.default_value = fallback;
  auto inside = [&](int v) { return !param.has_range || (v >= param.low && v <= param.high); };
  if (fallback && !inside(*fallback))
    error(item.kids[0].pos, fmt::format("default {} of '{}' is outside its range {}..{}", *fallback,
                                        param.name, param.low, param.high));
  // A value that failed, or that broke its range, poisons its users silently.
  if (!range_ok || param.chosen_failed) return;
  if (!param.chosen) {
    if (fallback && inside(*fallback)) param.value = fallback;
    return;
  }
  if (inside(*param.chosen)) {
    param.value = param.chosen;
    return;
  }
  if (param.chosen_pos.line > 0)
    error(param.chosen_pos, fmt::format("value {} of '{}' is outside its range {}..{}",
                                        *param.chosen, param.name, param.low, param.high));
  else
    error({0, 0}, fmt::format("--set {}={}: outside the range {}..{} declared at line {}",
                              param.name, *param.chosen, param.low, param.high, param.pos.line));
}

// Where an expression's text begins (an arithmetic node stands at its operator).
static SourcePos start_of(const Node& n) {
  return n.kind == Kind::arith ? start_of(n.kids.at(0)) : n.pos;
}

// Reports that `value`, the result of expression `n`, breaks `rule`; `label`
// names the value ("{} pits per row", "lap limit {}"). The message stands where
// the value was written: at the parameter's chosen or default value when `n`
// just names a parameter (a value given by --set is reported as such).
void Compiler::refuse(const Node& n, int value, const std::string& label, const std::string& rule) {
  const std::string named = fmt::format(fmt::runtime(label), value);
  const Param* param = n.kind == Kind::name_ref ? find_param(n.name) : nullptr;
  if (!param) {
    error(start_of(n), fmt::format("{}: {}", named, rule));
    return;
  }
  const std::string use =
      fmt::format("'{}' = {}, used at line {} ({})", param->name, value, n.pos.line, named);
  if (param->chosen && param->chosen_pos.line <= 0)
    error({0, 0}, fmt::format("--set {}={}: {}: {}", param->name, value, use, rule));
  else if (param->chosen)
    error(param->chosen_pos, fmt::format("{}: {}", use, rule));
  else
    error(param->declaration->kids.at(0).pos, fmt::format("{}: {}", use, rule));
}

// Why the limits of limits.hpp exist, for their messages.
constexpr const char* kLimitWhy =
    ", so that a position's legal moves are found in well under a second (see 'Limits' in "
    "docs/language.md)";

// A fixed value that must lie in low..high (see Limits in docs/language.md);
// empty, after one message, when it does not or cannot be computed.
Constant Compiler::bounded(const Node& n, int low, int high, const std::string& label,
                           const std::string& why) {
  const Constant value = constant(n);
  if (!value) return value;
  if (*value >= low && *value <= high) return value;
  // The reason speaks of the upper bound: below the lower one, a value means nothing.
  refuse(n, *value, label,
         fmt::format("must be between {} and {}{}", low, high, *value > high ? why : ""));
  return std::nullopt;
}

void Compiler::apply_variant(const Node& file) {
  std::set<std::string> names;
  const Node* chosen = nullptr;
  std::vector<std::string> variant_names;
  for (const Node& item : file.kids) {
    if (item.kind != Kind::variant) continue;
    if (!names.insert(item.name).second) {
      error(item.pos, fmt::format("variant '{}' is declared twice", item.name));
      continue;
    }
    variant_names.push_back(item.name);
    for (const Node& set : item.kids) {
      if (set.kind != Kind::set) continue;
      if (find_param(set.name)) continue;
      // The suggestion is worked out only for a message that is shown.
      error(set.pos,
            fmt::format("variant '{}' sets unknown parameter '{}'{}", item.name, set.name,
                        diags_.shown_full() ? "" : dsl::did_you_mean(set.name, param_names())));
    }
    if (item.name == options_.variant) chosen = &item;
  }
  if (options_.variant.empty()) return;
  if (!chosen) {
    error({0, 0}, fmt::format("unknown variant '{}'{}; this file's variants: {}", options_.variant,
                              dsl::did_you_mean(options_.variant, variant_names),
                              dsl::join_names(variant_names)));
    return;
  }
  p_.variant = chosen->name;
  for (const Node& set : chosen->kids) {
    if (set.kind != Kind::set) continue;
    if (Param* param = find_param(set.name)) {
      param->chosen = constant_before_params(set.kids.at(0));
      param->chosen_failed = !param->chosen;
      param->chosen_pos = set.kids[0].pos;
    }
  }
}

void Compiler::apply_overrides() {
  for (const auto& [name, value] : options_.overrides) {
    Param* param = find_param(name);
    if (!param) {
      error({0, 0},
            fmt::format("--set {}: unknown parameter{}; this file's parameters: {}", name,
                        dsl::did_you_mean(name, param_names()), dsl::join_names(param_names())));
      continue;
    }
    param->chosen = value;
    param->chosen_failed = false;
    param->chosen_pos = {0, 0};
  }
}

// A variant's value: a plain number (variants are applied before any parameter has a value).
Constant Compiler::constant_before_params(const Node& n) {
  if (n.kind == Kind::integer) return constant(n);
  error(n.pos, "a variant sets a parameter to a plain number");
  return std::nullopt;
}

// ------------------------------------------------------------ expressions

int Compiler::pit(const Node& n, const Scope& scope) {
  ExprNode e;
  switch (n.kind) {
    case Kind::pit_last:
      if (!scope.last)
        error(n.pos,
              "'last' (the pit where the lap's last seed landed) is only known in lap end "
              "rules");
      e.op = Op::pit_last;
      return add(e);
    case Kind::pit_current:
      if (!scope.pit) error(n.pos, scope.pit_help);
      e.op = Op::pit_current;
      return add(e);
    case Kind::pit_origin:
      if (!scope.origin)
        error(n.pos, "'origin' (the pit the move started from) is only known in lap end rules");
      e.op = Op::pit_origin;
      return add(e);
    case Kind::pit_opposite: {
      int inner = pit(n.kids.at(0), scope);
      e.op = Op::pit_opposite;
      e.kids[0] = static_cast<std::int16_t>(inner);
      return add(e);
    }
    case Kind::pit_next:
    case Kind::pit_next_occupied: {
      int inner = pit(n.kids.at(0), scope);
      e.op = n.kind == Kind::pit_next ? Op::pit_next : Op::pit_next_occupied;
      e.kids[0] = static_cast<std::int16_t>(inner);
      return add(e);
    }
    case Kind::pit_numbered: {
      int num = number(n.kids.at(0), scope);
      e.op = Op::pit_numbered;
      e.value = n.side == ast::Side::own ? 0 : 1;
      e.kids[0] = static_cast<std::int16_t>(num);
      const ExprNode& k = p_.nodes[num];
      if (k.op == Op::constant && !failed_nodes_.count(num) && p_.pits_per_row > 0 &&
          (k.value < 1 || k.value > p_.pits_per_row))
        error(n.kids[0].pos,
              fmt::format("pit number {} is outside 1..{}", k.value, p_.pits_per_row));
      return add(e);
    }
    default:
      error(n.pos, "expected a pit here");
      return add(e);
  }
}

int Compiler::number(const Node& n, const Scope& scope) {
  ExprNode e;
  switch (n.kind) {
    case Kind::integer:
    case Kind::name_ref:
    case Kind::total: {
      const Constant value = constant(n);
      e.op = Op::constant;
      e.value = value.value_or(0);
      const int index = add(e);
      if (!value) failed_nodes_.insert(index);
      return index;
    }
    case Kind::arith: {
      int a = number(n.kids.at(0), scope), b = number(n.kids.at(1), scope);
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
      const bool a_fixed = p_.nodes[a].op == Op::constant, b_fixed = p_.nodes[b].op == Op::constant;
      // Arithmetic on fixed numbers is folded, so the engine and `explain` see one
      // number; it uses the operands' values, so each mistake in them is reported once.
      if (a_fixed && b_fixed) {
        Constant value;
        if (!failed_nodes_.count(a) && !failed_nodes_.count(b))
          value = fold(n, p_.nodes[a].value, p_.nodes[b].value);
        e.op = Op::constant;
        e.value = value.value_or(0);
        const int index = add(e);
        if (!value) failed_nodes_.insert(index);
        return index;
      }
      // A fixed zero divisor is always a mistake, even where the dividend is only known in play.
      if (e.op == Op::div && b_fixed && !failed_nodes_.count(b) && p_.nodes[b].value == 0)
        error(n.pos, "division by zero: the divisor is always 0");
      e.kids[0] = static_cast<std::int16_t>(a);
      e.kids[1] = static_cast<std::int16_t>(b);
      return add(e);
    }
    case Kind::board_seeds:
      e.op = Op::board_seeds;
      return add(e);
    case Kind::row_seeds:
      e.op = Op::row_seeds;
      e.who = who_of(n.row);
      return add(e);
    case Kind::seeds_of:
    case Kind::number_of: {
      int inner = pit(n.kids.at(0), scope);
      e.op = n.kind == Kind::seeds_of ? Op::seeds_of : Op::number_of;
      e.kids[0] = static_cast<std::int16_t>(inner);
      return add(e);
    }
    case Kind::store_of:
      e.op = Op::store_of;
      e.who = who_of(n.player);
      return add(e);
    case Kind::seeds_taken:
      if (!scope.taken)
        error(n.pos,
              "'seeds taken' (the seeds a capture would take) is only known in a capture's "
              "'unless' condition");
      e.op = Op::seeds_taken;
      return add(e);
    case Kind::margin:
      if (!scope.margin)
        error(n.pos,
              "'margin' (by how much a game was won) is only known in a match's 'win counts "
              "as'");
      e.op = Op::margin;
      return add(e);
    case Kind::games_won:
      if (!scope.games_won)
        error(n.pos,
              "'games won' (how many games a player has won) is only known in a match's "
              "'winner by'");
      e.op = Op::games_won;
      return add(e);
    case Kind::after_move: {
      if (!scope.after)
        error(n.pos,
              "'after(...)' reads the position after a move: use it in 'forbid moves where' or "
              "'prefer moves where'");
      Scope inside = scope;
      inside.after = false;  // the position after the move has no "after" of its own
      const int inner = number(n.kids.at(0), inside);
      e.op = Op::after_move;
      e.kids[0] = static_cast<std::int16_t>(inner);
      return add(e);
    }
    case Kind::count_pits:
      return pit_set(n, Op::count_pits, scope);
    default:
      error(n.pos, "expected a number here");
      return add(e);
  }
}

int Compiler::pit_set(const Node& n, Op op, const Scope& scope) {
  ExprNode e;
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
  e.kids[0] = static_cast<std::int16_t>(n.kids.empty() ? -1 : cond(n.kids[0], each));
  return add(e);
}

int Compiler::cond(const Node& n, const Scope& scope) {
  ExprNode e;
  switch (n.kind) {
    case Kind::or_:
    case Kind::and_: {
      e.op = n.kind == Kind::or_ ? Op::or_ : Op::and_;
      int previous = -1, first = -1;
      for (const Node& kid : n.kids) {
        int k = cond(kid, scope);
        if (first < 0) first = k;
        if (previous >= 0) p_.nodes[previous].more = static_cast<std::int16_t>(k);
        previous = k;
      }
      e.kids[0] = static_cast<std::int16_t>(first);
      return add(e);
    }
    case Kind::not_: {
      int k = cond(n.kids.at(0), scope);
      e.op = Op::not_;
      e.kids[0] = static_cast<std::int16_t>(k);
      return add(e);
    }
    case Kind::compare: {
      int a = number(n.kids.at(0), scope), b = number(n.kids.at(1), scope);
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
      e.kids[0] = static_cast<std::int16_t>(a);
      e.kids[1] = static_cast<std::int16_t>(b);
      return add(e);
    }
    case Kind::in_set: {
      int a = number(n.kids.at(0), scope);
      e.op = Op::in_set;
      e.kids[0] = static_cast<std::int16_t>(a);
      for (std::size_t i = 1; i < n.kids.size(); ++i) {
        const Constant v = constant(n.kids[i]);
        if (!v) continue;
        if (*v < 0 || *v > 63)
          error(n.kids[i].pos, fmt::format("set members must be between 0 and 63, not {}", *v));
        else
          e.set_mask |= std::uint64_t{1} << *v;
      }
      return add(e);
    }
    case Kind::pit_is: {
      int k = pit(n.kids.at(0), scope);
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
      e.kids[0] = static_cast<std::int16_t>(k);
      if ((e.op == Op::pit_store || e.op == Op::pit_own_store || e.op == Op::pit_opponents_store) &&
          p_.stores != StoreMode::in_circuit)
        error(n.pos,
              "no seed can land in a store: the board's stores are not in the circuit "
              "(say 'stores in circuit')");
      return add(e);
    }
    case Kind::pit_was: {
      if (n.kids.at(0).kind != Kind::pit_last)
        error(n.kids[0].pos,
              "'was empty' and 'was occupied' speak of the last pit before its "
              "last seed: write 'last was ...'");
      int k = pit(n.kids.at(0), scope);
      e.op = n.fill == ast::Fill::empty ? Op::pit_was_empty : Op::pit_was_occupied;
      e.kids[0] = static_cast<std::int16_t>(k);
      return add(e);
    }
    case Kind::pit_in_row: {
      int k = pit(n.kids.at(0), scope);
      e.op = n.side == ast::Side::own ? Op::pit_in_own_row : Op::pit_in_opponents_row;
      e.kids[0] = static_cast<std::int16_t>(k);
      return add(e);
    }
    case Kind::row_state: {
      e.op = n.fill == ast::Fill::empty ? Op::row_empty : Op::row_occupied;
      e.who = who_of(n.row);
      return add(e);
    }
    case Kind::moved_from_every: {
      e.op = Op::moved_from_pit;
      e.who = who_of(n.player);
      if (!n.kids.empty()) {
        e.kids[0] = static_cast<std::int16_t>(pit(n.kids[0], scope));
        return add(e);
      }
      // "... from every own pit": all(their pits where they have moved from pit).
      ExprNode current;
      current.op = Op::pit_current;
      e.kids[0] = static_cast<std::int16_t>(add(current));
      ExprNode all;
      all.op = Op::all_pits;
      all.who = e.who;
      all.kids[0] = static_cast<std::int16_t>(add(e));
      return add(all);
    }
    case Kind::no_legal_move:
    case Kind::repetition:
      if (!scope.game_end)
        error(n.pos,
              "this condition is only known when the game end is checked: use it in "
              "'ends when'");
      e.op = n.kind == Kind::no_legal_move ? Op::no_legal_move : Op::repetition;
      if (n.kind == Kind::repetition) p_.uses_repetition = true;
      return add(e);
    case Kind::first_move:
      e.op = Op::first_move;
      return add(e);
    case Kind::captured:
      if (!scope.last) error(n.pos, "'captured' is only known in lap end rules and move filters");
      e.op = Op::captured;
      return add(e);
    case Kind::all_pits:
      return pit_set(n, Op::all_pits, scope);
    case Kind::any_pits:
      return pit_set(n, Op::any_pits, scope);
    case Kind::both_passed:
      e.op = Op::both_passed;
      return add(e);
    case Kind::lap_limit_reached:
      if (!scope.game_end)
        error(n.pos,
              "this condition is only known when the game end is checked: use it in 'ends "
              "when' or 'remaining seeds ... when'");
      else if (!p_.lap_limit_ends_game)
        warn(n.pos,
             "'lap limit reached' can never hold: a move that reaches the lap limit is not a "
             "legal move unless the sow block says 'lap limit N then end game'");
      e.op = Op::lap_limit_reached;
      return add(e);
    default:
      error(n.pos, "expected a condition here");
      return add(e);
  }
}

// ------------------------------------------------------------ blocks

bool Compiler::once(const Node& stmt, const std::string& what) {
  auto [it, fresh] = seen_statements_.emplace(what, stmt.pos);
  if (!fresh) error(stmt.pos, fmt::format("{} is already given at line {}", what, it->second.line));
  return fresh;
}

void Compiler::board(const Node& block, bool& has_pits) {
  for (const Node& s : block.kids) {
    switch (s.kind) {
      case Kind::rows:
        if (once(s, "the number of rows")) {
          const Constant rows = constant(s.kids.at(0));
          if (rows && *rows != 2)
            refuse(s.kids[0], *rows, "{} rows", "only boards of 2 rows are supported");
        }
        break;
      case Kind::pits:
        if (once(s, "the number of pits per row")) {
          has_pits = true;
          if (Constant n = bounded(s.kids.at(0), 1, kMaxPitsPerRow, "{} pits per row"))
            p_.pits_per_row = *n;
        }
        break;
      case Kind::stores:
        if (once(s, "the stores"))
          p_.stores =
              s.stores == ast::Stores::in_circuit ? StoreMode::in_circuit : StoreMode::aside;
        break;
      default:
        break;
    }
  }
}

void Compiler::setup(const Node& block, std::vector<const Node*>& fills) {
  setup_pos_ = block.pos;
  for (const Node& s : block.kids) {
    if (s.kind == Kind::first_player) {
      if (once(s, "the first player"))
        p_.first_player = s.player == ast::Player::north ? kNorth : kSouth;
    } else {
      fills.push_back(&s);
    }
  }
}

void Compiler::fill_setup(const std::vector<const Node*>& fills) {
  const int n = p_.pits_per_row;
  if (fills.empty()) {
    missing({1, 1},
            "the setup block must say how many seeds go in the pits, e.g. 'seeds 4 in "
            "every pit'");
    return;
  }
  bool known = true;  // every statement's numbers are valid, so the total is too
  for (const Node* s : fills) {
    const Constant count =
        bounded(s->kids.at(0), 0, limits::kMaxSeedsPerPit, "{} seeds per pit", kLimitWhy);
    Constant first = 1, last = n;
    if (s->kind == Kind::seeds_range) {
      first = constant(s->kids.at(1));
      last = constant(s->kids.at(2));
      if (first && last && (*first < 1 || *last > n || *first > *last)) {
        error(s->kids[1].pos,
              fmt::format("pits {}..{} do not fit a row of {} pits", *first, *last, n));
        first.reset();
      }
    } else if (s->kind == Kind::seeds_rightmost) {
      const Constant k = bounded(s->kids.at(1), 1, n, "{} rightmost pits",
                                 fmt::format(" (they must fit a row of {} pits)", n));
      first = k ? Constant(n - *k + 1) : std::nullopt;
    }
    if (!count || !first || !last) {
      known = false;
      continue;
    }
    for (int row = 0; row < 2; ++row)
      for (int i = *first; i <= *last; ++i) p_.initial[row * n + i - 1] = *count;
  }
  p_.total_seeds = 0;
  for (int c = 0; c < p_.pit_count(); ++c) p_.total_seeds += p_.initial[c];
  setup_done_ = true;
  total_known_ = known;
  if (known && p_.total_seeds > limits::kMaxTotalSeeds) {
    error(fills.front()->pos, fmt::format("{} seeds on the board: at most {} are allowed{}",
                                          p_.total_seeds, limits::kMaxTotalSeeds, kLimitWhy));
    total_known_ = false;
  }
}

void Compiler::move(const Node& block) {
  Scope filter;
  filter.pit = true;
  for (const Node& s : block.kids) {
    switch (s.kind) {
      case Kind::move_from:
        if (once(s, "where moves start ('from own pits')") && !s.kids.empty())
          p_.from_condition = cond(s.kids[0], filter);
        break;
      case Kind::take:
        take_pos_ = s.pos;
        if (once(s, "how many seeds are taken")) p_.partial_harvest = s.take == ast::Take::any;
        break;
      case Kind::forbid_moves:
      case Kind::prefer_moves:
        move_filter(s);
        break;
      case Kind::pass_when_stuck:
        if (once(s, "passing")) p_.pass_when_stuck = true;
        break;
      default:
        break;
    }
  }
}

void Compiler::move_filter(const Node& s) {
  // A filter sees the move's pit, the position before it, `after(...)`, and its first lap.
  Scope filter;
  filter.pit = filter.last = filter.origin = filter.after = true;
  if (static_cast<int>(p_.filters.size()) == limits::kMaxMoveFilters) {
    error(s.pos, fmt::format("at most {} move filters are allowed in a move block",
                             limits::kMaxMoveFilters));
    return;
  }
  MoveFilter f;
  f.kind = s.kind == Kind::forbid_moves ? FilterKind::forbid : FilterKind::prefer;
  f.condition = cond(s.kids.at(0), filter);
  switch (s.prefer_fallback) {
    case ast::PreferFallback::any:
      f.fallback = FilterFallback::any;
      break;
    case ast::PreferFallback::none:
      f.fallback = FilterFallback::none;
      break;
    case ast::PreferFallback::rightmost:
      f.fallback = FilterFallback::rightmost;
      break;
  }
  f.line = s.pos.line;
  if (s.pos.file) f.file = s.pos.file->name;
  p_.filters.push_back(f);
}

void Compiler::sow(const Node& block, bool& has_origin) {
  Scope filter;
  filter.pit = true;
  for (const Node& s : block.kids) {
    switch (s.kind) {
      case Kind::direction:
        if (once(s, "the sowing direction")) p_.clockwise = s.direction == ast::Direction::cw;
        break;
      case Kind::first_seed_into_origin:
        if (once(s, "where the first seed goes")) p_.first_seed_into_origin = true;
        break;
      case Kind::origin:
        if (once(s, "what happens at the origin pit")) {
          has_origin = true;
          p_.origin_skipped = s.inclusion == ast::Inclusion::skipped;
        }
        break;
      case Kind::skip_pits:
        if (once(s, "which pits the sowing skips")) {
          skip_pos_ = s.pos;
          p_.skip_condition = cond(skip_condition(s), filter);
        }
        break;
      case Kind::opponent_store:
        if (once(s, "whether the opponent's store is sown")) {
          p_.sow_opponent_store = s.inclusion == ast::Inclusion::included;
          if (p_.stores != StoreMode::in_circuit)
            error(s.pos,
                  "the opponent's store can only be skipped or sown into when the stores "
                  "are in the circuit ('stores in circuit' in the board block)");
        }
        break;
      case Kind::lap_limit:
        if (once(s, "the lap limit")) {
          lap_limit_node_ = &s.kids.at(0);
          if (Constant limit =
                  bounded(s.kids.at(0), 1, limits::kMaxLapLimit, "lap limit {}", kLimitWhy))
            p_.lap_limit = *limit;
          p_.lap_limit_ends_game = s.outcome == ast::LapLimitOutcome::end_game;
        }
        break;
      default:
        break;
    }
  }
}

void Compiler::feeding(const Node& block) {
  // The feeding block is another spelling of one move filter, applied before
  // those of the move block: "prefer moves where seeds in opponent's row > 0 or
  // after(seeds in opponent's row) > 0 else any|none".
  const Node* rule = nullptr;
  bool strict = false;
  for (const Node& s : block.kids) {
    if (s.kind == Kind::must_feed && once(s, "the feeding rule")) {
      rule = &s;
    } else if (s.kind == Kind::if_no_feed && once(s, "what happens when no move feeds")) {
      strict = s.fallback == ast::FeedingFallback::no_move;
    }
  }
  if (!rule) {
    missing(block.pos, "the feeding block needs 'must feed when opponent's row is empty'");
    return;
  }
  auto node = [&](ExprNode e) { return add(e); };
  auto opponents_row = [&] {
    ExprNode e;
    e.op = Op::row_seeds;
    e.who = Who::opponent;
    return node(e);
  };
  auto positive = [&](int number) {
    ExprNode zero;
    zero.op = Op::constant;
    ExprNode e;
    e.op = Op::gt;
    e.kids[0] = static_cast<std::int16_t>(number);
    e.kids[1] = static_cast<std::int16_t>(node(zero));
    return node(e);
  };
  ExprNode after;
  after.op = Op::after_move;
  after.kids[0] = static_cast<std::int16_t>(opponents_row());
  const int now = positive(opponents_row());
  const int then = positive(node(after));
  p_.nodes[now].more = static_cast<std::int16_t>(then);
  ExprNode either;
  either.op = Op::or_;
  either.kids[0] = static_cast<std::int16_t>(now);
  MoveFilter f;
  f.kind = FilterKind::prefer;
  f.condition = node(either);
  f.fallback = strict ? FilterFallback::none : FilterFallback::any;
  f.line = rule->pos.line;
  if (rule->pos.file) f.file = rule->pos.file->name;
  p_.filters.insert(p_.filters.begin(), f);
}

int Compiler::grand_slam() {
  ExprNode taken, row, equal;
  taken.op = Op::seeds_taken;
  row.op = Op::row_seeds;
  row.who = Who::opponent;
  equal.op = Op::eq;
  equal.kids[0] = static_cast<std::int16_t>(add(taken));
  equal.kids[1] = static_cast<std::int16_t>(add(row));
  return add(equal);
}

// Whether a node of a lap-end rule is one of its actions (the condition, if
// any, comes first).
bool is_action(Kind kind) {
  switch (kind) {
    case Kind::relay:
    case Kind::end_move:
    case Kind::play_again:
    case Kind::capture_pits:
    case Kind::capture_chain:
    case Kind::capture_group:
    case Kind::claim:
    case Kind::mark_pit:
      return true;
    default:
      return false;
  }
}

// The store a capture's `to ...` names.
Taker taker_of(ast::Taker taker) {
  switch (taker) {
    case ast::Taker::mover:
      return Taker::mover;
    case ast::Taker::owner:
      return Taker::owner;
    case ast::Taker::opponent:
      return Taker::opponent;
    case ast::Taker::south:
      return Taker::south;
    case ast::Taker::north:
      return Taker::north;
  }
  return Taker::mover;
}

Action Compiler::action(const Node& n, const Scope& rule_scope) {
  // The action's pits read what the rule's condition reads; a chain's or a
  // group's condition has its own `pit`, the pit it examines.
  const Scope& lap = rule_scope;
  Scope filter = lap;
  filter.pit = true;
  Action a;
  a.taker = taker_of(n.taker);
  Scope unless = lap;
  unless.taken = true;
  std::size_t targets = n.kids.size();  // the kids before an `unless` condition
  if (n.qualifier == ast::CaptureQualifier::unless_condition) {
    --targets;
    a.unless = cond(n.kids.back().kids.at(0), unless);
  } else if (n.qualifier == ast::CaptureQualifier::unless_grand_slam) {
    a.unless = grand_slam();
  }
  switch (n.kind) {
    case Kind::relay:
      a.kind = ActionKind::relay;
      if (!n.kids.empty()) a.pits.push_back(pit(n.kids[0], lap));  // none: the last pit
      break;
    case Kind::end_move:
      a.kind = ActionKind::end_move;
      break;
    case Kind::play_again:
      a.kind = ActionKind::play_again;
      break;
    case Kind::capture_pits:
      a.kind = ActionKind::capture_pits;
      for (std::size_t i = 0; i < targets; ++i) a.pits.push_back(pit(n.kids[i], lap));
      break;
    case Kind::capture_chain:
      a.kind = ActionKind::capture_chain;
      a.pits.push_back(pit(n.kids.at(0), lap));
      a.condition = cond(n.kids.at(1), filter);
      break;
    case Kind::capture_group:
      a.kind = ActionKind::capture_group;
      a.condition = cond(n.kids.at(0), filter);
      for (std::size_t i = 1; i < targets; ++i) a.pits.push_back(pit(n.kids[i], lap));
      break;
    case Kind::claim:
      a.kind = ActionKind::claim;
      a.pits.push_back(pit(n.kids.at(0), lap));
      break;
    case Kind::mark_pit:
      a.kind = ActionKind::mark;
      a.pits.push_back(pit(n.kids.at(0), lap));
      a.mark = std::max(declared_mark(n), 0);
      break;
    default:
      break;
  }
  return a;
}

void Compiler::lap_end(const Node& block) {
  Scope lap;
  lap.last = lap.origin = true;
  for (const Node& s : block.kids) {
    if (s.kind != Kind::rule) continue;
    LapRule rule;
    rule.line = s.pos.line;
    if (s.pos.file) rule.file = s.pos.file->name;
    std::size_t first_action = 0;
    if (!s.kids.empty() && !is_action(s.kids[0].kind)) {
      rule.condition = cond(s.kids[0], lap);
      first_action = 1;
    }
    if (unconditional_end_)
      warn(s.pos, fmt::format("this rule can never apply: the rule at line {} always ends the lap "
                              "before it",
                              unconditional_end_->line));
    if (first_action == 1) warn_if_never(s.kids[0]);
    bool ended = false;
    for (std::size_t i = first_action; i < s.kids.size(); ++i) {
      if (ended) {
        error(s.kids[i].pos,
              "this action can never happen: an earlier action of the rule "
              "already ends the lap (relay, end move or play again)");
        break;
      }
      Action a = action(s.kids[i], lap);
      ended = a.kind == ActionKind::relay || a.kind == ActionKind::end_move ||
              a.kind == ActionKind::play_again;
      if (a.kind == ActionKind::relay && a.pits.empty() && first_action == 1 &&
          always_after_drop(s.kids[0]))
        warn(s.kids[0].pos,
             "this relay can never stop: the last pit always holds a seed once it "
             "has landed, so every lap relays (did you mean 'last was occupied'?)");
      if (a.kind == ActionKind::relay) {
        p_.can_relay = true;
        if (rule.condition < 0)
          error(s.kids[i].pos,
                "a relay with no condition never lets a move end: say when to "
                "relay, e.g. 'if last was occupied: relay'");
      }
      rule.actions.push_back(std::move(a));
    }
    if (ended && first_action == 0 && !unconditional_end_) unconditional_end_ = s.pos;
    p_.lap_rules.push_back(std::move(rule));
  }
}

// The condition of `skip pits where C`; `... except first move` is sugar for
// `skip pits where C and not first move`, built as that text would parse.
Node Compiler::skip_condition(const Node& skip) {
  const Node& condition = skip.kids.at(0);
  if (skip.skip_when != ast::SkipWhen::except_first_move) return condition;
  Node first_move;
  first_move.kind = Kind::first_move;
  first_move.pos = skip.pos;
  Node negated;
  negated.kind = Kind::not_;
  negated.pos = skip.pos;
  negated.kids.push_back(first_move);
  Node both;
  if (condition.kind == Kind::and_) {
    both = condition;
  } else {
    both.kind = Kind::and_;
    both.pos = condition.pos;
    both.kids.push_back(condition);
  }
  both.kids.push_back(negated);
  return both;
}

// "during sowing": rules tried after every seed but a lap's last, on the pit
// it fell into (`pit`). They capture, claim and mark; the lap's end (relay,
// end move, play again) belongs to the lap end block, which also sees the
// lap's last seed.
void Compiler::during_sowing(const Node& block) {
  Scope sowing;
  sowing.pit = sowing.origin = true;
  sowing.pit_help =
      "in 'during sowing', 'pit' is the pit the seed just fell into; elsewhere it means the pit "
      "being examined by a filter, a skip condition or a pit set";
  for (const Node& s : block.kids) {
    if (s.kind != Kind::rule) continue;
    LapRule rule;
    rule.line = s.pos.line;
    if (s.pos.file) rule.file = s.pos.file->name;
    std::size_t first_action = 0;
    if (!s.kids.empty() && !is_action(s.kids[0].kind)) {
      rule.condition = cond(s.kids[0], sowing);
      first_action = 1;
      warn_if_never(s.kids[0]);
    }
    for (std::size_t i = first_action; i < s.kids.size(); ++i) {
      const Kind kind = s.kids[i].kind;
      if (kind == Kind::relay || kind == Kind::end_move || kind == Kind::play_again) {
        error(s.kids[i].pos,
              "'during sowing' rules only capture, claim and mark: the sowing goes on after "
              "them; say what ends a lap (relay, end move, play again) in the lap end block");
        continue;
      }
      rule.actions.push_back(action(s.kids[i], sowing));
    }
    p_.sowing_rules.push_back(std::move(rule));
  }
}

void Compiler::game_end(const Node& block, bool& has_no_move_end, bool& has_remaining) {
  Scope end;
  end.game_end = true;
  for (const Node& s : block.kids) {
    if (s.kind == Kind::ends_when) {
      if (s.kids.at(0).kind == Kind::no_legal_move) has_no_move_end = true;
      p_.end_conditions.push_back(cond(s.kids[0], end));
    } else if (s.kind == Kind::remaining) {
      remaining(s, end, has_remaining);
    } else if (s.kind == Kind::evaluate && once(s, "the evaluation")) {
      // A position as a whole: no pit is under examination and no lap has ended.
      Scope position;
      position.pit_help =
          "'pit' means the pit being examined by a filter; 'evaluate' values a whole position: "
          "name pits as own pit N or opponent's pit N";
      p_.evaluation = number(s.kids.at(0), position);
    }
  }
}

// One "remaining seeds ..." statement: they are tried in order, and the first
// without a `when` applies whenever no earlier one does.
void Compiler::remaining(const Node& s, const Scope& end, bool& has_remaining) {
  if (has_remaining) {
    warn(s.pos, fmt::format("this statement can never apply: the 'remaining seeds' statement at "
                            "line {} applies at every end",
                            unconditional_sweep_.line));
    return;
  }
  SweepRule rule;
  switch (s.target) {
    case ast::RemainingTarget::owner:
      rule.how = Remaining::to_owner;
      break;
    case ast::RemainingTarget::other_player:  // sugar for `to opponent`
      rule.how = Remaining::to_player;
      rule.to = Who::opponent;
      break;
    case ast::RemainingTarget::player:
      rule.how = Remaining::to_player;
      rule.to = who_of(s.player);
      break;
    case ast::RemainingTarget::first_player:
      rule.how = Remaining::to_first_mover;
      break;
    case ast::RemainingTarget::last_mover:
      rule.how = Remaining::to_last_mover;
      break;
    case ast::RemainingTarget::nobody:
      rule.how = Remaining::to_nobody;
      break;
    case ast::RemainingTarget::split_evenly:
      rule.how = Remaining::split_evenly;
      break;
  }
  for (const Node& kid : s.kids) {
    if (kid.kind == Kind::sweep_when) rule.condition = cond(kid.kids.at(0), end);
    if (kid.kind != Kind::odd_seed) continue;
    rule.odd_to = who_of(kid.player);
    rule.odd_else = who_of(kid.else_player);
    if (!kid.kids.empty()) rule.odd_if = cond(kid.kids.at(0), end);
  }
  if (rule.condition < 0) {
    has_remaining = true;
    unconditional_sweep_ = s.pos;
  }
  p_.sweeps.push_back(rule);
}

void Compiler::opening(const Node& block) {
  bool place = false, opening_given = false;
  for (const Node& s : block.kids) {
    if (s.kind == Kind::opening_empty && once(s, "how many pits the opening empties")) {
      opening_given = true;
      if (Constant k = bounded(s.kids.at(0), 1, p_.pits_per_row, "an opening that empties {} pits"))
        p_.opening_empty = *k;
    } else if (s.kind == Kind::opening_place && once(s, "where opening seeds go")) {
      place = true;
    }
  }
  opening_block_ = true;
  if (!opening_given)
    missing(block.pos,
            "the opening block must say how many pits are emptied: 'empty N own "
            "occupied pits'");
  if (!place)
    missing(block.pos, "the opening block must say where the seeds go: 'place seeds anywhere'");
}

int Compiler::mark_index(const Node& stmt) {
  auto it = std::find(p_.mark_names.begin(), p_.mark_names.end(), stmt.name);
  if (it != p_.mark_names.end()) return static_cast<int>(it - p_.mark_names.begin());
  if (static_cast<int>(p_.mark_names.size()) == kMaxMarks) {
    if (refused_marks_.insert(stmt.name).second)
      error(stmt.pos, fmt::format("at most {} marks", kMaxMarks));
    return -1;
  }
  p_.mark_names.push_back(stmt.name);
  return static_cast<int>(p_.mark_names.size()) - 1;
}

int Compiler::declared_mark(const Node& n) {
  const std::string& mark = n.name;
  auto it = std::find(p_.mark_names.begin(), p_.mark_names.end(), mark);
  if (it != p_.mark_names.end()) return static_cast<int>(it - p_.mark_names.begin());
  // A mark past the fourth was reported once, where the marks block declares it.
  if (!refused_marks_.count(mark))
    error(n.pos, fmt::format("unknown mark '{}'{}; marks are declared in the marks block "
                             "(declared here: {})",
                             mark, dsl::did_you_mean(mark, p_.mark_names),
                             dsl::join_names(p_.mark_names)));
  return -1;
}

void Compiler::marks(const Node& block) {
  for (const Node& s : block.kids) {
    int m = mark_index(s);
    if (m < 0) continue;
    if (s.kind == Kind::mark_set) p_.marks_set_after_openings |= 1u << m;
    if (s.kind == Kind::mark_clear) p_.marks_cleared_when_sown |= 1u << m;
    if (s.kind == Kind::mark_to_store) p_.marks_to_owner_store |= 1u << m;
  }
}

void Compiler::match(const Node& block) {
  bool rebuild_given = false;
  const Node* ownership_phrase = nullptr;  // an older phrase about owning pits
  // `ends when` and `winner by` read the board the next game would start from,
  // each player in turn being `mover`; `winner by` may count `games won`.
  Scope next_game;
  Scope winner_scope;
  winner_scope.games_won = true;
  for (const Node& s : block.kids) {
    switch (s.kind) {
      case Kind::rebuild:
        if (once(s, "the match rebuild")) {
          rebuild_given = true;
          rebuild(s);
        }
        break;
      case Kind::alternate_first:
        if (once(s, "who starts each game")) p_.alternate_first = true;
        break;
      case Kind::match_ends:
        if (once(s, "the match end")) {
          p_.match_ends_when = s.kids.empty() ? owns_no_pit() : cond(s.kids[0], next_game);
          if (s.kids.empty()) ownership_phrase = &s;
        }
        break;
      case Kind::win_weight:
      case Kind::win_value:
        win_value(s);
        break;
      case Kind::match_winner:
        if (once(s, "how the match winner is decided")) {
          if (!s.kids.empty())
            p_.match_winner_by = number(s.kids[0], winner_scope);
          else if (s.winner == ast::MatchWinner::owns_more_pits) {
            p_.match_winner_by = own_pit_count();
            ownership_phrase = &s;
          }
        }
        break;
      default:
        break;
    }
  }
  if (!p_.win_values.empty() && p_.win_values.back().condition >= 0) {
    // Every won game counts for something: a last value without `when` is 1.
    WinValue one;
    ExprNode e;
    e.op = Op::constant;
    e.value = 1;
    one.value = add(e);
    p_.win_values.push_back(one);
  }
  if (p_.rebuild.seeds_per_pit > 0 && total_known_ &&
      p_.total_seeds != p_.rebuild.seeds_per_pit * p_.pit_count())
    error(block.pos, fmt::format("a rebuild with {} per pit needs {} seeds, but the setup has {}",
                                 p_.rebuild.seeds_per_pit,
                                 p_.rebuild.seeds_per_pit * p_.pit_count(), p_.total_seeds));
  if (ownership_phrase && !rebuild_given)
    error(ownership_phrase->pos,
          "pit ownership only changes between games when the match rebuilds the board: add "
          "'rebuild { ... }'");
}

int Compiler::own_pit_count() {
  ExprNode count;
  count.op = Op::count_pits;
  count.who = Who::mover;
  return add(count);
}

int Compiler::owns_no_pit() {
  ExprNode zero, eq;
  zero.op = Op::constant;
  eq.op = Op::eq;
  eq.kids[0] = static_cast<std::int16_t>(own_pit_count());
  eq.kids[1] = static_cast<std::int16_t>(add(zero));
  return add(eq);
}

void Compiler::rebuild(const Node& s) {
  Rebuild& r = p_.rebuild;
  auto is_policy = [](const Node& k) {
    return k.kind == Kind::rebuild_seeds || k.kind == Kind::rebuild_fill ||
           k.kind == Kind::rebuild_surplus || k.kind == Kind::rebuild_remainder;
  };
  if (s.kids.size() == 1 && !is_policy(s.kids[0])) {
    // "rebuild from totals with N per pit": the policies of Adji Kui's match play.
    if (Constant per_pit =
            bounded(s.kids[0], 1, limits::kMaxSeedsPerPit, "a rebuild with {} seeds per pit"))
      r.seeds_per_pit = *per_pit;
    r.fill_from_last = false;
    r.buy_from_last = true;
    r.remainder_owner = {RemainderOwner::larger_share, RemainderOwner::larger_total};
    return;
  }
  bool has_seeds = false, has_fill = false, has_surplus = false, has_remainder = false;
  for (const Node& k : s.kids) {
    switch (k.kind) {
      case Kind::rebuild_seeds:
        if (!once(k, "the rebuild's seeds per pit")) break;
        has_seeds = true;
        if (Constant per_pit = bounded(k.kids.at(0), 1, limits::kMaxSeedsPerPit,
                                       "a rebuild with {} seeds per pit"))
          r.seeds_per_pit = *per_pit;
        break;
      case Kind::rebuild_fill:
        if (!once(k, "where the rebuild fills a player's own row")) break;
        has_fill = true;
        r.fill_from_last = k.row_end == ast::RowEnd::last;
        break;
      case Kind::rebuild_surplus:
        if (!once(k, "where a rebuild's surplus buys pits")) break;
        has_surplus = true;
        r.buy_from_last = k.row_end == ast::RowEnd::last;
        break;
      case Kind::rebuild_remainder:
        if (!once(k, "who owns the rebuild's remainder pit")) break;
        has_remainder = true;
        for (const Node& key : k.kids) {
          const RemainderOwner owner =
              key.key == ast::RemainderKey::larger_share   ? RemainderOwner::larger_share
              : key.key == ast::RemainderKey::larger_total ? RemainderOwner::larger_total
                                                           : RemainderOwner::smaller_total;
          if (std::find(r.remainder_owner.begin(), r.remainder_owner.end(), owner) !=
              r.remainder_owner.end())
            error(key.pos,
                  "this key is already given: each decides a tie the ones before it "
                  "leave");
          r.remainder_owner.push_back(owner);
        }
        break;
      default:
        break;
    }
  }
  // Every policy is named: a rebuild that leaves one to a default would hide a rule.
  auto missing = [&](bool given, const char* statement) {
    if (!given) error(s.pos, fmt::format("the rebuild does not say {}", statement));
  };
  missing(has_seeds, "how many seeds fill a pit: add 'seeds per pit N'");
  missing(has_fill,
          "where a player starts filling their row: add 'fill own row from first pit' "
          "or '... from last pit'");
  missing(has_surplus,
          "where a surplus starts buying pits: add 'surplus buys opponent's empty "
          "pits from last pit' or '... from first pit'");
  missing(has_remainder,
          "who owns the pit the remainders fill: add 'remainder pit goes to "
          "larger share then larger total' (or other keys)");
}

void Compiler::win_value(const Node& s) {
  // A won game's value reads its margin and its final position, the winner
  // being `mover`.
  Scope game;
  game.margin = true;
  WinValue v;
  if (s.kind == Kind::win_weight) {
    // "win by M counts as W": "win counts as W when margin == M".
    const Constant margin = bounded(s.kids.at(0), 1, limits::kMaxTotalSeeds, "a win by {} seeds");
    const Constant weight =
        bounded(s.kids.at(1), 1, limits::kMaxWinWeight, "a win counting as {} wins");
    if (!margin || !weight) return;
    ExprNode w, m, eq;
    w.op = m.op = Op::constant;
    w.value = *weight;
    m.value = *margin;
    ExprNode of;
    of.op = Op::margin;
    eq.op = Op::eq;
    eq.kids[0] = static_cast<std::int16_t>(add(of));
    eq.kids[1] = static_cast<std::int16_t>(add(m));
    v.value = add(w);
    v.condition = add(eq);
  } else {
    v.value = number(s.kids.at(0), game);
    const ExprNode& value = p_.nodes[static_cast<std::size_t>(v.value)];
    if (value.op == Op::constant && !failed_nodes_.count(v.value) &&
        (value.value < 0 || value.value > limits::kMaxWinWeight))
      error(s.kids[0].pos, fmt::format("a win counting as {} wins: the value must be between 0 "
                                       "and {}",
                                       value.value, limits::kMaxWinWeight));
    if (s.kids.size() > 1) v.condition = cond(s.kids[1], game);
  }
  if (!p_.win_values.empty() && p_.win_values.back().condition < 0)
    error(s.pos, "this 'win counts as' is never used: the one before it has no 'when'");
  p_.win_values.push_back(v);
}

// An integer literal's value for the warnings below; one too large for an int
// (an error where it is used) reads as a value no check matches.
static long long literal(const Node& integer) {
  constexpr long long kNoMatch = std::numeric_limits<long long>::max();
  return integer.value ? *integer.value : kNoMatch;
}

// Conditions on the last pit that the drop of the last seed makes false for good.
static bool never_after_drop(const Node& c) {
  if (c.kind == Kind::and_) {
    for (const Node& k : c.kids)
      if (never_after_drop(k)) return true;
    return false;
  }
  if (c.kind == Kind::pit_is && c.property == ast::PitProperty::empty &&
      c.kids.at(0).kind == Kind::pit_last)
    return true;
  if (c.kind == Kind::compare && c.kids.at(0).kind == Kind::seeds_of &&
      c.kids[0].kids.at(0).kind == Kind::pit_last && c.kids.at(1).kind == Kind::integer) {
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

void Compiler::warn_if_never(const Node& condition) {
  if (never_after_drop(condition))
    warn(condition.pos,
         "this rule can never apply: the last pit always holds at least the seed "
         "that just landed");
}

bool Compiler::always_after_drop(const Node& c) {
  if (c.kind == Kind::pit_is && c.property == ast::PitProperty::occupied &&
      c.kids.at(0).kind == Kind::pit_last)
    return true;
  if (c.kind == Kind::compare && c.kids.at(0).kind == Kind::seeds_of &&
      c.kids[0].kids.at(0).kind == Kind::pit_last && c.kids.at(1).kind == Kind::integer) {
    const long long v = literal(c.kids[1]);
    using ast::Comparison;
    return (c.comparison == Comparison::ge && v <= 1) ||
           (c.comparison == Comparison::gt && v == 0) || (c.comparison == Comparison::ne && v == 0);
  }
  return false;
}

void Compiler::final_warnings(const Node& file) {
  if (setup_done_ && p_.total_seeds == 0)
    warn(setup_pos_, "the setup puts no seed on the board: no move is ever possible");
  if (!p_.can_relay && seen_statements_.count("the lap limit"))
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
long long Compiler::condition_cost(int node) const {
  if (node < 0) return 0;
  const ExprNode& e = p_.nodes[node];
  long long cost = 1;
  switch (e.op) {
    case Op::board_seeds:
    case Op::row_empty:
    case Op::row_occupied:
      cost = p_.pit_count();
      break;
    case Op::count_pits:
    case Op::all_pits:
    case Op::any_pits:
      // the set's condition, once for each pit
      return p_.pit_count() * (1 + condition_cost(e.kids[0]));
    case Op::not_:
      // the engine folds a negation into the test it negates
      return condition_cost(e.kids[0]);
    default:
      break;
  }
  if (e.op == Op::and_ || e.op == Op::or_) {
    // the engine walks a conjunction's tests as a flat list: only the tests cost
    cost = 0;
    for (int k = e.kids[0]; k >= 0; k = p_.nodes[k].more) cost += condition_cost(k);
    return cost;
  }
  return cost + condition_cost(e.kids[0]) + condition_cost(e.kids[1]);
}

// Finding a position's legal moves sows every candidate in full (relays, skipped
// pits and all, up to the lap limit) whenever the rules relay, skip, feed or
// forbid first laps. This bounds that work by a worst case: every lap lifting
// every seed of the setup, and every seed passing every cell of the circuit
// when a skip condition may refuse pits. Over the budget, the lap limit must
// come down (or, when even one lap is too much, the setup or skip condition).
void Compiler::check_sowing_work(const std::map<ast::Block, const Node*>& blocks) {
  const int n = p_.pits_per_row, seeds = p_.total_seeds;
  const int cells = p_.pit_count() + (p_.stores == StoreMode::in_circuit ? 2 : 0);
  // A rebuild can give a player pits in both rows; a partial harvest tries every amount.
  const int tries = p_.partial_harvest ? std::min(seeds, limits::kMaxTakeAnySeeds)
                                       : (p_.rebuild.seeds_per_pit > 0 ? 2 * n : n);
  const bool skips = p_.skip_condition >= 0;
  double per_seed = 1.0 + (skips ? double(cells) * condition_cost(p_.skip_condition) : 0.0);
  for (const LapRule& rule : p_.sowing_rules) {
    per_seed += condition_cost(rule.condition);
    for (const Action& a : rule.actions) {
      per_seed += double(p_.pit_count()) * condition_cost(a.condition);
      for (int pit_node : a.pits) per_seed += condition_cost(pit_node);
    }
  }
  double per_lap = double(seeds) * per_seed;
  for (const MoveFilter& f : p_.filters) per_lap += condition_cost(f.condition);
  for (const LapRule& rule : p_.lap_rules) {
    per_lap += condition_cost(rule.condition);
    for (const Action& a : rule.actions) {
      per_lap += double(p_.pit_count()) * condition_cost(a.condition);
      for (int pit_node : a.pits) per_lap += condition_cost(pit_node);
    }
  }
  const double per_move = double(std::max(tries, 1)) * std::max(per_lap, 1.0);
  const int laps = p_.can_relay ? p_.lap_limit : 1;
  p_.legal_moves_work = static_cast<long long>(
      std::min(per_move * laps, double(std::numeric_limits<long long>::max() / 2)));
  if (per_move * laps <= double(limits::kMaxSowingWork)) return;
  const std::string skip_part = skips ? ", each seed testing the skip condition at every cell" : "";
  const double most_laps = double(limits::kMaxSowingWork) / per_move;
  if (p_.can_relay && most_laps >= 1) {
    const std::string rule = fmt::format(
        "must be between 1 and {} for these rules: finding the legal moves sows each of up to {} "
        "candidate moves for up to that many laps of up to {} seeds{}, and must stay well under "
        "a second (see 'Limits' in docs/language.md)",
        static_cast<long long>(most_laps), tries, seeds, skip_part);
    if (lap_limit_node_)
      refuse(*lap_limit_node_, p_.lap_limit, "lap limit {}", rule);
    else
      error(blocks.at(ast::Block::sow)->pos,
            fmt::format("the default lap limit {} is too high: it {}; say "
                        "'lap limit N'",
                        p_.lap_limit, rule));
    return;
  }
  const SourcePos where = skips ? skip_pos_ : setup_pos_;
  error(where,
        fmt::format("finding the legal moves would take too long: each of up to {} "
                    "candidate moves sows up to {} seeds{}{}; use fewer seeds{} (see "
                    "'Limits' in docs/language.md)",
                    tries, seeds, skip_part, p_.can_relay ? ", even with a lap limit of 1" : "",
                    skips ? " or a simpler skip condition" : ""));
}

void Compiler::build_circuit() {
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

std::optional<RuleProgram> Compiler::run(const Node& file) {
  declare_params(file);
  apply_variant(file);
  apply_overrides();
  evaluate_params();
  for (const auto& param : params_) p_.params.emplace_back(param.name, param.value.value_or(0));

  // Blocks, each at most once; the board first since the rest depends on its size.
  std::map<ast::Block, const Node*> blocks;
  for (const Node& item : file.kids) {
    if (item.kind == Kind::game_name) {
      if (once(item, "the game's name")) p_.game_name = item.name;
    } else if (item.kind == Kind::block) {
      auto [it, fresh] = blocks.emplace(item.block, &item);
      if (!fresh)
        error(item.pos, fmt::format("a second '{}' block: the first is at line {}",
                                    ast::block_word(item.block), it->second->pos.line));
    }
  }
  if (p_.game_name.empty()) missing({1, 1}, "the file must name its game: game \"NAME\"");
  auto require = [&](ast::Block which) -> const Node* {
    auto it = blocks.find(which);
    if (it == blocks.end()) {
      missing({1, 1}, fmt::format("the file has no '{}' block", ast::block_word(which)));
      return nullptr;
    }
    return it->second;
  };
  bool has_pits = false, has_origin = false, has_no_move_end = false, has_remaining = false;
  if (const Node* b = require(ast::Block::board)) board(*b, has_pits);
  if (!has_pits && blocks.count(ast::Block::board))
    missing(blocks[ast::Block::board]->pos,
            "the board block must give the number of pits per row: 'pits N'");
  if (p_.pits_per_row == 0) return std::nullopt;  // nothing else can be checked without a size
  std::vector<const Node*> fills;
  if (const Node* b = require(ast::Block::setup)) {
    setup(*b, fills);
    fill_setup(fills);
  }
  if (blocks.count(ast::Block::marks)) marks(*blocks[ast::Block::marks]);
  if (blocks.count(ast::Block::opening)) opening(*blocks[ast::Block::opening]);
  if (p_.marks_set_after_openings && !opening_block_)
    error(blocks[ast::Block::marks]->pos, "marks set 'after openings' need an opening block");
  if (const Node* b = require(ast::Block::move)) move(*b);
  if (const Node* b = require(ast::Block::sow)) {
    sow(*b, has_origin);
    if (!has_origin)
      missing(b->pos,
              "the sow block must say whether the origin pit is 'included' or 'skipped' "
              "when a lap comes round to it: 'origin included' or 'origin skipped'");
  }
  build_circuit();  // once the sow block has given the direction
  if (blocks.count(ast::Block::feeding)) feeding(*blocks[ast::Block::feeding]);
  if (const Node* b = require(ast::Block::lap_end)) lap_end(*b);
  if (blocks.count(ast::Block::during_sowing)) during_sowing(*blocks[ast::Block::during_sowing]);
  if (const Node* b = require(ast::Block::game_end)) {
    game_end(*b, has_no_move_end, has_remaining);
    if (!has_no_move_end && !p_.pass_when_stuck)
      missing(b->pos,
              "the game end block must say what happens when the player to move has no "
              "legal move: 'ends when no legal move'");
    if (!has_remaining)
      missing(b->pos,
              "the game end block must say who takes the seeds left on the board: "
              "'remaining seeds to owner', 'remaining seeds to other player' or 'remaining "
              "seeds split evenly, odd seed to PLAYER', without 'when'");
  }
  if (blocks.count(ast::Block::match)) match(*blocks[ast::Block::match]);
  if (p_.partial_harvest && total_known_ && p_.total_seeds > limits::kMaxTakeAnySeeds) {
    error(take_pos_, fmt::format("'take any' supports at most {} seeds in play; this setup has {}",
                                 limits::kMaxTakeAnySeeds, p_.total_seeds));
  }
  if (!diags_.has_errors()) check_sowing_work(blocks);
  if (p_.nodes.size() > 30000) error({1, 1}, "the rules are too large to compile");
  if (!diags_.has_errors()) final_warnings(file);
  if (diags_.has_errors()) return std::nullopt;
  p_.lowered = std::make_shared<const LoweredProgram>(lower(p_));
  return std::move(p_);
}

}  // namespace

FileNames declared_names(const Node& file) {
  FileNames names;
  for (const Node& item : file.kids) {
    if (item.kind == Kind::param) names.params.push_back(item.name);
    if (item.kind == Kind::variant) names.variants.push_back(item.name);
  }
  return names;
}

std::optional<RuleProgram> compile(const Node& file, const CompileOptions& options,
                                   dsl::Diagnostics& diags) {
  // A chosen variant's blocks are laid over the file's, as a file over the one it extends.
  for (const Node& item : file.kids) {
    if (item.kind != Kind::variant || item.name != options.variant) continue;
    Node effective = file;
    for (Node& base : effective.kids) {
      if (base.kind != Kind::block) continue;
      for (const Node& overlay : item.kids)
        if (overlay.kind == Kind::block && overlay.block == base.block)
          dsl::merge_block(base, overlay);
    }
    for (const Node& overlay : item.kids) {
      const bool present = std::any_of(
          effective.kids.begin(), effective.kids.end(),
          [&](const Node& n) { return n.kind == Kind::block && n.block == overlay.block; });
      if (overlay.kind == Kind::block && !present) effective.kids.push_back(overlay);
    }
    return Compiler(options, diags).run(effective);
  }
  return Compiler(options, diags).run(file);
}

}  // namespace mancala
