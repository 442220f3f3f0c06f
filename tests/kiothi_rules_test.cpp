// Every rule of docs/games/kiothi.md on a hand-built position; a '!' after
// a count marks a pit protected by nki.
#include <map>

#include "interpreter/match.hpp"
#include "interpreter/opening.hpp"
#include "interpreter/random.hpp"
#include "presentation/legality.hpp"
#include "presentation/opening_notation.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

class Kiothi : public ::testing::Test {
 protected:
  RuleProgram rules = bundled("kiothi");
  Engine engine{rules};

  // A position after both openings (ply 2 or later).
  Game later(const std::string& drawing) {
    State s = board(rules, drawing);
    s.ply = 6;
    return Game(engine, s);
  }
  Turn turn(const Game& game, const std::string& text) {
    std::string why;
    std::optional<Turn> t = read_turn(game, text, why);
    EXPECT_TRUE(t) << why;
    return t.value_or(Turn{});
  }
};

// "Board and setup": 5 warriors in each of the 6 rightmost pits of each row.
TEST_F(Kiothi, Setup) {
  Game game(engine);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   5   5   5   5   5   5   0   0   0   0   captured 0
   South   0   0   0   0   5   5   5   5   5   5   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10
   to move: South)"));
}

// "Board and setup", named variant: the 5 rightmost pits.
TEST_F(Kiothi, FivePitsVariant) {
  CompileOptions five;
  five.variant = "five-pits";
  RuleProgram rules5 = bundled("kiothi", five);
  EXPECT_EQ(rules5.total_seeds, 50);
  EXPECT_TRUE(same_board(rules5, Engine(rules5).initial_state(), R"(
   North   5   5   5   5   5   0   0   0   0   0
   South   0   0   0   0   0   5   5   5   5   5
   to move: South)"));
}

// "Opening": choose 2 of 6 pits (15 ways), then place 10 warriors over 20
// pits (C(29, 19) = 20030010 ways each): counted, not listed.
TEST_F(Kiothi, OpeningIsCountedExactly) {
  Game game(engine);
  EXPECT_TRUE(game.opening_turn());
  EXPECT_EQ(game.legal_count(), 15u * 20030010u);
  EXPECT_EQ(game.legal().size, 0);
}

// "Opening": the lifted warriors go anywhere, the emptied pits included; the
// marks come only after both openings, on every occupied pit.
TEST_F(Kiothi, OpeningsThenNkiMarks) {
  Game game(engine);
  game.play(turn(game, "S5+S6>S1:6,S5:1,N2:3"));
  EXPECT_TRUE(same_board(rules, game.state(), R"(
          N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   5   5   5   5   5   5   0   0   3   0
   South   6   0   0   0   1   0   5   5   5   5
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10
   to move: North)"));
  EXPECT_TRUE(game.opening_turn());
  game.play(turn(game, "N9+N10>S2:10"));
  EXPECT_FALSE(game.opening_turn());
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   5!  5!  5!  5!  0   0   3!  0
   South   6!  10! 0   0   1!  0   5!  5!  5!  5!
   to move: South)"));
}

// "End": the openings can leave a player without warriors (on 2 x 4 with the
// 2 rightmost pits filled, South sends all of its warriors to N1): the game
// ends as soon as South is to move, and North takes the rest.
TEST_F(Kiothi, GameEndsWhenTheOpeningsLeaveNoMove) {
  CompileOptions small;
  small.overrides = {{"pits", 4}, {"filled", 2}};
  RuleProgram rules4 = bundled("kiothi", small);
  Engine engine4(rules4);
  Game game(engine4);
  game.play(turn(game, "S3+S4>N1:10"));
  EXPECT_FALSE(game.over());
  game.play(turn(game, "N3+N4>N3:5,N4:5"));
  EXPECT_TRUE(same_board(rules4, game.state(), R"(
   North   5!  5!  0  10!  captured 0
   South   0   0   0   0   captured 0
   to move: South)"));
  ASSERT_TRUE(game.over());
  EXPECT_EQ(game.legal_count(), 0u);
  GameResult r = game.result();
  EXPECT_EQ(r.south, 0);
  EXPECT_EQ(r.north, 20);
  EXPECT_EQ(r.winner, kNorth);
}

// "Opening": what is wrong with an illegal opening is said precisely.
TEST_F(Kiothi, IllegalOpeningsAreExplained) {
  Game game(engine);
  EXPECT_EQ(turn_problem(game, turn(game, "S1+S5>S2:5")), "S1 is empty");
  EXPECT_EQ(turn_problem(game, turn(game, "S5+N5>S2:10")), "N5 is not South's pit");
  EXPECT_EQ(turn_problem(game, turn(game, "S5+S6>S1:9")),
            "the placement puts 9 seeds, but the emptied pits hold 10");
  EXPECT_EQ(turn_problem(game, turn(game, "S5>S1:5")), "an opening empties exactly 2 pits, not 1");
  EXPECT_EQ(turn_problem(game, turn(game, "S5")),
            "this is South's opening: empty 2 own occupied pits and place their seeds, e.g. "
            "S5+S6>S1:6,N2:4");
  std::string why;
  EXPECT_FALSE(read_turn(game, "S6+S5>S1:10", why));
  EXPECT_NE(why.find("circuit order"), std::string::npos) << why;
  EXPECT_FALSE(read_turn(game, "S5+S6>S1:0,S2:10", why));
  EXPECT_NE(why.find("at least 1"), std::string::npos) << why;
}

// "Later turns" 1: partial harvest, any number from 1 to the pit's content.
TEST_F(Kiothi, PartialHarvest) {
  Game game = later(R"(
   North   1   1   1   1   1   1   1   1   1   1
   South   3   0   0   0   0   0   0   0   0   0
   to move: South)");
  EXPECT_EQ(legal_text(game), "S1x1 S1x2 S1x3");
  game.play(turn(game, "S1x2").move);  // S2, S3: ends in an empty pit; S3 faces N8
  EXPECT_EQ(game.state().cells[0], 1);
}

// "Later turns" 2: a first lap ending in an occupied pit of the mover's own row is illegal.
TEST_F(Kiothi, FirstLapRestriction) {
  Game game = later(R"(
   North   1   1   1   1   1   1   1   1   1   1
   South   2   0   1   0   0   0   0   0   0   0
   to move: South)");
  EXPECT_EQ(legal_text(game), "S1x1 S3x1");  // S1x2 would end on S3, occupied
  EXPECT_EQ(turn_problem(game, turn(game, "S1x2")),
            "S1x2 is forbidden by the move filter of line 37: the last pit is in the mover's row and "
            "the last pit was occupied before the last seed");
}

// "Later turns" 3-5 and "Captures": relay from an occupied pit (the restriction
// is about the mover's own row only); every pit sown into loses nki; the move
// ends in an empty own pit; the opposite capture takes the capturing warrior too.
TEST_F(Kiothi, RelayClearsMarksAndCapturesOpposite) {
  Game game = later(R"(
          N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   0   0   0   0   0   3!  0   0   1!
   South   0   0   0   0   0   0   0   0   0   1
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10
   to move: South)");
  // S10 -> N1 (occupied: relay 2) -> N2, N3 (empty, North's row: the move ends).
  game.play(turn(game, "S10").move);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   0   0   3!  1   1   0
   South   0   0   0   0   0   0   0   0   0   0
   to move: North)"));
  Game capture = later(R"(
          N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   4   0   0   0   0   0   0   0   1
   South   1   0   0   0   0   0   0   0   0   0
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10
   to move: South)");
  capture.play(turn(capture, "S1").move);  // S2 (empty, own row) faces N9
  EXPECT_TRUE(same_board(rules, capture.state(), R"(
   North   0   0   0   0   0   0   0   0   0   1   captured 0
   South   0   0   0   0   0   0   0   0   0   0   captured 5
   to move: North)"));
}

// "Captures": no capture when the opposite pit is nki or empty; nki stays on
// a pit emptied by its owner's harvest until it is sown into.
TEST_F(Kiothi, NoCaptureFromNkiOrEmptyOpposite) {
  Game nki = later(R"(
   North   0   4!  0   0   0   0   0   0   0   1
   South   1   0   0   0   0   0   0   0   0   0
   to move: South)");
  nki.play(turn(nki, "S1").move);
  EXPECT_TRUE(same_board(rules, nki.state(), R"(
   North   0   4!  0   0   0   0   0   0   0   1   captured 0
   South   0   1   0   0   0   0   0   0   0   0   captured 0
   to move: North)"));
  Game harvest = later(R"(
   North   0   0   0   0   0   0   0   0   0   1
   South   0   0   0   2!  0   0   0   0   0   0
   to move: South)");
  harvest.play(turn(harvest, "S4").move);  // S5, S6: S4 is emptied but keeps its mark
  EXPECT_TRUE(same_board(rules, harvest.state(), R"(
   North   0   0   0   0   0   0   0   0   0   1
   South   0   0   0   0!  1   1   0   0   0   0
   to move: North)"));
}

// "Captures", leftmost bonus: ending in pit 1 with the opposite capture also
// takes the pits opposite pits 2, 3 and 4 when all three are occupied.
// S10 -> N1 (occupied: relay 10) -> N2..N10 and S1 (empty: own pit 1).
TEST_F(Kiothi, LeftmostBonusAllThree) {
  Game game = later(R"(
          N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   1   1   1   0   0   0   0   0   9
   South   0   0   0   0   0   0   0   0   0   1
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10
   to move: South)");
  game.play(turn(game, "S10").move);
  // N10 (1) and the capturing warrior, then N9, N8, N7 (2 each).
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   0   0   0   1   1   1   1   1   0   captured 0
   South   0   0   0   0   0   0   0   0   0   0   captured 8
   to move: North)"));
}

// "Captures", leftmost bonus: all or nothing. S10 sows 8 warriors into N1..N8;
// N8 was occupied, so its 3 relay into N9, N10 and S1 (empty: own pit 1).
// N10 and the capturing warrior are taken, but N8 is now empty, so none of
// N9, N8, N7 is taken, though N9 and N7 hold warriors.
TEST_F(Kiothi, LeftmostBonusAllOrNothing) {
  Game game = later(R"(
          N10 N9  N8  N7  N6  N5  N4  N3  N2  N1
   North   0   1   2   0   0   0   0   0   0   0   captured 0
   South   0   0   0   0   0   0   0   0   0   8   captured 0
          S1  S2  S3  S4  S5  S6  S7  S8  S9  S10
   to move: South)");
  game.play(turn(game, "S10").move);
  EXPECT_TRUE(same_board(rules, game.state(), R"(
   North   0   2   0   1   1   1   1   1   1   1   captured 0
   South   0   0   0   0   0   0   0   0   0   0   captured 2
   to move: North)"));
}

// "End and result": the player to move has no legal move; the other player
// takes every warrior left on the board.
TEST_F(Kiothi, OtherPlayerTakesTheRest) {
  Game game = later(R"(
   North   0   0   3   0   0   0   0   0   2   0   captured 27
   South   0   0   0   0   0   0   0   0   0   0   captured 28
   to move: South)");
  ASSERT_TRUE(game.over());
  GameResult r = game.result();
  EXPECT_EQ(r.south, 28);
  EXPECT_EQ(r.north, 32);
}

// "Match scoring": a win by exactly two warriors counts as `weight` (2) wins.
TEST_F(Kiothi, TwoWarriorWinCountsDouble) {
  EXPECT_EQ(win_weight(rules, GameResult{31, 29, kSouth}), 2);
  EXPECT_EQ(win_weight(rules, GameResult{29, 31, kNorth}), 2);
  EXPECT_EQ(win_weight(rules, GameResult{32, 28, kSouth}), 1);
  EXPECT_EQ(win_weight(rules, GameResult{30, 30, std::nullopt}), 0);
  CompileOptions ten;
  ten.overrides["weight"] = 10;
  EXPECT_EQ(win_weight(bundled("kiothi", ten), GameResult{31, 29, kSouth}), 10);
}

}  // namespace
}  // namespace mancala::test

namespace mancala::test {
namespace {

// The random agent samples openings without listing them: every sample is
// legal, and on a small board (36 openings) each one turns up, about equally.
TEST(KiothiOpenings, SamplingIsLegalAndCoversEveryOpening) {
  CompileOptions small;
  small.overrides = {{"pits", 4}, {"warriors", 1}, {"filled", 2}};
  RuleProgram rules = bundled("kiothi", small);
  Engine engine(rules);
  const State start = engine.initial_state();
  const std::vector<Opening> all = *list_openings(rules, start, 1000);
  ASSERT_EQ(all.size(), 36u);
  std::map<std::string, int> seen;
  Random random(7);
  for (int i = 0; i < 7200; ++i) {
    Opening o = sample_opening(rules, start, random);
    ASSERT_EQ(check_opening(rules, start, o), "") << opening_text(rules, o);
    ++seen[opening_text(rules, o)];
  }
  EXPECT_EQ(seen.size(), 36u);
  for (const auto& [text, count] : seen) {
    EXPECT_GT(count, 120) << text;  // expected 200 each
    EXPECT_LT(count, 280) << text;
  }
}

}  // namespace
}  // namespace mancala::test
