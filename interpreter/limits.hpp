#pragma once
// What a rule file may demand, so that any position's legal moves are found in
// well under a second (docs/language.md, "Limits", gives the figures measured
// at these bounds). The compiler refuses values outside them.

namespace mancala::limits {

constexpr int kMaxSeedsPerPit = 1000;
constexpr int kMaxTotalSeeds = 10000;  // all the pits of the setup together
constexpr int kMaxLapLimit = 100000;
constexpr int kMaxTakeAnySeeds = 255;  // a partial harvest names its amount in one byte
constexpr int kMaxWinWeight = 1000;
// Move filters a move block may state (the engine keeps one bit per filter
// and move; a feeding block adds one more).
constexpr int kMaxMoveFilters = 31;

// The work of finding one position's legal moves, in units of 3 to 4 ns: every
// candidate move is sown in full, up to the lap limit, each seed passing cells
// and testing the skip condition at each of them. See check_sowing_work() in
// dsl/check_warnings.cpp.
constexpr long long kMaxSowingWork = 100'000'000;

}  // namespace mancala::limits
