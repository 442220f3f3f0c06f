#pragma once
// Game: one game in progress. Wraps the engine's State with what only a whole
// game knows: the positions seen since the last capture (for repetition
// rules), whether the game is over, and its result.
#include <array>
#include <vector>

#include "interpreter/engine.hpp"

namespace mancala {

// Final totals (stores plus the seeds swept as the rules say) and the winner.
struct GameResult {
  int south = 0;
  int north = 0;
  int winner = -1;  // kSouth, kNorth, or -1 for a draw
};

class Game {
 public:
  explicit Game(const Engine& engine);
  Game(const Engine& engine, const State& start);

  const State& state() const { return state_; }
  const Engine& engine() const { return *engine_; }
  bool over() const { return over_; }
  // The legal moves of the player to move (empty once the game is over).
  const MoveList& legal() const { return legal_; }
  bool is_legal(Move move) const;

  // Plays a legal move; returns what happened.
  MoveOutcome play(Move move);

  // Totals and winner; meaningful once over() (before, the totals if it ended now).
  GameResult result() const;

 private:
  using Key = std::array<std::uint16_t, kMaxCells + 1>;
  const Engine* engine_;
  State state_;
  MoveList legal_;
  bool over_ = false;
  std::vector<Key> seen_;  // positions since the last capture, when the rules use repetition

  Key key() const;
  void settle(bool repeated);
};

}  // namespace mancala
