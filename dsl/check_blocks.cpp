// The checker's blocks: each statement of the board, setup, move, sow,
// feeding, lap end, during sowing, game end, opening, marks and match blocks,
// checked and entered into the checked rules.
#include <fmt/format.h>

#include <algorithm>

#include "dsl/checker_internal.hpp"
#include "dsl/suggest.hpp"
#include "interpreter/limits.hpp"

namespace mancala::dsl::checking {

bool Checker::once(const Node& stmt, const std::string& what) {
  auto [it, fresh] = seen_statements_.emplace(what, stmt.pos);
  if (!fresh) error(stmt.pos, fmt::format("{} is already given at line {}", what, it->second.line));
  return fresh;
}

void Checker::board(const Node& block, bool& has_pits) {
  for (const Node& s : block.kids) {
    switch (s.kind) {
      case Kind::rows:
        if (once(s, "the number of rows")) {
          const Constant rows = constant(s.kids.at(0));
          if (rows && *rows != 2)
            refuse(s.kids[0], *rows, "{} rows", "only boards of 2 rows are supported");
        }
        break;
      case Kind::pits:
        if (once(s, "the number of pits per row")) {
          has_pits = true;
          if (Constant n = bounded(s.kids.at(0), 1, kMaxPitsPerRow, "{} pits per row"))
            settings_.pits_per_row = *n;
        }
        break;
      case Kind::stores:
        if (once(s, "the stores"))
          settings_.stores =
              s.stores == ast::Stores::in_circuit ? StoreMode::in_circuit : StoreMode::aside;
        break;
      default:
        break;
    }
  }
}

void Checker::setup(const Node& block, std::vector<const Node*>& fills) {
  setup_pos_ = block.pos;
  for (const Node& s : block.kids) {
    if (s.kind == Kind::first_player) {
      if (once(s, "the first player"))
        settings_.first_player = s.player == ast::Player::north ? kNorth : kSouth;
    } else {
      fills.push_back(&s);
    }
  }
}

void Checker::fill_setup(const std::vector<const Node*>& fills) {
  const int n = settings_.pits_per_row;
  if (fills.empty()) {
    missing({1, 1},
            "the setup block must say how many seeds go in the pits, e.g. 'seeds 4 in "
            "every pit'");
    return;
  }
  bool known = true;  // every statement's numbers are valid, so the total is too
  for (const Node* s : fills) {
    const Constant count =
        bounded(s->kids.at(0), 0, limits::kMaxSeedsPerPit, "{} seeds per pit", kLimitWhy);
    Constant first = 1, last = n;
    if (s->kind == Kind::seeds_range) {
      first = constant(s->kids.at(1));
      last = constant(s->kids.at(2));
      if (first && last && (*first < 1 || *last > n || *first > *last)) {
        error(s->kids[1].pos,
              fmt::format("pits {}..{} do not fit a row of {} pits", *first, *last, n));
        first.reset();
      }
    } else if (s->kind == Kind::seeds_rightmost) {
      const Constant k = bounded(s->kids.at(1), 1, n, "{} rightmost pits",
                                 fmt::format(" (they must fit a row of {} pits)", n));
      first = k ? Constant(n - *k + 1) : std::nullopt;
    }
    if (!count || !first || !last) {
      known = false;
      continue;
    }
    for (int row = 0; row < 2; ++row)
      for (int i = *first; i <= *last; ++i) settings_.initial[row * n + i - 1] = *count;
  }
  settings_.total_seeds = 0;
  for (int c = 0; c < settings_.pit_count(); ++c) settings_.total_seeds += settings_.initial[c];
  setup_done_ = true;
  total_known_ = known;
  if (known && settings_.total_seeds > limits::kMaxTotalSeeds) {
    error(fills.front()->pos,
          fmt::format("{} seeds on the board: at most {} are allowed{}", settings_.total_seeds,
                      limits::kMaxTotalSeeds, kLimitWhy));
    total_known_ = false;
  }
}

void Checker::move(const Node& block) {
  Scope filter;
  filter.pit = true;
  for (const Node& s : block.kids) {
    switch (s.kind) {
      case Kind::move_from:
        if (once(s, "where moves start ('from own pits')") && !s.kids.empty())
          rules_.from_condition = cond(s.kids[0], filter);
        break;
      case Kind::take:
        take_pos_ = s.pos;
        if (once(s, "how many seeds are taken"))
          settings_.partial_harvest = s.take == ast::Take::any;
        break;
      case Kind::forbid_moves:
      case Kind::prefer_moves:
        move_filter(s);
        break;
      case Kind::pass_when_stuck:
        if (once(s, "passing")) settings_.pass_when_stuck = true;
        break;
      default:
        break;
    }
  }
}

void Checker::move_filter(const Node& s) {
  // A filter sees the move's pit, the position before it, `after(...)`, and its first lap.
  Scope filter;
  filter.pit = filter.last = filter.origin = filter.after = true;
  if (static_cast<int>(rules_.filters.size()) == limits::kMaxMoveFilters) {
    error(s.pos, fmt::format("at most {} move filters are allowed in a move block",
                             limits::kMaxMoveFilters));
    return;
  }
  CheckedFilter f;
  f.kind = s.kind == Kind::forbid_moves ? FilterKind::forbid : FilterKind::prefer;
  f.condition = cond(s.kids.at(0), filter);
  switch (s.prefer_fallback) {
    case ast::PreferFallback::any:
      f.fallback = FilterFallback::any;
      break;
    case ast::PreferFallback::none:
      f.fallback = FilterFallback::none;
      break;
    case ast::PreferFallback::rightmost:
      f.fallback = FilterFallback::rightmost;
      break;
  }
  f.pos = s.pos;
  rules_.filters.push_back(std::move(f));
}

void Checker::sow(const Node& block, bool& has_origin) {
  Scope filter;
  filter.pit = true;
  for (const Node& s : block.kids) {
    switch (s.kind) {
      case Kind::direction:
        if (once(s, "the sowing direction"))
          settings_.clockwise = s.direction == ast::Direction::cw;
        break;
      case Kind::first_seed_into_origin:
        if (once(s, "where the first seed goes")) settings_.first_seed_into_origin = true;
        break;
      case Kind::origin:
        if (once(s, "what happens at the origin pit")) {
          has_origin = true;
          settings_.origin_skipped = s.inclusion == ast::Inclusion::skipped;
        }
        break;
      case Kind::skip_pits:
        if (once(s, "which pits the sowing skips")) {
          skip_pos_ = s.pos;
          rules_.skip_condition = cond(skip_condition(s), filter);
        }
        break;
      case Kind::opponent_store:
        if (once(s, "whether the opponent's store is sown")) {
          settings_.sow_opponent_store = s.inclusion == ast::Inclusion::included;
          if (settings_.stores != StoreMode::in_circuit)
            error(s.pos,
                  "the opponent's store can only be skipped or sown into when the stores "
                  "are in the circuit ('stores in circuit' in the board block)");
        }
        break;
      case Kind::lap_limit:
        if (once(s, "the lap limit")) {
          lap_limit_node_ = &s.kids.at(0);
          if (Constant limit =
                  bounded(s.kids.at(0), 1, limits::kMaxLapLimit, "lap limit {}", kLimitWhy))
            settings_.lap_limit = *limit;
          settings_.lap_limit_ends_game = s.outcome == ast::LapLimitOutcome::end_game;
        }
        break;
      default:
        break;
    }
  }
}

void Checker::feeding(const Node& block) {
  // The feeding block is another spelling of one move filter, applied before
  // those of the move block: "prefer moves where seeds in opponent's row > 0 or
  // after(seeds in opponent's row) > 0 else any|none".
  const Node* rule = nullptr;
  bool strict = false;
  for (const Node& s : block.kids) {
    if (s.kind == Kind::must_feed && once(s, "the feeding rule")) {
      rule = &s;
    } else if (s.kind == Kind::if_no_feed && once(s, "what happens when no move feeds")) {
      strict = s.fallback == ast::FeedingFallback::no_move;
    }
  }
  if (!rule) {
    missing(block.pos, "the feeding block needs 'must feed when opponent's row is empty'");
    return;
  }
  const SourcePos at = rule->pos;
  const Expr opponents_row = leaf(Op::row_seeds, at, Who::opponent);
  auto positive = [&](Expr number) {
    return node(Op::gt, at, {std::move(number), constant_expr(0, at)});
  };
  CheckedFilter f;
  f.kind = FilterKind::prefer;
  f.condition = node(
      Op::or_, at, {positive(opponents_row), positive(node(Op::after_move, at, {opponents_row}))});
  f.fallback = strict ? FilterFallback::none : FilterFallback::any;
  f.pos = at;
  rules_.filters.insert(rules_.filters.begin(), std::move(f));
}

Expr Checker::grand_slam(SourcePos pos) {
  return node(Op::eq, pos, {leaf(Op::seeds_taken, pos), leaf(Op::row_seeds, pos, Who::opponent)});
}

// Whether a node of a lap-end rule is one of its actions (the condition, if
// any, comes first).
static bool is_action(Kind kind) {
  switch (kind) {
    case Kind::relay:
    case Kind::end_move:
    case Kind::play_again:
    case Kind::capture_pits:
    case Kind::capture_chain:
    case Kind::capture_group:
    case Kind::claim:
    case Kind::mark_pit:
      return true;
    default:
      return false;
  }
}

// The store a capture's `to ...` names.
static Taker taker_of(ast::Taker taker) {
  switch (taker) {
    case ast::Taker::mover:
      return Taker::mover;
    case ast::Taker::owner:
      return Taker::owner;
    case ast::Taker::opponent:
      return Taker::opponent;
    case ast::Taker::south:
      return Taker::south;
    case ast::Taker::north:
      return Taker::north;
  }
  return Taker::mover;
}

CheckedAction Checker::action(const Node& n, const Scope& rule_scope) {
  // The action's pits read what the rule's condition reads; a chain's or a
  // group's condition has its own `pit`, the pit it examines.
  const Scope& lap = rule_scope;
  Scope filter = lap;
  filter.pit = true;
  CheckedAction a;
  a.taker = taker_of(n.taker);
  Scope unless = lap;
  unless.taken = true;
  std::size_t targets = n.kids.size();  // the kids before an `unless` condition
  if (n.qualifier == ast::CaptureQualifier::unless_condition) {
    --targets;
    a.unless = cond(n.kids.back().kids.at(0), unless);
  } else if (n.qualifier == ast::CaptureQualifier::unless_grand_slam) {
    a.unless = grand_slam(n.pos);
  }
  switch (n.kind) {
    case Kind::relay:
      a.kind = ActionKind::relay;
      if (!n.kids.empty()) a.pits.push_back(pit(n.kids[0], lap));  // none: the last pit
      break;
    case Kind::end_move:
      a.kind = ActionKind::end_move;
      break;
    case Kind::play_again:
      a.kind = ActionKind::play_again;
      break;
    case Kind::capture_pits:
      a.kind = ActionKind::capture_pits;
      for (std::size_t i = 0; i < targets; ++i) a.pits.push_back(pit(n.kids[i], lap));
      break;
    case Kind::capture_chain:
      a.kind = ActionKind::capture_chain;
      a.pits.push_back(pit(n.kids.at(0), lap));
      a.condition = cond(n.kids.at(1), filter);
      break;
    case Kind::capture_group:
      a.kind = ActionKind::capture_group;
      a.condition = cond(n.kids.at(0), filter);
      for (std::size_t i = 1; i < targets; ++i) a.pits.push_back(pit(n.kids[i], lap));
      break;
    case Kind::claim:
      a.kind = ActionKind::claim;
      a.pits.push_back(pit(n.kids.at(0), lap));
      break;
    case Kind::mark_pit:
      a.kind = ActionKind::mark;
      a.pits.push_back(pit(n.kids.at(0), lap));
      a.mark = std::max(declared_mark(n), 0);
      break;
    default:
      break;
  }
  return a;
}

CheckedRule Checker::rule_head(const Node& rule_node, const Scope& scope) {
  CheckedRule rule;
  rule.pos = rule_node.pos;
  if (!rule_node.kids.empty() && !is_action(rule_node.kids[0].kind))
    rule.condition = cond(rule_node.kids[0], scope);
  return rule;
}

void Checker::lap_end(const Node& block) {
  Scope lap;
  lap.last = lap.origin = true;
  for (const Node& s : block.kids) {
    if (s.kind != Kind::rule) continue;
    CheckedRule rule = rule_head(s, lap);
    const std::size_t first_action = rule.condition ? 1 : 0;
    if (unconditional_end_)
      warn(s.pos, fmt::format("this rule can never apply: the rule at line {} always ends the lap "
                              "before it",
                              unconditional_end_->line));
    if (first_action == 1) warn_if_never(s.kids[0]);
    bool ended = false;
    for (std::size_t i = first_action; i < s.kids.size(); ++i) {
      if (ended) {
        error(s.kids[i].pos,
              "this action can never happen: an earlier action of the rule "
              "already ends the lap (relay, end move or play again)");
        break;
      }
      CheckedAction a = action(s.kids[i], lap);
      ended = a.kind == ActionKind::relay || a.kind == ActionKind::end_move ||
              a.kind == ActionKind::play_again;
      if (a.kind == ActionKind::relay && a.pits.empty() && first_action == 1 &&
          always_after_drop(s.kids[0]))
        warn(s.kids[0].pos,
             "this relay can never stop: the last pit always holds a seed once it "
             "has landed, so every lap relays (did you mean 'last was occupied'?)");
      if (a.kind == ActionKind::relay) {
        settings_.can_relay = true;
        if (!rule.condition)
          error(s.kids[i].pos,
                "a relay with no condition never lets a move end: say when to "
                "relay, e.g. 'if last was occupied: relay'");
      }
      rule.actions.push_back(std::move(a));
    }
    if (ended && first_action == 0 && !unconditional_end_) unconditional_end_ = s.pos;
    rules_.lap_rules.push_back(std::move(rule));
  }
}

// The condition of `skip pits where C`; `... except first move` is sugar for
// `skip pits where C and not first move`, built as that text would parse.
Node Checker::skip_condition(const Node& skip) {
  const Node& condition = skip.kids.at(0);
  if (skip.skip_when != ast::SkipWhen::except_first_move) return condition;
  Node first_move;
  first_move.kind = Kind::first_move;
  first_move.pos = skip.pos;
  Node negated;
  negated.kind = Kind::not_;
  negated.pos = skip.pos;
  negated.kids.push_back(first_move);
  Node both;
  if (condition.kind == Kind::and_) {
    both = condition;
  } else {
    both.kind = Kind::and_;
    both.pos = condition.pos;
    both.kids.push_back(condition);
  }
  both.kids.push_back(negated);
  return both;
}

// "during sowing": rules tried after every seed but a lap's last, on the pit
// it fell into (`pit`). They capture, claim and mark; the lap's end (relay,
// end move, play again) belongs to the lap end block, which also sees the
// lap's last seed.
void Checker::during_sowing(const Node& block) {
  Scope sowing;
  sowing.pit = sowing.origin = true;
  sowing.pit_help =
      "in 'during sowing', 'pit' is the pit the seed just fell into; elsewhere it means the pit "
      "being examined by a filter, a skip condition or a pit set";
  for (const Node& s : block.kids) {
    if (s.kind != Kind::rule) continue;
    CheckedRule rule = rule_head(s, sowing);
    const std::size_t first_action = rule.condition ? 1 : 0;
    if (rule.condition) warn_if_never(s.kids[0]);
    for (std::size_t i = first_action; i < s.kids.size(); ++i) {
      const Kind kind = s.kids[i].kind;
      if (kind == Kind::relay || kind == Kind::end_move || kind == Kind::play_again) {
        error(s.kids[i].pos,
              "'during sowing' rules only capture, claim and mark: the sowing goes on after "
              "them; say what ends a lap (relay, end move, play again) in the lap end block");
        continue;
      }
      rule.actions.push_back(action(s.kids[i], sowing));
    }
    rules_.sowing_rules.push_back(std::move(rule));
  }
}

void Checker::game_end(const Node& block, bool& has_no_move_end, bool& has_remaining) {
  Scope end;
  end.game_end = true;
  for (const Node& s : block.kids) {
    if (s.kind == Kind::ends_when) {
      if (s.kids.at(0).kind == Kind::no_legal_move) has_no_move_end = true;
      rules_.end_conditions.push_back(cond(s.kids[0], end));
    } else if (s.kind == Kind::remaining) {
      remaining(s, end, has_remaining);
    } else if (s.kind == Kind::evaluate && once(s, "the evaluation")) {
      // A position as a whole: no pit is under examination and no lap has ended.
      Scope position;
      position.pit_help =
          "'pit' means the pit being examined by a filter; 'evaluate' values a whole position: "
          "name pits as own pit N or opponent's pit N";
      rules_.evaluation = number(s.kids.at(0), position);
    }
  }
}

// One "remaining seeds ..." statement: they are tried in order, and the first
// without a `when` applies whenever no earlier one does.
void Checker::remaining(const Node& s, const Scope& end, bool& has_remaining) {
  if (has_remaining) {
    warn(s.pos, fmt::format("this statement can never apply: the 'remaining seeds' statement at "
                            "line {} applies at every end",
                            unconditional_sweep_.line));
    return;
  }
  CheckedSweep rule;
  switch (s.target) {
    case ast::RemainingTarget::owner:
      rule.how = Remaining::to_owner;
      break;
    case ast::RemainingTarget::other_player:  // sugar for `to opponent`
      rule.how = Remaining::to_player;
      rule.to = Who::opponent;
      break;
    case ast::RemainingTarget::player:
      rule.how = Remaining::to_player;
      rule.to = who_of(s.player);
      break;
    case ast::RemainingTarget::first_player:
      rule.how = Remaining::to_first_mover;
      break;
    case ast::RemainingTarget::last_mover:
      rule.how = Remaining::to_last_mover;
      break;
    case ast::RemainingTarget::nobody:
      rule.how = Remaining::to_nobody;
      break;
    case ast::RemainingTarget::split_evenly:
      rule.how = Remaining::split_evenly;
      break;
  }
  for (const Node& kid : s.kids) {
    if (kid.kind == Kind::sweep_when) rule.condition = cond(kid.kids.at(0), end);
    if (kid.kind != Kind::odd_seed) continue;
    rule.odd_to = who_of(kid.player);
    rule.odd_else = who_of(kid.else_player);
    if (!kid.kids.empty()) rule.odd_if = cond(kid.kids.at(0), end);
  }
  if (!rule.condition) {
    has_remaining = true;
    unconditional_sweep_ = s.pos;
  }
  rules_.sweeps.push_back(std::move(rule));
}

void Checker::opening(const Node& block) {
  bool place = false, opening_given = false;
  for (const Node& s : block.kids) {
    if (s.kind == Kind::opening_empty && once(s, "how many pits the opening empties")) {
      opening_given = true;
      if (Constant k =
              bounded(s.kids.at(0), 1, settings_.pits_per_row, "an opening that empties {} pits"))
        settings_.opening_empty = *k;
    } else if (s.kind == Kind::opening_place && once(s, "where opening seeds go")) {
      place = true;
    }
  }
  opening_block_ = true;
  if (!opening_given)
    missing(block.pos,
            "the opening block must say how many pits are emptied: 'empty N own "
            "occupied pits'");
  if (!place)
    missing(block.pos, "the opening block must say where the seeds go: 'place seeds anywhere'");
}

int Checker::mark_index(const Node& stmt) {
  auto it = std::find(settings_.mark_names.begin(), settings_.mark_names.end(), stmt.name);
  if (it != settings_.mark_names.end()) return static_cast<int>(it - settings_.mark_names.begin());
  if (static_cast<int>(settings_.mark_names.size()) == kMaxMarks) {
    if (refused_marks_.insert(stmt.name).second)
      error(stmt.pos, fmt::format("at most {} marks", kMaxMarks));
    return -1;
  }
  settings_.mark_names.push_back(stmt.name);
  return static_cast<int>(settings_.mark_names.size()) - 1;
}

int Checker::declared_mark(const Node& n) {
  const std::string& mark = n.name;
  auto it = std::find(settings_.mark_names.begin(), settings_.mark_names.end(), mark);
  if (it != settings_.mark_names.end()) return static_cast<int>(it - settings_.mark_names.begin());
  // A mark past the fourth was reported once, where the marks block declares it.
  if (!refused_marks_.count(mark))
    error(n.pos, fmt::format("unknown mark '{}'{}; marks are declared in the marks block "
                             "(declared here: {})",
                             mark, did_you_mean(mark, settings_.mark_names),
                             join_names(settings_.mark_names)));
  return -1;
}

void Checker::marks(const Node& block) {
  for (const Node& s : block.kids) {
    int m = mark_index(s);
    if (m < 0) continue;
    if (s.kind == Kind::mark_set) settings_.marks_set_after_openings |= 1u << m;
    if (s.kind == Kind::mark_clear) settings_.marks_cleared_when_sown |= 1u << m;
    if (s.kind == Kind::mark_to_store) settings_.marks_to_owner_store |= 1u << m;
  }
}

void Checker::match(const Node& block) {
  bool rebuild_given = false;
  const Node* ownership_phrase = nullptr;  // an older phrase about owning pits
  // `ends when` and `winner by` read the board the next game would start from,
  // each player in turn being `mover`; `winner by` may count `games won`.
  Scope next_game;
  Scope winner_scope;
  winner_scope.games_won = true;
  for (const Node& s : block.kids) {
    switch (s.kind) {
      case Kind::rebuild:
        if (once(s, "the match rebuild")) {
          rebuild_given = true;
          rebuild(s);
        }
        break;
      case Kind::alternate_first:
        if (once(s, "who starts each game")) settings_.alternate_first = true;
        break;
      case Kind::match_ends:
        if (once(s, "the match end")) {
          rules_.match_ends_when = s.kids.empty() ? owns_no_pit(s.pos) : cond(s.kids[0], next_game);
          if (s.kids.empty()) ownership_phrase = &s;
        }
        break;
      case Kind::win_weight:
      case Kind::win_value:
        win_value(s);
        break;
      case Kind::match_winner:
        if (once(s, "how the match winner is decided")) {
          if (!s.kids.empty())
            rules_.match_winner_by = number(s.kids[0], winner_scope);
          else if (s.winner == ast::MatchWinner::owns_more_pits) {
            rules_.match_winner_by = own_pit_count(s.pos);
            ownership_phrase = &s;
          }
        }
        break;
      default:
        break;
    }
  }
  if (!rules_.win_values.empty() && rules_.win_values.back().condition) {
    // Every won game counts for something: a last value without `when` is 1.
    CheckedWinValue one;
    one.value = constant_expr(1, block.pos);
    rules_.win_values.push_back(std::move(one));
  }
  if (settings_.rebuild.seeds_per_pit > 0 && total_known_ &&
      settings_.total_seeds != settings_.rebuild.seeds_per_pit * settings_.pit_count())
    error(block.pos, fmt::format("a rebuild with {} per pit needs {} seeds, but the setup has {}",
                                 settings_.rebuild.seeds_per_pit,
                                 settings_.rebuild.seeds_per_pit * settings_.pit_count(),
                                 settings_.total_seeds));
  if (ownership_phrase && !rebuild_given)
    error(ownership_phrase->pos,
          "pit ownership only changes between games when the match rebuilds the board: add "
          "'rebuild { ... }'");
}

Expr Checker::own_pit_count(SourcePos pos) {
  return leaf(Op::count_pits, pos, Who::mover);
}

Expr Checker::owns_no_pit(SourcePos pos) {
  return node(Op::eq, pos, {own_pit_count(pos), constant_expr(0, pos)});
}

void Checker::rebuild(const Node& s) {
  Rebuild& r = settings_.rebuild;
  auto is_policy = [](const Node& k) {
    return k.kind == Kind::rebuild_seeds || k.kind == Kind::rebuild_fill ||
           k.kind == Kind::rebuild_surplus || k.kind == Kind::rebuild_remainder;
  };
  if (s.kids.size() == 1 && !is_policy(s.kids[0])) {
    // "rebuild from totals with N per pit": the policies of Adji Kui's match play.
    if (Constant per_pit =
            bounded(s.kids[0], 1, limits::kMaxSeedsPerPit, "a rebuild with {} seeds per pit"))
      r.seeds_per_pit = *per_pit;
    r.fill_from_last = false;
    r.buy_from_last = true;
    r.remainder_owner = {RemainderOwner::larger_share, RemainderOwner::larger_total};
    return;
  }
  bool has_seeds = false, has_fill = false, has_surplus = false, has_remainder = false;
  for (const Node& k : s.kids) {
    switch (k.kind) {
      case Kind::rebuild_seeds:
        if (!once(k, "the rebuild's seeds per pit")) break;
        has_seeds = true;
        if (Constant per_pit = bounded(k.kids.at(0), 1, limits::kMaxSeedsPerPit,
                                       "a rebuild with {} seeds per pit"))
          r.seeds_per_pit = *per_pit;
        break;
      case Kind::rebuild_fill:
        if (!once(k, "where the rebuild fills a player's own row")) break;
        has_fill = true;
        r.fill_from_last = k.row_end == ast::RowEnd::last;
        break;
      case Kind::rebuild_surplus:
        if (!once(k, "where a rebuild's surplus buys pits")) break;
        has_surplus = true;
        r.buy_from_last = k.row_end == ast::RowEnd::last;
        break;
      case Kind::rebuild_remainder:
        if (!once(k, "who owns the rebuild's remainder pit")) break;
        has_remainder = true;
        for (const Node& key : k.kids) {
          const RemainderOwner owner =
              key.key == ast::RemainderKey::larger_share   ? RemainderOwner::larger_share
              : key.key == ast::RemainderKey::larger_total ? RemainderOwner::larger_total
                                                           : RemainderOwner::smaller_total;
          if (std::find(r.remainder_owner.begin(), r.remainder_owner.end(), owner) !=
              r.remainder_owner.end())
            error(key.pos,
                  "this key is already given: each decides a tie the ones before it "
                  "leave");
          r.remainder_owner.push_back(owner);
        }
        break;
      default:
        break;
    }
  }
  // Every policy is named: a rebuild that leaves one to a default would hide a rule.
  auto missing = [&](bool given, const char* statement) {
    if (!given) error(s.pos, fmt::format("the rebuild does not say {}", statement));
  };
  missing(has_seeds, "how many seeds fill a pit: add 'seeds per pit N'");
  missing(has_fill,
          "where a player starts filling their row: add 'fill own row from first pit' "
          "or '... from last pit'");
  missing(has_surplus,
          "where a surplus starts buying pits: add 'surplus buys opponent's empty "
          "pits from last pit' or '... from first pit'");
  missing(has_remainder,
          "who owns the pit the remainders fill: add 'remainder pit goes to "
          "larger share then larger total' (or other keys)");
}

void Checker::win_value(const Node& s) {
  // A won game's value reads its margin and its final position, the winner
  // being `mover`.
  Scope game;
  game.margin = true;
  CheckedWinValue v;
  if (s.kind == Kind::win_weight) {
    // "win by M counts as W": "win counts as W when margin == M".
    const Constant margin = bounded(s.kids.at(0), 1, limits::kMaxTotalSeeds, "a win by {} seeds");
    const Constant weight =
        bounded(s.kids.at(1), 1, limits::kMaxWinWeight, "a win counting as {} wins");
    if (!margin || !weight) return;
    v.value = constant_expr(*weight, start_of(s.kids[1]));
    v.condition =
        node(Op::eq, s.pos, {leaf(Op::margin, s.pos), constant_expr(*margin, start_of(s.kids[0]))});
  } else {
    v.value = number(s.kids.at(0), game);
    const Expr& value = v.value;
    if (value.is_constant() && value.known &&
        (value.value < 0 || value.value > limits::kMaxWinWeight))
      error(s.kids[0].pos, fmt::format("a win counting as {} wins: the value must be between 0 "
                                       "and {}",
                                       value.value, limits::kMaxWinWeight));
    if (s.kids.size() > 1) v.condition = cond(s.kids[1], game);
  }
  if (!rules_.win_values.empty() && !rules_.win_values.back().condition)
    error(s.pos, "this 'win counts as' is never used: the one before it has no 'when'");
  rules_.win_values.push_back(std::move(v));
}

}  // namespace mancala::dsl::checking
