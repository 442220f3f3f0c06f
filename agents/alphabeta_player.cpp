#include "agents/alphabeta_player.hpp"

#include <algorithm>
#include <array>

#include "agents/candidate_turns.hpp"
#include "agents/position_status.hpp"
#include "agents/zobrist.hpp"

namespace mancala {
namespace {

constexpr int kInfinity = 1 << 29;
constexpr int kMaxSampledOpenings = 64;
constexpr int kTableMoveOrder = 1 << 30;

}  // namespace

// What one ply of the search path needs, kept for the life of the player.
struct AlphaBetaPlayer::Frame {
  MoveList moves;
  std::vector<int> order;  // move ordering keys, larger first (as many as moves)
  std::array<Opening, kMaxSampledOpenings> openings;
  std::uint64_t repetition_key = 0;
  bool history_starts_here = true;  // a capture led here (or the root): no earlier repeat counts
};

AlphaBetaPlayer::AlphaBetaPlayer(const PlayerSpec& spec, std::uint64_t seed)
    : depth_(spec.depth),
      ms_(spec.ms),
      openings_(std::min(spec.openings, kMaxSampledOpenings)),
      random_(seed),
      table_(spec.tt_mb),
      max_ply_(spec.ms > 0 ? kMaxPly : std::min(spec.depth, kMaxPly)),
      frames_(static_cast<std::size_t>(max_ply_) + 1),
      seed_(seed) {}

AlphaBetaPlayer::~AlphaBetaPlayer() = default;

void AlphaBetaPlayer::reset(std::uint64_t seed) {
  random_ = Random(seed);
  seed_ = seed;
  // The table's entries would change later choices: a fresh player has none.
  table_.forget();
}

bool AlphaBetaPlayer::out_of_time() {
  if (!timed_) return false;
  if (!aborted_ && (nodes_ & 255) == 0 && std::chrono::steady_clock::now() >= deadline_)
    aborted_ = true;
  return aborted_;
}

bool AlphaBetaPlayer::repeats(int ply, std::uint64_t key, bool captured) const {
  if (!engine_->program().uses_repetition || captured) return false;
  for (int k = ply; k >= 0; --k) {
    if (frames_[static_cast<std::size_t>(k)].repetition_key == key) return true;
    if (frames_[static_cast<std::size_t>(k)].history_starts_here) break;
  }
  return false;
}

int AlphaBetaPlayer::search(const State& s, int depth, int alpha, int beta, int ply,
                            bool repeated) {
  ++nodes_;
  if (out_of_time()) return 0;
  const RuleProgram& p = engine_->program();
  Frame& f = frames_[static_cast<std::size_t>(ply)];
  if (depth <= 0 || ply >= max_ply_) {
    // A leaf: whether the game is over is all it needs, not its moves.
    if (position_over(*engine_, s, repeated)) return evaluator_->terminal(s, s.to_move);
    return evaluator_->heuristic(s, s.to_move);
  }
  const PositionStatus status = examine(*engine_, s, repeated, f.moves);
  if (status.over) return evaluator_->terminal(s, s.to_move);

  const PositionHash hash = zobrist_hash(p, s);
  // A repeated position's value depends on the path, so the table is not used for it.
  const bool use_table = !repeated;
  Move table_move{};
  bool has_table_move = false;
  if (const TableEntry* e = use_table ? table_.find(hash.full) : nullptr) {
    if (e->depth >= depth) {
      if (e->bound == Bound::exact) return e->value;
      if (e->bound == Bound::lower && e->value >= beta) return e->value;
      if (e->bound == Bound::upper && e->value <= alpha) return e->value;
    }
    has_table_move = e->has_move;
    table_move = e->move;
  }
  const int alpha_at_start = alpha;
  int best = -kInfinity;
  Move best_move{};
  bool has_best_move = false;

  // The value of a child, from this node's mover's view.
  auto child_value = [&](const State& child, bool captured) {
    Frame& next = frames_[static_cast<std::size_t>(ply + 1)];
    const std::uint64_t key = zobrist_hash(p, child).repetition;
    const bool child_repeated = repeats(ply, key, captured);
    next.repetition_key = key;
    next.history_starts_here = captured;
    if (child.to_move == s.to_move)
      return search(child, depth - 1, alpha, beta, ply + 1, child_repeated);
    return -search(child, depth - 1, -beta, -alpha, ply + 1, child_repeated);
  };

  if (status.opening) {
    // Openings are sampled from a generator seeded by the position, so the
    // same position always offers the same ones.
    Random sampler(hash.full ^ seed_);
    const int n = opening_sample(p, s, openings_, sampler, f.openings.data());
    for (int i = 0; i < n && alpha < beta; ++i) {
      State child = s;
      apply_opening(p, child, f.openings[static_cast<std::size_t>(i)]);
      const int v = child_value(child, false);
      if (aborted_) return 0;
      best = std::max(best, v);
      alpha = std::max(alpha, v);
    }
  } else {
    // Order: the table's move first, then by the seeds the move puts in the store.
    const int store = p.store_cell(s.to_move);
    if (f.order.size() < static_cast<std::size_t>(f.moves.size))
      f.order.resize(static_cast<std::size_t>(f.moves.size));
    for (int i = 0; i < f.moves.size; ++i) {
      const Move m = f.moves[i];
      if (has_table_move && m == table_move) {
        f.order[static_cast<std::size_t>(i)] = kTableMoveOrder;
        continue;
      }
      State copy = s;
      engine_->apply(copy, m);
      f.order[static_cast<std::size_t>(i)] = copy.cells[store] - s.cells[store];
    }
    for (int done = 0; done < f.moves.size && alpha < beta; ++done) {
      int pick = done;
      for (int i = done + 1; i < f.moves.size; ++i)
        if (f.order[static_cast<std::size_t>(i)] > f.order[static_cast<std::size_t>(pick)])
          pick = i;
      std::swap(f.moves.moves[static_cast<std::size_t>(done)],
                f.moves.moves[static_cast<std::size_t>(pick)]);
      std::swap(f.order[static_cast<std::size_t>(done)], f.order[static_cast<std::size_t>(pick)]);
      const Move m = f.moves[done];
      State child = s;
      const MoveOutcome outcome = engine_->apply(child, m);
      const int v = child_value(child, outcome.captured);
      if (aborted_) return 0;
      if (v > best) {
        best = v;
        best_move = m;
        has_best_move = true;
      }
      alpha = std::max(alpha, v);
    }
  }
  if (use_table) {
    TableEntry e;
    e.key = hash.full;
    e.value = best;
    e.depth = static_cast<std::int16_t>(depth);
    e.bound = best <= alpha_at_start ? Bound::upper : best >= beta ? Bound::lower : Bound::exact;
    e.has_move = has_best_move;
    e.move = best_move;
    table_.store(e);
  }
  return best;
}

Turn AlphaBetaPlayer::choose(const Game& game) {
  engine_ = &game.engine();
  if (!evaluator_ || &evaluator_->program() != &engine_->program()) {
    if (evaluator_) table_.clear();
    evaluator_ = std::make_unique<Evaluator>(engine_->program());
  }
  const RuleProgram& p = engine_->program();
  const State& root = game.state();
  std::vector<Turn> turns = candidate_turns(game, openings_, random_);
  nodes_ = 0;
  depth_reached_ = 0;
  aborted_ = false;
  timed_ = false;  // the first depth always finishes, so there is always a turn to play
  deadline_ = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms_);
  frames_[0].repetition_key = zobrist_hash(p, root).repetition;
  frames_[0].history_starts_here = true;

  std::vector<int> values(turns.size(), 0);
  std::vector<std::size_t> best;  // the turns of the best value, from the last finished depth
  const int max_depth = max_ply_;
  for (int depth = 1; depth <= max_depth; ++depth) {
    timed_ = ms_ > 0 && depth > 1;
    // Search the best turns of the previous depth first: they set the bar early.
    std::vector<std::size_t> order(turns.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return values[a] > values[b]; });
    std::vector<int> new_values(turns.size(), -kInfinity);
    std::vector<std::size_t> new_best;
    int best_value = -kInfinity;
    bool decided = true;
    for (std::size_t i : order) {
      Game after = game;
      after.play(turns[i]);
      const State& child = after.state();
      if (after.over()) {
        new_values[i] = evaluator_->terminal(child, root.to_move);
      } else {
        decided = false;
        Frame& next = frames_[1];
        next.repetition_key = zobrist_hash(p, child).repetition;
        next.history_starts_here = true;  // the game's own history is checked by Game
        // A window just below the best so far: equal values come back exact, for ties.
        const int alpha = best_value == -kInfinity ? -kInfinity : best_value - 1;
        new_values[i] = child.to_move == root.to_move
                            ? search(child, depth - 1, alpha, kInfinity, 1, false)
                            : -search(child, depth - 1, -kInfinity, -alpha, 1, false);
      }
      if (aborted_) break;
      if (new_values[i] > best_value) {
        best_value = new_values[i];
        new_best.clear();
      }
      if (new_values[i] == best_value) new_best.push_back(i);
    }
    if (aborted_ && depth > 1) break;
    values = new_values;
    best = new_best;
    depth_reached_ = depth;
    last_value_ = best_value;
    if (decided) break;  // every turn ends the game: deeper search changes nothing
    if (ms_ > 0 && std::chrono::steady_clock::now() >= deadline_) break;
  }
  std::sort(best.begin(), best.end());
  return turns[best[random_.below(best.size())]];
}

}  // namespace mancala
