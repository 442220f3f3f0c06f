#include "interpreter/position_set.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace mancala {
int PositionSet::words_for(int cell_count, bool narrow) {
  const int bytes = (cell_count + 1) * (narrow ? 1 : 2);
  return (bytes + 7) / 8;
}

PositionSet::Key PositionSet::pack(const Cells& cells, int cell_count, Side to_move, bool narrow) {
  // Every cell is copied, the ones past the position's too (a fixed amount,
  // no loop whose length varies), then sixteen zero bytes are written where
  // the position ends and the side to move after its last cell.
  unsigned char bytes[sizeof(Key) + 16];
  const auto side = static_cast<std::uint16_t>(index(to_move));
  if (narrow) {
    static_assert(kMaxCells % 2 == 0 && sizeof(bytes) >= kMaxCells + 16);
#if defined(__SSE2__)
    // Eight counts at a time, narrowed to bytes (each at most 255 here).
    const __m128i zero = _mm_setzero_si128();
    int c = 0;
    for (; c + 8 <= kMaxCells; c += 8) {
      __m128i block;
      std::memcpy(&block, cells.data() + c, sizeof block);
      _mm_storel_epi64(reinterpret_cast<__m128i*>(bytes + c), _mm_packus_epi16(block, zero));
    }
    for (; c < kMaxCells; ++c)
      bytes[c] = static_cast<unsigned char>(cells[static_cast<std::size_t>(c)]);
#else
    for (int c = 0; c < kMaxCells; ++c)
      bytes[c] = static_cast<unsigned char>(cells[static_cast<std::size_t>(c)]);
#endif
    std::memset(bytes + cell_count, 0, 16);
    std::memset(bytes + kMaxCells, 0, sizeof(bytes) - kMaxCells);
    bytes[cell_count] = static_cast<unsigned char>(side);
  } else {
    static_assert(sizeof(bytes) >= sizeof(Cells) + 16);
    std::memcpy(bytes, cells.data(), sizeof(Cells));
    std::memset(bytes + sizeof(Cells), 0, sizeof(bytes) - sizeof(Cells));
    std::memset(bytes + 2 * cell_count, 0, 16);
    std::memcpy(bytes + 2 * cell_count, &side, sizeof side);
  }
  Key key;
  std::memcpy(key.data(), bytes, sizeof key);
  return key;
}

std::uint64_t PositionSet::hash(const Key& key, int words) {
  // Each word folded in by a multiply, after turning the sum so far half
  // round (a product's high bits depend on all of its input, its low bits
  // only on the input's low bits): a few instructions a word, for as many
  // words as the positions fill. The table reads the top bits.
  std::uint64_t h = 0x9E3779B97F4A7C15ULL;
  for (int w = 0; w < words; ++w)
    h = (std::rotl(h, 32) ^ key[static_cast<std::size_t>(w)]) * 0x9FB21C651E98DF25ULL;
  return h;
}

bool PositionSet::insert(const Key& key) {
  // A position is compared in full only when its hash matches.
  const std::uint64_t h = hash(key, words_);
  const auto words = static_cast<std::size_t>(words_);
  if (2 * (count_ + 1) > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = static_cast<std::size_t>(h >> shift_);; at = (at + 1) & mask) {
    Slot& slot = slots_[at];
    if (slot.generation != generation_) {
      slot = Slot{generation_, static_cast<std::uint32_t>(count_)};
      std::copy_n(key.begin(), words, keys_.begin() + static_cast<std::ptrdiff_t>(count_ * words));
      hashes_[count_] = h;
      ++count_;
      return false;
    }
    if (hashes_[slot.index] == h &&
        std::equal(key.begin(), key.begin() + words_,
                   keys_.begin() + static_cast<std::ptrdiff_t>(slot.index * words)))
      return true;
  }
}

void PositionSet::clear() {
  count_ = 0;
  // Every slot filled so far is now from an older generation: free. When the
  // count wraps round (after four billion clears), the slots are reset.
  if (++generation_ == 0) {
    std::fill(slots_.begin(), slots_.end(), Slot{});
    generation_ = 1;
  }
}

void PositionSet::grow() {
  slots_.assign(std::max<std::size_t>(kInitialSlots, 2 * slots_.size()), Slot{});
  shift_ = 64 - std::countr_zero(slots_.size());
  // Room for as many positions as the table holds before it grows again: one
  // allocation per growth, and adding a position then writes in place.
  const std::size_t positions = slots_.size() / 2;
  keys_.resize(positions * static_cast<std::size_t>(words_));
  hashes_.resize(positions);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = 0; i < count_; ++i) {
    std::size_t at = static_cast<std::size_t>(hashes_[i] >> shift_);
    while (slots_[at].generation == generation_) at = (at + 1) & mask;
    slots_[at] = Slot{generation_, static_cast<std::uint32_t>(i)};
  }
}

}  // namespace mancala
