#pragma once
// The abstract syntax tree of a rule file: a small tree of typed nodes, each
// carrying the source position where it starts, so that every later check can
// point at the text it is about.
#include <optional>
#include <string>
#include <vector>

#include "dsl/source.hpp"

namespace mancala::dsl::ast {

// The closed sets of words the language offers at one place each. The parser
// turns the words into these, so that later stages compare values, not text.

// Which top-level block a `block` node is (block_word gives its keyword, for messages).
enum class Block {
  board,
  setup,
  move,
  sow,
  feeding,
  lap_end,
  during_sowing,
  game_end,
  opening,
  marks,
  match
};

// What the board's stores are: `stores none | aside | in circuit`.
enum class Stores { none, aside, in_circuit };

// How many seeds a move lifts from its pit: `take all | any`.
enum class Take { all, any };

// Which way seeds are sown: `direction ccw | cw`.
enum class Direction { ccw, cw };

// Whether a sowing passes a pit by: `origin ...` and `opponent's store ...`.
enum class Inclusion { included, skipped };

// When `skip pits where` applies: always, or `except first move`.
enum class SkipWhen { always, except_first_move };

// What reaching the lap limit does: the move is illegal (also when nothing is
// said), or `then end game`.
enum class LapLimitOutcome { illegal, end_game };

// What a player may do when no move feeds the opponent: `if no move feeds: any move | no move`.
enum class FeedingFallback { any_move, no_move };

// Whether a capture can be called off: always taken, `unless grand slam` (the
// older spelling of an `unless` condition), or `unless CONDITION` (the
// condition is the capture node's last kid).
enum class CaptureQualifier { always, unless_grand_slam, unless_condition };

// What a preference keeps when no move satisfies it: `else any | none | rightmost`.
enum class PreferFallback { any, none, rightmost };

// Which pits a pit set ranges over: `own pits`, `opponent's pits` (by owner) or `pits`.
enum class PitSetOwner { own, opponents, south, north, board };

// Who takes the seeds left at the end: `remaining seeds to owner | to other
// player | to nobody | to PLAYER | split evenly, ...` (`player`: the node's
// `player` takes them all).
enum class RemainingTarget {
  owner,
  other_player,
  first_player,
  last_mover,
  nobody,
  player,
  split_evenly
};

// How a match is won, in the older phrases `winner owns more pits | wins more
// games` (`winner by NUMBER` is the general form: a match_winner with a kid).
enum class MatchWinner { owns_more_pits, wins_more_games };

// Where a rebuild starts along a row: `first pit` (pit 1, upward) or `last pit`
// (the highest-numbered, downward).
enum class RowEnd { first, last };

// Who owns the pit a rebuild's remainders fill: `larger share`, `larger total`,
// `smaller total` (tried in the order written).
enum class RemainderKey { larger_share, larger_total, smaller_total };

// Who takes a capture's seeds: the mover (when nothing is said), `to owner`
// (each pit's owner), `to opponent`, `to South`, `to North`.
enum class Taker { mover, owner, opponent, south, north };

// A player named as a word: `mover`, `opponent`, `South`, `North`.
enum class Player { mover, opponent, south, north };

// Whose side of the board a pit is counted or tested against: `own`, `opponent's`.
enum class Side { own, opponents };

// Whose row a row condition or count reads: `own`, `opponent's`, `either`
// (row conditions only), `South`, `North`.
enum class Row { own, opponents, either, south, north };

// A pit's or a row's contents: `empty`, `occupied`.
enum class Fill { empty, occupied };

// What `PIT is ...` tests; `marked` comes with the mark's name.
enum class PitProperty {
  own,
  opponents,
  empty,
  occupied,
  store,
  own_store,
  opponents_store,
  marked
};

// A comparison operator: ==, !=, <, <=, >, >=.
enum class Comparison { eq, ne, lt, le, gt, ge };

// An arithmetic operator: +, -, *, / (symbol gives it as written, for messages).
enum class ArithOp { add, sub, mul, div };

// What a node stands for, and which payload fields of Node it fills (the
// others keep their defaults). Blocks and statements first, then conditions,
// numbers and pits.
enum class Kind {
  // file structure
  file,
  game_name,  // name: the game's display name, as written between the quotes
  extends,    // name: the parent rule file's path, relative to this file
  param,      // name; kids: default value, [range low, range high]
  variant,    // name; kids: set statements and blocks
  set,        // name: parameter name; kids: value
  block,      // block: which block; kids: its statements
  // board
  rows,    // kids: count
  pits,    // kids: count per row
  stores,  // stores
  // setup
  seeds_every,      // kids: count
  seeds_range,      // kids: count, first pit, last pit (owner numbering)
  seeds_rightmost,  // kids: count, how many pits
  first_player,     // player: south or north
  // move
  move_from,     // kids: [condition on `pit`]
  take,          // take
  prefer_moves,  // prefer_fallback; kids: condition on the move (see docs/language.md)
  // sow
  direction,               // direction
  origin,                  // inclusion
  skip_pits,               // skip_when; kids: condition on `pit`
  opponent_store,          // inclusion
  first_seed_into_origin,  // a move's first seed drops back into its pit (a single one moves on)
  lap_limit,               // outcome (what reaching it does); kids: count
  // feeding
  must_feed,   // (always the opponent's row)
  if_no_feed,  // fallback
  // lap end
  rule,  // kids: [condition], actions...
  relay,
  end_move,
  play_again,
  capture_pits,   // qualifier, taker (also for the two below); kids: pits
  capture_chain,  // qualifier; kids: start pit, condition on `pit`
  capture_group,  // qualifier; kids: condition on `pit`, pits...
  claim,          // kids: pit; the pit becomes the mover's
  mark_pit,       // name: mark name; kids: pit; the pit gets the mark
  // game end
  ends_when,   // kids: condition
  remaining,   // target; kids: [odd_seed] (when target is split_evenly), [sweep_when]
  odd_seed,    // player: who takes the odd seed; with kids (the condition), player when
               // it holds and else_player otherwise
  sweep_when,  // kids: the condition under which a `remaining` statement applies
  evaluate,    // kids: number, the value of a position for the mover
  // move, continued
  pass_when_stuck,  // a player with no move passes
  forbid_moves,     // kids: condition on the move
  // opening (each player's first turn)
  opening_empty,  // kids: how many own occupied pits are emptied
  opening_place,  // the lifted seeds are placed freely on the board
  // marks
  mark_set,       // name: mark name; set on occupied pits after the openings
  mark_clear,     // name: mark name; cleared from a pit sown into
  mark_declare,   // name: mark name; given only by lap-end rules (`mark PIT as NAME`)
  mark_to_store,  // name: mark name; seeds sown into such a pit go to its owner's store
  // match
  rebuild,          // kids: the rebuild statements; or seeds per pit (`from totals with N per pit`)
  rebuild_seeds,    // kids: seeds per pit
  rebuild_fill,     // row_end: where each player starts filling their own row
  rebuild_surplus,  // row_end: where a surplus starts buying the opponent's empty pits
  rebuild_remainder,  // kids: remainder_key nodes, in order
  remainder_key,      // key
  alternate_first,
  match_ends,    // kids: [condition] (none: `a player owns no pit`)
  win_weight,    // kids: margin, weight (the older spelling of win_value ... when margin == M)
  win_value,     // kids: value, [condition]
  match_winner,  // kids: [number] (none: the older phrase in `winner`)
  // conditions
  or_,
  and_,
  not_,
  compare,           // comparison; kids: left, right
  in_set,            // kids: value, members...
  pit_is,            // property (with name: the mark, for marked); kids: pit; negated via not_
  pit_was,           // fill; kids: pit
  pit_in_row,        // side; kids: pit
  row_state,         // row, fill
  moved_from_every,  // player: mover or opponent; kids: [pit] (none: every pit they own)
  no_legal_move,
  repetition,
  first_move,
  captured,
  both_passed,
  lap_limit_reached,
  all_pits,  // pit_set; kids: [condition on `pit`]
  any_pits,  // pit_set; kids: [condition on `pit`]
  // numbers
  integer,    // value; empty (and name: the digits) when beyond an int
  name_ref,   // name: parameter name
  arith,      // op; kids: left, right
  seeds_of,   // kids: pit
  number_of,  // kids: pit
  store_of,   // player
  row_seeds,  // row: own, opponents, south or north
  total,
  board_seeds,
  seeds_taken,     // the seeds a capture would take (its `unless` condition)
  after_move,      // kids: a number read on the position after the move (move filters)
  count_pits,      // pit_set; kids: [condition on `pit`]
  margin,          // the winner's margin (a match's `win counts as`)
  games_won,       // the games a player has won (a match's `winner by`)
  capture_unless,  // kids: the condition that calls a capture off
  // pits
  pit_last,
  pit_current,  // `pit`: the pit being examined by a filter
  pit_origin,
  pit_opposite,       // kids: pit
  pit_next,           // kids: pit (the pit after it along the sowing)
  pit_next_occupied,  // kids: pit (the first pit after it that holds seeds)
  pit_numbered,       // side; kids: number
};

// One node of the tree: its kind, where it starts, the payload its kind uses
// (see Kind) and its children.
struct Node {
  Kind kind = Kind::file;
  SourcePos pos;
  // Free text only: identifiers, the game's name, an `extends` path, and the
  // digits of an integer literal too large to have a value (for the message
  // the compiler gives where the literal is used, as it may never be).
  std::string name;
  std::optional<int> value;  // integer: the literal's value, when it fits an int
  Block block = Block::board;
  Stores stores = Stores::none;
  Take take = Take::all;
  Direction direction = Direction::ccw;
  Inclusion inclusion = Inclusion::included;
  SkipWhen skip_when = SkipWhen::always;
  LapLimitOutcome outcome = LapLimitOutcome::illegal;
  FeedingFallback fallback = FeedingFallback::any_move;
  CaptureQualifier qualifier = CaptureQualifier::always;
  Taker taker = Taker::mover;
  PreferFallback prefer_fallback = PreferFallback::any;
  PitSetOwner pit_set = PitSetOwner::board;
  RemainingTarget target = RemainingTarget::owner;
  MatchWinner winner = MatchWinner::wins_more_games;
  RowEnd row_end = RowEnd::first;
  RemainderKey key = RemainderKey::larger_share;
  Player player = Player::mover;
  Player else_player = Player::mover;
  Side side = Side::own;
  Row row = Row::own;
  Fill fill = Fill::empty;
  PitProperty property = PitProperty::own;
  Comparison comparison = Comparison::eq;
  ArithOp op = ArithOp::add;
  std::vector<Node> kids;
};

// A block's keyword as written ("board", "lap end", ...), for messages.
constexpr const char* block_word(Block block) {
  switch (block) {
    case Block::board:
      return "board";
    case Block::setup:
      return "setup";
    case Block::move:
      return "move";
    case Block::sow:
      return "sow";
    case Block::feeding:
      return "feeding";
    case Block::lap_end:
      return "lap end";
    case Block::during_sowing:
      return "during sowing";
    case Block::game_end:
      return "game end";
    case Block::opening:
      return "opening";
    case Block::marks:
      return "marks";
    case Block::match:
      return "match";
  }
  return "";
}

// An arithmetic operator's symbol, for messages.
constexpr const char* symbol(ArithOp op) {
  switch (op) {
    case ArithOp::add:
      return "+";
    case ArithOp::sub:
      return "-";
    case ArithOp::mul:
      return "*";
    case ArithOp::div:
      return "/";
  }
  return "";
}

}  // namespace mancala::dsl::ast
