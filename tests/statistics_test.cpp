// The statistics of `mancala compare` against values from tables, textbooks
// and an independent computation (mpmath's betainc at 30 digits).
#include "analysis/statistics.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <vector>

namespace mancala::stats {
namespace {

TEST(Statistics, NormalCdfAndQuantile) {
  EXPECT_NEAR(normal_cdf(0), 0.5, 1e-15);
  EXPECT_NEAR(normal_cdf(1.959963984540054), 0.975, 1e-12);
  EXPECT_NEAR(normal_cdf(-1), 0.15865525393145707, 1e-12);
  EXPECT_NEAR(normal_quantile(0.975), 1.959963984540054, 1e-9);
  EXPECT_NEAR(normal_quantile(0.995), 2.5758293035489004, 1e-9);
  EXPECT_NEAR(normal_quantile(0.025), -1.959963984540054, 1e-9);
}

TEST(Statistics, IncompleteBeta) {
  EXPECT_NEAR(incomplete_beta(0.3, 2, 5), 0.579825, 1e-12);
  EXPECT_NEAR(incomplete_beta(0.5, 3, 3), 0.5, 1e-12);  // symmetric
  EXPECT_EQ(incomplete_beta(0, 2, 5), 0);
  EXPECT_EQ(incomplete_beta(1, 2, 5), 1);
}

TEST(Statistics, StudentTAgainstTables) {
  // df = 1 is the Cauchy distribution; df = 2 has a closed form.
  EXPECT_NEAR(student_t_cdf(1, 1), 0.75, 1e-12);
  EXPECT_NEAR(student_t_cdf(2, 2), 0.5 + 2 / (2 * std::sqrt(6.0)), 1e-12);
  // The table's 2.228 for a two-sided 5% at df 10.
  EXPECT_NEAR(student_t_cdf(2.228, 10), 0.974994114091444, 1e-10);
  EXPECT_NEAR(student_t_cdf(1.5, 3.5), 0.891090906492327, 1e-10);  // fractional df
  EXPECT_NEAR(student_t_cdf(-0.7, 7), 0.253258776097800, 1e-10);
  EXPECT_NEAR(student_t_quantile(0.975, 10), 2.2281388519649385, 1e-8);
  EXPECT_NEAR(student_t_quantile(0.975, 30), 2.0422724563012373, 1e-8);
  EXPECT_NEAR(student_t_quantile(0.975, 1e7), 1.959964, 1e-5);  // tends to the normal
}

TEST(Statistics, WilsonIntervalOfHalf) {
  const Interval i = wilson(50, 100);
  EXPECT_NEAR(i.low, 0.403831, 1e-6);
  EXPECT_NEAR(i.high, 0.596169, 1e-6);
  // No successes: starts at 0, unlike the Wald interval it does not collapse.
  const Interval zero = wilson(0, 10);
  EXPECT_EQ(zero.low, 0);
  EXPECT_NEAR(zero.high, 0.2775328, 1e-6);
  EXPECT_EQ(wilson(0, 0).high, 1);
}

TEST(Statistics, SampleSummaryAndMedian) {
  const MeanSummary s = summarise_sample({2, 4, 4, 4, 5, 5, 7, 9});
  EXPECT_EQ(s.n, 8);
  EXPECT_DOUBLE_EQ(s.mean, 5);
  EXPECT_NEAR(s.sd, std::sqrt(32.0 / 7), 1e-12);
  const double half = 2.3646242510102993 * std::sqrt(32.0 / 7) / std::sqrt(8.0);  // t(7) 97.5%
  EXPECT_NEAR(s.interval.low, 5 - half, 1e-8);
  EXPECT_NEAR(s.interval.high, 5 + half, 1e-8);
  EXPECT_DOUBLE_EQ(median({3, 1, 2}), 2);
  EXPECT_DOUBLE_EQ(median({4, 1, 3, 2}), 2.5);
  EXPECT_DOUBLE_EQ(median({}), 0);
}

// Welch's first example on Wikipedia ("Welch's t-test"): t 2.46, df 24.99, p 0.021.
// The median's interval from order statistics: for n = 100 the usual table
// gives the 40th and 61st values; one value only for a sample of one.
TEST(Statistics, MedianIntervalFromRanks) {
  std::vector<double> values;
  for (int v = 100; v >= 1; --v) values.push_back(v);  // order does not matter
  const Interval i = median_interval(values);
  EXPECT_EQ(i.low, 40);
  EXPECT_EQ(i.high, 61);
  const Interval one = median_interval({7});
  EXPECT_EQ(one.low, 7);
  EXPECT_EQ(one.high, 7);
}

// The spread's interval holds whatever the shape: for 1..1000 (uniform, sd
// 288.8) it is narrower than the normal-theory s/√(2n) band, as a flat
// distribution's light tails make it; a sample of two values, equally often,
// has a spread that hardly varies.
TEST(Statistics, SdIntervalWithoutNormality) {
  std::vector<double> uniform;
  for (int v = 1; v <= 1000; ++v) uniform.push_back(v);
  const MeanSummary u = summarise_sample(uniform);
  const Interval iu = sd_interval(uniform, u);
  EXPECT_LT(iu.low, u.sd);
  EXPECT_GT(iu.high, u.sd);
  EXPECT_LT(iu.high - iu.low, 2 * 1.96 * u.sd / std::sqrt(2000.0));
  EXPECT_GT(iu.high - iu.low, 0.5 * 1.96 * u.sd / std::sqrt(2000.0));
  std::vector<double> two;
  for (int k = 0; k < 1000; ++k) two.push_back(k % 2 ? 2 : 0);
  const MeanSummary t = summarise_sample(two);
  const Interval it = sd_interval(two, t);
  EXPECT_NEAR(it.low, t.sd, 0.01);
  EXPECT_NEAR(it.high, t.sd, 0.01);
  const Interval tiny = sd_interval({1, 2, 3}, summarise_sample({1, 2, 3}));
  EXPECT_EQ(tiny.low, 1);
  EXPECT_EQ(tiny.high, 1);
}

TEST(Statistics, WelchTextbookExample) {
  const MeanSummary a = summarise_sample(
      {27.5, 21.0, 19.0, 23.6, 17.0, 17.9, 16.9, 20.1, 21.9, 22.6, 23.1, 19.6, 19.0, 21.7, 21.4});
  const MeanSummary b = summarise_sample(
      {27.1, 22.0, 20.8, 23.4, 23.4, 23.5, 25.8, 22.0, 24.8, 20.2, 21.9, 22.1, 22.9, 20.5, 24.4});
  EXPECT_NEAR(welch_df(a, b), 24.9885292902314, 1e-9);
  const Difference d = welch(a, b);
  EXPECT_NEAR(d.difference, 2.1666666666667, 1e-9);
  EXPECT_NEAR(d.p_value, 0.0213780014628670, 1e-9);
  EXPECT_LT(d.interval.low, d.difference);
  EXPECT_GT(d.interval.low, 0);  // significant at 5%: the interval excludes 0
}

TEST(Statistics, WelchWithoutSpread) {
  const MeanSummary same = summarise_sample({3, 3, 3});
  EXPECT_EQ(welch(same, same).p_value, 1);
  EXPECT_EQ(welch(same, summarise_sample({4, 4})).p_value, 0);
}

TEST(Statistics, TwoProportionZTest) {
  // 60/100 against 45/100: z = -2.12398 with the pooled standard error.
  const Difference d = two_proportions(60, 100, 45, 100);
  EXPECT_NEAR(d.difference, -0.15, 1e-12);
  EXPECT_NEAR(d.p_value, 0.0336720688563458, 1e-9);
  const double se = std::sqrt(0.6 * 0.4 / 100 + 0.45 * 0.55 / 100);
  EXPECT_NEAR(d.interval.low, -0.15 - 1.959963984540054 * se, 1e-9);
  EXPECT_EQ(two_proportions(0, 50, 0, 70).p_value, 1);
}

// Holm's adjustment, worked by hand: sorted 0.01, 0.02, 0.03, 0.04 times
// 4, 3, 2, 1 gives 0.04, 0.06, 0.06, 0.04, made non-decreasing: 0.04, 0.06, 0.06, 0.06.
TEST(Statistics, HolmAdjustment) {
  const std::vector<double> adjusted = holm({0.03, 0.01, 0.04, 0.02});
  ASSERT_EQ(adjusted.size(), 4u);
  EXPECT_NEAR(adjusted[0], 0.06, 1e-12);
  EXPECT_NEAR(adjusted[1], 0.04, 1e-12);
  EXPECT_NEAR(adjusted[2], 0.06, 1e-12);
  EXPECT_NEAR(adjusted[3], 0.06, 1e-12);
  EXPECT_NEAR(holm({0.5, 0.9})[1], 1.0, 1e-12);  // capped at 1
}

}  // namespace
}  // namespace mancala::stats
