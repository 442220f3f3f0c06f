#pragma once
// The exact solver's transposition table: for each position searched, a
// lower and an upper bound on its exact value, the index of its best move and
// how much work the search behind them took. Both bounds are kept, so the
// null-window searches of MTD(f), which each prove one side, add up to the
// exact value. Buckets of four entries share a cache line; a new position
// replaces the entry of least work, so the costly results near the root stay.
//
// Allocated once, at the size asked for; values are 16-bit (the solver
// refuses boards with more seeds than that can hold).
#include <cstdint>
#include <memory>

namespace mancala {

// One position's bounds (relative to what the caller says: see solver_alphabeta.cpp).
struct SolverEntry {
  std::uint64_t key = 0;
  std::int16_t lower = 0;
  std::int16_t upper = 0;
  std::uint16_t move = 0;  // index of the best move in the position's legal moves
  std::uint8_t work = 0;   // 0: empty; else 1 + log2 of the nodes searched
  std::uint8_t unused = 0;
};
static_assert(sizeof(SolverEntry) == 16);

// Bucketed table of SolverEntry (see the file comment).
class SolverTable {
 public:
  static constexpr int kMaxValue = 32000;  // |values| the entries can hold

  explicit SolverTable(std::uint64_t megabytes);

  // The entry of `key`, or nullptr.
  const SolverEntry* find(std::uint64_t key) const;

  // Starts loading the bucket of `key` into the cache: a searcher that will
  // look up several children asks for all of them first, so that their
  // memory latencies overlap instead of adding up.
  void prefetch(std::uint64_t key) const { __builtin_prefetch(bucket(key)); }

  // Records bounds for `key`, narrowing what is known already about it (both
  // are bounds on the same exact value).
  void store(std::uint64_t key, int lower, int upper, int move, std::uint64_t nodes);

  std::uint64_t bytes() const { return count_ * sizeof(SolverEntry); }

 private:
  static constexpr std::size_t kBucket = 4;
  // Zeroed memory mapped from the system, which hands out zero pages as
  // they are first touched: a large table costs nothing until used (a small
  // solve would otherwise spend most of its time clearing it). Huge pages are
  // asked for where the system has them: far fewer page faults and TLB
  // misses for a table probed at random.
  struct Unmap {
    std::size_t bytes;
    void* base;
    void operator()(SolverEntry*) const;
  };
  std::unique_ptr<SolverEntry[], Unmap> entries_;
  std::uint64_t count_ = 0;
  std::uint64_t bucket_mask_ = 0;

  SolverEntry* bucket(std::uint64_t key) { return &entries_[(key & bucket_mask_) * kBucket]; }
  const SolverEntry* bucket(std::uint64_t key) const {
    return &entries_[(key & bucket_mask_) * kBucket];
  }
};

}  // namespace mancala
