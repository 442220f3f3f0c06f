#pragma once
// Many games between two players (random against random unless told), with
// summary figures.
#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "agents/player_spec.hpp"
#include "interpreter/program.hpp"
#include "io/record.hpp"

namespace mancala {

// How to run a batch of games.
struct SimulationOptions {
  int games = 1000;
  std::uint64_t seed = 1;
  int max_plies = 1000;         // games still running at this ply count are "unfinished"
  int threads = 1;              // results do not depend on it
  PlayerSpec south{}, north{};  // who plays each side (random by default)
  // When set, the two players change sides in every odd-numbered game (or
  // match) index: game 1 as given, game 2 swapped, and so on.
  bool alternate = false;
};

// The two players of a batch, built once (per thread) and reseeded for every
// game or match. Seeds: game (or match) `index` of a run seeded with `seed`
// has the seed G = derive_seed(seed, index). When both sides are `random`,
// one generator seeded with G chooses for both sides (as in every earlier
// version, so that records of random games stay the same); otherwise South's
// player is seeded with derive_seed(G, 0) and North's with derive_seed(G, 1)
// (by side: with `alternate`, whichever player plays that side).
// Players keep their state across the games of one match.
class GamePlayers {
 public:
  GamePlayers(const PlayerSpec& south, const PlayerSpec& north);
  // Reseeds both players for game (or match) `index` of a run seeded with
  // `seed`; with `swapped`, the first player (`south` above) plays North.
  void start(std::uint64_t seed, int index, bool swapped = false);
  Player& side(Side player) {
    return *players_[shared_ ? 0 : index(swapped_ ? opponent(player) : player)];
  }

 private:
  bool shared_;
  bool swapped_ = false;
  std::array<std::unique_ptr<Player>, 2> players_;
};

struct GameSummary;
struct MatchSummary;

// How a caller follows and stops a batch while it runs.
struct RunControl {
  // When set, games are recorded: called with the games of each game (or
  // match) in game order, one call at a time, whatever the thread count; the
  // moves are not kept after the call, so a long batch stays small in memory.
  std::function<void(std::vector<RecordedGame>&&)> on_recorded;
  // Called once per finished game (or match), one call at a time.
  std::function<void()> on_done;
  // When set, called with every game's summary (or every match's), in game
  // order, one call at a time, whatever the thread count.
  std::function<void(const GameSummary&)> on_game;
  std::function<void(const MatchSummary&)> on_match;
  // Asked before each game starts (from any thread); once it says true, no
  // new game starts, and the report covers the games finished in order
  // before it (the same games the records hold).
  std::function<bool()> stop;
};

// One finished (or cut) game.
struct GameSummary {
  int plies = 0;
  bool finished = false;
  Winner winner;          // none for a draw (finished games only)
  PerSide<int> captured;  // stores at the end, before the final sweep
  PerSide<int> totals;    // final totals (finished games only)
  bool swapped = false;   // the players had changed sides (SimulationOptions::alternate)
  // Per-game figures of `compare` (defined in docs/compare.md; see GameTally).
  Side first = kSouth;         // the side that moved first
  int turns = 0;               // plies, an extra turn joined to the turn that earned it
  PerSide<int> capture_seeds;  // seeds each side took by capture rules
  double branching = 0;        // mean number of legal moves over the positions moved from
  int lead_changes = 0;        // the strict leader by score changed sides
  double lead_for_good = -1;   // ply / plies when the winner took the lead for good (-1: no winner)
};

// Figures over a batch.
struct SimulationReport {
  int games = 0;
  int south_wins = 0;
  int north_wins = 0;
  int draws = 0;
  int unfinished = 0;
  double mean_plies = 0;
  double median_plies = 0;
  PerSide<double> mean_captured;
  // Wins of the first player (options.south) and the second (options.north),
  // by the side they played: player_wins[player][side], player 0 the first.
  std::array<PerSide<int>, 2> player_wins;
};

// One match between two players.
struct MatchSummary {
  bool finished = false;  // false when a game reached the ply cap
  Winner winner;          // none for a draw (finished matches only)
  int games = 0;
  PerSide<int> game_wins;  // games won (unweighted)
  int game_draws = 0;
  std::vector<int> south_pits;      // pits South owns after each game's rebuild
  bool swapped = false;             // the players had changed sides (SimulationOptions::alternate)
  std::vector<GameSummary> played;  // each game of the match, in order (the last may be cut)
};

// Figures over a batch of matches.
struct MatchReport {
  int matches = 0;
  int south_wins = 0;
  int north_wins = 0;
  int draws = 0;
  int unfinished = 0;
  double mean_games = 0;
  PerSide<int> game_wins;
  int game_draws = 0;
  std::vector<double> mean_south_pits;      // after game 1, 2, ... (over matches that got there)
  std::vector<int> reached;                 // how many matches played game 1, 2, ...
  std::array<PerSide<int>, 2> player_wins;  // matches won, as in SimulationReport
};

// Plays match `index` (up to `max_games` games) of a run seeded with `seed`.
// When `games` is given, each game (moves and result) is appended there.
MatchSummary play_match(const RuleProgram& program, GamePlayers& players, std::uint64_t seed,
                        int index, int max_games, int max_plies,
                        std::vector<RecordedGame>* games = nullptr, bool swapped = false);
MatchSummary play_random_match(const RuleProgram& program, std::uint64_t seed, int index,
                               int max_games, int max_plies,
                               std::vector<RecordedGame>* games = nullptr);

// Plays `options.games` matches of up to `max_games` games each and summarises them.
MatchReport simulate_matches(const RuleProgram& program, const SimulationOptions& options,
                             int max_games, const RunControl& control = {});

// Plays game `index` of a run seeded with `seed` between `players` (the
// second one as South when `swapped`).
// When `moves` is given, the game's moves are written there in notation.
GameSummary play_game(const RuleProgram& program, GamePlayers& players, std::uint64_t seed,
                      int index, int max_plies, std::vector<std::string>* moves = nullptr,
                      bool swapped = false);
// The same, random against random.
GameSummary play_random_game(const RuleProgram& program, std::uint64_t seed, int index,
                             int max_plies, std::vector<std::string>* moves = nullptr);

// Plays the batch and summarises it.
SimulationReport simulate(const RuleProgram& program, const SimulationOptions& options,
                          const RunControl& control = {});

// Summarises per-game results (in game order).
SimulationReport summarise(const std::vector<GameSummary>& games);

}  // namespace mancala
