#include "interpreter/compiler.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <optional>
#include <set>

#include "dsl/merge.hpp"
#include "dsl/suggest.hpp"

namespace mancala {
namespace {

using dsl::SourcePos;
using dsl::ast::Kind;
using dsl::ast::Node;

// What an expression may refer to where it stands.
struct Scope {
  bool pit = false;       // `pit`: a filter's pit under examination
  bool last = false;      // `last`, `captured`: inside lap-end rules
  bool origin = false;    // `origin`
  bool game_end = false;  // `no legal move`, `position repeated`
  const char* pit_help =
      "'pit' means the pit being examined; use it in 'from own pits where', 'prefer pits where', "
      "'skip pits where', 'backward from ... while' or 'all of ... where'";
};

// A declared parameter and its value for this compilation.
struct Param {
  std::string name;
  SourcePos pos;
  const Node* declaration = nullptr;
  std::optional<int> chosen;  // set by the variant or --set; otherwise the default is used
  int value = 0;
  SourcePos chosen_pos;  // where the variant chose it; line 0 for --set
  int default_value = 0;
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
  RuleProgram p_;
  std::vector<Param> params_;
  std::map<std::string, SourcePos> seen_statements_;

  void error(SourcePos pos, const std::string& message) { diags_.error(pos, message); }
  void warn(SourcePos pos, const std::string& message) { diags_.warning(pos, message); }
  void missing(SourcePos pos, const std::string& message) {
    if (!partial_) diags_.error(pos, message);
  }

  // parameters and variants
  void declare_params(const Node& file);
  void evaluate_params();
  int constant_before_params(const Node& n);
  void apply_variant(const Node& file);
  void apply_overrides();
  Param* find_param(const std::string& name);
  std::vector<std::string> param_names() const;
  int constant(const Node& n);  // compile-time number (parameters allowed)

  // blocks
  bool once(const Node& stmt, const std::string& what);
  void board(const Node& block, bool& has_pits);
  void setup(const Node& block, std::vector<const Node*>& fills);
  void move(const Node& block);
  void sow(const Node& block, bool& has_origin);
  void feeding(const Node& block);
  void lap_end(const Node& block);
  void game_end(const Node& block, bool& has_no_move_end, bool& has_remaining);
  void warn_if_never(const Node& condition);
  static bool always_after_drop(const Node& condition);
  void final_warnings(const Node& file);
  std::optional<SourcePos> unconditional_end_;
  void opening(const Node& block);
  void marks(const Node& block);
  void match(const Node& block);
  int mark_index(const Node& stmt);
  Action action(const Node& n);
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
};

// ------------------------------------------------------------ parameters

Param* Compiler::find_param(const std::string& name) {
  for (auto& param : params_)
    if (param.name == name) return &param;
  return nullptr;
}

std::vector<std::string> Compiler::param_names() const {
  std::vector<std::string> names;
  for (const auto& param : params_) names.push_back(param.name);
  return names;
}

int Compiler::constant(const Node& n) {
  switch (n.kind) {
    case Kind::integer:
      try {
        return std::stoi(n.text);
      } catch (...) {
        error(n.pos, fmt::format("the number {} is too large", n.text));
        return 0;
      }
    case Kind::name_ref: {
      if (Param* param = find_param(n.text)) {
        used_params_.insert(param->name);
        return param->value;
      }
      error(n.pos,
            fmt::format("unknown parameter '{}'{}; declared parameters: {}", n.text,
                        dsl::did_you_mean(n.text, param_names()), dsl::join_names(param_names())));
      return 0;
    }
    case Kind::arith: {
      int a = constant(n.kids[0]), b = constant(n.kids[1]);
      if (n.text == "+") return a + b;
      if (n.text == "-") return a - b;
      if (n.text == "*") return a * b;
      if (b == 0) {
        error(n.pos, "division by zero");
        return 0;
      }
      return a / b;
    }
    case Kind::total:
      if (!setup_done_) error(n.pos, "'total' (all the seeds of the setup) is not known here");
      return p_.total_seeds;
    default:
      error(n.pos, "expected a fixed number here (an integer, a parameter, or arithmetic on them)");
      return 0;
  }
}

// Parameters: names first, then the values chosen by the variant and --set,
// then every value in declaration order, so that a default written in terms of
// earlier parameters follows their chosen values.
void Compiler::declare_params(const Node& file) {
  for (const Node& item : file.kids) {
    if (item.kind != Kind::param) continue;
    if (find_param(item.text)) {
      error(item.pos, fmt::format("parameter '{}' is declared twice", item.text));
      continue;
    }
    Param param;
    param.name = item.text;
    param.pos = item.pos;
    param.declaration = &item;
    params_.push_back(param);
  }
}

void Compiler::evaluate_params() {
  std::vector<Param> declared = std::move(params_);
  params_.clear();
  for (Param& param : declared) {
    const Node& item = *param.declaration;
    if (item.kids.size() == 3) {
      param.has_range = true;
      param.low = constant(item.kids[1]);
      param.high = constant(item.kids[2]);
      if (param.low > param.high)
        error(item.kids[1].pos, fmt::format("empty range {}..{} for parameter '{}'", param.low,
                                            param.high, param.name));
    }
    const int fallback = constant(item.kids.at(0));
    if (param.has_range && param.low <= param.high &&
        (fallback < param.low || fallback > param.high))
      error(item.kids[0].pos, fmt::format("default {} of '{}' is outside its range {}..{}",
                                          fallback, param.name, param.low, param.high));
    param.default_value = fallback;
    param.value = param.chosen.value_or(fallback);
    if (param.chosen && param.has_range && (param.value < param.low || param.value > param.high)) {
      if (param.chosen_pos.line > 0)
        error(param.chosen_pos, fmt::format("value {} of '{}' is outside its range {}..{}",
                                            param.value, param.name, param.low, param.high));
      else
        error({0, 0}, fmt::format("--set {}={}: outside the range {}..{} declared at line {}",
                                  param.name, param.value, param.low, param.high, param.pos.line));
      // The value is refused: compile on with the default, so that the one
      // mistake is not reported again where the file uses the parameter.
      param.value = fallback;
    }
    params_.push_back(param);  // visible to the parameters declared after it
  }
}

void Compiler::apply_variant(const Node& file) {
  std::set<std::string> names;
  const Node* chosen = nullptr;
  std::vector<std::string> variant_names;
  for (const Node& item : file.kids) {
    if (item.kind != Kind::variant) continue;
    if (!names.insert(item.text).second) {
      error(item.pos, fmt::format("variant '{}' is declared twice", item.text));
      continue;
    }
    variant_names.push_back(item.text);
    for (const Node& set : item.kids) {
      if (set.kind != Kind::set) continue;
      if (!find_param(set.text))
        error(set.pos, fmt::format("variant '{}' sets unknown parameter '{}'{}", item.text,
                                   set.text, dsl::did_you_mean(set.text, param_names())));
    }
    if (item.text == options_.variant) chosen = &item;
  }
  if (options_.variant.empty()) return;
  if (!chosen) {
    error({0, 0}, fmt::format("unknown variant '{}'{}; this file's variants: {}", options_.variant,
                              dsl::did_you_mean(options_.variant, variant_names),
                              dsl::join_names(variant_names)));
    return;
  }
  p_.variant = chosen->text;
  for (const Node& set : chosen->kids) {
    if (set.kind != Kind::set) continue;
    if (Param* param = find_param(set.text)) {
      param->chosen = constant_before_params(set.kids.at(0));
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
    param->chosen_pos = {0, 0};
  }
}

// A variant's value: a plain number (variants are applied before any parameter has a value).
int Compiler::constant_before_params(const Node& n) {
  if (n.kind == Kind::integer) return constant(n);
  error(n.pos, "a variant sets a parameter to a plain number");
  return 0;
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
    case Kind::pit_numbered: {
      int num = number(n.kids.at(0), scope);
      e.op = Op::pit_numbered;
      e.value = n.text == "own" ? 0 : 1;
      e.kids[0] = static_cast<std::int16_t>(num);
      const ExprNode& k = p_.nodes[num];
      if (k.op == Op::constant && p_.pits_per_row > 0 && (k.value < 1 || k.value > p_.pits_per_row))
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
    case Kind::total:
      e.op = Op::constant;
      e.value = constant(n);
      return add(e);
    case Kind::arith: {
      int a = number(n.kids.at(0), scope), b = number(n.kids.at(1), scope);
      e.op = n.text == "+" ? Op::add : n.text == "-" ? Op::sub : n.text == "*" ? Op::mul : Op::div;
      // Arithmetic on fixed numbers is folded, so the engine and `explain` see one number.
      if (p_.nodes[a].op == Op::constant && p_.nodes[b].op == Op::constant) {
        e.op = Op::constant;
        e.value = constant(n);
        return add(e);
      }
      e.kids[0] = static_cast<std::int16_t>(a);
      e.kids[1] = static_cast<std::int16_t>(b);
      return add(e);
    }
    case Kind::board_seeds:
      e.op = Op::board_seeds;
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
      e.who = n.text == "mover"      ? Who::mover
              : n.text == "opponent" ? Who::opponent
              : n.text == "South"    ? Who::south
                                     : Who::north;
      return add(e);
    default:
      error(n.pos, "expected a number here");
      return add(e);
  }
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
      const std::string& o = n.text;
      e.op = o == "=="   ? Op::eq
             : o == "!=" ? Op::ne
             : o == "<"  ? Op::lt
             : o == "<=" ? Op::le
             : o == ">"  ? Op::gt
                         : Op::ge;
      e.kids[0] = static_cast<std::int16_t>(a);
      e.kids[1] = static_cast<std::int16_t>(b);
      return add(e);
    }
    case Kind::in_set: {
      int a = number(n.kids.at(0), scope);
      e.op = Op::in_set;
      e.kids[0] = static_cast<std::int16_t>(a);
      for (std::size_t i = 1; i < n.kids.size(); ++i) {
        int v = constant(n.kids[i]);
        if (v < 0 || v > 63)
          error(n.kids[i].pos, fmt::format("set members must be between 0 and 63, not {}", v));
        else
          e.set_mask |= std::uint64_t{1} << v;
      }
      return add(e);
    }
    case Kind::pit_is: {
      int k = pit(n.kids.at(0), scope);
      const std::string& what = n.text;
      if (what == "own")
        e.op = Op::pit_own;
      else if (what == "opponent's")
        e.op = Op::pit_opponents;
      else if (what == "empty")
        e.op = Op::pit_empty;
      else if (what == "occupied")
        e.op = Op::pit_occupied;
      else if (what == "store")
        e.op = Op::pit_store;
      else if (what == "own store")
        e.op = Op::pit_own_store;
      else if (what == "opponent's store")
        e.op = Op::pit_opponents_store;
      else {
        e.op = Op::pit_marked;
        std::string mark = what.substr(what.find(' ') + 1);
        auto it = std::find(p_.mark_names.begin(), p_.mark_names.end(), mark);
        if (it == p_.mark_names.end())
          error(n.pos, fmt::format("unknown mark '{}'{}; marks are declared in the marks block "
                                   "(declared here: {})",
                                   mark, dsl::did_you_mean(mark, p_.mark_names),
                                   dsl::join_names(p_.mark_names)));
        else
          e.value = static_cast<int>(it - p_.mark_names.begin());
      }
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
      e.op = n.text == "empty" ? Op::pit_was_empty : Op::pit_was_occupied;
      e.kids[0] = static_cast<std::int16_t>(k);
      return add(e);
    }
    case Kind::pit_in_row: {
      int k = pit(n.kids.at(0), scope);
      e.op = n.text == "own" ? Op::pit_in_own_row : Op::pit_in_opponents_row;
      e.kids[0] = static_cast<std::int16_t>(k);
      return add(e);
    }
    case Kind::row_state: {
      std::string who = n.text.substr(0, n.text.rfind(' '));
      e.op = n.text.ends_with("empty") ? Op::row_empty : Op::row_occupied;
      e.who = who == "own"          ? Who::mover
              : who == "opponent's" ? Who::opponent
              : who == "either"     ? Who::either
              : who == "South"      ? Who::south
                                    : Who::north;
      return add(e);
    }
    case Kind::moved_from_every:
      e.op = Op::moved_from_every;
      e.who = n.text == "mover" ? Who::mover : Who::opponent;
      return add(e);
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
      if (!scope.last) error(n.pos, "'captured' is only known in lap end rules");
      e.op = Op::captured;
      return add(e);
    case Kind::both_passed:
      e.op = Op::both_passed;
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
          int rows = constant(s.kids.at(0));
          if (rows != 2)
            error(s.kids[0].pos, fmt::format("{} rows: only boards of 2 rows are supported", rows));
        }
        break;
      case Kind::pits:
        if (once(s, "the number of pits per row")) {
          int n = constant(s.kids.at(0));
          has_pits = true;
          if (n < 1 || n > kMaxPitsPerRow)
            error(s.kids[0].pos,
                  fmt::format("{} pits per row: must be between 1 and {}", n, kMaxPitsPerRow));
          else
            p_.pits_per_row = n;
        }
        break;
      case Kind::stores:
        if (once(s, "the stores"))
          p_.stores = s.text == "in circuit" ? StoreMode::in_circuit : StoreMode::aside;
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
      if (once(s, "the first player")) p_.first_player = s.text == "North" ? kNorth : kSouth;
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
  for (const Node* s : fills) {
    int count = constant(s->kids.at(0));
    if (count < 0 || count > 1000) {
      error(s->kids[0].pos, fmt::format("{} seeds per pit: must be between 0 and 1000", count));
      continue;
    }
    int first = 1, last = n;
    if (s->kind == Kind::seeds_range) {
      first = constant(s->kids.at(1));
      last = constant(s->kids.at(2));
      if (first < 1 || last > n || first > last) {
        error(s->kids[1].pos,
              fmt::format("pits {}..{} do not fit a row of {} pits", first, last, n));
        continue;
      }
    } else if (s->kind == Kind::seeds_rightmost) {
      int k = constant(s->kids.at(1));
      if (k < 1 || k > n) {
        error(s->kids[1].pos,
              fmt::format("the {} rightmost pits do not fit a row of {} pits", k, n));
        continue;
      }
      first = n - k + 1;
    }
    for (int row = 0; row < 2; ++row)
      for (int i = first; i <= last; ++i) p_.initial[row * n + i - 1] = count;
  }
  p_.total_seeds = 0;
  for (int c = 0; c < p_.pit_count(); ++c) p_.total_seeds += p_.initial[c];
  setup_done_ = true;
  if (p_.total_seeds > 60000) error(fills.front()->pos, "too many seeds on the board (over 60000)");
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
        if (once(s, "how many seeds are taken")) p_.partial_harvest = s.text == "any";
        break;
      case Kind::prefer:
        if (once(s, "the pit preference")) p_.prefer_condition = cond(s.kids.at(0), filter);
        break;
      case Kind::pass_when_stuck:
        if (once(s, "passing")) p_.pass_when_stuck = true;
        break;
      case Kind::forbid_first_lap:
        if (once(s, "the first-lap restriction")) {
          Scope lap;
          lap.last = lap.origin = true;
          p_.forbid_first_lap = cond(s.kids.at(0), lap);
        }
        break;
      default:
        break;
    }
  }
}

void Compiler::sow(const Node& block, bool& has_origin) {
  Scope filter;
  filter.pit = true;
  for (const Node& s : block.kids) {
    switch (s.kind) {
      case Kind::direction:
        if (once(s, "the sowing direction")) p_.clockwise = s.text == "cw";
        break;
      case Kind::origin:
        if (once(s, "what happens at the origin pit")) {
          has_origin = true;
          p_.origin_skipped = s.text == "skipped";
        }
        break;
      case Kind::skip_pits:
        if (once(s, "which pits the sowing skips")) {
          p_.skip_condition = cond(s.kids.at(0), filter);
          p_.skip_except_first_move = !s.text.empty();
        }
        break;
      case Kind::opponent_store:
        if (once(s, "whether the opponent's store is sown")) {
          p_.sow_opponent_store = s.text == "included";
          if (p_.stores != StoreMode::in_circuit)
            error(s.pos,
                  "the opponent's store can only be skipped or sown into when the stores "
                  "are in the circuit ('stores in circuit' in the board block)");
        }
        break;
      case Kind::lap_limit:
        if (once(s, "the lap limit")) {
          int limit = constant(s.kids.at(0));
          if (limit < 1 || limit > 1000000)
            error(s.kids[0].pos, fmt::format("lap limit {}: must be between 1 and 1000000", limit));
          else
            p_.lap_limit = limit;
        }
        break;
      default:
        break;
    }
  }
}

void Compiler::feeding(const Node& block) {
  bool has_rule = false;
  for (const Node& s : block.kids) {
    if (s.kind == Kind::must_feed && once(s, "the feeding rule")) {
      p_.feeding = true;
      has_rule = true;
    } else if (s.kind == Kind::if_no_feed && once(s, "what happens when no move feeds")) {
      p_.feeding_strict = s.text == "no move";
    }
  }
  if (!has_rule)
    missing(block.pos, "the feeding block needs 'must feed when opponent's row is empty'");
}

Action Compiler::action(const Node& n) {
  Scope lap;
  lap.last = lap.origin = true;
  Scope filter = lap;
  filter.pit = true;
  Action a;
  a.unless_grand_slam = n.text == "unless grand slam";
  switch (n.kind) {
    case Kind::relay:
      a.kind = ActionKind::relay;
      break;
    case Kind::end_move:
      a.kind = ActionKind::end_move;
      break;
    case Kind::play_again:
      a.kind = ActionKind::play_again;
      break;
    case Kind::capture_pits:
      a.kind = ActionKind::capture_pits;
      for (const Node& k : n.kids) a.pits.push_back(pit(k, lap));
      break;
    case Kind::capture_chain:
      a.kind = ActionKind::capture_chain;
      a.pits.push_back(pit(n.kids.at(0), lap));
      a.condition = cond(n.kids.at(1), filter);
      break;
    case Kind::capture_group:
      a.kind = ActionKind::capture_group;
      a.condition = cond(n.kids.at(0), filter);
      for (std::size_t i = 1; i < n.kids.size(); ++i) a.pits.push_back(pit(n.kids[i], lap));
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
    std::size_t first_action = 0;
    if (!s.kids.empty() && s.kids[0].kind != Kind::relay && s.kids[0].kind != Kind::end_move &&
        s.kids[0].kind != Kind::play_again && s.kids[0].kind != Kind::capture_pits &&
        s.kids[0].kind != Kind::capture_chain && s.kids[0].kind != Kind::capture_group) {
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
      Action a = action(s.kids[i]);
      ended = a.kind == ActionKind::relay || a.kind == ActionKind::end_move ||
              a.kind == ActionKind::play_again;
      if (a.kind == ActionKind::relay && first_action == 1 && always_after_drop(s.kids[0]))
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

void Compiler::game_end(const Node& block, bool& has_no_move_end, bool& has_remaining) {
  Scope end;
  end.game_end = true;
  for (const Node& s : block.kids) {
    if (s.kind == Kind::ends_when) {
      if (s.kids.at(0).kind == Kind::no_legal_move) has_no_move_end = true;
      p_.end_conditions.push_back(cond(s.kids[0], end));
    } else if (s.kind == Kind::remaining && once(s, "where the remaining seeds go")) {
      has_remaining = true;
      p_.remaining = s.text == "owner" ? Remaining::to_owner : Remaining::to_other_player;
    }
  }
}

void Compiler::opening(const Node& block) {
  bool place = false;
  for (const Node& s : block.kids) {
    if (s.kind == Kind::opening_empty && once(s, "how many pits the opening empties")) {
      int k = constant(s.kids.at(0));
      if (k < 1 || k > p_.pits_per_row)
        error(s.kids[0].pos, fmt::format("an opening that empties {} pits: must be between 1 and "
                                         "{}",
                                         k, p_.pits_per_row));
      else
        p_.opening_empty = k;
    } else if (s.kind == Kind::opening_place && once(s, "where opening seeds go")) {
      place = true;
    }
  }
  if (p_.opening_empty == 0)
    missing(block.pos,
            "the opening block must say how many pits are emptied: 'empty N own "
            "occupied pits'");
  if (!place)
    missing(block.pos, "the opening block must say where the seeds go: 'place seeds anywhere'");
}

int Compiler::mark_index(const Node& stmt) {
  auto it = std::find(p_.mark_names.begin(), p_.mark_names.end(), stmt.text);
  if (it != p_.mark_names.end()) return static_cast<int>(it - p_.mark_names.begin());
  if (static_cast<int>(p_.mark_names.size()) == kMaxMarks) {
    error(stmt.pos, fmt::format("at most {} marks", kMaxMarks));
    return -1;
  }
  p_.mark_names.push_back(stmt.text);
  return static_cast<int>(p_.mark_names.size()) - 1;
}

void Compiler::marks(const Node& block) {
  for (const Node& s : block.kids) {
    int m = mark_index(s);
    if (m < 0) continue;
    if (s.kind == Kind::mark_set) p_.marks_set_after_openings |= 1u << m;
    if (s.kind == Kind::mark_clear) p_.marks_cleared_when_sown |= 1u << m;
  }
}

void Compiler::match(const Node& block) {
  for (const Node& s : block.kids) {
    switch (s.kind) {
      case Kind::rebuild:
        if (once(s, "the match rebuild")) {
          int per_pit = constant(s.kids.at(0));
          if (per_pit < 1)
            error(s.kids[0].pos, fmt::format("{} seeds per pit: must be at least 1", per_pit));
          else
            p_.rebuild_per_pit = per_pit;
        }
        break;
      case Kind::alternate_first:
        if (once(s, "who starts each game")) p_.alternate_first = true;
        break;
      case Kind::ends_when_no_pit:
        if (once(s, "the match end")) p_.match_ends_when_no_pit = true;
        break;
      case Kind::win_weight:
        if (once(s, "the weight of a win")) {
          p_.weighted_margin = constant(s.kids.at(0));
          p_.margin_weight = constant(s.kids.at(1));
          if (p_.weighted_margin < 1)
            error(s.kids[0].pos, "the margin of a weighted win must be at least 1");
          if (p_.margin_weight < 1) error(s.kids[1].pos, "the weight of a win must be at least 1");
        }
        break;
      case Kind::match_winner:
        if (once(s, "how the match winner is decided"))
          p_.match_winner_by_pits = s.text == "owns more pits";
        break;
      default:
        break;
    }
  }
  if ((p_.match_ends_when_no_pit || p_.match_winner_by_pits) && p_.rebuild_per_pit == 0)
    error(block.pos,
          "pit ownership only changes between games when the match rebuilds the "
          "board: add 'rebuild from totals with N per pit'");
  if (p_.rebuild_per_pit > 0 && p_.total_seeds != p_.rebuild_per_pit * p_.pit_count())
    error(block.pos,
          fmt::format("a rebuild with {} per pit needs {} seeds, but the setup has {}",
                      p_.rebuild_per_pit, p_.rebuild_per_pit * p_.pit_count(), p_.total_seeds));
}

// Conditions on the last pit that the drop of the last seed makes false for good.
static bool never_after_drop(const Node& c) {
  if (c.kind == Kind::and_) {
    for (const Node& k : c.kids)
      if (never_after_drop(k)) return true;
    return false;
  }
  if (c.kind == Kind::pit_is && c.text == "empty" && c.kids.at(0).kind == Kind::pit_last)
    return true;
  if (c.kind == Kind::compare && c.kids.at(0).kind == Kind::seeds_of &&
      c.kids[0].kids.at(0).kind == Kind::pit_last && c.kids.at(1).kind == Kind::integer) {
    const int v = std::atoi(c.kids[1].text.c_str());
    return (c.text == "==" && v == 0) || (c.text == "<" && v <= 1) || (c.text == "<=" && v == 0);
  }
  if (c.kind == Kind::in_set && c.kids.at(0).kind == Kind::seeds_of &&
      c.kids[0].kids.at(0).kind == Kind::pit_last) {
    for (std::size_t i = 1; i < c.kids.size(); ++i)
      if (c.kids[i].kind != Kind::integer || c.kids[i].text != "0") return false;
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
  if (c.kind == Kind::pit_is && c.text == "occupied" && c.kids.at(0).kind == Kind::pit_last)
    return true;
  if (c.kind == Kind::compare && c.kids.at(0).kind == Kind::seeds_of &&
      c.kids[0].kids.at(0).kind == Kind::pit_last && c.kids.at(1).kind == Kind::integer) {
    const int v = std::atoi(c.kids[1].text.c_str());
    return (c.text == ">=" && v <= 1) || (c.text == ">" && v == 0) || (c.text == "!=" && v == 0);
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
      for (const Param& param : params_)
        if (param.name == k.text && std::atoi(k.kids[0].text.c_str()) != param.default_value)
          changes = true;
    }
    if (!changes)
      warn(item.pos, fmt::format("variant '{}' changes nothing: it sets every parameter to its "
                                 "default and changes no block",
                                 item.text));
  }
}

void Compiler::build_circuit() {
  const int n = p_.pits_per_row, pits = 2 * n;
  // The counter-clockwise order, stores placed after their owner's row when in the circuit.
  std::vector<int> order;
  for (int i = 0; i < n; ++i) order.push_back(i);
  if (p_.stores == StoreMode::in_circuit) order.push_back(pits + kSouth);
  for (int i = n; i < pits; ++i) order.push_back(i);
  if (p_.stores == StoreMode::in_circuit) order.push_back(pits + kNorth);
  if (p_.clockwise) std::reverse(order.begin(), order.end());
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
  for (const auto& param : params_) p_.params.emplace_back(param.name, param.value);

  // Blocks, each at most once; the board first since the rest depends on its size.
  std::map<std::string, const Node*> blocks;
  for (const Node& item : file.kids) {
    if (item.kind == Kind::game_name) {
      if (once(item, "the game's name")) p_.game_name = item.text;
    } else if (item.kind == Kind::block) {
      auto [it, fresh] = blocks.emplace(item.text, &item);
      if (!fresh)
        error(item.pos, fmt::format("a second '{}' block: the first is at line {}", item.text,
                                    it->second->pos.line));
    }
  }
  if (p_.game_name.empty()) missing({1, 1}, "the file must name its game: game \"NAME\"");
  auto require = [&](const char* name) -> const Node* {
    auto it = blocks.find(name);
    if (it == blocks.end()) {
      missing({1, 1}, fmt::format("the file has no '{}' block", name));
      return nullptr;
    }
    return it->second;
  };
  bool has_pits = false, has_origin = false, has_no_move_end = false, has_remaining = false;
  if (const Node* b = require("board")) board(*b, has_pits);
  if (!has_pits && blocks.count("board"))
    missing(blocks["board"]->pos, "the board block must give the number of pits per row: 'pits N'");
  if (p_.pits_per_row == 0) return std::nullopt;  // nothing else can be checked without a size
  build_circuit();
  std::vector<const Node*> fills;
  if (const Node* b = require("setup")) {
    setup(*b, fills);
    fill_setup(fills);
  }
  if (blocks.count("marks")) marks(*blocks["marks"]);
  if (blocks.count("opening")) opening(*blocks["opening"]);
  if (p_.marks_set_after_openings && p_.opening_empty == 0)
    error(blocks["marks"]->pos, "marks set 'after openings' need an opening block");
  if (const Node* b = require("move")) move(*b);
  if (const Node* b = require("sow")) {
    sow(*b, has_origin);
    if (!has_origin)
      missing(b->pos,
              "the sow block must say whether the origin pit is 'included' or 'skipped' "
              "when a lap comes round to it: 'origin included' or 'origin skipped'");
  }
  if (blocks.count("feeding")) feeding(*blocks["feeding"]);
  if (const Node* b = require("lap end")) lap_end(*b);
  if (const Node* b = require("game end")) {
    game_end(*b, has_no_move_end, has_remaining);
    if (!has_no_move_end && !p_.pass_when_stuck)
      missing(b->pos,
              "the game end block must say what happens when the player to move has no "
              "legal move: 'ends when no legal move'");
    if (!has_remaining)
      missing(b->pos,
              "the game end block must say who takes the seeds left on the board: "
              "'remaining seeds to owner' or 'remaining seeds to other player'");
  }
  if (blocks.count("match")) match(*blocks["match"]);
  if (p_.partial_harvest && p_.total_seeds > 255)
    error(take_pos_, fmt::format("'take any' supports at most 255 seeds in play; this setup has {}",
                                 p_.total_seeds));
  if (p_.nodes.size() > 30000) error({1, 1}, "the rules are too large to compile");
  if (!diags_.has_errors()) final_warnings(file);
  if (diags_.has_errors()) return std::nullopt;
  return std::move(p_);
}

}  // namespace

FileNames declared_names(const Node& file) {
  FileNames names;
  for (const Node& item : file.kids) {
    if (item.kind == Kind::param) names.params.push_back(item.text);
    if (item.kind == Kind::variant) names.variants.push_back(item.text);
  }
  return names;
}

std::optional<RuleProgram> compile(const Node& file, const CompileOptions& options,
                                   dsl::Diagnostics& diags) {
  // A chosen variant's blocks are laid over the file's, as a file over the one it extends.
  for (const Node& item : file.kids) {
    if (item.kind != Kind::variant || item.text != options.variant) continue;
    Node effective = file;
    for (Node& base : effective.kids) {
      if (base.kind != Kind::block) continue;
      for (const Node& overlay : item.kids)
        if (overlay.kind == Kind::block && overlay.text == base.text)
          dsl::merge_block(base, overlay);
    }
    for (const Node& overlay : item.kids) {
      const bool present = std::any_of(
          effective.kids.begin(), effective.kids.end(),
          [&](const Node& n) { return n.kind == Kind::block && n.text == overlay.text; });
      if (overlay.kind == Kind::block && !present) effective.kids.push_back(overlay);
    }
    return Compiler(options, diags).run(effective);
  }
  return Compiler(options, diags).run(file);
}

}  // namespace mancala
