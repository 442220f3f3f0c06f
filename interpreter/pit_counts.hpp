#pragma once
// The counts a State keeps beside its cells (State::occupied, the pits with
// seeds, and State::row_totals, the seeds of each row), and the two ways to
// keep them: set one pit's count with set_pit_seeds(), or write cells
// directly and recount_pits() after. The engine does the first where it
// writes a pit or two (a lift, a capture) and the second after a loop that
// drops seeds one by one, so that the loop itself does no more per seed.
// Every position the engine hands out, and every one a rule reads, has
// them exact; so must every position given to it.
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "interpreter/pit_masks.hpp"
#include "interpreter/state.hpp"

namespace mancala {

// Sets cell `cell` to `seeds`, keeping the counts: a pit's bit and its row's
// total follow; a store (`cell` >= 2 * `pits_per_row`) has neither.
inline void set_pit_seeds(State& s, int pits_per_row, int cell, int seeds) {
  const auto at = static_cast<std::size_t>(cell);
  const int before = s.cells[at];
  s.cells[at] = static_cast<std::uint16_t>(seeds);
  if (cell >= 2 * pits_per_row) return;
  const PitBits bit = PitBits{1} << cell;
  s.occupied = seeds != 0 ? s.occupied | bit : s.occupied & ~bit;
  s.row_totals[cell < pits_per_row ? kSouth : kNorth] += static_cast<std::uint32_t>(seeds - before);
}

// Sets the counts from the cells, for a board of `pits_per_row` pits a row.
// Eight cells at a time: the engine recounts after every relay sowing it
// simulates, and a loop over the cells cost a seventh of such a game's time.
inline void recount_pits(State& s, int pits_per_row) {
  const int pits = 2 * pits_per_row;
#if defined(__SSE2__)
  static_assert(kMaxPits % 8 == 0 && kMaxPits <= kMaxCells && sizeof(State::cells[0]) == 2);
  const __m128i zero = _mm_setzero_si128();
  const __m128i row_end = _mm_set1_epi16(static_cast<short>(pits_per_row));
  const __m128i board_end = _mm_set1_epi16(static_cast<short>(pits));
  __m128i cell = _mm_setr_epi16(0, 1, 2, 3, 4, 5, 6, 7);
  __m128i south = zero, north = zero;  // four 32-bit partial sums each
  std::uint32_t occupied = 0;
  for (int first = 0; first < pits; first += 8) {
    __m128i seeds;
    std::memcpy(&seeds, s.cells.data() + first, sizeof seeds);
    // Each cell's share: its row's, and nothing past the pits (the stores).
    const __m128i in_south = _mm_cmplt_epi16(cell, row_end);
    const __m128i on_board = _mm_cmplt_epi16(cell, board_end);
    const __m128i of_south = _mm_and_si128(seeds, in_south);
    const __m128i of_north = _mm_andnot_si128(in_south, _mm_and_si128(seeds, on_board));
    // Widened to 32 bits before adding: a pit may hold up to 65535 seeds.
    south = _mm_add_epi32(south, _mm_add_epi32(_mm_unpacklo_epi16(of_south, zero),
                                               _mm_unpackhi_epi16(of_south, zero)));
    north = _mm_add_epi32(north, _mm_add_epi32(_mm_unpacklo_epi16(of_north, zero),
                                               _mm_unpackhi_epi16(of_north, zero)));
    const __m128i empty = _mm_packs_epi16(_mm_cmpeq_epi16(seeds, zero), zero);
    occupied |= (~static_cast<std::uint32_t>(_mm_movemask_epi8(empty)) & 0xFFu) << first;
    cell = _mm_add_epi16(cell, _mm_set1_epi16(8));
  }
  // The four partial sums of each row, added: South's in lane 0, North's in lane 2.
  const __m128i pairs =
      _mm_add_epi32(_mm_unpacklo_epi64(south, north), _mm_unpackhi_epi64(south, north));
  const __m128i sums = _mm_add_epi32(pairs, _mm_shuffle_epi32(pairs, _MM_SHUFFLE(2, 3, 0, 1)));
  s.row_totals[kSouth] = static_cast<std::uint32_t>(_mm_cvtsi128_si32(sums));
  s.row_totals[kNorth] =
      static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm_unpackhi_epi64(sums, sums)));
  s.occupied = static_cast<PitBits>(occupied & board_mask(pits));
#else
  s.occupied = static_cast<PitBits>(occupied_pits(s, pits));
  PerSide<std::uint32_t> totals;
  for (int c = 0; c < pits_per_row; ++c) totals[kSouth] += s.cells[static_cast<std::size_t>(c)];
  for (int c = pits_per_row; c < pits; ++c) totals[kNorth] += s.cells[static_cast<std::size_t>(c)];
  s.row_totals = totals;
#endif
}

// Whether the counts are those of the cells (for tests and checks).
inline bool pit_counts_exact(const State& s, int pits_per_row) {
  State recounted = s;
  recount_pits(recounted, pits_per_row);
  return recounted.occupied == s.occupied && recounted.row_totals == s.row_totals;
}

}  // namespace mancala
