#include "analysis/trace_session.hpp"

#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "interpreter/game.hpp"
#include "interpreter/legality.hpp"
#include "interpreter/notation.hpp"

namespace mancala {
namespace {

using nlohmann::json;

const char* side(int player) {
  return player == kSouth ? "S" : "N";
}

// The running match: games played, wins, and the game in progress.
class TraceMatch {
 public:
  TraceMatch(const RuleProgram& program, const TraceOptions& options)
      : program_(program), engine_(program), options_(options) {
    start_game();
  }

  Game& game() { return *game_; }
  bool finished() const { return match_over_; }

  json position() const {
    const State& s = game_->state();
    json j;
    j["ply"] = s.ply;
    j["game"] = game_number_;
    j["to_move"] = game_->over() ? json(nullptr) : json(side(s.to_move));
    json pits = json::array(), owners = json::array();
    for (int c = 0; c < program_.pit_count(); ++c) {
      pits.push_back(s.cells[c]);
      owners.push_back(side(s.owner(c)));
    }
    j["pits"] = pits;
    j["owners"] = owners;
    j["stores"] = {{"S", s.cells[program_.store_cell(kSouth)]},
                   {"N", s.cells[program_.store_cell(kNorth)]}};
    json marks = json::object();
    for (std::size_t m = 0; m < program_.mark_names.size(); ++m) {
      json marked = json::array();
      for (int c = 0; c < program_.pit_count(); ++c)
        if ((s.marks[m] >> c) & 1) marked.push_back(pit_name(program_, c));
      if (!marked.empty()) marks[program_.mark_names[m]] = marked;
    }
    j["marks"] = marks;
    const MoveList& legal = game_->legal();
    j["legal_count"] = legal.size;
    if (legal.size <= 1000) {
      json moves = json::array();
      for (const Move& m : legal) moves.push_back(move_text(program_, m));
      j["legal"] = moves;
    }
    j["over"] = game_->over();
    if (game_->over()) {
      GameResult r = game_->result();
      j["result"] = {
          {"S", r.south}, {"N", r.north}, {"winner", r.winner < 0 ? "draw" : side(r.winner)}};
    }
    if (options_.match_games > 0) {
      j["match_over"] = match_over_;
      if (match_over_) {
        j["match_result"] = {{"winner", wins_[0] > wins_[1]   ? "S"
                                        : wins_[1] > wins_[0] ? "N"
                                                              : "draw"},
                             {"games", games_played_},
                             {"wins", {{"S", wins_[0]}, {"N", wins_[1]}}},
                             {"draws", draws_}};
      }
    }
    return j;
  }

  // Called after every move: books a finished game; returns true when a new game starts.
  bool after_move() {
    if (!game_->over()) return false;
    ++games_played_;
    GameResult r = game_->result();
    if (r.winner < 0)
      ++draws_;
    else
      ++wins_[r.winner];
    if (options_.match_games == 0 || games_played_ >= options_.match_games) {
      match_over_ = true;
      return false;
    }
    return true;
  }

  void start_game() {
    ++game_number_;
    State start = engine_.initial_state();
    if (options_.first_player >= 0 && game_number_ == 1)
      start.to_move = static_cast<std::uint8_t>(options_.first_player);
    else if (game_number_ > 1)
      start.to_move = kSouth;  // no match rules: every game from the setup, South first
    game_ = std::make_unique<Game>(engine_, start);
  }

 private:
  const RuleProgram& program_;
  Engine engine_;
  TraceOptions options_;
  std::unique_ptr<Game> game_;
  int game_number_ = 0;
  int games_played_ = 0;
  int wins_[2] = {0, 0};
  int draws_ = 0;
  bool match_over_ = false;
};

std::string trim(const std::string& text) {
  const auto begin = text.find_first_not_of(" \t\r\n");
  if (begin == std::string::npos) return {};
  const auto end = text.find_last_not_of(" \t\r\n");
  return text.substr(begin, end - begin + 1);
}

}  // namespace

int run_trace(const RuleProgram& program, const TraceOptions& options, std::istream& in,
              std::ostream& out) {
  TraceMatch match(program, options);
  out << match.position().dump() << '\n';
  // A game that is over before its first move still counts as played.
  if (match.game().over() && match.after_move()) {
    match.start_game();
    out << match.position().dump() << '\n';
  }
  std::string line;
  int line_number = 0;
  while (std::getline(in, line)) {
    ++line_number;
    const std::string text = trim(line);
    if (text.empty() || text[0] == '#') continue;
    auto fail = [&](const std::string& why) {
      json error = {{"error", why}, {"line", line_number}, {"move", text}};
      out << error.dump() << '\n';
      out.flush();
      return 2;
    };
    if (match.game().over() || match.finished())
      return fail(options.match_games > 0 ? "the match is over" : "the game is over");
    std::string why;
    std::optional<Move> move = read_move(match.game(), text, why);
    if (!move) return fail(why);
    if (!match.game().is_legal(*move)) return fail(why_illegal(match.game(), *move));
    match.game().play(*move);
    bool next_game = match.after_move();
    out << match.position().dump() << '\n';
    if (next_game) {
      match.start_game();
      out << match.position().dump() << '\n';
    }
  }
  out.flush();
  return 0;
}

}  // namespace mancala
