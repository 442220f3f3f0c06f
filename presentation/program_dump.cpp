#include "presentation/program_dump.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <memory>

#include "interpreter/lowered_program.hpp"
#include "presentation/notation.hpp"

namespace mancala {
namespace {

std::string who_text(Who who) {
  switch (who) {
    case Who::mover:
      return "mover";
    case Who::opponent:
      return "opponent";
    case Who::south:
      return "South";
    case Who::north:
      return "North";
    case Who::either:
      return "either";
  }
  return "?";
}

std::string compare_text(Op op) {
  switch (op) {
    case Op::eq:
      return "==";
    case Op::ne:
      return "!=";
    case Op::lt:
      return "<";
    case Op::le:
      return "<=";
    case Op::gt:
      return ">";
    default:
      return ">=";
  }
}

std::string set_text(std::uint64_t set) {
  std::string text;
  for (int v = 0; v < 64; ++v)
    if ((set >> v) & 1) text += (text.empty() ? "" : ", ") + std::to_string(v);
  return "{" + text + "}";
}

// A cell by its notation name ("S3", "N1", "store S", "store N").
std::string cell_text(const RuleProgram& p, int cell) {
  if (cell < 0) return "-";
  if (cell < p.pit_count()) return pit_name(p, cell);
  return cell == p.store_cell(kSouth) ? "store S" : "store N";
}

// Expression trees, written back in a form close to the rule language.
class TreeWriter {
 public:
  explicit TreeWriter(const RuleProgram& p) : p_(p) {}

  std::string pit(int node) const {
    const ExprNode& n = p_.nodes[static_cast<std::size_t>(node)];
    switch (n.op) {
      case Op::pit_last:
        return "last";
      case Op::pit_current:
        return "pit";
      case Op::pit_origin:
        return "origin";
      case Op::pit_opposite:
        return "opposite of " + pit(n.kids[0]);
      case Op::pit_next:
        return "next of " + pit(n.kids[0]);
      case Op::pit_next_occupied:
        return "next occupied of " + pit(n.kids[0]);
      case Op::pit_numbered:
        return fmt::format("{} {}", n.value == 0 ? "own" : "opponent's", number(n.kids[0]));
      default:
        return fmt::format("<pit op {}>", static_cast<int>(n.op));
    }
  }

  std::string number(int node) const {
    const ExprNode& n = p_.nodes[static_cast<std::size_t>(node)];
    auto binary = [&](const char* op) {
      return fmt::format("({} {} {})", number(n.kids[0]), op, number(n.kids[1]));
    };
    switch (n.op) {
      case Op::constant:
        return std::to_string(n.value);
      case Op::board_seeds:
        return "board seeds";
      case Op::row_seeds:
        return "row seeds(" + who_text(n.who) + ")";
      case Op::seeds_of:
        return "seeds(" + pit(n.kids[0]) + ")";
      case Op::number_of:
        return "number(" + pit(n.kids[0]) + ")";
      case Op::store_of:
        return "store(" + who_text(n.who) + ")";
      case Op::add:
        return binary("+");
      case Op::sub:
        return binary("-");
      case Op::mul:
        return binary("*");
      case Op::div:
        return binary("/");
      case Op::seeds_taken:
        return "seeds taken";
      case Op::games_won:
        return "games won";
      case Op::margin:
        return "margin";
      case Op::after_move:
        return "after(" + number(n.kids[0]) + ")";
      case Op::count_pits:
        return "count(" + pit_set(n) + ")";
      default:
        return fmt::format("<number op {}>", static_cast<int>(n.op));
    }
  }

  std::string condition(int node) const {
    if (node < 0) return "always";
    const ExprNode& n = p_.nodes[static_cast<std::size_t>(node)];
    auto is = [&](const char* what) { return pit(n.kids[0]) + " is " + what; };
    switch (n.op) {
      case Op::always:
        return "always";
      case Op::and_:
      case Op::or_: {
        std::string text;
        for (int k = n.kids[0]; k >= 0; k = p_.nodes[static_cast<std::size_t>(k)].more)
          text += (text.empty() ? "" : n.op == Op::and_ ? " and " : " or ") + condition(k);
        return "(" + text + ")";
      }
      case Op::not_:
        return "not " + condition(n.kids[0]);
      case Op::eq:
      case Op::ne:
      case Op::lt:
      case Op::le:
      case Op::gt:
      case Op::ge:
        return fmt::format("{} {} {}", number(n.kids[0]), compare_text(n.op), number(n.kids[1]));
      case Op::in_set:
        return number(n.kids[0]) + " in " + set_text(n.set_mask);
      case Op::pit_own:
        return is("own");
      case Op::pit_opponents:
        return is("opponent's");
      case Op::pit_empty:
        return is("empty");
      case Op::pit_occupied:
        return is("occupied");
      case Op::pit_store:
        return is("store");
      case Op::pit_own_store:
        return is("own store");
      case Op::pit_opponents_store:
        return is("opponent's store");
      case Op::pit_marked:
        return is("marked ") + mark_name(n.value);
      case Op::pit_was_empty:
        return pit(n.kids[0]) + " was empty";
      case Op::pit_was_occupied:
        return pit(n.kids[0]) + " was occupied";
      case Op::pit_in_own_row:
        return pit(n.kids[0]) + " in own row";
      case Op::pit_in_opponents_row:
        return pit(n.kids[0]) + " in opponent's row";
      case Op::row_empty:
        return "row(" + who_text(n.who) + ") empty";
      case Op::row_occupied:
        return "row(" + who_text(n.who) + ") occupied";
      case Op::moved_from_pit:
        return who_text(n.who) + " has moved from " + pit(n.kids[0]);
      case Op::no_legal_move:
        return "no legal move";
      case Op::repetition:
        return "repetition";
      case Op::first_move:
        return "first move";
      case Op::captured:
        return "captured";
      case Op::both_passed:
        return "both passed";
      case Op::lap_limit_reached:
        return "lap limit reached";
      case Op::all_pits:
        return "all(" + pit_set(n) + ")";
      case Op::any_pits:
        return "any(" + pit_set(n) + ")";
      default:
        return fmt::format("<condition op {}>", static_cast<int>(n.op));
    }
  }

  std::string pit_set(const ExprNode& n) const {
    const std::string pits = n.who == Who::either ? "pits" : who_text(n.who) + " pits";
    return n.kids[0] < 0 ? pits : pits + " where " + condition(n.kids[0]);
  }

 private:
  const RuleProgram& p_;

  std::string mark_name(int mark) const {
    return mark >= 0 && mark < static_cast<int>(p_.mark_names.size())
               ? p_.mark_names[static_cast<std::size_t>(mark)]
               : std::to_string(mark);
  }
};

std::string place_text(Place place) {
  switch (place) {
    case Place::current:
      return "pit";
    case Place::last:
      return "last";
    case Place::origin:
      return "origin";
    case Place::opposite_of_current:
      return "opposite of pit";
    case Place::opposite_of_last:
      return "opposite of last";
    case Place::opposite_of_origin:
      return "opposite of origin";
  }
  return "?";
}

// One fused test, as the engine's flat loop evaluates it.
std::string atom_text(const TreeWriter& trees, const Atom& a) {
  const std::string at = place_text(a.place);
  std::string text;
  switch (a.test) {
    case Test::seeds_compare:
      text = fmt::format("seeds {} {} {}", at, compare_text(a.compare), a.value);
      break;
    case Test::seeds_in_set:
      text = fmt::format("seeds {} in {}", at, set_text(a.set));
      break;
    case Test::own_pit:
      text = "own-pit " + at;
      break;
    case Test::opponents_pit:
      text = "opponents-pit " + at;
      break;
    case Test::empty:
      text = "empty " + at;
      break;
    case Test::occupied:
      text = "occupied " + at;
      break;
    case Test::own_store:
      text = "own-store " + at;
      break;
    case Test::opponents_store:
      text = "opponents-store " + at;
      break;
    case Test::any_store:
      text = "store " + at;
      break;
    case Test::was_empty:
      text = "was-empty " + at;
      break;
    case Test::was_occupied:
      text = "was-occupied " + at;
      break;
    case Test::in_own_row:
      text = "in-own-row " + at;
      break;
    case Test::in_opponents_row:
      text = "in-opponents-row " + at;
      break;
    case Test::row_empty:
      text = "row-empty " + who_text(a.who);
      break;
    case Test::row_empty_after:
      text = "after row-empty " + who_text(a.who);
      break;
    case Test::store_compare:
      text = fmt::format("store {} {} {}", who_text(a.who), compare_text(a.compare), a.value);
      break;
    case Test::first_move:
      text = "first-move";
      break;
    case Test::captured:
      text = "captured";
      break;
    case Test::no_legal_move:
      text = "no-legal-move";
      break;
    case Test::repeated:
      text = "repeated";
      break;
    case Test::tree:
      text = fmt::format("tree n{}: {}", a.node, trees.condition(a.node));
      break;
  }
  return a.negated ? "not " + text : text;
}

// A lowered condition: `always`, one test, or `all [..]` / `any [..]`.
std::string lowered_text(const TreeWriter& trees, const LoweredCondition& c) {
  if (c.always()) return "always";
  if (c.count == 1) return atom_text(trees, c.atoms[0]);
  std::string text = c.any ? "any [" : "all [";
  for (int i = 0; i < c.count; ++i)
    text += (i ? ", " : "") + atom_text(trees, c.atoms[static_cast<std::size_t>(i)]);
  return text + "]";
}

std::string action_text(const TreeWriter& trees, const Action& a,
                        const LoweredCondition& condition) {
  std::string pits;
  for (int node : a.pits) pits += (pits.empty() ? "" : ", ") + trees.pit(node);
  std::string unless = a.unless >= 0 ? " unless " + trees.condition(a.unless) : "";
  switch (a.taker) {  // the mover's store, the default, goes unsaid
    case Taker::mover:
      break;
    case Taker::owner:
      unless += " to owner";
      break;
    case Taker::opponent:
      unless += " to opponent";
      break;
    case Taker::south:
      unless += " to South";
      break;
    case Taker::north:
      unless += " to North";
      break;
  }
  switch (a.kind) {
    case ActionKind::relay:
      return pits.empty() ? "relay" : "relay from " + pits;
    case ActionKind::end_move:
      return "end-move";
    case ActionKind::play_again:
      return "play-again";
    case ActionKind::capture_pits:
      return "capture-pits [" + pits + "]" + unless;
    case ActionKind::capture_chain:
      return "capture-chain from " + pits + " while " + lowered_text(trees, condition) + unless;
    case ActionKind::capture_group:
      return "capture-group [" + pits + "] where " + lowered_text(trees, condition) + unless;
    case ActionKind::claim:
      return "claim " + pits;
    case ActionKind::mark:
      return "mark " + pits + " as mark " + std::to_string(a.mark);
  }
  return "?";
}

std::string yes_no(bool b) {
  return b ? "yes" : "no";
}

std::string row_text(const RuleProgram& p, Side side) {
  std::string text;
  for (int i = 0; i < p.pits_per_row; ++i)
    text += fmt::format(
        "{}{}", i ? " " : "",
        p.initial[static_cast<std::size_t>(static_cast<int>(index(side)) * p.pits_per_row + i)]);
  return text;
}

std::string circuit_text(const RuleProgram& p, const SowingCircuit& c) {
  std::string text;
  for (int i = 0; i < c.length; ++i)
    text += (i ? " " : "") + cell_text(p, c.cells[static_cast<std::size_t>(i)]);
  return text;
}

std::string remaining_text(Remaining how) {
  switch (how) {
    case Remaining::to_owner:
      return "to owner";
    case Remaining::to_player:
      return "to";
    case Remaining::to_nobody:
      return "to nobody";
    case Remaining::to_first_mover:
      return "to first player";
    case Remaining::to_last_mover:
      return "to last mover";
    case Remaining::split_evenly:
      return "split evenly";
  }
  return "?";
}

}  // namespace

std::string dump_program(const RuleProgram& p) {
  const std::shared_ptr<const LoweredProgram> owned =
      p.lowered ? p.lowered : std::make_shared<const LoweredProgram>(lower(p));
  const LoweredProgram& low = *owned;
  const TreeWriter trees(p);
  std::string out;
  auto line = [&](const std::string& key, const std::string& value) {
    out += fmt::format("  {:<18} {}\n", key, value);
  };

  out += fmt::format("program \"{}\"\n", p.game_name);
  line("variant", p.variant.empty() ? "-" : p.variant);
  std::string params;
  for (const auto& [name, value] : p.params)
    params += fmt::format("{}{}={}", params.empty() ? "" : " ", name, value);
  line("parameters", params.empty() ? "-" : params);
  line("expression nodes", std::to_string(p.nodes.size()));

  out += "board\n";
  const int n = p.pits_per_row;
  line("pits", fmt::format("2 x {}: S1..S{} = cells 0..{}, N1..N{} = cells {}..{}", n, n, n - 1, n,
                           n, 2 * n - 1));
  line("stores", fmt::format("{}: store S = cell {}, store N = cell {}",
                             p.stores == StoreMode::in_circuit ? "in circuit" : "aside",
                             p.store_cell(kSouth), p.store_cell(kNorth)));
  std::string opposite;
  for (int c = 0; c < n; ++c)
    opposite += fmt::format("{}{}-{}", c ? " " : "", cell_text(p, c),
                            cell_text(p, p.opposite[static_cast<std::size_t>(c)]));
  line("opposite", opposite);

  out += "setup\n";
  line("South row", row_text(p, kSouth));
  line("North row", row_text(p, kNorth));
  line("stores", fmt::format("{} {}", p.initial[static_cast<std::size_t>(p.store_cell(kSouth))],
                             p.initial[static_cast<std::size_t>(p.store_cell(kNorth))]));
  line("total seeds", std::to_string(p.total_seeds));
  line("first player", p.first_player == kSouth ? "South" : "North");

  out += "move\n";
  line("candidates", "own occupied pits");
  line("from", lowered_text(trees, low.from));
  line("take", p.partial_harvest ? "any amount" : "all");
  for (std::size_t i = 0; i < low.early_forbids.size(); ++i)
    line(fmt::format("filter {}", i + 1),
         "forbid " + lowered_text(trees, low.early_forbids[i]) + " (at the first lap's end)");
  for (const LoweredFilter& f : low.filters) {
    const char* fallback = f.fallback == FilterFallback::any    ? "any"
                           : f.fallback == FilterFallback::none ? "none"
                                                                : "rightmost";
    line(fmt::format("filter {}", f.index + 1),
         (f.kind == FilterKind::forbid
              ? "forbid " + lowered_text(trees, f.condition)
              : fmt::format("prefer {} else {}", lowered_text(trees, f.condition), fallback)) +
             (f.by_pit_count ? ", by a table of the pit's counts" : "") +
             (low.everywhere_by_rows && !f.row_operands.empty() ? ", position operands by row masks"
                                                                : ""));
  }
  if (p.filters.empty()) line("filters", "-");
  line("pass when stuck", yes_no(p.pass_when_stuck));
  line("opening", p.opening_empty > 0
                      ? fmt::format("empty {} own pits, place their seeds", p.opening_empty)
                      : "-");
  line("legal moves", low.sows_candidates  ? "sow every candidate"
                      : low.moves_by_masks ? "the candidates, read off pit masks"
                                           : "filter the candidates");
  line("work bound", std::to_string(p.legal_moves_work));

  out += "sow\n";
  line("direction", p.clockwise ? "clockwise" : "counter-clockwise");
  line("code", low.window_sowing    ? "circuit (whole laps at a time, the rest as one window)"
               : low.circuit_sowing ? "circuit (whole laps at a time)"
               : low.skipping_circuit
                   ? (low.circuit_in_cell_order
                          ? "circuit in cell order, one cell at a time, passing skipped pits"
                          : "circuit, one cell at a time, passing skipped pits")
                   : "cell by cell");
  line("moves",
       low.single_lap ? "one lap, then the lap-end rules" : "laps until a rule ends the move");
  line("circuit South", circuit_text(p, low.circuit[kSouth]));
  line("circuit North", circuit_text(p, low.circuit[kNorth]));
  line("origin", p.origin_skipped ? "skipped" : "included");
  if (p.first_seed_into_origin) line("first seed", "into the origin (a single seed moves on)");
  line("opponent's store",
       p.stores == StoreMode::in_circuit ? (p.sow_opponent_store ? "sown" : "skipped") : "-");
  line("skip", p.skip_condition < 0 ? "-" : lowered_text(trees, low.skip));
  if (low.fused_skip.usable)
    line("skip code", "fused (the first-move test once a move, owner and seeds once a seed)");
  line("lap limit",
       fmt::format("{} then {}", p.lap_limit, p.lap_limit_ends_game ? "end game" : "illegal"));

  out += "lap end\n";
  line("relays", yes_no(p.can_relay));
  // What the engine runs of the rules below: a leading relay tested on its
  // own on every lap, and the rules after an `end move` that always holds left out.
  std::string lap_code = fmt::format("rules 1..{} of {}", low.lap_rules_run, p.lap_rules.size());
  if (low.lap_rules_run == 0) lap_code = fmt::format("none of {}", p.lap_rules.size());
  if (low.leading_relay) lap_code += "; rule 1's relay decided before the rule loop";
  if (low.lap_index.usable && low.lap_rules_run > 0) lap_code += "; rules indexed by the last cell";
  line("lap code", lap_code);
  for (std::size_t r = 0; r < p.lap_rules.size(); ++r) {
    const LapRule& rule = p.lap_rules[r];
    // A rule from a parent file names that file (by its name alone, so that the
    // dump does not depend on where the files are).
    const std::string where =
        rule.file.empty() ? "" : std::filesystem::path(rule.file).filename().string() + " ";
    out += fmt::format("  rule {} ({}line {})\n", r + 1, where, rule.line);
    out += fmt::format("    if {}\n", lowered_text(trees, low.lap_rules[r].condition));
    for (std::size_t a = 0; a < rule.actions.size(); ++a)
      out += fmt::format("    do {}\n",
                         action_text(trees, rule.actions[a], low.lap_rules[r].actions[a].on_pit));
  }

  if (!p.sowing_rules.empty()) {
    out += "during sowing (after each seed but a lap's last; pit = the pit sown)\n";
    for (std::size_t r = 0; r < p.sowing_rules.size(); ++r) {
      const LapRule& rule = p.sowing_rules[r];
      const std::string where =
          rule.file.empty() ? "" : std::filesystem::path(rule.file).filename().string() + " ";
      out += fmt::format("  rule {} ({}line {})\n", r + 1, where, rule.line);
      out += fmt::format("    if {}\n", lowered_text(trees, low.sowing_rules[r].condition));
      for (std::size_t a = 0; a < rule.actions.size(); ++a)
        out += fmt::format("    do {}\n", action_text(trees, rule.actions[a],
                                                      low.sowing_rules[r].actions[a].on_pit));
    }
  }

  out += "game end\n";
  for (std::size_t e = 0; e < p.end_conditions.size(); ++e)
    line(fmt::format("end {}", e + 1), lowered_text(trees, low.end_conditions[e]));
  // What is tested after a move that leaves the next player a legal move.
  const auto live_text = [&](bool repeated) {
    const std::vector<LiveEndCondition>& live = low.live_end_conditions[repeated];
    if (live.empty()) return std::string("none");
    std::string text = "ends";
    for (std::size_t i = 0; i < live.size(); ++i) {
      const LiveEndCondition& c = live[i];
      const LoweredCondition& whole = low.end_conditions[static_cast<std::size_t>(c.index)];
      text += fmt::format("{} {}", i == 0 ? "" : ",", c.index + 1);
      if (c.condition.count != whole.count) text += " (" + lowered_text(trees, c.condition) + ")";
    }
    const FlatEnds& flat = low.flat_ends[repeated];
    if (flat.usable && flat.by_rows) text += ", rows by mask";
    if (flat.usable && flat.store_counts > 0)
      text += fmt::format(", stores by a table of {0}x{0} counts", flat.store_counts);
    return text;
  };
  if (!p.end_conditions.empty())
    line("end code",
         fmt::format("new position: {}; repeated: {}", live_text(false), live_text(true)));
  for (std::size_t s = 0; s < p.sweeps.size(); ++s) {
    const SweepRule& sweep = p.sweeps[s];
    std::string text = remaining_text(sweep.how);
    if (sweep.how == Remaining::to_player) text += " " + who_text(sweep.to);
    if (sweep.how == Remaining::split_evenly) {
      text += ", odd seed to " + who_text(sweep.odd_to);
      if (sweep.odd_if >= 0)
        text += " if " + trees.condition(sweep.odd_if) + " else " + who_text(sweep.odd_else);
    }
    if (sweep.condition >= 0) text += " when " + trees.condition(sweep.condition);
    line(fmt::format("remaining {}", s + 1), text);
  }
  line("repetition", p.uses_repetition ? "tracked" : "-");
  line("evaluate", p.evaluation < 0 ? "score difference" : trees.number(p.evaluation));

  if (!p.mark_names.empty()) {
    out += "marks\n";
    for (std::size_t m = 0; m < p.mark_names.size(); ++m) {
      std::string text;
      if ((p.marks_set_after_openings >> m) & 1) text += "set on occupied pits after openings";
      if ((p.marks_cleared_when_sown >> m) & 1)
        text += std::string(text.empty() ? "" : "; ") + "cleared when sown";
      if ((p.marks_to_owner_store >> m) & 1)
        text += std::string(text.empty() ? "" : "; ") + "sown seeds go to the owner's store";
      line(fmt::format("mark {} {}", m, p.mark_names[m]), text.empty() ? "-" : text);
    }
  }

  out += "match\n";
  if (p.rebuild.seeds_per_pit > 0) {
    std::string keys;
    for (const RemainderOwner key : p.rebuild.remainder_owner)
      keys += std::string(keys.empty() ? "" : " then ") +
              (key == RemainderOwner::larger_share   ? "larger share"
               : key == RemainderOwner::larger_total ? "larger total"
                                                     : "smaller total");
    line("rebuild",
         fmt::format("{} seeds per pit; fill own row from {} pit; surplus buys from {} "
                     "pit; remainder pit to {}",
                     p.rebuild.seeds_per_pit, p.rebuild.fill_from_last ? "last" : "first",
                     p.rebuild.buy_from_last ? "last" : "first", keys));
  } else {
    line("rebuild", "-");
  }
  line("alternate first", yes_no(p.alternate_first));
  line("ends when", p.match_ends_when < 0 ? "-" : trees.condition(p.match_ends_when));
  line("winner by", p.match_winner_by < 0 ? "games won" : trees.number(p.match_winner_by));
  for (std::size_t i = 0; i < p.win_values.size(); ++i)
    line(fmt::format("win value {}", i + 1),
         trees.number(p.win_values[i].value) +
             (p.win_values[i].condition < 0
                  ? ""
                  : " when " + trees.condition(p.win_values[i].condition)));
  if (p.win_values.empty()) line("win value", "1");
  return out;
}

}  // namespace mancala
