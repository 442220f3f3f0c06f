// `mancala play FILE`: a person plays in the terminal, against a person or a
// player (any spec: random, greedy, alphabeta, mcts), a game or (with --match)
// a match; two players may also play each other. Moves may be typed in either
// case, openings in any order; `undo` takes back the last own move, `exit`
// (or the end of the input) stops.
#include <fmt/format.h>

#include <iostream>

#include "agents/player_spec.hpp"
#include "agents/random_agent.hpp"
#include "cli/common.hpp"
#include "interpreter/match.hpp"
#include "presentation/board_text.hpp"
#include "presentation/event_text.hpp"
#include "presentation/legality.hpp"
#include "presentation/notation.hpp"

namespace mancala::cli {
namespace {

// "a draw" or "South wins".
std::string outcome_text(Winner winner) {
  return winner ? std::string(side_name(*winner)) + " wins" : "a draw";
}

// What `play` was asked.
struct PlayOptions {
  std::string file;
  RuleOptions rules;
  std::string south = "human", north = "human";  // "human" or a player spec
  std::uint64_t seed = 1;
  std::string record_path;
  std::string first;     // "S", "N" or "" (as the rules say)
  int match = 0;         // > 0: a match of up to this many games
  int max_plies = 1000;  // the same default as simulate
};

// The legal moves, compactly: "S1 S2 S4", "S3x1..5 S4x1..2", "pass".
std::string compact_legal(const RuleProgram& p, const MoveList& legal) {
  std::string out;
  for (int i = 0; i < legal.size; ++i) {
    const Move& m = legal[i];
    std::string item = move_text(p, m);
    if (!m.pass && m.amount > 0) {
      int j = i;
      while (j + 1 < legal.size && legal[j + 1].pit == m.pit && !legal[j + 1].pass &&
             legal[j + 1].amount == legal[j].amount + 1)
        ++j;
      if (j > i) item = fmt::format("{}..{}", item, legal[j].amount);
      i = j;
    }
    out += (out.empty() ? "" : " ") + item;
  }
  return out;
}

// One turn played, and by whom (to undo a person's last move and the
// players' answers to it).
struct Played {
  Turn turn;
  bool by_person = false;
};

// The match after the turns, played again from the start; with `games`, the
// record of each game (the last one's result left to the caller).
std::unique_ptr<Match> replay_turns(const Engine& engine, const PlayOptions& o,
                                    const std::vector<Played>& turns,
                                    std::vector<RecordedGame>* games = nullptr) {
  const std::optional<Side> first =
      o.first.empty() ? std::nullopt : std::optional<Side>(o.first == "S" ? kSouth : kNorth);
  auto match = std::make_unique<Match>(engine, std::max(1, o.match), first);
  const RuleProgram& p = engine.program();
  auto open_game = [&] {
    if (!games) return;
    RecordedGame g;
    g.match = o.match > 0 ? 1 : 0;
    g.number = match->game_number();
    games->push_back(g);
  };
  open_game();
  for (const Played& played : turns) {
    if (match->game().over()) {
      const GameResult r = match->game().result();
      if (games) games->back().result = result_text(r.south, r.north, r.winner);
      match->book_game();
      match->start_next_game();
      open_game();
    }
    if (games) games->back().moves.push_back(turn_text(p, played.turn));
    match->game().play(played.turn);
  }
  return match;
}

int play(const PlayOptions& o) {
  // Each side: a person ("human") or a player, seeded with derive_seed(seed, side).
  PerSide<std::unique_ptr<Player>> players;
  PerSide<std::string> who;  // as records and messages name them
  PerSide<PlayerSpec> specs;
  PerSide<const std::string*> typed;
  typed[kSouth] = &o.south;
  typed[kNorth] = &o.north;
  for (const Side side : kSides) {
    who[side] = *typed[side];
    if (who[side] == "human") continue;
    PlayerSpec& spec = specs[side];
    if (!read_player_option(who[side], side == kSouth ? "--south" : "--north", spec,
                            "  human: a person at the terminal"))
      return 1;
    who[side] = player_spec_text(spec);
    players[side] = make_player(spec, derive_seed(o.seed, static_cast<std::uint64_t>(index(side))));
  }
  std::optional<LoadedRules> loaded = load_rule_set(o.file, o.rules);
  if (!loaded) return 1;
  for (const Side side : kSides)
    if (players[side] &&
        !check_player_fits(*loaded, specs[side], side == kSouth ? "--south" : "--north"))
      return 1;
  // Before the first move: a game typed in full must not be lost to a record
  // path that cannot be written.
  if (!o.record_path.empty() && !check_writable(o.record_path, "--record")) return 1;
  const RuleProgram& p = loaded->program;
  Engine engine(p);
  std::vector<Played> turns;
  std::size_t game_start = 0;  // the first turn of the current game
  std::unique_ptr<Match> match = replay_turns(engine, o, turns);
  // Examples of openings for 'help' on a person's opening turn (seeded as a
  // random player of that side would be).
  PerSide<RandomAgent> hints{
      {RandomAgent(derive_seed(o.seed, 0)), RandomAgent(derive_seed(o.seed, 1))}};
  PerSide<bool> is_agent;
  for (const Side side : kSides) is_agent[side] = players[side] != nullptr;

  // Saves the record (if asked) with the turns so far; `code` is passed through.
  auto finish = [&](int code) {
    if (o.record_path.empty()) return code;
    GameRecord record = record_header(o.file, o.rules, o.seed, who[kSouth], who[kNorth]);
    record.match_games = o.match;
    if (!o.first.empty()) record.first_player = o.first == "S" ? kSouth : kNorth;
    replay_turns(engine, o, turns, &record.games);
    const Game& game = match->game();
    record.games.back().result =
        game.over() ? result_text(game.result().south, game.result().north, game.result().winner)
                    : "unfinished";
    if (!save_record(o.record_path, record)) return 1;
    std::cout << "game saved to " << o.record_path << '\n';
    return code;
  };

  std::cout << fmt::format(
      "{} — moves are written S1..S{n} / N1..N{n}{}; 'help' lists the legal moves, 'undo' "
      "takes back the last move typed (and the players' answers), 'exit' stops.\n",
      p.game_name, p.partial_harvest ? ", with an amount as in S3x2" : "",
      fmt::arg("n", p.pits_per_row));
  while (true) {
    Game& game = match->game();
    const int plies = static_cast<int>(turns.size() - game_start);
    const bool cut = !game.over() && plies >= o.max_plies;
    if (game.over() || cut) {
      std::cout << '\n' << draw_board(p, game.state());
      if (cut) {
        std::cout << fmt::format(
            "The game is cut after {} moves (--max-plies {}): it is unfinished.\n", plies,
            o.max_plies);
        return finish(0);
      }
      const GameResult r = game.result();
      std::cout << fmt::format("Game over after {} moves. South {}, North {}: {}\n", plies, r.south,
                               r.north, outcome_text(r.winner));
      if (o.match == 0) return finish(0);
      match->book_game();
      if (match->over()) {
        std::cout << fmt::format("Match over after {} games: {}\n", match->games_played(),
                                 outcome_text(match->winner()));
        return finish(0);
      }
      match->start_next_game();
      game_start = turns.size();
      std::cout << fmt::format(
          "\nGame {} of the match (at most {}): pits owned South {}, "
          "North {}\n",
          match->game_number(), o.match, match->pits()[kSouth], match->pits()[kNorth]);
      continue;
    }
    const State& s = game.state();
    const Side mover = s.to_move;
    std::cout << '\n' << draw_board(p, s);
    std::cout << fmt::format("  move {}: {} to play", plies + 1, side_name(mover));
    if (game.opening_turn())
      std::cout << fmt::format(
          "; opening: empty {} of your occupied pits and place their seeds anywhere, as in "
          "S5+S6>S1:6,N2:4 ({} legal openings)\n",
          p.opening_empty, game.legal_count());
    else if (game.legal().size == 1 && game.legal()[0].pass)
      std::cout << fmt::format("; {} has no move and must pass: type 'pass'\n", side_name(mover));
    else
      std::cout << "; legal: " << compact_legal(p, game.legal()) << '\n';
    Turn turn;
    if (is_agent[mover]) {
      turn = players[mover]->choose(game);
    } else {
      bool undone = false;
      while (true) {
        std::cout << side_name(mover) << "> " << std::flush;
        std::string line;
        if (!std::getline(std::cin, line)) {
          std::cout << "\ninput ended; the game was not finished\n";
          return finish(0);
        }
        const auto begin = line.find_first_not_of(" \t\r");
        if (begin == std::string::npos) continue;
        line = line.substr(begin, line.find_last_not_of(" \t\r") - begin + 1);
        std::string command = line;
        for (char& c : command) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        if (command == "quit" || command == "exit") return finish(0);
        if (command == "help" || command == "?") {
          if (game.opening_turn())
            std::cout << game.legal_count() << " legal openings, e.g. "
                      << turn_text(p, hints[mover].choose(game)) << '\n';
          else
            std::cout << "legal: " << compact_legal(p, game.legal()) << '\n';
          continue;
        }
        if (command == "undo") {
          std::size_t last_own = turns.size();
          for (std::size_t i = turns.size(); i > game_start; --i)
            if (turns[i - 1].by_person) {
              last_own = i - 1;
              break;
            }
          if (last_own == turns.size()) {
            std::cout << "nothing to undo in this game\n";
            continue;
          }
          std::cout << fmt::format("took back {} move{}\n", turns.size() - last_own,
                                   turns.size() - last_own == 1 ? "" : "s");
          turns.resize(last_own);
          match = replay_turns(engine, o, turns);
          undone = true;
          break;
        }
        std::string why;
        std::optional<Turn> typed = read_turn(game, normalise_typed_turn(p, line), why);
        if (!typed) {
          std::cout << why << '\n';
          continue;
        }
        const std::string problem = turn_problem(game, *typed);
        if (!problem.empty()) {
          std::cout << problem << '\n';
          continue;
        }
        turn = *typed;
        break;
      }
      if (undone) continue;
    }
    EventLog log;
    game.play(turn, &log);
    turns.push_back({turn, !is_agent[mover]});
    const std::string events = events_line(p, log, o.file);
    std::cout << fmt::format("{}{} plays {}{}\n", side_name(mover),
                             is_agent[mover] ? " (" + who[mover] + ")" : "", turn_text(p, turn),
                             events.empty() ? "" : ": " + events);
  }
}

}  // namespace

Runner register_play(CLI::App& app) {
  auto* command = app.add_subcommand("play", "Play a game in the terminal");
  auto o = std::make_shared<PlayOptions>();
  command->add_option("file", o->file, "Rule file")->required();
  add_rule_options(*command, o->rules);
  command
      ->add_option("--south", o->south,
                   "Who plays South: human or a player, e.g. alphabeta:depth=6 (see "
                   "docs/players.md)")
      ->capture_default_str();
  command->add_option("--north", o->north, "Who plays North: human or a player")
      ->capture_default_str();
  command->add_option("--seed", o->seed, "Seed of the players")
      ->capture_default_str()
      ->check(seed_number());
  command->add_option("--record", o->record_path, "Save the game to this record file");
  command->add_option("--first", o->first, "Who moves first in the first game: S or N")
      ->check(CLI::IsMember({"S", "N"}));
  command->add_option("--match", o->match, "Play a match of up to N games")
      ->check(whole_number(1, 100000));
  command->add_option("--max-plies", o->max_plies, "Cut a game at this many moves (unfinished)")
      ->capture_default_str()
      ->check(whole_number(1, 100000000));
  return [o] { return play(*o); };
}

}  // namespace mancala::cli
