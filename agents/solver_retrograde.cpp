// The solver's retrograde method, for games whose positions can repeat:
// enumerate every position reachable from the start (refusing past the cap),
// link each to its successors and predecessors, then, for every threshold t
// among the possible outcomes, find the positions where South can force a
// final margin of at least t. Play that never ends counts as a draw (0), so
// for t > 0 South must force the game to end with margin >= t (South's
// attractor of those finished positions), and for t <= 0 South only has to
// keep North from forcing an end with margin < t (the complement of North's
// attractor). A position's value is the largest t it reaches.
#include <algorithm>
#include <climits>
#include <string>

#include "agents/position_status.hpp"
#include "agents/solver_memory.hpp"
#include "agents/solver_positions.hpp"
#include "agents/zobrist.hpp"

namespace mancala::solver_detail {

// The reachable positions of one program, with their move graph.
class PositionGraph {
 public:
  PositionGraph(const Engine& engine, const SolveOptions& options)
      : engine_(engine), p_(engine.program()), options_(options) {
    // What fits in memory caps the count too, below --max-positions if need
    // be, so that a game too big for the machine is refused, not attempted.
    const std::uint64_t budget =
        options.memory_bytes != 0 ? options.memory_bytes : solver_memory_budget(~std::uint64_t{0});
    memory_cap_ = budget / retrograde_bytes_per_position();
    cap_ = std::min(options.max_positions, memory_cap_);
  }

  // Enumerates from `root` (index 0); throws SolveError past the cap.
  void build(const State& root);

  // The index of canonical position `s`, or -1.
  std::int64_t find(const State& s) const;

  std::size_t size() const { return states_.size(); }
  const State& state(std::size_t i) const { return states_[i]; }
  bool finished(std::size_t i) const { return succ_begin_[i] == succ_begin_[i + 1]; }
  int south_margin(std::size_t i) const { return margin_[i]; }

  // Values of every position as South's margin (see the file comment).
  std::vector<int> values() const;

 private:
  const Engine& engine_;
  const RuleProgram& p_;
  const SolveOptions& options_;
  std::vector<State> states_;
  std::vector<std::uint64_t> hashes_;
  std::vector<std::uint32_t> slots_;  // open addressing: index + 1, 0 = empty
  std::vector<std::uint64_t> succ_begin_;
  std::vector<std::uint32_t> succ_;
  std::vector<std::int32_t> margin_;  // South's final margin of finished positions
  std::uint64_t memory_cap_ = 0;      // positions that fit in the solver's memory budget
  std::uint64_t cap_ = 0;             // the smaller of that and --max-positions

  [[noreturn]] void refuse_count() const;

  std::uint32_t intern(const State& s);
  void grow();
  // The positions where `player` can force reaching `target` (finished positions).
  std::vector<std::uint8_t> attractor(Side player, const std::vector<std::uint8_t>& target,
                                      const std::vector<std::uint64_t>& pred_begin,
                                      const std::vector<std::uint32_t>& pred) const;
};

std::int64_t PositionGraph::find(const State& s) const {
  const std::uint64_t mask = slots_.size() - 1;
  for (std::uint64_t i = zobrist_hash(p_, s).full & mask;; i = (i + 1) & mask) {
    const std::uint32_t slot = slots_[i];
    if (slot == 0) return -1;
    if (same_position(p_, states_[slot - 1], s)) return slot - 1;
  }
}

void PositionGraph::grow() {
  slots_.assign(slots_.empty() ? 1 << 16 : slots_.size() * 2, 0);
  const std::uint64_t mask = slots_.size() - 1;
  for (std::size_t k = 0; k < states_.size(); ++k) {
    std::uint64_t i = hashes_[k] & mask;
    while (slots_[i] != 0) i = (i + 1) & mask;
    slots_[i] = static_cast<std::uint32_t>(k + 1);
  }
}

std::uint32_t PositionGraph::intern(const State& s) {
  if (const std::int64_t found = find(s); found >= 0) return static_cast<std::uint32_t>(found);
  if (states_.size() >= cap_) refuse_count();
  states_.push_back(s);
  hashes_.push_back(zobrist_hash(p_, s).full);
  if (states_.size() * 2 > slots_.size()) {
    grow();
  } else {
    const std::uint64_t mask = slots_.size() - 1;
    std::uint64_t i = hashes_.back() & mask;
    while (slots_[i] != 0) i = (i + 1) & mask;
    slots_[i] = static_cast<std::uint32_t>(states_.size());
  }
  if ((states_.size() & 0xFFFF) == 0 && options_.progress)
    options_.progress(states_.size(), "positions");
  return static_cast<std::uint32_t>(states_.size() - 1);
}

void PositionGraph::refuse_count() const {
  const std::uint64_t bytes = retrograde_bytes_per_position();
  if (cap_ < options_.max_positions) {
    const double bound = position_upper_bound(p_);
    throw SolveLimitReached(
        SolveLimitReached::memory, cap_,
        "the game has more than " + std::to_string(cap_) + " reachable positions (at most " +
            std::to_string(static_cast<long long>(bound)) +
            " by the ways its seeds can lie), and solving it would need more than " +
            std::to_string(cap_ * bytes >> 20) +
            " MB, all the memory the solver may use on this machine (it has " +
            std::to_string(physical_memory_bytes() >> 20) +
            " MB); try a smaller board (fewer pits or seeds)");
  }
  throw SolveLimitReached(
      SolveLimitReached::positions, options_.max_positions,
      "the game has more than " + std::to_string(options_.max_positions) +
          " reachable positions (counted up to --max-positions); solving it would need more "
          "than " +
          std::to_string(options_.max_positions * bytes >> 20) +
          " MB. Try a smaller board (--set) or raise --max-positions if the memory is there");
}

void PositionGraph::build(const State& root) {
  grow();
  intern(root);
  MoveList legal;
  succ_begin_.push_back(0);
  for (std::size_t i = 0; i < states_.size(); ++i) {
    const State s = states_[i];
    const PositionStatus status = examine(engine_, s, false, legal);
    if (status.opening) refuse_unsupported(p_, s);
    margin_.push_back(status.over ? final_margin(p_, s, kSouth) : 0);
    for (const Move& move : legal) {
      State child = s;
      engine_.apply(child, move);
      succ_.push_back(intern(canonical(child)));
    }
    succ_begin_.push_back(succ_.size());
  }
}

std::vector<std::uint8_t> PositionGraph::attractor(Side player,
                                                   const std::vector<std::uint8_t>& target,
                                                   const std::vector<std::uint64_t>& pred_begin,
                                                   const std::vector<std::uint32_t>& pred) const {
  const std::size_t n = size();
  std::vector<std::uint8_t> in(target);
  std::vector<std::uint32_t> left(n);
  std::vector<std::uint32_t> queue;
  for (std::size_t i = 0; i < n; ++i) {
    left[i] = static_cast<std::uint32_t>(succ_begin_[i + 1] - succ_begin_[i]);
    if (in[i]) queue.push_back(static_cast<std::uint32_t>(i));
  }
  for (std::size_t q = 0; q < queue.size(); ++q) {
    const std::uint32_t x = queue[q];
    for (std::uint64_t e = pred_begin[x]; e < pred_begin[x + 1]; ++e) {
      const std::uint32_t y = pred[e];
      if (in[y]) continue;
      if (states_[y].to_move == player || --left[y] == 0) {
        in[y] = 1;
        queue.push_back(y);
      }
    }
  }
  return in;
}

std::vector<int> PositionGraph::values() const {
  const std::size_t n = size();
  // Predecessor lists, from the successor lists.
  std::vector<std::uint64_t> pred_begin(n + 1, 0);
  for (std::uint32_t child : succ_) ++pred_begin[child + 1];
  for (std::size_t i = 0; i < n; ++i) pred_begin[i + 1] += pred_begin[i];
  std::vector<std::uint32_t> pred(succ_.size());
  std::vector<std::uint64_t> fill(pred_begin.begin(), pred_begin.end() - 1);
  for (std::size_t i = 0; i < n; ++i)
    for (std::uint64_t e = succ_begin_[i]; e < succ_begin_[i + 1]; ++e)
      pred[fill[succ_[e]]++] = static_cast<std::uint32_t>(i);

  // The possible outcomes: every finished position's margin, and 0 for endless play.
  std::vector<int> thresholds{0};
  for (std::size_t i = 0; i < n; ++i)
    if (finished(i)) thresholds.push_back(margin_[i]);
  std::sort(thresholds.begin(), thresholds.end());
  thresholds.erase(std::unique(thresholds.begin(), thresholds.end()), thresholds.end());

  std::vector<int> value(n, INT_MIN);
  std::vector<std::uint8_t> target(n);
  for (int t : thresholds) {
    std::vector<std::uint8_t> south_reaches;
    if (t > 0) {
      for (std::size_t i = 0; i < n; ++i) target[i] = finished(i) && margin_[i] >= t;
      south_reaches = attractor(kSouth, target, pred_begin, pred);
    } else {
      for (std::size_t i = 0; i < n; ++i) target[i] = finished(i) && margin_[i] < t;
      south_reaches = attractor(kNorth, target, pred_begin, pred);
      for (auto& b : south_reaches) b = !b;
    }
    bool any = false;
    for (std::size_t i = 0; i < n; ++i)
      if (south_reaches[i]) {
        value[i] = t;
        any = true;
      }
    if (!any) break;
  }
  return value;
}

RetrogradeSolver::RetrogradeSolver(const Engine& engine, const SolveOptions& options)
    : engine_(engine), options_(options) {}

RetrogradeSolver::~RetrogradeSolver() = default;

SolveResult RetrogradeSolver::solve(const State& start) {
  const RuleProgram& p = engine_.program();
  const State root = canonical(start);
  refuse_unsupported(p, root);
  SolveResult result;
  result.method = "retrograde";
  // The graph of an earlier root holds every position reachable from it, with
  // exact values: a position of the same game is looked up, not solved again.
  if (!graph_ || graph_->find(root) < 0) {
    graph_.reset();
    values_.clear();
    auto graph = std::make_unique<PositionGraph>(engine_, options_);
    graph->build(root);
    values_ = graph->values();
    graph_ = std::move(graph);
    result.nodes = graph_->size();
  }
  const int sign = root.to_move == kSouth ? 1 : -1;
  result.value = sign * values_[static_cast<std::size_t>(graph_->find(root))];
  MoveList legal;
  examine(engine_, root, false, legal);
  for (const Move& move : legal) {
    State child = root;
    engine_.apply(child, move);
    const std::int64_t index = graph_->find(canonical(child));
    result.move_values.push_back({move, sign * values_[static_cast<std::size_t>(index)]});
  }
  for (const MoveValue& mv : result.move_values)
    if (mv.value == result.value) result.best_moves.push_back(mv.move);
  return result;
}

}  // namespace mancala::solver_detail
