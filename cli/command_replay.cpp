// `mancala replay RECORD`: steps through a recorded game, showing the board
// after each move and, with --events, what happened inside each move. The rule
// set is checked against the record's hash before any move, and each game's
// recorded result against the replay.
#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/common.hpp"
#include "interpreter/match.hpp"
#include "io/record.hpp"
#include "presentation/board_text.hpp"
#include "presentation/event_text.hpp"
#include "presentation/legality.hpp"
#include "presentation/notation.hpp"

namespace mancala::cli {
namespace {

namespace fs = std::filesystem;

// What `replay` was asked.
struct ReplayOptions {
  std::string path;
  std::string rules;  // --rules: the rule file to use instead of the recorded one
  bool events = false;
  int game = 0;  // --game N: only the Nth game of the record
  int to = -1;   // --to N: stop after move N
  bool step = false;
};

// Finds the rule file of a record whose rule set still has the recorded hash:
// --rules when given; else the recorded path, relative to the record's folder,
// then as written. Prints why not and returns nothing on failure.
std::optional<std::string> find_rules(const ReplayOptions& o, const GameRecord& record) {
  std::vector<std::string> candidates;
  if (!o.rules.empty()) {
    candidates.push_back(o.rules);
  } else {
    const fs::path recorded(record.rules);
    const fs::path beside = fs::path(o.path).parent_path() / recorded;
    if (recorded.is_relative() && !fs::path(o.path).parent_path().empty())
      candidates.push_back(beside.lexically_normal().string());
    candidates.push_back(record.rules);
  }
  std::optional<std::pair<std::string, std::uint64_t>> changed;
  for (const std::string& candidate : candidates) {
    std::error_code ec;
    if (!fs::is_regular_file(candidate, ec)) continue;
    const std::optional<std::uint64_t> hash = rule_set_hash(candidate);
    if (!hash) continue;
    if (*hash == record.rules_hash) return candidate;
    if (!changed) changed = {candidate, *hash};
  }
  if (changed) {
    std::cerr << fmt::format(
        "{}: error: the rules in {} (with every file it extends) have changed since this record "
        "was made (hash {:016x}, now {:016x}); the moves would be replayed under other rules\n",
        o.path, changed->first, record.rules_hash, changed->second);
  } else {
    std::string looked;
    for (const std::string& c : candidates) looked += (looked.empty() ? "" : ", ") + c;
    std::cerr << fmt::format(
        "{}: error: the record's rule file '{}' cannot be read (looked for {}); name it with "
        "--rules PATH\n",
        o.path, o.rules.empty() ? record.rules : o.rules, looked);
  }
  return std::nullopt;
}

const char* winner_words(Winner winner) {
  return !winner ? "draw" : *winner == kSouth ? "South wins" : "North wins";
}

// Waits for Enter before the next move; false when the user quits (or input ends).
bool wait_for_enter() {
  std::cout << "  [Enter: next move, q: quit] " << std::flush;
  std::string line;
  if (!std::getline(std::cin, line)) {
    std::cout << '\n';
    return false;
  }
  return line != "q" && line != "quit";
}

int replay(const ReplayOptions& o) {
  const dsl::SourceRead read = dsl::read_source(o.path);
  if (!read.file) {
    std::cerr << fmt::format("{}: error: cannot read the file: {}\n", o.path, read.error);
    return 1;
  }
  dsl::Diagnostics diags(read.file);
  std::optional<GameRecord> record = read_record(diags);
  if (!record) {
    std::cerr << diags.format();
    return 1;
  }
  const int games = static_cast<int>(record->games.size());
  if (o.game > games) {
    std::cerr << fmt::format("{}: error: --game {}: the record holds {} game{}\n", o.path, o.game,
                             games, games == 1 ? "" : "s");
    return 1;
  }
  if (o.to >= 0 && o.game == 0 && games > 1) {
    std::cerr << fmt::format("{}: error: --to needs --game N: the record holds {} games\n", o.path,
                             games);
    return 1;
  }
  if (!record->truncated.empty())
    std::cerr << fmt::format("{}: warning: {}; it is replayed as far as it goes\n", o.path,
                             record->truncated);
  const std::optional<std::string> rules_path = find_rules(o, *record);
  if (!rules_path) return 1;
  RuleOptions options;
  options.variant = record->variant;
  for (const auto& [name, value] : record->sets)
    options.sets.push_back(fmt::format("{}={}", name, value));
  std::optional<RuleProgram> program = load_or_report(*rules_path, options);
  if (!program) return 1;
  Engine engine(*program);
  // A record of matches replays each match's games in one Match, so that the
  // rebuilds between games are those the rules make. The reader has checked
  // that matches and games are numbered 1, 2, ... in order.
  std::unique_ptr<Match> match;
  for (int index = 0; index < games; ++index) {
    const RecordedGame& recorded = record->games[static_cast<std::size_t>(index)];
    const bool shown = o.game == 0 || index + 1 == o.game;
    if (record->match_games == 0 || recorded.number == 1) {
      // Separate games are each a match of one game.
      match =
          std::make_unique<Match>(engine, std::max(1, record->match_games), record->first_player);
    } else {
      if (!match->game().over() || match->over()) {
        diags.error({recorded.line, 1}, fmt::format("match {} has a game {} after its end",
                                                    recorded.match, recorded.number));
        std::cerr << diags.format();
        return 1;
      }
      match->start_next_game();
      if (o.events && shown)
        std::cout << fmt::format("\nrebuild before game {}: pits owned South {}, North {}\n",
                                 recorded.number, match->pits()[kSouth], match->pits()[kNorth]);
    }
    Game& game = match->game();
    const int moves = static_cast<int>(recorded.moves.size());
    if (shown && o.to > moves) {
      std::cerr << fmt::format("{}: error: --to {}: game {} has {} move{}\n", o.path, o.to,
                               index + 1, moves, moves == 1 ? "" : "s");
      return 1;
    }
    const int last_move = shown && o.to >= 0 ? o.to : moves;
    const bool quiet_until_to = o.to > 0;
    if (shown)
      std::cout << fmt::format(
          "{}{} game {} ({} South, {} North)\n", program->game_name,
          record->match_games > 0 ? fmt::format(", match {},", recorded.match) : "",
          recorded.number, record->south, record->north);
    if (shown && !quiet_until_to) std::cout << '\n' << draw_board(*program, game.state());
    for (int i = 0; i < (shown ? last_move : moves); ++i) {
      const std::string& move_text = recorded.moves[static_cast<std::size_t>(i)];
      const bool show_move = shown && (!quiet_until_to || i + 1 == last_move);
      if (show_move && o.step && !quiet_until_to && !wait_for_enter()) return 0;
      std::string why;
      std::optional<Turn> turn = read_turn(game, move_text, why);
      std::string problem = turn ? turn_problem(game, *turn) : why;
      if (!problem.empty()) {
        const auto at = static_cast<std::size_t>(i);
        diags.error({recorded.move_lines[at], recorded.move_columns[at]},
                    fmt::format("move {}, {}, cannot be played: {}", i + 1, move_text, problem));
        std::cerr << diags.format();
        return 1;
      }
      const Side mover = game.state().to_move;
      EventLog log;
      game.play(*turn, o.events ? &log : nullptr);
      if (!show_move) continue;
      std::cout << fmt::format("\n{}. {} plays {}\n", i + 1, side_name(mover), move_text);
      for (const Event& e : log)
        std::cout << "     " << event_text(*program, e, *rules_path) << '\n';
      std::cout << draw_board(*program, game.state());
    }
    if (shown && o.to >= 0) return 0;  // the position asked for is shown
    // The replay must end as the record says.
    const std::string replayed =
        !game.over() ? "unfinished"
                     : result_text(game.result().south, game.result().north, game.result().winner);
    if (!recorded.result.empty() && recorded.result != replayed) {
      diags.error({recorded.result_line, recorded.result_column},
                  fmt::format("game {} is recorded as '{}', but its moves give '{}'{}", index + 1,
                              recorded.result, replayed,
                              game.over() ? "" : " (the game is not over after them)"));
      std::cerr << diags.format();
      return 1;
    }
    if (game.over()) {
      GameResult r = game.result();
      if (shown)
        std::cout << fmt::format("\nresult: South {}, North {}: {}\n", r.south, r.north,
                                 winner_words(r.winner));
      if (record->match_games > 0) {
        match->book_game();
        if (match->over() && shown)
          std::cout << fmt::format("match over: {}\n",
                                   !match->winner()
                                       ? std::string("a draw")
                                       : std::string(side_name(*match->winner())) + " wins");
      }
    } else if (shown) {
      std::cout << "\nthe record stops before the game ends\n";
    }
  }
  return 0;
}

}  // namespace

Runner register_replay(CLI::App& app) {
  auto* command = app.add_subcommand("replay", "Step through a game record");
  auto o = std::make_shared<ReplayOptions>();
  command->add_option("record", o->path, "Game record file")->required();
  command->add_flag("--events", o->events, "Show what happened inside each move");
  command->add_option("--game", o->game, "Replay only the Nth game of the record")
      ->check(whole_number(1, 100000000));
  command->add_option("--to", o->to, "Show the board after move N of the game, and stop")
      ->check(whole_number(0, 100000000));
  command->add_option("--rules", o->rules,
                      "The rule file to use (by default the recorded one, looked for beside "
                      "the record, then as written)");
  command->add_flag("--step", o->step,
                    "Wait for Enter before each move (the default when standard input and "
                    "output are terminals)");
  return [o] {
    ReplayOptions options = *o;
    if (isatty(STDIN_FILENO) && isatty(STDOUT_FILENO)) options.step = true;
    return replay(options);
  };
}

}  // namespace mancala::cli
