#pragma once
// The PEGTL grammar of rule files, with the message shown for every place where
// the parser insists on something ("expected ..."). Its keywords, reserved
// words and item starts come from the table in dsl/keywords.hpp. Only
// dsl/parser.cpp includes this file.
#include <algorithm>
#include <string>
#include <string_view>
#include <tao/pegtl.hpp>
#include <type_traits>
#include <vector>

#include "dsl/keywords.hpp"

namespace mancala::dsl::grammar {
using namespace tao::pegtl;

// ---------------------------------------------------------------- lexical
struct comment : seq<one<'#'>, until<eolf>> {};
struct ws : star<sor<space, comment>> {};

// A keyword followed by white space; `expected` is its message when required,
// `word` the word itself (for "did you mean" among the words expected). A
// keyword is never followed by a letter, digit, '_' or '\'', so that
// "opponent" does not swallow the start of "opponent's".
#define MANCALA_KW(id, str, role, res)                                  \
  struct kw_##id : seq<TAO_PEGTL_KEYWORD(str), not_at<one<'\''>>, ws> { \
    static constexpr const char* expected = "expected '" str "'";       \
    static constexpr const char* word = str;                            \
  };
// A punctuation token followed by white space.
#define MANCALA_PUNCT(id, rule, str)                              \
  struct id : seq<rule, ws> {                                     \
    static constexpr const char* expected = "expected '" str "'"; \
  }

MANCALA_KEYWORDS(MANCALA_KW)
#undef MANCALA_KW

MANCALA_PUNCT(lbrace, one<'{'>, "{");
MANCALA_PUNCT(rbrace, one<'}'>, "}");
MANCALA_PUNCT(lparen, one<'('>, "(");
MANCALA_PUNCT(rparen, one<')'>, ")");
MANCALA_PUNCT(colon, one<':'>, ":");
MANCALA_PUNCT(comma, one<','>, ",");
struct equals_sign : seq<one<'='>, not_at<one<'='>>> {};
MANCALA_PUNCT(equals, equals_sign, "=");
MANCALA_PUNCT(dotdot, TAO_PEGTL_STRING(".."), "..");

struct ident_first : sor<alpha, one<'_'>> {};
struct ident_rest : sor<alnum, one<'_'>, seq<one<'-'>, alpha>> {};
struct identifier : seq<ident_first, star<ident_rest>> {};
// A word that may never name a parameter (the table's R words), so that a
// forgotten value is reported where it is missing instead of swallowing the
// next statement. It matches as TAO_PEGTL_KEYWORD would (the whole run of
// letters, digits and '_' is the word), but looks the run up in a sorted table:
// a `sor` of 53 keywords, tried before every name, was a third of the parser's
// time.
struct reserved {
  using rule_t = reserved;
  using subs_t = empty_list;

  static bool is_word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  }
  static const std::vector<std::string_view>& words() {
    static const std::vector<std::string_view> sorted = [] {
      std::vector<std::string_view> out;
      for (const Keyword& keyword : kKeywords)
        if (keyword.reserved) out.push_back(keyword.word);
      std::sort(out.begin(), out.end());
      return out;
    }();
    return sorted;
  }
  template <typename ParseInput>
  static bool match(ParseInput& in) {
    std::size_t length = 0;
    while (in.size(length + 1) > length && is_word_char(in.peek_char(length))) ++length;
    if (length == 0) return false;
    const std::string_view run(in.current(), length);
    if (!std::binary_search(words().begin(), words().end(), run)) return false;
    in.bump(length);
    return true;
  }
};
struct name : seq<not_at<reserved, not_at<one<'-'>>>, identifier> {
  static constexpr const char* expected = "expected a name (letters, digits, '_' or '-')";
};
struct name_tok : seq<name, ws> {
  static constexpr const char* expected = name::expected;
};
// A string holds any character but '"' and control characters (tabs, line
// breaks, ...): see "Characters" in docs/language.md.
struct string_char : seq<not_at<one<'"', 0x7f>>, not_range<0, 0x1f>> {};
struct string_body : star<string_char> {};
struct string_close : one<'"'> {
  static constexpr const char* expected = "unterminated string: expected '\"' before the line ends";
};
struct control_in_string : success {
  static constexpr const char* expected =
      "a string may not hold a tab or another control character";
};
struct string_end : sor<string_close, seq<not_at<eolf>, raise<control_in_string>>> {
  static constexpr const char* expected = string_close::expected;
};
struct string_lit : seq<one<'"'>, string_body, must<string_end>, ws> {
  static constexpr const char* expected = "expected a quoted name, e.g. \"Oware\"";
};
struct integer : seq<plus<digit>, not_at<identifier_other>> {};
struct integer_tok : seq<integer, ws> {};

// ---------------------------------------------------------------- numbers
struct num_expr;
struct pit_expr;
struct player : sor<kw_mover, kw_opponent, kw_south, kw_north> {
  static constexpr const char* expected = "expected a player: mover, opponent, South or North";
};
struct paren_num : seq<lparen, num_expr, must<rparen>> {};
struct seeds_of : seq<kw_seeds, lparen, must<pit_expr>, must<rparen>> {};
struct number_of : seq<kw_number, lparen, must<pit_expr>, must<rparen>> {};
struct store_of : seq<kw_store, lparen, must<player>, must<rparen>> {};
struct total : kw_total {};
struct board_seeds : seq<kw_seeds, kw_on, must<kw_board>> {};
// "seeds in own row": without the row's owner it backtracks, so that a
// parameter named seeds can still be tested with "seeds in {2, 3}".
struct row_owner : sor<kw_own, kw_opponents, kw_south, kw_north> {};
struct row_seeds : seq<kw_seeds, kw_in, row_owner, must<kw_row>> {};
struct name_ref : name_tok {};
// "seeds taken": the seeds a capture would take (in its `unless` condition).
struct seeds_taken : seq<kw_seeds, kw_taken> {};
// "after(NUMBER)": the number on the position after the move (in move filters).
struct after_move : seq<kw_after, lparen, must<num_expr>, must<rparen>> {};
// "count(own pits where CONDITION)": how many pits of a set satisfy a condition.
struct pit_set;
struct count_pits : seq<kw_count, lparen, must<pit_set>, must<rparen>> {};
// "margin": by how much the winner of a game won it (in a match's `win counts as`).
struct margin : kw_margin {};
// "games won": how many games (weighted) the player has won (in a match's `winner by`).
struct games_won : seq<kw_games, kw_won> {};
struct factor : sor<integer_tok, seeds_of, board_seeds, row_seeds, seeds_taken, number_of, store_of,
                    total, after_move, count_pits, margin, games_won, paren_num, name_ref> {
  static constexpr const char* expected =
      "expected a number: an integer, a parameter name, seeds(PIT), number(PIT), store(PLAYER), "
      "seeds on board, seeds in own|opponent's|South|North row, count(PITS where CONDITION), "
      "after(NUMBER), seeds taken, margin, games won or total";
};
struct add_op : seq<one<'+', '-'>, ws> {};
struct mul_op : seq<one<'*', '/'>, ws> {};
struct product : seq<factor, star<mul_op, must<factor>>> {
  static constexpr const char* expected = factor::expected;
};
struct num_expr : seq<product, star<add_op, must<product>>> {
  static constexpr const char* expected = factor::expected;
};

// ---------------------------------------------------------------- pits
struct pit_last : kw_last {};
struct pit_current : kw_pit {};
struct pit_origin : kw_origin {};
struct pit_opposite : seq<kw_opposite, opt<kw_of, must<pit_expr>>> {};
// "next of PIT": the pit after PIT along the sowing direction (stores passed
// over); "next occupied of PIT": the first pit after it that holds seeds.
struct pit_next_occupied : seq<kw_next, kw_occupied, must<kw_of>, must<pit_expr>> {};
struct pit_next : seq<kw_next, must<kw_of>, must<pit_expr>> {};
struct side_word : sor<kw_own, kw_opponents> {
  static constexpr const char* expected = "expected 'own' or 'opponent's'";
};
struct pit_numbered : seq<side_word, kw_pit, must<num_expr>> {};
struct pit_expr : sor<pit_opposite, pit_next_occupied, pit_next, pit_numbered, pit_last,
                      pit_current, pit_origin> {
  static constexpr const char* expected =
      "expected a pit: last, pit, origin, opposite [of PIT], next [occupied] of PIT, own pit N or "
      "opponent's pit N";
};

// ---------------------------------------------------------------- conditions
struct cond;
struct negation : kw_not {};
struct pit_property : sor<seq<kw_own, opt<kw_store>>, seq<kw_opponents, opt<kw_store>>, kw_empty,
                          kw_occupied, kw_store, seq<kw_marked, must<name_tok>>> {
  static constexpr const char* expected =
      "expected what the pit is: own, opponent's, empty, occupied, store, own store, "
      "opponent's store or marked NAME";
};
struct empty_or_occupied : sor<kw_empty, kw_occupied> {
  static constexpr const char* expected = "expected 'empty' or 'occupied'";
};
struct pit_is : seq<kw_is, opt<negation>, must<pit_property>> {};
struct pit_was : seq<kw_was, must<empty_or_occupied>> {};
struct pit_in_row : seq<kw_in, side_word, must<kw_row>> {};
struct pit_pred : seq<pit_expr, sor<pit_is, pit_was, pit_in_row>> {};
struct row_who : sor<kw_own, kw_opponents, kw_either, kw_south, kw_north> {};
struct row_state : seq<row_who, kw_row, must<kw_is>, must<empty_or_occupied>> {};
struct mover_or_opponent : sor<kw_mover, kw_opponent> {};
// "mover has moved from PIT"; "... from every own pit" is the older spelling
// of "all(own pits where mover has moved from pit)".
struct moved_from_what : sor<seq<kw_every, must<kw_own>, must<kw_pit>>, pit_expr> {
  static constexpr const char* expected = "expected a pit, or 'every own pit'";
};
struct moved_from_every
    : seq<mover_or_opponent, kw_has, must<kw_moved>, must<kw_from>, must<moved_from_what>> {};
struct no_legal_move : seq<kw_no, kw_legal, must<kw_move>> {};
struct both_passed : seq<kw_both, must<kw_passed>> {};
struct repetition : seq<kw_position, must<kw_repeated>> {};
struct first_move : seq<kw_first, kw_move> {};
struct captured : kw_captured {};
struct lap_limit_reached : seq<kw_lap, kw_limit, must<kw_reached>> {};
struct cmp_op : seq<sor<TAO_PEGTL_STRING("=="), TAO_PEGTL_STRING("!="), TAO_PEGTL_STRING(">="),
                        TAO_PEGTL_STRING("<="), one<'>'>, one<'<'>>,
                    ws> {
  static constexpr const char* expected =
      "expected a comparison: ==, !=, <, <=, >, >= or 'in {...}'";
};
struct set_members : list<num_expr, comma> {
  static constexpr const char* expected = "expected numbers separated by commas";
};
struct in_set : seq<num_expr, kw_in, must<lbrace>, must<set_members>, must<rbrace>> {};
struct compare : seq<num_expr, must<cmp_op>, must<num_expr>> {};
// A set of pits, each examined as `pit`: "own pits", "opponent's pits" (by
// owner), "South pits", "North pits" (by owner) or "pits" (the whole board), with an optional
// "where CONDITION".
struct pit_set_owner : sor<kw_own, kw_opponents, kw_south, kw_north> {};
struct pit_set_where : seq<kw_where, must<cond>> {};
struct pit_set : seq<opt<pit_set_owner>, kw_pits, opt<pit_set_where>> {
  static constexpr const char* expected =
      "expected a set of pits: 'own pits', 'opponent's pits' or 'pits', then 'where CONDITION'";
};
// "all(PITS where C)", "any(PITS where C)": every pit of the set satisfies C / one does.
struct all_pits : seq<kw_all, lparen, must<pit_set>, must<rparen>> {};
struct any_pits : seq<kw_any, lparen, must<pit_set>, must<rparen>> {};
struct atom : sor<pit_pred, row_state, moved_from_every, no_legal_move, both_passed, repetition,
                  first_move, captured, lap_limit_reached, all_pits, any_pits, in_set, compare> {};
struct unary;
struct not_expr : seq<kw_not, must<unary>> {};
struct paren_cond : seq<lparen, cond, rparen> {};
struct unary : sor<not_expr, paren_cond, atom> {
  static constexpr const char* expected =
      "expected a condition, e.g. seeds(last) == 2, last is own, opponent's row is empty";
};
struct conj : seq<unary, star<kw_and, must<unary>>> {
  static constexpr const char* expected = unary::expected;
};
struct cond : seq<conj, star<kw_or, must<conj>>> {
  static constexpr const char* expected = unary::expected;
};

// ---------------------------------------------------------------- statements
// Error recovery: a statement that fails is reported and skipped to the end of
// the line where it failed, so that one run reports every broken statement.
template <typename Rule, bool Resync>
struct recover;

// Marks the end of input where a closing brace was still due.
struct missing_rbrace : success {
  static constexpr const char* expected = "expected '}' before the end of the file";
};
// The start of a top-level item, from the keyword table: a block keyword and
// its '{' ("sow {", "lap end {", "during sowing {"), or a declaration keyword ("param", "game").
// Seen inside a block, it means that block's '}' is missing; after a broken
// top-level item, recovery resumes at the next line that starts with one.
#define MANCALA_ITEM_block(id) , seq<kw_##id, opt<sor<kw_end, kw_sowing>>, lbrace>
#define MANCALA_ITEM_decl(id) , kw_##id
#define MANCALA_ITEM_word(id)
#define MANCALA_ITEM(id, str, role, res) MANCALA_ITEM_##role(id)
struct item_start : sor<failure MANCALA_KEYWORDS(MANCALA_ITEM)> {};
#undef MANCALA_ITEM
#undef MANCALA_ITEM_word
#undef MANCALA_ITEM_decl
#undef MANCALA_ITEM_block
// Reports a missing '}' without consuming anything, so the next block still parses.
struct report_missing_rbrace;
template <typename Stmt>
struct block_body : until<sor<rbrace, seq<at<item_start>, report_missing_rbrace>>,
                          sor<seq<eof, raise<missing_rbrace>>, recover<Stmt, false>>> {};

// board
struct rows_stmt : seq<kw_rows, must<num_expr>> {};
struct pits_stmt : seq<kw_pits, must<num_expr>> {};
struct stores_value : sor<kw_none, kw_aside, seq<kw_in, must<kw_circuit>>> {
  static constexpr const char* expected = "expected 'none', 'aside' or 'in circuit'";
};
struct stores_stmt : seq<kw_stores, must<stores_value>> {};
struct board_stmt;
struct board_stmt_expected : success {
  using candidates = board_stmt;  // the words expected here
  static constexpr const char* expected = "expected a board setting: rows, pits or stores";
};
struct board_stmt : sor<rows_stmt, pits_stmt, stores_stmt, raise<board_stmt_expected>> {};

// setup
struct seeds_range
    : seq<kw_seeds, num_expr, kw_in, kw_pits, must<num_expr>, must<dotdot>, must<num_expr>> {};
struct seeds_rightmost
    : seq<kw_seeds, num_expr, kw_in, kw_rightmost, must<num_expr>, must<kw_pits>> {};
struct seeds_every : seq<kw_seeds, must<num_expr>, opt<kw_in, must<kw_every>, must<kw_pit>>> {};
struct first_value : sor<kw_south, kw_north> {
  static constexpr const char* expected = "expected 'South' or 'North'";
};
struct first_stmt : seq<kw_first, must<first_value>> {};
struct setup_stmt;
struct setup_stmt_expected : success {
  using candidates = setup_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected a setup statement: 'seeds N', 'seeds N in pits A..B', 'seeds N in rightmost K "
      "pits' or 'first South|North'";
};
struct setup_stmt
    : sor<seeds_range, seeds_rightmost, seeds_every, first_stmt, raise<setup_stmt_expected>> {};

// move
struct from_where : seq<kw_where, must<cond>> {};
struct move_from : seq<kw_from, must<kw_own>, must<kw_pits>, opt<from_where>> {};
struct take_value : sor<kw_all, kw_any> {
  static constexpr const char* expected = "expected 'all' or 'any'";
};
struct take_stmt : seq<kw_take, must<take_value>> {};
// What a preference keeps when no move satisfies it.
struct prefer_fallback : sor<kw_any, kw_none, kw_rightmost> {
  static constexpr const char* expected = "expected 'any', 'none' or 'rightmost'";
};
// "prefer moves where C else any|none|rightmost"; "prefer pits where C else
// rightmost" is the older spelling of the same filter.
struct prefer_moves
    : seq<kw_moves, must<kw_where>, must<cond>, must<kw_else>, must<prefer_fallback>> {};
struct prefer_pits : seq<kw_pits, must<kw_where>, must<cond>, must<kw_else>, must<kw_rightmost>> {};
struct prefer_what : sor<prefer_moves, prefer_pits> {
  static constexpr const char* expected = "expected 'moves where CONDITION else ...'";
};
struct prefer_stmt : seq<kw_prefer, must<prefer_what>> {};
struct move_stmt;
struct move_stmt_expected : success {
  using candidates = move_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected a move statement: 'from own pits [where CONDITION]', 'take all|any', "
      "'forbid moves where CONDITION', 'prefer moves where CONDITION else any|none|rightmost' "
      "or 'pass when no move'";
};
struct pass_stmt : seq<kw_pass, must<kw_when>, must<kw_no>, must<kw_move>> {};
// "forbid moves where C"; "forbid first lap ending where C" is the older
// spelling of the same filter.
struct forbid_moves : seq<kw_moves, must<kw_where>, must<cond>> {};
struct forbid_first_lap : seq<kw_first, must<kw_lap>, must<kw_ending>, must<kw_where>, must<cond>> {
};
struct forbid_what : sor<forbid_moves, forbid_first_lap> {
  static constexpr const char* expected = "expected 'moves where CONDITION'";
};
struct forbid_stmt : seq<kw_forbid, must<forbid_what>> {};
struct move_stmt
    : sor<move_from, take_stmt, prefer_stmt, pass_stmt, forbid_stmt, raise<move_stmt_expected>> {};

// sow
struct direction_value : sor<kw_ccw, kw_cw> {
  static constexpr const char* expected = "expected 'ccw' or 'cw'";
};
struct included_or_skipped : sor<kw_included, kw_skipped> {
  static constexpr const char* expected = "expected 'included' or 'skipped'";
};
struct direction_stmt : seq<kw_direction, must<direction_value>> {};
struct origin_stmt : seq<kw_origin, must<included_or_skipped>> {};
// "first seed into origin": a move of two seeds or more drops its first seed
// back into the pit it was lifted from (a single seed moves on).
struct first_seed_stmt : seq<kw_first, must<kw_seed>, must<kw_into>, must<kw_origin>> {};
struct except_first_move : seq<kw_except, must<kw_first>, must<kw_move>> {};
struct skip_stmt : seq<kw_skip, must<kw_pits>, must<kw_where>, must<cond>, opt<except_first_move>> {
};
struct opponent_store_stmt : seq<kw_opponents, must<kw_store>, must<included_or_skipped>> {};
// What a move that reaches the lap limit is: not a legal move, or the game's last.
struct lap_limit_outcome : sor<seq<kw_end, must<kw_game>>, kw_illegal> {
  static constexpr const char* expected = "expected 'end game' or 'illegal'";
};
struct lap_limit_stmt
    : seq<kw_lap, must<kw_limit>, must<num_expr>, opt<kw_then, must<lap_limit_outcome>>> {};
struct sow_stmt;
struct sow_stmt_expected : success {
  using candidates = sow_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected a sowing statement: direction, origin, first seed into origin, skip pits, "
      "opponent's store or lap limit";
};
struct sow_stmt : sor<direction_stmt, origin_stmt, first_seed_stmt, skip_stmt, opponent_store_stmt,
                      lap_limit_stmt, raise<sow_stmt_expected>> {};

// feeding
struct must_feed_stmt : seq<kw_must, must<kw_feed>, must<kw_when>, must<kw_opponents>, must<kw_row>,
                            must<kw_is>, must<kw_empty>> {};
struct no_feed_value : sor<seq<kw_any, must<kw_move>>, seq<kw_no, must<kw_move>>> {
  static constexpr const char* expected = "expected 'any move' or 'no move'";
};
struct if_no_feed_stmt
    : seq<kw_if, must<kw_no>, must<kw_move>, must<kw_feeds>, must<colon>, must<no_feed_value>> {};
struct feeding_stmt;
struct feeding_stmt_expected : success {
  using candidates = feeding_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected a feeding statement: 'must feed when opponent's row is empty' or 'if no move "
      "feeds: any move|no move'";
};
struct feeding_stmt : sor<must_feed_stmt, if_no_feed_stmt, raise<feeding_stmt_expected>> {};

// lap end
// "relay" lifts the last pit; "relay from PIT" another one (the pit after it, say).
struct relay_action : seq<kw_relay, opt<kw_from, must<pit_expr>>> {};
struct end_move_action : seq<kw_end, must<kw_move>> {};
struct play_again_action : seq<kw_play, must<kw_again>> {};
// "unless grand slam" is the older spelling of "unless seeds taken == seeds
// in opponent's row".
struct grand_slam : seq<kw_grand, must<kw_slam>> {};
struct unless_what : sor<grand_slam, cond> {
  static constexpr const char* expected =
      "expected a condition, e.g. 'seeds taken == seeds in "
      "opponent's row', or 'grand slam'";
};
struct capture_unless : seq<kw_unless, must<unless_what>> {};
struct pit_list : list<pit_expr, comma> {
  static constexpr const char* expected = "expected pits separated by commas";
};
struct capture_chain : seq<kw_backward, must<kw_from>, must<pit_expr>, must<kw_while>, must<cond>> {
};
struct capture_group : seq<kw_all, must<kw_of>, must<pit_list>, must<kw_where>, must<cond>> {};
struct capture_pits : list<pit_expr, kw_and> {};
struct capture_target : sor<capture_chain, capture_group, capture_pits> {
  static constexpr const char* expected =
      "expected what to capture: PIT [and PIT...], 'backward from PIT while CONDITION' or "
      "'all of PIT, PIT... where CONDITION'";
};
// "to owner": the seeds go to the store of each pit's owner; "to PLAYER" to
// that player's; the mover's when nothing is said.
struct capture_taker : sor<kw_owner, player> {
  static constexpr const char* expected =
      "expected who takes the seeds: owner (each pit's owner), mover, opponent, South or North";
};
struct capture_to : seq<kw_to, must<capture_taker>> {};
struct capture_action
    : seq<kw_capture, must<capture_target>, opt<capture_to>, opt<capture_unless>> {};
// "claim PIT": the pit becomes the mover's for the rest of the game.
struct claim_action : seq<kw_claim, must<pit_expr>> {};
// "mark PIT as NAME": the pit carries the mark from now on.
struct mark_action : seq<kw_mark, must<pit_expr>, must<kw_as>, must<name_tok>> {};
struct action : sor<relay_action, end_move_action, play_again_action, capture_action, claim_action,
                    mark_action> {
  static constexpr const char* expected =
      "expected an action: relay, end move, play again, capture ..., claim PIT or mark PIT as "
      "NAME";
};
struct action_list : seq<action, star<kw_then, must<action>>> {};
struct if_rule : seq<kw_if, must<cond>, must<colon>, must<action>, star<kw_then, must<action>>> {};
struct plain_rule : action_list {};
struct lap_end_stmt;
struct lap_end_stmt_expected : success {
  using candidates = lap_end_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected a lap-end rule: 'if CONDITION: ACTION [then ACTION...]' or an action (relay, end "
      "move, play again, capture ...)";
};
struct lap_end_stmt : sor<if_rule, plain_rule, raise<lap_end_stmt_expected>> {};
// during sowing: the same rules, run after each seed but a lap's last.
struct during_sowing_stmt;
struct during_sowing_stmt_expected : success {
  using candidates = during_sowing_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected a sowing rule: 'if CONDITION: capture ...' or an action (capture ..., claim PIT, "
      "mark PIT as NAME)";
};
struct during_sowing_stmt : sor<if_rule, plain_rule, raise<during_sowing_stmt_expected>> {};

// game end
// "first player": the player who made the game's first move; "last mover": the
// player who made the move just played.
struct remaining_value : sor<kw_owner, seq<kw_other, must<kw_player>>,
                             seq<kw_first, must<kw_player>>, seq<kw_last, must<kw_mover>>,
                             kw_nobody, player> {
  static constexpr const char* expected =
      "expected 'owner', 'other player', 'first player', 'last mover', 'nobody' or a player "
      "(mover, opponent, South, North)";
};
struct ends_when_stmt : seq<kw_ends, must<kw_when>, must<cond>> {};
struct remaining_to : seq<kw_to, must<remaining_value>> {};
// "odd seed to South if CONDITION else North": who takes the seed an even split leaves.
struct odd_seed_choice : seq<kw_if, must<cond>, must<kw_else>, must<player>> {};
struct odd_seed : seq<kw_odd, must<kw_seed>, must<kw_to>, must<player>, opt<odd_seed_choice>> {
  static constexpr const char* expected =
      "expected 'odd seed to PLAYER [if CONDITION else PLAYER]'";
};
struct split_evenly : seq<kw_split, must<kw_evenly>, must<comma>, must<odd_seed>> {};
struct remaining_how : sor<remaining_to, split_evenly> {
  static constexpr const char* expected =
      "expected 'to owner', 'to other player', 'to nobody', 'to PLAYER' or 'split evenly, odd "
      "seed to PLAYER [if CONDITION else PLAYER]'";
};
struct remaining_when : seq<kw_when, must<cond>> {};
struct remaining_stmt
    : seq<kw_remaining, must<kw_seeds>, must<remaining_how>, opt<remaining_when>> {};
struct evaluate_stmt : seq<kw_evaluate, must<num_expr>> {};
struct game_end_stmt;
struct game_end_stmt_expected : success {
  using candidates = game_end_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected a game-end statement: 'ends when CONDITION', 'remaining seeds to owner|other "
      "player|nobody|PLAYER' or 'evaluate NUMBER'";
};
struct game_end_stmt
    : sor<ends_when_stmt, remaining_stmt, evaluate_stmt, raise<game_end_stmt_expected>> {};

// opening
struct opening_empty_stmt
    : seq<kw_empty, must<num_expr>, must<kw_own>, must<kw_occupied>, must<kw_pits>> {};
struct opening_place_stmt : seq<kw_place, must<kw_seeds>, must<kw_anywhere>> {};
struct opening_stmt;
struct opening_stmt_expected : success {
  using candidates = opening_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected an opening statement: 'empty N own occupied pits' or 'place seeds anywhere'";
};
struct opening_stmt : sor<opening_empty_stmt, opening_place_stmt, raise<opening_stmt_expected>> {};

// marks
// "mark NAME" alone declares a mark that only lap-end rules give ("mark PIT as NAME").
struct mark_after_openings
    : seq<kw_on, must<kw_occupied>, must<kw_pits>, must<kw_after>, must<kw_openings>> {};
struct mark_set_stmt : seq<kw_mark, must<name_tok>, opt<mark_after_openings>> {};
struct mark_clear_stmt : seq<kw_clear, must<name_tok>, must<kw_when>, must<kw_sown>> {};
// "seeds sown into NAME go to owner's store": a marked pit passes every seed
// sown into it to the store of the player who owns the pit.
struct mark_store_stmt : seq<kw_seeds, must<kw_sown>, must<kw_into>, must<name_tok>, must<kw_go>,
                             must<kw_to>, must<kw_owners>, must<kw_store>> {};
struct marks_stmt;
struct marks_stmt_expected : success {
  using candidates = marks_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected a marks statement: 'mark NAME [on occupied pits after openings]', 'clear NAME "
      "when sown' or 'seeds sown into NAME go to owner's store'";
};
struct marks_stmt
    : sor<mark_set_stmt, mark_clear_stmt, mark_store_stmt, raise<marks_stmt_expected>> {};

// match
// "rebuild { ... }": how the board is rebuilt between games from the players'
// totals, every policy named; "rebuild from totals with N per pit" is the
// older phrase for the policies Adji Kui uses (see docs/language.md).
struct row_end : sor<seq<kw_first, must<kw_pit>>, seq<kw_last, must<kw_pit>>> {
  static constexpr const char* expected = "expected 'first pit' or 'last pit'";
};
struct rebuild_seeds_stmt : seq<kw_seeds, must<kw_per>, must<kw_pit>, must<num_expr>> {};
struct rebuild_fill_stmt : seq<kw_fill, must<kw_own>, must<kw_row>, must<kw_from>, must<row_end>> {
};
struct rebuild_surplus_stmt : seq<kw_surplus, must<kw_buys>, must<kw_opponents>, must<kw_empty>,
                                  must<kw_pits>, must<kw_from>, must<row_end>> {};
struct share_or_total : sor<kw_share, kw_total> {
  static constexpr const char* expected = "expected 'share' or 'total'";
};
struct remainder_key : sor<seq<kw_larger, must<share_or_total>>, seq<kw_smaller, must<kw_total>>> {
  static constexpr const char* expected =
      "expected 'larger share', 'larger total' or 'smaller total'";
};
struct rebuild_remainder_stmt : seq<kw_remainder, must<kw_pit>, must<kw_goes>, must<kw_to>,
                                    must<remainder_key>, star<kw_then, must<remainder_key>>> {};
struct rebuild_stmt;
struct rebuild_stmt_expected : success {
  using candidates = rebuild_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected a rebuild statement: 'seeds per pit N', 'fill own row from first|last pit', "
      "'surplus buys opponent's empty pits from first|last pit' or 'remainder pit goes to ...'";
};
struct rebuild_stmt : sor<rebuild_seeds_stmt, rebuild_fill_stmt, rebuild_surplus_stmt,
                          rebuild_remainder_stmt, raise<rebuild_stmt_expected>> {};
struct rebuild_block : seq<lbrace, block_body<rebuild_stmt>> {};
struct rebuild_from_totals
    : seq<kw_from, must<kw_totals>, must<kw_with>, must<num_expr>, must<kw_per>, must<kw_pit>> {};
struct rebuild_form : sor<rebuild_block, rebuild_from_totals> {
  static constexpr const char* expected = "expected '{' or 'from totals with N per pit'";
};
struct rebuild_match_stmt : seq<kw_rebuild, must<rebuild_form>> {};
struct alternate_stmt : seq<kw_first, must<kw_player>, must<kw_alternates>> {};
// "ends when CONDITION", read for each player as `mover` on the board the next
// game would start from; "ends when a player owns no pit" is the older phrase
// for "ends when count(own pits) == 0".
struct owns_no_pit : seq<kw_a, kw_player, kw_owns, kw_no, kw_pit> {};
struct match_end_condition : sor<owns_no_pit, cond> {
  static constexpr const char* expected = "expected a condition";
};
struct match_ends_stmt : seq<kw_ends, must<kw_when>, must<match_end_condition>> {};
// "win counts as NUMBER [when CONDITION]", tried in order (the last without
// `when`); "win by M counts as W" is the older spelling of "win counts as W when
// margin == M".
struct win_when : seq<kw_when, must<cond>> {};
struct win_value : seq<kw_counts, must<kw_as>, must<num_expr>, opt<win_when>> {};
struct weight_stmt : seq<kw_by, must<num_expr>, must<kw_counts>, must<kw_as>, must<num_expr>> {};
struct win_stmt_tail : sor<win_value, weight_stmt> {
  static constexpr const char* expected = "expected 'counts as NUMBER [when CONDITION]'";
};
struct win_stmt : seq<kw_win, must<win_stmt_tail>> {};
// "winner by NUMBER": the player for whom NUMBER (read with them as `mover` on
// the board the next game would start from; `games won` counts their wins) is
// larger wins the match. "owns more pits" and "wins more games" are the older
// phrases for "by count(own pits)" and "by games won".
struct winner_by : seq<kw_by, must<num_expr>> {};
struct winner_value : sor<seq<kw_owns, must<kw_more>, must<kw_pits>>,
                          seq<kw_wins, must<kw_more>, must<kw_games>>, winner_by> {
  static constexpr const char* expected =
      "expected 'by NUMBER', 'owns more pits' or 'wins more games'";
};
struct winner_stmt : seq<kw_winner, must<winner_value>> {};
struct match_stmt;
struct match_stmt_expected : success {
  using candidates = match_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected a match statement: 'rebuild { ... }', 'first player alternates', 'ends when "
      "CONDITION', 'win counts as NUMBER [when CONDITION]' or 'winner by NUMBER'";
};
struct match_stmt : sor<rebuild_match_stmt, alternate_stmt, match_ends_stmt, win_stmt, winner_stmt,
                        raise<match_stmt_expected>> {};

// ---------------------------------------------------------------- top level
struct board_block : seq<kw_board, must<lbrace>, block_body<board_stmt>> {};
struct setup_block : seq<kw_setup, must<lbrace>, block_body<setup_stmt>> {};
struct move_block : seq<kw_move, must<lbrace>, block_body<move_stmt>> {};
struct sow_block : seq<kw_sow, must<lbrace>, block_body<sow_stmt>> {};
struct feeding_block : seq<kw_feeding, must<lbrace>, block_body<feeding_stmt>> {};
struct lap_end_block : seq<kw_lap, must<kw_end>, must<lbrace>, block_body<lap_end_stmt>> {};
struct during_sowing_block
    : seq<kw_during, must<kw_sowing>, must<lbrace>, block_body<during_sowing_stmt>> {};
struct game_end_block : seq<kw_game, kw_end, must<lbrace>, block_body<game_end_stmt>> {};
struct opening_block : seq<kw_opening, must<lbrace>, block_body<opening_stmt>> {};
struct marks_block : seq<kw_marks, must<lbrace>, block_body<marks_stmt>> {};
struct match_block : seq<kw_match, must<lbrace>, block_body<match_stmt>> {};
struct game_decl : seq<kw_game, must<string_lit>> {};
struct extends_decl : seq<kw_extends, must<string_lit>> {};
struct param_range : seq<kw_in, must<num_expr>, must<dotdot>, must<num_expr>> {};
struct param_decl : seq<kw_param, must<name_tok>, must<equals>, must<num_expr>, opt<param_range>> {
};
struct set_stmt : seq<kw_set, must<name_tok>, must<equals>, must<num_expr>> {};
struct variant_stmt;
struct variant_stmt_expected : success {
  using candidates = variant_stmt;  // the words expected here
  static constexpr const char* expected =
      "expected 'set NAME = VALUE', a block that the variant changes, or '}'";
};
struct board_block;
struct setup_block;
struct move_block;
struct sow_block;
struct feeding_block;
struct lap_end_block;
struct during_sowing_block;
struct game_end_block;
struct opening_block;
struct marks_block;
struct match_block;
struct variant_stmt : sor<set_stmt, board_block, setup_block, move_block, sow_block, feeding_block,
                          lap_end_block, during_sowing_block, game_end_block, opening_block,
                          marks_block, match_block, raise<variant_stmt_expected>> {};
// A variant holds blocks, so a block keyword inside it is no sign of a missing '}'.
struct variant_body
    : until<rbrace, sor<seq<eof, raise<missing_rbrace>>, recover<variant_stmt, false>>> {};
struct variant_decl : seq<kw_variant, must<name_tok>, must<lbrace>, variant_body> {};
struct item;
struct item_expected : success {
  using candidates = item;  // the words expected here
  static constexpr const char* expected =
      "expected a block (board, setup, move, sow, feeding, opening, marks, during sowing, lap "
      "end, game end, match), or game, extends, param, variant";
};
struct item : sor<board_block, setup_block, move_block, sow_block, feeding_block, lap_end_block,
                  during_sowing_block, game_end_block, opening_block, marks_block, match_block,
                  game_decl, extends_decl, param_decl, variant_decl, raise<item_expected>> {};
struct file : seq<ws, until<eof, recover<item, true>>> {};

// The words that can begin `Rule`, for "did you mean" among the words
// expected where a rule failed: a keyword's own word, the words of every
// alternative of a sor<>, the first element of a seq<>.
template <typename Rule>
void add_first_words(std::vector<std::string>& out);
template <typename RuleType>
struct first_words_of {
  static void add(std::vector<std::string>& /*out*/) {}
};
template <typename... Rules>
struct first_words_of<internal::sor<Rules...>> {
  static void add(std::vector<std::string>& out) { (add_first_words<Rules>(out), ...); }
};
template <typename First, typename... Rest>
struct first_words_of<internal::seq<First, Rest...>> {
  static void add(std::vector<std::string>& out) { add_first_words<First>(out); }
};
template <typename Rule>
struct first_words_of<internal::must<Rule>> {
  static void add(std::vector<std::string>& out) { add_first_words<Rule>(out); }
};
template <typename Rule>
void add_first_words(std::vector<std::string>& out) {
  if constexpr (requires { Rule::word; })
    out.emplace_back(Rule::word);
  else if constexpr (requires { typename Rule::candidates; })
    add_first_words<typename Rule::candidates>(out);
  else
    first_words_of<typename Rule::rule_t>::add(out);
}

// A syntax error, with the words that would have been accepted where it happened.
struct expected_error : parse_error {
  template <typename ParseInput>
  expected_error(const char* message, const ParseInput& in, std::vector<std::string> expected)
      : parse_error(message, in), words(std::move(expected)) {}
  std::vector<std::string> words;
};

// How deeply expressions may nest: parentheses, `opposite of`, `next of` and
// the pit sets of `count(...)` each open a level. A PEG parser retries the
// alternatives of every level, so text with thousands of '(' took minutes (and
// deeper still would overflow the stack); real rules need a handful of levels.
inline constexpr int kMaxExpressionDepth = 100;
inline thread_local int expression_depth = 0;  // levels open in the current parse
// The rules counted are ones the parse tree keeps: its control sees only those.
template <typename Rule>
inline constexpr bool opens_expression_level =
    std::is_same_v<Rule, cond> || std::is_same_v<Rule, num_expr> ||
    std::is_same_v<Rule, pit_opposite> || std::is_same_v<Rule, pit_next> ||
    std::is_same_v<Rule, pit_next_occupied>;
struct too_deep {
  static constexpr const char* expected =
      "expressions nested more than 100 levels deep (parentheses, 'opposite of', 'next of')";
};

// The parser's control: a rule that fails where it is required (must<>,
// raise<>) throws its `expected` message. Every such rule declares one, which
// the static_assert enforces at compile time. It also counts the expression
// levels open (kMaxExpressionDepth), through success, failure and exceptions.
template <typename Rule>
struct control : normal<Rule> {
  template <typename ParseInput, typename... States>
  static void start(const ParseInput& in, States&&... /*unused*/) {
    if constexpr (opens_expression_level<Rule>) {
      if (++expression_depth > kMaxExpressionDepth) {
        --expression_depth;
        throw expected_error(too_deep::expected, in, {});
      }
    }
  }
  template <typename ParseInput, typename... States>
  static void success(const ParseInput& /*in*/, States&&... /*unused*/) {
    if constexpr (opens_expression_level<Rule>) --expression_depth;
  }
  template <typename ParseInput, typename... States>
  static void failure(const ParseInput& /*in*/, States&&... /*unused*/) {
    if constexpr (opens_expression_level<Rule>) --expression_depth;
  }
  template <typename ParseInput, typename... States>
  static void unwind(const ParseInput& /*in*/, States&&... /*unused*/) {
    if constexpr (opens_expression_level<Rule>) --expression_depth;
  }
  template <typename ParseInput, typename... States>
  [[noreturn]] static void raise(const ParseInput& in, States&&... /*unused*/) {
    static_assert(
        requires { Rule::expected; }, "a required rule needs an 'expected' message");
    static const std::vector<std::string> words = [] {
      std::vector<std::string> out;
      add_first_words<Rule>(out);
      return out;
    }();
    throw expected_error(Rule::expected, in, words);
  }
};

}  // namespace mancala::dsl::grammar
