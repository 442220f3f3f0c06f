// The committed seed corpora of the fuzzers (tests/fuzz/corpus/) start from
// every bundled game, as docs/reliability.md says: each rules/NAME.mancala has
// a record seed (a record of games under it) and a trace seed (trace input
// whose first line names it). scripts/fuzz_seeds.sh writes the missing ones.
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "io/record.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

const char* kAdvice = " (scripts/fuzz_seeds.sh writes the missing seeds)";

TEST(FuzzCorpus, EveryBundledFileHasARecordSeed) {
  std::map<std::string, int> seeds;  // rule file -> record seeds with games under it
  for (const auto& entry : fs::directory_iterator(source_path("tests/fuzz/corpus/record"))) {
    std::string why;
    const std::optional<GameRecord> record =
        read_record_text("record.yaml", read_text(entry.path()), why);
    // A seed may be a malformed record kept as a regression input.
    if (!record || record->games.empty() || record->games.front().moves.empty()) continue;
    ++seeds[record->rules];
  }
  for (const std::string& name : bundled_names())
    EXPECT_GT(seeds["rules/" + name + ".mancala"], 0)
        << "no record seed in tests/fuzz/corpus/record plays rules/" << name << ".mancala"
        << kAdvice;
}

TEST(FuzzCorpus, EveryBundledFileHasATraceSeed) {
  std::set<std::string> named;  // the rule files the trace seeds name
  for (const auto& entry : fs::directory_iterator(source_path("tests/fuzz/corpus/trace"))) {
    std::istringstream text(read_text(entry.path()));
    std::string header, first_move;
    if (!std::getline(text, header) || !std::getline(text, first_move) || first_move.empty())
      continue;
    // "NAME", "NAME:VARIANT", optionally followed by "match N" or "first S|N".
    const std::string set = header.substr(0, header.find(' '));
    named.insert(set.substr(0, set.find(':')));
  }
  for (const std::string& name : bundled_names())
    EXPECT_TRUE(named.count(name))
        << "no trace seed in tests/fuzz/corpus/trace names " << name << kAdvice;
}

}  // namespace
}  // namespace mancala::test
