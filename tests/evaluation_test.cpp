// A rule file's own evaluation (`evaluate NUMBER` in the game end block): it
// is read, checked with positions in its messages, explained and diffed, and
// it changes what the searching players choose, held within its documented
// range so that it never passes for a won or lost game.
#include "agents/evaluation.hpp"

#include <fstream>
#include <sstream>

#include "agents/player_spec.hpp"
#include "agents/solver.hpp"
#include "presentation/describe.hpp"
#include "dsl/loader.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// rules/kalah.mancala with `statement` added to its game end block.
std::string kalah_with(const std::string& statement) {
  std::ifstream in(source_path("rules/kalah.mancala"));
  std::ostringstream text;
  text << in.rdbuf();
  std::string rules = text.str();
  const std::string anchor = "  remaining seeds to owner\n";
  const std::size_t at = rules.find(anchor);
  EXPECT_NE(at, std::string::npos);
  return rules.insert(at + anchor.size(), "  " + statement + "\n");
}

LoadResult load(const std::string& statement) {
  return load_rules_text("k.mancala", kalah_with(statement));
}

RuleProgram program_with(const std::string& statement) {
  LoadResult loaded = load(statement);
  EXPECT_TRUE(loaded.program) << loaded.messages;
  return loaded.program ? *loaded.program : RuleProgram{};
}

std::string choice(const RuleProgram& p, const State& s, const std::string& spec_text) {
  std::string why;
  const std::optional<PlayerSpec> spec = parse_player_spec(spec_text, why);
  EXPECT_TRUE(spec) << why;
  Engine engine(p);
  Game game(engine, s);
  return move_text(p, make_player(*spec, 1)->choose(game).move);
}

// S5 puts a seed in the store and earns another turn: the best the score
// difference sees one turn deep (+1). S1 and S2 each move one seed along the
// row (S2's lands in the empty S3, but N4 opposite is empty: no capture), so
// South keeps all four seeds on its side: the best a hoarding evaluation
// (seeds in own row minus the opponent's) sees, 4 - 6 against 3 - 6.
const char* const kHoard = R"(
            N6   N5   N4   N3   N2   N1
  North      1    1    0    1    1    2
      0                                  0
  South      1    1    0    0    2    0
            S1   S2   S3   S4   S5   S6
  to move: South
)";

TEST(Evaluation, ChangesTheMoveAlphaBetaAndGreedyChoose) {
  const RuleProgram plain = bundled("kalah");
  const RuleProgram hoarding = program_with("evaluate seeds in own row - seeds in opponent's row");
  const State s = board(plain, kHoard);
  for (const char* spec : {"alphabeta:depth=1", "greedy"}) {
    SCOPED_TRACE(spec);
    EXPECT_EQ(choice(plain, s, spec), "S5");
    const std::string hoarded = choice(hoarding, s, spec);
    EXPECT_TRUE(hoarded == "S1" || hoarded == "S2") << hoarded;
  }
  // The value is the mover's: the same position is worth the opposite to North.
  Evaluator e(hoarding);
  EXPECT_EQ(e.heuristic(s, kSouth), 4 - 6);
  EXPECT_EQ(e.heuristic(s, kNorth), 6 - 4);
  EXPECT_EQ(Evaluator(plain).heuristic(s, kSouth), 0);
}

TEST(Evaluation, HeldWithinItsRangeBelowAnyDecidedGame) {
  const RuleProgram p = program_with("evaluate seeds in own row * 1000000");
  const State s = board(p, kHoard);
  Evaluator e(p);
  EXPECT_EQ(e.heuristic(s, kSouth), kEvaluationLimit);
  EXPECT_EQ(e.heuristic(s, kNorth), kEvaluationLimit);
  const RuleProgram negative = program_with("evaluate 0 - seeds in own row * 1000000");
  EXPECT_EQ(Evaluator(negative).heuristic(s, kSouth), -kEvaluationLimit);
  EXPECT_LT(kEvaluationLimit, kWinValue / 2);
}

// The exact solver knows only final margins: an evaluation changes no value.
TEST(Evaluation, TheSolverIgnoresIt) {
  CompileOptions small;
  small.overrides = {{"pits", 3}, {"seeds", 3}};
  LoadResult loaded = load_rules_text(
      "k.mancala", kalah_with("evaluate seeds in opponent's row * 7 - store(mover)"), small);
  ASSERT_TRUE(loaded.program) << loaded.messages;
  SolveOptions options;
  options.table_megabytes = 1;
  EXPECT_EQ(solve(Engine(*loaded.program), options).value, 2);
}

TEST(Evaluation, MistakesAreReportedWhereTheyAre) {
  EXPECT_NE(
      load("evaluate seeds(last)")
          .messages.find(
              "k.mancala:59:18: error: 'last' (the pit where the lap's last seed landed) is only "
              "known in lap end rules"),
      std::string::npos)
      << load("evaluate seeds(last)").messages;
  EXPECT_NE(
      load("evaluate seeds(pit)")
          .messages.find("k.mancala:59:18: error: 'pit' means the pit being examined by a filter; "
                         "'evaluate' values a whole position"),
      std::string::npos)
      << load("evaluate seeds(pit)").messages;
  EXPECT_NE(load("evaluate store(mover) > 2")
                .messages.find(
                    "k.mancala:59:25: error: expected a game-end statement: 'ends when CONDITION', "
                    "'remaining seeds to owner|other player|nobody|PLAYER' or 'evaluate NUMBER'"),
            std::string::npos)
      << load("evaluate store(mover) > 2").messages;
  EXPECT_NE(load("evaluate").messages.find("k.mancala:60:1: error: expected a number"),
            std::string::npos)
      << load("evaluate").messages;
  EXPECT_NE(load("evaluate 1\n  evaluate 2")
                .messages.find("k.mancala:60:3: error: the evaluation is already given at line 59"),
            std::string::npos)
      << load("evaluate 1\n  evaluate 2").messages;
  EXPECT_NE(
      load("evaluate seeds in own pit").messages.find("k.mancala:59:25: error: expected 'row'"),
      std::string::npos)
      << load("evaluate seeds in own pit").messages;
  EXPECT_NE(
      load("evaluate store(mover) / 0").messages.find("k.mancala:59:25: error: division by zero"),
      std::string::npos)
      << load("evaluate store(mover) / 0").messages;
}

TEST(Evaluation, ExplainedAndDiffed) {
  const RuleProgram p =
      program_with("evaluate store(mover) - store(opponent) + seeds in own row / 2");
  const std::string text = explain(p);
  EXPECT_NE(text.find("Searching players\nvalue an unfinished position"), std::string::npos)
      << text;
  std::string sentence;
  for (const Fact& f : describe(p))
    if (f.key == "end.evaluation") sentence = f.text;
  EXPECT_EQ(sentence,
            "Searching players value an unfinished position, for the mover (the player whose "
            "view it is), as (the mover's store - the opponent's store) + (the seeds in the "
            "mover's row / 2).");
  for (const Fact& f : describe(bundled("kalah"))) EXPECT_NE(f.key, "end.evaluation");
}

// "seeds in {2, 3}" still tests a parameter named seeds.
TEST(Evaluation, RowSeedsLeaveSetTestsOfAParameterAlone) {
  const RuleProgram p = program_with("ends when seeds in {2, 3} and seeds in South row == 0");
  EXPECT_EQ(p.evaluation, -1);
}

}  // namespace
}  // namespace mancala::test
