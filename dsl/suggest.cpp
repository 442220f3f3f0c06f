#include "dsl/suggest.hpp"

#include <algorithm>
#include <string>

namespace mancala::dsl {
namespace {
// The edit distance between a and b, or `limit` when it is `limit` or more
// (then the work stops early). `row` is scratch space, reused across calls.
std::size_t edit_distance(const std::string& a, const std::string& b, std::size_t limit,
                          std::vector<std::size_t>& row) {
  row.resize(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    std::size_t row_min = row[0];
    for (std::size_t j = 1; j <= b.size(); ++j) {
      std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
      row_min = std::min(row_min, row[j]);
    }
    // Distances never shrink from one row to the next.
    if (row_min >= limit) return limit;
  }
  return std::min(row[b.size()], limit);
}
}  // namespace

std::string closest_name(const std::string& word, const std::vector<std::string>& candidates) {
  std::string best;
  std::size_t best_distance = std::max<std::size_t>(2, word.size() / 3) + 1;
  std::vector<std::size_t> row;
  for (const auto& c : candidates) {
    // The lengths alone bound the distance from below: skip hopeless candidates.
    const std::size_t length_gap =
        c.size() > word.size() ? c.size() - word.size() : word.size() - c.size();
    if (length_gap >= best_distance) continue;
    const std::size_t d = edit_distance(word, c, best_distance, row);
    if (d < best_distance) {
      best = c;
      best_distance = d;
    }
  }
  return best;
}

std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates) {
  std::string best = closest_name(word, candidates);
  return best.empty() ? "" : " (did you mean '" + best + "'?)";
}

std::string join_names(const std::vector<std::string>& names) {
  if (names.empty()) return "(none)";
  // A long list helps nobody, and listing it in each of many messages would
  // make the messages grow with the square of the file.
  constexpr std::size_t kListed = 12;
  if (names.size() > kListed) {
    std::string out;
    for (std::size_t i = 0; i < kListed; ++i) out += names[i] + ", ";
    return out + "... (" + std::to_string(names.size()) + " in all)";
  }
  std::string out;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) out += i + 1 == names.size() ? " or " : ", ";
    out += names[i];
  }
  return out;
}

}  // namespace mancala::dsl
