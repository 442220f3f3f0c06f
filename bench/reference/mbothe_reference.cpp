#include "bench/reference/mbothe_reference.hpp"

#include "interpreter/random.hpp"

namespace mancala::reference {

Mbothe::Mbothe() {
  pits_.fill(kSeeds);
}

Mbothe::Mbothe(const std::array<int, kCells>& pits, int south_captured, int north_captured,
               int to_move, bool first_move)
    : to_move_(static_cast<std::uint8_t>(to_move)), first_move_(first_move) {
  for (int pit = 0; pit < kCells; ++pit) pits_[pit] = static_cast<std::uint8_t>(pits[pit]);
  captured_[0] = static_cast<std::uint8_t>(south_captured);
  captured_[1] = static_cast<std::uint8_t>(north_captured);
}

int Mbothe::row_seeds(int player) const {
  int sum = 0;
  for (int i = player * kPits; i < (player + 1) * kPits; ++i) sum += pits_[i];
  return sum;
}

void Mbothe::legal_moves(MbotheMoves& out) const {
  out.size = 0;
  const int mover = to_move_, first = mover * kPits;
  // "Feeding (mandatory)": judged on the position at the end of the move.
  const bool must_feed = row_seeds(1 - mover) == 0;
  bool feeds[kPits];
  int feeding = 0;
  for (int pit = first; pit < first + kPits; ++pit) {
    if (pits_[pit] == 0) continue;
    Mbothe& after = out.after[out.size];
    after = *this;
    if (after.play(pit) == Sown::endless) continue;  // an endless sowing is no move
    out.pit[out.size] = static_cast<std::int8_t>(pit);
    feeds[out.size] = must_feed && after.row_seeds(1 - mover) > 0;
    feeding += feeds[out.size];
    ++out.size;
  }
  // Keep what satisfies `keep` (in order), when anything does.
  auto keep_only = [&](auto keep) {
    int kept = 0;
    for (int i = 0; i < out.size; ++i)
      if (keep(i)) {
        out.pit[kept] = out.pit[i];
        out.after[kept] = out.after[i];
        ++kept;
      }
    out.size = kept;
  };
  // Feeding moves, if any exists; otherwise any move.
  if (feeding > 0) keep_only([&](int i) { return feeds[i]; });
  // The pair rule: a pit of 2 only when nothing else is left, and then the
  // rightmost (the last in notation order).
  int others = 0;
  for (int i = 0; i < out.size; ++i) others += pits_[out.pit[i]] != 2;
  if (others > 0)
    keep_only([&](int i) { return pits_[out.pit[i]] != 2; });
  else if (out.size > 1)
    keep_only([&](int i) { return i == out.size - 1; });
}

Mbothe::Sown Mbothe::play(int origin) {
  const int mover = to_move_;
  const int opponent_first = (1 - mover) * kPits;
  // "Skipping pairs", except during the game's very first move (Decision).
  const bool skipping = !first_move_;
  first_move_ = false;
  int hand = pits_[origin];
  pits_[origin] = 0;
  int pos = origin;
  for (int laps = 1;; ++laps) {
    if (laps > kLapLimit) return Sown::endless;
    // "Sowing": counter-clockwise from the next pit, the origin included; an
    // opponent's pit holding 2 when the sowing reaches it gets no seed.
    while (hand > 0) {
      if (++pos == kCells) pos = 0;
      if (skipping && pits_[pos] == 2 && pos >= opponent_first && pos < opponent_first + kPits)
        continue;
      ++pits_[pos];
      --hand;
    }
    if (pits_[pos] == 1) break;  // the last seed fell into an empty pit: the lap ends the move
    hand = pits_[pos];           // relay: lift the pit, the last seed included, and sow on
    pits_[pos] = 0;
  }
  // "Capture and bonus move": an own pit facing exactly 2 takes them and moves again.
  // The pit facing pit p is 19 - p.
  const int facing = kCells - 1 - pos;
  if (pos >= mover * kPits && pos < (mover + 1) * kPits && pits_[facing] == 2) {
    captured_[mover] = static_cast<std::uint8_t>(captured_[mover] + 2);
    pits_[facing] = 0;
    return Sown::play_again;
  }
  to_move_ = static_cast<std::uint8_t>(1 - mover);
  return Sown::ended;
}

void Mbothe::final_totals(int totals[2]) const {
  totals[0] = captured_[0];
  totals[1] = captured_[1];
  totals[1 - to_move_] += row_seeds(0) + row_seeds(1);
}

Playout mbothe_random_game(std::uint64_t seed, int index, int max_plies) {
  // One generator for both sides, seeded per game as analysis/simulation.cpp does.
  Random random(derive_seed(seed, static_cast<std::uint64_t>(index)));
  MbotheGame game;
  Playout out;
  while (out.plies < max_plies && !game.over()) {
    game.play_legal(static_cast<int>(random.below(static_cast<std::uint64_t>(game.legal().size))));
    ++out.plies;
  }
  out.finished = game.over();
  for (int player = 0; player < 2; ++player) out.stores[player] = game.position().captured(player);
  if (out.finished) game.position().final_totals(out.totals);
  return out;
}

}  // namespace mancala::reference
