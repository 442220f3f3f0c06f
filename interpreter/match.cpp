#include "interpreter/match.hpp"

#include <algorithm>

#include "interpreter/conditions.hpp"
#include "interpreter/limits.hpp"

namespace mancala {

State rebuild_board(const RuleProgram& p, int south_total, int north_total) {
  const int n = p.pits_per_row, q = p.rebuild_per_pit;
  PerSide<int> totals;
  totals[kSouth] = south_total;
  totals[kNorth] = north_total;
  State s;
  auto cell = [&](Side row, int number) { return (row == kSouth ? 0 : n) + number - 1; };
  auto set_owner = [&](int c, Side player) {
    if (player == kNorth)
      s.north_owned |= std::uint64_t{1} << c;
    else
      s.north_owned &= ~(std::uint64_t{1} << c);
  };
  PerSide<int> filled, remainder;
  // 1. Each player fills their own row from pit 1, q seeds a pit, as far as they can.
  for (const Side player : kSides) {
    filled[player] = std::min(n, totals[player] / q);
    remainder[player] = totals[player] - q * filled[player];
    for (int i = 1; i <= n; ++i) set_owner(cell(player, i), player);
    for (int i = 1; i <= filled[player]; ++i)
      s.cells[cell(player, i)] = static_cast<std::uint16_t>(q);
  }
  // 2. A surplus buys the opponent's empty pits, from their highest-numbered pit down.
  for (const Side player : kSides) {
    const Side other = opponent(player);
    int number = n;
    while (remainder[player] >= q && number > filled[other]) {
      s.cells[cell(other, number)] = static_cast<std::uint16_t>(q);
      set_owner(cell(other, number), player);
      remainder[player] -= q;
      --number;
    }
  }
  // 3. Remainders (summing to q) fill the pit left empty; it goes to whoever gave more,
  //    and on equal shares to the player with the larger total.
  if (remainder[kSouth] + remainder[kNorth] > 0) {
    for (int c = 0; c < p.pit_count(); ++c) {
      if (s.cells[c] != 0) continue;
      s.cells[c] = static_cast<std::uint16_t>(remainder[kSouth] + remainder[kNorth]);
      const Side owner = remainder[kSouth] > remainder[kNorth]   ? kSouth
                         : remainder[kNorth] > remainder[kSouth] ? kNorth
                         : totals[kNorth] > totals[kSouth]       ? kNorth
                                                                 : kSouth;
      set_owner(c, owner);
      break;
    }
  }
  return s;
}

int win_weight(const RuleProgram& p, const GameResult& r, const State* final) {
  if (!r.winner) return 0;
  static const State kEmpty{};
  EvalContext ctx;
  ctx.state = final ? final : &kEmpty;
  ctx.mover = *r.winner;
  ctx.margin = *r.winner == kSouth ? r.south - r.north : r.north - r.south;
  for (const WinValue& v : p.win_values)
    if (eval_condition(p, v.condition, ctx))
      return std::clamp(eval_number(p, v.value, ctx), 0, limits::kMaxWinWeight);
  return 1;
}

PerSide<int> pits_owned(const RuleProgram& p, const State& s) {
  PerSide<int> owned;
  for (int c = 0; c < p.pit_count(); ++c) ++owned[s.owner(c)];
  return owned;
}

Match::Match(const Engine& engine, int max_games, std::optional<Side> first)
    : engine_(engine),
      max_games_(max_games),
      first_of_game_one_(first.value_or(engine.program().first_player)) {
  start(engine.initial_state(), first_of_game_one_);
}

void Match::start(State start, Side first) {
  start.to_move = first;
  game_ = std::make_unique<Game>(engine_, start);
}

PerSide<int> Match::pits() const {
  return game_->over() ? final_pits_ : pits_owned(engine_.program(), game_->state());
}

void Match::book_game() {
  const RuleProgram& p = engine_.program();
  ++games_played_;
  const GameResult r = game_->result();
  if (!r.winner)
    ++draws_;
  else
    wins_[*r.winner] += win_weight(p, r, &game_->state());
  State next = engine_.initial_state();
  if (p.rebuild_per_pit > 0) next = rebuild_board(p, r.south, r.north);
  const PerSide<int> owned = pits_owned(p, next);
  const bool someone_owns_nothing = owned[kSouth] == 0 || owned[kNorth] == 0;
  if ((p.match_ends_when_no_pit && someone_owns_nothing) || games_played_ >= max_games_) {
    over_ = true;
    if (p.match_winner_by_pits || (p.match_ends_when_no_pit && someone_owns_nothing))
      winner_ = owned[kSouth] > owned[kNorth]   ? Winner(kSouth)
                : owned[kNorth] > owned[kSouth] ? Winner(kNorth)
                                                : Winner();
    else
      winner_ = wins_[kSouth] > wins_[kNorth]   ? Winner(kSouth)
                : wins_[kNorth] > wins_[kSouth] ? Winner(kNorth)
                                                : Winner();
  }
  // Until the next game starts, pits() reports the ownership the rebuild gives.
  final_pits_ = owned;
  next_start_ = next;
}

void Match::start_next_game() {
  const RuleProgram& p = engine_.program();
  ++game_number_;
  // Alternating if the rules say so; games rebuilt by match rules start as the
  // file says; independent games start with South (the trace protocol's rule).
  const Side first = p.alternate_first ? (game_number_ % 2 == 1 ? first_of_game_one_
                                                                : opponent(first_of_game_one_))
                                       : (p.rebuild_per_pit > 0 ? p.first_player : kSouth);
  start(next_start_, first);
}

}  // namespace mancala
