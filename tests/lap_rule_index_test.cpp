// The lap-end rules are indexed by mover and last cell (LapRuleIndex in
// interpreter/lowered_program.hpp): a rule's tests of where the last seed
// landed are decided once, and the engine tests only the rest. The index must
// give every rule's condition exactly: on positions of random games of every
// bundled file and variant, for every last cell, both movers and both `was
// empty` answers. And when a pit has changed owner (`claim`), the engine must
// stop trusting the index, which was built for the starting owners.
#include <gtest/gtest.h>

#include "agents/random_agent.hpp"
#include "interpreter/lowered_program.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// Whether rule `r` holds in `ctx` as the engine decides it with the index.
bool holds_by_index(const RuleProgram& p, const LoweredProgram& low, int r,
                    const EvalContext& ctx) {
  const std::uint64_t possible = low.lap_index.rules_for(ctx.mover, ctx.last, ctx.last_was_empty);
  if (((possible >> r) & 1) == 0) return false;
  return holds(p, low.lap_rules[static_cast<std::size_t>(r)].beyond_place, ctx);
}

// Compares the index with each rule's whole condition on the positions of a
// few random games of `program`, for every cell as the last one.
void expect_index_agrees(const RuleProgram& program, const std::string& what) {
  const Engine engine(program);
  const LoweredProgram& low = engine.lowered();
  ASSERT_TRUE(low.lap_index.usable) << what;
  int compared = 0;
  for (int g = 0; g < 4; ++g) {
    Game game(engine);
    RandomAgent agent(derive_seed(11, static_cast<std::uint64_t>(g)));
    for (int ply = 0; ply < 200 && !game.over(); ++ply) {
      const State& s = game.state();
      if (s.north_owned == low.lap_index.north_owned) {
        for (const Side mover : kSides)
          for (int last = -1; last < program.pit_count() + 2; ++last)
            for (const bool was_empty : {false, true}) {
              EvalContext ctx;
              ctx.state = &s;
              ctx.mover = mover;
              ctx.last = last;
              ctx.origin = 0;
              ctx.last_was_empty = was_empty;
              for (int r = 0; r < low.lap_rules_run; ++r) {
                const bool whole =
                    holds(program, low.lap_rules[static_cast<std::size_t>(r)].condition, ctx);
                ASSERT_EQ(holds_by_index(program, low, r, ctx), whole)
                    << what << " rule " << r + 1 << " mover " << side_name(mover) << " last "
                    << last << " was empty " << was_empty << " ply " << ply;
                ++compared;
              }
            }
      }
      game.play(agent.choose(game));
    }
  }
  if (low.lap_rules_run > 0) EXPECT_GT(compared, 0) << what;
}

TEST(LapRuleIndex, GivesEveryRuleOfEveryBundledFileAndVariantExactly) {
  for (const BundledProgram& bundled : bundled_programs_and_variants())
    expect_index_agrees(bundled.program, bundled.label);
}

TEST(LapRuleIndex, OnlyTheRulesThatCanHoldAreLeftForACell) {
  // Kalah's rules: play again in the own store; capture from an own pit.
  const RuleProgram kalah = bundled("kalah");
  const LoweredProgram& low = *kalah.lowered;
  // The capture needs an empty pit: that the last pit was empty is indexed too.
  const auto rules_for = [&](Side mover, int last) {
    return low.lap_index.rules_for(mover, last, true);
  };
  // Cells 0..5 are South's pits, 6..11 North's, 12 and 13 the stores.
  EXPECT_EQ(rules_for(kSouth, 12), 0b001u) << "South's store: the extra turn alone";
  EXPECT_EQ(rules_for(kSouth, 2), 0b010u) << "South's pit: the capture alone";
  EXPECT_EQ(rules_for(kSouth, 8), 0b000u) << "North's pit: no rule for South";
  EXPECT_EQ(rules_for(kNorth, 8), 0b010u);
  EXPECT_EQ(rules_for(kNorth, 13), 0b001u);
  EXPECT_EQ(rules_for(kNorth, 12), 0b000u);
  EXPECT_EQ(low.lap_index.rules_for(kSouth, 2, false), 0b000u) << "an occupied pit: no capture";
  EXPECT_EQ(low.lap_index.rules_for(kSouth, 12, false), 0b001u);
}

TEST(LapRuleIndex, ARelayOnAnOccupiedLastPitIsOneBit) {
  // Mbothe: rule 1 relays when the last pit was occupied; rule 2 captures
  // from an own pit.
  const RuleProgram mbothe = bundled("mbothe");
  const LapRuleIndex& index = mbothe.lowered->lap_index;
  EXPECT_EQ(index.rules_for(kSouth, 3, false) & 1, 1u);
  EXPECT_EQ(index.rules_for(kSouth, 3, true) & 1, 0u);
  EXPECT_EQ(index.rules_for(kSouth, 3, true) & 2, 2u) << "South's own pit";
  EXPECT_EQ(index.rules_for(kSouth, 13, true) & 2, 0u) << "North's pit";
  EXPECT_TRUE(mbothe.lowered->lap_rules[0].beyond_place.always());
}

TEST(LapRuleIndex, APitClaimedByTheOpponentIsNotTreatedAsOwn) {
  // A capture into an own empty pit. South's S2 has been claimed by North.
  const RuleProgram program = from_text(R"(game "Claimed"
board { rows 2  pits 3  stores aside }
setup { seeds 2 }
move { from own pits }
sow { origin included }
lap end {
  if last is own and last was empty and seeds(opposite) > 0: capture opposite and last
  end move
}
game end { ends when no legal move  remaining seeds to owner }
)");
  const Engine engine(program);
  const char* drawing =
      "   North   3   3   3   store 0\n"
      "   South   1   0   0   store 0\n"
      "   to move: South";
  // With the starting owners, S1's seed lands in South's empty S2 and takes N2.
  State own = board(program, drawing);
  engine.apply(own, Move{0, 0, false});
  EXPECT_EQ(own.cells[static_cast<std::size_t>(program.store_cell(kSouth))], 4);
  // With S2 North's, the same seed lands in an opponent's pit: no capture.
  State claimed = board(program, drawing);
  claimed.north_owned |= std::uint64_t{1} << 1;
  engine.apply(claimed, Move{0, 0, false});
  EXPECT_EQ(claimed.cells[static_cast<std::size_t>(program.store_cell(kSouth))], 0);
  EXPECT_EQ(claimed.cells[1], 1);
}

}  // namespace
}  // namespace mancala::test
