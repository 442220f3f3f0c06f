#include "analysis/game_tally.hpp"

#include "analysis/simulation.hpp"

namespace mancala {
namespace {

// Who is strictly ahead with these scores (none when level).
Winner ahead(int south, int north) {
  if (south == north) return std::nullopt;
  return south > north ? kSouth : kNorth;
}

}  // namespace

GameTally::GameTally(const Game& game) : first_(game.state().to_move) {}

void GameTally::before_ply(const Game& game) {
  const Side mover = game.state().to_move;
  if (mover != mover_) ++turns_;  // an extra turn continues the same turn
  mover_ = mover;
  // Opening turns count their placements, which can run to millions: the
  // branching factor is over ordinary moves only.
  if (!game.opening_turn()) {
    legal_sum_ += static_cast<long long>(game.legal_count());
    ++move_positions_;
  }
}

void GameTally::after_ply(const Game& game, const MoveOutcome& outcome) {
  ++plies_;
  capture_seeds_[*mover_] += outcome.captured_seeds;
  const RuleProgram& p = game.engine().program();
  const State& s = game.state();
  book_lead(ahead(s.cells[p.store_cell(kSouth)], s.cells[p.store_cell(kNorth)]), plies_);
}

void GameTally::book_lead(Winner leader, int ply) {
  if (leader && leader_ && leader != leader_) ++lead_changes_;
  if (leader) leader_ = leader;
  if (leader != current_leader_ || !leader) streak_start_ = ply;
  current_leader_ = leader;
}

void GameTally::finish(const Game& game, GameSummary& summary) const {
  (void)game;
  summary.first = first_;
  summary.turns = turns_;
  summary.capture_seeds = capture_seeds_;
  summary.branching = move_positions_ ? static_cast<double>(legal_sum_) / move_positions_ : 0.0;
  summary.lead_changes = lead_changes_;
  summary.lead_for_good = -1;
  if (!summary.finished) return;
  // The final totals (after the sweep) are the last point of the lead's history.
  GameTally copy = *this;
  copy.book_lead(ahead(summary.totals[kSouth], summary.totals[kNorth]), plies_);
  summary.lead_changes = copy.lead_changes_;
  if (summary.winner && plies_ > 0)
    summary.lead_for_good = static_cast<double>(copy.streak_start_) / plies_;
}

}  // namespace mancala
