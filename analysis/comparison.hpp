#pragma once
// The figures of `mancala compare`: per batch of games, every metric with its
// 95% interval; per pair of batches, every metric's difference with its
// interval and Holm-corrected p-value; and one sentence per pair. Metric
// definitions are in docs/compare.md.
#include <cstdint>
#include <string>
#include <vector>

#include "analysis/simulation.hpp"
#include "analysis/statistics.hpp"

namespace mancala {

// The per-game data of one batch, gathered game by game (or match by match).
struct BatchSample {
  std::int64_t units = 0;  // games (or matches): the denominator of the rates
  std::int64_t first_wins = 0, second_wins = 0, draws = 0, unfinished = 0;
  // Per-game samples, one vector per mean metric, in metric_names() order after the rates.
  std::vector<std::vector<double>> samples;

  BatchSample();
  void add_game(const GameSummary& game);     // a game is one unit
  void add_match(const MatchSummary& match);  // the match is the unit; its games feed the means
};

// The metric names, rates first: first_player_wins, second_player_wins,
// draws, unfinished, then plies, turns, margin, captures, branching,
// lead_changes, lead_for_good.
const std::vector<std::string>& metric_names();
constexpr int kRateMetrics = 4;

// One metric of one batch.
struct MetricFigure {
  std::string name;
  bool rate = false;
  double value = 0;
  stats::Interval interval;
  std::int64_t n = 0;                            // units (rates) or games with a value (means)
  double sd = 0, median = 0;                     // means only
  stats::Interval sd_interval, median_interval;  // means only
};

// A histogram over bins [start + i·width, start + (i+1)·width).
struct Histogram {
  double start = 0, width = 1;
  std::vector<std::int64_t> counts;
};

// Every metric of one batch, and histograms of the lengths.
struct BatchFigures {
  std::vector<MetricFigure> metrics;
  Histogram plies, turns;
};

// One metric's difference between batches a and b (b − a).
struct PairDifference {
  int a = 0, b = 0;
  std::string metric;
  stats::Difference difference;
  double p_adjusted = 1;  // Holm over every row of the table
  bool significant = false;
  double effect = 0;  // standardised size (Cohen's h for rates, d for means), to rank the rows
};

// The whole comparison.
struct Comparison {
  std::vector<BatchFigures> batches;
  std::vector<PairDifference> differences;
};

// Figures and differences of the batches; differences significant when the
// Holm-adjusted p is below `alpha`.
Comparison compare_batches(const std::vector<BatchSample>& batches, double alpha = 0.05);

// "B vs A: games shorter by 3.6 plies (95% CI 3.5 to 3.7, p < 0.001); first-player wins unchanged".
std::string pair_sentence(const Comparison& comparison, int a, int b, const std::string& name_a,
                          const std::string& name_b);

// "p < 0.001" or "p = 0.023".
std::string p_text(double p);
// "***" (p < 0.001), "**" (< 0.01), "*" (< 0.05) or "".
std::string significance_mark(double p);

}  // namespace mancala
