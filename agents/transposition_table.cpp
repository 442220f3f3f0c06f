#include "agents/transposition_table.hpp"

#include <algorithm>

#include "interpreter/random.hpp"

namespace mancala {

TranspositionTable::TranspositionTable(int megabytes) {
  // The largest power of two of entries that fits, so a slot is key & mask.
  const std::uint64_t budget = static_cast<std::uint64_t>(megabytes) << 20;
  std::uint64_t count = 1;
  while (count * 2 * sizeof(TableEntry) <= budget) count *= 2;
  entries_.resize(count);
  mask_ = count - 1;
}

const TableEntry* TranspositionTable::find(std::uint64_t key) const {
  const TableEntry& e = entries_[key & mask_];
  return e.bound != Bound::none && e.key == (key ^ salt_) ? &e : nullptr;
}

void TranspositionTable::store(const TableEntry& entry) {
  TableEntry& slot = entries_[entry.key & mask_];
  const std::uint64_t salted = entry.key ^ salt_;
  // Keep a deeper result for the same position; otherwise the newest wins.
  if (slot.key == salted && slot.bound != Bound::none && slot.depth > entry.depth) return;
  slot = entry;
  slot.key = salted;
}

void TranspositionTable::clear() {
  std::fill(entries_.begin(), entries_.end(), TableEntry{});
  salt_ = 0;
}

void TranspositionTable::forget() {
  salt_ = derive_seed(0x7461626c65ULL, ++generation_);
}

}  // namespace mancala
