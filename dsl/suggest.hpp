#pragma once
// "Did you mean ...?" suggestions for misspelled names.
#include <string>
#include <vector>

namespace mancala::dsl {

// The candidate closest to `word` by edit distance, or "" when none is close.
std::string closest_name(const std::string& word, const std::vector<std::string>& candidates);

// " (did you mean 'x'?)" or "" when no candidate is close.
std::string did_you_mean(const std::string& word, const std::vector<std::string>& candidates);

// "a, b or c", for listing valid names in a message; past 12 names, the first
// 12 and the count.
std::string join_names(const std::vector<std::string>& names);

}  // namespace mancala::dsl
