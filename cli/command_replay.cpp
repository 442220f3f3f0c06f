// `mancala replay RECORD`: steps through a recorded game, showing the board
// after each move and, with --events, what happened inside each move.
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <sstream>

#include "analysis/record.hpp"
#include "cli/common.hpp"
#include "interpreter/board_text.hpp"
#include "interpreter/legality.hpp"
#include "interpreter/match.hpp"
#include "interpreter/notation.hpp"

namespace mancala::cli {
namespace {

std::string read_file(const std::string& path, bool& ok) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  ok = static_cast<bool>(in) || in.eof();
  return text.str();
}

// An event in words.
std::string event_text(const RuleProgram& p, const Event& e) {
  const std::string pit = e.pit >= 0 && e.pit < p.pit_count() ? pit_name(p, e.pit)
                          : e.pit >= 0
                              ? (e.pit == p.store_cell(kSouth) ? "South's store" : "North's store")
                              : "";
  switch (e.kind) {
    case EventKind::lap:
      return fmt::format("lap: {} seeds from {}", e.seeds, pit);
    case EventKind::skip:
      return fmt::format("{} skipped", pit);
    case EventKind::capture:
      return fmt::format("captures {} from {} (lap-end rule at line {})", e.seeds, pit,
                         e.rule_line);
    case EventKind::mark_cleared:
      return fmt::format("{} loses its {} mark", pit, p.mark_names.at(e.mark));
    case EventKind::relay:
      return fmt::format("relay: lifts {} from {} (rule at line {})", e.seeds, pit, e.rule_line);
    case EventKind::extra_turn:
      return fmt::format("plays again (lap-end rule at line {})", e.rule_line);
    case EventKind::pass:
      return "passes";
  }
  return "";
}

}  // namespace

Runner register_replay(CLI::App& app) {
  auto* command = app.add_subcommand("replay", "Step through a game record");
  auto path = std::make_shared<std::string>();
  auto events = std::make_shared<bool>(false);
  auto game_number = std::make_shared<int>(0);
  command->add_option("record", *path, "Game record file")->required();
  command->add_flag("--events", *events, "Show what happened inside each move");
  command->add_option("--game", *game_number, "Replay only game N of the record");
  return [path, events, game_number] {
    bool ok = false;
    const std::string text = read_file(*path, ok);
    if (!ok) {
      std::cerr << *path << ": error: cannot read the file\n";
      return 1;
    }
    std::string why;
    std::optional<GameRecord> record = read_record(text, why);
    if (!record) {
      std::cerr << *path << ":" << why << "\n";
      return 1;
    }
    const std::string rules_text = read_file(record->rules, ok);
    if (!ok) {
      std::cerr << fmt::format("{}: error: the record's rule file '{}' cannot be read\n", *path,
                               record->rules);
      return 1;
    }
    if (content_hash(rules_text) != record->rules_hash) {
      std::cerr << fmt::format(
          "{}: error: {} has changed since this record was made (hash {:016x}, now {:016x}); "
          "the moves would be replayed under other rules\n",
          *path, record->rules, record->rules_hash, content_hash(rules_text));
      return 1;
    }
    RuleOptions options;
    options.variant = record->variant;
    for (const auto& [name, value] : record->sets)
      options.sets.push_back(fmt::format("{}={}", name, value));
    std::optional<RuleProgram> program = load_or_report(record->rules, options);
    if (!program) return 1;
    Engine engine(*program);
    // A record of matches replays each match's games in one Match, so that the
    // rebuilds between games are those the rules make.
    std::unique_ptr<Match> match;
    int current_match = -1;
    for (const RecordedGame& recorded : record->games) {
      if (record->match_games > 0 && recorded.match != current_match) {
        match = std::make_unique<Match>(engine, record->match_games);
        current_match = recorded.match;
      } else if (record->match_games > 0) {
        if (!match->game().over() || match->over()) {
          std::cerr << fmt::format("{}: error: match {} has a game {} after its end\n", *path,
                                   recorded.match, recorded.number);
          return 1;
        }
        match->start_next_game();
        if (*events)
          std::cout << fmt::format("\nrebuild before game {}: pits owned South {}, North {}\n",
                                   recorded.number, match->pits()[kSouth], match->pits()[kNorth]);
      }
      Game single(engine);
      Game& game = match ? match->game() : single;
      const bool shown = *game_number == 0 || recorded.number == *game_number;
      if (shown)
        std::cout << fmt::format("{}{} game {} ({} South, {} North)\n\n", program->game_name,
                                 match ? fmt::format(", match {},", recorded.match) : "",
                                 recorded.number, record->south, record->north)
                  << draw_board(*program, game.state());
      for (std::size_t i = 0; i < recorded.moves.size(); ++i) {
        const std::string& text = recorded.moves[i];
        std::optional<Turn> turn = read_turn(game, text, why);
        std::string problem = turn ? turn_problem(game, *turn) : why;
        if (!problem.empty()) {
          std::cerr << fmt::format("{}:{}: error: {} cannot be played: {}\n", *path,
                                   recorded.move_lines[i], text, problem);
          return 1;
        }
        const int mover = game.state().to_move;
        EventLog log;
        game.play(*turn, *events ? &log : nullptr);
        if (!shown) continue;
        std::cout << fmt::format("\n{}. {} plays {}\n", i + 1, mover == kSouth ? "South" : "North",
                                 text);
        for (const Event& e : log) std::cout << "     " << event_text(*program, e) << '\n';
        std::cout << draw_board(*program, game.state());
      }
      if (game.over()) {
        GameResult r = game.result();
        if (shown)
          std::cout << fmt::format("\nresult: South {}, North {}: {}\n", r.south, r.north,
                                   r.winner < 0         ? "draw"
                                   : r.winner == kSouth ? "South wins"
                                                        : "North wins");
        if (match) {
          match->book_game();
          if (match->over() && shown)
            std::cout << fmt::format("match over: {}\n", match->winner() < 0 ? "a draw"
                                                         : match->winner() == kSouth
                                                             ? "South wins"
                                                             : "North wins");
        }
      } else if (shown) {
        std::cout << "\nthe record stops before the game ends\n";
      }
    }
    return 0;
  };
}

}  // namespace mancala::cli
