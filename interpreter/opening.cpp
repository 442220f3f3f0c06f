#include "interpreter/opening.hpp"

#include <algorithm>
#include <functional>

#include "interpreter/pit_counts.hpp"
#include "interpreter/placement_count.hpp"
#include "interpreter/random.hpp"

namespace mancala {
namespace {

using u128 = PlacementCount;
constexpr u128 kSaturated = kSaturatedCount;

// A few pits, in circuit order, held without the heap: openings are counted
// and sampled at every node of a search, which must not allocate.
struct PitList {
  std::array<int, kMaxPits> pit{};
  int size = 0;
  const int* begin() const { return pit.data(); }
  const int* end() const { return pit.data() + size; }
  void push_back(int c) { pit[static_cast<std::size_t>(size++)] = c; }
};

// The own occupied pits of the mover, in circuit order.
PitList own_occupied(const RuleProgram& p, const State& s) {
  PitList pits;
  for (int c = 0; c < p.pit_count(); ++c)
    if (s.owner(c) == s.to_move && s.cells[c] > 0) pits.push_back(c);
  return pits;
}

// Calls f(subset) for every k-subset of `items`, in lexicographic order,
// until f returns false.
template <typename F>
void for_each_subset(const PitList& items, int k, F&& f) {
  std::array<int, kMaxPits> index{};
  PitList subset;
  subset.size = k;
  const int n = items.size;
  if (k > n) return;
  for (int i = 0; i < k; ++i) index[i] = i;
  while (true) {
    for (int i = 0; i < k; ++i) subset.pit[i] = items.pit[index[i]];
    if (!f(subset)) return;
    int i = k - 1;
    while (i >= 0 && index[i] == n - k + i) --i;
    if (i < 0) return;
    ++index[i];
    for (int j = i + 1; j < k; ++j) index[j] = index[j - 1] + 1;
  }
}

int lifted(const State& s, const PitList& subset) {
  int total = 0;
  for (int c : subset) total += s.cells[c];
  return total;
}

Opening with_emptied(const PitList& subset) {
  Opening o;
  o.emptied_count = subset.size;
  for (int i = 0; i < subset.size; ++i) o.emptied[i] = static_cast<std::int8_t>(subset.pit[i]);
  return o;
}

}  // namespace

std::uint64_t count_openings(const RuleProgram& p, const State& s) {
  u128 total = 0;
  for_each_subset(own_occupied(p, s), p.opening_empty, [&](const PitList& subset) {
    total += placements(lifted(s, subset), p.pit_count());
    if (total > kSaturated) total = kSaturated;
    return true;
  });
  return total > UINT64_MAX ? UINT64_MAX : static_cast<std::uint64_t>(total);
}

std::optional<std::vector<Opening>> list_openings(const RuleProgram& p, const State& s,
                                                  std::uint64_t limit) {
  if (count_openings(p, s) > limit) return std::nullopt;
  std::vector<Opening> out;
  const int pits = p.pit_count();
  for_each_subset(own_occupied(p, s), p.opening_empty, [&](const PitList& subset) {
    Opening o = with_emptied(subset);
    // Every placement of the lifted seeds (sorted into the protocol's order below).
    std::function<void(int, int)> place = [&](int pit, int left) {
      if (pit == pits - 1) {
        o.placed[pit] = static_cast<std::uint16_t>(left);
        out.push_back(o);
        return;
      }
      for (int k = left; k >= 0; --k) {
        o.placed[pit] = static_cast<std::uint16_t>(k);
        place(pit + 1, left - k);
      }
      o.placed[pit] = 0;
    };
    place(0, lifted(s, subset));
    return true;
  });
  // The protocol's order: by the emptied pits, then by the PIT:COUNT pairs as
  // written, each pair by pit in circuit order, then by count ascending.
  auto pairs = [&](const Opening& o) {
    std::vector<std::pair<int, int>> list;
    for (int c = 0; c < p.pit_count(); ++c)
      if (o.placed[c] > 0) list.emplace_back(c, o.placed[c]);
    return list;
  };
  std::stable_sort(out.begin(), out.end(), [&](const Opening& a, const Opening& b) {
    if (!std::equal(a.emptied.begin(), a.emptied.begin() + a.emptied_count, b.emptied.begin()))
      return std::lexicographical_compare(a.emptied.begin(), a.emptied.begin() + a.emptied_count,
                                          b.emptied.begin(), b.emptied.begin() + b.emptied_count);
    return pairs(a) < pairs(b);
  });
  return out;
}

Opening sample_opening(const RuleProgram& p, const State& s, Random& random) {
  // First the emptied pits, weighted by how many placements each choice allows
  // (one pass for the total, one to find the drawn choice: nothing is stored);
  // then a uniform placement (stars and bars: choose the bar positions uniformly).
  const PitList own = own_occupied(p, s);
  u128 total = 0;
  for_each_subset(own, p.opening_empty, [&](const PitList& subset) {
    total += placements(lifted(s, subset), p.pit_count());
    return true;
  });
  // Draw in [0, total) with 64-bit draws: exact while total fits in 64 bits.
  u128 pick;
  if (total <= UINT64_MAX) {
    pick = random.below(static_cast<std::uint64_t>(total));
  } else {
    pick = (static_cast<u128>(random.next()) << 64 | random.next()) % total;
  }
  PitList chosen;
  for_each_subset(own, p.opening_empty, [&](const PitList& subset) {
    const u128 w = placements(lifted(s, subset), p.pit_count());
    if (pick < w) {
      chosen = subset;
      return false;
    }
    pick -= w;
    return true;
  });
  Opening o = with_emptied(chosen);
  const int seeds = lifted(s, chosen);
  const int pits = p.pit_count();
  // Choose pits - 1 bar positions among seeds + pits - 1 slots (Floyd's algorithm).
  const int slots = seeds + pits - 1;
  std::array<int, kMaxPits> bars{};
  int drawn = 0;
  for (int j = slots - (pits - 1); j < slots; ++j) {
    const int t = static_cast<int>(random.below(static_cast<std::uint64_t>(j + 1)));
    const bool taken = std::find(bars.begin(), bars.begin() + drawn, t) != bars.begin() + drawn;
    bars[static_cast<std::size_t>(drawn++)] = taken ? j : t;
  }
  std::sort(bars.begin(), bars.begin() + drawn);
  int previous = -1;
  for (int i = 0; i < pits; ++i) {
    const int bar = i < pits - 1 ? bars[static_cast<std::size_t>(i)] : slots;
    o.placed[i] = static_cast<std::uint16_t>(bar - previous - 1);
    previous = bar;
  }
  return o;
}

void apply_opening(const RuleProgram& p, State& s, const Opening& o) {
  for (int i = 0; i < o.emptied_count; ++i) {
    s.cells[o.emptied[i]] = 0;
    s.moved_from[s.to_move] |= PitBits{1} << o.emptied[i];
  }
  for (int c = 0; c < p.pit_count(); ++c)
    s.cells[c] = static_cast<std::uint16_t>(s.cells[c] + o.placed[c]);
  recount_pits(s, p.pits_per_row);
  s.ply++;
  s.passes = 0;
  s.played_again = 0;
  s.to_move = opponent(s.to_move);
  if (s.ply == 2) {
    for (std::size_t m = 0; m < p.mark_names.size(); ++m)
      if ((p.marks_set_after_openings >> m) & 1) s.marks[m] = s.occupied;
  }
}

}  // namespace mancala
