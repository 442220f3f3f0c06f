// `mancala play FILE`: a person plays in the terminal, against a person or the random agent.
#include <fmt/format.h>

#include <iostream>

#include "agents/random_agent.hpp"
#include "cli/common.hpp"
#include "interpreter/board_text.hpp"
#include "interpreter/legality.hpp"
#include "interpreter/notation.hpp"

namespace mancala::cli {
namespace {

const char* name(int player) {
  return player == kSouth ? "South" : "North";
}

std::string legal_list(const RuleProgram& program, const MoveList& legal) {
  std::string out;
  for (const Move& m : legal) out += (out.empty() ? "" : " ") + move_text(program, m);
  return out;
}

}  // namespace

Runner register_play(CLI::App& app) {
  auto* command = app.add_subcommand("play", "Play a game in the terminal");
  auto file = std::make_shared<std::string>();
  auto rules = std::make_shared<RuleOptions>();
  auto south = std::make_shared<std::string>("human");
  auto north = std::make_shared<std::string>("human");
  auto seed = std::make_shared<std::uint64_t>(1);
  command->add_option("file", *file, "Rule file")->required();
  add_rule_options(*command, *rules);
  command->add_option("--south", *south, "Who plays South: human or random")
      ->check(CLI::IsMember({"human", "random"}))
      ->capture_default_str();
  command->add_option("--north", *north, "Who plays North: human or random")
      ->check(CLI::IsMember({"human", "random"}))
      ->capture_default_str();
  command->add_option("--seed", *seed, "Seed of the random agent")
      ->capture_default_str()
      ->check(seed_number());
  auto record_path = std::make_shared<std::string>();
  command->add_option("--record", *record_path, "Save the game to this record file");
  return [file, rules, south, north, seed, record_path] {
    std::optional<RuleProgram> program = load_or_report(*file, *rules);
    if (!program) return 1;
    Engine engine(*program);
    Game game(engine);
    GameRecord record = record_header(*file, *rules, *seed, *south, *north);
    record.games.emplace_back();
    // Saves the record (if asked) with the moves so far; `code` is passed through.
    auto finish = [&](int code) {
      if (record_path->empty()) return code;
      if (game.over()) {
        GameResult r = game.result();
        record.games.back().result = result_text(r.south, r.north, r.winner);
      } else {
        record.games.back().result = "unfinished";
      }
      if (!save_record(*record_path, record)) return 1;
      std::cout << "game saved to " << *record_path << '\n';
      return code;
    };
    RandomAgent agents[2] = {RandomAgent(derive_seed(*seed, 0)),
                             RandomAgent(derive_seed(*seed, 1))};
    const bool is_agent[2] = {*south == "random", *north == "random"};
    std::cout << fmt::format(
        "{} — moves are written S1..S{n} / N1..N{n}{}; 'help' lists the "
        "legal moves, 'quit' stops.\n",
        program->game_name, program->partial_harvest ? ", with an amount as in S3x2" : "",
        fmt::arg("n", program->pits_per_row));
    while (!game.over()) {
      const State& s = game.state();
      std::cout << '\n' << draw_board(*program, s);
      std::cout << fmt::format("  move {}: {} to play\n", s.ply + 1, name(s.to_move));
      Turn turn;
      if (game.opening_turn())
        std::cout << fmt::format(
            "  opening: empty {} of your occupied pits and place their seeds anywhere, as in "
            "S5+S6>S1:6,N2:4\n",
            program->opening_empty);
      if (is_agent[s.to_move]) {
        turn = agents[s.to_move].choose(game);
        std::cout << fmt::format("{} (random) plays {}\n", name(s.to_move),
                                 turn_text(*program, turn));
      } else {
        while (true) {
          std::cout << name(s.to_move) << "> " << std::flush;
          std::string line;
          if (!std::getline(std::cin, line)) {
            std::cout << "\ninput ended; the game was not finished\n";
            return finish(1);
          }
          auto begin = line.find_first_not_of(" \t\r");
          if (begin == std::string::npos) continue;
          line = line.substr(begin, line.find_last_not_of(" \t\r") - begin + 1);
          if (line == "quit") return finish(0);
          if (line == "help" || line == "?") {
            if (game.opening_turn())
              std::cout << game.legal_count() << " legal openings\n";
            else
              std::cout << "legal moves: " << legal_list(*program, game.legal()) << '\n';
            continue;
          }
          std::string why;
          std::optional<Turn> typed = read_turn(game, line, why);
          if (!typed) {
            std::cout << why << '\n';
            continue;
          }
          const std::string problem = turn_problem(game, *typed);
          if (!problem.empty()) {
            std::cout << problem << '\n';
            if (!game.opening_turn())
              std::cout << "legal moves: " << legal_list(*program, game.legal()) << '\n';
            continue;
          }
          turn = *typed;
          break;
        }
      }
      const int mover = game.state().to_move;
      const int store_before = game.state().cells[program->store_cell(mover)];
      record.games.back().moves.push_back(turn_text(*program, turn));
      MoveOutcome outcome = game.play(turn);
      if (outcome.captured)
        std::cout << fmt::format("{} captures {}\n", name(mover),
                                 game.state().cells[program->store_cell(mover)] - store_before);
      if (outcome.extra_turn && !game.over())
        std::cout << name(game.state().to_move) << " plays again\n";
    }
    std::cout << '\n' << draw_board(*program, game.state());
    GameResult r = game.result();
    std::cout << fmt::format("Game over after {} moves. South {}, North {}: {}\n", game.state().ply,
                             r.south, r.north,
                             r.winner < 0 ? "a draw" : std::string(name(r.winner)) + " wins");
    return finish(0);
  };
}

}  // namespace mancala::cli
