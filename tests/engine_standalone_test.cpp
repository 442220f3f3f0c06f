// The engine on its own: a program built by hand, without a rule file, run by
// a test linked against the engine library alone (not the parser, not the
// presentation). It fails to link if the engine comes to need either, which
// keeps the pipeline's layers apart (docs/architecture.md).
#include <gtest/gtest.h>

#include "interpreter/engine.hpp"
#include "interpreter/game.hpp"
#include "interpreter/random.hpp"

namespace mancala {
namespace {

// 2 x 3 pits of 2 seeds, stores aside, counter-clockwise; a lap that ends on
// a pit now holding 3 seeds captures them; the game ends when the player to
// move has no legal move, the seeds left going to their owner.
RuleProgram hand_built_program() {
  RuleProgram p;
  p.game_name = "Hand-built";
  p.pits_per_row = 3;
  p.stores = StoreMode::aside;
  for (int c = 0; c < 6; ++c) p.initial[static_cast<std::size_t>(c)] = 2;
  p.total_seeds = 12;
  p.nodes.resize(5);
  p.nodes[0].op = Op::pit_last;
  p.nodes[1].op = Op::seeds_of;
  p.nodes[1].kids[0] = 0;
  p.nodes[2].op = Op::constant;
  p.nodes[2].value = 3;
  p.nodes[3].op = Op::eq;
  p.nodes[3].kids[0] = 1;
  p.nodes[3].kids[1] = 2;
  p.nodes[4].op = Op::no_legal_move;
  LapRule capture;
  capture.condition = 3;
  capture.actions.push_back(Action{ActionKind::capture_pits, {0}, -1, false});
  capture.actions.push_back(Action{ActionKind::end_move, {}, -1, false});
  LapRule otherwise;
  otherwise.actions.push_back(Action{ActionKind::end_move, {}, -1, false});
  p.lap_rules = {capture, otherwise};
  p.end_conditions = {4};
  p.sweeps = {SweepRule{}};
  // The circuit S1 S2 S3 N1 N2 N3, S1 facing N3.
  p.next.fill(-1);
  p.prev_pit.fill(-1);
  p.opposite.fill(-1);
  for (int c = 0; c < 6; ++c) {
    p.next[static_cast<std::size_t>(c)] = static_cast<std::int8_t>((c + 1) % 6);
    p.prev_pit[static_cast<std::size_t>(c)] = static_cast<std::int8_t>((c + 5) % 6);
    p.opposite[static_cast<std::size_t>(c)] = static_cast<std::int8_t>(5 - c);
  }
  return p;
}

TEST(EngineStandalone, PlaysAHandBuiltProgram) {
  const RuleProgram program = hand_built_program();
  const Engine engine(program);
  State s = engine.initial_state();
  MoveList moves;
  engine.legal_moves(s, moves);
  ASSERT_EQ(moves.size, 3);  // S1, S2, S3
  // S1's 2 seeds go to S2 and S3; S3 then holds 3, which are captured.
  const MoveOutcome outcome = engine.apply(s, Move{0, 0, false});
  EXPECT_TRUE(outcome.captured);
  EXPECT_EQ(outcome.captured_seeds, 3);
  const std::array<int, 6> expected = {0, 3, 0, 2, 2, 2};
  for (int c = 0; c < 6; ++c) EXPECT_EQ(s.cells[static_cast<std::size_t>(c)], expected[c]) << c;
  EXPECT_EQ(s.cells[static_cast<std::size_t>(program.store_cell(kSouth))], 3);
  EXPECT_EQ(s.to_move, kNorth);
}

TEST(EngineStandalone, RandomGamesEndAndKeepEverySeed) {
  const RuleProgram program = hand_built_program();
  const Engine engine(program);
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    Random random(seed);
    Game game(engine);
    int plies = 0;
    while (!game.over() && plies < 500) {
      const MoveList& legal = game.legal();
      game.play(legal[static_cast<int>(random.below(static_cast<std::uint64_t>(legal.size)))]);
      ++plies;
    }
    ASSERT_TRUE(game.over()) << "seed " << seed;
    const GameResult result = game.result();
    EXPECT_EQ(result.south + result.north + result.unclaimed, 12) << "seed " << seed;
  }
}

}  // namespace
}  // namespace mancala
