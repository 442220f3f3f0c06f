#include "bench/reference/oware_reference.hpp"

#include "interpreter/random.hpp"

namespace mancala::reference {

Oware::Oware() {
  pits_.fill(kSeeds);
}

Oware::Oware(const std::array<int, kCells>& pits, int south_score, int north_score, int to_move)
    : to_move_(static_cast<std::uint8_t>(to_move)) {
  for (int pit = 0; pit < kCells; ++pit) pits_[pit] = static_cast<std::uint8_t>(pits[pit]);
  scores_[0] = static_cast<std::uint8_t>(south_score);
  scores_[1] = static_cast<std::uint8_t>(north_score);
}

int Oware::row_seeds(int player) const {
  int sum = 0;
  for (int i = player * kPits; i < (player + 1) * kPits; ++i) sum += pits_[i];
  return sum;
}

void Oware::legal_moves(Moves& out) const {
  out.size = 0;
  const int first = to_move_ * kPits;
  // Rule 6: a move feeds an empty row exactly when its sowing reaches that
  // row (from pit number k, more than 6 - k seeds). Its captures cannot
  // empty the row again: taking every seed there is a grand slam, which
  // captures nothing (rule 5).
  const bool must_feed = row_seeds(1 - to_move_) == 0;
  for (int i = 0; i < kPits; ++i) {
    const int seeds = pits_[first + i];
    if (seeds == 0 || (must_feed && seeds < kPits - i)) continue;
    out.pit[out.size++] = static_cast<std::int8_t>(first + i);
  }
}

bool Oware::play(int origin) {
  const int mover = to_move_;
  to_move_ = static_cast<std::uint8_t>(1 - mover);  // rule 7: the turn always passes
  // Rules 2 and 3: sow counter-clockwise from the next pit, passing over the
  // origin when the sowing comes round.
  int hand = pits_[origin];
  pits_[origin] = 0;
  int pos = origin;
  while (hand > 0) {
    if (++pos == kCells) pos = 0;
    if (pos == origin) continue;
    ++pits_[pos];
    --hand;
  }
  // Rule 4: a last seed that makes 2 or 3 in an opponent's pit captures it,
  // and the pits before it while they are the opponent's and hold 2 or 3.
  const int opponent_first = (1 - mover) * kPits;
  auto capturable = [&](int pit) {
    return pit >= opponent_first && pit < opponent_first + kPits &&
           (pits_[pit] == 2 || pits_[pit] == 3);
  };
  if (!capturable(pos)) return false;
  int taken = 0, from = pos;
  while (capturable(from)) {
    taken += pits_[from];
    from = from == 0 ? kCells - 1 : from - 1;
  }
  // Rule 5: a grand slam, taking every seed of the opponent's row, captures nothing.
  if (taken == row_seeds(1 - mover)) return false;
  for (int pit = pos; pit != from; pit = pit == 0 ? kCells - 1 : pit - 1) pits_[pit] = 0;
  scores_[mover] = static_cast<std::uint8_t>(scores_[mover] + taken);
  return true;
}

bool Oware::decided() const {
  return scores_[0] > kTotal / 2 || scores_[1] > kTotal / 2 ||
         (scores_[0] == kTotal / 2 && scores_[1] == kTotal / 2);
}

void Oware::final_totals(int totals[2]) const {
  for (int player = 0; player < 2; ++player) totals[player] = scores_[player] + row_seeds(player);
}

Oware::Key Oware::key() const {
  // Six bits a pit (at most 48 seeds): pits 0..9 in the low word, 10 and 11
  // and the side to move in the high one.
  Key k{0, 0};
  for (int pit = 0; pit < 10; ++pit) k.low |= std::uint64_t{pits_[pit]} << (6 * pit);
  k.high = pits_[10] | std::uint64_t{pits_[11]} << 6 | std::uint64_t{to_move_} << 12;
  return k;
}

PositionSet::PositionSet() : slots_(2048), shift_(64 - 11) {}

bool PositionSet::insert(Oware::Key key) {
  if (2 * (size_ + 1) > static_cast<int>(slots_.size())) grow();
  const std::uint64_t hash = (key.low ^ (key.high * 0xC2B2AE3D27D4EB4FULL)) * 0x9E3779B97F4A7C15ULL;
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t i = hash >> shift_;; i = (i + 1) & mask) {
    Slot& slot = slots_[i];
    if (slot.generation != generation_) {
      slot = {key, generation_};
      ++size_;
      return true;
    }
    if (slot.key == key) return false;
  }
}

void PositionSet::grow() {
  std::vector<Slot> old;
  old.swap(slots_);
  slots_.assign(2 * old.size(), Slot{});
  --shift_;
  size_ = 0;
  const std::uint32_t live = generation_;
  generation_ = 1;  // the new slots are all generation 0: empty
  for (const Slot& slot : old)
    if (slot.generation == live) insert(slot.key);
}

OwareGame::OwareGame() : OwareGame(Oware()) {}

OwareGame::OwareGame(const Oware& start) : position_(start) {
  seen_.insert(position_.key());  // rule 8a: the starting position counts as seen
  settle(false);
}

void OwareGame::play(int pit) {
  // Rule 8a: a capture forgets every earlier position.
  if (position_.play(pit)) seen_.clear();
  settle(!seen_.insert(position_.key()));
}

void OwareGame::settle(bool repeated) {
  // Rule 8: repetition, a decided score, or no legal move (8c) ends the game.
  position_.legal_moves(legal_);
  over_ = repeated || position_.decided() || legal_.size == 0;
  if (over_) legal_.size = 0;
}

Playout oware_random_game(std::uint64_t seed, int index, int max_plies) {
  // One generator for both sides, seeded per game as analysis/simulation.cpp does.
  Random random(derive_seed(seed, static_cast<std::uint64_t>(index)));
  OwareGame game;
  Playout out;
  while (out.plies < max_plies && !game.over()) {
    const Oware::Moves& moves = game.legal();
    game.play(moves.pit[random.below(static_cast<std::uint64_t>(moves.size))]);
    ++out.plies;
  }
  out.finished = game.over();
  for (int player = 0; player < 2; ++player) out.stores[player] = game.position().score(player);
  if (out.finished) game.position().final_totals(out.totals);
  return out;
}

}  // namespace mancala::reference
