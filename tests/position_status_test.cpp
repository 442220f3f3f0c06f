// A searcher's leaves ask only whether the game is over (position_over in
// agents/position_status.hpp), which the engine answers from two masks where
// the legal moves are the mover's non-empty pits (Engine::has_legal_move).
// Both must agree with the full answer, examine() and legal_moves(), on the
// positions of random games of every bundled file and variant, as new
// positions and as repetitions. The mask listing itself is checked against
// the mover's pits one by one, on boards up to sixteen pits a row whose pits
// changed hands.
#include "agents/position_status.hpp"

#include <gtest/gtest.h>

#include "agents/random_agent.hpp"
#include "interpreter/pit_counts.hpp"
#include "interpreter/pit_masks.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

TEST(PositionStatus, LeavesEndExactlyWhereExamineSays) {
  int by_masks = 0;
  for (const BundledProgram& bundled : bundled_programs_and_variants()) {
    const Engine engine(bundled.program);
    by_masks += engine.lowered().moves_by_masks;
    for (int g = 0; g < 3; ++g) {
      Game game(engine);
      RandomAgent agent(derive_seed(11, static_cast<std::uint64_t>(g)));
      for (int ply = 0; ply < 200; ++ply) {
        const State& s = game.state();
        MoveList listed;
        engine.legal_moves(s, listed);
        ASSERT_EQ(engine.has_legal_move(s), listed.size > 0)
            << bundled.label << " game " << g << " ply " << ply;
        for (const bool repeated : {false, true}) {
          MoveList legal;
          ASSERT_EQ(position_over(engine, s, repeated), examine(engine, s, repeated, legal).over)
              << bundled.label << " game " << g << " ply " << ply << " repeated " << repeated;
        }
        if (game.over()) break;
        game.play(agent.choose(game));
      }
    }
  }
  // The masks' shortcut is taken by several files (Kalah's among them), or
  // this test would not test it.
  EXPECT_GE(by_masks, 5);
}

// A finished game's last position: the mover's row is empty.
TEST(PositionStatus, AnEmptyRowIsOverWithoutAList) {
  const RuleProgram kalah = bundled("kalah");
  const Engine engine(kalah);
  ASSERT_TRUE(engine.lowered().moves_by_masks);
  const State over = board(kalah, R"(
   North   1   0   0   0   0   2   store 20
   South   0   0   0   0   0   0   store 25
   to move: South)");
  EXPECT_FALSE(engine.has_legal_move(over));
  EXPECT_TRUE(position_over(engine, over, false));
  // North's row holds seeds, South's too: the game goes on.
  const State going_on = board(kalah, R"(
   North   1   0   0   0   0   2   store 20
   South   0   0   0   0   1   0   store 24
   to move: South)");
  EXPECT_TRUE(engine.has_legal_move(going_on));
  EXPECT_FALSE(position_over(engine, going_on, false));
}

// The legal moves of Kalah's rules on rows of 1 to 16 pits, with random seeds
// and random owners (as claims would leave them): every pit the mover owns
// and that holds seeds, in cell order, and nothing else.
TEST(PositionStatus, MaskListingGivesTheMoversNonEmptyPitsInOrder) {
  Random random(3);
  for (int pits = 1; pits <= kMaxPitsPerRow; ++pits) {
    CompileOptions options;
    options.overrides["pits"] = pits;
    const RuleProgram program = bundled("kalah", options);
    const Engine engine(program);
    ASSERT_TRUE(engine.lowered().moves_by_masks) << pits;
    for (int trial = 0; trial < 300; ++trial) {
      State s = engine.initial_state();
      for (int c = 0; c < program.pit_count(); ++c)
        s.cells[static_cast<std::size_t>(c)] = static_cast<std::uint16_t>(random.below(3));
      recount_pits(s, program.pits_per_row);  // (cells written directly)
      // Contiguous rows half the time, scattered owners the other half.
      if (trial % 2) s.north_owned = random.next() & board_mask(program.pit_count());
      s.to_move = trial % 4 < 2 ? kSouth : kNorth;
      MoveList expected;
      for (int c = 0; c < program.pit_count(); ++c)
        if (s.owner(c) == s.to_move && s.cells[static_cast<std::size_t>(c)] > 0)
          expected.push(Move{static_cast<std::int8_t>(c), 0, false});
      MoveList listed;
      engine.legal_moves(s, listed);
      ASSERT_EQ(listed.size, expected.size) << pits << " pits, trial " << trial;
      for (int i = 0; i < listed.size; ++i)
        ASSERT_EQ(listed[i], expected[i]) << pits << " pits, trial " << trial << ", move " << i;
      ASSERT_EQ(engine.has_legal_move(s), expected.size > 0) << pits << " pits, trial " << trial;
    }
  }
}

}  // namespace
}  // namespace mancala::test
