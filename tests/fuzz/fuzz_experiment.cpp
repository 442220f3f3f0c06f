// libFuzzer harness: experiment files. Reads the text as an experiment file
// whose rule files are named relative to examples/experiments/ (as the
// examples name them: ../../rules/kalah.mancala) and, when it is one, plays
// one bounded game of each of its first cells.
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>

#include "experiment/reader.hpp"
#include "fuzz_support.hpp"

namespace {

// Rule sets one input may compile afresh. Every cell of a grid is compiled
// once when the file is checked; an input such as `seeds: "1..8020"` then
// spends a second compiling thousands of rule sets through the same code,
// which starves the campaign (docs/reliability.md) without reaching any new
// line of the reader. Past the budget a cell's rule set is reported as not
// compiling, so the reader's handling of that error is fuzzed too.
constexpr int kFreshLoadsPerInput = 64;
int fresh_loads_left = kFreshLoadsPerInput;

// The rule sets loaded so far, by file, variant and values: the inputs name the
// same bundled files over and over, and compiling them is fuzz_rules' work, so
// each is loaded once (the table is emptied when it grows large, so that
// inputs naming ever new values cannot exhaust the memory).
mancala::LoadResult load_once(const std::string& path, const mancala::CompileOptions& options) {
  static std::map<std::string, mancala::LoadResult> loaded;
  std::string key = path + '\n' + options.variant;
  for (const auto& [name, value] : options.overrides)
    key += '\n' + name + '=' + std::to_string(value);
  if (auto it = loaded.find(key); it != loaded.end()) return it->second;
  if (fresh_loads_left <= 0) {
    mancala::LoadResult refused;
    refused.messages = "fuzz_experiment: over the harness's budget of rule sets per input\n";
    return refused;
  }
  --fresh_loads_left;
  if (loaded.size() >= 4096) loaded.clear();
  return loaded.emplace(key, mancala::load_rules(path, options)).first->second;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  // Device files never end (/dev/zero) or wait for input (/dev/stdin): a rule
  // file named there would stall the harness, not find a bug in the reader.
  if (text.find("/dev") != std::string::npos || text.find("/proc") != std::string::npos) return 0;
  fresh_loads_left = kFreshLoadsPerInput;
  std::string messages;
  const std::optional<mancala::Experiment> experiment = mancala::read_experiment_text(
      "fuzz.yaml", text, MANCALA_SOURCE_DIR "/examples/experiments", messages, load_once);
  if (!experiment) return 0;
  for (std::size_t i = 0; i < experiment->cells.size() && i < 3; ++i)
    mancala::fuzz::play_bounded(*experiment->cells[i].program, experiment->seed, 200);
  return 0;
}
