#pragma once
// Engine: the generic rules machine. Given a compiled RuleProgram it produces
// the start position, the legal moves of a position and the effect of a move.
// It knows no game: everything game-specific is in the program.
#include <memory>
#include <vector>

#include "interpreter/conditions.hpp"
#include "interpreter/lowered_program.hpp"
#include "interpreter/opening.hpp"
#include "interpreter/pit_masks.hpp"
#include "interpreter/program.hpp"
#include "interpreter/state.hpp"

namespace mancala {

// What happened during one move, for the game driver and for tests.
struct MoveOutcome {
  // (The counts first, then the flags: 24 bytes, copied for every sown candidate.)
  int forbidden_by = -1;  // a leading `forbid` filter refused the move: which one (see `forbidden`)
  int first_last = -1;    // where the first lap's last seed landed
  int captured_seeds = 0;             // how many seeds were captured, in all
  int laps = 0;                       // laps sown (each relay starts one more)
  bool endless = false;               // the sowing did not end within the lap limit: not a move
  bool lap_limit_reached = false;     // ... and the rules make such a move end the game instead
  bool forbidden = false;             // a leading `forbid` filter refused its first lap: not a move
  bool first_last_was_empty = false;  // the first lap's last cell was empty before its seed
  bool captured = false;              // some seeds were captured
  bool extra_turn = false;            // the mover plays again
};

// What happened inside a move, step by step: for replays, explanations and tests.
enum class EventKind {
  lap,
  skip,
  capture,
  mark_cleared,
  relay,
  extra_turn,
  pass,
  lap_limit,
  claim,       // a lap-end rule made the pit the mover's
  mark_given,  // a lap-end rule gave the pit a mark
  to_store     // a seed sown into a pit whose mark sends it to the owner's store
};

// One step of a move. `pit` is a cell index; `rule_line` names the lap-end
// rule that captured; `mark` the mark cleared.
struct Event {
  EventKind kind;
  int pit = -1;
  int seeds = 0;
  int rule_line = 0;
  int mark = -1;
};

// The steps of one move, in order. Recording costs nothing when no log is given.
using EventLog = std::vector<Event>;

// The positions after the candidate moves, when finding the legal moves meant
// sowing every candidate: a game keeps them, so that the move then chosen is
// not sown a second time. Empty (size 0) when the candidates were not sown.
struct SownMoves {
  static constexpr int kCapacity = kMaxPits;
  int size = 0;
  std::array<Move, kCapacity> moves;
  std::array<State, kCapacity> after;
  std::array<MoveOutcome, kCapacity> outcomes;

  // The index of `move` among the sown candidates, or -1. Every entry is
  // compared, without an early exit: which one matches is the player's
  // choice, which a branch predictor cannot guess.
  int find(Move move) const {
    int found = -1;
    for (int i = 0; i < size; ++i) found = moves[static_cast<std::size_t>(i)] == move ? i : found;
    return found;
  }
};

// The generic rules machine for one compiled program (see the file comment).
class Engine {
 public:
  explicit Engine(const RuleProgram& program)
      : p_(program),
        lowered_(program.lowered ? program.lowered
                                 : std::make_shared<const LoweredProgram>(lower(program))),
        low_(*lowered_) {}
  // The engine keeps a reference to its program: one made from a temporary
  // would dangle at the end of the statement, so that does not compile.
  explicit Engine(RuleProgram&&) = delete;

  const RuleProgram& program() const { return p_; }
  const LoweredProgram& lowered() const { return low_; }

  // The position before the first move.
  State initial_state() const;

  // The legal moves of `state.to_move`, after every filter of the rules
  // (endless moves, then the move filters in order), in notation order. When
  // `sown` is given, it receives the positions after the candidates if they
  // were sown.
  void legal_moves(const State& state, MoveList& out, SownMoves* sown = nullptr) const;

  // Whether legal_moves() would list at least one move. Where the legal moves
  // are the mover's non-empty pits (LoweredProgram::moves_by_masks), two
  // masks tell without a list: a searcher's leaves ask only this.
  bool has_legal_move(const State& state) const {
    if (low_.moves_by_masks && !is_opening_turn(p_, state))
      return p_.pass_when_stuck ||
             (owned_pits(state, state.to_move, p_.pit_count()) & state.occupied) != 0;
    return lists_a_move(state);
  }

  // Why each candidate move (a non-empty pit the start condition allows, in
  // notation order) is or is not legal: kLegal, kEndless, or the index in
  // program().filters of the filter that dropped it. For explanations.
  static constexpr int kLegal = -1;
  static constexpr int kEndless = -2;
  struct Verdicts {
    MoveList candidates;
    std::vector<int> removed_by;
  };
  void judge_moves(const State& state, Verdicts& out) const;

  // Plays `move` on `state` (which must be legal there) and reports what happened.
  // Inlined into every caller, with the one-lap path (engine_inline.hpp), so
  // that a program whose moves are one lap is played without a call: a
  // searcher's children cost a copy and the sowing.
  [[gnu::always_inline]] MoveOutcome apply(State& state, Move move,
                                           EventLog* events = nullptr) const {
    if (!move.pass && !events && low_.early_forbids.empty()) {
      if (low_.single_lap) return apply_single_lap(state, move);
      if (low_.circuit_sowing || low_.skipping_circuit)
        return low_.circuit_in_cell_order ? apply_circuit_laps<true>(state, move)
                                          : apply_circuit_laps<false>(state, move);
    }
    return apply_laps(state, move, events);
  }

 private:
  const RuleProgram& p_;
  std::shared_ptr<const LoweredProgram> lowered_;
  const LoweredProgram& low_;

  // has_legal_move() by listing the moves.
  bool lists_a_move(const State& state) const;
  // The moves that pass the start filter, before outcome-based filters.
  void candidate_moves(const State& state, MoveList& out) const;
  // candidate_moves() with a start filter or a partial harvest: a call of its
  // own, so that the common path keeps a small frame.
  [[gnu::noinline]] void filtered_candidate_moves(const State& state, MoveList& out) const;
  // The move filters, on the candidates in `out` (see legal_moves); `removed_by`,
  // when given, receives the verdict of each candidate.
  void filter_moves(const State& state, MoveList& out, SownMoves* sown,
                    std::vector<int>* removed_by) const;
  // The filters whose condition holds for every move in `state` (bit f:
  // filter f), by a position operand: found once per position.
  std::uint32_t filters_holding_everywhere(const State& state) const;
  // filter_moves() past the filters that hold everywhere (`everywhere`): a
  // call of its own, so that a position where every filter keeps every move
  // costs no more.
  [[gnu::noinline]] void judge_filters(const State& state, MoveList& out, SownMoves* sown,
                                       std::vector<int>* removed_by,
                                       std::uint32_t everywhere) const;
  // filter_moves() when the candidates are sown first: sows each into `into`
  // (moves, positions, outcomes), keeps in `out` those that are moves and
  // returns how many; `origin` receives each one's place in the list.
  int sow_candidates(const State& state, MoveList& out, SownMoves& into, std::int16_t* origin,
                     std::vector<int>* removed_by) const;
  // sow_candidates() for a legal-move list (no verdicts wanted): where the
  // first filter that can change the list prefers moves by their pit's
  // seeds, the moves it prefers are sown first, and the others only if none
  // of those is a move. `out` is left with the candidates sown.
  int sow_preferred_first(const State& state, MoveList& out, SownMoves& into, std::int16_t* origin,
                          std::uint32_t everywhere) const;
  // filter_moves() otherwise: each filter's verdict on each candidate (bit f
  // of `holds_bits`) besides those in `everywhere`, sowing a candidate only
  // when a filter reads the position after it; drops what is not a move.
  void judge_candidates(const State& state, MoveList& out, EvalContext& ctx,
                        std::uint32_t everywhere, std::uint32_t* holds_bits, std::int16_t* origin,
                        std::vector<int>* removed_by) const;
  // Moves a pit's seeds to the store `taker` names; returns how many.
  int capture(State& state, Side mover, int cell, Taker taker) const;
  // Whether a leading `forbid` filter refuses the first lap that ended at `lap_end`
  // (`before`: the position before the move); sets outcome.forbidden.
  bool forbids_first_lap(const State& before, const EvalContext& lap_end,
                         MoveOutcome& outcome) const;
  // Drops `hand` (>= 1) seeds after `from` along the mover's circuit; returns
  // the cell of the last seed. Only when low_.circuit_sowing.
  int sow_along_circuit(State& state, Side mover, int from, int hand) const;
  // sow_along_circuit()'s whole laps, when `hand` holds a lap or more: a seed
  // into every cell of the circuit per lap, `hand` left with what remains;
  // returns the cell where the last whole lap ended. A call of its own, so
  // that the inlined short sowing stays short.
  [[gnu::noinline]] int sow_whole_laps(State& state, Side mover, int from, int& hand) const;
  // Drops `hand` (>= 1) seeds after `from` along the mover's circuit one cell
  // at a time, passing over the pits the fused skip test names; returns the
  // cell of the last seed (`was_empty`: it was empty before), or -1 when a
  // whole round takes no seed (the sowing is endless). Only when
  // low_.skipping_circuit.
  int sow_skipping(State& state, Side mover, int from, int hand, bool& was_empty) const;
  // apply() for a program whose moves are one lap along the circuit (low_.single_lap).
  MoveOutcome apply_single_lap(State& state, Move move) const;
  // apply_single_lap()'s lap-end rules, for the lap from `origin` whose last
  // seed fell into `last`: a call of its own, made only when the index
  // leaves a rule to try, so that a move no rule concerns costs no more.
  [[gnu::noinline]] void end_single_lap(State& state, int origin, int last, bool was_empty,
                                        MoveOutcome& outcome) const;
  // What sowing along the circuit needs to know of the position before a
  // move: whether seeds skip on this move, the pits they may pass over, and
  // whether the index decides relays. The same for every candidate of a
  // position, so sow_candidates() finds it once for all of them.
  struct CircuitStart {
    bool skipping = false;
    std::uint64_t skippable = 0;
    bool relay_indexed = false;
  };
  CircuitStart circuit_start(const State& state) const;
  // Whether one bit of the lap-rule index decides a leading relay in `state`
  // (low_.leading_relay_by_place, and the pits have their starting owners).
  bool relays_by_index(const State& state) const;
  // apply() for a program whose laps follow the circuit (low_.circuit_sowing or
  // low_.skipping_circuit) and may relay, without an event log or early forbids.
  // kCellOrder: the circuit is the pits in cell order (low_.circuit_in_cell_order).
  template <bool kCellOrder>
  MoveOutcome apply_circuit_laps(State& state, Move move) const;
  // apply_circuit_laps() from `start`, found for the position before `move`.
  template <bool kCellOrder>
  MoveOutcome sow_on_circuit(State& state, Move move, const CircuitStart& start) const;
  // sow_candidates() where the index decides every lap's leading relay for
  // the whole move (relays_by_index() holds for `state`, and no lap-end rule
  // claims a pit): a loop over the candidates written for that shape, with
  // only the position, the hand and the lap count live in the seed loop, and
  // the other lap-end rules a call (relay_lap_rules), made only when the
  // index leaves one to try. kSkipping: start.skipping.
  template <bool kCellOrder, bool kSkipping>
  int sow_relay_candidates(const State& state, MoveList& out, SownMoves& into, std::int16_t* origin,
                           std::vector<int>* removed_by, const CircuitStart& start) const;
  // The lap-end rules from `first_rule` on (the leading relay excluded), for
  // the lap of the move from `origin` whose last seed fell into `last`; true
  // when a later rule relays (hand and lap_origin then set). A call of its
  // own, to keep the seed loop's registers.
  [[gnu::noinline]] bool relay_lap_rules(State& state, int origin, int last, bool was_empty,
                                         int first_rule, int& hand, int& lap_origin,
                                         MoveOutcome& outcome) const;
  // apply() in general: passes, relays, skipping, marks, sowing rules, events.
  MoveOutcome apply_laps(State& state, Move move, EventLog* events) const;
  // Runs the lap-end rules, from rule `first_rule` on, for the lap whose last
  // seed `ctx` describes (a capture sets ctx.captured for the rules after it);
  // returns true when the move relays (hand and lap_origin then set).
  bool run_lap_rules(State& state, EvalContext& ctx, int& hand, int& lap_origin,
                     MoveOutcome& outcome, EventLog* events, int first_rule = 0) const;
  // Whether the first lap-end rule's condition holds for the lap `ctx`
  // describes (by the lap index when the pits have their starting owners).
  bool first_lap_rule_holds(const State& state, const EvalContext& ctx) const;
  // What a lap-end rule's actions lead to: the next rule is tried, the move
  // relays, or the move ends (`end move`, `play again`, a relay that cannot lift).
  enum class RuleEnd { next_rule, relay, move_ends };
  // Runs the actions of `rule`, whose condition holds (see run_lap_rules).
  RuleEnd run_rule_actions(State& state, const LoweredRule& rule, EvalContext& ctx, int& hand,
                           int& lap_origin, MoveOutcome& outcome, EventLog* events) const;
  // Runs the sowing rules after a seed (not a lap's last) fell into `ctx.current`.
  void run_sowing_rules(State& state, EvalContext ctx, MoveOutcome& outcome,
                        EventLog* events) const;
  // One lap along the mover's circuit from `from` (skipping by the fused skip
  // test when `skipping`); returns the cell of the last seed, or -1 when the
  // sowing is endless. Only when low_.circuit_sowing or low_.skipping_circuit.
  int sow_circuit_lap(State& state, Side mover, int from, int hand, bool skipping,
                      bool& was_empty) const;
  // Under `lap limit N then end game`, a relay that would start lap N+1: the
  // seeds lifted go back to `lap_origin`, and the move ends the game.
  void cut_at_lap_limit(State& state, int lap_origin, int& hand, MoveOutcome& outcome,
                        EventLog* events) const;
  // A relay's lift: takes the seeds of pit `from` into `hand` and makes it the
  // next lap's origin; false (the move ends) when it is a store or empty.
  bool lift_for_relay(State& state, int from, int& hand, int& lap_origin) const;
  // The start of a sowing move on a circuit path: the pit is marked as moved
  // from, its seeds (or the amount the move names) are lifted, and the first
  // goes back into it when the rules say so. Returns the seeds in hand.
  int lift_move(State& state, Side mover, Move move) const;
  // Drops one seed into `cell` (a pit or a store), keeping the pit counts.
  void add_seed(State& state, int cell) const;
  // The end of a sowing move: the ply is counted, and the turn passes unless
  // the move earned another.
  static void finish_move(State& state, Side mover, const MoveOutcome& outcome);
  // Performs a capture, claim or mark of a rule written at `line`.
  void perform(State& state, const LoweredAction& action, EvalContext& ctx, int line,
               MoveOutcome& outcome, EventLog* events) const;
};

}  // namespace mancala

// The short paths apply() inlines (apply_single_lap and what it calls).
#include "interpreter/engine_inline.hpp"
