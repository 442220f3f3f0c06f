#pragma once
// The abstract syntax tree of a rule file: a small tree of typed nodes, each
// carrying the source position where it starts, so that every later check can
// point at the text it is about.
#include <string>
#include <vector>

#include "dsl/source.hpp"

namespace mancala::dsl::ast {

// What a node stands for. Blocks and statements first, then conditions,
// numbers and pits.
enum class Kind {
  // file structure
  file,
  game_name,  // text: the game's display name
  extends,    // text: the parent rule file's path, relative to this file
  param,      // text: name; kids: default value, [range low, range high]
  variant,    // text: name; kids: set statements
  set,        // text: parameter name; kids: value
  block,      // text: block name ("board", "setup", ..., "lap end", "game end")
  // board
  rows,    // kids: count
  pits,    // kids: count per row
  stores,  // text: "none" | "aside" | "in circuit"
  // setup
  seeds_every,      // kids: count
  seeds_range,      // kids: count, first pit, last pit (owner numbering)
  seeds_rightmost,  // kids: count, how many pits
  first_player,     // text: "South" | "North"
  // move
  move_from,  // kids: [condition on `pit`]
  take,       // text: "all" | "any"
  prefer,     // kids: condition on `pit`
  // sow
  direction,       // text: "ccw" | "cw"
  origin,          // text: "included" | "skipped"
  skip_pits,       // text: "" or "except first move"; kids: condition on `pit`
  opponent_store,  // text: "skipped" | "included"
  lap_limit,       // kids: count
  // feeding
  must_feed,   // text: "opponent"
  if_no_feed,  // text: "any move" | "no move"
  // lap end
  rule,  // kids: [condition], actions...
  relay,
  end_move,
  play_again,
  capture_pits,   // text: "" | "unless grand slam"; kids: pits
  capture_chain,  // text: as capture_pits; kids: start pit, condition on `pit`
  capture_group,  // text: as capture_pits; kids: condition on `pit`, pits...
  // game end
  ends_when,  // kids: condition
  remaining,  // text: "owner" | "other player"
  evaluate,   // kids: number, the value of a position for the mover
  // move, continued
  pass_when_stuck,   // a player with no move passes
  forbid_first_lap,  // kids: condition on the first lap's end
  // opening (each player's first turn)
  opening_empty,  // kids: how many own occupied pits are emptied
  opening_place,  // the lifted seeds are placed freely on the board
  // marks
  mark_set,    // text: mark name; set on occupied pits after the openings
  mark_clear,  // text: mark name; cleared from a pit sown into
  // match
  rebuild,  // kids: seeds per pit
  alternate_first,
  ends_when_no_pit,
  win_weight,    // kids: margin, weight
  match_winner,  // text: "owns more pits" | "wins more games"
  // conditions
  or_,
  and_,
  not_,
  compare,           // text: operator; kids: left, right
  in_set,            // kids: value, members...
  pit_is,            // text: property ("own", "opponent's", "empty", "occupied", "store",
                     // "own store", "opponent's store", "marked"); kids: pit; negated via not_
  pit_was,           // text: "empty" | "occupied"; kids: pit
  pit_in_row,        // text: "own" | "opponent's"; kids: pit
  row_state,         // text: "<who> <empty|occupied>", who in mover/opponent/either/South/North
  moved_from_every,  // text: "mover" | "opponent"
  no_legal_move,
  repetition,
  first_move,
  captured,
  both_passed,
  // numbers
  integer,    // text: digits
  name_ref,   // text: parameter name
  arith,      // text: "+", "-", "*", "/"; kids: left, right
  seeds_of,   // kids: pit
  number_of,  // kids: pit
  store_of,   // text: player
  row_seeds,  // text: "own" | "opponent's" | "South" | "North"
  total,
  board_seeds,
  // pits
  pit_last,
  pit_current,  // `pit`: the pit being examined by a filter
  pit_origin,
  pit_opposite,  // kids: pit
  pit_numbered,  // text: "own" | "opponent's"; kids: number
};

// One node of the tree.
struct Node {
  Kind kind = Kind::file;
  SourcePos pos;
  std::string text;
  std::vector<Node> kids;
};

}  // namespace mancala::dsl::ast
