#pragma once
// Counting the ways to place seeds over pits (stars and bars), exactly in 128
// bits and saturating above: the number of free-placement openings, which the
// engine samples (interpreter/opening.cpp) and the Python module ranks
// (python/src/opening_rank.cpp), runs to 3 x 10^8 and beyond.
#include <algorithm>

namespace mancala {

__extension__ typedef unsigned __int128 PlacementCount;

// The value counts saturate at: far above any count that fits in 64 bits.
inline constexpr PlacementCount kSaturatedCount = ~PlacementCount{0} >> 1;

// C(n, k), saturating at kSaturatedCount.
inline PlacementCount choose(int n, int k) {
  if (k < 0 || k > n) return 0;
  k = std::min(k, n - k);
  PlacementCount result = 1;
  for (int i = 1; i <= k; ++i) {
    result = result * static_cast<PlacementCount>(n - k + i) / static_cast<PlacementCount>(i);
    if (result > kSaturatedCount / static_cast<PlacementCount>(n + 1)) return kSaturatedCount;
  }
  return result;
}

// Placements of `seeds` seeds over `pits` pits, each pit 0 or more:
// C(seeds + pits - 1, pits - 1); 1 for no seed, 0 for seeds and no pit.
inline PlacementCount placements(int seeds, int pits) {
  if (seeds == 0) return 1;
  if (pits <= 0) return 0;
  return choose(seeds + pits - 1, pits - 1);
}

}  // namespace mancala
