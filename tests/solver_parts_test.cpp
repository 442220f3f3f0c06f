// The parts the exact solver's speed rests on: which parts of a position the
// rules read, incremental Zobrist hashing, the search path's set, and the
// solver's two-bound table.
#include <gtest/gtest.h>

#include "agents/path_set.hpp"
#include "agents/position_status.hpp"
#include "agents/solver_positions.hpp"
#include "agents/solver_table.hpp"
#include "agents/zobrist.hpp"
#include "interpreter/random.hpp"
#include "interpreter/rule_reads.hpp"
#include "support/test_support.hpp"

namespace mancala {
namespace {

using test::bundled;

// Kalah's conditions read the last seed's cell only after "last is own" has
// made it a pit, so its stores are never read; Bohnenspiel's end rule reads them.
TEST(RuleReads, KalahReadsNeitherStoresNorMovedFrom) {
  for (const char* variant : {"", "empty-capture"}) {
    CompileOptions options;
    options.variant = variant;
    const RuleReads reads = rule_reads(bundled("kalah", options));
    EXPECT_FALSE(reads.stores) << variant;
    EXPECT_FALSE(reads.moved_from) << variant;
  }
}

TEST(RuleReads, StoreConditionsAreSeen) {
  EXPECT_TRUE(rule_reads(bundled("bohnenspiel")).stores);  // ends when store(South) > total / 2
  EXPECT_TRUE(rule_reads(bundled("ayoayo")).stores);
  // "if last was occupied: relay" with stores in the circuit: the last seed
  // may have fallen in a store, whose earlier content the condition reads.
  EXPECT_TRUE(rule_reads(bundled("congkak")).stores);
}

// Kpé's capture waits until the mover has moved from every own pit.
TEST(RuleReads, MovedFromEveryIsSeen) {
  EXPECT_TRUE(rule_reads(bundled("kpe")).moved_from);
}

// Hashing a child from its parent gives the hash of the child computed anew,
// along random games of every kind of rules (stores, ownership, marks, passes).
TEST(ZobristUpdate, MatchesAFullHash) {
  for (const char* name : {"kalah", "kiothi", "adji-kui-2", "sungka", "oware", "mbothe"}) {
    const RuleProgram program = bundled(name);
    const Engine engine(program);
    Random random(7);
    for (int game = 0; game < 5; ++game) {
      State s = engine.initial_state();
      MoveList legal;
      for (int ply = 0; ply < 200; ++ply) {
        if (examine(engine, s, false, legal).over || legal.size == 0) break;
        State child = s;
        engine.apply(child, legal[static_cast<int>(random.below(legal.size))]);
        ASSERT_EQ(zobrist_update(program, s, child, zobrist_hash(program, s).full),
                  zobrist_hash(program, child).full)
            << name << " ply " << ply;
        s = child;
      }
    }
  }
}

// Whether the last move played again is part of the position only for rules
// that give the seeds left to the last mover: there, it changes the hash and
// the solver's equality; elsewhere positions that differ only in it are one.
TEST(ZobristHash, PlayedAgainCountsOnlyWhereTheRulesReadIt) {
  const std::string rules = R"(game "Last mover"
board { rows 2  pits 3  stores aside }
setup { seeds 3 in every pit }
move { from own pits }
sow { origin skipped }
lap end { if last was empty: play again  end move }
game end { ends when no legal move  remaining seeds to )";
  for (const char* to : {"last mover", "owner"}) {
    const RuleProgram program = test::from_text(rules + to + " }\n");
    const bool reads = std::string(to) == "last mover";
    EXPECT_EQ(program.sweeps_to(Remaining::to_last_mover), reads);
    const State plain = Engine(program).initial_state();
    State again = plain;
    again.played_again = 1;
    EXPECT_EQ(zobrist_hash(program, plain).full != zobrist_hash(program, again).full, reads) << to;
    EXPECT_EQ(zobrist_update(program, plain, again, zobrist_hash(program, plain).full),
              zobrist_hash(program, again).full)
        << to;
    EXPECT_EQ(solver_detail::same_position(program, plain, again), !reads) << to;
  }
}

TEST(ZobristStores, RemovesExactlyTheStores) {
  const RuleProgram program = bundled("kalah");
  State a = Engine(program).initial_state(), b = a;
  b.cells[program.store_cell(kSouth)] = 5;
  b.cells[program.store_cell(kNorth)] = 3;
  EXPECT_NE(zobrist_hash(program, a).full, zobrist_hash(program, b).full);
  EXPECT_EQ(zobrist_hash(program, a).full ^ zobrist_stores(program, a),
            zobrist_hash(program, b).full ^ zobrist_stores(program, b));
}

// The path set against a plain stack, through pushes and pops past its growth.
TEST(PathSet, BehavesAsAStack) {
  PathSet set;
  std::vector<std::uint64_t> stack;
  Random random(3);
  for (int step = 0; step < 20000; ++step) {
    const bool push = stack.empty() || random.below(3) != 0 || stack.size() < 600;
    if (push && stack.size() < 3000) {
      // Keys that collide in the low bits, so probing is exercised.
      const std::uint64_t key = random.next() << 20 | (random.below(8));
      if (set.contains(key)) continue;
      set.push(key);
      stack.push_back(key);
    } else {
      set.pop();
      const std::uint64_t gone = stack.back();
      stack.pop_back();
      EXPECT_FALSE(set.contains(gone));
    }
    if (step % 97 == 0)
      for (std::uint64_t key : stack) ASSERT_TRUE(set.contains(key));
  }
  set.clear();
  for (std::uint64_t key : stack) EXPECT_FALSE(set.contains(key));
  EXPECT_EQ(set.size(), 0u);
}

// Bounds stored for one position narrow what is known; the least costly
// entry of a full bucket is the one replaced.
TEST(SolverTable, NarrowsBoundsAndKeepsCostlyEntries) {
  SolverTable table(1);
  table.store(42, 3, SolverTable::kMaxValue, 1, 100);
  table.store(42, -SolverTable::kMaxValue, 5, 2, 10);
  const SolverEntry* e = table.find(42);
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(e->lower, 3);
  EXPECT_EQ(e->upper, 5);
  EXPECT_EQ(e->move, 2);
  EXPECT_EQ(table.find(43), nullptr);
  // Five keys in one bucket: the cheapest of the first four goes.
  const std::uint64_t buckets = table.bytes() / sizeof(SolverEntry) / 4;
  std::vector<std::uint64_t> keys;
  for (std::uint64_t k = 1; k <= 5; ++k) keys.push_back(7 + k * buckets);
  for (std::size_t i = 0; i < 4; ++i) table.store(keys[i], 0, 0, 0, i == 2 ? 1 : 1'000'000);
  table.store(keys[4], 1, 1, 0, 50);
  EXPECT_EQ(table.find(keys[2]), nullptr);
  for (std::size_t i : {0u, 1u, 3u, 4u}) EXPECT_NE(table.find(keys[i]), nullptr) << i;
}

}  // namespace
}  // namespace mancala
