#pragma once
// The smallest whole rule file the tests of rule reading need: three pits a
// row, no captures, so that a test about files, encodings or parameters reads
// it without caring about the rules.
namespace mancala::test {

inline constexpr const char* kSmallGame = R"(game "Small"
board { rows 2  pits 3  stores aside }
setup { seeds 2 }
move { from own pits where seeds(pit) >= 1  take all }
sow { direction ccw  origin included }
lap end { end move }
game end { ends when no legal move  remaining seeds to owner }
)";

}  // namespace mancala::test
