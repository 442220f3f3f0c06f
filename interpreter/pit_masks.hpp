#pragma once
// Pit masks: the board's pits as 64-bit sets (bit c: pit c), computed from a
// State in a few instructions. Listing the mover's non-empty pits and asking
// whether a row is empty are the engine's most frequent questions; answering
// them with one mask instead of a loop over the cells is most of what a
// hand-written engine gains there.
#include <bit>
#include <cstdint>
#include <cstring>

#include "interpreter/state.hpp"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace mancala {

// The bits of the board's `pit_count` pits.
inline std::uint64_t board_mask(int pit_count) {
  return pit_count >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << pit_count) - 1;
}

// The pits of `state` that hold at least one seed, among the first `pit_count`.
inline std::uint64_t occupied_pits(const State& state, int pit_count) {
  std::uint64_t occupied = 0;
#if defined(__SSE2__)
  // Eight cells at a time: compare with zero, narrow to bytes, one bit per
  // cell. The last block may read cells past the pits (more pits, or the
  // stores), never past `cells`: those bits are masked off.
  static_assert(kMaxPits % 8 == 0 && kMaxPits <= kMaxCells && sizeof(State::cells[0]) == 2);
  const __m128i zero = _mm_setzero_si128();
  for (int first = 0; first < pit_count; first += 8) {
    __m128i block;
    std::memcpy(&block, state.cells.data() + first, sizeof block);
    const __m128i empty = _mm_cmpeq_epi16(block, zero);
    const auto empty_bits =
        static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_packs_epi16(empty, zero))) & 0xFFu;
    occupied |= std::uint64_t{~empty_bits & 0xFFu} << first;
  }
#else
  for (int c = 0; c < pit_count; ++c)
    occupied |= std::uint64_t{state.cells[static_cast<std::size_t>(c)] != 0} << c;
#endif
  return occupied & board_mask(pit_count);
}

// Adds one seed to every cell whose bit is set in `cells`, among the first
// 8 * `blocks` cells (at most kMaxCells): eight cells at a time, without a
// loop over the bits.
inline void add_seed_to_cells(State& state, std::uint64_t cells, int blocks) {
#if defined(__SSE2__)
  static_assert(sizeof(State::cells[0]) == 2);
  // Lane k of a block tests bit k of the block's byte: equal to its own bit
  // when set, giving all ones (-1), which subtracted adds one.
  const __m128i lane_bits = _mm_setr_epi16(1, 2, 4, 8, 16, 32, 64, 128);
  for (int block = 0; block < blocks; ++block) {
    const auto byte = static_cast<short>((cells >> (8 * block)) & 0xFFu);
    const __m128i set = _mm_cmpeq_epi16(_mm_and_si128(_mm_set1_epi16(byte), lane_bits), lane_bits);
    __m128i seeds;
    std::memcpy(&seeds, state.cells.data() + 8 * block, sizeof seeds);
    seeds = _mm_sub_epi16(seeds, set);
    std::memcpy(state.cells.data() + 8 * block, &seeds, sizeof seeds);
  }
#else
  (void)blocks;
  for (; cells != 0; cells &= cells - 1)
    state.cells[static_cast<std::size_t>(std::countr_zero(cells))]++;
#endif
}

// The pits `side` owns (ownership can change during a game: `claim`).
inline std::uint64_t owned_pits(const State& state, Side side, int pit_count) {
  const std::uint64_t board = board_mask(pit_count);
  return side == kNorth ? state.north_owned & board : ~state.north_owned & board;
}

}  // namespace mancala
