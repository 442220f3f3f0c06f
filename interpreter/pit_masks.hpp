#pragma once
// Pit masks: the board's pits as 64-bit sets (bit c: pit c), computed from a
// State in a few instructions. Listing the mover's non-empty pits and asking
// whether a row is empty are the engine's most frequent questions; answering
// them with one mask instead of a loop over the cells is most of what a
// hand-written engine gains there.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "interpreter/state.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace mancala {

// The bits of the board's `pit_count` pits (at most kMaxPits, below 64).
inline std::uint64_t board_mask(int pit_count) {
  static_assert(kMaxPits < 64);
  return (std::uint64_t{1} << pit_count) - 1;
}

// The pits of `state` that hold at least one seed, among the first `pit_count`.
inline std::uint64_t occupied_pits(const State& state, int pit_count) {
  std::uint64_t occupied = 0;
#if defined(__SSE2__)
  // Sixteen cells at a time: compare with zero, narrow to bytes, one bit per
  // cell. Every board has pits among the first sixteen cells, and at most
  // sixteen more (kMaxPits): a row of up to eight pits a side takes one step,
  // without a loop. A step may read cells past the pits (more pits, or the
  // stores), never past `cells`: those bits are masked off.
  static_assert(kMaxPits == 32 && kMaxPits <= kMaxCells && sizeof(State::cells[0]) == 2);
  const auto sixteen_from = [&state](int first) {
    const __m128i zero = _mm_setzero_si128();
    __m128i low, high;
    std::memcpy(&low, state.cells.data() + first, sizeof low);
    std::memcpy(&high, state.cells.data() + first + 8, sizeof high);
    const __m128i empty = _mm_packs_epi16(_mm_cmpeq_epi16(low, zero), _mm_cmpeq_epi16(high, zero));
    return std::uint64_t{~static_cast<std::uint32_t>(_mm_movemask_epi8(empty)) & 0xFFFFu};
  };
  occupied = sixteen_from(0);
  if (pit_count > 16) occupied |= sixteen_from(16) << 16;
#else
  for (int c = 0; c < pit_count; ++c)
    occupied |= std::uint64_t{state.cells[static_cast<std::size_t>(c)] != 0} << c;
#endif
  return occupied & board_mask(pit_count);
}

// Adds `adds[c]` seeds to cell c, for the first 8 * `blocks` cells (at most
// kMaxCells): eight cells at a time, one vector addition each.
inline void add_to_cells(State& state, const std::uint16_t* adds, int blocks) {
#if defined(__SSE2__)
  static_assert(sizeof(State::cells[0]) == 2);
  for (int block = 0; block < blocks; ++block) {
    __m128i seeds, more;
    std::memcpy(&seeds, state.cells.data() + 8 * block, sizeof seeds);
    std::memcpy(&more, adds + 8 * block, sizeof more);
    seeds = _mm_add_epi16(seeds, more);
    std::memcpy(state.cells.data() + 8 * block, &seeds, sizeof seeds);
  }
#else
  for (int c = 0; c < 8 * blocks; ++c)
    state.cells[static_cast<std::size_t>(c)] =
        static_cast<std::uint16_t>(state.cells[static_cast<std::size_t>(c)] + adds[c]);
#endif
}

// For each byte value: the positions of its set bits, lowest first, one per
// byte of `positions` (the bytes past them zero), and how many there are.
struct BytePositions {
  std::array<std::uint64_t, 256> positions{};
  std::array<std::uint8_t, 256> counts{};
};
inline constexpr BytePositions kBytePositions = [] {
  BytePositions table;
  for (int byte = 0; byte < 256; ++byte) {
    int count = 0;
    for (int bit = 0; bit < 8; ++bit)
      if ((byte >> bit) & 1) table.positions[byte] |= std::uint64_t(bit) << (8 * count++);
    table.counts[byte] = static_cast<std::uint8_t>(count);
  }
  return table;
}();

#if defined(__SSE2__)
// Writes a sowing move (no amount, no pass) for each pit of `pits`, a set of
// pits counted from pit `first`, in cell order from `at`; returns the end of
// what it wrote. A table gives the pits of each eight, and all eight moves
// are stored at once, those past the pits too: room for 8 * `blocks` moves
// from `at` is needed, where `pits` has no bit at or beyond 8 * `blocks`.
inline Move* write_pit_moves(Move* at, std::uint64_t pits, int first, int blocks) {
  static_assert(sizeof(Move) == 4 && offsetof(Move, pit) == 0 && offsetof(Move, amount) == 1 &&
                offsetof(Move, pass) == 2);
  const __m128i zero = _mm_setzero_si128();
  for (int block = 0; block < blocks; ++block, pits >>= 8) {
    const auto byte = static_cast<std::size_t>(pits & 0xFFu);
    // Eight pit numbers as bytes, widened to a 32-bit word each: the pit in
    // the move's first byte (x86 is little-endian), zero amount, no pass.
    const std::uint64_t numbers =
        kBytePositions.positions[byte] +
        static_cast<std::uint64_t>(first + 8 * block) * 0x0101010101010101u;
    const __m128i halves =
        _mm_unpacklo_epi8(_mm_cvtsi64_si128(static_cast<long long>(numbers)), zero);
    _mm_storeu_si128(reinterpret_cast<__m128i*>(at), _mm_unpacklo_epi16(halves, zero));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(at + 4), _mm_unpackhi_epi16(halves, zero));
    at += kBytePositions.counts[byte];
  }
  return at;
}
#endif

// The pits `side` owns (ownership can change during a game: `claim`).
inline std::uint64_t owned_pits(const State& state, Side side, int pit_count) {
  const std::uint64_t board = board_mask(pit_count);
  return side == kNorth ? state.north_owned & board : ~state.north_owned & board;
}

}  // namespace mancala
