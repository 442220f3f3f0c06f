#pragma once
// What one game's figures need beyond its result, gathered ply by ply through
// the engine's public interface: turns, seeds taken by captures, the number
// of legal moves faced, and who led (by the scores so far) after each ply.
// The definitions are those of docs/compare.md.
#include "interpreter/engine.hpp"
#include "interpreter/game.hpp"

namespace mancala {

struct GameSummary;

// Follows one game: call before_ply(), then Game::play, then after_ply() with
// what the move did; finish() writes the figures into the game's summary.
class GameTally {
 public:
  explicit GameTally(const Game& game);

  // Before the mover plays: counts the legal moves and a new turn.
  void before_ply(const Game& game);
  // After the move: books its captures (from `outcome`) and the lead. No
  // event log is needed, so the engine plays its fastest way.
  void after_ply(const Game& game, const MoveOutcome& outcome);
  // Fills the tallied fields of `summary` (plies, finished, winner and totals
  // must already be set).
  void finish(const Game& game, GameSummary& summary) const;

 private:
  Side first_;
  std::optional<Side> mover_;  // none before the first ply
  int turns_ = 0;
  int plies_ = 0;
  PerSide<int> capture_seeds_;
  long long legal_sum_ = 0;
  int move_positions_ = 0;
  Winner leader_;          // who was strictly ahead after the last ply that had a leader
  Winner current_leader_;  // who is strictly ahead now (none: level)
  int lead_changes_ = 0;
  int streak_start_ = 0;  // the ply since which current_leader_ has been ahead without a break

  void book_lead(Winner leader, int ply);
};

}  // namespace mancala
