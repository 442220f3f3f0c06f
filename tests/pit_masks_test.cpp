// Pit masks, from which the engine lists the candidate moves and tests rows
// for emptiness: the occupied-pits mask must hold exactly the pits with
// seeds, for every board size, whatever the stores and the cells past the
// pits hold, and for counts whose low byte is zero (256 seeds is not empty).
#include "interpreter/pit_masks.hpp"

#include <gtest/gtest.h>

#include "interpreter/random.hpp"

namespace mancala {
namespace {

// The mask as its definition says, one cell at a time.
std::uint64_t occupied_by_definition(const State& s, int pit_count) {
  std::uint64_t mask = 0;
  for (int c = 0; c < pit_count; ++c)
    if (s.cells[static_cast<std::size_t>(c)] != 0) mask |= std::uint64_t{1} << c;
  return mask;
}

TEST(PitMasks, OccupiedPitsAreThePitsWithSeedsOnEveryBoardSize) {
  Random random(7);
  const std::uint16_t counts[] = {0, 0, 0, 1, 2, 255, 256, 512, 0xFF00, 0xFFFF};
  for (int pit_count = 2; pit_count <= kMaxPits; pit_count += 2) {
    for (int trial = 0; trial < 200; ++trial) {
      State s;
      // Every cell, the stores and the unused cells included, gets a count.
      for (auto& cell : s.cells) cell = counts[random.below(std::size(counts))];
      EXPECT_EQ(occupied_pits(s, pit_count), occupied_by_definition(s, pit_count))
          << pit_count << " pits, trial " << trial;
    }
  }
}

TEST(PitMasks, CellsPastThePitsNeverShowInTheMask) {
  // A 2 x 3 board with empty rows; the stores and the unused cells after
  // them hold 9 each:
  //        N3 N2 N1
  //         0  0  0
  //     9           9
  //         0  0  0
  //        S1 S2 S3
  State s;
  s.cells.fill(9);
  for (int c = 0; c < 6; ++c) s.cells[static_cast<std::size_t>(c)] = 0;
  EXPECT_EQ(occupied_pits(s, 6), 0u);
  s.cells[4] = 256;  // N2, whose low byte is zero
  EXPECT_EQ(occupied_pits(s, 6), std::uint64_t{1} << 4);
}

TEST(PitMasks, OwnedPitsFollowTheOwnershipBits) {
  State s;
  s.north_owned = 0b111000;  // N1..N3 of a 2 x 3 board, as at the start
  EXPECT_EQ(owned_pits(s, kSouth, 6), 0b000111u);
  EXPECT_EQ(owned_pits(s, kNorth, 6), 0b111000u);
  s.north_owned = 0b011001;  // S1 claimed by North, N3 by South
  EXPECT_EQ(owned_pits(s, kSouth, 6), 0b100110u);
  EXPECT_EQ(owned_pits(s, kNorth, 6), 0b011001u);
}

#if defined(__SSE2__)
// write_pit_moves lists the pits of a set eight at a time: for every set of
// pits of one block, and random sets over two to four blocks from any first
// pit, it writes one move per pit, in order, and returns the end of them.
TEST(PitMasks, PitMovesAreWrittenForEveryPitOfTheSetInOrder) {
  Random random(5);
  for (int blocks = 1; blocks <= 4; ++blocks) {
    const int trials = blocks == 1 ? 256 : 500;
    for (int trial = 0; trial < trials; ++trial) {
      const std::uint64_t pits =
          blocks == 1 ? static_cast<std::uint64_t>(trial) : random.next() & board_mask(8 * blocks);
      const int first =
          static_cast<int>(random.below(static_cast<std::uint64_t>(64 - 8 * blocks + 1)));
      Move written[32 + 8];
      Move* end = write_pit_moves(written, pits, first, blocks);
      int count = 0;
      for (std::uint64_t left = pits; left != 0; left &= left - 1) {
        const Move expected{static_cast<std::int8_t>(first + std::countr_zero(left)), 0, false};
        ASSERT_LT(written + count, end) << "trial " << trial;
        ASSERT_EQ(written[count], expected) << blocks << " blocks, trial " << trial;
        ++count;
      }
      EXPECT_EQ(end, written + count) << blocks << " blocks, trial " << trial;
    }
  }
}
#endif

}  // namespace
}  // namespace mancala
