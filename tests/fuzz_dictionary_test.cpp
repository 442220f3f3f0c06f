// The libFuzzer dictionary for rule text (tests/fuzz/rules.dict) holds every
// keyword of the language, so the fuzzer builds statements from real words.
#include <fstream>
#include <set>
#include <string>

#include "dsl/parser.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// The quoted entries of a libFuzzer dictionary (escapes are not undone: keywords have none).
std::set<std::string> dictionary_entries(const std::string& path) {
  std::ifstream in(path);
  std::set<std::string> entries;
  for (std::string line; std::getline(in, line);) {
    const auto open = line.find('"');
    const auto close = line.rfind('"');
    if (line.starts_with("#") || open == std::string::npos || close <= open) continue;
    entries.insert(line.substr(open + 1, close - open - 1));
  }
  return entries;
}

TEST(FuzzDictionary, HoldsEveryLanguageKeyword) {
  const std::set<std::string> entries = dictionary_entries(source_path("tests/fuzz/rules.dict"));
  ASSERT_FALSE(entries.empty());
  for (const std::string& keyword : dsl::language_keywords())
    EXPECT_TRUE(entries.count(keyword)) << "add \"" << keyword << "\" to tests/fuzz/rules.dict";
}

}  // namespace
}  // namespace mancala::test
