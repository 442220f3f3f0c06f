#include "presentation/legality.hpp"

#include <fmt/format.h>

#include "interpreter/conditions.hpp"
#include "interpreter/opening.hpp"
#include "presentation/describe.hpp"
#include "presentation/notation.hpp"
#include "presentation/opening_notation.hpp"

namespace mancala {

std::optional<Move> read_move(const Game& game, const std::string& text, std::string& why) {
  const RuleProgram& p = game.engine().program();
  std::optional<Move> move = parse_move(p, text, why);
  if (!move || move->pass) return move;
  const int seeds = game.state().cells[move->pit];
  if (p.partial_harvest) {
    if (move->amount == 0) move->amount = static_cast<std::uint8_t>(std::min(seeds, 255));
  } else if (move->amount != 0) {
    why = fmt::format("{}: this game takes all the seeds of a pit; write {} without an amount",
                      text, pit_name(p, move->pit));
    return std::nullopt;
  }
  return move;
}

std::optional<Turn> read_turn(const Game& game, const std::string& text, std::string& why) {
  const RuleProgram& p = game.engine().program();
  if (text.find('>') != std::string::npos || text.find('+') != std::string::npos) {
    std::optional<Opening> o = parse_opening(p, text, why);
    if (!o) return std::nullopt;
    return Turn::of(*o);
  }
  std::optional<Move> m = read_move(game, text, why);
  if (!m) return std::nullopt;
  return Turn::of(*m);
}

std::string turn_problem(const Game& game, const Turn& turn) {
  const RuleProgram& p = game.engine().program();
  if (game.over()) return "the game is over";
  if (game.opening_turn() && !turn.is_opening)
    return fmt::format(
        "this is {}'s opening: empty {} own occupied pits and place their seeds, "
        "e.g. S5+S6>S1:6,N2:4",
        game.state().to_move == kSouth ? "South" : "North", p.opening_empty);
  if (turn.is_opening)
    return game.opening_turn() ? check_opening(p, game.state(), turn.opening)
                               : "the openings are over: play a move";
  return game.is_legal(turn.move) ? "" : why_illegal(game, turn.move);
}

std::string turn_text(const RuleProgram& p, const Turn& turn) {
  return turn.is_opening ? opening_text(p, turn.opening) : move_text(p, turn.move);
}

std::string why_illegal(const Game& game, Move m) {
  const Engine& engine = game.engine();
  const RuleProgram& p = engine.program();
  const State& s = game.state();
  const Side mover = s.to_move;
  if (game.over()) return "the game is over";
  if (m.pass) return fmt::format("{} may not pass: there are legal moves", side_name(mover));
  if (p.partial_harvest && m.amount == 0) m.amount = static_cast<std::uint8_t>(s.cells[m.pit]);
  const std::string pit = pit_name(p, m.pit);
  if (s.owner(m.pit) != mover)
    return fmt::format("{} belongs to {}, and it is {}'s turn", pit, side_name(opponent(mover)),
                       side_name(mover));
  const int seeds = s.cells[m.pit];
  if (seeds == 0) return fmt::format("{} is empty", pit);
  if (m.amount > seeds)
    return fmt::format("{} holds only {} seed{}", pit, seeds, seeds == 1 ? "" : "s");
  EvalContext ctx;
  ctx.state = &s;
  ctx.mover = mover;
  ctx.current = m.pit;
  if (!eval_condition(p, p.from_condition, ctx))
    return fmt::format(
        "{} may not start a move: the rule for choosing a pit excludes it (it "
        "holds {} seed{})",
        pit, seeds, seeds == 1 ? "" : "s");
  // The filter that dropped the move, from the engine's own verdicts.
  Engine::Verdicts verdicts;
  engine.judge_moves(s, verdicts);
  int verdict = Engine::kLegal;
  for (int i = 0; i < verdicts.candidates.size; ++i)
    if (verdicts.candidates[i] == m) verdict = verdicts.removed_by[static_cast<std::size_t>(i)];
  if (verdict == Engine::kEndless)
    return fmt::format("{} would sow forever (more than {} laps), so it is no move", pit,
                       p.lap_limit);
  if (verdict >= 0) {
    const MoveFilter& f = p.filters[static_cast<std::size_t>(verdict)];
    const std::string where = fmt::format("{}line {}", f.file.empty() ? "" : f.file + ", ", f.line);
    const std::string condition = describe_condition(p, f.condition);
    if (f.kind == FilterKind::forbid)
      return fmt::format("{} is forbidden by the move filter of {}: {}", move_text(p, m), where,
                         condition);
    std::string legal;
    for (int i = 0; i < game.legal().size; ++i)
      legal += (legal.empty() ? "" : " ") + move_text(p, game.legal()[i]);
    const char* fallback = f.fallback == FilterFallback::rightmost
                               ? ", or the rightmost pit's when there are none"
                           : f.fallback == FilterFallback::none ? ", and none when there are none"
                                                                : "";
    return fmt::format(
        "{} is not legal: the move filter of {} keeps only the moves where {}{}; legal here: {}",
        move_text(p, m), where, condition, fallback, legal.empty() ? "none" : legal);
  }
  return fmt::format("{} is not a legal move here", move_text(p, m));
}

}  // namespace mancala
