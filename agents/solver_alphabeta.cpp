// The solver's alpha-beta method: negamax on the final margin of the side to
// move (an extra turn keeps the side, so its value is not negated), MTD(f)
// null-window searches for each first move's exact value, and a watch on the
// search path that reports a cycle.
//
// What makes it fast enough for Kalah(6, 3):
// - When no rule reads the stores (rule_reads()), the rest of a game plays the
//   same whatever the stores hold, and its final margin is the stores'
//   difference now plus what the rest of the game adds. The table is then
//   keyed on the position without its stores and holds bounds on that future
//   part, so positions that differ only in their stores share one entry. Pits
//   moved from are forgotten in the same way when no rule reads them.
// - The table keeps a lower and an upper bound per position (agents/
//   solver_table.hpp), so successive null-window searches build on each other.
// - Enhanced transposition cutoffs: a child whose stored bound already
//   refutes the window ends the node before any child is searched.
// - Move order: the table's best move, then extra turns, then the moves that
//   gain the most seeds (captures), then reverse notation order: a row is
//   numbered from its owner's left, so that is right to left, as Irving,
//   Donkers and Uiterwijk ordered Kalah's moves (the pits nearest the
//   store first). On Kalah(6, 3) the reverse order alone took the search
//   from 114 million nodes to 8.6 million.
// - Hashes are updated from parent to child (zobrist_update), the path is a
//   constant-time set (agents/path_set.hpp), and every buffer is allocated
//   once per search depth, so no node allocates.
#include <algorithm>
#include <memory>

#include "agents/path_set.hpp"
#include "agents/position_status.hpp"
#include "agents/solver_memory.hpp"
#include "agents/solver_positions.hpp"
#include "agents/solver_table.hpp"
#include "agents/zobrist.hpp"
#include "interpreter/rule_reads.hpp"

namespace mancala::solver_detail {
namespace {

constexpr int kInfinity = 1 << 20;

}  // namespace

// The per-depth scratch space of the search, allocated once per depth.
struct Frame {
  MoveList legal;
  std::vector<State> children;
  std::vector<std::uint64_t> hashes;  // full hashes of the children
  std::vector<std::uint64_t> keys;    // their table keys
  std::vector<int> order;
  std::vector<int> rank;
};

// One alpha-beta solve of one program.
class AlphaBeta {
 public:
  AlphaBeta(const Engine& engine, const SolveOptions& options)
      : engine_(engine),
        p_(engine.program()),
        options_(options),
        reads_(rule_reads(engine.program())),
        table_(static_cast<std::uint64_t>(options.table_megabytes)) {}

  // `s` reduced to what the rules can see (see the file comment).
  State prepare(State s) const {
    s = canonical(s);
    if (!reads_.moved_from) s.moved_from = {};
    return s;
  }

  std::uint64_t hash(const State& s) const { return zobrist_hash(p_, s).full; }

  // The exact margin of `s` (prepared, with full hash `h`) for its side to
  // move, if within (alpha, beta); otherwise a bound on the side of the
  // window it fails (fail-soft).
  int search(const State& s, std::uint64_t h, int alpha, int beta, std::size_t depth);

  // The exact value of `s` by MTD(f): null-window searches from `guess`
  // that close in on the value, each reusing the bounds the table kept.
  int mtdf(const State& s, std::uint64_t h, int guess) {
    int lower = -kInfinity, upper = kInfinity, g = guess;
    while (lower < upper) {
      const int beta = g == lower ? g + 1 : g;
      g = search(s, h, beta - 1, beta, 1);
      if (g < beta)
        upper = g;
      else
        lower = g;
    }
    return g;
  }

  // Starts a new root: the path holds only `s` (a search cut short by the
  // node limit may have left positions on it).
  void enter(std::uint64_t root_hash) {
    path_.clear();
    path_.push(root_hash);
  }

  std::uint64_t nodes = 0;

 private:
  const Engine& engine_;
  const RuleProgram& p_;
  const SolveOptions& options_;
  const RuleReads reads_;
  SolverTable table_;
  std::vector<std::unique_ptr<Frame>> frames_;
  PathSet path_;  // full hashes of the positions on the search path

  Frame& frame(std::size_t depth) {
    while (frames_.size() <= depth) frames_.push_back(std::make_unique<Frame>());
    return *frames_[depth];
  }

  // The side to move's store minus the other's.
  int stores(const State& s) const {
    return s.cells[p_.store_cell(s.to_move)] - s.cells[p_.store_cell(opponent(s.to_move))];
  }
  // What the table's values are relative to: the stores' difference when the
  // rules do not read the stores (the table then holds the future margin), else 0.
  int offset(const State& s) const { return reads_.stores ? 0 : stores(s); }
  std::uint64_t table_key(const State& s, std::uint64_t h) const {
    return reads_.stores ? h : h ^ zobrist_stores(p_, s);
  }
};

int AlphaBeta::search(const State& s, std::uint64_t h, int alpha, int beta, std::size_t depth) {
  if ((++nodes & 0xFFFFF) == 0 && options_.progress) options_.progress(nodes, "nodes");
  // Every bound the table holds was found by a finished search, so stopping
  // here leaves it sound for the next search.
  if (options_.max_nodes != 0 && nodes > options_.max_nodes)
    throw SolveLimitReached(SolveLimitReached::nodes, options_.max_nodes);
  // A position already on the path: the game cycles, and values found from
  // here on would depend on the path. Retrograde analysis takes over.
  if (path_.contains(h)) throw CycleFound{};
  Frame& f = frame(depth);
  const PositionStatus status = examine(engine_, s, false, f.legal);
  if (status.opening) refuse_unsupported(p_, s);
  if (status.over) return final_margin(p_, s, s.to_move);

  // Stores never lose seeds during a game and every seed on the board goes
  // to one player at the end, so the final margin lies within the stores'
  // difference plus or minus the seeds still on the board.
  int on_board = 0;
  for (int c = 0; c < p_.pit_count(); ++c) on_board += s.cells[c];
  const int here = stores(s);
  int lower = here - on_board, upper = here + on_board;

  const std::uint64_t key = table_key(s, h);
  const int off = offset(s);
  int table_move = -1;
  if (const SolverEntry* e = table_.find(key)) {
    lower = std::max(lower, e->lower + off);
    upper = std::min(upper, e->upper + off);
    table_move = e->move;
  }
  if (lower >= beta) return lower;
  if (upper <= alpha) return upper;
  if (lower == upper) return lower;

  // Children, enhanced transposition cutoffs, and move order.
  const int n = f.legal.size;
  const Side mover = s.to_move;
  f.children.resize(static_cast<std::size_t>(n));
  f.hashes.resize(static_cast<std::size_t>(n));
  f.keys.resize(static_cast<std::size_t>(n));
  f.rank.resize(static_cast<std::size_t>(n));
  f.order.resize(static_cast<std::size_t>(n));
  // First every child and its hash, asking for its table bucket at once;
  // then the lookups, which by then mostly find their buckets in the cache.
  for (int i = 0; i < n; ++i) {
    const auto at = static_cast<std::size_t>(i);
    State& child = f.children[at];
    child = s;
    engine_.apply(child, f.legal[i]);
    child = prepare(child);
    f.hashes[at] = zobrist_update(p_, s, child, h);
    f.keys[at] = table_key(child, f.hashes[at]);
    table_.prefetch(f.keys[at]);
  }
  for (int i = 0; i < n; ++i) {
    const auto at = static_cast<std::size_t>(i);
    const State& child = f.children[at];
    const bool same_side = child.to_move == mover;
    if (const SolverEntry* e = table_.find(f.keys[at])) {
      const int child_off = offset(child);
      if (same_side && e->lower + child_off >= beta) return e->lower + child_off;
      if (!same_side && -(e->upper + child_off) >= beta) return -(e->upper + child_off);
    }
    const int gain = child.cells[p_.store_cell(mover)] - s.cells[p_.store_cell(mover)];
    f.rank[at] = (i == table_move ? 1 << 20 : 0) + (same_side ? 1 << 16 : 0) + gain;
  }
  for (int i = 0; i < n; ++i) f.order[static_cast<std::size_t>(i)] = n - 1 - i;
  // Insertion sort, stable: few moves, and ties keep reverse notation order.
  for (int i = 1; i < n; ++i) {
    const int moving = f.order[static_cast<std::size_t>(i)];
    int j = i;
    for (; j > 0 && f.rank[static_cast<std::size_t>(f.order[static_cast<std::size_t>(j - 1)])] <
                        f.rank[static_cast<std::size_t>(moving)];
         --j)
      f.order[static_cast<std::size_t>(j)] = f.order[static_cast<std::size_t>(j - 1)];
    f.order[static_cast<std::size_t>(j)] = moving;
  }

  const std::uint64_t nodes_before = nodes;
  const int alpha0 = alpha;
  int best = -kInfinity, best_move = f.order[0];
  path_.push(h);
  for (int i : f.order) {
    const auto at = static_cast<std::size_t>(i);
    const State& child = f.children[at];
    const int v = child.to_move == mover ? search(child, f.hashes[at], alpha, beta, depth + 1)
                                         : -search(child, f.hashes[at], -beta, -alpha, depth + 1);
    if (v > best) {
      best = v;
      best_move = i;
    }
    alpha = std::max(alpha, v);
    if (alpha >= beta) break;
  }
  path_.pop();

  // Fail-soft: `best` bounds the value from above when it did not pass the
  // window, from below when it reached beta, and is exact in between.
  const int stored_lower = best > alpha0 ? best - off : -SolverTable::kMaxValue;
  const int stored_upper = best < beta ? best - off : SolverTable::kMaxValue;
  table_.store(key, stored_lower, stored_upper, best_move, nodes - nodes_before);
  return best;
}

AlphaBetaSolver::AlphaBetaSolver(const Engine& engine, const SolveOptions& options)
    : engine_(engine) {
  if (engine.program().total_seeds > SolverTable::kMaxValue)
    throw SolveError("the game has more than " + std::to_string(SolverTable::kMaxValue) +
                     " seeds: too many for the solver's table");
  // The table is alpha-beta's memory, whatever the game: refuse one larger
  // than the machine can give rather than let the system fail later.
  const std::uint64_t table_bytes = static_cast<std::uint64_t>(options.table_megabytes) << 20;
  const std::uint64_t budget =
      options.memory_bytes != 0 ? options.memory_bytes : solver_memory_budget(~std::uint64_t{0});
  if (table_bytes > budget)
    throw SolveLimitReached(SolveLimitReached::memory, table_bytes,
                            "a transposition table of " + std::to_string(options.table_megabytes) +
                                " MB is more than this machine can give the solver (" +
                                std::to_string(budget >> 20) + " MB of its " +
                                std::to_string(physical_memory_bytes() >> 20) +
                                " MB); ask for a smaller table");
  search_ = std::make_unique<AlphaBeta>(engine, options);
}

AlphaBetaSolver::~AlphaBetaSolver() = default;

SolveResult AlphaBetaSolver::solve(const State& start) {
  const RuleProgram& p = engine_.program();
  AlphaBeta& search = *search_;
  const State root = search.prepare(start);
  refuse_unsupported(p, root);
  const std::uint64_t nodes_before = search.nodes;
  SolveResult result;
  result.method = "alpha-beta";
  MoveList legal;
  const PositionStatus status = examine(engine_, root, false, legal);
  if (status.over) {
    result.value = final_margin(p, root, root.to_move);
    return result;
  }
  const std::uint64_t root_hash = search.hash(root);
  search.enter(root_hash);
  result.value = -kInfinity;
  int guess = 0;
  for (const Move& move : legal) {
    State child = root;
    engine_.apply(child, move);
    child = search.prepare(child);
    const int sign = child.to_move == root.to_move ? 1 : -1;
    const int v = sign * search.mtdf(child, search.hash(child), sign * guess);
    guess = v;
    result.move_values.push_back({move, v});
    result.value = std::max(result.value, v);
  }
  for (const MoveValue& mv : result.move_values)
    if (mv.value == result.value) result.best_moves.push_back(mv.move);
  result.nodes = search.nodes - nodes_before;
  return result;
}

}  // namespace mancala::solver_detail
