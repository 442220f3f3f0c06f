// `explain` and `diff` on the bundled rule files. The English of every file
// and variant is kept in tests/golden/explain/, to be read side by side with
// docs/games/; MANCALA_REGENERATE_GOLDEN=1 writes it anew after a deliberate
// change (review the diff).
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "dsl/loader.hpp"
#include "presentation/describe.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

TEST(Explain, GoldenEnglishForEveryFileAndVariant) {
  int compared = 0;
  for (const auto& entry : fs::directory_iterator(source_path("rules"))) {
    if (entry.path().extension() != ".mancala") continue;
    std::vector<std::string> variants = {""};
    for (const std::string& v : declared_variants(entry.path().string())) variants.push_back(v);
    for (const std::string& variant : variants) {
      CompileOptions options;
      options.variant = variant;
      const std::string stem = entry.path().stem().string();
      RuleProgram p = bundled(stem, options);
      const std::string golden = source_path("tests/golden/explain/" + stem +
                                             (variant.empty() ? "" : "." + variant) + ".txt");
      const std::string text = explain(p);
      if (std::getenv("MANCALA_REGENERATE_GOLDEN")) std::ofstream(golden) << text;
      EXPECT_EQ(text, read_text_file(golden)) << golden;
      ++compared;
    }
  }
  EXPECT_GE(compared, 7);
}

// All the facts of a program as one line (the explain output wraps lines).
std::string facts_text(const RuleProgram& p) {
  std::string text;
  for (const Fact& f : describe(p)) text += f.text + " ";
  return text;
}

// Spot checks that the English says what the reference rules say.
TEST(Explain, SaysWhatTheRulesSay) {
  const std::string kpe = facts_text(bundled("kpe"));
  EXPECT_NE(kpe.find("Every pit starts with 6 seeds (48 in all)."), std::string::npos) << kpe;
  const std::string mbothe = facts_text(bundled("mbothe"));
  EXPECT_NE(mbothe.find("and this is not the game's first move"), std::string::npos) << mbothe;
  const std::string kalah = facts_text(bundled("kalah"));
  EXPECT_NE(kalah.find("skips the opponent's"), std::string::npos) << kalah;
}

TEST(Diff, VariantDiffersOnlyInItsSetup) {
  CompileOptions five;
  five.variant = "five-pits";
  std::vector<Fact> a = describe(bundled("kiothi")), b = describe(bundled("kiothi", five));
  ASSERT_EQ(a.size(), b.size());
  std::vector<std::string> changed;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].text != b[i].text) changed.push_back(a[i].key);
  EXPECT_EQ(changed, std::vector<std::string>{"setup.seeds"});
}

// A fact's key says what a rule does, so diff pairs rules by meaning: Oware's
// capture is not compared with Kalah's second rule because both are "rule 2".
TEST(Diff, LapEndRulesAreKeyedByWhatTheyDo) {
  std::vector<std::string> kalah, oware;
  for (const Fact& f : describe(bundled("kalah")))
    if (f.concern == "lap end") kalah.push_back(f.key);
  for (const Fact& f : describe(bundled("oware")))
    if (f.concern == "lap end") oware.push_back(f.key);
  EXPECT_EQ(kalah, (std::vector<std::string>{"lap-end.play-again", "lap-end.capture",
                                             "lap-end.end-move"}));
  EXPECT_EQ(oware, (std::vector<std::string>{"lap-end.capture-chain", "lap-end.end-move"}));
}

TEST(Diff, SameRuleElsewhereInTheListHasTheSameMeaning) {
  const RuleProgram kalah = bundled("kalah"), oware = bundled("oware");
  const Fact* kalah_end = nullptr;
  const Fact* oware_end = nullptr;
  std::vector<Fact> a = describe(kalah), b = describe(oware);
  for (const Fact& f : a)
    if (f.key == "lap-end.end-move") kalah_end = &f;
  for (const Fact& f : b)
    if (f.key == "lap-end.end-move") oware_end = &f;
  ASSERT_TRUE(kalah_end && oware_end);
  EXPECT_NE(kalah_end->text, oware_end->text);  // "Rule 3: ..." against "Rule 2: ..."
  EXPECT_EQ(kalah_end->meaning, oware_end->meaning);
}

TEST(Diff, EndConditionsAreKeyedByWhatTheySay) {
  std::vector<std::string> keys;
  for (const Fact& f : describe(bundled("kalah")))
    if (f.key.rfind("end.when", 0) == 0) keys.push_back(f.key);
  EXPECT_EQ(keys, (std::vector<std::string>{"end.when.either-row-is-empty",
                                            "end.when.the-player-to-move-has-no-legal-move"}));
}

}  // namespace
}  // namespace mancala::test
