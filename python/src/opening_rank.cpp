#include "opening_rank.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "interpreter/placement_count.hpp"

namespace mancala::python {
namespace {

using u128 = PlacementCount;

// Placements of `seeds` seeds over the pits first..pits-1 (each pit 0 or more).
u128 placements(int seeds, int first, int pits) {
  return mancala::placements(seeds, pits - first);
}

// The mover's occupied pits in circuit order: the pits an opening may empty.
std::vector<int> own_occupied(const RuleProgram& p, const State& s) {
  std::vector<int> pits;
  for (int c = 0; c < p.pit_count(); ++c)
    if (s.owner(c) == s.to_move && s.cells[c] > 0) pits.push_back(c);
  return pits;
}

// Every k-subset of `items` in lexicographic order (the protocol's order of
// emptied pits), as lists of pits.
std::vector<std::vector<int>> subsets(const std::vector<int>& items, int k) {
  std::vector<std::vector<int>> out;
  const int n = static_cast<int>(items.size());
  if (k > n || k <= 0) return out;
  std::vector<int> index(static_cast<std::size_t>(k));
  for (int i = 0; i < k; ++i) index[i] = i;
  while (true) {
    std::vector<int> subset;
    for (int i : index) subset.push_back(items[static_cast<std::size_t>(i)]);
    out.push_back(subset);
    int i = k - 1;
    while (i >= 0 && index[i] == n - k + i) --i;
    if (i < 0) return out;
    ++index[i];
    for (int j = i + 1; j < k; ++j) index[j] = index[j - 1] + 1;
  }
}

int lifted(const State& s, const std::vector<int>& subset) {
  int total = 0;
  for (int c : subset) total += s.cells[c];
  return total;
}

// Placements are ordered by their first occupied pit (earlier first), then by
// its count (smaller first), then by the rest in the same order: the order of
// their PIT:COUNT pairs as written. Those whose first occupied pit is `pit`
// number placements(seeds - 1, pit, pits).
u128 placement_rank(const Opening& o, int seeds, int pits) {
  u128 rank = 0;
  int first = 0;
  while (seeds > 0) {
    int pit = first;
    while (o.placed[pit] == 0) rank += placements(seeds - 1, pit++, pits);
    for (int k = 1; k < o.placed[pit]; ++k) rank += placements(seeds - k, pit + 1, pits);
    seeds -= o.placed[pit];
    first = pit + 1;
  }
  return rank;
}

void place_at(Opening& o, u128 rank, int seeds, int pits) {
  int first = 0;
  while (seeds > 0) {
    int pit = first;
    while (rank >= placements(seeds - 1, pit, pits)) rank -= placements(seeds - 1, pit++, pits);
    int k = 1;
    while (rank >= placements(seeds - k, pit + 1, pits))
      rank -= placements(seeds - k++, pit + 1, pits);
    o.placed[pit] = static_cast<std::uint16_t>(k);
    seeds -= k;
    first = pit + 1;
  }
}

}  // namespace

std::uint64_t opening_rank(const RuleProgram& p, const State& s, const Opening& o) {
  const std::vector<int> emptied(o.emptied.begin(), o.emptied.begin() + o.emptied_count);
  u128 rank = 0;
  for (const std::vector<int>& subset : subsets(own_occupied(p, s), p.opening_empty)) {
    const int seeds = lifted(s, subset);
    if (subset == emptied)
      return static_cast<std::uint64_t>(rank + placement_rank(o, seeds, p.pit_count()));
    rank += placements(seeds, 0, p.pit_count());
  }
  throw std::logic_error("opening_rank: not a legal opening");
}

Opening opening_at(const RuleProgram& p, const State& s, std::uint64_t index) {
  u128 rank = index;
  for (const std::vector<int>& subset : subsets(own_occupied(p, s), p.opening_empty)) {
    const int seeds = lifted(s, subset);
    const u128 here = placements(seeds, 0, p.pit_count());
    if (rank >= here) {
      rank -= here;
      continue;
    }
    Opening o;
    o.emptied_count = static_cast<int>(subset.size());
    for (std::size_t i = 0; i < subset.size(); ++i)
      o.emptied[i] = static_cast<std::int8_t>(subset[i]);
    place_at(o, rank, seeds, p.pit_count());
    return o;
  }
  throw std::logic_error("opening_at: no opening has this index");
}

}  // namespace mancala::python
