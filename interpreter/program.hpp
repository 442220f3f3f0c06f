#pragma once
// RuleProgram: the compiled form of a rule file. Flat, with names resolved to
// indices and parameters to numbers, so that the engine never looks at text.
#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "interpreter/side.hpp"

namespace mancala {

struct LoweredProgram;

constexpr int kMaxPitsPerRow = 16;
constexpr int kMaxPits = 2 * kMaxPitsPerRow;
constexpr int kMaxCells = kMaxPits + 2;  // the pits, then South's store, then North's
constexpr int kMaxMarks = 4;

// The operations of compiled conditions, numbers and pit expressions.
enum class Op : std::uint8_t {
  // conditions
  always,
  and_,
  or_,
  not_,
  eq,
  ne,
  lt,
  le,
  gt,
  ge,
  in_set,
  pit_own,
  pit_opponents,
  pit_empty,
  pit_occupied,
  pit_store,
  pit_own_store,
  pit_opponents_store,
  pit_marked,
  pit_was_empty,
  pit_was_occupied,
  pit_in_own_row,
  pit_in_opponents_row,
  row_empty,
  row_occupied,
  moved_from_pit,  // who has started a move from pit kids[0] in this game
  no_legal_move,
  repetition,
  first_move,
  captured,
  both_passed,
  lap_limit_reached,
  all_pits,  // who: whose pits (either: every pit); kids[0]: the condition on `pit`, or -1
  any_pits,
  // numbers
  constant,
  board_seeds,
  row_seeds,  // who: whose row
  seeds_of,
  number_of,
  store_of,
  add,
  sub,
  mul,
  div,
  seeds_taken,  // the seeds the capture being decided would take
  after_move,   // kids[0] read on the position after the move a filter examines
  count_pits,   // who and kids[0] as all_pits
  margin,       // the margin of the game a match values
  games_won,    // the games `mover` has won in a match
  // pits
  pit_last,
  pit_current,
  pit_origin,
  pit_opposite,
  pit_next,           // kids[0]: the pit after it along the sowing direction
  pit_next_occupied,  // kids[0]: the first pit after it that holds seeds
  pit_numbered,
};

// Who a row, store or memory test is about. Relative ones follow the mover.
enum class Who : std::uint8_t { mover, opponent, south, north, either };

// One node of a compiled expression tree; children are node indices.
struct ExprNode {
  Op op = Op::always;
  Who who = Who::mover;
  std::int32_t value = 0;      // constant, mark index or row side (0 own, 1 opponent's)
  std::uint64_t set_mask = 0;  // in_set members 0..63
  std::int16_t kids[2] = {-1, -1};
  std::int16_t more = -1;  // and_/or_: next sibling in a chain of operands
};

// What a lap-end action does.
enum class ActionKind : std::uint8_t {
  relay,
  end_move,
  play_again,
  capture_pits,
  capture_chain,
  capture_group,
  claim,  // the pit becomes the mover's for the rest of the game
  mark    // the pit gets a mark
};

// Whose store a capture fills: the mover's (the default), each captured pit's
// owner's (`to owner`), the mover's opponent's, or one player's.
enum class Taker : std::uint8_t { mover, owner, opponent, south, north };

// One action of a lap-end or sowing rule.
struct Action {
  ActionKind kind = ActionKind::end_move;
  std::vector<int> pits;       // pit expressions (capture_pits, capture_group; chain start)
  int condition = -1;          // chain or group condition on `pit`
  int unless = -1;             // a condition that calls the capture off (may read `seeds taken`)
  int mark = -1;               // the mark a `mark` action gives
  Taker taker = Taker::mover;  // captures: whose store takes the seeds
};

// "if CONDITION: actions": the first rule whose action list ends the lap wins.
struct LapRule {
  int condition = -1;  // -1: always
  int line = 0;        // where the rule is written, for event traces
  std::string file;    // the file it is written in (a file extended, maybe)
  std::vector<Action> actions;
};

// Where stores are: none or aside (captured seeds counted apart), or inside the circuit.
enum class StoreMode : std::uint8_t { aside, in_circuit };

// Who takes the seeds left on the board when a game ends.
// (to_nobody: they stay on the board and count for no one.)
// `to_player` gives them all to one player (`to`): `remaining seeds to mover |
// opponent | South | North`, and `to other player`, which is `to opponent`.
enum class Remaining : std::uint8_t {
  to_owner,
  to_player,
  to_nobody,
  split_evenly,
  to_first_mover,
  // the player who made the move just played: the mover, after a move that
  // plays again; otherwise the player not to move
  to_last_mover
};

// One "remaining seeds ..." statement: how the seeds are given out, when (the
// first statement whose condition holds applies) and, for an even split, who
// takes the odd seed: `odd_to`, or `odd_else` when `odd_if` does not hold.
struct SweepRule {
  Remaining how = Remaining::to_owner;
  Who to = Who::opponent;  // with to_player: who takes every seed left
  int condition = -1;      // -1: always
  Who odd_to = Who::north;
  int odd_if = -1;  // -1: the odd seed always goes to `odd_to`
  Who odd_else = Who::north;
};

// One step of the legal-move pipeline: `forbid moves where C` drops the moves
// for which C holds; `prefer moves where C else F` keeps those for which it
// holds, or, when none does, what F says (every move, none, or the moves of
// the rightmost pit). C sees the move's pit as `pit`, the position before the
// move, `after(N)` for the position after it, and `last`, `last was ...` and
// `captured` for its first lap (docs/language.md, "Move filters").
enum class FilterKind : std::uint8_t { forbid, prefer };
enum class FilterFallback : std::uint8_t { any, none, rightmost };
struct MoveFilter {
  FilterKind kind = FilterKind::forbid;
  int condition = -1;
  FilterFallback fallback = FilterFallback::any;
  int line = 0;      // where the filter is written, for explanations
  std::string file;  // the file it is written in (a file extended, maybe)
};

// One `win counts as N [when C]` of a match: the first whose condition holds
// gives the number of wins a won game counts for.
struct WinValue {
  int value = -1;      // a number node (may read `margin` and the final position)
  int condition = -1;  // -1: always
};

// Who owns the pit a rebuild's remainders fill, when the players' remainders
// (less than a pit's worth each) are put together.
enum class RemainderOwner : std::uint8_t { larger_share, larger_total, smaller_total };

// How a match rebuilds the board between games from the players' totals
// (`rebuild { ... }` in docs/language.md): each player fills their own row,
// `seeds_per_pit` a pit, from one end; a surplus buys the opponent's pits left
// empty, from one end, the buyer owning them for the next game; the remainders
// together fill the pit left empty, owned by the first `remainder_owner` key
// that tells the players apart (South when none does).
struct Rebuild {
  int seeds_per_pit = 0;        // 0: no rebuild, every game starts from the setup
  bool fill_from_last = false;  // fill own row from the last pit down (else from pit 1 up)
  bool buy_from_last = true;    // buy the opponent's empty pits from their last pit down
  std::vector<RemainderOwner> remainder_owner;
};

// The settings of a rule set that are plain values (no expressions): sizes,
// switches, the setup, marks and the match's rebuild. The checked rules
// (dsl/checked_rules.hpp) and the program share them, so that compiling the one
// into the other copies them whole.
struct RuleSettings {
  std::string game_name;
  std::string variant;
  std::vector<std::pair<std::string, int>> params;  // final values, in declaration order

  // board
  int pits_per_row = 0;
  StoreMode stores = StoreMode::aside;
  // setup
  std::array<std::uint16_t, kMaxCells> initial{};
  Side first_player = kSouth;
  int total_seeds = 0;
  // move
  bool partial_harvest = false;
  bool pass_when_stuck = false;  // a player with no legal move passes instead of ending the game
  // opening: each player's first turn empties this many own occupied pits and
  // places their seeds anywhere (0: no opening turns)
  int opening_empty = 0;
  bool clockwise = false;
  bool origin_skipped = false;
  // A move of two seeds or more drops its first seed back into its own pit.
  bool first_seed_into_origin = false;
  bool sow_opponent_store = false;
  int lap_limit = 1000;
  // What a move that has not ended after `lap_limit` laps is: not a legal move
  // (false), or a legal move that ends the game when its sowing is cut off (true).
  bool lap_limit_ends_game = false;
  // The worst-case work of finding one position's legal moves, in the units of
  // limits::kMaxSowingWork (the compiler refuses rules above that bound). Tools
  // that play many positions under a budget of their own (the fuzzers) read it.
  long long legal_moves_work = 0;
  // lap end
  bool can_relay = false;
  // game end
  bool uses_repetition = false;
  // marks
  std::vector<std::string> mark_names;
  std::uint8_t marks_set_after_openings = 0;  // bit per mark
  std::uint8_t marks_cleared_when_sown = 0;   // bit per mark
  std::uint8_t marks_to_owner_store =
      0;  // bit per mark: seeds sown into it go to its owner's store
  // match
  Rebuild rebuild;
  bool alternate_first = false;

  int pit_count() const { return 2 * pits_per_row; }
  int store_cell(Side side) const { return pit_count() + static_cast<int>(index(side)); }
};

// A compiled rule file, for one choice of variant and parameter values: its
// settings, its conditions and numbers as index-linked trees in `nodes`, and
// the circuit precomputed for its sowing direction.
struct RuleProgram : RuleSettings {
  // move
  int from_condition = -1;
  std::vector<MoveFilter> filters;  // in the order they apply
  int skip_condition = -1;
  // lap end
  std::vector<LapRule> lap_rules;
  // during sowing: rules tried after each seed dropped into a pit, but the
  // lap's last (`pit` is that pit); their actions only capture, claim and mark.
  std::vector<LapRule> sowing_rules;
  // game end
  std::vector<int> end_conditions;
  std::vector<SweepRule> sweeps;  // in the file's order; the last one has no condition
  // Some sweep gives the seeds left this way. With `to_first_mover`, positions
  // that differ only in who began are different positions; with
  // `to_last_mover`, those that differ only in whether the last move played again.
  bool sweeps_to(Remaining how) const {
    for (const SweepRule& rule : sweeps)
      if (rule.how == how) return true;
    return false;
  }
  // `evaluate NUMBER`: how searching players value an unfinished position for
  // `mover` (agents/evaluation.hpp); -1: the score difference.
  int evaluation = -1;
  // match
  // `ends when C`: a condition read for each player as `mover` on the board the
  // next game would start from; -1: the match ends only after its last game.
  int match_ends_when = -1;
  // `winner by N`: a number read likewise for each player (`games won` counts
  // their weighted wins); the larger wins the match. -1: `games won`.
  int match_winner_by = -1;
  std::vector<WinValue> win_values;  // none: every won game counts one win

  std::vector<ExprNode> nodes;

  // The engine's lowered form of this program (interpreter/lowered_program.hpp),
  // made once by the compiler and shared by copies: a program does not change
  // once compiled. An engine lowers a program that lacks it itself.
  std::shared_ptr<const LoweredProgram> lowered;

  // the circuit, precomputed for the file's sowing direction
  std::array<std::int8_t, kMaxCells> next{};      // along the sowing direction, stores included
  std::array<std::int8_t, kMaxCells> prev_pit{};  // against it, pits only
  std::array<std::int8_t, kMaxCells> opposite{};  // -1 for stores
};

}  // namespace mancala
