#include "agents/mcts_player.hpp"

#include <cmath>

#include "agents/candidate_turns.hpp"
#include "agents/evaluation.hpp"
#include "agents/position_status.hpp"

namespace mancala {

// One position of the search tree, with the turn that led to it.
struct MctsPlayer::Node {
  State state;
  Turn turn;
  int parent = -1;
  int first_child = -1;
  int child_count = 0;
  int visits = 0;
  double wins = 0;  // for the player who played `turn` (the parent's side to move)
  bool expanded = false;
  bool over = false;
};

MctsPlayer::MctsPlayer(const PlayerSpec& spec, std::uint64_t seed)
    : iterations_(spec.iterations),
      c_(spec.c),
      openings_(spec.openings),
      random_(seed),
      legal_(std::make_unique<MoveList>()) {}

MctsPlayer::~MctsPlayer() = default;

void MctsPlayer::expand(const Engine& engine, int index) {
  const RuleProgram& p = engine.program();
  nodes_[static_cast<std::size_t>(index)].expanded = true;
  const State state = nodes_[static_cast<std::size_t>(index)].state;
  const PositionStatus status = examine(engine, state, false, *legal_);
  if (status.over) {
    nodes_[static_cast<std::size_t>(index)].over = true;
    return;
  }
  const int first = static_cast<int>(nodes_.size());
  auto add = [&](const Turn& turn, const State& child) {
    Node n;
    n.state = child;
    n.turn = turn;
    n.parent = index;
    nodes_.push_back(n);
  };
  if (status.opening) {
    std::vector<Opening> sample(static_cast<std::size_t>(openings_));
    const int count = opening_sample(p, state, openings_, random_, sample.data());
    for (int i = 0; i < count; ++i) {
      State child = state;
      apply_opening(p, child, sample[static_cast<std::size_t>(i)]);
      add(Turn::of(sample[static_cast<std::size_t>(i)]), child);
    }
  } else {
    for (const Move& m : *legal_) {
      State child = state;
      engine.apply(child, m);
      add(Turn::of(m), child);
    }
  }
  Node& n = nodes_[static_cast<std::size_t>(index)];
  n.first_child = first;
  n.child_count = static_cast<int>(nodes_.size()) - first;
}

int MctsPlayer::playout(const Engine& engine, State s) {
  const RuleProgram& p = engine.program();
  for (int ply = 0; ply < kMaxPlayoutPlies; ++ply) {
    const PositionStatus status = examine(engine, s, false, *legal_);
    if (status.over) {
      int totals[2];
      final_totals(p, s, totals);
      return totals[kSouth] > totals[kNorth]   ? kSouth
             : totals[kNorth] > totals[kSouth] ? kNorth
                                               : -1;
    }
    if (status.opening)
      apply_opening(p, s, sample_opening(p, s, random_));
    else
      engine.apply(
          s, (*legal_)[static_cast<int>(random_.below(static_cast<std::uint64_t>(legal_->size)))]);
  }
  // Cut: judged by the seeds already scored.
  const int lead = Evaluator(p).heuristic(s, kSouth);
  return lead > 0 ? kSouth : lead < 0 ? kNorth : -1;
}

Turn MctsPlayer::choose(const Game& game) {
  const Engine& engine = game.engine();
  nodes_.clear();
  nodes_.reserve(static_cast<std::size_t>(iterations_) * 8 + 64);
  // The root's turns are the game's own (for openings, a sample of them).
  Node root;
  root.state = game.state();
  root.expanded = true;
  nodes_.push_back(root);
  const std::vector<Turn> turns = candidate_turns(game, openings_, random_);
  for (const Turn& t : turns) {
    Game after = game;
    after.play(t);
    Node n;
    n.state = after.state();
    n.turn = t;
    n.parent = 0;
    nodes_.push_back(n);
  }
  nodes_[0].first_child = 1;
  nodes_[0].child_count = static_cast<int>(turns.size());

  for (int it = 0; it < iterations_; ++it) {
    // Select: descend by UCB1 until a node not yet expanded (or a finished game).
    int node = 0;
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
    }
    // Expand the node reached, then play one random game from it.
    if (!nodes_[static_cast<std::size_t>(node)].expanded) expand(engine, node);
    const int winner = playout(engine, nodes_[static_cast<std::size_t>(node)].state);
    // Back up: each node counts the result for the player who moved into it.
    for (int n = node; n > 0; n = nodes_[static_cast<std::size_t>(n)].parent) {
      Node& x = nodes_[static_cast<std::size_t>(n)];
      const int mover = nodes_[static_cast<std::size_t>(x.parent)].state.to_move;
      x.visits++;
      x.wins += winner < 0 ? 0.5 : winner == mover ? 1.0 : 0.0;
    }
    nodes_[0].visits++;
  }
  int best = 1;
  for (int i = 1; i <= nodes_[0].child_count; ++i) {
    const Node& a = nodes_[static_cast<std::size_t>(i)];
    const Node& b = nodes_[static_cast<std::size_t>(best)];
    if (a.visits > b.visits || (a.visits == b.visits && a.wins > b.wins)) best = i;
  }
  return nodes_[static_cast<std::size_t>(best)].turn;
}

}  // namespace mancala
