#include "cli/rule_set_loading.hpp"

#include <sstream>

#include "dsl/loader.hpp"

namespace mancala::cli {

// The compiler reports a bad --set value (or a NAME=VALUE of the argument)
// and an unknown variant without a position, as "FILE: error: ...". Such a
// message is about the command line, not the file: it is shown as the command
// line's error, naming the file last.
std::string load_messages_text(const std::string& messages, const std::string& file) {
  const std::string prefix = file + ": error: ";
  std::istringstream lines(messages);
  std::string line, out;
  while (std::getline(lines, line)) {
    const bool about_options =
        line.rfind(prefix, 0) == 0 && (line.compare(prefix.size(), 6, "--set ") == 0 ||
                                       line.compare(prefix.size(), 16, "unknown variant ") == 0);
    if (about_options)
      out += "mancala: error: " + line.substr(prefix.size()) + " (" + file + ")\n";
    else
      out += line + "\n";
  }
  return out;
}

RuleSetLoad load_rule_set_quietly(const std::string& argument, const RuleOptions& options) {
  RuleSetLoad out;
  std::string why;
  std::optional<RuleSetSpec> parsed = parse_rule_set(argument, why);
  std::optional<RuleSetSpec> spec;
  if (parsed) spec = combine(*parsed, argument, options, why);
  if (!spec) {
    out.messages = "mancala: error: " + why + "\n";
    return out;
  }
  LoadResult loaded = load_rules(spec->file, compile_options(*spec));
  out.messages = load_messages_text(loaded.messages, spec->file);
  if (loaded.program) out.rules = LoadedRules{*spec, std::move(*loaded.program)};
  return out;
}

}  // namespace mancala::cli
