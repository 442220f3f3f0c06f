#include "analysis/simulation.hpp"

#include <algorithm>
#include <atomic>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

#include "analysis/game_tally.hpp"
#include "interpreter/game.hpp"
#include "interpreter/match.hpp"
#include "interpreter/random.hpp"
#include "presentation/legality.hpp"

namespace mancala {
namespace {

// Calls work(i, context) for i in [0, count) on up to `threads` threads, each
// thread with its own context from make_context() (its players), and
// commit(i, result) in index order, one call at a time, as soon as every
// earlier index is committed. Each index has its own seed, so the thread count
// changes neither the results nor their order. Once `stop` is set no new index
// starts; results beyond the committed prefix are dropped. An exception in
// any thread (a player that cannot go on) stops every thread and is thrown
// again here, once they are all joined. Returns how many indices were committed.
template <typename Result, typename MakeContext, typename Work, typename Commit>
int run_in_order(int count, int threads, const std::function<bool()>& stop,
                 MakeContext make_context, Work work, Commit commit) {
  threads = std::max(1, std::min(threads, count));
  std::atomic<int> next{0};
  std::mutex mutex;
  std::map<int, Result> pending;  // finished, waiting for an earlier index
  int committed = 0;
  std::exception_ptr failure;
  std::atomic<bool> failed{false};
  auto guarded = [&](auto body) {
    try {
      body();
    } catch (...) {
      std::lock_guard lock(mutex);
      if (!failure) failure = std::current_exception();
      failed = true;
    }
  };
  auto worker_body = [&] {
    auto context = make_context();
    while (!(stop && stop()) && !failed) {
      const int i = next++;
      if (i >= count) return;
      Result result = work(i, context);
      std::lock_guard lock(mutex);
      pending.emplace(i, std::move(result));
      while (!pending.empty() && pending.begin()->first == committed) {
        commit(committed, std::move(pending.begin()->second));
        pending.erase(pending.begin());
        ++committed;
      }
    }
  };
  auto worker = [&] { guarded(worker_body); };
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& thread : pool) thread.join();
  if (failure) std::rethrow_exception(failure);
  return committed;
}

bool both_random(const PlayerSpec& south, const PlayerSpec& north) {
  return south.kind == PlayerKind::random && north.kind == PlayerKind::random;
}

}  // namespace

GamePlayers::GamePlayers(const PlayerSpec& south, const PlayerSpec& north)
    : shared_(both_random(south, north)) {
  players_[0] = make_player(south, 0);
  if (!shared_) players_[1] = make_player(north, 0);
}

void GamePlayers::start(std::uint64_t seed, int index, bool swapped) {
  swapped_ = swapped;
  const std::uint64_t game_seed = derive_seed(seed, static_cast<std::uint64_t>(index));
  if (shared_) {
    players_[0]->reset(game_seed);
    return;
  }
  for (const Side player : kSides)
    side(player).reset(derive_seed(game_seed, static_cast<std::uint64_t>(mancala::index(player))));
}

GameSummary play_random_game(const RuleProgram& program, std::uint64_t seed, int index,
                             int max_plies, std::vector<std::string>* moves) {
  GamePlayers players(PlayerSpec{}, PlayerSpec{});
  return play_game(program, players, seed, index, max_plies, moves);
}

GameSummary play_game(const RuleProgram& program, GamePlayers& players, std::uint64_t seed,
                      int index, int max_plies, std::vector<std::string>* moves, bool swapped) {
  Engine engine(program);
  Game game(engine);
  players.start(seed, index, swapped);
  GameSummary summary;
  summary.swapped = swapped;
  GameTally tally(game);
  while (!game.over() && summary.plies < max_plies) {
    const Turn turn = players.side(game.state().to_move).choose(game);
    if (moves) moves->push_back(turn_text(program, turn));
    tally.before_ply(game);
    tally.after_ply(game, game.play(turn));
    ++summary.plies;
  }
  summary.finished = game.over();
  for (const Side side : kSides)
    summary.captured[side] = game.state().cells[program.store_cell(side)];
  if (summary.finished) {
    GameResult r = game.result();
    summary.winner = r.winner;
    summary.totals[kSouth] = r.south;
    summary.totals[kNorth] = r.north;
  }
  tally.finish(game, summary);
  return summary;
}

MatchSummary play_random_match(const RuleProgram& program, std::uint64_t seed, int index,
                               int max_games, int max_plies, std::vector<RecordedGame>* games) {
  GamePlayers players(PlayerSpec{}, PlayerSpec{});
  return play_match(program, players, seed, index, max_games, max_plies, games);
}

MatchSummary play_match(const RuleProgram& program, GamePlayers& players, std::uint64_t seed,
                        int index, int max_games, int max_plies, std::vector<RecordedGame>* games,
                        bool swapped) {
  Engine engine(program);
  Match match(engine, max_games);
  players.start(seed, index, swapped);
  MatchSummary summary;
  summary.swapped = swapped;
  while (true) {
    Game& game = match.game();
    int plies = 0;
    if (games) {
      RecordedGame record;
      record.match = index + 1;
      record.number = match.game_number();
      record.result = "unfinished";
      games->push_back(std::move(record));
    }
    GameTally tally(game);
    while (!game.over() && plies < max_plies) {
      const Turn turn = players.side(game.state().to_move).choose(game);
      if (games) games->back().moves.push_back(turn_text(program, turn));
      tally.before_ply(game);
      tally.after_ply(game, game.play(turn));
      ++plies;
    }
    GameSummary& played = summary.played.emplace_back();
    played.plies = plies;
    played.swapped = swapped;
    played.finished = game.over();
    for (const Side side : kSides)
      played.captured[side] = game.state().cells[program.store_cell(side)];
    if (!game.over()) {
      tally.finish(game, played);
      return summary;  // cut by the ply cap: the match is unfinished
    }
    const GameResult r = game.result();
    played.winner = r.winner;
    played.totals[kSouth] = r.south;
    played.totals[kNorth] = r.north;
    tally.finish(game, played);
    if (games) games->back().result = result_text(r.south, r.north, r.winner);
    if (!r.winner)
      ++summary.game_draws;
    else
      ++summary.game_wins[*r.winner];
    match.book_game();
    ++summary.games;
    summary.south_pits.push_back(match.pits()[kSouth]);
    if (match.over()) break;
    match.start_next_game();
  }
  summary.finished = true;
  summary.winner = match.winner();
  return summary;
}

MatchReport simulate_matches(const RuleProgram& program, const SimulationOptions& options,
                             int max_games, const RunControl& control) {
  using Result = std::pair<MatchSummary, std::vector<RecordedGame>>;
  std::vector<MatchSummary> matches;
  run_in_order<Result>(
      options.games, options.threads, control.stop,
      [&] { return GamePlayers(options.south, options.north); },
      [&](int i, GamePlayers& players) {
        Result result;
        result.first = play_match(program, players, options.seed, i, max_games, options.max_plies,
                                  control.on_recorded ? &result.second : nullptr,
                                  options.alternate && i % 2 == 1);
        return result;
      },
      [&](int, Result&& result) {
        if (control.on_match) control.on_match(result.first);
        matches.push_back(std::move(result.first));
        if (control.on_recorded) control.on_recorded(std::move(result.second));
        if (control.on_done) control.on_done();
      });

  MatchReport r;
  r.matches = static_cast<int>(matches.size());
  double games = 0;
  for (const MatchSummary& m : matches) {
    // The first player plays South unless the sides were swapped.
    if (m.finished && m.winner)
      ++r.player_wins[index(m.swapped ? opponent(*m.winner) : *m.winner)][*m.winner];
    if (!m.finished)
      ++r.unfinished;
    else if (m.winner == kSouth)
      ++r.south_wins;
    else if (m.winner == kNorth)
      ++r.north_wins;
    else
      ++r.draws;
    games += m.games;
    r.game_wins[kSouth] += m.game_wins[kSouth];
    r.game_wins[kNorth] += m.game_wins[kNorth];
    r.game_draws += m.game_draws;
    for (std::size_t g = 0; g < m.south_pits.size(); ++g) {
      if (r.reached.size() <= g) {
        r.reached.push_back(0);
        r.mean_south_pits.push_back(0);
      }
      ++r.reached[g];
      r.mean_south_pits[g] += m.south_pits[g];
    }
  }
  for (std::size_t g = 0; g < r.reached.size(); ++g) r.mean_south_pits[g] /= r.reached[g];
  r.mean_games = r.matches ? games / r.matches : 0;
  return r;
}

SimulationReport summarise(const std::vector<GameSummary>& games) {
  SimulationReport r;
  r.games = static_cast<int>(games.size());
  if (games.empty()) return r;
  std::vector<int> plies;
  double sum_plies = 0, captured[2] = {0, 0};
  for (const GameSummary& g : games) {
    if (g.finished && g.winner)
      ++r.player_wins[index(g.swapped ? opponent(*g.winner) : *g.winner)][*g.winner];
    if (!g.finished)
      ++r.unfinished;
    else if (g.winner == kSouth)
      ++r.south_wins;
    else if (g.winner == kNorth)
      ++r.north_wins;
    else
      ++r.draws;
    plies.push_back(g.plies);
    sum_plies += g.plies;
    captured[0] += g.captured[kSouth];
    captured[1] += g.captured[kNorth];
  }
  std::sort(plies.begin(), plies.end());
  const std::size_t n = plies.size();
  r.median_plies = n % 2 ? plies[n / 2] : (plies[n / 2 - 1] + plies[n / 2]) / 2.0;
  r.mean_plies = sum_plies / static_cast<double>(n);
  r.mean_captured[kSouth] = captured[0] / static_cast<double>(n);
  r.mean_captured[kNorth] = captured[1] / static_cast<double>(n);
  return r;
}

SimulationReport simulate(const RuleProgram& program, const SimulationOptions& options,
                          const RunControl& control) {
  using Result = std::pair<GameSummary, std::vector<RecordedGame>>;
  std::vector<GameSummary> games;
  run_in_order<Result>(
      options.games, options.threads, control.stop,
      [&] { return GamePlayers(options.south, options.north); },
      [&](int i, GamePlayers& players) {
        Result result;
        if (!control.on_recorded) {
          result.first = play_game(program, players, options.seed, i, options.max_plies, nullptr,
                                   options.alternate && i % 2 == 1);
          return result;
        }
        RecordedGame& game = result.second.emplace_back();
        game.number = i + 1;
        result.first = play_game(program, players, options.seed, i, options.max_plies, &game.moves,
                                 options.alternate && i % 2 == 1);
        const GameSummary& g = result.first;
        game.result =
            g.finished ? result_text(g.totals[kSouth], g.totals[kNorth], g.winner) : "unfinished";
        return result;
      },
      [&](int, Result&& result) {
        games.push_back(result.first);
        if (control.on_game) control.on_game(result.first);
        if (control.on_recorded) control.on_recorded(std::move(result.second));
        if (control.on_done) control.on_done();
      });
  return summarise(games);
}

}  // namespace mancala
