#include "agents/solver_table.hpp"

#include <sys/mman.h>

#include <algorithm>
#include <bit>
#include <new>

namespace mancala {

SolverTable::SolverTable(std::uint64_t megabytes) : entries_(nullptr, Unmap{0, nullptr}) {
  // The largest power of two of buckets that fits, so a bucket is key & mask.
  const std::uint64_t budget = megabytes << 20;
  std::uint64_t buckets = 1;
  while (buckets * 2 * kBucket * sizeof(SolverEntry) <= budget) buckets *= 2;
  count_ = buckets * kBucket;
  bucket_mask_ = buckets - 1;
  // Mapped with room to start on a huge-page boundary, so that huge pages can back it.
  constexpr std::size_t kHugePage = std::size_t{2} << 20;
  const std::size_t bytes = count_ * sizeof(SolverEntry) + kHugePage;
  void* base = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (base == MAP_FAILED) throw std::bad_alloc();
  const auto start = (reinterpret_cast<std::uintptr_t>(base) + kHugePage - 1) & ~(kHugePage - 1);
#ifdef MADV_HUGEPAGE
  madvise(reinterpret_cast<void*>(start), count_ * sizeof(SolverEntry), MADV_HUGEPAGE);
#endif
  entries_ = std::unique_ptr<SolverEntry[], Unmap>(reinterpret_cast<SolverEntry*>(start),
                                                   Unmap{bytes, base});
}

void SolverTable::Unmap::operator()(SolverEntry*) const {
  if (base) munmap(base, bytes);
}

const SolverEntry* SolverTable::find(std::uint64_t key) const {
  const SolverEntry* b = bucket(key);
  for (std::size_t i = 0; i < kBucket; ++i)
    if (b[i].work != 0 && b[i].key == key) return &b[i];
  return nullptr;
}

void SolverTable::store(std::uint64_t key, int lower, int upper, int move, std::uint64_t nodes) {
  const std::uint8_t work =
      static_cast<std::uint8_t>(1 + std::min<int>(std::bit_width(nodes), 250));
  SolverEntry* b = bucket(key);
  SolverEntry* slot = nullptr;
  for (std::size_t i = 0; i < kBucket; ++i)
    if (b[i].work != 0 && b[i].key == key) {
      slot = &b[i];
      // Bounds found by different searches of one position: both hold, so
      // keep the tighter of each (unless they contradict, which only a hash
      // collision can cause: then the new search wins).
      const int l = std::max<int>(lower, slot->lower), u = std::min<int>(upper, slot->upper);
      if (l <= u) {
        lower = l;
        upper = u;
      }
      break;
    }
  if (!slot) {
    slot = &b[0];
    for (std::size_t i = 1; i < kBucket; ++i)
      if (b[i].work < slot->work) slot = &b[i];
  }
  const bool same = slot->work != 0 && slot->key == key;
  slot->work = same ? std::max(work, slot->work) : work;
  slot->key = key;
  slot->lower = static_cast<std::int16_t>(std::clamp(lower, -kMaxValue, kMaxValue));
  slot->upper = static_cast<std::int16_t>(std::clamp(upper, -kMaxValue, kMaxValue));
  slot->move = static_cast<std::uint16_t>(move);
}

}  // namespace mancala
