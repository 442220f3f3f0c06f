// What play and replay rely on: numbers in move text checked (never wrapped),
// moves typed by people normalised, boards with stores at their ends, and
// events that name the file of an inherited rule.
#include <filesystem>
#include <fstream>

#include "presentation/board_text.hpp"
#include "presentation/event_text.hpp"
#include "presentation/legality.hpp"
#include "dsl/loader.hpp"
#include "presentation/notation.hpp"
#include "interpreter/opening.hpp"
#include "presentation/opening_notation.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

TEST(Notation, NumbersAreCheckedNotWrapped) {
  EXPECT_EQ(parse_number("10", 1, 10), 10);
  EXPECT_EQ(parse_number("11", 1, 10), std::nullopt);
  EXPECT_EQ(parse_number("65546", 0, 65535), std::nullopt);
  EXPECT_EQ(parse_number("99999999999999999999999", 0, 65535), std::nullopt);
  EXPECT_EQ(parse_number("-1", -5, 5), std::nullopt);  // digits only
  EXPECT_EQ(parse_number("", 0, 5), std::nullopt);
  EXPECT_EQ(parse_number("3a", 0, 5), std::nullopt);
}

TEST(Notation, OpeningCountsBeyondAPitAreRefused) {
  RuleProgram kiothi = bundled("kiothi");
  std::string why;
  EXPECT_FALSE(parse_opening(kiothi, "S9+S10>S1:65546", why));
  EXPECT_EQ(why, "'S1:65546': the count must be a whole number from 1 to 65535");
  std::optional<Opening> fits = parse_opening(kiothi, "S9+S10>S1:10", why);
  ASSERT_TRUE(fits) << why;
  EXPECT_EQ(fits->placed[0], 10);
}

TEST(Notation, AmountsBeyondAMoveAreRefused) {
  RuleProgram kiothi = bundled("kiothi");
  std::string why;
  EXPECT_FALSE(parse_move(kiothi, "S1x256", why));
  EXPECT_EQ(why, "S1x256: the amount must be a whole number from 1 to 255, not 256");
  EXPECT_FALSE(parse_move(kiothi, "S1x99999999999999999999", why));
  EXPECT_FALSE(parse_move(kiothi, "S99999999999999999999", why));
  EXPECT_EQ(why, "S99999999999999999999 is not a pit: rows have pits 1..10");
  std::optional<Move> most = parse_move(kiothi, "S1x255", why);
  ASSERT_TRUE(most) << why;
  EXPECT_EQ(most->amount, 255);
}

TEST(Notation, TypedTurnsAreNormalised) {
  RuleProgram kiothi = bundled("kiothi");
  EXPECT_EQ(normalise_typed_turn(kiothi, " s3 "), "S3");
  EXPECT_EQ(normalise_typed_turn(kiothi, "n2X4"), "N2x4");
  EXPECT_EQ(normalise_typed_turn(kiothi, "PASS"), "pass");
  EXPECT_EQ(normalise_typed_turn(kiothi, "s6+S5>n2:4,S1:6"), "S5+S6>S1:6,N2:4");
  // What is no pit stays, for the parser to refuse.
  EXPECT_EQ(normalise_typed_turn(kiothi, "S6+Q1>S1:6"), "S6+Q1>S1:6");
}

TEST(BoardText, StoresInTheCircuitStandAtTheEnds) {
  RuleProgram kalah = bundled("kalah", CompileOptions{"", {{"pits", 4}, {"seeds", 2}}});
  State s = board(kalah, R"(
    North   2   2   2   2   store 5
    South   2   2   0   3   store 1)");
  const std::string drawing = draw_board(kalah, s);
  EXPECT_EQ(drawing,
            "           N4   N3   N2   N1\n"
            "  North     2    2    2    2\n"
            "     5" +
                std::string(26, ' ') +
                "1\n"
                "  South     2    2    0    3\n"
                "           S1   S2   S3   S4\n");
  std::string why;
  std::optional<State> back = read_board(kalah, drawing, why);
  ASSERT_TRUE(back) << why;
  EXPECT_EQ(back->cells, s.cells);
  // Stores aside keep their words at the end of each row.
  RuleProgram oware = bundled("oware");
  Engine engine(oware);
  EXPECT_NE(draw_board(oware, Game(engine).state()).find("captured 0"), std::string::npos);
}

TEST(BoardText, CountsBeyondAPitAreRefused) {
  RuleProgram kalah = bundled("kalah");
  std::string why;
  EXPECT_FALSE(read_board(kalah, "North 1 1 1 1 1 65546\nSouth 1 1 1 1 1 1\n", why));
  EXPECT_NE(why.find("from 0 to 65535"), std::string::npos) << why;
}

// A capture by a rule of the parent file is told with that file's name.
TEST(EventText, InheritedRulesNameTheirFile) {
  const std::string child = source_path("tests/records/rules/child.mancala");
  LoadResult loaded = load_rules(child);
  ASSERT_TRUE(loaded.program) << loaded.messages;
  const RuleProgram& p = *loaded.program;
  Engine engine(p);
  Game game(engine);
  EventLog log;
  game.play(move(p, "S3"), &log);  // 2 seeds from S3: the last in South's store
  const std::string line = events_line(p, log, child);
  EXPECT_NE(line.find("lap: 2 seeds from S3; plays again (lap-end rule at line "),
            std::string::npos)
      << line;
  EXPECT_NE(
      line.find(" of " + std::filesystem::path(child).parent_path().string() + "/parent.mancala)"),
      std::string::npos)
      << line;
  // Read from the parent itself, the rule needs no file name.
  LoadResult parent = load_rules(source_path("tests/records/rules/parent.mancala"));
  ASSERT_TRUE(parent.program);
  EXPECT_EQ(
      event_text(*parent.program, log.back(), source_path("tests/records/rules/parent.mancala"))
          .find(" of "),
      std::string::npos);
}

}  // namespace
}  // namespace mancala::test
