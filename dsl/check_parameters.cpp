// The checker's parameters and variants: each parameter's value for this
// compilation (its default, the variant's choice or --set), fixed numbers
// folded with overflow seen, and values checked against their limits.
#include <fmt/format.h>

#include <cstdint>
#include <limits>

#include "dsl/checker_internal.hpp"
#include "dsl/suggest.hpp"

namespace mancala::dsl::checking {

Param* Checker::find_param(const std::string& name) {
  return params_.find(name);
}

std::vector<std::string> Checker::param_names() const {
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
Constant Checker::fold(const Node& op, int a, int b) {
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

Constant Checker::constant(const Node& n) {
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
      error(n.pos,
            fmt::format("unknown parameter '{}'{}; {}: {}", n.name, did_you_mean(n.name, names),
                        evaluating_ ? fmt::format("'{}' may use", evaluating_->name)
                                    : std::string("declared parameters"),
                        join_names(names)));
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
      return settings_.total_seeds;
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
Constant Checker::parameter_value(const Node& ref, Param& param) {
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
void Checker::declare_params(const Node& file) {
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

void Checker::evaluate_params() {
  for (Param& param : params_) evaluate(param);
}

void Checker::evaluate(Param& param) {
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

// Reports that `value`, the result of expression `n`, breaks `rule`; `label`
// names the value ("{} pits per row", "lap limit {}"). The message stands where
// the value was written: at the parameter's chosen or default value when `n`
// just names a parameter (a value given by --set is reported as such).
void Checker::refuse(const Node& n, int value, const std::string& label, const std::string& rule) {
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

// A fixed value that must lie in low..high (see Limits in docs/language.md);
// empty, after one message, when it does not or cannot be computed.
Constant Checker::bounded(const Node& n, int low, int high, const std::string& label,
                          const std::string& why) {
  const Constant value = constant(n);
  if (!value) return value;
  if (*value >= low && *value <= high) return value;
  // The reason speaks of the upper bound: below the lower one, a value means nothing.
  refuse(n, *value, label,
         fmt::format("must be between {} and {}{}", low, high, *value > high ? why : ""));
  return std::nullopt;
}

void Checker::apply_variant(const Node& file) {
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
      error(set.pos, fmt::format("variant '{}' sets unknown parameter '{}'{}", item.name, set.name,
                                 diags_.shown_full() ? "" : did_you_mean(set.name, param_names())));
    }
    if (item.name == options_.variant) chosen = &item;
  }
  if (options_.variant.empty()) return;
  if (!chosen) {
    error({0, 0},
          fmt::format("unknown variant '{}'{}; this file's variants: {}", options_.variant,
                      did_you_mean(options_.variant, variant_names), join_names(variant_names)));
    return;
  }
  settings_.variant = chosen->name;
  for (const Node& set : chosen->kids) {
    if (set.kind != Kind::set) continue;
    if (Param* param = find_param(set.name)) {
      param->chosen = constant_before_params(set.kids.at(0));
      param->chosen_failed = !param->chosen;
      param->chosen_pos = set.kids[0].pos;
    }
  }
}

void Checker::apply_overrides() {
  for (const auto& [name, value] : options_.overrides) {
    Param* param = find_param(name);
    if (!param) {
      error({0, 0}, fmt::format("--set {}: unknown parameter{}; this file's parameters: {}", name,
                                did_you_mean(name, param_names()), join_names(param_names())));
      continue;
    }
    param->chosen = value;
    param->chosen_failed = false;
    param->chosen_pos = {0, 0};
  }
}

// A variant's value: a plain number (variants are applied before any parameter has a value).
Constant Checker::constant_before_params(const Node& n) {
  if (n.kind == Kind::integer) return constant(n);
  error(n.pos, "a variant sets a parameter to a plain number");
  return std::nullopt;
}

}  // namespace mancala::dsl::checking
