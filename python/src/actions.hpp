#pragma once
// Turns as integers, for programs that want a fixed action space (OpenSpiel's
// convention). docs/python.md states the mapping; in short, with P pits and A
// the amounts a move may take (1, or up to 255 where the amount is chosen):
//   a sowing move: pit * A + (amount - 1), the pit counted from the mover's
//     side (the mover's pits 1..n are 0..n-1, the other row's n..2n-1);
//   a pass: P * A;
//   an opening (free placement): P * A + 1 + its index among the position's
//     legal openings, in the order `trace` lists them.
#include <cstdint>
#include <optional>
#include <string>

#include "interpreter/game.hpp"

namespace mancala::python {

// The action numbers of one compiled rule set.
struct ActionLayout {
  int pits = 0;                     // P
  int per_row = 0;                  // n
  int amounts = 1;                  // A
  std::int64_t pass = 0;            // the pass action
  std::int64_t opening_base = 0;    // the first opening action (when the rules have openings)
  std::uint64_t opening_bound = 0;  // at least the openings of any position (0: no openings)

  explicit ActionLayout(const RuleProgram& program);
  // Every action number is below this.
  std::uint64_t distinct() const;
};

// The action number of a legal turn of the game's position.
std::int64_t action_of(const ActionLayout& layout, const Game& game, const Turn& turn);

// The turn an action number names in the game's position, without checking
// that it is legal there; nothing (with `why` set) when the number names no
// turn of this game or of this kind of turn.
std::optional<Turn> turn_of(const ActionLayout& layout, const Game& game, std::int64_t action,
                            std::string& why);

}  // namespace mancala::python
