// The rule language as an author meets it: parameters, variants, overrides
// from the command line, and the checks that keep rule files honest.
#include <filesystem>
#include <fstream>

#include "dsl/loader.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

const char* kMinimal = R"(
game "Two pits"
param pits = 2 in 1..16
param seeds = 3 in 0..20
variant big { set seeds = 5 }
variant wide {
  set pits = 4
  set seeds = 1
}
board { rows 2  pits pits  stores aside }
setup { seeds seeds in every pit  first North }
move { from own pits where seeds(pit) >= 1  take all }
sow { direction ccw  origin included }
lap end { end move }
game end { ends when no legal move  remaining seeds to owner }
)";

TEST(Language, ParametersAndDefaults) {
  RuleProgram p = from_text(kMinimal);
  EXPECT_EQ(p.game_name, "Two pits");
  EXPECT_EQ(p.pits_per_row, 2);
  EXPECT_EQ(p.total_seeds, 12);
  EXPECT_EQ(p.first_player, kNorth);
}

TEST(Language, VariantsChangeParameters) {
  CompileOptions options;
  options.variant = "wide";
  RuleProgram p = from_text(kMinimal, options);
  EXPECT_EQ(p.pits_per_row, 4);
  EXPECT_EQ(p.total_seeds, 8);
  EXPECT_EQ(p.variant, "wide");
}

TEST(Language, OverridesApplyAfterTheVariant) {
  CompileOptions options;
  options.variant = "big";
  options.overrides["pits"] = 3;
  RuleProgram p = from_text(kMinimal, options);
  EXPECT_EQ(p.total_seeds, 30);
}

TEST(Language, UnknownVariantListsTheValidOnes) {
  CompileOptions options;
  options.variant = "bigg";
  LoadResult r = load_rules_text("t.mancala", kMinimal, options);
  EXPECT_FALSE(r.program);
  EXPECT_NE(r.messages.find("unknown variant 'bigg' (did you mean 'big'?); this file's variants: "
                            "big or wide"),
            std::string::npos)
      << r.messages;
}

TEST(Language, UnknownOverrideListsTheParameters) {
  CompileOptions options;
  options.overrides["seed"] = 3;
  LoadResult r = load_rules_text("t.mancala", kMinimal, options);
  EXPECT_FALSE(r.program);
  EXPECT_NE(r.messages.find("--set seed: unknown parameter (did you mean 'seeds'?); this file's "
                            "parameters: pits or seeds"),
            std::string::npos)
      << r.messages;
}

TEST(Language, OverrideOutsideTheDeclaredRange) {
  CompileOptions options;
  options.overrides["seeds"] = 21;
  LoadResult r = load_rules_text("t.mancala", kMinimal, options);
  EXPECT_FALSE(r.program);
  EXPECT_NE(r.messages.find("--set seeds=21: outside the range 0..20"), std::string::npos)
      << r.messages;
}

TEST(Language, SetupRangesAndRightmostPits) {
  std::string text = kMinimal;
  text.replace(text.find("seeds seeds in every pit"), 24,
               "seeds 1 in every pit  seeds 5 in rightmost 1 pits");
  CompileOptions wide;
  wide.variant = "wide";
  RuleProgram p = from_text(text, wide);
  State s = Engine(p).initial_state();
  EXPECT_TRUE(same_board(p, s, R"(
   North   5   1   1   1
   South   1   1   1   5
   to move: North)"));
}

// Every file in rules/, found by listing the folder so that a new one is never missed,
// with every variant it declares.
TEST(Language, EveryBundledRuleFileChecks) {
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator(source_path("rules"))) {
    if (entry.path().extension() != ".mancala") continue;
    ++files;
    const std::string path = entry.path().string();
    std::vector<std::string> variants = {""};
    for (const std::string& v : declared_variants(path)) variants.push_back(v);
    for (const std::string& variant : variants) {
      CompileOptions options;
      options.variant = variant;
      LoadResult r = load_rules(path, options);
      EXPECT_TRUE(r.program) << r.messages;
      EXPECT_EQ(r.messages, "") << path << " variant '" << variant << "'";
    }
  }
  EXPECT_GE(files, 6);
}

TEST(Language, UnreadableFileIsReported) {
  LoadResult r = load_rules(source_path("rules/no-such-file.mancala"));
  EXPECT_FALSE(r.program);
  EXPECT_FALSE(r.readable);
  EXPECT_NE(r.messages.find("cannot read the file: No such file or directory"), std::string::npos)
      << r.messages;
  // rules/ holds more than 8 files: they are counted, not named.
  EXPECT_NE(r.messages.find(" rule files there"), std::string::npos) << r.messages;
}

// A folder of at most 8 rule files: they are named.
TEST(Language, UnreadableFileListsAFewFilesThere) {
  LoadResult r = load_rules(source_path("examples/tutorial/no-such-file.mancala"));
  EXPECT_FALSE(r.program);
  EXPECT_NE(r.messages.find("rule files there: step1-board.mancala, step2-relay.mancala"),
            std::string::npos)
      << r.messages;
}

TEST(Language, EmptyFileNamesWhatIsMissing) {
  LoadResult r = load_rules_text("empty.mancala", "# nothing here\n");
  EXPECT_FALSE(r.program);
  EXPECT_NE(r.messages.find("the file must name its game"), std::string::npos) << r.messages;
  EXPECT_NE(r.messages.find("the file has no 'board' block"), std::string::npos) << r.messages;
}

}  // namespace
}  // namespace mancala::test

namespace mancala::test {
namespace {

// A default written in terms of another parameter follows that parameter's chosen value.
TEST(Language, DerivedDefaultsFollowOverrides) {
  const char* text = R"(
game "Derived"
param pits = 3 in 1..16
param seeds = pits + 1
board { rows 2  pits pits  stores aside }
setup { seeds seeds in every pit }
move { from own pits }
sow { origin included }
lap end { end move }
game end { ends when no legal move  remaining seeds to owner }
)";
  EXPECT_EQ(from_text(text).total_seeds, 2 * 3 * 4);
  CompileOptions options;
  options.overrides["pits"] = 5;
  EXPECT_EQ(from_text(text, options).total_seeds, 2 * 5 * 6);
}

}  // namespace
}  // namespace mancala::test

namespace mancala::test {
namespace {

// A file that extends another states only what differs: here the lap-end list.
TEST(Language, ExtendsMergesOverTheParent) {
  RuleProgram p = require_ok("tests/rules/ok/kalah-no-captures.mancala");
  EXPECT_EQ(p.game_name, "Kalah without captures");
  EXPECT_EQ(p.pits_per_row, 6);
  EXPECT_EQ(p.stores, StoreMode::in_circuit);
  EXPECT_EQ(p.lap_rules.size(), 2u);
  EXPECT_EQ(p.end_conditions.size(), 2u);  // inherited unchanged
}

// A variant may change blocks, not only parameters.
TEST(Language, VariantChangesABlock) {
  CompileOptions skipped;
  skipped.variant = "origin-skipped";
  EXPECT_FALSE(bundled("kpe").origin_skipped);
  EXPECT_TRUE(bundled("kpe", skipped).origin_skipped);
  EXPECT_EQ(bundled("kpe", skipped).filters.size(), 1u);  // the rest (feeding) is unchanged
}

TEST(Language, ExtendingAMissingFileListsTheFilesThere) {
  LoadResult r = load_rules_text(source_path("rules/child.mancala"),
                                 "extends \"kalha.mancala\"\ngame \"x\"\n");
  EXPECT_FALSE(r.program);
  EXPECT_NE(r.messages.find("cannot read 'kalha.mancala'"), std::string::npos) << r.messages;
  EXPECT_NE(r.messages.find("(did you mean 'kalah.mancala'?)"), std::string::npos) << r.messages;
  EXPECT_NE(r.messages.find("rule files there"), std::string::npos) << r.messages;
}

}  // namespace
}  // namespace mancala::test

namespace mancala::test {
namespace {

// Errors in a parent file name the parent; a file cannot extend itself, even
// through another file.
TEST(Language, ParentErrorsAndCycles) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::temp_directory_path() / "mancala-extends-test";
  fs::create_directories(dir);
  {
    std::ofstream(dir / "parent.mancala") << "game \"p\"\nboard { rows 2  pits 4  stores maybe }\n";
    std::ofstream(dir / "child.mancala") << "extends \"parent.mancala\"\ngame \"c\"\n";
    std::ofstream(dir / "a.mancala") << "extends \"b.mancala\"\ngame \"a\"\n";
    std::ofstream(dir / "b.mancala") << "extends \"a.mancala\"\ngame \"b\"\n";
  }
  LoadResult child = load_rules((dir / "child.mancala").string());
  EXPECT_FALSE(child.program);
  EXPECT_NE(child.messages.find("parent.mancala:2:32: error: expected 'none', 'aside' or 'in "
                                "circuit', found 'maybe'"),
            std::string::npos)
      << child.messages;
  LoadResult cycle = load_rules((dir / "a.mancala").string());
  EXPECT_FALSE(cycle.program);
  EXPECT_NE(cycle.messages.find("b.mancala:1:1: error: 'a.mancala' extends, directly or not, "
                                "this very file"),
            std::string::npos)
      << cycle.messages;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace mancala::test
