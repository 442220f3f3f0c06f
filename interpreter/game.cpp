#include "interpreter/game.hpp"

#include <algorithm>

#include "interpreter/conditions.hpp"
#include "interpreter/pit_counts.hpp"
#include "interpreter/sweep.hpp"

namespace mancala {

Game::Game(const Engine& engine) : Game(engine, engine.initial_state()) {}

namespace {

// Whether every count of a game from `start` fits a byte: its seeds, which
// no move makes or destroys, number at most 255.
bool counts_fit_a_byte(const RuleProgram& p, const State& start) {
  int seeds = 0;
  for (int c = 0; c < p.pit_count() + 2; ++c) seeds += start.cells[static_cast<std::size_t>(c)];
  return seeds <= 255;
}

}  // namespace

bool live_end_condition_holds(const Engine& engine, const State& state, bool repeated) {
  EvalContext ctx;
  ctx.state = &state;
  ctx.mover = state.to_move;
  ctx.repeated = repeated;
  // The end conditions have no effects: the first that holds decides.
  for (const LiveEndCondition& live : engine.lowered().live_end_conditions[repeated])
    if (holds(engine.program(), live.condition, ctx)) return true;
  return false;
}

Game::Game(const Engine& engine, const State& start)
    : engine_(&engine),
      state_(start),
      narrow_keys_(counts_fit_a_byte(engine.program(), start)),
      seen_(PositionSet::words_for(engine.program().pit_count() + 2, narrow_keys_)) {
  // A start position may come from anywhere (a test, a caller's own board):
  // its pit counts are made those of its cells once, here.
  recount_pits(state_, engine.program().pits_per_row);
  if (engine.program().uses_repetition) seen_.insert(key());
  settle(false);
}

Game::Key Game::key() const {
  return PositionSet::pack(state_.cells, engine_->program().pit_count() + 2, state_.to_move,
                           narrow_keys_);
}

bool Game::is_legal(Move move) const {
  return std::find(legal_.begin(), legal_.end(), move) != legal_.end();
}

// Computes the legal moves and checks the end conditions, in the file's order.
void Game::settle(bool repeated) {
  const RuleProgram& p = engine_->program();
  engine_->legal_moves(state_, legal_, &sown_);
  opening_turn_ = is_opening_turn(p, state_);
  legal_count_ =
      opening_turn_ ? count_openings(p, state_) : static_cast<std::uint64_t>(legal_.size);
  // A player with no legal move cannot play on, whatever the file lists; a
  // move cut off by a lap limit that ends the game was the game's last.
  if (legal_count_ == 0 || state_.lap_limit_reached ||
      end_condition_holds(*engine_, state_, repeated))
    over_ = true;
  stuck_ = legal_count_ == 0;
  repeated_ = repeated;
  if (over_) {
    legal_.size = 0;
    legal_count_ = 0;
  }
}

MoveOutcome Game::play_opening(const Opening& opening) {
  apply_opening(engine_->program(), state_, opening);
  MoveOutcome outcome;
  after_move(outcome);
  return outcome;
}

MoveOutcome Game::play(Move move, EventLog* events) {
  // A move sown already while finding the legal moves is not sown again
  // (unless its steps are wanted).
  const int sown = events ? -1 : sown_.find(move);
  MoveOutcome outcome;
  if (sown >= 0) {
    state_ = sown_.after[static_cast<std::size_t>(sown)];
    outcome = sown_.outcomes[static_cast<std::size_t>(sown)];
  } else {
    outcome = engine_->apply(state_, move, events);
  }
  after_move(outcome);
  return outcome;
}

void Game::after_move(const MoveOutcome& outcome) {
  bool repeated = false;
  if (engine_->program().uses_repetition) {
    if (outcome.captured) seen_.clear();
    repeated = seen_.insert(key());
  }
  settle(repeated);
}

GameResult Game::result() const {
  const RuleProgram& p = engine_->program();
  GameResult r;
  EvalContext facts;
  facts.state = &state_;
  facts.mover = state_.to_move;
  facts.no_legal_move = stuck_;
  facts.repeated = repeated_;
  PerSide<int> totals;
  r.unclaimed = sweep_totals(p, facts, totals);
  r.south = totals[kSouth];
  r.north = totals[kNorth];
  if (r.south != r.north) r.winner = r.south > r.north ? kSouth : kNorth;
  return r;
}

}  // namespace mancala
