// libFuzzer harness: rule text. Loads, checks and compiles it as if it were a
// file of rules/ (so `extends` finds the bundled files); when it compiles,
// explains it and plays a bounded random game.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_support.hpp"
#include "presentation/describe.hpp"
#include "dsl/loader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  mancala::LoadResult loaded =
      mancala::load_rules_text(MANCALA_SOURCE_DIR "/rules/fuzz-input.mancala", text);
  if (!loaded.program) return 0;
  (void)mancala::explain(*loaded.program);
  mancala::fuzz::play_bounded(*loaded.program, size, 200);
  return 0;
}
