// simulate and compare: batches of games as plain Python records (lists of
// dicts); the mancala package turns them into data frames.
#include <pybind11/stl.h>

#include <stdexcept>

#include "batches.hpp"
#include "bindings.hpp"
#include "cli/ruleset.hpp"
#include "numbers.hpp"

namespace py = pybind11;

namespace mancala::python {
namespace {

using RuleSets = std::vector<std::shared_ptr<RuleSet>>;

const char* side(Side player) {
  return player == kSouth ? "S" : "N";
}

// "pits=6;seeds=4", as the CSV of `compare` writes the parameters.
std::string parameter_text(const RuleProgram& p) {
  std::string out;
  for (const auto& [name, value] : p.params)
    out += (out.empty() ? "" : ";") + name + "=" + std::to_string(value);
  return out;
}

// One game as a record: the columns of `compare --csv` (docs/compare.md),
// with None where the CSV leaves a cell empty.
py::dict game_record(const RuleSet& rules, const GameRow& row, const BatchRequest& request) {
  const GameSummary& g = row.game;
  py::dict d;
  d["rule_set"] = cli::rule_set_text(rules.rules.spec);
  d["parameters"] = parameter_text(rules.program());
  d["game"] = row.index + 1;
  d["game_in_match"] = row.game_in_match;
  d["seed"] = row.seed;
  d["first_player"] = side(g.first);
  d["winner"] = !g.finished ? "unfinished" : !g.winner ? "draw" : side(*g.winner);
  d["score_south"] = g.finished ? py::object(py::int_(g.totals[kSouth])) : py::none();
  d["score_north"] = g.finished ? py::object(py::int_(g.totals[kNorth])) : py::none();
  d["plies"] = g.plies;
  d["turns"] = g.turns;
  d["captures"] = g.capture_seeds[kSouth] + g.capture_seeds[kNorth];
  d["captures_south"] = g.capture_seeds[kSouth];
  d["captures_north"] = g.capture_seeds[kNorth];
  d["lead_changes"] = g.lead_changes;
  d["branching"] = g.branching;
  d["lead_for_good"] = g.lead_for_good >= 0 ? py::object(py::float_(g.lead_for_good)) : py::none();
  d["finished"] = g.finished;
  // Who played South in this game (the players change sides with `alternate`).
  const std::string first = player_spec_text(request.sim.south);
  const std::string second = player_spec_text(request.sim.north);
  d["south"] = g.swapped ? second : first;
  d["north"] = g.swapped ? first : second;
  return d;
}

py::dict summary_record(const RuleSet& rules, const Batch& batch, const BatchRequest& request) {
  const SimulationReport& r = batch.games;
  py::dict d;
  d["rule_set"] = cli::rule_set_text(rules.rules.spec);
  d["games"] = r.games;
  d["south_wins"] = r.south_wins;
  d["north_wins"] = r.north_wins;
  d["draws"] = r.draws;
  d["unfinished"] = r.unfinished;
  d["mean_plies"] = r.mean_plies;
  d["median_plies"] = r.median_plies;
  d["mean_captured_south"] = r.mean_captured[kSouth];
  d["mean_captured_north"] = r.mean_captured[kNorth];
  if (request.match_games > 0) {
    const MatchReport& m = batch.matches;
    d["matches"] = m.matches;
    d["match_south_wins"] = m.south_wins;
    d["match_north_wins"] = m.north_wins;
    d["match_draws"] = m.draws;
    d["match_unfinished"] = m.unfinished;
    d["mean_games"] = m.mean_games;
  }
  return d;
}

// The options read with `mancala simulate`'s ranges and messages
// ("games: 0 is below the minimum 1"); match None plays single games.
BatchRequest request_of(py::handle games, py::handle seed, const std::string& south,
                        const std::string& north, py::handle max_plies, py::handle threads,
                        bool alternate, py::handle match) {
  BatchRequest request;
  request.sim.games = static_cast<int>(whole_number(games, "games", 1, 100000000));
  request.sim.seed = seed_number(seed, "seed");
  request.sim.max_plies = static_cast<int>(whole_number(max_plies, "max_plies", 1, 100000000));
  request.sim.threads = static_cast<int>(whole_number(threads, "threads", 1, 256));
  request.sim.alternate = alternate;
  request.match_games =
      match.is_none() ? 0 : static_cast<int>(whole_number(match, "match", 1, 10000));
  read_players(south, north, request);
  return request;
}

// A significance level is a probability strictly between 0 and 1; NaN is refused too.
void check_alpha(double alpha) {
  if (!(alpha > 0 && alpha < 1))
    throw std::invalid_argument("alpha must be between 0 and 1 (exclusive), not " +
                                std::string(py::str(py::float_(alpha))));
}

std::vector<Batch> play(const RuleSets& rule_sets, const BatchRequest& request) {
  std::vector<std::shared_ptr<const RuleSet>> sets(rule_sets.begin(), rule_sets.end());
  py::gil_scoped_release release;  // the games run in C++ threads
  return play_batches(sets, request);
}

py::list game_records(const RuleSets& rule_sets, const std::vector<Batch>& batches,
                      const BatchRequest& request) {
  py::list rows;
  for (const Batch& batch : batches)
    for (const GameRow& row : batch.rows)
      rows.append(game_record(*rule_sets[static_cast<std::size_t>(row.batch)], row, request));
  return rows;
}

}  // namespace

void bind_analysis(py::module_& m) {
  m.def(
      "_simulate",
      [](const RuleSets& rule_sets, py::handle games, py::handle seed, const std::string& south,
         const std::string& north, py::handle max_plies, py::handle threads, bool alternate,
         py::handle match) {
        const BatchRequest request =
            request_of(games, seed, south, north, max_plies, threads, alternate, match);
        const std::vector<Batch> batches = play(rule_sets, request);
        py::list summaries;
        for (std::size_t b = 0; b < batches.size(); ++b)
          summaries.append(summary_record(*rule_sets[b], batches[b], request));
        py::dict out;
        out["rows"] = game_records(rule_sets, batches, request);
        out["summaries"] = summaries;
        return out;
      },
      py::arg("rule_sets"), py::arg("games"), py::arg("seed"), py::arg("south"), py::arg("north"),
      py::arg("max_plies"), py::arg("threads"), py::arg("alternate"), py::arg("match"));

  m.def(
      "_compare",
      [](const RuleSets& rule_sets, py::handle games, py::handle seed, const std::string& south,
         const std::string& north, py::handle max_plies, py::handle threads, py::handle match,
         double alpha) {
        check_alpha(alpha);
        const BatchRequest request =
            request_of(games, seed, south, north, max_plies, threads, false, match);
        const std::vector<Batch> batches = play(rule_sets, request);
        std::vector<BatchSample> samples;
        for (const Batch& b : batches) samples.push_back(b.sample);
        const Comparison comparison = compare_batches(samples, alpha);
        auto name = [&](int b) {
          return cli::rule_set_text(rule_sets[static_cast<std::size_t>(b)]->rules.spec);
        };
        py::list metrics;
        for (std::size_t b = 0; b < comparison.batches.size(); ++b) {
          for (const MetricFigure& f : comparison.batches[b].metrics) {
            py::dict d;
            d["rule_set"] = name(static_cast<int>(b));
            d["metric"] = f.name;
            d["rate"] = f.rate;
            d["value"] = f.value;
            d["low"] = f.interval.low;
            d["high"] = f.interval.high;
            d["n"] = f.n;
            d["sd"] = f.rate ? py::object(py::none()) : py::object(py::float_(f.sd));
            d["median"] = f.rate ? py::object(py::none()) : py::object(py::float_(f.median));
            metrics.append(d);
          }
        }
        py::list differences, sentences;
        for (const PairDifference& p : comparison.differences) {
          py::dict d;
          d["a"] = name(p.a);
          d["b"] = name(p.b);
          d["metric"] = p.metric;
          d["difference"] = p.difference.difference;
          d["low"] = p.difference.interval.low;
          d["high"] = p.difference.interval.high;
          d["p_value"] = p.difference.p_value;
          d["p_adjusted"] = p.p_adjusted;
          d["significant"] = p.significant;
          d["effect"] = p.effect;
          differences.append(d);
        }
        for (int a = 0; a < static_cast<int>(rule_sets.size()); ++a)
          for (int b = a + 1; b < static_cast<int>(rule_sets.size()); ++b)
            sentences.append(pair_sentence(comparison, a, b, name(a), name(b)));
        py::dict out;
        out["rows"] = game_records(rule_sets, batches, request);
        out["metrics"] = metrics;
        out["differences"] = differences;
        out["sentences"] = sentences;
        return out;
      },
      py::arg("rule_sets"), py::arg("games"), py::arg("seed"), py::arg("south"), py::arg("north"),
      py::arg("max_plies"), py::arg("threads"), py::arg("match"), py::arg("alpha"));
}

}  // namespace mancala::python
