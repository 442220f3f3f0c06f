#include "io/trace_session.hpp"

#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "interpreter/game.hpp"
#include "interpreter/match.hpp"
#include "interpreter/opening.hpp"
#include "io/json_text.hpp"
#include "presentation/legality.hpp"
#include "presentation/notation.hpp"
#include "presentation/opening_notation.hpp"

namespace mancala {
namespace {

using nlohmann::json;

const char* side(Side player) {
  return player == kSouth ? "S" : "N";
}

const char* winner_text(Winner winner) {
  return winner ? side(*winner) : "draw";
}

// Writes one position of the match as the protocol's JSON object.
json position(const RuleProgram& program, const Match& match, const TraceOptions& options) {
  const Game& game = match.game();
  const State& s = game.state();
  json j;
  j["ply"] = s.ply;
  j["game"] = match.game_number();
  j["to_move"] = game.over() ? json(nullptr) : json(side(s.to_move));
  json pits = json::array(), owners = json::array();
  for (int c = 0; c < program.pit_count(); ++c) {
    pits.push_back(s.cells[c]);
    owners.push_back(side(s.owner(c)));
  }
  j["pits"] = pits;
  j["owners"] = owners;
  j["stores"] = {{"S", s.cells[program.store_cell(kSouth)]},
                 {"N", s.cells[program.store_cell(kNorth)]}};
  json marks = json::object();
  for (std::size_t m = 0; m < program.mark_names.size(); ++m) {
    json marked = json::array();
    for (int c = 0; c < program.pit_count(); ++c)
      if ((s.marks[m] >> c) & 1) marked.push_back(pit_name(program, c));
    if (!marked.empty()) marks[program.mark_names[m]] = marked;
  }
  j["marks"] = marks;
  j["legal_count"] = game.legal_count();
  if (game.legal_count() <= 1000) {
    json moves = json::array();
    if (game.opening_turn()) {
      // The list must outlive the loop: it is not a temporary of the loop's range.
      const std::optional<std::vector<Opening>> openings = list_openings(program, s, 1000);
      for (const Opening& o : *openings) moves.push_back(opening_text(program, o));
    } else {
      for (const Move& m : game.legal()) moves.push_back(move_text(program, m));
    }
    j["legal"] = moves;
  }
  j["over"] = game.over();
  if (game.over()) {
    GameResult r = game.result();
    j["result"] = {{"S", r.south}, {"N", r.north}, {"winner", winner_text(r.winner)}};
  }
  if (options.match_games > 0) {
    j["match_over"] = match.over();
    if (match.over()) {
      const auto pits_owned = match.pits();
      j["match_result"] = {{"winner", winner_text(match.winner())},
                           {"games", match.games_played()},
                           {"wins", {{"S", match.wins()[kSouth]}, {"N", match.wins()[kNorth]}}},
                           {"draws", match.draws()},
                           {"pits", {{"S", pits_owned[kSouth]}, {"N", pits_owned[kNorth]}}}};
    }
  }
  return j;
}

std::string trim(const std::string& text) {
  const auto begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return {};
  const auto end = text.find_last_not_of(" \t\r\n");
  return text.substr(begin, end - begin + 1);
}

}  // namespace

int run_trace(const RuleProgram& program, const TraceOptions& options, std::istream& in,
              std::ostream& out) {
  Engine engine(program);
  Match match(engine, std::max(options.match_games, 1), options.first_player);
  // Shows the current position; a game that is over is booked first, so the
  // object says whether the match is over, and the next game's board follows.
  auto show = [&] {
    while (true) {
      if (match.game().over()) match.book_game();
      out << json_text(position(program, match, options)) << '\n';
      if (!match.game().over() || match.over()) return;
      match.start_next_game();
    }
  };
  show();
  std::string line;
  int line_number = 0;
  while (std::getline(in, line)) {
    ++line_number;
    const std::string text = trim(line);
    if (text.empty() || text[0] == '#') continue;
    auto fail = [&](const std::string& why) {
      json error = {{"error", why}, {"line", line_number}, {"move", text}};
      out << json_text(error) << '\n';
      out.flush();
      return 2;
    };
    if (match.over())
      return fail(options.match_games > 0 ? "the match is over" : "the game is over");
    std::string why;
    std::optional<Turn> turn = read_turn(match.game(), text, why);
    if (!turn) return fail(why);
    const std::string problem = turn_problem(match.game(), *turn);
    if (!problem.empty()) return fail(problem);
    match.game().play(*turn);
    show();
  }
  out.flush();
  return 0;
}

}  // namespace mancala
