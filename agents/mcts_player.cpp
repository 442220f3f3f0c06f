#include "agents/mcts_player.hpp"

#include <cmath>

#include "agents/candidate_turns.hpp"
#include "agents/evaluation.hpp"
#include "agents/position_status.hpp"

namespace mancala {

// One position of the search tree, by the turn that leads to it from its
// parent (positions are not stored: the descent replays the turns).
struct MctsPlayer::Node {
  Move move{};
  int opening = -1;  // index in openings_ when the turn is an opening
  int parent = -1;
  int first_child = -1;
  int child_count = 0;
  int visits = 0;
  double wins = 0;  // for the player who played the turn (the parent's side to move)
  bool expanded = false;
};

MctsPlayer::MctsPlayer(const PlayerSpec& spec, std::uint64_t seed)
    : iterations_(spec.iterations),
      c_(spec.c),
      openings_per_turn_(spec.openings),
      random_(seed),
      legal_(std::make_unique<MoveList>()) {}

MctsPlayer::~MctsPlayer() = default;

void MctsPlayer::play_turn(const Engine& engine, State& state, const Node& node) const {
  if (node.opening >= 0)
    apply_opening(engine.program(), state, openings_[static_cast<std::size_t>(node.opening)]);
  else
    engine.apply(state, node.move);
}

void MctsPlayer::expand(const Engine& engine, int index, const State& state) {
  nodes_[static_cast<std::size_t>(index)].expanded = true;
  const PositionStatus status = examine(engine, state, false, *legal_);
  if (status.over) return;
  const int first = static_cast<int>(nodes_.size());
  if (status.opening) {
    std::vector<Opening> sample(static_cast<std::size_t>(openings_per_turn_));
    const int count =
        opening_sample(engine.program(), state, openings_per_turn_, random_, sample.data());
    for (int i = 0; i < count; ++i) {
      Node n;
      n.opening = static_cast<int>(openings_.size());
      n.parent = index;
      openings_.push_back(sample[static_cast<std::size_t>(i)]);
      nodes_.push_back(n);
    }
  } else {
    for (const Move& m : *legal_) {
      Node n;
      n.move = m;
      n.parent = index;
      nodes_.push_back(n);
    }
  }
  Node& n = nodes_[static_cast<std::size_t>(index)];
  n.first_child = first;
  n.child_count = static_cast<int>(nodes_.size()) - first;
}

Winner MctsPlayer::playout(const Engine& engine, State s) {
  ++playouts_;
  const RuleProgram& p = engine.program();
  for (int ply = 0; ply < kMaxPlayoutPlies; ++ply) {
    const PositionStatus status = examine(engine, s, false, *legal_);
    if (status.over) {
      PerSide<int> totals;
      final_totals(p, s, totals);
      if (totals[kSouth] == totals[kNorth]) return std::nullopt;
      return totals[kSouth] > totals[kNorth] ? kSouth : kNorth;
    }
    if (status.opening)
      apply_opening(p, s, sample_opening(p, s, random_));
    else
      engine.apply(
          s, (*legal_)[static_cast<int>(random_.below(static_cast<std::uint64_t>(legal_->size)))]);
  }
  // Cut: judged by the seeds already scored.
  const int lead = Evaluator(p).heuristic(s, kSouth);
  if (lead == 0) return std::nullopt;
  return lead > 0 ? kSouth : kNorth;
}

Turn MctsPlayer::choose(const Game& game) {
  const Engine& engine = game.engine();
  nodes_.clear();
  openings_.clear();
  playouts_ = 0;
  // The root's turns are the game's own (for openings, a sample of them).
  nodes_.push_back(Node{});
  nodes_[0].expanded = true;
  const std::vector<Turn> turns = candidate_turns(game, openings_per_turn_, random_);
  for (const Turn& t : turns) {
    Node n;
    n.parent = 0;
    if (t.is_opening) {
      n.opening = static_cast<int>(openings_.size());
      openings_.push_back(t.opening);
    } else {
      n.move = t.move;
    }
    nodes_.push_back(n);
  }
  nodes_[0].first_child = 1;
  nodes_[0].child_count = static_cast<int>(turns.size());

  for (int it = 0; it < iterations_; ++it) {
    // Select: descend by UCB1 until a node not yet expanded (or a finished game).
    int node = 0;
    State state = game.state();
    path_.clear();
    while (nodes_[static_cast<std::size_t>(node)].expanded &&
           nodes_[static_cast<std::size_t>(node)].child_count > 0) {
      const Node& n = nodes_[static_cast<std::size_t>(node)];
      const double log_visits = std::log(static_cast<double>(std::max(1, n.visits)));
      int pick = -1;
      double pick_score = -1;
      for (int i = n.first_child; i < n.first_child + n.child_count; ++i) {
        const Node& child = nodes_[static_cast<std::size_t>(i)];
        if (child.visits == 0) {
          pick = i;
          break;
        }
        const double score = child.wins / child.visits +
                             c_ * std::sqrt(log_visits / static_cast<double>(child.visits));
        if (score > pick_score) {
          pick_score = score;
          pick = i;
        }
      }
      node = pick;
      path_.push_back({node, state.to_move});
      play_turn(engine, state, nodes_[static_cast<std::size_t>(node)]);
    }
    // Expand the node reached, then play one random game from it.
    if (!nodes_[static_cast<std::size_t>(node)].expanded) expand(engine, node, state);
    const Winner winner = playout(engine, state);
    // Back up: each node counts the result for the player who moved into it.
    for (const auto& [index, mover] : path_) {
      Node& x = nodes_[static_cast<std::size_t>(index)];
      x.visits++;
      x.wins += !winner ? 0.5 : *winner == mover ? 1.0 : 0.0;
    }
    nodes_[0].visits++;
  }
  int best = 1;
  for (int i = 1; i <= nodes_[0].child_count; ++i) {
    const Node& a = nodes_[static_cast<std::size_t>(i)];
    const Node& b = nodes_[static_cast<std::size_t>(best)];
    if (a.visits > b.visits || (a.visits == b.visits && a.wins > b.wins)) best = i;
  }
  const Node& chosen = nodes_[static_cast<std::size_t>(best)];
  return chosen.opening >= 0 ? Turn::of(openings_[static_cast<std::size_t>(chosen.opening)])
                             : Turn::of(chosen.move);
}

}  // namespace mancala
