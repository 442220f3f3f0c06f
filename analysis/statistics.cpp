#include "analysis/statistics.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace mancala::stats {
namespace {

// The continued fraction of the incomplete beta function (modified Lentz),
// which converges fast for x < (a + 1) / (a + b + 2).
double beta_fraction(double x, double a, double b) {
  constexpr double tiny = 1e-300, epsilon = 1e-15;
  const double qab = a + b, qap = a + 1, qam = a - 1;
  double c = 1, d = 1 - qab * x / qap;
  if (std::fabs(d) < tiny) d = tiny;
  d = 1 / d;
  double h = d;
  for (int m = 1; m <= 1000; ++m) {
    const int m2 = 2 * m;
    double aa = m * (b - m) * x / ((qam + m2) * (a + m2));
    d = 1 + aa * d;
    if (std::fabs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (std::fabs(c) < tiny) c = tiny;
    d = 1 / d;
    h *= d * c;
    aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2));
    d = 1 + aa * d;
    if (std::fabs(d) < tiny) d = tiny;
    c = 1 + aa / c;
    if (std::fabs(c) < tiny) c = tiny;
    d = 1 / d;
    const double step = d * c;
    h *= step;
    if (std::fabs(step - 1) < epsilon) break;
  }
  return h;
}

// Solves f(x) == p for an increasing f by bisection on [low, high]: slow but
// sure, and only called a few times per report.
template <typename F>
double invert(F f, double p, double low, double high) {
  for (int i = 0; i < 200 && high - low > 1e-13 * std::max(1.0, std::fabs(low)); ++i) {
    const double mid = (low + high) / 2;
    (f(mid) < p ? low : high) = mid;
  }
  return (low + high) / 2;
}

}  // namespace

double normal_cdf(double x) {
  return 0.5 * std::erfc(-x / std::sqrt(2.0));
}

double normal_quantile(double p) {
  if (p <= 0) return -std::numeric_limits<double>::infinity();
  if (p >= 1) return std::numeric_limits<double>::infinity();
  if (p < 0.5) return -normal_quantile(1 - p);
  return invert(normal_cdf, p, 0, 40);
}

double incomplete_beta(double x, double a, double b) {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const double front = std::exp(std::lgamma(a + b) - std::lgamma(a) - std::lgamma(b) +
                                a * std::log(x) + b * std::log1p(-x));
  // The fraction converges on one side of the mean; the symmetry
  // I_x(a, b) = 1 − I_{1−x}(b, a) covers the other.
  if (x < (a + 1) / (a + b + 2)) return front * beta_fraction(x, a, b) / a;
  return 1 - front * beta_fraction(1 - x, b, a) / b;
}

double student_t_cdf(double t, double df) {
  if (std::isinf(df)) return normal_cdf(t);
  const double tail = 0.5 * incomplete_beta(df / (df + t * t), df / 2, 0.5);
  return t >= 0 ? 1 - tail : tail;
}

double student_t_quantile(double p, double df) {
  if (p <= 0) return -std::numeric_limits<double>::infinity();
  if (p >= 1) return std::numeric_limits<double>::infinity();
  if (p < 0.5) return -student_t_quantile(1 - p, df);
  double high = 1;
  while (student_t_cdf(high, df) < p && high < 1e12) high *= 2;
  return invert([df](double t) { return student_t_cdf(t, df); }, p, 0, high);
}

Interval wilson(std::int64_t successes, std::int64_t trials, double level) {
  if (trials <= 0) return {0, 1};
  const double z = normal_quantile(1 - (1 - level) / 2);
  const double n = static_cast<double>(trials), p = static_cast<double>(successes) / n;
  const double z2 = z * z, denominator = 1 + z2 / n;
  const double centre = (p + z2 / (2 * n)) / denominator;
  const double half = z / denominator * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n));
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

MeanSummary summarise_sample(const std::vector<double>& values, double level) {
  MeanSummary s;
  s.n = static_cast<std::int64_t>(values.size());
  if (s.n == 0) return s;
  s.mean = std::accumulate(values.begin(), values.end(), 0.0) / static_cast<double>(s.n);
  s.interval = {s.mean, s.mean};
  if (s.n < 2) return s;
  double squares = 0;
  for (double v : values) squares += (v - s.mean) * (v - s.mean);
  s.sd = std::sqrt(squares / static_cast<double>(s.n - 1));
  const double half = student_t_quantile(1 - (1 - level) / 2, static_cast<double>(s.n - 1)) * s.sd /
                      std::sqrt(static_cast<double>(s.n));
  s.interval = {s.mean - half, s.mean + half};
  return s;
}

Interval median_interval(std::vector<double> values, double level) {
  const std::size_t n = values.size();
  if (n == 0) return {};
  std::sort(values.begin(), values.end());
  const double z = normal_quantile(1 - (1 - level) / 2);
  const double half = z * std::sqrt(static_cast<double>(n)) / 2;
  // 1-based ranks, clamped to the sample.
  const double centre = static_cast<double>(n) / 2;
  const auto rank = [&](double r) {
    return static_cast<std::size_t>(std::clamp(r, 1.0, static_cast<double>(n)));
  };
  return {values[rank(std::floor(centre - half)) - 1],
          values[rank(std::ceil(centre + half + 1)) - 1]};
}

Interval sd_interval(const std::vector<double>& values, const MeanSummary& summary, double level) {
  const double n = static_cast<double>(summary.n);
  if (summary.n < 4 || summary.sd <= 0) return {summary.sd, summary.sd};
  double fourth = 0;
  for (double v : values) fourth += std::pow(v - summary.mean, 4);
  fourth /= n;
  const double s2 = summary.sd * summary.sd;
  const double variance_of_s2 = std::max(0.0, (fourth - (n - 3) / (n - 1) * s2 * s2) / n);
  const double se = std::sqrt(variance_of_s2) / (2 * summary.sd);
  const double z = normal_quantile(1 - (1 - level) / 2);
  return {std::max(0.0, summary.sd - z * se), summary.sd + z * se};
}

double median(std::vector<double> values) {
  if (values.empty()) return 0;
  const std::size_t n = values.size();
  std::nth_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(n / 2),
                   values.end());
  const double upper = values[n / 2];
  if (n % 2) return upper;
  const double lower =
      *std::max_element(values.begin(), values.begin() + static_cast<std::ptrdiff_t>(n / 2));
  return (lower + upper) / 2;
}

Difference two_proportions(std::int64_t x_a, std::int64_t n_a, std::int64_t x_b, std::int64_t n_b,
                           double level) {
  Difference d;
  if (n_a <= 0 || n_b <= 0) return d;
  const double na = static_cast<double>(n_a), nb = static_cast<double>(n_b);
  const double pa = static_cast<double>(x_a) / na, pb = static_cast<double>(x_b) / nb;
  d.difference = pb - pa;
  const double z = normal_quantile(1 - (1 - level) / 2);
  const double se = std::sqrt(pa * (1 - pa) / na + pb * (1 - pb) / nb);
  d.interval = {d.difference - z * se, d.difference + z * se};
  const double pooled = static_cast<double>(x_a + x_b) / (na + nb);
  const double se0 = std::sqrt(pooled * (1 - pooled) * (1 / na + 1 / nb));
  if (se0 == 0) {
    d.p_value = 1;  // both rates 0, or both 1: no difference to test
    return d;
  }
  d.p_value = std::min(1.0, 2 * normal_cdf(-std::fabs(d.difference) / se0));
  return d;
}

double welch_df(const MeanSummary& a, const MeanSummary& b) {
  const double va = a.sd * a.sd / static_cast<double>(a.n);
  const double vb = b.sd * b.sd / static_cast<double>(b.n);
  const double denominator = (a.n > 1 ? va * va / static_cast<double>(a.n - 1) : 0) +
                             (b.n > 1 ? vb * vb / static_cast<double>(b.n - 1) : 0);
  if (denominator == 0) return std::numeric_limits<double>::infinity();
  return (va + vb) * (va + vb) / denominator;
}

Difference welch(const MeanSummary& a, const MeanSummary& b, double level) {
  Difference d;
  if (a.n == 0 || b.n == 0) return d;
  d.difference = b.mean - a.mean;
  const double se =
      std::sqrt(a.sd * a.sd / static_cast<double>(a.n) + b.sd * b.sd / static_cast<double>(b.n));
  if (se == 0) {
    d.interval = {d.difference, d.difference};
    d.p_value = d.difference == 0 ? 1 : 0;
    return d;
  }
  const double df = welch_df(a, b);
  const double half = student_t_quantile(1 - (1 - level) / 2, df) * se;
  d.interval = {d.difference - half, d.difference + half};
  d.p_value = std::min(1.0, 2 * student_t_cdf(-std::fabs(d.difference) / se, df));
  return d;
}

std::vector<double> holm(const std::vector<double>& p_values) {
  const std::size_t m = p_values.size();
  std::vector<std::size_t> order(m);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t x, std::size_t y) { return p_values[x] < p_values[y]; });
  std::vector<double> adjusted(m);
  double running = 0;
  for (std::size_t j = 0; j < m; ++j) {
    running = std::max(running, std::min(1.0, static_cast<double>(m - j) * p_values[order[j]]));
    adjusted[order[j]] = running;
  }
  return adjusted;
}

}  // namespace mancala::stats
