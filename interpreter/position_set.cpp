#include "interpreter/position_set.hpp"

#include <algorithm>
#include <bit>
#include <cstring>

namespace mancala {
namespace {

// SplitMix64's finaliser: every input bit reaches every output bit, so that
// the table's index (the low bits) depends on the whole key.
std::uint64_t finalise(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace

int PositionSet::words_for(int cell_count, bool narrow) {
  const int bytes = (cell_count + 1) * (narrow ? 1 : 2);
  return (bytes + 7) / 8;
}

PositionSet::Key PositionSet::pack(const std::uint16_t* cells, int cell_count, Side to_move,
                                   bool narrow) {
  unsigned char bytes[sizeof(Key)] = {};
  const auto side = static_cast<std::uint16_t>(index(to_move));
  if (narrow) {
    for (int c = 0; c < cell_count; ++c) bytes[c] = static_cast<unsigned char>(cells[c]);
    bytes[cell_count] = static_cast<unsigned char>(side);
  } else {
    std::memcpy(bytes, cells, 2 * static_cast<std::size_t>(cell_count));
    std::memcpy(bytes + 2 * cell_count, &side, sizeof side);
  }
  Key key;
  std::memcpy(key.data(), bytes, sizeof key);
  return key;
}

std::uint64_t PositionSet::hash(const Key& key, int words) {
  // Each word folded in by a multiply: a few instructions a word, for as
  // many words as the positions fill.
  std::uint64_t h = 0x9E3779B97F4A7C15ULL;
  for (int w = 0; w < words; ++w)
    h = std::rotl((h ^ key[static_cast<std::size_t>(w)]) * 0x9FB21C651E98DF25ULL, 29);
  return finalise(h);
}

bool PositionSet::insert(const Key& key) {
  // A position is compared in full only when its hash matches.
  const std::uint64_t h = hash(key, words_);
  const auto words = static_cast<std::size_t>(words_);
  if (2 * (size() + 1) > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = h & mask;; at = (at + 1) & mask) {
    Slot& slot = slots_[at];
    if (slot.generation != generation_) {
      slot = Slot{generation_, static_cast<std::uint32_t>(size())};
      keys_.insert(keys_.end(), key.begin(), key.begin() + words_);
      hashes_.push_back(h);
      return false;
    }
    if (hashes_[slot.index] == h &&
        std::equal(key.begin(), key.begin() + words_, keys_.begin() + slot.index * words))
      return true;
  }
}

void PositionSet::clear() {
  keys_.clear();
  hashes_.clear();
  // Every slot filled so far is now from an older generation: free. When the
  // count wraps round (after four billion clears), the slots are reset.
  if (++generation_ == 0) {
    std::fill(slots_.begin(), slots_.end(), Slot{});
    generation_ = 1;
  }
}

void PositionSet::grow() {
  slots_.assign(std::max<std::size_t>(kInitialSlots, 2 * slots_.size()), Slot{});
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = 0; i < size(); ++i) {
    std::size_t at = hashes_[i] & mask;
    while (slots_[at].generation == generation_) at = (at + 1) & mask;
    slots_[at] = Slot{generation_, static_cast<std::uint32_t>(i)};
  }
}

}  // namespace mancala
