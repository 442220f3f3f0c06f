#pragma once
// One game in progress as Python sees it (OpenSpiel's State): the engine's
// Game, the turns played as action numbers and as notation, and a ply cap
// that ends (cuts) games that would go on for ever. Every problem is thrown as
// std::invalid_argument with the message `mancala trace` gives.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "interpreter/game.hpp"
#include "rule_set.hpp"

namespace mancala::python {

// The player number of a finished game's state, as in OpenSpiel.
constexpr int kTerminalPlayer = -4;

// A game in progress (see the file comment). Copies are independent games.
class GameState {
 public:
  explicit GameState(std::shared_ptr<const RuleSet> rules);

  const RuleSet& rules() const { return *rules_; }
  const std::shared_ptr<const RuleSet>& shared_rules() const { return rules_; }
  const Game& game() const { return game_; }

  // Over, or cut at the rule set's ply cap.
  bool is_terminal() const { return game_.over() || cut(); }
  // Stopped at the ply cap before the rules ended it.
  bool cut() const;
  // kSouth, kNorth, or kTerminalPlayer.
  int current_player() const;
  bool opening_turn() const { return !is_terminal() && game_.opening_turn(); }
  std::uint64_t legal_count() const { return is_terminal() ? 0 : game_.legal_count(); }

  // Sowing moves and passes (empty in an opening turn and once terminal), ascending.
  std::vector<std::int64_t> legal_actions() const;
  // The same in notation, in the order `trace` lists them.
  std::vector<std::string> legal_moves() const;
  // The legal opening with this index (an opening turn's legal moves, counted).
  std::string opening_move(std::uint64_t index) const;

  void apply_action(std::int64_t action);
  void apply_move(const std::string& text);
  void apply_turn(const Turn& turn);

  std::string action_to_string(std::int64_t action) const;
  std::int64_t string_to_action(const std::string& text) const;

  // +1 for the winner, -1 for the loser, 0 each for a draw, a cut game or a game not over.
  std::array<double, 2> returns() const;
  const std::vector<std::int64_t>& history() const { return history_; }
  const std::vector<std::string>& moves() const { return moves_; }
  // The board as `mancala play` draws it.
  std::string board() const;

 private:
  std::shared_ptr<const RuleSet> rules_;
  Game game_;
  std::vector<std::int64_t> history_;
  std::vector<std::string> moves_;

  Turn read(const std::string& text) const;
};

}  // namespace mancala::python
