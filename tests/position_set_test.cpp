// PositionSet, the memory behind repetition rules: a position is found again
// however often its table has grown, a clear forgets exactly what came
// before it, and positions that differ in one cell or in the side to move
// are different positions.
#include "interpreter/position_set.hpp"

#include <gtest/gtest.h>

#include <array>
#include <set>

namespace mancala {
namespace {

using Cells = PositionSet::Cells;

// Position `i` of a run: distinct for distinct `i`, spread over several cells
// as a long game's positions are.
Cells cells_of(int i) {
  Cells cells{};
  cells[0] = static_cast<std::uint16_t>(i % 7);
  cells[3] = static_cast<std::uint16_t>(i / 7 % 11);
  cells[11] = static_cast<std::uint16_t>(i / 77);
  cells[kMaxCells - 1] = 48;  // a store
  return cells;
}
PositionSet::Key position(int i) {
  return PositionSet::pack(cells_of(i), kMaxCells, kSouth, false);
}

TEST(PositionSet, FindsEveryPositionAsItsTableGrows) {
  constexpr int kPositions = 1000;  // far past kInitialSlots: the table grows several times
  PositionSet seen;
  for (int i = 0; i < kPositions; ++i) EXPECT_FALSE(seen.insert(position(i))) << i;
  EXPECT_EQ(seen.size(), static_cast<std::size_t>(kPositions));
  for (int i = 0; i < kPositions; ++i) EXPECT_TRUE(seen.insert(position(i))) << i;
  EXPECT_EQ(seen.size(), static_cast<std::size_t>(kPositions));
}

TEST(PositionSet, ASmallSetFindsItsPositionsToo) {
  PositionSet seen;
  for (int i = 0; i < 5; ++i) EXPECT_FALSE(seen.insert(position(i)));
  for (int i = 4; i >= 0; --i) EXPECT_TRUE(seen.insert(position(i)));
  EXPECT_FALSE(seen.insert(position(5)));
}

TEST(PositionSet, OneSeedOrTheSideToMoveMakesAnotherPosition) {
  PositionSet seen;
  const Cells cells = cells_of(3);
  const PositionSet::Key key = PositionSet::pack(cells, kMaxCells, kSouth, false);
  const PositionSet::Key moved = PositionSet::pack(cells, kMaxCells, kNorth, false);
  EXPECT_FALSE(seen.insert(key));
  EXPECT_FALSE(seen.insert(moved));
  for (std::size_t cell = 0; cell < kMaxCells; ++cell) {
    Cells other = cells;
    other[cell] = static_cast<std::uint16_t>(other[cell] + 256);  // the high byte counts too
    EXPECT_FALSE(seen.insert(PositionSet::pack(other, kMaxCells, kSouth, false))) << cell;
  }
  EXPECT_TRUE(seen.insert(key));
  EXPECT_TRUE(seen.insert(moved));
}

// Oware's board packed a byte a cell: 14 cells and the side to move fill two
// words, and every cell, every count up to 255 and the side make another position.
TEST(PositionSet, NarrowKeysTellEveryCellCountAndSideApart) {
  constexpr int kCells = 14;
  const int words = PositionSet::words_for(kCells, true);
  EXPECT_EQ(words, 2);
  EXPECT_EQ(PositionSet::words_for(kCells, false), 4);
  PositionSet seen(words);
  Cells cells{};
  cells.fill(4);
  EXPECT_FALSE(seen.insert(PositionSet::pack(cells, kCells, kSouth, true)));
  EXPECT_FALSE(seen.insert(PositionSet::pack(cells, kCells, kNorth, true)));
  for (int cell = 0; cell < kCells; ++cell)
    for (const std::uint16_t count : {0, 5, 254, 255}) {
      Cells other = cells;
      other[static_cast<std::size_t>(cell)] = count;
      EXPECT_FALSE(seen.insert(PositionSet::pack(other, kCells, kSouth, true)))
          << cell << " " << count;
    }
  EXPECT_TRUE(seen.insert(PositionSet::pack(cells, kCells, kSouth, true)));
  EXPECT_TRUE(seen.insert(PositionSet::pack(cells, kCells, kNorth, true)));
  // The cells past the position's are not part of it.
  Cells beyond = cells;
  beyond[kCells] = 9;
  EXPECT_TRUE(seen.insert(PositionSet::pack(beyond, kCells, kSouth, true)));
}

TEST(PositionSet, ClearForgetsEveryPosition) {
  PositionSet seen;
  for (int i = 0; i < 100; ++i) seen.insert(position(i));
  seen.clear();
  EXPECT_EQ(seen.size(), 0u);
  for (int i = 0; i < 100; ++i) EXPECT_FALSE(seen.insert(position(i))) << i;
}

// A clear is a new generation of the table, not an emptied one: runs of
// different lengths after many clears (a game's runs between captures) find
// their own positions and none of the runs before, also once the table has
// grown within a run.
TEST(PositionSet, EachRunBetweenClearsSeesOnlyItsOwnPositions) {
  PositionSet seen;
  for (int run = 0; run < 300; ++run) {
    const int length = run % 7 == 0 ? 150 : 1 + run % 13;
    const int first = run * 3;  // runs overlap with the ones before them
    for (int i = first; i < first + length; ++i)
      ASSERT_FALSE(seen.insert(position(i))) << "run " << run << ", position " << i;
    for (int i = first; i < first + length; ++i)
      ASSERT_TRUE(seen.insert(position(i))) << "run " << run << ", position " << i;
    ASSERT_EQ(seen.size(), static_cast<std::size_t>(length));
    seen.clear();
  }
}

// The hash spreads positions over the table: positions that differ by a seed
// moved from one pit to its neighbour (as sowings make them) get distinct hashes.
TEST(PositionSet, NeighbouringPositionsHashApart) {
  std::set<std::uint64_t> hashes;
  Cells cells{};
  cells.fill(4);
  int made = 0;
  for (std::size_t from = 0; from + 1 < kMaxCells; ++from, ++made) {
    Cells other = cells;
    other[from]--;
    other[from + 1]++;
    for (const bool narrow : {false, true})
      hashes.insert(PositionSet::hash(PositionSet::pack(other, kMaxCells, kSouth, narrow),
                                      PositionSet::words_for(kMaxCells, narrow)));
  }
  EXPECT_EQ(hashes.size(), static_cast<std::size_t>(2 * made));
}

}  // namespace
}  // namespace mancala
