#include "interpreter/match.hpp"

#include <algorithm>

#include "interpreter/conditions.hpp"
#include "interpreter/limits.hpp"
#include "interpreter/pit_counts.hpp"

namespace mancala {

State rebuild_board(const RuleProgram& p, int south_total, int north_total) {
  const Rebuild& rule = p.rebuild;
  const int n = p.pits_per_row, q = rule.seeds_per_pit;
  PerSide<int> totals;
  totals[kSouth] = south_total;
  totals[kNorth] = north_total;
  State s;
  auto cell = [&](Side row, int number) { return (row == kSouth ? 0 : n) + number - 1; };
  // The k-th pit (from 0) of a row counted from its first or its last pit.
  auto nth = [&](Side row, int k, bool from_last) { return cell(row, from_last ? n - k : 1 + k); };
  auto set_owner = [&](int c, Side player) {
    if (player == kNorth)
      s.north_owned |= PitBits{1} << c;
    else
      s.north_owned &= ~(PitBits{1} << c);
  };
  PerSide<int> remainder;
  // 1. Each player fills their own row, q seeds a pit, from the end the rule
  //    names, as far as their seeds allow.
  for (const Side player : kSides) {
    const int filled = std::min(n, totals[player] / q);
    remainder[player] = totals[player] - q * filled;
    for (int i = 1; i <= n; ++i) set_owner(cell(player, i), player);
    for (int k = 0; k < filled; ++k)
      s.cells[nth(player, k, rule.fill_from_last)] = static_cast<std::uint16_t>(q);
  }
  // 2. A surplus buys the opponent's pits left empty, q seeds each, from the end
  //    the rule names; the buyer owns them for the next game.
  for (const Side player : kSides) {
    const Side other = opponent(player);
    for (int k = 0; k < n && remainder[player] >= q; ++k) {
      const int c = nth(other, k, rule.buy_from_last);
      if (s.cells[c] != 0) continue;
      s.cells[c] = static_cast<std::uint16_t>(q);
      set_owner(c, player);
      remainder[player] -= q;
    }
  }
  // 3. The remainders together fill the first pit left empty, owned by the
  //    first key that tells the players apart (South when none does).
  if (remainder[kSouth] + remainder[kNorth] > 0) {
    Side owner = kSouth;
    for (const RemainderOwner key : rule.remainder_owner) {
      const PerSide<int>& by = key == RemainderOwner::larger_share ? remainder : totals;
      if (by[kSouth] == by[kNorth]) continue;
      const bool south_larger = by[kSouth] > by[kNorth];
      owner = (south_larger == (key != RemainderOwner::smaller_total)) ? kSouth : kNorth;
      break;
    }
    for (int c = 0; c < p.pit_count(); ++c) {
      if (s.cells[c] != 0) continue;
      s.cells[c] = static_cast<std::uint16_t>(remainder[kSouth] + remainder[kNorth]);
      set_owner(c, owner);
      break;
    }
  }
  recount_pits(s, n);
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
  start.first_mover = first;
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
  if (p.rebuild.seeds_per_pit > 0) next = rebuild_board(p, r.south, r.north);
  // `ends when` and `winner by` read the next game's board, each player as `mover`.
  EvalContext ctx;
  ctx.state = &next;
  auto holds_for_either = [&](int condition) {
    for (const Side player : kSides) {
      ctx.mover = player;
      if (eval_condition(p, condition, ctx)) return true;
    }
    return false;
  };
  const bool ended = p.match_ends_when >= 0 && holds_for_either(p.match_ends_when);
  if (ended || games_played_ >= max_games_) {
    over_ = true;
    PerSide<int> score = wins_;
    if (p.match_winner_by >= 0) {
      for (const Side player : kSides) {
        ctx.mover = player;
        ctx.games_won = wins_[player];
        score[player] = eval_number(p, p.match_winner_by, ctx);
      }
    }
    winner_ = score[kSouth] > score[kNorth]   ? Winner(kSouth)
              : score[kNorth] > score[kSouth] ? Winner(kNorth)
                                              : Winner();
  }
  const PerSide<int> owned = pits_owned(p, next);
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
                                       : (p.rebuild.seeds_per_pit > 0 ? p.first_player : kSouth);
  start(next_start_, first);
}

}  // namespace mancala
