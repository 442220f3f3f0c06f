// PositionSet, the memory behind repetition rules: a position is found again
// however often its table has grown, a clear forgets exactly what came
// before it, and positions that differ in one cell or in the side to move
// are different positions.
#include "interpreter/position_set.hpp"

#include <gtest/gtest.h>

#include <set>

namespace mancala {
namespace {

// Position `i` of a run: distinct for distinct `i`, spread over several cells
// as a long game's positions are.
PositionSet::Key position(int i) {
  PositionSet::Key key{};
  key[0] = static_cast<std::uint16_t>(i % 7);
  key[3] = static_cast<std::uint16_t>(i / 7 % 11);
  key[11] = static_cast<std::uint16_t>(i / 77);
  key[kMaxCells - 1] = 48;  // a store
  return key;
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
  PositionSet::Key key = position(3);
  EXPECT_FALSE(seen.insert(key));
  PositionSet::Key moved = key;
  moved[kMaxCells] = 1;  // North to move
  EXPECT_FALSE(seen.insert(moved));
  for (std::size_t cell = 0; cell < kMaxCells; ++cell) {
    PositionSet::Key other = key;
    other[cell]++;
    EXPECT_FALSE(seen.insert(other)) << cell;
  }
  EXPECT_TRUE(seen.insert(key));
  EXPECT_TRUE(seen.insert(moved));
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
  PositionSet::Key key{};
  key.fill(4);
  int made = 0;
  for (std::size_t from = 0; from + 1 < kMaxCells; ++from, ++made) {
    PositionSet::Key other = key;
    other[from]--;
    other[from + 1]++;
    hashes.insert(PositionSet::hash(other));
  }
  EXPECT_EQ(hashes.size(), static_cast<std::size_t>(made));
}

}  // namespace
}  // namespace mancala
