#pragma once
// Free-placement openings: a player empties K of their own occupied pits and
// places the lifted seeds anywhere on the board. The number of such moves is
// huge (about 3 x 10^8 for Kiothi), so they are counted by formula, sampled
// uniformly without being listed, and enumerated only when few.
#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "interpreter/program.hpp"
#include "interpreter/state.hpp"

namespace mancala {

class Random;

// One opening: the emptied pits (in circuit order) and the seeds placed in each pit.
struct Opening {
  std::array<std::int8_t, kMaxPits> emptied{};
  int emptied_count = 0;
  std::array<std::uint16_t, kMaxPits> placed{};

  friend bool operator==(const Opening&, const Opening&) = default;
};

// True when the player to move is in an opening turn (each player's first turn).
// Inline: the game driver asks it of every position.
inline bool is_opening_turn(const RuleProgram& program, const State& state) {
  return program.opening_empty > 0 && state.ply < 2;
}

// The exact number of legal openings, saturating at UINT64_MAX.
std::uint64_t count_openings(const RuleProgram& program, const State& state);

// All legal openings in notation order, when there are at most `limit`; else nothing.
std::optional<std::vector<Opening>> list_openings(const RuleProgram& program, const State& state,
                                                  std::uint64_t limit);

// A legal opening drawn uniformly among all of them (there must be at least one).
Opening sample_opening(const RuleProgram& program, const State& state, Random& random);

// Plays a legal opening; after the second opening, sets the marks the rules set then.
void apply_opening(const RuleProgram& program, State& state, const Opening& opening);

}  // namespace mancala
