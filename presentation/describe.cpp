#include "presentation/describe.hpp"

#include <fmt/format.h>

#include <map>

#include "presentation/notation.hpp"

namespace mancala {
namespace {

const char* player_word(Who who) {
  switch (who) {
    case Who::mover:
      return "the mover";
    case Who::opponent:
      return "the opponent";
    case Who::south:
      return "South";
    case Who::north:
      return "North";
    case Who::either:
      return "either player";
  }
  return "";
}

// "(a + (b / 2))" as "a + (b / 2)": a whole sentence needs no outer pair.
std::string without_outer_parentheses(const std::string& text) {
  if (text.size() < 2 || text.front() != '(' || text.back() != ')') return text;
  int depth = 0;
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    depth += text[i] == '(' ? 1 : text[i] == ')' ? -1 : 0;
    if (depth == 0) return text;  // the first '(' closes before the end
  }
  return text.substr(1, text.size() - 2);
}

std::string possessive(Who who) {
  switch (who) {
    case Who::mover:
      return "the mover's";
    case Who::opponent:
      return "the opponent's";
    case Who::south:
      return "South's";
    case Who::north:
      return "North's";
    case Who::either:
      return "either";
  }
  return "";
}

// A lap-end action's kind as a word of a fact's key.
const char* action_key(ActionKind kind) {
  switch (kind) {
    case ActionKind::relay:
      return "relay";
    case ActionKind::end_move:
      return "end-move";
    case ActionKind::play_again:
      return "play-again";
    case ActionKind::capture_pits:
      return "capture";
    case ActionKind::capture_chain:
      return "capture-chain";
    case ActionKind::capture_group:
      return "capture-group";
    case ActionKind::claim:
      return "claim";
    case ActionKind::mark:
      return "mark";
  }
  return "";
}

// A phrase as a key: lowercase words joined by '-' ("either row is empty" ->
// "either-row-is-empty").
std::string key_words(const std::string& phrase) {
  std::string key;
  for (char c : phrase) {
    const bool word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9');
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    if (word || (c >= 'a' && c <= 'z'))
      key += c;
    else if (!key.empty() && key.back() != '-')
      key += '-';
  }
  while (!key.empty() && key.back() == '-') key.pop_back();
  return key;
}

std::string seeds(int n) {
  return fmt::format("{} seed{}", n, n == 1 ? "" : "s");
}

// Renders the pits, numbers, conditions and actions of a program in words.
class Describer {
 public:
  explicit Describer(const RuleProgram& p) : p_(p) {}

  std::string pit(int node) const {
    const ExprNode& n = p_.nodes[node];
    switch (n.op) {
      case Op::pit_last:
        return "the last pit";
      case Op::pit_current:
        return "the pit";
      case Op::pit_origin:
        return "the origin pit";
      case Op::pit_opposite: {
        const ExprNode& inner = p_.nodes[n.kids[0]];
        if (inner.op == Op::pit_last) return "the opposite pit";
        return "the pit opposite " + pit(n.kids[0]);
      }
      case Op::pit_next:
        return "the pit after " + pit(n.kids[0]);
      case Op::pit_next_occupied:
        return "the first pit holding seeds after " + pit(n.kids[0]);
      case Op::pit_numbered:
        return fmt::format("{} pit {}", n.value == 0 ? "the mover's" : "the opponent's",
                           number(n.kids[0]));
      default:
        return "a pit";
    }
  }

  std::string number(int node) const {
    const ExprNode& n = p_.nodes[node];
    switch (n.op) {
      case Op::constant:
        return std::to_string(n.value);
      case Op::board_seeds:
        return "the seeds on the board";
      case Op::row_seeds:
        return "the seeds in " + possessive(n.who) + " row";
      case Op::seeds_of:
        return "the seeds in " + pit(n.kids[0]);
      case Op::number_of:
        return "the number of " + pit(n.kids[0]);
      case Op::store_of:
        return possessive(n.who) + " store";
      case Op::add:
        return fmt::format("({} + {})", number(n.kids[0]), number(n.kids[1]));
      case Op::sub:
        return fmt::format("({} - {})", number(n.kids[0]), number(n.kids[1]));
      case Op::mul:
        return fmt::format("({} x {})", number(n.kids[0]), number(n.kids[1]));
      case Op::div:
        return fmt::format("({} / {})", number(n.kids[0]), number(n.kids[1]));
      case Op::seeds_taken:
        return "the seeds the capture would take";
      case Op::margin:
        return "the winning margin";
      case Op::games_won:
        return "the games the mover has won";
      case Op::after_move:
        return number(n.kids[0]) + " after the move";
      case Op::count_pits:
        return "the number of " + pit_set(n);
      default:
        return "a number";
    }
  }

  std::string comparison(const ExprNode& n) const {
    static const char* words[] = {"is",         "is not",       "is less than",
                                  "is at most", "is more than", "is at least"};
    static const char* holds[] = {"exactly", "not",       "fewer than",
                                  "at most", "more than", "at least"};
    const int index = static_cast<int>(n.op) - static_cast<int>(Op::eq);
    const ExprNode* left_node = &p_.nodes[n.kids[0]];
    const ExprNode& right = p_.nodes[n.kids[1]];
    // "after(seeds in opponent's row) > 0": the comparison, then "after the move".
    std::string after;
    if (left_node->op == Op::after_move && right.op == Op::constant) {
      left_node = &p_.nodes[left_node->kids[0]];
      after = " after the move";
    }
    const ExprNode& left = *left_node;
    if ((left.op == Op::row_seeds || left.op == Op::board_seeds) && right.op == Op::constant) {
      const std::string what =
          left.op == Op::board_seeds ? "the board" : possessive(left.who) + " row";
      if (right.value == 0 && (n.op == Op::gt || n.op == Op::ne))
        return what + " holds seeds" + after;
      if (right.value == 0 && (n.op == Op::eq || n.op == Op::le))
        return what + " holds no seed" + after;
      return fmt::format("{} holds {} {}{}", what, holds[index], seeds(right.value), after);
    }
    if (!after.empty())
      return fmt::format("{} {} {}{}", number(p_.nodes[n.kids[0]].kids[0]), words[index],
                         number(n.kids[1]), after);
    // "the pit holds at least 2 seeds" reads better than "the seeds in the pit is at least 2".
    if (left.op == Op::seeds_of && right.op == Op::constant && n.op == Op::ne)
      return fmt::format("{} does not hold exactly {}", pit(left.kids[0]), seeds(right.value));
    if (left.op == Op::seeds_of && right.op == Op::constant)
      return fmt::format("{} holds {} {}", pit(left.kids[0]), holds[index], seeds(right.value));
    return fmt::format("{} {} {}", number(n.kids[0]), words[index], number(n.kids[1]));
  }

  std::string set_members(std::uint64_t mask) const {
    std::vector<int> members;
    for (int v = 0; v < 64; ++v)
      if ((mask >> v) & 1) members.push_back(v);
    std::string out;
    for (std::size_t i = 0; i < members.size(); ++i) {
      if (i > 0) out += i + 1 == members.size() ? " or " : ", ";
      out += std::to_string(members[i]);
    }
    return out;
  }

  // "the mover's pits where the pit is empty": a pit set and its condition.
  std::string pit_set(const ExprNode& n) const {
    const std::string pits = n.who == Who::either ? "pits" : possessive(n.who) + " pits";
    return n.kids[0] < 0 ? pits : pits + " where " + condition(n.kids[0]);
  }

  std::string condition(int node) const {
    if (node < 0) return "always";
    const ExprNode& n = p_.nodes[node];
    switch (n.op) {
      case Op::always:
        return "always";
      case Op::and_:
      case Op::or_: {
        std::string out;
        for (int k = n.kids[0]; k >= 0; k = p_.nodes[k].more) {
          if (!out.empty()) out += n.op == Op::and_ ? " and " : " or ";
          const bool nested = p_.nodes[k].op == Op::and_ || p_.nodes[k].op == Op::or_;
          out += nested ? "(" + condition(k) + ")" : condition(k);
        }
        return out;
      }
      case Op::not_: {
        // "the pit is not marked nki" rather than "not (the pit is marked nki)".
        const std::string inner = condition(n.kids[0]);
        const Op op = p_.nodes[n.kids[0]].op;
        const auto is = inner.find(" is ");
        if (op >= Op::pit_own && op <= Op::pit_marked && is != std::string::npos)
          return inner.substr(0, is) + " is not " + inner.substr(is + 4);
        if (op == Op::first_move) return "this is not the game's first move";
        return "not (" + inner + ")";
      }
      case Op::eq:
      case Op::ne:
      case Op::lt:
      case Op::le:
      case Op::gt:
      case Op::ge:
        return comparison(n);
      case Op::in_set: {
        const ExprNode& left = p_.nodes[n.kids[0]];
        if (left.op == Op::seeds_of)
          return fmt::format("{} holds {} seeds", pit(left.kids[0]), set_members(n.set_mask));
        return fmt::format("{} is {}", number(n.kids[0]), set_members(n.set_mask));
      }
      case Op::pit_own:
        return pit(n.kids[0]) + " is the mover's";
      case Op::pit_opponents:
        return pit(n.kids[0]) + " is the opponent's";
      case Op::pit_empty:
        return pit(n.kids[0]) + " is empty";
      case Op::pit_occupied:
        return pit(n.kids[0]) + " is occupied";
      case Op::pit_store:
        return pit(n.kids[0]) + " is a store";
      case Op::pit_own_store:
        return pit(n.kids[0]) + " is the mover's store";
      case Op::pit_opponents_store:
        return pit(n.kids[0]) + " is the opponent's store";
      case Op::pit_marked:
        return fmt::format("{} is marked {}", pit(n.kids[0]), p_.mark_names.at(n.value));
      case Op::pit_was_empty:
        return pit(n.kids[0]) + " was empty before the last seed";
      case Op::pit_was_occupied:
        return pit(n.kids[0]) + " was occupied before the last seed";
      case Op::pit_in_own_row:
        return pit(n.kids[0]) + " is in the mover's row";
      case Op::pit_in_opponents_row:
        return pit(n.kids[0]) + " is in the opponent's row";
      case Op::row_empty:
        return n.who == Who::either ? "either row is empty" : possessive(n.who) + " row is empty";
      case Op::row_occupied:
        return n.who == Who::either ? "either row holds seeds"
                                    : possessive(n.who) + " row holds seeds";
      case Op::moved_from_pit:
        return fmt::format("{} has started a move from {} in this game", player_word(n.who),
                           pit(n.kids[0]));
      case Op::no_legal_move:
        return "the player to move has no legal move";
      case Op::repetition:
        return "the position has been seen before since the last capture";
      case Op::first_move:
        return "this is the game's first move";
      case Op::captured:
        return "something has been captured in this move";
      case Op::both_passed:
        return "both players have just passed";
      case Op::lap_limit_reached:
        return "the last move's sowing was cut off by the lap limit";
      case Op::all_pits:
      case Op::any_pits: {
        const std::string pits = n.who == Who::either ? "the pits" : possessive(n.who) + " pits";
        const std::string quantifier =
            n.op == Op::all_pits ? "for each of " : "for some pit among ";
        return n.kids[0] < 0 ? std::string(n.op == Op::all_pits ? "always" : "some pit exists")
                             : "(" + quantifier + pits + ", " + condition(n.kids[0]) + ")";
      }
      default:
        return "?";
    }
  }

  std::string action(const Action& a) const {
    std::string text;
    switch (a.kind) {
      case ActionKind::relay:
        if (!a.pits.empty())
          return "relay: lift all the seeds of " + pit(a.pits[0]) +
                 " and sow on from the pit after it (if it is empty, the move ends)";
        return "relay: lift all the seeds of the last pit and sow on";
      case ActionKind::end_move:
        return "the move ends";
      case ActionKind::play_again:
        return "the mover plays again";
      case ActionKind::capture_pits: {
        std::string pits;
        for (std::size_t i = 0; i < a.pits.size(); ++i) pits += (i ? " and " : "") + pit(a.pits[i]);
        text = "capture the seeds of " + pits;
        break;
      }
      case ActionKind::capture_chain:
        text = fmt::format(
            "capture {} and, going backward (against the sowing direction), each preceding "
            "pit while {}",
            pit(a.pits[0]), condition(a.condition));
        break;
      case ActionKind::capture_group: {
        std::string pits;
        for (std::size_t i = 0; i < a.pits.size(); ++i) pits += (i ? ", " : "") + pit(a.pits[i]);
        text = fmt::format("capture {}, all or none: only if, for each, {}", pits,
                           condition(a.condition));
        break;
      }
      case ActionKind::claim:
        return pit(a.pits[0]) + " becomes the mover's pit for the rest of the game";
      case ActionKind::mark:
        return fmt::format("{} is marked {}", pit(a.pits[0]),
                           p_.mark_names.at(static_cast<std::size_t>(a.mark)));
    }
    switch (a.taker) {
      case Taker::mover:
        break;
      case Taker::owner:
        text += ", each pit's seeds going to its owner's store";
        break;
      case Taker::opponent:
        text += ", the seeds going to the opponent's store";
        break;
      case Taker::south:
        text += ", the seeds going to South's store";
        break;
      case Taker::north:
        text += ", the seeds going to North's store";
        break;
    }
    if (a.unless >= 0) text += ", unless " + condition(a.unless) + " (then nothing)";
    return text;
  }

 private:
  const RuleProgram& p_;
};

// A player named by a sweep rule, seen when the game ends.
const char* end_player(Who who) {
  switch (who) {
    case Who::mover:
      return "the player to move";
    case Who::opponent:
      return "the player not to move";
    default:
      return player_word(who);
  }
}

// Who takes every seed left, as a verb phrase.
std::string sweep_taker(Who who) {
  switch (who) {
    case Who::opponent:
      return "go to the player who is not to move (after an ordinary move, the one who made it)";
    case Who::mover:
      return "go to the player to move (after a move that earns another turn, the one who made "
             "it)";
    default:
      return std::string("go to ") + player_word(who);
  }
}

// What a "remaining seeds" rule does with the seeds left, as a verb phrase.
std::string sweep_text(const Describer& d, const SweepRule& rule) {
  switch (rule.how) {
    case Remaining::to_owner:
      return "go to the owner of their pit";
    case Remaining::to_player:
      return sweep_taker(rule.to);
    case Remaining::to_nobody:
      return "stay there and count for no one";
    case Remaining::to_first_mover:
      return "go to the player who made the game's first move";
    case Remaining::to_last_mover:
      return "go to the player who made the last move (the one to move, after a move that "
             "plays again)";
    case Remaining::split_evenly:
      break;
  }
  std::string text = fmt::format("go in equal halves to the two players, the odd seed to {}",
                                 end_player(rule.odd_to));
  if (rule.odd_if >= 0)
    text +=
        fmt::format(" if {}, otherwise to {}", d.condition(rule.odd_if), end_player(rule.odd_else));
  return text;
}

}  // namespace

// The rebuild's policies in words (docs/language.md, "Match play").
std::string rebuild_text(const Rebuild& r) {
  const int q = r.seeds_per_pit;
  std::string owner;
  for (std::size_t i = 0; i < r.remainder_owner.size(); ++i) {
    const RemainderOwner key = r.remainder_owner[i];
    const char* who = key == RemainderOwner::larger_share   ? "whoever gave more"
                      : key == RemainderOwner::larger_total ? "the player with the larger total"
                                                            : "the player with the smaller total";
    if (i == 0)
      owner = who;
    else
      owner +=
          fmt::format(" ({}, {})",
                      r.remainder_owner[i - 1] == RemainderOwner::larger_share ? "on equal shares"
                                                                               : "on equal totals",
                      who);
  }
  if (owner.empty()) owner = "South";
  return fmt::format(
      "After each game the board is rebuilt from the players' totals: each fills their own row "
      "from {} with {} a pit; a surplus buys the opponent's empty pits from {} ({} a pit, owned "
      "by the buyer next game); the remainders fill the last empty pit, owned by {}.",
      r.fill_from_last ? "their highest-numbered pit down" : "pit 1", seeds(q),
      r.buy_from_last ? "the highest-numbered down" : "pit 1 up", q, owner);
}

std::string describe_condition(const RuleProgram& program, int node) {
  return Describer(program).condition(node);
}

std::vector<Fact> describe(const RuleProgram& p) {
  Describer d(p);
  std::vector<Fact> facts;
  auto add = [&](const char* concern, std::string key, std::string text) {
    std::string meaning = text;
    facts.push_back({concern, std::move(key), std::move(text), std::move(meaning)});
  };
  const int n = p.pits_per_row;

  // board
  add("board", "board.size", fmt::format("The board has 2 rows of {} pits.", n));
  add("board", "board.stores",
      p.stores == StoreMode::in_circuit
          ? "Each player has a store after their own row, inside the sowing circuit."
          : "Captured seeds are kept aside, outside the sowing circuit.");

  // setup
  std::vector<std::string> parts;
  bool uniform = true;
  for (int c = 1; c < p.pit_count(); ++c) uniform = uniform && p.initial[c] == p.initial[0];
  if (uniform) {
    add("setup", "setup.seeds",
        fmt::format("Every pit starts with {} ({} in all).", seeds(p.initial[0]), p.total_seeds));
  } else {
    std::string row;
    for (int i = 0; i < n; ++i) row += (i ? " " : "") + std::to_string(p.initial[i]);
    add("setup", "setup.seeds",
        fmt::format("Each row starts with {} seeds in pits 1 to {} ({} in all).", row, n,
                    p.total_seeds));
  }
  add("setup", "setup.first",
      fmt::format("{} moves first.", p.first_player == kSouth ? "South" : "North"));

  // moves
  if (p.opening_empty > 0)
    add("moves", "moves.opening",
        fmt::format("Each player's first turn is an opening: they empty exactly {} of their own "
                    "occupied pits and place the lifted seeds, in any numbers, into any pits of "
                    "the board.",
                    p.opening_empty));
  add("moves", "moves.from",
      p.from_condition < 0
          ? "A move starts from any non-empty pit the mover owns."
          : fmt::format("A move starts from a non-empty pit the mover owns, where {}.",
                        d.condition(p.from_condition)));
  add("moves", "moves.amount",
      p.partial_harvest ? "The mover lifts any number of its seeds, from one to all."
                        : "The mover lifts all its seeds.");
  for (std::size_t i = 0; i < p.filters.size(); ++i) {
    const MoveFilter& f = p.filters[i];
    const std::string key = fmt::format("moves.filter-{}", i + 1);
    if (f.kind == FilterKind::forbid) {
      add("moves", key, fmt::format("A move is not legal where {}.", d.condition(f.condition)));
      continue;
    }
    const char* fallback = f.fallback == FilterFallback::any ? "any of them may be played"
                           : f.fallback == FilterFallback::none
                               ? "the mover has no legal move"
                               : "only the rightmost (highest-numbered) pit may be played";
    add("moves", key,
        fmt::format("Of the moves left, only those where {} may be played; if there are none, {}.",
                    d.condition(f.condition), fallback));
  }
  if (!p.filters.empty())
    add("moves", "moves.filters",
        "These move filters apply in this order; in them, the pit is the one the move starts "
        "from, the last pit is where its first lap ends, and every number reads the position "
        "before the move unless it says after the move.");
  add("moves", "moves.no-move",
      p.pass_when_stuck ? "A player with no legal move passes."
                        : "A player with no legal move cannot play: the game ends.");

  // sowing
  add("sowing", "sowing.direction",
      fmt::format("Seeds are sown {}, one per pit, starting with the pit after the origin.",
                  p.clockwise ? "clockwise" : "counter-clockwise"));
  add("sowing", "sowing.origin",
      p.origin_skipped ? "A lap that comes round skips the pit it was lifted from."
                       : "A lap that comes round drops a seed into the pit it was lifted from.");
  if (p.first_seed_into_origin)
    add("sowing", "sowing.first-seed",
        "A move of two seeds or more drops its first seed back into the pit it was lifted "
        "from, and sows the rest from the next pit; a single seed goes to the next pit.");
  if (p.stores == StoreMode::in_circuit)
    add("sowing", "sowing.stores",
        p.sow_opponent_store ? "Sowing passes through both stores."
                             : "Sowing passes through the mover's store and skips the "
                               "opponent's.");
  if (p.skip_condition >= 0)
    add("sowing", "sowing.skip",
        fmt::format("A pit is skipped (gets no seed and is not counted) when, as the sowing "
                    "reaches it, {}.",
                    d.condition(p.skip_condition)));
  add("sowing", "sowing.laps",
      !p.can_relay ? "Each move is a single lap."
      : p.lap_limit_ends_game
          ? fmt::format("Sowing can relay; a move that has not ended after {} laps is cut off "
                        "there (the seeds of its last pit are not lifted again), and it ends the "
                        "game.",
                        p.lap_limit)
          : fmt::format("Sowing can relay; a move that has not ended after {} laps is endless "
                        "and is not a legal move.",
                        p.lap_limit));

  // marks
  for (std::size_t m = 0; m < p.mark_names.size(); ++m) {
    std::string text = fmt::format("Pits can be marked {}.", p.mark_names[m]);
    if ((p.marks_set_after_openings >> m) & 1)
      text += fmt::format(" When both openings are done, every occupied pit is marked {}.",
                          p.mark_names[m]);
    if ((p.marks_cleared_when_sown >> m) & 1)
      text += " A pit that receives a seed loses the mark for good.";
    if ((p.marks_to_owner_store >> m) & 1)
      text += fmt::format(
          " A seed sown into a pit marked {} goes on to the store of the pit's owner; the pit "
          "itself stays as it is.",
          p.mark_names[m]);
    add("marks", "marks." + p.mark_names[m], text);
  }

  // captures: the lap-end rules, keyed by their actions ("-2" for a second
  // rule doing the same), since their place in the list is not what they are
  std::map<std::string, int> seen;
  for (std::size_t i = 0; i < p.lap_rules.size(); ++i) {
    const LapRule& rule = p.lap_rules[i];
    std::string actions, kinds;
    for (std::size_t a = 0; a < rule.actions.size(); ++a) {
      actions += (a ? "; then " : "") + d.action(rule.actions[a]);
      kinds += (a ? "+" : "") + std::string(action_key(rule.actions[a].kind));
    }
    const int repeat = ++seen[kinds];
    std::string meaning = rule.condition < 0
                              ? fmt::format("{}.", actions)
                              : fmt::format("if {}: {}.", d.condition(rule.condition), actions);
    facts.push_back({"lap end", "lap-end." + kinds + (repeat > 1 ? fmt::format("-{}", repeat) : ""),
                     fmt::format("Rule {}: {}", i + 1, meaning), meaning});
  }

  // during sowing: tried after every seed but a lap's last, keyed like the lap-end rules
  for (std::size_t i = 0; i < p.sowing_rules.size(); ++i) {
    const LapRule& rule = p.sowing_rules[i];
    std::string actions, kinds;
    for (std::size_t a = 0; a < rule.actions.size(); ++a) {
      actions += (a ? "; then " : "") + d.action(rule.actions[a]);
      kinds += (a ? "+" : "") + std::string(action_key(rule.actions[a].kind));
    }
    const int repeat = ++seen["sowing." + kinds];
    std::string meaning = rule.condition < 0
                              ? fmt::format("{}.", actions)
                              : fmt::format("if {}: {}.", d.condition(rule.condition), actions);
    facts.push_back(
        {"during sowing", "sowing." + kinds + (repeat > 1 ? fmt::format("-{}", repeat) : ""),
         fmt::format("After each seed but a lap's last, in the pit it fell into ('pit'), rule {}: "
                     "{}",
                     i + 1, meaning),
         meaning});
  }

  // end
  // Any one of the conditions ends the game, so each is keyed by what it says,
  // not by its place: `diff` then pairs equal conditions wherever they stand.
  for (std::size_t i = 0; i < p.end_conditions.size(); ++i) {
    const std::string condition = d.condition(p.end_conditions[i]);
    const std::string key = "end.when." + key_words(condition);
    const int repeat = ++seen[key];
    add("end", repeat > 1 ? fmt::format("{}-{}", key, repeat) : key,
        fmt::format("The game ends when {}.", condition));
  }
  // The sweep: the rule without a condition keeps the key "end.remaining";
  // the ones before it are keyed by their condition.
  for (const SweepRule& rule : p.sweeps) {
    const std::string what = sweep_text(d, rule);
    if (rule.condition >= 0) {
      const std::string condition = d.condition(rule.condition);
      add("end", "end.remaining.when." + key_words(condition),
          fmt::format("If {}, the seeds left on the board {}.", condition, what));
    } else {
      add("end", "end.remaining",
          fmt::format("{} {}.",
                      p.sweeps.size() > 1 ? "Otherwise the seeds left on the board"
                                          : "Seeds left on the board then",
                      what));
    }
  }
  add("end", "end.result", "The player with more seeds wins; equal totals are a draw.");
  if (p.evaluation >= 0)
    add("end", "end.evaluation",
        fmt::format("Searching players value an unfinished position, for the mover (the "
                    "player whose view it is), as {}.",
                    without_outer_parentheses(d.number(p.evaluation))));

  // match
  if (p.rebuild.seeds_per_pit > 0)
    add("match", "match.rebuild", rebuild_text(p.rebuild));
  else
    add("match", "match.rebuild", "Every game of a match starts from the setup.");
  if (p.alternate_first)
    add("match", "match.first", "The first mover alternates from game to game.");
  if (p.match_ends_when >= 0)
    add("match", "match.end",
        fmt::format("After each game, each player is taken as the mover on the board the next "
                    "game would start from; the match ends if, for either, {}.",
                    d.condition(p.match_ends_when)));
  for (std::size_t i = 0; i < p.win_values.size(); ++i) {
    const WinValue& v = p.win_values[i];
    const std::string value = d.number(v.value);
    const std::string wins = value == "1" ? "1 win" : value + " wins";
    add("match", fmt::format("match.win-value-{}", i + 1),
        v.condition < 0
            ? fmt::format("Otherwise a won game counts as {}.", wins)
            : fmt::format("A won game counts as {} when {}.", wins, d.condition(v.condition)));
  }
  add("match", "match.winner",
      p.match_winner_by < 0
          ? std::string("The player with more wins takes the match.")
          : fmt::format("When the match ends, each player is scored as the mover on the board "
                        "the next game would start from, by {}; the higher score wins the "
                        "match, equal scores draw it.",
                        without_outer_parentheses(d.number(p.match_winner_by))));
  return facts;
}

std::string explain(const RuleProgram& p) {
  static const std::pair<const char*, const char*> headings[] = {
      {"board", "Board"},
      {"setup", "Setup"},
      {"moves", "Moves"},
      {"sowing", "Sowing"},
      {"during sowing", "During the sowing (captures)"},
      {"obligations", "Obligations"},
      {"marks", "Marks"},
      {"lap end", "When a lap ends (captures)"},
      {"end", "End of the game"},
      {"match", "Match"}};
  std::vector<Fact> facts = describe(p);
  std::string out = p.game_name;
  if (!p.variant.empty()) out += " (variant " + p.variant + ")";
  out += "\n";
  if (!p.params.empty()) {
    out += "Parameters:";
    for (const auto& [name, value] : p.params) out += fmt::format(" {}={}", name, value);
    out += "\n";
  }
  for (const auto& [concern, heading] : headings) {
    std::string paragraph;
    for (const Fact& f : facts)
      if (f.concern == concern) paragraph += (paragraph.empty() ? "" : " ") + f.text;
    if (paragraph.empty()) continue;
    if (std::string(concern) == "lap end")
      paragraph =
          "When the last seed of a lap lands, these rules are tried in order; relay, "
          "the end of the move and playing again stop the list, and when no rule stops "
          "it the move ends. " +
          paragraph;
    out += "\n" + std::string(heading) + "\n";
    // Wrap at 78 columns for reading in a terminal.
    std::string line;
    std::size_t start = 0;
    while (start < paragraph.size()) {
      std::size_t end = paragraph.find(' ', start);
      if (end == std::string::npos) end = paragraph.size();
      std::string word = paragraph.substr(start, end - start);
      if (!line.empty() && line.size() + 1 + word.size() > 78) {
        out += line + "\n";
        line.clear();
      }
      line += (line.empty() ? "" : " ") + word;
      start = end + 1;
    }
    if (!line.empty()) out += line + "\n";
  }
  return out;
}

}  // namespace mancala
