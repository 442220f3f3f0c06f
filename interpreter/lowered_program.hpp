#pragma once
// LoweredProgram: what the engine works from, derived once from a RuleProgram
// when an engine is made. Conditions become flat lists of fused tests
// (lowered_condition.hpp), the conditions every candidate move passes anyway
// are dropped, and the sowing code is chosen once: when nothing can stop a seed
// from landing on the next cell of the circuit (no skip condition, no marks to
// clear), seeds are dropped along a precomputed circuit, whole laps at a time.
#include <array>
#include <cstdint>
#include <vector>

#include "interpreter/lowered_condition.hpp"
#include "interpreter/program.hpp"
#include "interpreter/state.hpp"

namespace mancala {

// The cells a player's seeds land in, in sowing order (the pits, the player's
// store when stores are in the circuit, the opponent's when it is sown too).
struct SowingCircuit {
  std::array<std::int8_t, kMaxCells> cells{};
  std::array<std::int8_t, kMaxCells> index{};  // position of a cell in `cells`, -1 if absent
  int length = 0;
};

// A partial lap along a circuit as one step: for every start and every count
// of seeds below a lap, what each cell receives (one seed or none, a count
// per cell, ready to add eight cells at a time) and the cell of the last
// seed. Sowing is then a lookup and one vector addition per eight cells,
// with no loop whose end a predictor must guess. Such a window never comes
// round to its start, so it is the same whether the origin is skipped or not.
struct SowingWindows {
  int length = 0;  // the circuit's length: entries per start
  int stride = 0;  // the counts of an entry: 8 * `blocks` cells
  // [at(start position, seeds) * stride + cell]: the seeds the cell receives.
  std::vector<std::uint16_t> adds;
  std::vector<std::int8_t> last;  // [at(start position, seeds)]: the cell of the last seed
  // [at(start position, seeds)]: the pits that receive a seed, and how many
  // of them lie in each row, to keep State's pit counts without a recount.
  std::vector<PitBits> touched;
  std::vector<PerSide<std::uint16_t>> row_adds;

  std::size_t at(int position, int seeds) const {
    return static_cast<std::size_t>(position * length + seeds);
  }
  // The counts of entry `k`, `stride` of them.
  const std::uint16_t* adds_of(std::size_t k) const {
    return adds.data() + k * static_cast<std::size_t>(stride);
  }
};

// SowingWindows for `circuit`, on a board of `pits_per_row` pits a row whose
// cells fill `blocks` blocks of eight.
SowingWindows windows_of(const SowingCircuit& circuit, int pits_per_row, int blocks);

// One lap-end action with its pit expressions and its condition lowered.
struct LoweredAction {
  ActionKind kind = ActionKind::end_move;
  Taker taker = Taker::mover;    // captures: whose store takes the seeds
  int unless = -1;               // the condition that calls a capture off, evaluated as a tree
  std::vector<LoweredPit> pits;  // capture_pits, capture_group; a chain's start
  LoweredCondition on_pit;       // a chain's or group's condition on `pit`
  int mark = -1;                 // the mark a `mark` action gives
};

// A lap-end rule's `beyond_place` when it is one test of the count of the
// last cell or of the cell opposite it (Mbothe's `seeds(opposite) == 2`):
// a bit of `counts` decides it, without the atom's switch.
struct LastCountTest {
  bool usable = false;
  bool opposite = false;           // the cell opposite the last, not the last
  std::uint64_t counts = 0;        // bit v: a count of v passes
  bool many = false;               // every count from 64 up passes
  bool empty_cell_passes = false;  // no such cell (a store's opposite) reads as 0 seeds

  // Whether the test passes where the last seed fell into `last` (usable).
  bool passes(const RuleProgram& p, const std::uint16_t* cells, int last) const {
    const int cell = opposite ? p.opposite[static_cast<std::size_t>(last)] : last;
    if (cell < 0) return empty_cell_passes;
    const int seeds = cells[cell];
    return seeds < 64 ? ((counts >> seeds) & 1) != 0 : many;
  }
};

// `beyond_place` as a LastCountTest, when it has that shape (usable false otherwise).
LastCountTest last_count_test(const LoweredCondition& beyond_place);

// One lap-end rule: "if CONDITION: actions", lowered.
struct LoweredRule {
  LoweredCondition condition;
  // `condition` without the tests of where the last seed landed, which
  // LapRuleIndex decides (the whole condition when it is a disjunction).
  LoweredCondition beyond_place;
  LastCountTest count_test;  // `beyond_place`, when it is one count test
  std::vector<LoweredAction> actions;
  int line = 0;  // where the rule is written, for event traces
};

// One move filter of the program, lowered. `reads_first_lap`: its condition
// reads the move's first lap (`last`, `last was ...`, `captured`), so the move
// is sown before it is judged; `after(...)` sows it only when evaluated.
struct LoweredFilter {
  FilterKind kind = FilterKind::forbid;
  FilterFallback fallback = FilterFallback::any;
  LoweredCondition condition;
  bool reads_first_lap = false;
  int index = 0;  // its place in program.filters
  // Operands of the condition (the whole of it, or some of a top-level `or`)
  // that read nothing of the move: when one holds, the condition holds for
  // every candidate, which is decided once per position (Oware's feeding
  // filter, while the opponent has seeds). Lowered, so that the common
  // `row seeds(opponent) > 0` is a fused emptiness test.
  std::vector<LoweredCondition> position_operands;
  // `position_operands` when each is one row test (`WHO's row is empty`, or
  // its negation, WHO not `either`): per mover, the row's pits, and whether
  // the operand holds when they are empty. One mask of the occupied pits then
  // answers them all (LoweredProgram::everywhere_by_rows).
  struct RowOperand {
    PerSide<std::uint64_t> row{};
    bool holds_when_empty = true;
  };
  std::vector<RowOperand> row_operands;
  // The condition tests only how many seeds the candidate's pit holds
  // before the move (Mbothe's `seeds pit != 2`): its verdict is bit v of
  // `pit_counts` for a pit of v seeds (v below 64), `pit_counts_many` for
  // 64 and more, read without evaluating the condition.
  bool by_pit_count = false;
  std::uint64_t pit_counts = 0;
  bool pit_counts_many = false;

  // The verdict of a `by_pit_count` filter on a pit of `seeds` seeds.
  bool holds_for_count(int seeds) const {
    return seeds < 64 ? ((pit_counts >> seeds) & 1) != 0 : pit_counts_many;
  }
};

// A skip condition of the shape rule files write (Mbothe's `skip pits where
// pit is opponent's and seeds(pit) == 2 and not first move`): tests of the
// pit being sown (its owner, its seeds) and of whether this is the game's
// first move, in a conjunction. The engine decides the first-move part once
// per move, and the rest for each seed with a bit test and one comparison,
// instead of walking the atoms.
struct FusedSkip {
  bool usable = false;          // false: the skip condition has another shape (or none)
  std::int8_t first_move = -1;  // -1: not read; 1: skips only on the first move; 0: never on it
  std::int8_t own = -1;         // -1: any owner; 1: the mover's pits only; 0: the opponent's only
  // The seed counts of a pit that make it skipped (once its owner passes):
  // bit v of `counts` for v below 64, `many` for every count from 64 up. A
  // seeds test whose answer changes above 63 (`seeds(pit) < 100`) is not fused.
  std::uint64_t counts = ~std::uint64_t{0};
  bool many = true;
};

// An end condition as it reads in a position where the player to move has a
// legal move and whether the position repeats is known: `no legal move` and
// `repeated` are decided, so a condition that needs the other answer is
// dropped and one that one of them decides holds always; none is kept after
// one that always holds (the first that holds ends the game). Oware tests
// two of its four end conditions after most moves, Kalah one of two.
struct LiveEndCondition {
  int index = 0;  // its place in program.end_conditions
  LoweredCondition condition;
};

// The lap-end rules that can hold, by mover, last cell and whether that cell
// was empty. A rule's tests of the last cell's kind (`last is own`, `last is
// own store`, `opposite of last is in opponent's row`) and of `last was empty`
// give one answer for each of these keys as long as the pits keep their
// starting owners, so they are decided here once: where a Kalah move ends in
// the opponent's row, no rule is even looked at, and Mbothe's `if last was
// occupied: relay` is one bit. The engine then tests only each remaining
// rule's `beyond_place` atoms.
struct LapRuleIndex {
  // False when more than 64 rules run: the engine tries every rule in order.
  bool usable = false;
  std::uint64_t north_owned = 0;  // the owners the index was built for (the start's)
  std::uint64_t all_rules = 0;    // a bit for each rule the engine runs
  // A bit for each rule that the index decides whole (no test beyond where
  // the last seed landed) and whose first action is `play again`: when it is
  // the first rule left, the move ends with another turn, without the rules'
  // loop (Kalah's `if last is own store: play again`).
  std::uint64_t plays_again = 0;
  // [mover][2 * (last cell + 1) + last was empty]: bit r set when rule r's
  // place tests pass. Flat, so that a loop can keep a pointer into it.
  PerSide<std::array<std::uint64_t, 2 * (kMaxCells + 1)>> by_last{};

  // Where in by_last[mover] the entries of `last` (from -1) and `was_empty` are.
  static std::size_t slot(int last, bool was_empty) {
    return static_cast<std::size_t>(2 * (last + 1) + (was_empty ? 1 : 0));
  }
  // The rules whose place tests pass for `mover`'s lap ending in `last`.
  std::uint64_t rules_for(Side mover, int last, bool was_empty) const {
    return by_last[mover][slot(last, was_empty)];
  }
};

// The live end conditions of one kind of position (new, or a repetition)
// when each reads only the rows or only the stores, their most common shapes:
// `WHO's row is empty` and disjunctions of such tests (Kalah's `either row is
// empty`), and comparisons of the stores' counts (Oware's `store(South) > 24
// or store(North) > 24`). The rows' tests become at most two row masks, chosen
// by the mover, tested on one occupancy mask; the stores' conditions become a
// table of every pair of store counts up to `store_counts`. The driver and
// the searchers then test a mask and a bit, without the conditions' loop.
struct FlatEnds {
  bool usable = false;
  bool by_rows = false;  // some condition tests rows
  // [mover]: the two rows (pit masks) whose emptiness ends the game, the same
  // row twice when there is only one.
  PerSide<std::array<std::uint64_t, 2>> rows{};
  // Stores' counts below this have a bit in `by_stores` (0: no condition
  // reads the stores); a position with more seeds in a store is decided by
  // the conditions' loop.
  int store_counts = 0;
  // [mover]: bit (south * store_counts + north) is set when a condition on
  // the stores holds with those counts in South's and North's stores.
  PerSide<std::vector<std::uint64_t>> by_stores;

  // Whether a row that ends the game is empty, given the board's occupied pits.
  bool row_ends(Side mover, std::uint64_t occupied) const {
    const std::array<std::uint64_t, 2>& r = rows[mover];
    return by_rows && ((occupied & r[0]) == 0 || (occupied & r[1]) == 0);
  }
  // Whether the table answers for these store counts.
  bool stores_in_table(int south, int north) const {
    return static_cast<unsigned>(south) < static_cast<unsigned>(store_counts) &&
           static_cast<unsigned>(north) < static_cast<unsigned>(store_counts);
  }
  // Whether a condition on the stores holds (stores_in_table first).
  bool store_ends(Side mover, int south, int north) const {
    const auto bit = static_cast<std::size_t>(south * store_counts + north);
    return (by_stores[mover][bit / 64] >> (bit % 64)) & 1;
  }
};

// The lowered form of a program (see the file comment).
struct LoweredProgram {
  LoweredCondition from;  // the candidate filter, without what every candidate passes
  LoweredCondition skip;
  FusedSkip fused_skip;  // `skip`, when it has the common shape
  // The leading `forbid` filters that read the first lap and nothing after
  // it: they are decided where the first lap ends, and a move they forbid is
  // not sown further (program.filters[0..early_forbids.size()) ).
  std::vector<LoweredCondition> early_forbids;
  std::vector<LoweredFilter> filters;  // the other filters, in order
  bool filters_only_prefer = false;    // every one of `filters` is a `prefer`
  // Every filter's `position_operands` are row tests (its `row_operands`):
  // which filters hold everywhere is read off one mask of the occupied pits.
  bool everywhere_by_rows = false;
  std::vector<LoweredRule> lap_rules;  // one per program.lap_rules, in order
  // How many of `lap_rules` the engine runs: a trailing `end move` that
  // always holds does nothing the end of the list would not do, and no rule
  // after an always-holding `end move` is ever reached.
  int lap_rules_run = 0;
  LapRuleIndex lap_index;  // the rules `lap_rules_run` counts, by last cell
  // The first lap-end rule is `if C: relay` (from the last pit, its only
  // action), the common relay sowing, and laps follow the circuit: the
  // engine's circuit path tests C first on every lap, without the rule loop.
  bool leading_relay = false;
  // ... and where the last seed landed decides C alone (Mbothe's `if last
  // was occupied: relay`): with the pits' starting owners, one bit of the
  // index says whether the lap relays.
  bool leading_relay_by_place = false;
  // No lap-end rule claims a pit: the owners a move starts with hold for all
  // its laps, so what the index and the fused skip decided for the position
  // before the move holds for every lap (Engine::sow_relay_candidates).
  bool lap_rules_keep_owners = false;
  std::vector<LoweredRule> sowing_rules;         // one per program.sowing_rules, in order
  std::vector<LoweredCondition> end_conditions;  // one per program.end_conditions
  // The end conditions as they read where the player to move has a legal
  // move, [0] when the position is new and [1] when it is a repetition (see
  // LiveEndCondition): what the driver tests after every move.
  std::array<std::vector<LiveEndCondition>, 2> live_end_conditions;
  std::array<FlatEnds, 2> flat_ends;  // the same, as a mask test and a table, when they fit
  // Seeds are dropped along `circuit` (no skip condition, no marks cleared when
  // sown, no rule to try after each seed).
  bool circuit_sowing = false;
  PerSide<SowingCircuit> circuit;  // per mover
  // Partial laps are sown by `windows` (circuit_sowing, and a board of at
  // most kMaxWindowCells cells, so that the additions stay inside `cells`):
  // `cell_blocks` blocks of eight cells each.
  static constexpr int kMaxWindowCells = 32;
  bool window_sowing = false;
  int cell_blocks = 0;
  PerSide<SowingWindows> windows;
  // Both circuits are the pits in cell order and nothing else (stores aside,
  // counter-clockwise): a seed's next cell is the next index, so the
  // seed-by-seed loop reads no circuit table.
  bool circuit_in_cell_order = false;
  // Legal moves are found by sowing each candidate (relays that may be endless,
  // skipping, an early forbid); filters that read the move sow it themselves.
  bool sows_candidates = false;
  // The legal moves are the mover's non-empty pits, read off two masks: no
  // start filter, no partial harvest, no move filter, no candidate sown.
  // Whether there is one needs no list (Engine::has_legal_move).
  bool moves_by_masks = false;
  // Seeds are dropped along `circuit` one cell at a time, passing over the
  // pits `fused_skip` names: the skip condition is fused, and nothing else
  // would stop a seed (no marks cleared when sown, no rule after each seed).
  bool skipping_circuit = false;
  // A move is one lap along the circuit, then the lap-end rules: circuit
  // sowing and no relay. The engine then takes a short path without the lap
  // loop, the lap limit or the seed-by-seed sowing.
  bool single_lap = false;
};

// Lowers `program` (which must stay alive and unchanged while the result is used).
LoweredProgram lower(const RuleProgram& program);

// `skip` as a FusedSkip, when every atom fits one (usable false otherwise).
FusedSkip fuse_skip(const LoweredCondition& skip);

// Whether a pit holding `seeds` is skipped by `skip` (usable), once its owner passes.
inline bool fused_skip_counts(const FusedSkip& skip, int seeds) {
  return seeds < 64 ? ((skip.counts >> seeds) & 1) != 0 : skip.many;
}

// Whether a seed skips pit `cell` by `skip` (usable) while `mover` moves on `s`,
// once `fused_skip_applies` has said the move's first-move test passes.
inline bool fused_skip_holds(const FusedSkip& skip, const State& s, Side mover, int cell) {
  if (skip.own >= 0 && (s.owner(cell) == mover) != (skip.own == 1)) return false;
  return fused_skip_counts(skip, s.cells[static_cast<std::size_t>(cell)]);
}

// Whether `skip` (usable) can skip any pit during a move from `s`: its
// first-move test, if any, passes.
inline bool fused_skip_applies(const FusedSkip& skip, const State& s) {
  return skip.first_move < 0 || (s.ply == 0) == (skip.first_move == 1);
}

}  // namespace mancala
