// `mancala diff A B`: which mechanisms and parameters differ between two rule
// files or variants, compared after compilation (not as text).
#include <fmt/format.h>

#include <iostream>
#include <map>
#include <nlohmann/json.hpp>

#include "cli/common.hpp"
#include "interpreter/describe.hpp"

namespace mancala::cli {
namespace {

// "rules/kiothi.mancala:five-pits" names a variant of a file.
std::pair<std::string, std::string> split_variant(const std::string& spec) {
  const auto colon = spec.rfind(':');
  if (colon == std::string::npos || spec.find('/', colon) != std::string::npos) return {spec, ""};
  return {spec.substr(0, colon), spec.substr(colon + 1)};
}

}  // namespace

Runner register_diff(CLI::App& app) {
  auto* command = app.add_subcommand(
      "diff", "Show which mechanisms and parameters differ between two rule files or variants");
  auto a = std::make_shared<std::string>();
  auto b = std::make_shared<std::string>();
  auto as_json = std::make_shared<bool>(false);
  command->add_option("a", *a, "First rule file, optionally FILE:VARIANT")->required();
  command->add_option("b", *b, "Second rule file, optionally FILE:VARIANT")->required();
  command->add_flag("--json", *as_json, "Print the differences as JSON");
  return [a, b, as_json] {
    std::optional<RuleProgram> programs[2];
    const std::string specs[2] = {*a, *b};
    for (int i = 0; i < 2; ++i) {
      auto [path, variant] = split_variant(specs[i]);
      RuleOptions options;
      options.variant = variant;
      programs[i] = load_or_report(path, options);
      if (!programs[i]) return 1;
    }
    // Parameters by name, facts by key, in first-seen order.
    std::vector<std::string> param_names, fact_keys;
    std::map<std::string, std::optional<int>> params[2];
    std::map<std::string, Fact> facts[2];
    for (int i = 0; i < 2; ++i) {
      for (const auto& [name, value] : programs[i]->params) {
        if (!params[0].count(name) && !params[1].count(name)) param_names.push_back(name);
        params[i][name] = value;
      }
      for (const Fact& f : describe(*programs[i])) {
        if (!facts[0].count(f.key) && !facts[1].count(f.key)) fact_keys.push_back(f.key);
        facts[i][f.key] = f;
      }
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
      if (fa && fb && fa->text == fb->text) continue;
      out["mechanisms"].push_back({{"key", key},
                                   {"concern", fa ? fa->concern : fb->concern},
                                   {"a", fa ? nlohmann::json(fa->text) : nlohmann::json()},
                                   {"b", fb ? nlohmann::json(fb->text) : nlohmann::json()}});
    }
    if (*as_json) {
      std::cout << out.dump(2) << '\n';
      return 0;
    }
    std::cout << fmt::format("--- {} ({})\n+++ {} ({})\n", specs[0], programs[0]->game_name,
                             specs[1], programs[1]->game_name);
    if (out["parameters"].empty() && out["mechanisms"].empty()) {
      std::cout << "no difference: the two compile to the same rules\n";
      return 0;
    }
    for (const auto& p : out["parameters"])
      std::cout << fmt::format("parameter {}: {} -> {}\n", p["name"].get<std::string>(),
                               p["a"].is_null() ? "(none)" : p["a"].dump(),
                               p["b"].is_null() ? "(none)" : p["b"].dump());
    for (const auto& m : out["mechanisms"]) {
      std::cout << m["key"].get<std::string>() << ":\n";
      if (!m["a"].is_null()) std::cout << "  - " << m["a"].get<std::string>() << '\n';
      if (!m["b"].is_null()) std::cout << "  + " << m["b"].get<std::string>() << '\n';
    }
    return 0;
  };
}

}  // namespace mancala::cli
