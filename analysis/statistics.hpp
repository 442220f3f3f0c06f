#pragma once
// Confidence intervals and tests for comparing batches of games: the
// distributions they need (normal, Student's t), Wilson intervals for rates,
// t intervals for means, the two-proportion z-test, Welch's t-test and Holm's
// correction. Plain functions on numbers: nothing here knows about games.
#include <cstdint>
#include <vector>

namespace mancala::stats {

// P(Z <= x) for a standard normal Z.
double normal_cdf(double x);
// The x with normal_cdf(x) == p, for 0 < p < 1.
double normal_quantile(double p);

// The regularized incomplete beta function I_x(a, b), for a, b > 0 and 0 <= x <= 1.
double incomplete_beta(double x, double a, double b);
// P(T <= t) for Student's t with `df` > 0 degrees of freedom (df may be fractional, as Welch's).
double student_t_cdf(double t, double df);
// The t with student_t_cdf(t, df) == p, for 0 < p < 1.
double student_t_quantile(double p, double df);

// A two-sided interval.
struct Interval {
  double low = 0, high = 0;
};

// The Wilson score interval of `successes` out of `trials` at confidence
// `level` (0.95 gives the usual 95% interval); [0, 1] when trials is 0.
Interval wilson(std::int64_t successes, std::int64_t trials, double level = 0.95);

// Mean, spread and a t interval of the mean of a sample.
struct MeanSummary {
  std::int64_t n = 0;
  double mean = 0;
  double sd = 0;      // sample standard deviation (n - 1 in the denominator); 0 when n < 2
  Interval interval;  // mean ± t(n-1) · sd / √n; the mean itself when n < 2
};
MeanSummary summarise_sample(const std::vector<double>& values, double level = 0.95);

// A distribution-free interval of the median: the order statistics at ranks
// n/2 ∓ z·√n/2 (the binomial count of values below the median, by its normal
// approximation), so that it needs no assumption on the lengths' shape. The
// median itself when the sample is too small for ranks to differ.
Interval median_interval(std::vector<double> values, double level = 0.95);

// An interval of the standard deviation from the large-sample variance of the
// sample variance, (m4 − (n−3)/(n−1)·s⁴)/n, carried to s by the delta method:
// it holds for any shape with a fourth moment, unlike the chi-square interval
// that assumes normal data. [sd, sd] when n < 4 or sd is 0.
Interval sd_interval(const std::vector<double>& values, const MeanSummary& summary,
                     double level = 0.95);

// The median (the mean of the two middle values when n is even); 0 when empty.
double median(std::vector<double> values);

// A difference between two batches, b − a, with its interval and two-sided p-value.
struct Difference {
  double difference = 0;
  Interval interval;
  double p_value = 1;
};

// Rates x_a / n_a and x_b / n_b: the difference with an unpooled (Wald)
// interval, and the p-value of the two-proportion z-test (pooled standard
// error). When both rates are 0 or both are 1, the difference is 0 with p = 1.
Difference two_proportions(std::int64_t x_a, std::int64_t n_a, std::int64_t x_b, std::int64_t n_b,
                           double level = 0.95);

// Welch's t-test on two samples given by their summaries: the difference of
// the means with a Welch-Satterthwaite t interval, and its two-sided p-value.
// With no spread on either side, p is 1 for equal means and 0 otherwise.
Difference welch(const MeanSummary& a, const MeanSummary& b, double level = 0.95);
// Welch-Satterthwaite degrees of freedom of the two samples.
double welch_df(const MeanSummary& a, const MeanSummary& b);

// Holm's step-down adjustment of a family of p-values, in their order:
// sorted ascending, the i-th (from 0) becomes max over j <= i of
// min(1, (m − j) · p_j). An adjusted p below alpha rejects at family-wise level alpha.
std::vector<double> holm(const std::vector<double>& p_values);

}  // namespace mancala::stats
