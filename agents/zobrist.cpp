#include "agents/zobrist.hpp"

#include <array>

#include "interpreter/random.hpp"

namespace mancala {
namespace {

// Fixed random keys, the same on every machine (drawn from a fixed seed).
struct Keys {
  std::array<std::uint64_t, kMaxCells> cell;
  std::array<std::uint64_t, 64> owned, moved_south, moved_north;
  std::array<std::array<std::uint64_t, 64>, kMaxMarks> mark;
  std::uint64_t north_to_move, plies[3], passes[3];
  std::uint64_t lap_limit_reached;  // drawn after the others, so that they stay as they were
  std::uint64_t north_began;        // and this one after it
  std::uint64_t played_again;       // and this one last

  Keys() {
    Random r(0x6D616E63616C61ULL);
    for (auto& k : cell) k = r.next();
    for (auto* table : {&owned, &moved_south, &moved_north})
      for (auto& k : *table) k = r.next();
    for (auto& table : mark)
      for (auto& k : table) k = r.next();
    north_to_move = r.next();
    for (auto& k : plies) k = r.next();
    for (auto& k : passes) k = r.next();
    lap_limit_reached = r.next();
    north_began = r.next();
    played_again = r.next();
  }
};

const Keys& keys() {
  static const Keys k;
  return k;
}

// The key of `cell` holding `count` seeds (0 seeds: no key, as an empty Zobrist feature).
std::uint64_t count_key(std::uint64_t cell_key, std::uint64_t count) {
  if (count == 0) return 0;
  std::uint64_t z = cell_key + count * 0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

std::uint64_t bits_key(std::uint64_t bits, const std::array<std::uint64_t, 64>& table) {
  std::uint64_t h = 0;
  while (bits) {
    h ^= table[static_cast<std::size_t>(__builtin_ctzll(bits))];
    bits &= bits - 1;
  }
  return h;
}

}  // namespace

PositionHash zobrist_hash(const RuleProgram& p, const State& s) {
  const Keys& k = keys();
  PositionHash h;
  const int cells = p.pit_count() + 2;
  for (int c = 0; c < cells; ++c) h.repetition ^= count_key(k.cell[c], s.cells[c]);
  if (s.to_move == kNorth) h.repetition ^= k.north_to_move;
  h.full = h.repetition ^ bits_key(s.north_owned, k.owned) ^
           bits_key(s.moved_from[kSouth], k.moved_south) ^
           bits_key(s.moved_from[kNorth], k.moved_north);
  for (int m = 0; m < kMaxMarks; ++m) h.full ^= bits_key(s.marks[m], k.mark[m]);
  // Rules see the ply count only as "first move" and "opening turn" (plies 0 and 1).
  h.full ^= k.plies[s.ply < 2 ? s.ply : 2];
  h.full ^= k.passes[s.passes < 2 ? s.passes : 2];
  // A move cut off by a lap limit that ends the game leaves a finished position.
  if (s.lap_limit_reached) h.full ^= k.lap_limit_reached;
  // Who began matters only to rules that give them the seeds left.
  if (s.first_mover == kNorth && p.sweeps_to(Remaining::to_first_mover)) h.full ^= k.north_began;
  // Whether the last move played again matters only to rules that give the
  // last mover the seeds left.
  if (s.played_again && p.sweeps_to(Remaining::to_last_mover)) h.full ^= k.played_again;
  return h;
}

std::uint64_t zobrist_update(const RuleProgram& p, const State& a, const State& b,
                             std::uint64_t h) {
  const Keys& k = keys();
  const int cells = p.pit_count() + 2;
  for (int c = 0; c < cells; ++c)
    if (a.cells[c] != b.cells[c])
      h ^= count_key(k.cell[c], a.cells[c]) ^ count_key(k.cell[c], b.cells[c]);
  // A set of bits hashes to the XOR of its bits' keys, so the change is the
  // key of the bits that changed.
  if (a.to_move != b.to_move) h ^= k.north_to_move;
  h ^= bits_key(a.north_owned ^ b.north_owned, k.owned);
  h ^= bits_key(a.moved_from[kSouth] ^ b.moved_from[kSouth], k.moved_south);
  h ^= bits_key(a.moved_from[kNorth] ^ b.moved_from[kNorth], k.moved_north);
  for (int m = 0; m < kMaxMarks; ++m) h ^= bits_key(a.marks[m] ^ b.marks[m], k.mark[m]);
  h ^= k.plies[a.ply < 2 ? a.ply : 2] ^ k.plies[b.ply < 2 ? b.ply : 2];
  h ^= k.passes[a.passes < 2 ? a.passes : 2] ^ k.passes[b.passes < 2 ? b.passes : 2];
  if ((a.lap_limit_reached != 0) != (b.lap_limit_reached != 0)) h ^= k.lap_limit_reached;
  if (a.first_mover != b.first_mover && p.sweeps_to(Remaining::to_first_mover)) h ^= k.north_began;
  if ((a.played_again != 0) != (b.played_again != 0) && p.sweeps_to(Remaining::to_last_mover))
    h ^= k.played_again;
  return h;
}

std::uint64_t zobrist_stores(const RuleProgram& p, const State& s) {
  const Keys& k = keys();
  const int south = p.store_cell(kSouth), north = p.store_cell(kNorth);
  return count_key(k.cell[south], s.cells[south]) ^ count_key(k.cell[north], s.cells[north]);
}

}  // namespace mancala
