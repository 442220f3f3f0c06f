#include "game_state.hpp"

#include <stdexcept>

#include "opening_rank.hpp"
#include "presentation/board_text.hpp"
#include "presentation/legality.hpp"
#include "presentation/notation.hpp"
#include "presentation/opening_notation.hpp"

namespace mancala::python {

GameState::GameState(std::shared_ptr<const RuleSet> rules)
    : rules_(std::move(rules)), game_(rules_->engine) {}

bool GameState::cut() const {
  return !game_.over() && static_cast<int>(history_.size()) >= rules_->max_plies;
}

int GameState::current_player() const {
  return is_terminal() ? kTerminalPlayer : static_cast<int>(index(game_.state().to_move));
}

std::vector<std::int64_t> GameState::legal_actions() const {
  std::vector<std::int64_t> out;
  if (is_terminal() || game_.opening_turn()) return out;
  for (const Move& m : game_.legal()) out.push_back(action_of(rules_->layout, game_, Turn::of(m)));
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> GameState::legal_moves() const {
  std::vector<std::string> out;
  if (is_terminal() || game_.opening_turn()) return out;
  for (const Move& m : game_.legal()) out.push_back(move_text(rules_->program(), m));
  return out;
}

std::string GameState::opening_move(std::uint64_t index) const {
  if (!opening_turn() || index >= game_.legal_count())
    throw std::out_of_range("no opening has this index");
  return opening_text(rules_->program(), opening_at(rules_->program(), game_.state(), index));
}

Turn GameState::read(const std::string& text) const {
  if (cut()) throw std::invalid_argument("the game is over (cut at the ply cap)");
  std::string why;
  std::optional<Turn> turn = read_turn(game_, text, why);
  if (!turn) throw std::invalid_argument(why);
  return *turn;
}

void GameState::apply_turn(const Turn& turn) {
  if (cut()) throw std::invalid_argument("the game is over (cut at the ply cap)");
  const std::string problem = turn_problem(game_, turn);
  if (!problem.empty()) throw std::invalid_argument(problem);
  history_.push_back(action_of(rules_->layout, game_, turn));
  moves_.push_back(turn_text(rules_->program(), turn));
  game_.play(turn);
}

void GameState::apply_action(std::int64_t action) {
  if (cut()) throw std::invalid_argument("the game is over (cut at the ply cap)");
  if (game_.over()) throw std::invalid_argument("the game is over");
  std::string why;
  std::optional<Turn> turn = turn_of(rules_->layout, game_, action, why);
  if (!turn) throw std::invalid_argument(why);
  apply_turn(*turn);
}

void GameState::apply_move(const std::string& text) {
  apply_turn(read(text));
}

std::string GameState::action_to_string(std::int64_t action) const {
  std::string why;
  std::optional<Turn> turn = turn_of(rules_->layout, game_, action, why);
  if (!turn) throw std::invalid_argument(why);
  return turn_text(rules_->program(), *turn);
}

std::int64_t GameState::string_to_action(const std::string& text) const {
  const Turn turn = read(text);
  const std::string problem = turn_problem(game_, turn);
  if (!problem.empty()) throw std::invalid_argument(problem);
  return action_of(rules_->layout, game_, turn);
}

std::array<double, 2> GameState::returns() const {
  if (!game_.over()) return {0, 0};
  const Winner winner = game_.result().winner;
  if (!winner) return {0, 0};
  std::array<double, 2> out{-1, -1};
  out[index(*winner)] = 1;
  return out;
}

std::string GameState::board() const {
  return draw_board(rules_->program(), game_.state());
}

}  // namespace mancala::python
