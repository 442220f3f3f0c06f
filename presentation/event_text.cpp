#include "presentation/event_text.hpp"

#include <fmt/format.h>

#include <set>

#include "presentation/notation.hpp"

namespace mancala {
namespace {

// "line 40", or "line 12 of rules/kalah.mancala" for a rule of another file.
std::string rule_place(const RuleProgram& p, int line, const std::string& rules_path) {
  std::set<std::string> files;
  for (const std::vector<LapRule>* rules : {&p.lap_rules, &p.sowing_rules})
    for (const LapRule& rule : *rules)
      if (rule.line == line && !rule.file.empty() && rule.file != rules_path)
        files.insert(rule.file);
  if (files.empty()) return fmt::format("line {}", line);
  return fmt::format("line {} of {}", line, fmt::join(files, " or "));
}

// Whether the rule written at `line` is a `during sowing` rule.
bool is_sowing_rule(const RuleProgram& p, int line) {
  for (const LapRule& rule : p.sowing_rules)
    if (rule.line == line) return true;
  return false;
}

}  // namespace

std::string event_text(const RuleProgram& p, const Event& e, const std::string& rules_path) {
  const std::string pit = e.pit >= 0 && e.pit < p.pit_count() ? pit_name(p, e.pit)
                          : e.pit >= 0
                              ? (e.pit == p.store_cell(kSouth) ? "South's store" : "North's store")
                              : "";
  switch (e.kind) {
    case EventKind::lap:
      return fmt::format("lap: {} seeds from {}", e.seeds, pit);
    case EventKind::skip:
      return fmt::format("{} skipped", pit);
    case EventKind::capture:
      return fmt::format("captures {} from {} ({} rule at {})", e.seeds, pit,
                         is_sowing_rule(p, e.rule_line) ? "sowing" : "lap-end",
                         rule_place(p, e.rule_line, rules_path));
    case EventKind::mark_cleared:
      return fmt::format("{} loses its {} mark", pit, p.mark_names.at(e.mark));
    case EventKind::relay:
      return fmt::format("relay: lifts {} from {} (rule at {})", e.seeds, pit,
                         rule_place(p, e.rule_line, rules_path));
    case EventKind::extra_turn:
      return fmt::format("plays again (lap-end rule at {})",
                         rule_place(p, e.rule_line, rules_path));
    case EventKind::pass:
      return "passes";
    case EventKind::claim:
      return fmt::format("{} becomes the mover's (lap-end rule at {})", pit,
                         rule_place(p, e.rule_line, rules_path));
    case EventKind::mark_given:
      return fmt::format("{} gets the {} mark (lap-end rule at {})", pit, p.mark_names.at(e.mark),
                         rule_place(p, e.rule_line, rules_path));
    case EventKind::to_store:
      return fmt::format("a seed sown into {} goes to its owner's store", pit);
    case EventKind::lap_limit:
      return fmt::format(
          "the sowing is cut off by the lap limit after {} laps ({} seeds left in {}): the game "
          "ends",
          p.lap_limit, e.seeds, pit);
  }
  return "";
}

std::string events_line(const RuleProgram& p, const EventLog& log, const std::string& rules_path) {
  std::string out;
  for (const Event& e : log) out += (out.empty() ? "" : "; ") + event_text(p, e, rules_path);
  return out;
}

}  // namespace mancala
