// libFuzzer harness: game records. Reads the text as a record and, when it is
// one whose rule file names a bundled rule set, replays its games (with the
// record's parameters).
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <string>

#include "dsl/loader.hpp"
#include "fuzz_support.hpp"
#include "io/record.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string why;
  std::optional<mancala::GameRecord> record = mancala::read_record_text("record.yaml", text, why);
  if (!record) return 0;
  // The record's rule file is looked up among the bundled ones by its name
  // (its hash is not checked: mutated records should still be replayed).
  std::string name = std::filesystem::path(record->rules).filename().string();
  if (!record->variant.empty()) name += ":" + record->variant;
  const mancala::fuzz::BundledRuleSet* set = mancala::fuzz::find_rule_set(name);
  if (!set) return 0;
  if (record->sets.empty()) {
    (void)mancala::fuzz::replay(set->program, *record);
    return 0;
  }
  // Parameters set when the games were played: compile the file with them.
  mancala::CompileOptions options;
  options.variant = record->variant;
  options.overrides = record->sets;
  mancala::LoadResult loaded =
      mancala::load_rules(MANCALA_SOURCE_DIR "/rules/" + set->file, options);
  if (loaded.program) (void)mancala::fuzz::replay(*loaded.program, *record);
  return 0;
}
