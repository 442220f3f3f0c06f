// The compiler as a rule author meets it: fixed-number arithmetic that never
// overflows silently, run-time arithmetic with a defined meaning, one message
// per mistake, parameters that may use those declared before them (across
// `extends` too), and the limits that keep legal moves fast.
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "interpreter/engine.hpp"
#include "interpreter/limits.hpp"
#include "dsl/loader.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

// A small valid game; PARAMS, SETUP, SOW and LAPEND are replaced by each test.
std::string game_text(const std::string& params, const std::string& setup = "seeds 4",
                      const std::string& sow = "origin included",
                      const std::string& lap_end = "end move") {
  return "game \"T\"\n" + params + "\nboard { rows 2  pits 6  stores aside }\nsetup { " + setup +
         " }\nmove { from own pits }\nsow { " + sow + " }\nlap end { " + lap_end +
         " }\ngame end { ends when no legal move  remaining seeds to owner }\n";
}

// The number of diagnostics (errors and warnings) in `messages`.
int message_count(const std::string& messages) {
  int count = 0;
  for (std::size_t at = 0; (at = messages.find(": error: ", at)) != std::string::npos; ++at)
    ++count;
  for (std::size_t at = 0; (at = messages.find(": warning: ", at)) != std::string::npos; ++at)
    ++count;
  return count;
}

LoadResult load(const std::string& text, const CompileOptions& options = {}) {
  return load_rules_text("t.mancala", text, options);
}

// ------------------------------------------------ fixed-number arithmetic (issue 7, point 2)

TEST(ConstantArithmetic, OverflowIsAnErrorAtTheOperator) {
  // Used to kill `check` with SIGFPE.
  LoadResult r =
      load(game_text("param boom = (0 - 2147483647 - 1) / (0 - 1)\n"
                     "param seeds = 4",
                     "seeds seeds + boom"));
  EXPECT_FALSE(r.program);
  EXPECT_EQ(r.messages,
            "t.mancala:2:35: error: -2147483648 / -1 is 2147483648: fixed numbers must lie "
            "between -2147483648 and 2147483647\n"
            "  param boom = (0 - 2147483647 - 1) / (0 - 1)\n"
            "                                    ^\n");
}

TEST(ConstantArithmetic, ProductThatWrapsIsAnError) {
  // Used to wrap silently to 4 and pass the range check.
  LoadResult r = load(game_text("param seeds = 65536 * 65536 + 4 in 0..99", "seeds seeds"));
  EXPECT_FALSE(r.program);
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("t.mancala:2:21: error: 65536 * 65536 is 4294967296: fixed numbers "
                            "must lie between"),
            std::string::npos)
      << r.messages;
}

TEST(ConstantArithmetic, DivisionByZeroIsAnErrorAtTheOperator) {
  LoadResult r = load(game_text("param seeds = 4", "seeds seeds / (seeds - 4)"));
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("t.mancala:4:21: error: division by zero: 4 / 0"), std::string::npos)
      << r.messages;
}

TEST(ConstantArithmetic, NumberTooLargeIsAnErrorAtTheNumber) {
  LoadResult r = load(game_text("", "seeds 99999999999"));
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("t.mancala:4:15: error: the number 99999999999 is too large: fixed "
                            "numbers go up to 2147483647"),
            std::string::npos)
      << r.messages;
}

TEST(ConstantArithmetic, AFixedZeroDivisorInARunTimeNumberIsAnError) {
  LoadResult r = load(game_text("", "seeds 4", "origin included",
                                "if seeds(last) / (2 - 2) == 1: capture last\n end move"));
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("t.mancala:7:26: error: division by zero: the divisor is always 0"),
            std::string::npos)
      << r.messages;
}

// ------------------------------------------------ run-time arithmetic (issue 7, point 2)

// A capture rule whose condition divides by the seeds of the pit facing `last`.
RuleProgram capture_when(const std::string& condition) {
  return from_text(R"(
game "T"
board { rows 2  pits 2  stores aside }
setup { seeds 1 }
move { from own pits }
sow { origin included }
lap end {
  if )" + condition +
                   R"(: capture last
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)");
}

// S2's seed lands in N1 (2 seeds now), whose opposite S2 has just been emptied.
bool captures_from_s2(const RuleProgram& p) {
  Engine engine(p);
  State s = board(p, R"(
   North   0   1
   South   1   1
   to move: South)");
  engine.apply(s, move(p, "S2"));
  return s.cells[p.store_cell(kSouth)] == 2;
}

TEST(RunTimeArithmetic, DivisionByZeroIsZero) {
  // seeds(last) / seeds(opposite) is 2 / 0, which is 0.
  EXPECT_TRUE(captures_from_s2(capture_when("seeds(last) / seeds(opposite) == 0")));
  EXPECT_FALSE(captures_from_s2(capture_when("seeds(last) / seeds(opposite) >= 1")));
  // Truncating division otherwise: 2 / 3 is 0, 2 / 2 is 1.
  EXPECT_TRUE(captures_from_s2(capture_when("seeds(last) / (seeds(last) + 1) == 0")));
  EXPECT_TRUE(captures_from_s2(capture_when("seeds(last) / seeds(last) == 1")));
}

TEST(RunTimeArithmetic, OverflowSaturatesAtTheBounds) {
  // 2 * 2147483647 * 2147483647 is held at 2147483647, not wrapped.
  EXPECT_TRUE(
      captures_from_s2(capture_when("seeds(last) * 2147483647 * 2147483647 == 2147483647")));
  EXPECT_TRUE(captures_from_s2(
      capture_when("0 - 2147483647 - seeds(last) * 2147483647 == 0 - 2147483647 - 1")));
}

// ------------------------------------------------ one mistake, one message (point 11)

TEST(OneMessagePerMistake, UnknownParameterInFoldedArithmeticIsReportedOnce) {
  LoadResult r = load(game_text("", "seeds 4", "origin included",
                                "if seeds(last) > sedes + 1: capture last\n end move"));
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("unknown parameter 'sedes'"), std::string::npos) << r.messages;
}

TEST(OneMessagePerMistake, FailedValueDoesNotCascade) {
  // Used to add "the 0 rightmost pits do not fit a row of 6 pits".
  LoadResult r = load(game_text("", "seeds 0  seeds 4 in rightmost filld pits"));
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("unknown parameter 'filld'"), std::string::npos) << r.messages;
}

TEST(OneMessagePerMistake, FailedParameterPoisonsItsUsersSilently) {
  LoadResult r = load(game_text("param base = 4 / 0\nparam seeds = base * 2 in 0..99",
                                "seeds seeds  seeds 1 in rightmost seeds pits"));
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("t.mancala:2:16: error: division by zero: 4 / 0"), std::string::npos)
      << r.messages;
}

TEST(OneMessagePerMistake, OutOfRangeOverrideIsReportedOnlyAsSuch) {
  CompileOptions options;
  options.overrides["seeds"] = 200;
  LoadResult r =
      load(game_text("param seeds = 4 in 0..100", "seeds 1 in rightmost seeds pits"), options);
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("--set seeds=200: outside the range"), std::string::npos) << r.messages;
}

TEST(OneMessagePerMistake, RefusedOpeningSizeDoesNotClaimTheStatementIsMissing) {
  LoadResult r = load(game_text("") +
                      "opening { empty 9 own occupied pits  place seeds anywhere }\n"
                      "marks { mark m on occupied pits after openings }\n");
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("an opening that empties 9 pits: must be between 1 and 6"),
            std::string::npos)
      << r.messages;
}

TEST(OneMessagePerMistake, RefusedRebuildDoesNotAskForARebuild) {
  LoadResult r = load(game_text("") +
                      "match { rebuild from totals with 0 per pit\n"
                      "winner owns more pits }\n");
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("a rebuild with 0 seeds per pit: must be between 1 and"),
            std::string::npos)
      << r.messages;
}

TEST(OneMessagePerMistake, ANumberTooLargeAddsNoWarning) {
  // The "can never apply" check read the number with atoi (undefined behaviour, and a warning).
  LoadResult r = load(game_text("", "seeds 4", "origin included",
                                "if seeds(last) < 99999999999999999999: capture last\n end move"));
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("the number 99999999999999999999 is too large"), std::string::npos)
      << r.messages;
}

TEST(OneMessagePerMistake, AFifthMarkIsReportedOnlyWhereDeclared) {
  LoadResult r = load(
      game_text("", "seeds 4", "origin included", "if last is marked e: capture last\n end move") +
      "opening { empty 1 own occupied pits  place seeds anywhere }\n"
      "marks { mark a on occupied pits after openings  clear b when sown\n"
      "  clear c when sown  clear d when sown  clear e when sown }\n");
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("t.mancala:12:41: error: at most 4 marks"), std::string::npos)
      << r.messages;
}

// ------------------------------------------------ parameter order (point 9)

TEST(ParameterOrder, ALaterParameterOfTheSameFileIsNamedAsSuch) {
  LoadResult r = load(game_text("param seeds = more\nparam more = 3", "seeds seeds"));
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("t.mancala:2:15: error: 'more' is declared after 'seeds' (at line 3): "
                            "a parameter may only use the parameters declared before it"),
            std::string::npos)
      << r.messages;
}

TEST(ParameterOrder, AnUnknownNameListsOnlyWhatTheParameterMayUse) {
  LoadResult r =
      load(game_text("param a = 1\nparam seeds = a + sedes\nparam b = 2", "seeds seeds + b"));
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(
      r.messages.find("t.mancala:3:19: error: unknown parameter 'sedes'; 'seeds' may use: a\n"),
      std::string::npos)
      << r.messages;
}

TEST(ParameterOrder, SelfReferenceIsAnError) {
  LoadResult r = load(game_text("param seeds = seeds + 1", "seeds seeds"));
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("'seeds' is defined in terms of itself"), std::string::npos)
      << r.messages;
}

// A parent and a child rule file in a fresh temporary folder.
class Extends : public ::testing::Test {
 protected:
  // Unique per process and test, as other builds may run the same tests at the same time.
  fs::path dir_ =
      fs::temp_directory_path() / ("mancala-compiler-test-" + std::to_string(::getpid()) + "-" +
                                   ::testing::UnitTest::GetInstance()->current_test_info()->name());
  void SetUp() override { fs::create_directories(dir_); }
  void TearDown() override { fs::remove_all(dir_); }
  void write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
  }
  LoadResult load_child(const CompileOptions& options = {}) {
    return load_rules((dir_ / "child.mancala").string(), options);
  }
};

TEST_F(Extends, AnOverrideMayUseWhatTheChildDeclaresBeforeIt) {
  // The parent's `half` follows the child's `seeds`, which follows the child's `x`.
  write("parent.mancala", game_text("param seeds = 4\nparam half = seeds / 2",
                                    "seeds seeds  seeds half in pits 1..1"));
  write("child.mancala", "extends \"parent.mancala\"\nparam x = 3\nparam seeds = x * 2\n");
  LoadResult r = load_child();
  ASSERT_TRUE(r.program) << r.messages;
  EXPECT_EQ(r.messages, "");
  EXPECT_EQ(r.program->total_seeds, 2 * (5 * 6 + 3));
}

TEST_F(Extends, AChildParameterMayUseTheParents) {
  write("parent.mancala", game_text("param base = 2", "seeds base"));
  write("child.mancala",
        "extends \"parent.mancala\"\nparam extra = base + 1\n"
        "setup { seeds extra }\n");
  LoadResult r = load_child();
  ASSERT_TRUE(r.program) << r.messages;
  EXPECT_EQ(r.program->total_seeds, 36);
}

// Loads parse a file once and keep the parse (dsl/loader.cpp): a parent
// changed, broken or removed between two loads must still be seen.
TEST_F(Extends, AParentChangedBetweenTwoLoadsIsReadAgain) {
  write("parent.mancala", game_text("param base = 2", "seeds base"));
  write("child.mancala", "extends \"parent.mancala\"\nparam extra = 1\n");
  LoadResult first = load_child();
  ASSERT_TRUE(first.program) << first.messages;
  EXPECT_EQ(first.program->total_seeds, 24);

  write("parent.mancala", game_text("param base = 3", "seeds base"));
  LoadResult changed = load_child();
  ASSERT_TRUE(changed.program) << changed.messages;
  EXPECT_EQ(changed.program->total_seeds, 36);
  EXPECT_NE(changed.rules_hash, first.rules_hash);

  write("parent.mancala", "game \"p\"\nboard { rows 2  pits 4  stores maybe }\n");
  LoadResult broken = load_child();
  EXPECT_FALSE(broken.program);
  EXPECT_NE(broken.messages.find("parent.mancala:2:32: error: expected 'none', 'aside' or 'in "
                                 "circuit', found 'maybe'"),
            std::string::npos)
      << broken.messages;

  fs::remove(dir_ / "parent.mancala");
  LoadResult gone = load_child();
  EXPECT_FALSE(gone.program);
  EXPECT_NE(gone.messages.find("cannot read 'parent.mancala'"), std::string::npos)
      << gone.messages;
}

// A second load of the same files gives the same messages, placed in the
// parent where they belong (its positions point into the text kept from the
// first parse), and the same hash.
TEST_F(Extends, ASecondLoadGivesTheSameMessagesAndHash) {
  write("parent.mancala", game_text("param base = 2", "seeds base  seeds missing in pits 1..1"));
  write("child.mancala", "extends \"parent.mancala\"\nparam extra = 1\n");
  LoadResult first = load_child();
  EXPECT_FALSE(first.program);
  EXPECT_NE(first.messages.find("parent.mancala:4:"), std::string::npos) << first.messages;
  EXPECT_NE(first.messages.find("'missing'"), std::string::npos) << first.messages;
  EXPECT_EQ(load_child().messages, first.messages);

  write("parent.mancala", game_text("param base = 2", "seeds base"));
  LoadResult fixed = load_child();
  ASSERT_TRUE(fixed.program) << fixed.messages;
  LoadResult again = load_child({.overrides = {{"base", 5}}});
  ASSERT_TRUE(again.program) << again.messages;
  EXPECT_EQ(again.program->total_seeds, 60);
  EXPECT_EQ(again.rules_hash, fixed.rules_hash);
}

TEST_F(Extends, ACircleThroughTheParentIsAnError) {
  write("parent.mancala", game_text("param a = 1\nparam b = a", "seeds b"));
  write("child.mancala", "extends \"parent.mancala\"\nparam a = b\n");
  LoadResult r = load_child();
  EXPECT_FALSE(r.program);
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("error: 'a' depends on itself through 'b': parameters may not refer to "
                            "each other in a circle"),
            std::string::npos)
      << r.messages;
}

// ------------------------------------------------ limits (point 6)

// The file of issue 7: 45 s before the first line of `trace`.
const char* kSlowFile = R"(game "Slow"
board { rows 2 pits 16 stores aside }
setup { seeds 1000 in every pit }
move { from own pits }
sow { origin included lap limit 1000000 }
lap end { if last was occupied: relay end move }
game end { ends when no legal move remaining seeds to owner }
)";

TEST(Limits, TheSlowFileOfTheIssueIsRefused) {
  LoadResult r = load(kSlowFile);
  EXPECT_FALSE(r.program);
  EXPECT_NE(r.messages.find("t.mancala:3:9: error: 32000 seeds on the board: at most 10000 are "
                            "allowed, so that a position's legal moves are found in well under "
                            "a second"),
            std::string::npos)
      << r.messages;
  EXPECT_NE(r.messages.find("t.mancala:5:33: error: lap limit 1000000: must be between 1 and "
                            "100000, so that"),
            std::string::npos)
      << r.messages;
}

TEST(Limits, LapLimitTimesSeedsIsBounded) {
  std::string text = kSlowFile;
  text.replace(text.find("1000 in every pit"), 4, "300");  // 9600 seeds
  text.replace(text.find("1000000"), 7, "1000");
  LoadResult r = load(text);
  EXPECT_FALSE(r.program);
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("t.mancala:5:33: error: lap limit 1000: must be between 1 and 650 for "
                            "these rules: finding the legal moves sows each of up to 16 "
                            "candidate moves for up to that many laps of up to 9600 seeds"),
            std::string::npos)
      << r.messages;
  text.replace(text.find("lap limit 1000"), 14, "lap limit 650");
  EXPECT_TRUE(load(text).program);
}

TEST(Limits, ValueFromAParameterIsReportedWhereTheValueIsWritten) {
  const std::string text =
      game_text("param laps = 200000", "seeds 4", "origin included  lap limit laps",
                "if last was occupied: relay\n end move");
  LoadResult r = load(text);
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("t.mancala:2:14: error: 'laps' = 200000, used at line 6 (lap limit "
                            "200000): must be between 1 and 100000"),
            std::string::npos)
      << r.messages;
}

TEST(Limits, ValueFromSetIsReportedAsSuch) {
  const std::string text =
      game_text("param laps = 100", "seeds 500", "origin included  lap limit laps",
                "if last was occupied: relay\n end move");
  EXPECT_TRUE(load(text).program);
  CompileOptions options;
  options.overrides["laps"] = 5000;
  LoadResult r = load(text, options);
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("t.mancala: error: --set laps=5000: 'laps' = 5000, used at line 6 "
                            "(lap limit 5000): must be between 1 and 2776 for these rules"),
            std::string::npos)
      << r.messages;
}

TEST(Limits, SkipConditionsCountForEveryCellPassed) {
  const std::string relay = "if last was occupied: relay\n end move";
  EXPECT_TRUE(load(game_text("", "seeds 100", "origin included", relay)).program);
  LoadResult r =
      load(game_text("", "seeds 100", "origin included  skip pits where pit is opponent's", relay));
  EXPECT_EQ(message_count(r.messages), 1) << r.messages;
  EXPECT_NE(r.messages.find("t.mancala:6:1: error: the default lap limit 1000 is too high: it "
                            "must be between 1 and 555 for these rules: finding the legal moves "
                            "sows each of up to 6 candidate moves for up to that many laps of up "
                            "to 1200 seeds, each seed testing the skip condition at every cell"),
            std::string::npos)
      << r.messages;
}

// The file whose timing docs/language.md gives sits exactly at the budget.
TEST(Limits, TheDocumentedWorstCaseIsAtTheBound) {
  require_ok("tests/rules/ok/limits-worst-case.mancala");
  CompileOptions options;
  options.overrides["laps"] = 76;
  LoadResult r = load_rules(source_path("tests/rules/ok/limits-worst-case.mancala"), options);
  EXPECT_FALSE(r.program);
  EXPECT_NE(r.messages.find("(lap limit 76): must be between 1 and 75 for these rules"),
            std::string::npos)
      << r.messages;
}

// The program carries the worst case that check measured, for tools that play
// under a budget of their own (the fuzz harnesses): the documented worst case
// is near the bound, Kalah far below it.
TEST(Limits, TheProgramCarriesItsLegalMoveWork) {
  LoadResult worst = load_rules(source_path("tests/rules/ok/limits-worst-case.mancala"));
  ASSERT_TRUE(worst.program) << worst.messages;
  EXPECT_GT(worst.program->legal_moves_work, limits::kMaxSowingWork / 2);
  EXPECT_LE(worst.program->legal_moves_work, limits::kMaxSowingWork);
  const RuleProgram kalah = bundled("kalah");
  EXPECT_GT(kalah.legal_moves_work, 0);
  EXPECT_LT(kalah.legal_moves_work, 10'000);
}

// Every file of rules/ (listed when the test runs) and each of its variants.
TEST(Limits, EveryBundledFileAndVariantIsWithinTheLimits) {
  const std::vector<std::string> names = bundled_names();
  EXPECT_GE(names.size(), 21u);
  for (const std::string& name : names) {
    SCOPED_TRACE(name);
    for (const std::string& variant :
         declared_variants(source_path("rules/" + name + ".mancala"))) {
      CompileOptions options;
      options.variant = variant;
      bundled(name, options);
    }
    bundled(name);
  }
}

}  // namespace
}  // namespace mancala::test

namespace mancala::test {
namespace {

// Expressions nested beyond the documented 100 levels are refused where the
// 101st level opens, at once: a parser that retried every level took minutes
// on 20,000 '(' (and deeper text would overflow its stack). Up to the limit,
// an expression parses.
TEST(Limits, DeeplyNestedExpressionsAreRefusedAtTheirPlace) {
  const std::string head = "game \"x\"\ngame end {\n  ends when ";
  LoadResult deep = load(head + std::string(20000, '(') + "\n}\n");
  EXPECT_EQ(message_count(deep.messages), 1) << deep.messages.substr(0, 300);
  EXPECT_NE(deep.messages.find("t.mancala:3:113: error: expressions nested more than 100 levels"),
            std::string::npos)
      << deep.messages.substr(0, 300);
  LoadResult fits =
      load(head + std::string(90, '(') + "seeds on board == 2" + std::string(90, ')') + "\n}\n");
  EXPECT_EQ(fits.messages.find("nested"), std::string::npos) << fits.messages.substr(0, 300);
  // `next of` chains count too.
  std::string chain;
  for (int i = 0; i < 150; ++i) chain += "next of ";
  LoadResult pits = load("game \"x\"\nlap end {\n  if seeds(" + chain + "last) > 0: end move\n}\n");
  EXPECT_NE(pits.messages.find("expressions nested more than 100 levels"), std::string::npos)
      << pits.messages.substr(0, 300);
}

}  // namespace
}  // namespace mancala::test
