// `mancala dump` on the bundled rule files. The dump of every file and variant
// is kept in tests/golden/dump/, so that a change to the compiler or to the
// lowering shows as a diff of what the engine runs; MANCALA_REGENERATE_GOLDEN=1
// writes it anew after a deliberate change (review the diff).
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "dsl/loader.hpp"
#include "presentation/program_dump.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

// The line of `dump` whose key is `key` (the text after the key), or "".
std::string value_of(const std::string& dump, const std::string& key) {
  std::istringstream lines(dump);
  for (std::string line; std::getline(lines, line);) {
    const std::size_t at = line.find_first_not_of(' ');
    if (at == std::string::npos || line.compare(at, key.size(), key) != 0) continue;
    const std::size_t value = line.find_first_not_of(' ', at + key.size());
    if (value != std::string::npos && value > at + key.size()) return line.substr(value);
  }
  return "";
}

TEST(Dump, GoldenForEveryFileAndVariant) {
  int compared = 0;
  for (const auto& entry : fs::directory_iterator(source_path("rules"))) {
    if (entry.path().extension() != ".mancala") continue;
    std::vector<std::string> variants = {""};
    for (const std::string& v : declared_variants(entry.path().string())) variants.push_back(v);
    for (const std::string& variant : variants) {
      CompileOptions options;
      options.variant = variant;
      const std::string stem = entry.path().stem().string();
      const std::string golden = source_path("tests/golden/dump/" + stem +
                                             (variant.empty() ? "" : "." + variant) + ".txt");
      const std::string text = dump_program(bundled(stem, options));
      if (std::getenv("MANCALA_REGENERATE_GOLDEN")) std::ofstream(golden) << text;
      EXPECT_EQ(text, read_text_file(golden)) << golden;
      ++compared;
    }
  }
  EXPECT_GE(compared, static_cast<int>(bundled_names().size()));
}

// Kalah's start filter `seeds(pit) >= 1` is implied by the candidates (own
// occupied pits), so the lowered filter is empty; nothing stops a seed, so the
// engine sows along the circuit, which holds the mover's store only, and its
// 14 cells are few enough for partial laps to be sown as one window.
TEST(Dump, ShowsWhatTheLoweringDecided) {
  const std::string kalah = dump_program(bundled("kalah"));
  EXPECT_EQ(value_of(kalah, "from"), "always") << kalah;
  EXPECT_EQ(value_of(kalah, "code"), "circuit (whole laps at a time, the rest as one window)")
      << kalah;
  EXPECT_EQ(value_of(kalah, "circuit South"), "S1 S2 S3 S4 S5 S6 store S N1 N2 N3 N4 N5 N6")
      << kalah;
  EXPECT_EQ(value_of(kalah, "circuit North"), "S1 S2 S3 S4 S5 S6 N1 N2 N3 N4 N5 N6 store N")
      << kalah;
  // No filter: the legal moves are the mover's non-empty pits, read off masks,
  // and the game's end is one test of the rows on the same mask.
  EXPECT_EQ(value_of(kalah, "legal moves"), "the candidates, read off pit masks") << kalah;
  EXPECT_EQ(value_of(kalah, "end code"),
            "new position: ends 1, rows by mask; repeated: ends 1, rows by mask")
      << kalah;
  // Kalah's capture: the last seed in an own pit that was empty, the opposite pit occupied.
  EXPECT_NE(kalah.find("if all [own-pit last, was-empty last, seeds opposite of last > 0]"),
            std::string::npos)
      << kalah;
}

// A skip condition makes the engine sow cell by cell and sow every candidate
// to find the legal moves; a condition that fits no fused test stays a tree.
TEST(Dump, ShowsTheSlowPathsAndTheTrees) {
  const std::string text = dump_program(from_text(R"(game "Skipper"
board {
  rows 2
  pits 4
  stores aside
}
setup {
  seeds 3 in every pit
  first South
}
move {
  from own pits where seeds(pit) >= 1
  take all
}
sow {
  direction ccw
  origin included
  skip pits where seeds(pit) + seeds(opposite of pit) == 9
}
lap end {
  end move
}
game end {
  ends when no legal move
  remaining seeds to owner
}
)"));
  EXPECT_EQ(value_of(text, "code"), "cell by cell") << text;
  EXPECT_EQ(value_of(text, "legal moves"), "sow every candidate") << text;
  const std::string skip = value_of(text, "skip");
  EXPECT_EQ(skip.rfind("tree n", 0), 0u) << skip;
  EXPECT_NE(skip.find(": (seeds(pit) + seeds(opposite of pit)) == 9"), std::string::npos) << skip;
  EXPECT_EQ(value_of(text, "stores"), "aside: store S = cell 8, store N = cell 9") << text;
}

}  // namespace
}  // namespace mancala::test
