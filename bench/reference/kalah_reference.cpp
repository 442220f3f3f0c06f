#include "bench/reference/kalah_reference.hpp"

#include "interpreter/random.hpp"

namespace mancala::reference {

Kalah::Kalah() {
  for (int pit = 0; pit < 2 * kPits; ++pit) cells_[cell(pit)] = kSeeds;
}

Kalah::Kalah(const std::array<int, 2 * kPits>& pits, int south_store, int north_store, int to_move)
    : to_move_(static_cast<std::uint8_t>(to_move)) {
  for (int pit = 0; pit < 2 * kPits; ++pit)
    cells_[cell(pit)] = static_cast<std::uint8_t>(pits[pit]);
  cells_[store_cell(0)] = static_cast<std::uint8_t>(south_store);
  cells_[store_cell(1)] = static_cast<std::uint8_t>(north_store);
}

int Kalah::row_seeds(int player) const {
  const int first = player == 0 ? 0 : kPits + 1;
  int sum = 0;
  for (int i = 0; i < kPits; ++i) sum += cells_[first + i];
  return sum;
}

void Kalah::legal_moves(Moves& out) const {
  out.size = 0;
  const int first = to_move_ * kPits;
  for (int pit = first; pit < first + kPits; ++pit)
    if (cells_[cell(pit)] > 0) out.pit[out.size++] = static_cast<std::int8_t>(pit);
}

bool Kalah::play(int pit) {
  const int mover = to_move_;
  const int own_store = store_cell(mover);
  const int skipped = store_cell(1 - mover);
  // Rule 2: lift every seed and sow counter-clockwise from the next cell,
  // through the own store, never into the opponent's; the origin gets a seed
  // when a sowing of 13 or more comes round.
  int pos = cell(pit);
  int hand = cells_[pos];
  cells_[pos] = 0;
  while (hand > 0) {
    if (++pos == kCells) pos = 0;
    if (pos == skipped) continue;
    ++cells_[pos];
    --hand;
  }
  // Rule 3: a last seed in the own store earns another move.
  if (pos == own_store) return true;
  // Rule 4: a last seed in an empty pit of the mover's row (it now holds just
  // that seed) takes itself and the facing pit, when that one holds seeds.
  // In the circuit, the pit facing cell c is cell 12 - c.
  const bool own_row = mover == 0 ? pos < kPits : pos > kPits && pos < kCells - 1;
  const int facing = 2 * kPits - pos;
  if (own_row && cells_[pos] == 1 && cells_[facing] > 0) {
    cells_[own_store] = static_cast<std::uint8_t>(cells_[own_store] + cells_[facing] + 1);
    cells_[facing] = 0;
    cells_[pos] = 0;
  }
  to_move_ = static_cast<std::uint8_t>(1 - mover);
  return false;
}

void Kalah::final_totals(int totals[2]) const {
  for (int player = 0; player < 2; ++player) totals[player] = store(player) + row_seeds(player);
}

Playout kalah_random_game(std::uint64_t seed, int index, int max_plies) {
  // One generator for both sides, seeded per game as analysis/simulation.cpp does.
  Random random(derive_seed(seed, static_cast<std::uint64_t>(index)));
  Kalah game;
  Kalah::Moves moves;
  Playout out;
  while (out.plies < max_plies && !game.over()) {
    game.legal_moves(moves);
    game.play(moves.pit[random.below(static_cast<std::uint64_t>(moves.size))]);
    ++out.plies;
  }
  out.finished = game.over();
  for (int player = 0; player < 2; ++player) out.stores[player] = game.store(player);
  if (out.finished) game.final_totals(out.totals);
  return out;
}

int kalah_alphabeta(const Kalah& position, int depth, int alpha, int beta, std::uint64_t& nodes) {
  ++nodes;
  const int mover = position.to_move();
  if (position.over()) {
    int totals[2];
    position.final_totals(totals);
    return totals[mover] - totals[1 - mover];
  }
  if (depth == 0) return position.store(mover) - position.store(1 - mover);
  Kalah::Moves moves;
  position.legal_moves(moves);
  int best = -(1 << 20);
  for (int i = 0; i < moves.size; ++i) {
    Kalah child = position;
    const int value = child.play(moves.pit[i])
                          ? kalah_alphabeta(child, depth - 1, alpha, beta, nodes)
                          : -kalah_alphabeta(child, depth - 1, -beta, -alpha, nodes);
    if (value > best) best = value;
    if (best > alpha) alpha = best;
    if (alpha >= beta) break;
  }
  return best;
}

}  // namespace mancala::reference
