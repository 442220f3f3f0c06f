// The general forms of the language (docs/language.md, "Move filters",
// "lap end", "match", "Conditions", "Numbers") on hand-built positions: move
// filters in file order that look at the move's outcome, `capture ... unless
// C` with `seeds taken`, pit-set aggregates, and a match's `win counts as`.
// The last test checks that each older phrase compiles to the general form it
// stands for.
#include <cctype>

#include "dsl/loader.hpp"
#include "interpreter/match.hpp"
#include "presentation/legality.hpp"
#include "presentation/program_dump.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// A 2 x 3 single-lap game with a capture of 2s and 3s in the opponent's row
// and a move block, lap end and match given by each test.
std::string small_game(const std::string& move_block, const std::string& lap_end,
                       const std::string& match = "") {
  return R"(game "Filters"
board { rows 2  pits 3  stores aside }
setup { seeds 2 in every pit }
move {
  from own pits
)" + move_block +
         R"(
}
sow { origin included }
lap end {
)" + lap_end +
         R"(
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)" + match;
}

const std::string kCaptureTwosAndThrees =
    "  if last is opponent's and seeds(last) in {2, 3}: capture last";

// A compulsory capture: `prefer moves where captured else any`.
TEST(MoveFilters, PreferCapturedMakesACaptureCompulsory) {
  RuleProgram rules =
      from_text(small_game("  prefer moves where captured else any", kCaptureTwosAndThrees));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   1   1   1   captured 0
   South   1   1   2   captured 0
          S1  S2  S3
   to move: South)"));
  // S3 (2 seeds) reaches N2, which then holds 2: the only capturing move.
  EXPECT_EQ(legal_text(game), "S3");
  // With no capture anywhere, every move stays legal.
  Game quiet(engine, board(rules, R"(
   North   0   0   0   captured 0
   South   1   1   1   captured 0
   to move: South)"));
  EXPECT_EQ(legal_text(quiet), "S1 S2 S3");
}

// `else none`: when no move satisfies the preference, there is no legal move.
TEST(MoveFilters, PreferElseNoneLeavesNoMove) {
  RuleProgram rules =
      from_text(small_game("  prefer moves where captured else none", kCaptureTwosAndThrees));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
   North   0   0   0   captured 0
   South   1   1   1   captured 0
   to move: South)"));
  EXPECT_EQ(legal_text(game), "");
}

// A filter whose position part holds (`seeds in opponent's row > 0`, read
// once per position off a mask) holds for every move: a `forbid` then leaves
// no move, and a `prefer` keeps them all; when that part fails, the move's
// own part decides.
TEST(MoveFilters, FilterHoldingByThePositionHoldsForEveryMove) {
  const std::string condition = "seeds in opponent's row > 0 or seeds(pit) == 2";
  RuleProgram forbid = from_text(small_game("  forbid moves where " + condition, ""));
  RuleProgram prefer =
      from_text(small_game("  prefer moves where " + condition + " else none", ""));
  Engine forbidding(forbid), preferring(prefer);
  const std::string fed = R"(
          N3  N2  N1
   North   0   1   0   captured 0
   South   1   2   1   captured 0
          S1  S2  S3
   to move: South)";
  EXPECT_EQ(legal_text(Game(forbidding, board(forbid, fed))), "");
  EXPECT_EQ(legal_text(Game(preferring, board(prefer, fed))), "S1 S2 S3");
  const std::string starved = R"(
          N3  N2  N1
   North   0   0   0   captured 0
   South   1   2   1   captured 0
          S1  S2  S3
   to move: South)";
  EXPECT_EQ(legal_text(Game(forbidding, board(forbid, starved))), "S1 S3");
  EXPECT_EQ(legal_text(Game(preferring, board(prefer, starved))), "S2");
}

// `after(...)` reads the position after the whole move; pit sets count pits.
TEST(MoveFilters, AfterAndCountForbidEmptyingTheOpponentsRow) {
  RuleProgram rules = from_text(
      small_game("  forbid moves where after(count(opponent's pits where seeds(pit) > 0)) == 0",
                 "  if last is opponent's and seeds(last) in {2, 3}: capture last"));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   0   0   1   captured 0
   South   3   0   1   captured 0
          S1  S2  S3
   to move: South)"));
  // S3 brings N1 to 2 and takes it: North's row would be empty. S1 sows S2,
  // S3 and N1 (2 seeds there, taken as well). Neither is legal.
  EXPECT_EQ(legal_text(game), "");
  Game other(engine, board(rules, R"(
   North   0   1   1   captured 0
   South   3   0   1   captured 0
   to move: South)"));
  // S3 takes N1 but leaves N2; S1 takes N1 too and leaves N2.
  EXPECT_EQ(legal_text(other), "S1 S3");
}

// Filters apply in the order written: a preference, then a forbid, is not the
// same as the forbid, then the preference.
TEST(MoveFilters, FiltersApplyInFileOrder) {
  const std::string prefer = "  prefer moves where seeds(pit) == 2 else any\n";
  const std::string forbid = "  forbid moves where number(pit) == 3\n";
  const std::string position = R"(
   North   1   1   1   captured 0
   South   1   1   2   captured 0
   to move: South)";
  RuleProgram prefer_first = from_text(small_game(prefer + forbid, ""));
  RuleProgram forbid_first = from_text(small_game(forbid + prefer, ""));
  Engine a(prefer_first), b(forbid_first);
  // Only S3 holds 2: preferred, then forbidden: nothing is left.
  EXPECT_EQ(legal_text(Game(a, board(prefer_first, position))), "");
  // S3 forbidden first; no move left holds 2, so every other move stays.
  EXPECT_EQ(legal_text(Game(b, board(forbid_first, position))), "S1 S2");
}

// In a filter, `last` is where the move's first lap ends and `seeds(...)`
// reads the position before the move.
TEST(MoveFilters, LastIsTheFirstLapsEndAndNumbersReadTheBefore) {
  RuleProgram rules =
      from_text(small_game("  forbid moves where last is opponent's and seeds(last) == 0", ""));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   0   4   0   captured 0
   South   1   2   2   captured 0
          S1  S2  S3
   to move: South)"));
  // S3 ends in N2, which held 4 before the move: legal. S2 ends in N1, empty
  // before the move (it holds 1 after it): forbidden. S1 ends in S2: legal.
  EXPECT_EQ(legal_text(game), "S1 S3");
  EXPECT_EQ(why_illegal(game, move(rules, "S2")),
            "S2 is forbidden by the move filter of line 6: the last pit is the opponent's and "
            "the last pit holds exactly 0 seeds");
}

// `any(...)` and `all(...)` over pit sets, here in a start condition.
TEST(PitSets, AnyAndAllOverTheOpponentsPits) {
  RuleProgram rules = from_text(small_game(
      "  forbid moves where any(opponent's pits where seeds(pit) >= 3) and number(pit) != 1\n"
      "  forbid moves where all(own pits where seeds(pit) == 1) and number(pit) == 1",
      ""));
  Engine engine(rules);
  Game big(engine, board(rules, R"(
   North   3   0   0   captured 0
   South   2   1   2   captured 0
   to move: South)"));
  EXPECT_EQ(legal_text(big), "S1");  // North holds a pit of 3: only S1
  Game ones(engine, board(rules, R"(
   North   1   0   0   captured 0
   South   1   1   1   captured 0
   to move: South)"));
  EXPECT_EQ(legal_text(ones), "S2 S3");  // all own pits hold 1: not S1
}

// Pit sets by a named owner, and the per-pit `PLAYER has moved from PIT`.
TEST(PitSets, SouthPitsAndMovedFrom) {
  RuleProgram rules =
      from_text(small_game("  forbid moves where count(South pits where seeds(pit) == 0) >= 2\n"
                           "  forbid moves where mover has moved from pit",
                           ""));
  Engine engine(rules);
  Game game(engine, board(rules, R"(
   North   1   1   1   captured 0
   South   1   1   1   captured 0
   to move: South)"));
  game.play(move(rules, "S1"));  // S1 -> S2
  game.play(move(rules, "N3"));  // N3 -> S1, which holds a seed again
  // South has moved from S1 once already: only S2 and S3 are legal.
  EXPECT_EQ(legal_text(game), "S2 S3");
  Game two_empty(engine, board(rules, R"(
   North   1   1   1   captured 0
   South   0   0   1   captured 0
   to move: South)"));
  EXPECT_EQ(legal_text(two_empty), "");  // two of South's pits are empty
}

// `capture ... unless C`, with the seeds the capture would take.
TEST(CaptureUnless, SeedsTakenCallsABigCaptureOff) {
  RuleProgram rules = from_text(
      small_game("",
                 "  if last is opponent's and seeds(last) in {2, 3}:\n"
                 "    capture backward from last while pit is opponent's and seeds(pit) in {2, 3}\n"
                 "      unless seeds taken > 4"));
  Engine engine(rules);
  Game small(engine, board(rules, R"(
          N3  N2  N1
   North   0   1   1   captured 0
   South   0   0   2   captured 0
          S1  S2  S3
   to move: South)"));
  small.play(move(rules, "S3"));  // N1 -> 2, N2 -> 2: four seeds, taken
  EXPECT_TRUE(same_board(rules, small.state(), R"(
   North   0   0   0   captured 0
   South   0   0   0   captured 4
   to move: North)"));
  Game large(engine, board(rules, R"(
   North   0   2   1   captured 0
   South   0   0   2   captured 0
   to move: South)"));
  large.play(move(rules, "S3"));  // N1 -> 2, N2 -> 3: five seeds, called off
  EXPECT_TRUE(same_board(rules, large.state(), R"(
   North   0   3   2   captured 0
   South   0   0   0   captured 0
   to move: North)"));
}

// A match's `win counts as N when C`, reading the margin.
TEST(WinValues, MarginDecidesWhatAWinCounts) {
  RuleProgram rules = from_text(small_game("", "", R"(
match {
  win counts as 3 when margin >= 10
  win counts as margin / 2 when margin >= 4
}
)"));
  EXPECT_EQ(win_weight(rules, GameResult{17, 1, kSouth}), 3);
  EXPECT_EQ(win_weight(rules, GameResult{5, 13, kNorth}), 4);
  EXPECT_EQ(win_weight(rules, GameResult{8, 10, kNorth}), 1);  // the implicit last value
  EXPECT_EQ(win_weight(rules, GameResult{9, 9, std::nullopt}), 0);
}

// Each older phrase compiles to the general form it stands for: the two
// files below differ only in the spelling, and dump to the same program.
// `first seed into origin` with `take any`: of the seeds lifted, the first
// goes back into the pit; a single seed lifted moves on.
TEST(FirstSeedIntoOrigin, WorksWithAnyAmountLifted) {
  std::string text = small_game("  take any", kCaptureTwosAndThrees);
  text.replace(text.find("sow { origin included }"), 23,
               "sow { origin included  first seed into origin }");
  RuleProgram rules = from_text(text);
  Engine engine(rules);
  State s = board(rules, R"(
          N3  N2  N1
   North   1   1   1   captured 0
   South   0   0   4   captured 0
          S1  S2  S3
   to move: South)");
  // Three of S3's four lifted: one back into S3, then N1 and N2 (2: captured).
  engine.apply(s, Move{2, 3, false});
  EXPECT_TRUE(same_board(rules, s, R"(
   North   1   0   2   captured 0
   South   0   0   2   captured 2
   to move: North)"));
  State single = board(rules, R"(
   North   1   1   1   captured 0
   South   0   0   4   captured 0
   to move: South)");
  engine.apply(single, Move{2, 1, false});  // one seed lifted: to N1 (2: captured)
  EXPECT_TRUE(same_board(rules, single, R"(
   North   1   1   0   captured 0
   South   0   0   3   captured 2
   to move: North)"));
}

// `claim PIT` and `mark PIT as NAME`: the pit changes owner and carries the
// mark; the new owner moves from it and takes its seeds at the end.
TEST(ClaimAndMark, APitChangesOwnerForTheRestOfTheGame) {
  std::string text = small_game(
      "", "  if last is opponent's and seeds(last) == 2: claim last then mark last as house");
  text.replace(text.find("sow {"), 5, "marks { mark house }\nsow {");
  RuleProgram rules = from_text(text);
  Engine engine(rules);
  Game game(engine, board(rules, R"(
          N3  N2  N1
   North   1   1   1   captured 0
   South   0   0   1   captured 0
          S1  S2  S3
   to move: South)"));
  game.play(move(rules, "S3"));  // S3 -> N1 (2): South's now, and marked
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   1   1  2*!  captured 0
   South   0   0   0   captured 0
   to move: North)"));
  game.play(move(rules, "N2"));       // N2 -> N3
  EXPECT_EQ(legal_text(game), "N1");  // South's only pit with seeds is N1
  EXPECT_EQ(game.result().south, 2);  // were the game to end now
}

// `seeds sown into NAME go to owner's store`: every seed, not only the last,
// and the seeds the pit held before stay there.
TEST(ClaimAndMark, SeedsSownIntoAMarkedPitGoToItsOwnersStore) {
  std::string text = small_game("", "");
  text.replace(text.find("sow {"), 5,
               "marks { mark house  seeds sown into house go to owner's store }\nsow {");
  RuleProgram rules = from_text(text);
  Engine engine(rules);
  State s = board(rules, R"(
          N3  N2  N1
   North   0   0  5*!  captured 0
   South   0   0  20   captured 0
          S1  S2  S3
   to move: South)");
  // 20 seeds: N1 (South's, marked) is passed four times, S3 itself three times.
  engine.apply(s, Move{2, 0, false});
  EXPECT_TRUE(same_board(rules, s, R"(
   North   3   4  5*!  captured 0
   South   3   3   3   captured 4
   to move: North)"));
}

// A mark named by an action must be declared; `claim` needs a pit expression.
TEST(ClaimAndMark, MistakesAreReportedWhereTheyAre) {
  LoadResult unknown =
      load_rules_text("t.mancala", small_game("", "  if seeds(last) == 2: mark last as hous"));
  EXPECT_FALSE(unknown.program);
  EXPECT_NE(unknown.messages.find("t.mancala:10:"), std::string::npos) << unknown.messages;
  EXPECT_NE(unknown.messages.find("error: unknown mark 'hous'"), std::string::npos)
      << unknown.messages;
  LoadResult bare = load_rules_text("t.mancala", small_game("", "  claim"));
  EXPECT_FALSE(bare.program);
  // The pit is looked for after `claim`, and the next line's word is found there.
  EXPECT_NE(bare.messages.find("t.mancala:11:3: error: expected a pit"), std::string::npos)
      << bare.messages;
}

// A program's dump with what differs between sugar and its general form taken
// out: node numbers (they follow the order the compiler meets the parts) and
// the count of expression nodes (the sugar builds its nodes itself).
std::string comparable_dump(const RuleProgram& p) {
  const std::string text = dump_program(p);
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 6, "tree n") == 0) {
      out += "tree n";
      i += 6;
      while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
      --i;
      continue;
    }
    out += text[i];
  }
  const auto at = out.find("  expression nodes");
  return at == std::string::npos ? out : out.erase(at, out.find('\n', at) - at);
}

TEST(Sugar, OlderPhrasesCompileToTheGeneralForms) {
  const std::string head = R"(game "Sugar"
board { rows 2  pits 6  stores aside }
setup { seeds 4 in every pit }
)";
  const std::string tail = R"(sow { origin skipped }
game end { ends when no legal move  remaining seeds to owner }
)";
  const std::string old_text = head + R"(move {
  from own pits
  forbid first lap ending where last in own row and last was occupied
  prefer pits where seeds(pit) != 2 else rightmost
}
feeding { must feed when opponent's row is empty  if no move feeds: no move }
lap end {
  if last is opponent's and seeds(last) in {2, 3}:
    capture backward from last while pit is opponent's and seeds(pit) in {2, 3} unless grand slam
  end move
}
match {
  win by 2 counts as 5
  rebuild from totals with 4 per pit
  ends when a player owns no pit
  winner owns more pits
}
)" + tail;
  const std::string new_text = head + R"(move {
  from own pits
  prefer moves where seeds in opponent's row > 0 or after(seeds in opponent's row) > 0 else none
  forbid moves where last in own row and last was occupied
  prefer moves where seeds(pit) != 2 else rightmost
}
lap end {
  if last is opponent's and seeds(last) in {2, 3}:
    capture backward from last while pit is opponent's and seeds(pit) in {2, 3} unless seeds taken == seeds in opponent's row
  end move
}
match {
  win counts as 5 when margin == 2
  rebuild {
    seeds per pit 4
    fill own row from first pit
    surplus buys opponent's empty pits from last pit
    remainder pit goes to larger share then larger total
  }
  ends when count(own pits) == 0
  winner by count(own pits)
}
)" + tail;
  const RuleProgram a = from_text(old_text), b = from_text(new_text);
  EXPECT_EQ(comparable_dump(a), comparable_dump(b));
  EXPECT_EQ(a.filters.size(), 3u);
}

// More sugar, compared the same way: `except first move` is `and not first
// move`, `mover has moved from every own pit` is `all(own pits where mover has
// moved from pit)`, `winner wins more games` is `winner by games won`, and
// feeding with `if no move feeds: any move` is a first `prefer ... else any`.
TEST(Sugar, SkipsMovedFromEveryPitAndGamesWon) {
  const auto game =
      [](const std::string& skip, const std::string& filter, const std::string& winner,
         const std::string& feeding, const std::string& first_filter) {
        return R"(game "Sugar"
board { rows 2  pits 6  stores aside }
setup { seeds 4 in every pit }
)" + feeding + R"(
move {
  from own pits
)" + first_filter +
               R"(
  forbid moves where )" +
               filter + R"(
}
sow {
  origin included
  skip pits where )" +
               skip + R"(
}
lap end { if last was occupied: relay  end move }
game end { ends when no legal move  remaining seeds to owner }
match { )" + winner +
               " }\n";
      };
  const RuleProgram sugar = from_text(
      game("pit is opponent's and seeds(pit) == 2 except first move",
           "mover has moved from every own pit", "winner wins more games",
           "feeding { must feed when opponent's row is empty  if no move feeds: any move }", ""));
  const RuleProgram general =
      from_text(game("pit is opponent's and seeds(pit) == 2 and not first move",
                     "all(own pits where mover has moved from pit)", "winner by games won", "",
                     "  prefer moves where seeds in opponent's row > 0 or "
                     "after(seeds in opponent's row) > 0 else any"));
  EXPECT_EQ(comparable_dump(sugar), comparable_dump(general));
  // And `except first move` plays as its general form: in the first move no
  // pit is skipped; later, the opponent's pairs are.
  Engine engine(sugar);
  State first = board(sugar, R"(
          N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   2   captured 0
   South   0   0   0   0   0   2   captured 0
          S1  S2  S3  S4  S5  S6
   to move: South)");
  State later = first;
  later.ply = 4;
  engine.apply(first, Move{5, 0, false});  // S6 (2): N1 (a pair, not skipped: 3), N2
  engine.apply(later, Move{5, 0, false});  // N1 skipped: N2, N3
  EXPECT_TRUE(same_board(sugar, first, R"(
   North   0   0   0   0   1   3   captured 0
   South   0   0   0   0   0   0   captured 0
   to move: North)"));
  EXPECT_TRUE(same_board(sugar, later, R"(
   North   0   0   0   1   1   2   captured 0
   South   0   0   0   0   0   0   captured 0
   to move: North)"));
}

}  // namespace
}  // namespace mancala::test
