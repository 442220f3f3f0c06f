#include "batches.hpp"

#include <stdexcept>

#include "interpreter/random.hpp"
#include "solver_check.hpp"

namespace mancala::python {
namespace {

PlayerSpec read_spec(const std::string& text, const char* side) {
  std::string why;
  std::optional<PlayerSpec> spec = parse_player_spec(text, why);
  if (!spec) {
    while (!why.empty() && why.back() == '\n') why.pop_back();
    throw std::invalid_argument(std::string(side) + ": " + why);
  }
  return *spec;
}

// Refuses a solver on rules it cannot solve before any game is played, as
// `mancala simulate` and `compare` do (check_players_fit): the solver player
// itself would go on solving for ever.
void check_solvers(const std::vector<std::shared_ptr<const RuleSet>>& rule_sets,
                   const BatchRequest& request) {
  for (const auto& rules : rule_sets) {
    std::string why = solver_problem(*rules, request.sim.south);
    if (!why.empty()) throw std::runtime_error("south: " + why);
    if (same_solver(request.sim.south, request.sim.north)) continue;
    why = solver_problem(*rules, request.sim.north);
    if (!why.empty()) throw std::runtime_error("north: " + why);
  }
}

}  // namespace

void read_players(const std::string& south, const std::string& north, BatchRequest& request) {
  request.sim.south = read_spec(south, "south");
  request.sim.north = read_spec(north, "north");
}

std::vector<Batch> play_batches(const std::vector<std::shared_ptr<const RuleSet>>& rule_sets,
                                const BatchRequest& request) {
  check_solvers(rule_sets, request);
  std::vector<Batch> out;
  for (std::size_t b = 0; b < rule_sets.size(); ++b) {
    Batch& batch = out.emplace_back();
    const RuleProgram& program = rule_sets[b]->program();
    int index = 0;
    auto row = [&](int game_in_match, const GameSummary& g) {
      batch.rows.push_back(GameRow{static_cast<int>(b), index, game_in_match,
                                   derive_seed(request.sim.seed, static_cast<std::uint64_t>(index)),
                                   g});
    };
    RunControl control;
    control.on_game = [&](const GameSummary& g) {
      batch.sample.add_game(g);
      row(1, g);
      ++index;
    };
    control.on_match = [&](const MatchSummary& m) {
      batch.sample.add_match(m);
      for (std::size_t g = 0; g < m.played.size(); ++g) row(static_cast<int>(g) + 1, m.played[g]);
      ++index;
    };
    if (request.match_games > 0) {
      batch.matches = simulate_matches(program, request.sim, request.match_games, control);
    } else {
      batch.games = simulate(program, request.sim, control);
    }
    if (request.match_games > 0) {
      std::vector<GameSummary> games;
      for (const GameRow& r : batch.rows) games.push_back(r.game);
      batch.games = summarise(games);
    }
  }
  return out;
}

}  // namespace mancala::python
