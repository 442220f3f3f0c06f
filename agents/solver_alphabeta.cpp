// The solver's alpha-beta method: negamax on the final margin of the side to
// move (an extra turn keeps the side, so its value is not negated), with a
// transposition table of bounds, enhanced transposition cutoffs (a child's
// stored bound that already refutes the window ends the node before any
// search), MTD(f) at the root, and a watch on the search path that reports a cycle.
#include <algorithm>
#include <memory>

#include "agents/position_status.hpp"
#include "agents/solver_positions.hpp"
#include "agents/transposition_table.hpp"
#include "agents/zobrist.hpp"

namespace mancala::solver_detail {
namespace {

constexpr int kInfinity = 1 << 20;

}  // namespace

// The per-depth scratch space of the search, allocated once per depth.
struct Frame {
  MoveList legal;
  std::vector<State> children;
  std::vector<int> order;
};

// One alpha-beta solve of one program.
class AlphaBeta {
 public:
  AlphaBeta(const Engine& engine, const SolveOptions& options)
      : engine_(engine), p_(engine.program()), options_(options), table_(options.table_megabytes) {}

  // The exact margin of `s` (canonical) for its side to move, if within
  // (alpha, beta); otherwise a bound on the side of the window it fails.
  int search(const State& s, int alpha, int beta, std::size_t depth);

  // The exact value of `s` by MTD(f): null-window searches from `guess`
  // that close in on the value, each reusing the bounds the table kept.
  int mtdf(const State& s, int guess) {
    int lower = -kInfinity, upper = kInfinity, g = guess;
    while (lower < upper) {
      const int beta = g == lower ? g + 1 : g;
      g = search(s, beta - 1, beta, 1);
      if (g < beta)
        upper = g;
      else
        lower = g;
    }
    return g;
  }

  // Starts a new root: the path holds only `s` (a search cut short by the
  // node limit may have left positions on it).
  void enter(const State& s) {
    path_.clear();
    path_.push_back(zobrist_hash(p_, s).full);
  }

  std::uint64_t nodes = 0;

 private:
  const Engine& engine_;
  const RuleProgram& p_;
  const SolveOptions& options_;
  TranspositionTable table_;
  std::vector<std::unique_ptr<Frame>> frames_;
  std::vector<std::uint64_t> path_;  // hashes of the positions on the search path

  Frame& frame(std::size_t depth) {
    while (frames_.size() <= depth) frames_.push_back(std::make_unique<Frame>());
    return *frames_[depth];
  }
};

int AlphaBeta::search(const State& s, int alpha, int beta, std::size_t depth) {
  if ((++nodes & 0xFFFFF) == 0 && options_.progress) options_.progress(nodes, "nodes");
  // Every bound the table holds was found by a finished search, so stopping
  // here leaves it sound for the next search.
  if (options_.max_nodes != 0 && nodes > options_.max_nodes)
    throw SolveLimitReached(SolveLimitReached::nodes, options_.max_nodes);
  const std::uint64_t key = zobrist_hash(p_, s).full;
  // A position already on the path: the game cycles, and values found from
  // here on would depend on the path. Retrograde analysis takes over.
  if (std::find(path_.begin(), path_.end(), key) != path_.end()) throw CycleFound{};
  Frame& f = frame(depth);
  const PositionStatus status = examine(engine_, s, false, f.legal);
  if (status.opening) refuse_unsupported(p_, s);
  if (status.over) return final_margin(p_, s, s.to_move);

  // Stores never lose seeds during a game and every seed on the board goes
  // to one player at the end, so the final margin lies within the stores'
  // difference plus or minus the seeds still on the board.
  int on_board = 0;
  for (int c = 0; c < p_.pit_count(); ++c) on_board += s.cells[c];
  const int stores = s.cells[p_.store_cell(s.to_move)] - s.cells[p_.store_cell(1 - s.to_move)];
  if (stores - on_board >= beta) return stores - on_board;
  if (stores + on_board <= alpha) return stores + on_board;

  bool has_table_move = false;
  Move table_move{};
  if (const TableEntry* e = table_.find(key)) {
    if (e->bound == Bound::exact) return e->value;
    if (e->bound == Bound::lower && e->value >= beta) return e->value;
    if (e->bound == Bound::upper && e->value <= alpha) return e->value;
    has_table_move = e->has_move;
    table_move = e->move;
  }

  // Children, enhanced transposition cutoffs, and move order: the table's
  // move first, then extra turns, then the rest in notation order.
  const int n = f.legal.size;
  f.children.resize(static_cast<std::size_t>(n));
  f.order.clear();
  int first_extra = 0;
  for (int i = 0; i < n; ++i) {
    State child = s;
    engine_.apply(child, f.legal[i]);
    child = canonical(child);
    f.children[static_cast<std::size_t>(i)] = child;
    const bool same_side = child.to_move == s.to_move;
    if (const TableEntry* e = table_.find(zobrist_hash(p_, child).full)) {
      if (same_side && (e->bound == Bound::exact || e->bound == Bound::lower) && e->value >= beta)
        return e->value;
      if (!same_side && (e->bound == Bound::exact || e->bound == Bound::upper) && -e->value >= beta)
        return -e->value;
    }
    if (has_table_move && f.legal[i] == table_move) {
      f.order.insert(f.order.begin(), i);
      ++first_extra;
    } else if (same_side) {
      f.order.insert(f.order.begin() + first_extra, i);
      ++first_extra;
    } else {
      f.order.push_back(i);
    }
  }

  const int alpha0 = alpha;
  int best = -kInfinity;
  Move best_move = f.legal[f.order[0]];
  path_.push_back(key);
  for (int i : f.order) {
    const State& child = f.children[static_cast<std::size_t>(i)];
    const int v = child.to_move == s.to_move ? search(child, alpha, beta, depth + 1)
                                             : -search(child, -beta, -alpha, depth + 1);
    if (v > best) {
      best = v;
      best_move = f.legal[i];
    }
    alpha = std::max(alpha, v);
    if (alpha >= beta) break;
  }
  path_.pop_back();

  TableEntry entry;
  entry.key = key;
  entry.value = best;
  entry.depth = 0;
  entry.bound = best <= alpha0 ? Bound::upper : best >= beta ? Bound::lower : Bound::exact;
  entry.has_move = true;
  entry.move = best_move;
  table_.store(entry);
  return best;
}

AlphaBetaSolver::AlphaBetaSolver(const Engine& engine, const SolveOptions& options)
    : engine_(engine), search_(std::make_unique<AlphaBeta>(engine, options)) {}

AlphaBetaSolver::~AlphaBetaSolver() = default;

SolveResult AlphaBetaSolver::solve(const State& start) {
  const RuleProgram& p = engine_.program();
  const State root = canonical(start);
  refuse_unsupported(p, root);
  AlphaBeta& search = *search_;
  const std::uint64_t nodes_before = search.nodes;
  SolveResult result;
  result.method = "alpha-beta";
  MoveList legal;
  const PositionStatus status = examine(engine_, root, false, legal);
  if (status.over) {
    result.value = final_margin(p, root, root.to_move);
    return result;
  }
  search.enter(root);
  result.value = -kInfinity;
  int guess = 0;
  for (const Move& move : legal) {
    State child = root;
    engine_.apply(child, move);
    child = canonical(child);
    const int sign = child.to_move == root.to_move ? 1 : -1;
    const int v = sign * search.mtdf(child, sign * guess);
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
