#pragma once
// The alpha-beta player's transposition table: values of positions already
// searched, keyed by their Zobrist hash, with the best move found there. It is
// allocated once, at the size asked for, and never grows: a new entry replaces
// whatever shares its slot.
#include <cstdint>
#include <vector>

#include "interpreter/state.hpp"

namespace mancala {

// What a stored value means: exact, or only a bound.
enum class Bound : std::uint8_t { none, exact, lower, upper };

// One searched position.
struct TableEntry {
  std::uint64_t key = 0;
  std::int32_t value = 0;
  std::int16_t depth = -1;
  Bound bound = Bound::none;
  bool has_move = false;
  Move move{};
};

// A fixed-size table of TableEntry (see the file comment).
class TranspositionTable {
 public:
  explicit TranspositionTable(int megabytes);

  // The entry stored for `key`, or nullptr.
  const TableEntry* find(std::uint64_t key) const;
  void store(const TableEntry& entry);
  // Forgets every entry (for another rule program, whose positions mean other things).
  void clear();
  // The same in constant time, for a player reused for another game: entries
  // keep their slots but are stored under key ^ salt, and a new salt makes
  // every old entry miss (as a hash collision would, one chance in 2^64), so
  // lookups and replacements then go exactly as in an empty table.
  void forget();

 private:
  std::vector<TableEntry> entries_;
  std::uint64_t mask_ = 0;
  std::uint64_t salt_ = 0;
  std::uint64_t generation_ = 0;
};

}  // namespace mancala
