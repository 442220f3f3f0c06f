// libFuzzer harness: the trace protocol. The input's first line names a
// bundled rule set ("kalah", "kiothi:five-pits"), optionally followed by
// "match N" and "first S|N"; the other lines are fed to `mancala trace`.
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#include "io/trace_session.hpp"
#include "fuzz_support.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::size_t end = text.find('\n');
  std::istringstream header(text.substr(0, end));
  std::string name, word;
  header >> name;
  mancala::TraceOptions options;
  while (header >> word) {
    if (word == "match") {
      int games = 0;
      if (header >> games && games >= 1 && games <= 5) options.match_games = games;
    } else if (word == "first") {
      std::string side;
      if (header >> side) options.first_player = side == "N" ? mancala::kNorth : mancala::kSouth;
    }
  }
  const mancala::fuzz::BundledRuleSet* set = mancala::fuzz::find_rule_set(name);
  if (!set) {
    // An unknown name still reaches the protocol: pick a rule set from it.
    const auto& sets = mancala::fuzz::bundled_rule_sets();
    set = &sets[std::hash<std::string>{}(name) % sets.size()];
  }
  std::istringstream in(end == std::string::npos ? "" : text.substr(end + 1));
  std::ostringstream out;
  (void)mancala::run_trace(set->program, options, in, out);
  return 0;
}
