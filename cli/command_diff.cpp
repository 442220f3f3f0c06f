// `mancala diff A B`: which mechanisms and parameters differ between two rule
// sets, compared after compilation (not as text). Exit status as diff(1)'s:
// 0 when the two are the same, 1 when they differ, 2 on trouble.
#include <fmt/format.h>

#include <algorithm>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>

#include "io/json_text.hpp"
#include "cli/common.hpp"
#include "presentation/describe.hpp"

namespace mancala::cli {
namespace {

constexpr int kSame = 0, kDifferent = 1, kTrouble = 2;

// The keys of a program's lap-end facts, in the order the rules are tried.
std::vector<std::string> lap_end_order(const std::vector<Fact>& facts) {
  std::vector<std::string> keys;
  for (const Fact& f : facts)
    if (f.concern == "lap end") keys.push_back(f.key);
  return keys;
}

// `keys` restricted to those `other` also has.
std::vector<std::string> common(const std::vector<std::string>& keys,
                                const std::vector<std::string>& other) {
  std::vector<std::string> out;
  for (const std::string& k : keys)
    if (std::find(other.begin(), other.end(), k) != other.end()) out.push_back(k);
  return out;
}

std::string order_text(const std::vector<std::string>& keys) {
  std::string text = "The lap-end rules are tried in this order:";
  for (std::size_t i = 0; i < keys.size(); ++i)
    text += fmt::format("{} {}", i ? "," : "", keys[i].substr(std::string("lap-end.").size()));
  return text + ".";
}

}  // namespace

Runner register_diff(CLI::App& app) {
  auto* command = app.add_subcommand(
      "diff",
      "Show which mechanisms and parameters differ between two rule sets (exit 0 same, 1 "
      "different, 2 trouble)");
  auto a = std::make_shared<std::string>();
  auto b = std::make_shared<std::string>();
  auto rules = std::make_shared<RuleOptions>();
  auto as_json = std::make_shared<bool>(false);
  command->add_option("a", *a, "First rule set: FILE[:VARIANT][,NAME=VALUE...]")->required();
  command->add_option("b", *b, "Second rule set: FILE[:VARIANT][,NAME=VALUE...]")->required();
  add_rule_options(*command, *rules);  // applied to both
  command->add_flag("--json", *as_json, "Print the differences as JSON");
  return [a, b, rules, as_json] {
    std::optional<RuleProgram> programs[2];
    const std::string specs[2] = {*a, *b};
    for (int i = 0; i < 2; ++i) {
      programs[i] = load_or_report(specs[i], *rules);
      if (!programs[i]) return kTrouble;
    }
    // Parameters by name, facts by key, in first-seen order.
    std::vector<std::string> param_names, fact_keys;
    std::map<std::string, std::optional<int>> params[2];
    std::map<std::string, Fact> facts[2];
    std::vector<std::string> order[2];
    for (int i = 0; i < 2; ++i) {
      for (const auto& [name, value] : programs[i]->params) {
        if (!params[0].count(name) && !params[1].count(name)) param_names.push_back(name);
        params[i][name] = value;
      }
      const std::vector<Fact> described = describe(*programs[i]);
      for (const Fact& f : described) {
        if (!facts[0].count(f.key) && !facts[1].count(f.key)) fact_keys.push_back(f.key);
        facts[i][f.key] = f;
      }
      order[i] = lap_end_order(described);
    }
    nlohmann::json out = {{"a", specs[0]},
                          {"b", specs[1]},
                          {"parameters", nlohmann::json::array()},
                          {"mechanisms", nlohmann::json::array()}};
    auto value = [](const std::optional<int>& v) {
      return v ? nlohmann::json(*v) : nlohmann::json();
    };
    for (const std::string& name : param_names) {
      std::optional<int> va = params[0].count(name) ? params[0][name] : std::nullopt;
      std::optional<int> vb = params[1].count(name) ? params[1][name] : std::nullopt;
      if (va != vb)
        out["parameters"].push_back({{"name", name}, {"a", value(va)}, {"b", value(vb)}});
    }
    for (const std::string& key : fact_keys) {
      const Fact* fa = facts[0].count(key) ? &facts[0][key] : nullptr;
      const Fact* fb = facts[1].count(key) ? &facts[1][key] : nullptr;
      if (fa && fb && fa->meaning == fb->meaning) continue;
      out["mechanisms"].push_back({{"key", key},
                                   {"concern", fa ? fa->concern : fb->concern},
                                   {"a", fa ? nlohmann::json(fa->text) : nlohmann::json()},
                                   {"b", fb ? nlohmann::json(fb->text) : nlohmann::json()}});
    }
    // Rules present in both but tried in another order act differently.
    const std::vector<std::string> shared_a = common(order[0], order[1]);
    const std::vector<std::string> shared_b = common(order[1], order[0]);
    if (shared_a != shared_b)
      out["mechanisms"].push_back({{"key", "lap-end.order"},
                                   {"concern", "lap end"},
                                   {"a", order_text(order[0])},
                                   {"b", order_text(order[1])}});
    const bool same = out["parameters"].empty() && out["mechanisms"].empty();
    out["same"] = same;
    if (*as_json) {
      std::cout << json_text(out, 2) << '\n';
      return same ? kSame : kDifferent;
    }
    std::cout << fmt::format("--- {} ({})\n+++ {} ({})\n", specs[0], programs[0]->game_name,
                             specs[1], programs[1]->game_name);
    if (same) {
      std::cout << "no difference: the two compile to the same rules\n";
      return kSame;
    }
    for (const auto& p : out["parameters"])
      std::cout << fmt::format("parameter {}: {} -> {}\n", p["name"].get<std::string>(),
                               p["a"].is_null() ? "(none)" : json_text(p["a"]),
                               p["b"].is_null() ? "(none)" : json_text(p["b"]));
    for (const auto& m : out["mechanisms"]) {
      std::cout << m["key"].get<std::string>() << ":\n";
      if (!m["a"].is_null()) std::cout << "  - " << m["a"].get<std::string>() << '\n';
      if (!m["b"].is_null()) std::cout << "  + " << m["b"].get<std::string>() << '\n';
    }
    return kDifferent;
  };
}

}  // namespace mancala::cli
