#include "rule_set.hpp"

#include <fmt/format.h>

#include <stdexcept>

namespace mancala::python {

RuleSet::RuleSet(cli::LoadedRules loaded, int plies, std::string messages)
    : rules(std::move(loaded)),
      engine(rules.program),
      layout(rules.program),
      max_plies(plies),
      warnings(std::move(messages)) {}

std::shared_ptr<const RuleSet> load_rule_set(const std::string& argument,
                                             const std::string& variant,
                                             const std::vector<std::string>& sets, int max_plies) {
  if (max_plies < 1)
    throw std::invalid_argument(fmt::format("max_plies must be at least 1, not {}", max_plies));
  cli::RuleOptions options;
  options.variant = variant;
  options.sets = sets;
  cli::RuleSetLoad loaded = cli::load_rule_set_quietly(argument, options);
  std::string messages = loaded.messages;
  while (!messages.empty() && messages.back() == '\n') messages.pop_back();
  if (!loaded.rules) throw std::invalid_argument(messages);
  return std::make_shared<const RuleSet>(std::move(*loaded.rules), max_plies, messages);
}

}  // namespace mancala::python
