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

std::uint64_t PositionSet::hash(const Key& key) {
  // The key read as 64-bit words, each folded in by a multiply: a few
  // instructions a word, where a key per (cell, count) cost a mixing
  // function per cell.
  constexpr std::size_t kBytes = sizeof(Key);
  const auto* bytes = reinterpret_cast<const unsigned char*>(key.data());
  std::uint64_t h = 0x9E3779B97F4A7C15ULL;
  std::size_t at = 0;
  for (; at + 8 <= kBytes; at += 8) {
    std::uint64_t word;
    std::memcpy(&word, bytes + at, 8);
    h = std::rotl((h ^ word) * 0x9FB21C651E98DF25ULL, 29);
  }
  if (at < kBytes) {
    std::uint64_t word = 0;
    std::memcpy(&word, bytes + at, kBytes - at);
    h = std::rotl((h ^ word) * 0x9FB21C651E98DF25ULL, 29);
  }
  return finalise(h);
}

bool PositionSet::insert(const Key& key) {
  // A position is compared in full only when its hash matches.
  const std::uint64_t h = hash(key);
  if (2 * (keys_.size() + 1) > slots_.size()) grow();
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = h & mask;; at = (at + 1) & mask) {
    Slot& slot = slots_[at];
    if (slot.generation != generation_) {
      slot = Slot{generation_, static_cast<std::uint32_t>(keys_.size())};
      keys_.push_back(key);
      hashes_.push_back(h);
      return false;
    }
    if (hashes_[slot.index] == h && keys_[slot.index] == key) return true;
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
  for (std::size_t i = 0; i < keys_.size(); ++i) {
    std::size_t at = hashes_[i] & mask;
    while (slots_[at].generation == generation_) at = (at + 1) & mask;
    slots_[at] = Slot{generation_, static_cast<std::uint32_t>(i)};
  }
}

}  // namespace mancala
