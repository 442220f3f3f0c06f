#include "interpreter/position_set.hpp"

#include <algorithm>

namespace mancala {
namespace {

// The key of one (cell, value) pair, computed rather than tabled: seed counts
// go up to 65535, too many for a table per cell. SplitMix64's finaliser makes
// every pair's key independent-looking.
std::uint64_t zobrist_key(std::uint64_t cell, std::uint64_t value) {
  std::uint64_t z = (cell << 16 | value) * 0x9E3779B97F4A7C15ULL + 0x632BE59BD9B4E019ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace

std::uint64_t PositionSet::hash(const Key& key) {
  std::uint64_t h = 0;
  for (std::size_t i = 0; i < key.size(); ++i)
    if (key[i] != 0) h ^= zobrist_key(i, key[i]);  // an empty cell adds nothing
  return h;
}

bool PositionSet::insert(const Key& key) {
  if (keys_.size() < kLinearSize) {
    if (std::find(keys_.begin(), keys_.end(), key) != keys_.end()) return true;
    keys_.push_back(key);
    return false;
  }
  if (hashes_.size() < keys_.size()) {  // the set has just outgrown linear search
    for (std::size_t i = hashes_.size(); i < keys_.size(); ++i) hashes_.push_back(hash(keys_[i]));
    slots_.clear();
  }
  if (2 * (keys_.size() + 1) > slots_.size()) grow();
  const std::uint64_t h = hash(key);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t at = h & mask;; at = (at + 1) & mask) {
    const std::uint32_t slot = slots_[at];
    if (slot == 0) {
      keys_.push_back(key);
      hashes_.push_back(h);
      slots_[at] = static_cast<std::uint32_t>(keys_.size());
      return false;
    }
    if (hashes_[slot - 1] == h && keys_[slot - 1] == key) return true;
  }
}

void PositionSet::clear() {
  keys_.clear();
  hashes_.clear();
  slots_.clear();  // rebuilt when the set next outgrows linear search
}

void PositionSet::grow() {
  slots_.assign(std::max<std::size_t>(64, 2 * slots_.size()), 0);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = 0; i < keys_.size(); ++i) {
    std::size_t at = hashes_[i] & mask;
    while (slots_[at] != 0) at = (at + 1) & mask;
    slots_[at] = static_cast<std::uint32_t>(i + 1);
  }
}

}  // namespace mancala
