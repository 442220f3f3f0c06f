#include "dsl/parser.hpp"

#include <fmt/format.h>

#include <charconv>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <tao/pegtl/contrib/parse_tree.hpp>
#include <utility>

#include "dsl/grammar.hpp"
#include "dsl/keywords.hpp"
#include "dsl/suggest.hpp"

namespace mancala::dsl {
namespace pegtl = tao::pegtl;
namespace g = grammar;

// Where recovered syntax errors are collected during one parse.
struct ErrorSink {
  Diagnostics* diags;
  const SourceFile* file;  // the file being parsed, when it is not diags' own
  const TextIndex* index;  // turns the parser's byte columns into code-point columns

  void error(const pegtl::position& where, std::string message) const {
    const int line = static_cast<int>(where.line);
    diags->error({line, index->column(line, static_cast<int>(where.column)), file},
                 std::move(message));
  }
};

namespace {
template <typename T>
void pick_sink(ErrorSink*& out, T& candidate) {
  if constexpr (std::is_same_v<std::decay_t<T>, ErrorSink>) out = &candidate;
}
template <typename... States>
ErrorSink& find_sink(States&... states) {
  ErrorSink* sink = nullptr;
  (pick_sink(sink, states), ...);
  return *sink;
}
}  // namespace

// Every word of the language, from the keyword table.
const std::vector<std::string>& language_keywords() {
  static const std::vector<std::string> words = [] {
    std::vector<std::string> out;
    for (const Keyword& k : kKeywords) out.emplace_back(k.word);
    return out;
  }();
  return words;
}

std::vector<std::string> item_keywords() {
  std::vector<std::string> words;
  g::add_first_words<g::item>(words);
  return words;
}

// The word starting at `p` (letters, digits, '_', '\'' and, to show what was
// written, any non-ASCII character), or "".
std::string word_at(const char* p, const char* end) {
  std::string word;
  while (p < end && (std::isalnum(static_cast<unsigned char>(*p)) || *p == '_' || *p == '\'' ||
                     static_cast<unsigned char>(*p) >= 0x80))
    word += *p++;
  return word;
}

// The first non-ASCII character of `text` as "'é' is U+00E9", or "".
std::string first_non_ascii(std::string_view text) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (static_cast<unsigned char>(text[i]) < 0x80) continue;
    int length = 1;
    const char32_t cp = decode_utf8(text.data() + i, text.data() + text.size(), &length);
    return fmt::format("'{}' is U+{:04X}", text.substr(i, static_cast<std::size_t>(length)),
                       static_cast<std::uint32_t>(cp));
  }
  return "";
}

// What stands at `p` where the parser expected something else, for the
// message: ", found 'word'" (saying so when it is not ASCII), a control
// character with its code point, or "".
std::string found_at(const char* p, const char* end) {
  if (p >= end) return "";
  const std::string word = word_at(p, end);
  if (!word.empty()) {
    const std::string non_ascii = first_non_ascii(word);
    if (non_ascii.empty()) return ", found '" + word + "'";
    return ", found '" + word + "' (" + non_ascii +
           ": outside strings and comments, only ASCII is allowed)";
  }
  const auto c = static_cast<unsigned char>(*p);
  if ((c < 0x20 && c != '\n' && c != '\r') || c == 0x7f)
    return fmt::format(", found the control character U+{:04X}", static_cast<unsigned>(c));
  return "";
}

// The message for a syntax error: what was expected, what was found, and the
// closest of the words expected there (only those) when the word found looks
// like a misspelling.
std::string syntax_message(const pegtl::parse_error& e, const char* target, const char* end) {
  std::string message(e.message());
  const std::string found = word_at(target, end);
  const auto* expected = dynamic_cast<const g::expected_error*>(&e);
  if (!found.empty() && expected && first_non_ascii(found).empty()) {
    const std::vector<std::string>& words = expected->words;
    // A word of the language is taken as meant, not as a misspelling.
    const auto& keywords = language_keywords();
    const bool is_keyword = std::find(keywords.begin(), keywords.end(), found) != keywords.end();
    const std::string hint = is_keyword ? "" : did_you_mean(found, words);
    if (!hint.empty()) return message + hint;
  }
  return message + found_at(target, end);
}

namespace grammar {
// Wraps a statement (Resync = false) or a top-level item (Resync = true) so
// that a syntax error is recorded and parsing resumes: after the failing line
// for a statement, at the next line that starts an item for a top-level item.
template <typename Rule, bool Resync = false>
struct recover {
  using rule_t = recover;
  using subs_t = pegtl::type_list<Rule>;

  template <pegtl::apply_mode A, pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&... st) {
    const char* start = in.current();
    try {
      return Control<Rule>::template match<A, M, Action, Control>(in, st...);
    } catch (const pegtl::parse_error& e) {
      const auto& where = e.positions().front();
      const char* target = in.begin() + where.byte;
      find_sink(st...).error(where, syntax_message(e, target, in.end()));
      // Resume on the line after the error, so one broken statement costs one message.
      if (target > in.current()) in.bump(static_cast<std::size_t>(target - in.current()));
      // Always make progress, or a stray '}' would be retried forever.
      if (in.current() == start && !in.empty()) in.bump(1);
      // A '}' later on that line still closes its block.
      // A '}' later on that line still closes its block, unless it closes a '{' of the line.
      int depth = 0;
      while (!in.empty() && in.peek_char() != '\n') {
        if (in.peek_char() == '{') ++depth;
        if (in.peek_char() == '}' && depth-- == 0) break;
        in.bump(1);
      }
      skip_blanks(in);
      if constexpr (Resync) {
        // At the top level, skip the rest of a broken item line by line, up to
        // the next line that starts an item (from the keyword table).
        while (!in.empty() &&
               !pegtl::match<pegtl::at<g::item_start>, pegtl::apply_mode::nothing,
                             pegtl::rewind_mode::required, pegtl::nothing, pegtl::normal>(in)) {
          while (!in.empty() && in.peek_char() != '\n') in.bump(1);
          skip_blanks(in);
        }
      }
      return true;
    }
  }

  // Skips white space and comments, as the grammar's `ws` does after every token.
  template <typename ParseInput>
  static void skip_blanks(ParseInput& in) {
    while (!in.empty()) {
      const char c = in.peek_char();
      if (c == '#') {
        while (!in.empty() && in.peek_char() != '\n') in.bump(1);
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v') {
        in.bump(1);
      } else {
        return;
      }
    }
  }
};

struct report_missing_rbrace {
  using rule_t = report_missing_rbrace;
  using subs_t = pegtl::empty_list;

  template <pegtl::apply_mode A, pegtl::rewind_mode M, template <typename...> class Action,
            template <typename...> class Control, typename ParseInput, typename... States>
  static bool match(ParseInput& in, States&&... st) {
    find_sink(st...).error(in.position(),
                           "expected '}' to close the block before this new block starts");
    return true;
  }
};
}  // namespace grammar

namespace {

template <typename Rule>
using selector = pegtl::parse_tree::selector<
    Rule,
    pegtl::parse_tree::store_content::on<
        g::game_decl, g::param_decl, g::param_range, g::variant_decl, g::set_stmt, g::board_block,
        g::setup_block, g::move_block, g::sow_block, g::feeding_block, g::lap_end_block,
        g::during_sowing_block, g::capture_to, g::capture_taker, g::game_end_block, g::rows_stmt,
        g::pits_stmt, g::stores_stmt, g::seeds_range, g::seeds_rightmost, g::seeds_every,
        g::first_stmt, g::move_from, g::take_stmt, g::prefer_moves, g::prefer_pits,
        g::prefer_fallback, g::direction_stmt, g::origin_stmt, g::skip_stmt, g::opponent_store_stmt,
        g::lap_limit_stmt, g::must_feed_stmt, g::if_no_feed_stmt, g::if_rule, g::plain_rule,
        g::relay_action, g::end_move_action, g::play_again_action, g::capture_action,
        g::capture_chain, g::capture_group, g::capture_pits, g::grand_slam, g::capture_unless,
        g::ends_when_stmt, g::remaining_stmt, g::not_expr, g::negation, g::pit_pred, g::pit_is,
        g::pit_was, g::pit_in_row, g::row_state, g::moved_from_every, g::no_legal_move,
        g::repetition, g::first_move, g::captured, g::in_set, g::compare, g::add_op, g::mul_op,
        g::integer, g::seeds_of, g::number_of, g::store_of, g::total, g::name_ref, g::pit_last,
        g::pit_current, g::pit_origin, g::pit_opposite, g::pit_next, g::pit_next_occupied,
        g::pit_numbered, g::name, g::string_body, g::stores_value, g::first_value, g::take_value,
        g::direction_value, g::included_or_skipped, g::no_feed_value, g::remaining_value,
        g::side_word, g::row_who, g::empty_or_occupied, g::pit_property, g::player, g::cmp_op,
        g::except_first_move, g::mover_or_opponent, g::board_seeds, g::both_passed, g::pass_stmt,
        g::forbid_moves, g::forbid_first_lap, g::opening_block, g::marks_block, g::match_block,
        g::opening_empty_stmt, g::opening_place_stmt, g::mark_set_stmt, g::mark_clear_stmt,
        g::mark_store_stmt, g::mark_after_openings, g::first_seed_stmt, g::claim_action,
        g::mark_action, g::rebuild_match_stmt, g::rebuild_seeds_stmt, g::rebuild_fill_stmt,
        g::rebuild_surplus_stmt, g::rebuild_remainder_stmt, g::remainder_key, g::row_end,
        g::alternate_stmt, g::match_ends_stmt, g::weight_stmt, g::win_value, g::games_won,
        g::winner_stmt, g::winner_value, g::extends_decl, g::lap_limit_outcome, g::remaining_to,
        g::split_evenly, g::odd_seed, g::odd_seed_choice, g::remaining_when, g::lap_limit_reached,
        g::evaluate_stmt, g::row_seeds, g::row_owner, g::seeds_taken, g::after_move, g::count_pits,
        g::margin, g::all_pits, g::any_pits, g::pit_set, g::pit_set_owner>,
    pegtl::parse_tree::fold_one::on<g::cond, g::conj, g::num_expr, g::product, g::paren_num>>;

using PNode = pegtl::parse_tree::node;

// The words of a node's text with comments dropped and white space collapsed.
std::string words(const PNode& n) {
  std::string_view s = n.string_view();
  std::string out;
  bool pending_space = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char c = s[i];
    if (c == '#') {
      while (i < s.size() && s[i] != '\n') ++i;
      pending_space = true;
      continue;
    }
    if (std::isspace(static_cast<unsigned char>(c))) {
      pending_space = true;
      continue;
    }
    if (pending_space && !out.empty()) out += ' ';
    pending_space = false;
    out += c;
  }
  return out;
}

// Converts a parse-tree node (and its children) into AST nodes appended to `out`.
void convert(const PNode& n, std::vector<ast::Node>& out);

ast::Node make(ast::Kind kind, const PNode& n, std::string name = {}) {
  ast::Node node;
  node.kind = kind;
  node.pos = {static_cast<int>(n.begin().line), static_cast<int>(n.begin().column)};
  node.name = std::move(name);
  return node;
}

void convert_children(const PNode& n, ast::Node& into) {
  for (const auto& child : n.children) convert(*child, into.kids);
}

// The normalised words of the first child of type R, or "".
template <typename R>
std::string child_words(const PNode& n) {
  for (const auto& child : n.children)
    if (child->is_type<R>()) return words(*child);
  return {};
}

template <typename R>
bool has_child(const PNode& n) {
  for (const auto& child : n.children)
    if (child->is_type<R>()) return true;
  return false;
}

// A word of one of the grammar's closed sets and the value it stands for.
template <typename E>
using Word = std::pair<std::string_view, E>;

// The value that `text`, the words of one of the grammar's closed sets, stands
// for in `table`. The grammar admits only the table's words, so another means
// the table and the grammar disagree.
template <typename E, std::size_t N>
E word_value(const std::string& text, const Word<E> (&table)[N]) {
  for (const auto& [word, value] : table)
    if (text == word) return value;
  throw std::logic_error("parser: '" + text + "' is no word of its set");
}

// The value of a node's child of rule R (see word_value).
template <typename R, typename E, std::size_t N>
E child_value(const PNode& n, const Word<E> (&table)[N]) {
  return word_value(child_words<R>(n), table);
}

// The tables of the grammar's closed sets of words, each word as words()
// gives it (white space collapsed to one blank).
constexpr Word<ast::Player> kPlayers[] = {{"mover", ast::Player::mover},
                                          {"opponent", ast::Player::opponent},
                                          {"South", ast::Player::south},
                                          {"North", ast::Player::north}};
constexpr Word<ast::Side> kSides[] = {{"own", ast::Side::own},
                                      {"opponent's", ast::Side::opponents}};
constexpr Word<ast::Row> kRows[] = {{"own", ast::Row::own},
                                    {"opponent's", ast::Row::opponents},
                                    {"either", ast::Row::either},
                                    {"South", ast::Row::south},
                                    {"North", ast::Row::north}};
constexpr Word<ast::Fill> kFills[] = {{"empty", ast::Fill::empty},
                                      {"occupied", ast::Fill::occupied}};
constexpr Word<ast::Inclusion> kInclusions[] = {{"included", ast::Inclusion::included},
                                                {"skipped", ast::Inclusion::skipped}};
constexpr Word<ast::PitProperty> kPitProperties[] = {
    {"own", ast::PitProperty::own},
    {"opponent's", ast::PitProperty::opponents},
    {"empty", ast::PitProperty::empty},
    {"occupied", ast::PitProperty::occupied},
    {"store", ast::PitProperty::store},
    {"own store", ast::PitProperty::own_store},
    {"opponent's store", ast::PitProperty::opponents_store}};
constexpr Word<ast::Comparison> kComparisons[] = {
    {"==", ast::Comparison::eq}, {"!=", ast::Comparison::ne}, {"<", ast::Comparison::lt},
    {"<=", ast::Comparison::le}, {">", ast::Comparison::gt},  {">=", ast::Comparison::ge}};
constexpr Word<ast::ArithOp> kArithOps[] = {{"+", ast::ArithOp::add},
                                            {"-", ast::ArithOp::sub},
                                            {"*", ast::ArithOp::mul},
                                            {"/", ast::ArithOp::div}};
constexpr Word<ast::Stores> kStores[] = {{"none", ast::Stores::none},
                                         {"aside", ast::Stores::aside},
                                         {"in circuit", ast::Stores::in_circuit}};
constexpr Word<ast::Take> kTakes[] = {{"all", ast::Take::all}, {"any", ast::Take::any}};
constexpr Word<ast::Direction> kDirections[] = {{"ccw", ast::Direction::ccw},
                                                {"cw", ast::Direction::cw}};
constexpr Word<ast::LapLimitOutcome> kLapLimitOutcomes[] = {
    {"end game", ast::LapLimitOutcome::end_game}, {"illegal", ast::LapLimitOutcome::illegal}};
constexpr Word<ast::FeedingFallback> kFeedingFallbacks[] = {
    {"any move", ast::FeedingFallback::any_move}, {"no move", ast::FeedingFallback::no_move}};
constexpr Word<ast::PreferFallback> kPreferFallbacks[] = {
    {"any", ast::PreferFallback::any},
    {"none", ast::PreferFallback::none},
    {"rightmost", ast::PreferFallback::rightmost}};
constexpr Word<ast::PitSetOwner> kPitSetOwners[] = {{"own", ast::PitSetOwner::own},
                                                    {"opponent's", ast::PitSetOwner::opponents},
                                                    {"South", ast::PitSetOwner::south},
                                                    {"North", ast::PitSetOwner::north}};
constexpr Word<ast::RemainingTarget> kRemainingTargets[] = {
    {"owner", ast::RemainingTarget::owner},
    {"other player", ast::RemainingTarget::other_player},
    {"first player", ast::RemainingTarget::first_player},
    {"last mover", ast::RemainingTarget::last_mover},
    {"nobody", ast::RemainingTarget::nobody}};
constexpr Word<ast::MatchWinner> kMatchWinners[] = {
    {"owns more pits", ast::MatchWinner::owns_more_pits},
    {"wins more games", ast::MatchWinner::wins_more_games}};
constexpr Word<ast::RowEnd> kRowEnds[] = {{"first pit", ast::RowEnd::first},
                                          {"last pit", ast::RowEnd::last}};
constexpr Word<ast::RemainderKey> kRemainderKeys[] = {
    {"larger share", ast::RemainderKey::larger_share},
    {"larger total", ast::RemainderKey::larger_total},
    {"smaller total", ast::RemainderKey::smaller_total}};

// A node whose children are converted as its kids, except those of rule R,
// which a caller reads into the node's payload (see child_value).
template <typename R = void>
ast::Node simple_node(ast::Kind kind, const PNode& n) {
  ast::Node node = make(kind, n);
  for (const auto& child : n.children) {
    if constexpr (!std::is_void_v<R>)
      if (child->is_type<R>()) continue;
    convert(*child, node.kids);
  }
  return node;
}

// A node whose children are converted as its kids, and whose payload `field`
// is the value of its child of rule R in `table`.
template <typename R, typename E, std::size_t N>
void valued(ast::Kind kind, const PNode& n, E ast::Node::*field, const Word<E> (&table)[N],
            std::vector<ast::Node>& out) {
  ast::Node node = simple_node<R>(kind, n);
  node.*field = child_value<R>(n, table);
  out.push_back(std::move(node));
}

// A node whose children are all converted as its kids.
void simple(ast::Kind kind, const PNode& n, std::vector<ast::Node>& out) {
  out.push_back(simple_node(kind, n));
}

// An integer literal, read once here. One beyond an int keeps its digits
// instead of a value: the compiler reports it where the literal is used (a
// literal in a variant not chosen is never used), in the order of its checks.
ast::Node integer_node(const PNode& n) {
  ast::Node node = make(ast::Kind::integer, n);
  const std::string_view digits = n.string_view();
  int value = 0;
  const char* end = digits.data() + digits.size();
  auto [ptr, ec] = std::from_chars(digits.data(), end, value);
  if (ec == std::errc() && ptr == end)
    node.value = value;
  else
    node.name = std::string(digits);
  return node;
}

// "remaining seeds to owner|other player" or "remaining seeds split evenly,
// odd seed to P [if C else P]", with an optional "when C": one `remaining`
// node whose kids are the odd-seed choice and the `when` condition.
void convert_remaining(const PNode& n, std::vector<ast::Node>& out) {
  ast::Node node = make(ast::Kind::remaining, n);
  for (const auto& how : n.children) {
    if (how->is_type<g::remaining_to>()) {
      const PNode& value = *how->children.at(0);
      if (has_child<g::player>(value)) {
        node.target = ast::RemainingTarget::player;
        node.player = child_value<g::player>(value, kPlayers);
      } else {
        node.target = child_value<g::remaining_value>(*how, kRemainingTargets);
      }
    }
    if (how->is_type<g::split_evenly>()) {
      node.target = ast::RemainingTarget::split_evenly;
      const PNode& odd = *how->children.at(0);
      ast::Node choice = make(ast::Kind::odd_seed, odd);
      choice.player = child_value<g::player>(odd, kPlayers);
      choice.else_player = choice.player;
      for (const auto& part : odd.children) {
        if (!part->is_type<g::odd_seed_choice>()) continue;
        for (const auto& kid : part->children) {
          if (kid->is_type<g::player>())
            choice.else_player = word_value(words(*kid), kPlayers);
          else
            convert(*kid, choice.kids);
        }
      }
      node.kids.push_back(std::move(choice));
    }
    if (how->is_type<g::remaining_when>()) {
      ast::Node when = make(ast::Kind::sweep_when, *how);
      convert_children(*how, when);
      node.kids.push_back(std::move(when));
    }
  }
  out.push_back(std::move(node));
}

// The taker a player word names.
ast::Taker taker_of(ast::Player player) {
  switch (player) {
    case ast::Player::mover:
      return ast::Taker::mover;
    case ast::Player::opponent:
      return ast::Taker::opponent;
    case ast::Player::south:
      return ast::Taker::south;
    case ast::Player::north:
      return ast::Taker::north;
  }
  return ast::Taker::mover;
}

// A capture, with what may call it off: "unless grand slam", or "unless
// CONDITION" (a capture_unless node, the capture's last kid).
void convert_capture(const PNode& n, std::vector<ast::Node>& out) {
  ast::CaptureQualifier qualifier = ast::CaptureQualifier::always;
  ast::Taker taker = ast::Taker::mover;
  std::optional<ast::Node> unless;
  for (const auto& child : n.children) {
    if (child->is_type<g::capture_to>()) {
      const PNode& who = *child->children.at(0);
      taker = has_child<g::player>(who) ? taker_of(child_value<g::player>(who, kPlayers))
                                        : ast::Taker::owner;
      continue;
    }
    if (!child->is_type<g::capture_unless>()) continue;
    if (has_child<g::grand_slam>(*child)) {
      qualifier = ast::CaptureQualifier::unless_grand_slam;
    } else {
      qualifier = ast::CaptureQualifier::unless_condition;
      unless = make(ast::Kind::capture_unless, *child);
      convert_children(*child, *unless);
    }
  }
  for (const auto& child : n.children) {
    ast::Kind kind = ast::Kind::capture_pits;
    if (child->is_type<g::capture_chain>())
      kind = ast::Kind::capture_chain;
    else if (child->is_type<g::capture_group>())
      kind = ast::Kind::capture_group;
    else if (!child->is_type<g::capture_pits>())
      continue;
    ast::Node node = make(kind, n);
    node.qualifier = qualifier;
    node.taker = taker;
    convert_children(*child, node);
    // The group's condition goes first, then its pits.
    if (kind == ast::Kind::capture_group)
      std::rotate(node.kids.begin(), node.kids.end() - 1, node.kids.end());
    if (unless) node.kids.push_back(*unless);
    out.push_back(std::move(node));
  }
}

// count(...), all(...), any(...): the set's owner as payload, its condition as kid.
void convert_pit_set(ast::Kind kind, const PNode& n, std::vector<ast::Node>& out) {
  ast::Node node = make(kind, n);
  for (const auto& child : n.children) {
    if (!child->is_type<g::pit_set>()) continue;
    for (const auto& part : child->children) {
      if (part->is_type<g::pit_set_owner>())
        node.pit_set = word_value(words(*part), kPitSetOwners);
      else
        convert(*part, node.kids);
    }
  }
  out.push_back(std::move(node));
}

void convert_pit_pred(const PNode& n, std::vector<ast::Node>& out) {
  ast::Node pit;
  {
    std::vector<ast::Node> tmp;
    convert(*n.children.at(0), tmp);
    pit = std::move(tmp.at(0));
  }
  const PNode& tail = *n.children.at(1);
  ast::Node node;
  if (tail.is_type<g::pit_is>()) {
    node = make(ast::Kind::pit_is, n);
    for (const auto& child : tail.children) {
      if (!child->is_type<g::pit_property>()) continue;
      // "marked NAME" is the one property with a name after its word.
      if (child->children.empty()) {
        node.property = word_value(words(*child), kPitProperties);
      } else {
        node.property = ast::PitProperty::marked;
        node.name = words(*child->children.at(0));
      }
    }
    node.kids.push_back(std::move(pit));
    if (has_child<g::negation>(tail)) {
      ast::Node negated = make(ast::Kind::not_, n);
      negated.kids.push_back(std::move(node));
      node = std::move(negated);
    }
  } else if (tail.is_type<g::pit_was>()) {
    node = make(ast::Kind::pit_was, n);
    node.fill = child_value<g::empty_or_occupied>(tail, kFills);
    node.kids.push_back(std::move(pit));
  } else {
    node = make(ast::Kind::pit_in_row, n);
    node.side = child_value<g::side_word>(tail, kSides);
    node.kids.push_back(std::move(pit));
  }
  out.push_back(std::move(node));
}

// Binary operator chains (a + b - c) become left-nested arith nodes.
void convert_chain(const PNode& n, std::vector<ast::Node>& out) {
  std::vector<ast::Node> operands;
  std::vector<ast::ArithOp> ops;
  std::vector<const PNode*> op_nodes;  // an arith node stands at its operator, where errors point
  for (const auto& child : n.children) {
    if (child->is_type<g::add_op>() || child->is_type<g::mul_op>()) {
      ops.push_back(word_value(words(*child), kArithOps));
      op_nodes.push_back(child.get());
    } else
      convert(*child, operands);
  }
  if (operands.size() != ops.size() + 1) return;  // unreachable: the grammar pairs them
  ast::Node acc = std::move(operands[0]);
  for (std::size_t i = 0; i < ops.size(); ++i) {
    ast::Node node = make(ast::Kind::arith, *op_nodes[i]);
    node.op = ops[i];
    node.kids.push_back(std::move(acc));
    node.kids.push_back(std::move(operands.at(i + 1)));
    acc = std::move(node);
  }
  out.push_back(std::move(acc));
}

void convert(const PNode& n, std::vector<ast::Node>& out) {
  using K = ast::Kind;
  auto block = [&](ast::Block which) {
    ast::Node node = make(K::block, n);
    node.block = which;
    convert_children(n, node);
    out.push_back(std::move(node));
  };
  if (n.is_type<g::game_decl>()) {
    out.push_back(make(K::game_name, n, std::string(n.children.at(0)->string_view())));
  } else if (n.is_type<g::param_decl>()) {
    ast::Node node = make(K::param, n, words(*n.children.at(0)));
    for (std::size_t i = 1; i < n.children.size(); ++i) {
      if (n.children[i]->is_type<g::param_range>())
        convert_children(*n.children[i], node);
      else
        convert(*n.children[i], node.kids);
    }
    out.push_back(std::move(node));
  } else if (n.is_type<g::variant_decl>() || n.is_type<g::set_stmt>()) {
    ast::Node node =
        make(n.is_type<g::variant_decl>() ? K::variant : K::set, n, words(*n.children.at(0)));
    for (std::size_t i = 1; i < n.children.size(); ++i) convert(*n.children[i], node.kids);
    out.push_back(std::move(node));
  } else if (n.is_type<g::board_block>()) {
    block(ast::Block::board);
  } else if (n.is_type<g::setup_block>()) {
    block(ast::Block::setup);
  } else if (n.is_type<g::move_block>()) {
    block(ast::Block::move);
  } else if (n.is_type<g::sow_block>()) {
    block(ast::Block::sow);
  } else if (n.is_type<g::feeding_block>()) {
    block(ast::Block::feeding);
  } else if (n.is_type<g::lap_end_block>()) {
    block(ast::Block::lap_end);
  } else if (n.is_type<g::during_sowing_block>()) {
    block(ast::Block::during_sowing);
  } else if (n.is_type<g::game_end_block>()) {
    block(ast::Block::game_end);
  } else if (n.is_type<g::extends_decl>()) {
    out.push_back(make(K::extends, n, std::string(n.children.at(0)->string_view())));
  } else if (n.is_type<g::opening_block>()) {
    block(ast::Block::opening);
  } else if (n.is_type<g::marks_block>()) {
    block(ast::Block::marks);
  } else if (n.is_type<g::match_block>()) {
    block(ast::Block::match);
  } else if (n.is_type<g::board_seeds>()) {
    out.push_back(make(K::board_seeds, n));
  } else if (n.is_type<g::row_seeds>()) {
    valued<g::row_owner>(K::row_seeds, n, &ast::Node::row, kRows, out);
  } else if (n.is_type<g::evaluate_stmt>()) {
    simple(K::evaluate, n, out);
  } else if (n.is_type<g::both_passed>()) {
    out.push_back(make(K::both_passed, n));
  } else if (n.is_type<g::pass_stmt>()) {
    out.push_back(make(K::pass_when_stuck, n));
  } else if (n.is_type<g::forbid_moves>() || n.is_type<g::forbid_first_lap>()) {
    simple(K::forbid_moves, n, out);
  } else if (n.is_type<g::opening_empty_stmt>()) {
    simple(K::opening_empty, n, out);
  } else if (n.is_type<g::opening_place_stmt>()) {
    out.push_back(make(K::opening_place, n));
  } else if (n.is_type<g::mark_set_stmt>()) {
    // Without "on occupied pits after openings", the mark is only declared.
    out.push_back(make(has_child<g::mark_after_openings>(n) ? K::mark_set : K::mark_declare, n,
                       words(*n.children.at(0))));
  } else if (n.is_type<g::mark_store_stmt>()) {
    out.push_back(make(K::mark_to_store, n, words(*n.children.at(0))));
  } else if (n.is_type<g::first_seed_stmt>()) {
    out.push_back(make(K::first_seed_into_origin, n));
  } else if (n.is_type<g::claim_action>()) {
    simple(K::claim, n, out);
  } else if (n.is_type<g::mark_action>()) {
    // The pit is the first child, the mark's name the last.
    ast::Node node = make(K::mark_pit, n, words(*n.children.back()));
    convert(*n.children.at(0), node.kids);
    out.push_back(std::move(node));
  } else if (n.is_type<g::mark_clear_stmt>()) {
    out.push_back(make(K::mark_clear, n, words(*n.children.at(0))));
  } else if (n.is_type<g::rebuild_match_stmt>()) {
    simple(K::rebuild, n, out);
  } else if (n.is_type<g::rebuild_seeds_stmt>()) {
    simple(K::rebuild_seeds, n, out);
  } else if (n.is_type<g::rebuild_fill_stmt>()) {
    valued<g::row_end>(K::rebuild_fill, n, &ast::Node::row_end, kRowEnds, out);
  } else if (n.is_type<g::rebuild_surplus_stmt>()) {
    valued<g::row_end>(K::rebuild_surplus, n, &ast::Node::row_end, kRowEnds, out);
  } else if (n.is_type<g::rebuild_remainder_stmt>()) {
    simple(K::rebuild_remainder, n, out);
  } else if (n.is_type<g::remainder_key>()) {
    ast::Node key = make(K::remainder_key, n);
    key.key = word_value(words(n), kRemainderKeys);
    out.push_back(std::move(key));
  } else if (n.is_type<g::alternate_stmt>()) {
    out.push_back(make(K::alternate_first, n));
  } else if (n.is_type<g::match_ends_stmt>()) {
    simple(K::match_ends, n, out);
  } else if (n.is_type<g::weight_stmt>()) {
    simple(K::win_weight, n, out);
  } else if (n.is_type<g::win_value>()) {
    simple(K::win_value, n, out);
  } else if (n.is_type<g::winner_stmt>()) {
    // `winner by NUMBER` keeps the number as its kid; the older phrases their word.
    const PNode& value = *n.children.at(0);
    ast::Node winner = make(K::match_winner, n);
    if (value.children.empty())
      winner.winner = word_value(words(value), kMatchWinners);
    else
      convert(*value.children.at(0), winner.kids);
    out.push_back(std::move(winner));
  } else if (n.is_type<g::rows_stmt>()) {
    simple(K::rows, n, out);
  } else if (n.is_type<g::pits_stmt>()) {
    simple(K::pits, n, out);
  } else if (n.is_type<g::stores_stmt>()) {
    valued<g::stores_value>(K::stores, n, &ast::Node::stores, kStores, out);
  } else if (n.is_type<g::seeds_range>()) {
    simple(K::seeds_range, n, out);
  } else if (n.is_type<g::seeds_rightmost>()) {
    simple(K::seeds_rightmost, n, out);
  } else if (n.is_type<g::seeds_every>()) {
    simple(K::seeds_every, n, out);
  } else if (n.is_type<g::first_stmt>()) {
    valued<g::first_value>(K::first_player, n, &ast::Node::player, kPlayers, out);
  } else if (n.is_type<g::move_from>()) {
    simple(K::move_from, n, out);
  } else if (n.is_type<g::take_stmt>()) {
    valued<g::take_value>(K::take, n, &ast::Node::take, kTakes, out);
  } else if (n.is_type<g::prefer_moves>()) {
    valued<g::prefer_fallback>(K::prefer_moves, n, &ast::Node::prefer_fallback, kPreferFallbacks,
                               out);
  } else if (n.is_type<g::prefer_pits>()) {
    ast::Node node = simple_node(K::prefer_moves, n);
    node.prefer_fallback = ast::PreferFallback::rightmost;
    out.push_back(std::move(node));
  } else if (n.is_type<g::direction_stmt>()) {
    valued<g::direction_value>(K::direction, n, &ast::Node::direction, kDirections, out);
  } else if (n.is_type<g::origin_stmt>()) {
    valued<g::included_or_skipped>(K::origin, n, &ast::Node::inclusion, kInclusions, out);
  } else if (n.is_type<g::skip_stmt>()) {
    ast::Node node = simple_node<g::except_first_move>(K::skip_pits, n);
    if (has_child<g::except_first_move>(n)) node.skip_when = ast::SkipWhen::except_first_move;
    out.push_back(std::move(node));
  } else if (n.is_type<g::opponent_store_stmt>()) {
    valued<g::included_or_skipped>(K::opponent_store, n, &ast::Node::inclusion, kInclusions, out);
  } else if (n.is_type<g::lap_limit_stmt>()) {
    // Without "then ...", reaching the limit makes a move illegal.
    ast::Node node = simple_node<g::lap_limit_outcome>(K::lap_limit, n);
    if (has_child<g::lap_limit_outcome>(n))
      node.outcome = child_value<g::lap_limit_outcome>(n, kLapLimitOutcomes);
    out.push_back(std::move(node));
  } else if (n.is_type<g::must_feed_stmt>()) {
    out.push_back(make(K::must_feed, n));
  } else if (n.is_type<g::if_no_feed_stmt>()) {
    valued<g::no_feed_value>(K::if_no_feed, n, &ast::Node::fallback, kFeedingFallbacks, out);
  } else if (n.is_type<g::if_rule>() || n.is_type<g::plain_rule>()) {
    simple(K::rule, n, out);
  } else if (n.is_type<g::relay_action>()) {
    simple(K::relay, n, out);
  } else if (n.is_type<g::pit_next>()) {
    simple(K::pit_next, n, out);
  } else if (n.is_type<g::pit_next_occupied>()) {
    simple(K::pit_next_occupied, n, out);
  } else if (n.is_type<g::end_move_action>()) {
    out.push_back(make(K::end_move, n));
  } else if (n.is_type<g::play_again_action>()) {
    out.push_back(make(K::play_again, n));
  } else if (n.is_type<g::capture_action>()) {
    convert_capture(n, out);
  } else if (n.is_type<g::ends_when_stmt>()) {
    simple(K::ends_when, n, out);
  } else if (n.is_type<g::remaining_stmt>()) {
    convert_remaining(n, out);
  } else if (n.is_type<g::cond>()) {
    simple(K::or_, n, out);
  } else if (n.is_type<g::conj>()) {
    simple(K::and_, n, out);
  } else if (n.is_type<g::not_expr>()) {
    simple(K::not_, n, out);
  } else if (n.is_type<g::pit_pred>()) {
    convert_pit_pred(n, out);
  } else if (n.is_type<g::row_state>()) {
    ast::Node node = make(K::row_state, n);
    node.row = child_value<g::row_who>(n, kRows);
    node.fill = child_value<g::empty_or_occupied>(n, kFills);
    out.push_back(std::move(node));
  } else if (n.is_type<g::moved_from_every>()) {
    valued<g::mover_or_opponent>(K::moved_from_every, n, &ast::Node::player, kPlayers, out);
  } else if (n.is_type<g::no_legal_move>()) {
    out.push_back(make(K::no_legal_move, n));
  } else if (n.is_type<g::repetition>()) {
    out.push_back(make(K::repetition, n));
  } else if (n.is_type<g::first_move>()) {
    out.push_back(make(K::first_move, n));
  } else if (n.is_type<g::captured>()) {
    out.push_back(make(K::captured, n));
  } else if (n.is_type<g::lap_limit_reached>()) {
    out.push_back(make(K::lap_limit_reached, n));
  } else if (n.is_type<g::seeds_taken>()) {
    out.push_back(make(K::seeds_taken, n));
  } else if (n.is_type<g::margin>()) {
    out.push_back(make(K::margin, n));
  } else if (n.is_type<g::games_won>()) {
    out.push_back(make(K::games_won, n));
  } else if (n.is_type<g::after_move>()) {
    simple(K::after_move, n, out);
  } else if (n.is_type<g::count_pits>()) {
    convert_pit_set(K::count_pits, n, out);
  } else if (n.is_type<g::all_pits>()) {
    convert_pit_set(K::all_pits, n, out);
  } else if (n.is_type<g::any_pits>()) {
    convert_pit_set(K::any_pits, n, out);
  } else if (n.is_type<g::in_set>()) {
    simple(K::in_set, n, out);
  } else if (n.is_type<g::compare>()) {
    valued<g::cmp_op>(K::compare, n, &ast::Node::comparison, kComparisons, out);
  } else if (n.is_type<g::num_expr>() || n.is_type<g::product>()) {
    convert_chain(n, out);
  } else if (n.is_type<g::integer>()) {
    out.push_back(integer_node(n));
  } else if (n.is_type<g::seeds_of>()) {
    simple(K::seeds_of, n, out);
  } else if (n.is_type<g::number_of>()) {
    simple(K::number_of, n, out);
  } else if (n.is_type<g::store_of>()) {
    valued<g::player>(K::store_of, n, &ast::Node::player, kPlayers, out);
  } else if (n.is_type<g::total>()) {
    out.push_back(make(K::total, n));
  } else if (n.is_type<g::name_ref>()) {
    out.push_back(make(K::name_ref, n, words(*n.children.at(0))));
  } else if (n.is_type<g::pit_last>()) {
    out.push_back(make(K::pit_last, n));
  } else if (n.is_type<g::pit_current>()) {
    out.push_back(make(K::pit_current, n));
  } else if (n.is_type<g::pit_origin>()) {
    out.push_back(make(K::pit_origin, n));
  } else if (n.is_type<g::pit_opposite>()) {
    ast::Node node = make(K::pit_opposite, n);
    convert_children(n, node);
    if (node.kids.empty()) node.kids.push_back(make(K::pit_last, n));  // "opposite" = of last
    out.push_back(std::move(node));
  } else if (n.is_type<g::pit_numbered>()) {
    valued<g::side_word>(K::pit_numbered, n, &ast::Node::side, kSides, out);
  } else {
    // Words and markers read by their parents; anything else is structural.
    for (const auto& child : n.children) convert(*child, out);
  }
}

}  // namespace

// Marks every node with the file it came from (for files other than the main
// one), and turns its byte column into a code-point column.
void stamp(ast::Node& node, const SourceFile* file, const TextIndex& index) {
  node.pos.file = file;
  node.pos.column = index.column(node.pos.line, node.pos.column);
  for (ast::Node& kid : node.kids) stamp(kid, file, index);
}

std::optional<ast::Node> parse_source(const SourceRef& source, Diagnostics& diags) {
  const SourceFile& src = *source;
  const SourceFile* other = source == diags.source() ? nullptr : source.get();
  if (other) diags.keep(source);
  // A leading byte-order mark is no part of the text (columns start after it).
  const std::string_view text = without_bom(src.text);
  const TextIndex index(src.text);
  // Rule files are UTF-8 text: anything else is refused where it starts,
  // since its characters cannot be shown or placed reliably.
  if (const std::size_t bad = first_invalid_utf8(text); bad != std::string_view::npos) {
    SourcePos pos = index.position(bad);
    pos.file = other;
    diags.error(pos, fmt::format("invalid UTF-8 (byte 0x{:02X}): rule files must be UTF-8 text",
                                 static_cast<unsigned char>(text[bad])));
    return std::nullopt;
  }
  pegtl::memory_input in(text.data(), text.size(), src.name);
  ErrorSink sink{&diags, other, &index};
  try {
    g::expression_depth = 0;
    auto root = pegtl::parse_tree::parse<g::file, selector, pegtl::nothing, g::control>(in, sink);
    ast::Node file;
    file.kind = ast::Kind::file;
    file.pos = {1, 1};
    if (root)
      for (const auto& child : root->children) convert(*child, file.kids);
    stamp(file, other, index);
    return file;
  } catch (const pegtl::parse_error& e) {
    sink.error(e.positions().front(), std::string(e.message()));
    return std::nullopt;
  }
}

std::optional<ast::Node> parse(Diagnostics& diags) {
  return parse_source(diags.source(), diags);
}

}  // namespace mancala::dsl
