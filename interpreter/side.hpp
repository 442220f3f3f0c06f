#pragma once
// Side: one of the two players of a game, as the rules see them. Rules speak of
// "the mover" and "the opponent"; the engine speaks of a Side and its
// opponent(), never of an int, `opponent(mover)` or -1 for "nobody". (agents/player.hpp's
// Player is something else: what chooses the turns of a side.)
#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

namespace mancala {

// South (the bottom row, first to move unless the rules say otherwise) or North.
enum class Side : std::uint8_t { south = 0, north = 1 };

inline constexpr Side kSouth = Side::south;
inline constexpr Side kNorth = Side::north;
// Both sides, South first, for loops over the two.
inline constexpr std::array<Side, 2> kSides = {Side::south, Side::north};

// The other side.
constexpr Side opponent(Side side) {
  return side == Side::south ? Side::north : Side::south;
}

// The side's position in per-side tables (South 0, North 1).
constexpr std::size_t index(Side side) {
  return static_cast<std::size_t>(side);
}

// The side at position `i` (0 South, 1 North) of a per-side table.
constexpr Side side_at(std::size_t i) {
  return i == 0 ? Side::south : Side::north;
}

// "South" or "North".
constexpr const char* side_name(Side side) {
  return side == Side::south ? "South" : "North";
}

// "S" or "N", as the move notation, the trace protocol and the records write a side.
constexpr char side_letter(Side side) {
  return side == Side::south ? 'S' : 'N';
}

// A game's or a match's winner: a side, or none for a draw.
using Winner = std::optional<Side>;

// One value per side, read and written by Side.
template <typename T>
struct PerSide {
  std::array<T, 2> values{};

  T& operator[](Side side) { return values[index(side)]; }
  const T& operator[](Side side) const { return values[index(side)]; }
  friend bool operator==(const PerSide&, const PerSide&) = default;
};

}  // namespace mancala
