#include "cli/ruleset.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <filesystem>

#include "cli/numbers.hpp"

namespace mancala::cli {
namespace {

bool regular_file(const std::string& path) {
  std::error_code ec;
  return std::filesystem::is_regular_file(path, ec);
}

}  // namespace

std::optional<std::pair<std::string, int>> parse_assignment(const std::string& text,
                                                            std::string& why) {
  const auto eq = text.find('=');
  if (eq == std::string::npos || eq == 0) {
    why = fmt::format("'{}': expected NAME=VALUE", text);
    return std::nullopt;
  }
  const std::string name = text.substr(0, eq);
  std::string problem;
  const std::optional<long long> value =
      parse_whole_number(text.substr(eq + 1), kIntMin, kIntMax, problem);
  if (!value) {
    why = fmt::format("'{}': {}", text, problem);
    return std::nullopt;
  }
  return std::make_pair(name, static_cast<int>(*value));
}

std::optional<RuleSetSpec> parse_rule_set(const std::string& text, std::string& why,
                                          const std::function<bool(const std::string&)>& is_file) {
  RuleSetSpec spec;
  const auto exists = is_file ? is_file : regular_file;
  if (text.empty()) {
    why = "an empty rule-set argument: expected FILE[:VARIANT][,NAME=VALUE...]";
    return std::nullopt;
  }
  if (exists(text)) {
    spec.file = text;
    return spec;
  }
  const auto slash = text.rfind('/');
  const std::size_t name_start = slash == std::string::npos ? 0 : slash + 1;
  const auto comma = text.find(',', name_start);
  std::string head = text.substr(0, comma);
  if (comma != std::string::npos) {
    std::size_t start = comma + 1;
    while (true) {
      const auto next = text.find(',', start);
      const std::string item = text.substr(start, next == std::string::npos ? next : next - start);
      std::string problem;
      auto assignment = parse_assignment(item, problem);
      if (!assignment) {
        why = fmt::format("in '{}': {}", text, problem);
        return std::nullopt;
      }
      for (const auto& [name, value] : spec.sets)
        if (name == assignment->first) {
          why = fmt::format("in '{}': parameter '{}' is set twice", text, name);
          return std::nullopt;
        }
      spec.sets.push_back(*assignment);
      if (next == std::string::npos) break;
      start = next + 1;
    }
  }
  const auto colon = head.rfind(':');
  if (colon != std::string::npos && colon >= name_start) {
    spec.variant = head.substr(colon + 1);
    head = head.substr(0, colon);
    if (spec.variant.empty()) {
      why = fmt::format("in '{}': no variant name after ':'", text);
      return std::nullopt;
    }
  }
  if (head.empty()) {
    why = fmt::format("in '{}': no rule file before the variant or parameters", text);
    return std::nullopt;
  }
  spec.file = head;
  return spec;
}

std::optional<RuleSetSpec> combine(const RuleSetSpec& spec, const std::string& argument,
                                   const RuleOptions& options, std::string& why) {
  RuleSetSpec out = spec;
  if (!options.variant.empty()) {
    if (!spec.variant.empty()) {
      why = fmt::format("--variant {} and '{}' both name a variant: give it once", options.variant,
                        argument);
      return std::nullopt;
    }
    out.variant = options.variant;
  }
  for (const std::string& text : options.sets) {
    std::string problem;
    auto assignment = parse_assignment(text, problem);
    if (!assignment) {
      why = "--set " + problem;
      return std::nullopt;
    }
    for (const auto& [name, value] : out.sets) {
      if (name != assignment->first) continue;
      const bool from_argument = std::find(spec.sets.begin(), spec.sets.end(),
                                           std::make_pair(name, value)) != spec.sets.end();
      why =
          from_argument
              ? fmt::format("--set {}: '{}' already sets {}={}", text, argument, name, value)
              : fmt::format("--set {}: {} is already set by --set {}={}", text, name, name, value);
      return std::nullopt;
    }
    out.sets.push_back(*assignment);
  }
  return out;
}

CompileOptions compile_options(const RuleSetSpec& spec) {
  CompileOptions compile;
  compile.variant = spec.variant;
  for (const auto& [name, value] : spec.sets) compile.overrides[name] = value;
  return compile;
}

std::string rule_set_text(const RuleSetSpec& spec) {
  std::string text = spec.file;
  if (!spec.variant.empty()) text += ":" + spec.variant;
  for (const auto& [name, value] : spec.sets) text += fmt::format(",{}={}", name, value);
  return text;
}

}  // namespace mancala::cli
