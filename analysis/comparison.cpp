#include "analysis/comparison.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>

namespace mancala {
namespace {

enum MeanIndex { kPlies, kTurns, kMargin, kCaptures, kBranching, kLeadChanges, kLeadForGood };
constexpr int kMeanMetrics = 7;

// Shared bins for one length metric over every batch, so histograms line up.
Histogram histogram(const std::vector<double>& values, double start, double width, int bins) {
  Histogram h{start, width, std::vector<std::int64_t>(static_cast<std::size_t>(bins), 0)};
  for (double v : values) {
    const int bin = std::clamp(static_cast<int>((v - start) / width), 0, bins - 1);
    ++h.counts[static_cast<std::size_t>(bin)];
  }
  return h;
}

void histograms(const std::vector<BatchSample>& batches, int index, Comparison& out,
                Histogram BatchFigures::*field) {
  double low = 1e300, high = -1e300;
  for (const BatchSample& b : batches)
    for (double v : b.samples[static_cast<std::size_t>(index)]) {
      low = std::min(low, v);
      high = std::max(high, v);
    }
  if (low > high) low = high = 0;
  // About 30 bins of a whole width, so that every bin holds the same number of lengths.
  const double width = std::max(1.0, std::ceil((high - low + 1) / 30));
  const int bins = static_cast<int>(std::floor((high - low) / width)) + 1;
  for (std::size_t i = 0; i < batches.size(); ++i)
    out.batches[i].*field =
        histogram(batches[i].samples[static_cast<std::size_t>(index)], low, width, bins);
}

// How a metric's change reads in a sentence: the noun phrase for a fall and a rise.
struct Wording {
  const char* down;
  const char* up;
  const char* unit;
  double scale;  // 100 for rates and shares shown in points
};

Wording wording(const std::string& metric) {
  if (metric == "first_player_wins")
    return {"first-player wins down by", "first-player wins up by", " points", 100};
  if (metric == "second_player_wins")
    return {"second-player wins down by", "second-player wins up by", " points", 100};
  if (metric == "draws") return {"draws down by", "draws up by", " points", 100};
  if (metric == "unfinished")
    return {"unfinished games down by", "unfinished games up by", " points", 100};
  if (metric == "plies") return {"games shorter by", "games longer by", " plies", 1};
  if (metric == "turns") return {"games shorter by", "games longer by", " turns", 1};
  if (metric == "margin")
    return {"first player's margin smaller by", "first player's margin larger by", " seeds", 1};
  if (metric == "captures") return {"captures down by", "captures up by", " seeds per game", 1};
  if (metric == "branching")
    return {"fewer legal moves, by", "more legal moves, by", " per position", 1};
  if (metric == "lead_changes")
    return {"fewer lead changes, by", "more lead changes, by", " per game", 1};
  return {"the winner leads for good earlier, by", "the winner leads for good later, by",
          " points of the game", 100};
}

std::string change_text(const PairDifference& d) {
  const Wording w = wording(d.metric);
  const double x = d.difference.difference;
  const bool up = x > 0;
  double low = d.difference.interval.low * w.scale, high = d.difference.interval.high * w.scale;
  if (!up) {  // a fall is told as a positive amount, so its interval is mirrored
    const double old_low = low;
    low = -high;
    high = -old_low;
  }
  // Three significant digits for the amount, and as many decimals for its interval.
  const double amount = std::fabs(x) * w.scale;
  const int decimals =
      amount > 0 ? std::clamp(2 - static_cast<int>(std::floor(std::log10(amount))), 0, 4) : 2;
  return fmt::format("{} {:.{}f}{} (95% CI {:.{}f} to {:.{}f}, {})", up ? w.up : w.down, amount,
                     decimals, w.unit, low, decimals, high, decimals, p_text(d.p_adjusted));
}

}  // namespace

const std::vector<std::string>& metric_names() {
  static const std::vector<std::string> names = {"first_player_wins",
                                                 "second_player_wins",
                                                 "draws",
                                                 "unfinished",
                                                 "plies",
                                                 "turns",
                                                 "margin",
                                                 "captures",
                                                 "branching",
                                                 "lead_changes",
                                                 "lead_for_good"};
  return names;
}

BatchSample::BatchSample() : samples(kMeanMetrics) {}

namespace {

void add_game_means(BatchSample& s, const GameSummary& g) {
  s.samples[kPlies].push_back(g.plies);
  s.samples[kTurns].push_back(g.turns);
  if (g.finished) s.samples[kMargin].push_back(g.totals[g.first] - g.totals[opponent(g.first)]);
  s.samples[kCaptures].push_back(g.capture_seeds[kSouth] + g.capture_seeds[kNorth]);
  s.samples[kBranching].push_back(g.branching);
  s.samples[kLeadChanges].push_back(g.lead_changes);
  if (g.lead_for_good >= 0) s.samples[kLeadForGood].push_back(g.lead_for_good);
}

void add_outcome(BatchSample& s, bool finished, Winner winner, Side first) {
  ++s.units;
  if (!finished)
    ++s.unfinished;
  else if (!winner)
    ++s.draws;
  else if (winner == first)
    ++s.first_wins;
  else
    ++s.second_wins;
}

}  // namespace

void BatchSample::add_game(const GameSummary& game) {
  add_outcome(*this, game.finished, game.winner, game.first);
  add_game_means(*this, game);
}

void BatchSample::add_match(const MatchSummary& match) {
  const Side first = match.played.empty() ? kSouth : match.played.front().first;
  add_outcome(*this, match.finished, match.winner, first);
  for (const GameSummary& g : match.played) add_game_means(*this, g);
}

Comparison compare_batches(const std::vector<BatchSample>& batches, double alpha) {
  Comparison out;
  std::vector<std::vector<stats::MeanSummary>> means;
  for (const BatchSample& b : batches) {
    BatchFigures f;
    const std::int64_t counts[kRateMetrics] = {b.first_wins, b.second_wins, b.draws, b.unfinished};
    for (int m = 0; m < kRateMetrics; ++m) {
      MetricFigure r;
      r.name = metric_names()[static_cast<std::size_t>(m)];
      r.rate = true;
      r.n = b.units;
      r.value = b.units ? static_cast<double>(counts[m]) / static_cast<double>(b.units) : 0;
      r.interval = stats::wilson(counts[m], b.units);
      f.metrics.push_back(r);
    }
    std::vector<stats::MeanSummary>& row = means.emplace_back();
    for (int m = 0; m < kMeanMetrics; ++m) {
      const std::vector<double>& values = b.samples[static_cast<std::size_t>(m)];
      const stats::MeanSummary s = row.emplace_back(stats::summarise_sample(values));
      MetricFigure r;
      r.name = metric_names()[static_cast<std::size_t>(kRateMetrics + m)];
      r.n = s.n;
      r.value = s.mean;
      r.interval = s.interval;
      r.sd = s.sd;
      r.sd_interval = stats::sd_interval(values, s);
      r.median = stats::median(values);
      r.median_interval = stats::median_interval(values);
      f.metrics.push_back(r);
    }
    out.batches.push_back(std::move(f));
  }
  histograms(batches, kPlies, out, &BatchFigures::plies);
  histograms(batches, kTurns, out, &BatchFigures::turns);

  std::vector<double> p_values;
  for (int a = 0; a < static_cast<int>(batches.size()); ++a)
    for (int b = a + 1; b < static_cast<int>(batches.size()); ++b) {
      const BatchSample &x = batches[static_cast<std::size_t>(a)],
                        &y = batches[static_cast<std::size_t>(b)];
      const std::int64_t cx[kRateMetrics] = {x.first_wins, x.second_wins, x.draws, x.unfinished};
      const std::int64_t cy[kRateMetrics] = {y.first_wins, y.second_wins, y.draws, y.unfinished};
      for (int m = 0; m < kRateMetrics + kMeanMetrics; ++m) {
        PairDifference d;
        d.a = a;
        d.b = b;
        d.metric = metric_names()[static_cast<std::size_t>(m)];
        if (m < kRateMetrics) {
          d.difference = stats::two_proportions(cx[m], x.units, cy[m], y.units);
          const double px = x.units ? static_cast<double>(cx[m]) / static_cast<double>(x.units) : 0;
          const double py = y.units ? static_cast<double>(cy[m]) / static_cast<double>(y.units) : 0;
          d.effect = std::fabs(2 * std::asin(std::sqrt(py)) - 2 * std::asin(std::sqrt(px)));
        } else {
          const stats::MeanSummary& sx =
              means[static_cast<std::size_t>(a)][static_cast<std::size_t>(m - kRateMetrics)];
          const stats::MeanSummary& sy =
              means[static_cast<std::size_t>(b)][static_cast<std::size_t>(m - kRateMetrics)];
          d.difference = stats::welch(sx, sy);
          const double pooled = std::sqrt((sx.sd * sx.sd + sy.sd * sy.sd) / 2);
          d.effect = pooled > 0 ? std::fabs(d.difference.difference) / pooled
                                : (d.difference.difference != 0 ? 1e9 : 0);
        }
        p_values.push_back(d.difference.p_value);
        out.differences.push_back(d);
      }
    }
  const std::vector<double> adjusted = stats::holm(p_values);
  for (std::size_t i = 0; i < adjusted.size(); ++i) {
    out.differences[i].p_adjusted = adjusted[i];
    out.differences[i].significant = adjusted[i] < alpha;
  }
  return out;
}

std::string p_text(double p) {
  if (p < 0.001) return "p < 0.001";
  return fmt::format("p = {:.3f}", p);
}

std::string significance_mark(double p) {
  return p < 0.001 ? "***" : p < 0.01 ? "**" : p < 0.05 ? "*" : "";
}

std::string pair_sentence(const Comparison& comparison, int a, int b, const std::string& name_a,
                          const std::string& name_b) {
  const PairDifference* biggest = nullptr;
  const PairDifference* first_wins = nullptr;
  for (const PairDifference& d : comparison.differences) {
    if (d.a != a || d.b != b) continue;
    if (d.metric == "first_player_wins") first_wins = &d;
    if (d.significant && (!biggest || d.effect > biggest->effect)) biggest = &d;
  }
  std::string text = name_b + " vs " + name_a + ": ";
  if (!biggest) return text + "no significant difference in any metric";
  text += change_text(*biggest);
  if (first_wins && first_wins != biggest)
    text += "; " + (first_wins->significant ? change_text(*first_wins)
                                            : std::string("first-player wins unchanged"));
  return text;
}

}  // namespace mancala
