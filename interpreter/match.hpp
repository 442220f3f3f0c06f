#pragma once
// Match: a series of games under the rule file's match rules: the board
// rebuilt from each player's total by the rebuild's policies (with pits bought
// across the board), the first mover alternating, weighted wins, the end of the
// match when its `ends when` condition holds for either player on the next
// game's board or after a number of games, and the winner by its `winner by`
// number (games won by default). Without match rules, the games are
// independent, each from the setup.
#include <memory>

#include "interpreter/game.hpp"

namespace mancala {

// The position a rebuild gives after a game that ended with these totals
// (side to move and memory as in a new game; the caller sets who starts).
State rebuild_board(const RuleProgram& program, int south_total, int north_total);

// How many wins a game result counts for in a match: the first of the rules'
// `win counts as N [when C]` whose condition holds, read with the game's
// margin and final position (`final`; none: an empty board), the winner being
// the mover; 1 without such rules; 0 for a draw.
int win_weight(const RuleProgram& program, const GameResult& result, const State* final = nullptr);

// How many pits each player owns.
PerSide<int> pits_owned(const RuleProgram& program, const State& state);

// A series of games under the match rules (see the file comment).
class Match {
 public:
  // `first` overrides who starts the first game (none: as the rule file says).
  Match(const Engine& engine, int max_games, std::optional<Side> first = std::nullopt);

  Game& game() { return *game_; }
  const Game& game() const { return *game_; }
  int game_number() const { return game_number_; }
  int games_played() const { return games_played_; }
  bool over() const { return over_; }

  // Call once the current game is over: books its result and prepares the next
  // game's board (rebuilt as the rules say), or ends the match. The finished
  // game stays in view until start_next_game().
  void book_game();
  // After book_game() on a match that is not over: the next game begins.
  void start_next_game();

  // Weighted wins, draws, pits owned (after the last rebuild once over), and the winner
  // (none for a draw) once over().
  const PerSide<int>& wins() const { return wins_; }
  int draws() const { return draws_; }
  PerSide<int> pits() const;
  Winner winner() const { return winner_; }

 private:
  const Engine& engine_;
  int max_games_;
  Side first_of_game_one_;
  std::unique_ptr<Game> game_;
  int game_number_ = 1;
  int games_played_ = 0;
  PerSide<int> wins_;
  int draws_ = 0;
  bool over_ = false;
  Winner winner_;
  PerSide<int> final_pits_;  // pits owned after the rebuild that ended the match

  void start(State start, Side first);
  State next_start_;
};

}  // namespace mancala
