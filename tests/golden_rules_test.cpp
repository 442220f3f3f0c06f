// Golden rule files: every file under tests/rules/ok must load without a
// warning; every file under tests/rules/bad must fail with exactly the errors
// (and warnings, which fail under --werror) written at its end as
// "# expect: LINE:COL: MESSAGE" or "# expect: LINE:COL: warning: MESSAGE" lines,
// one per message: one mistake gets one message, never a cascade.
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>

#include "dsl/loader.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

std::vector<fs::path> files_in(const std::string& folder) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(source_path(folder)))
    if (entry.path().extension() == ".mancala") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::multiset<std::string> expected_errors(const fs::path& file) {
  std::multiset<std::string> expected;
  std::ifstream in(file);
  std::string line;
  const std::string marker = "# expect: ";
  while (std::getline(in, line))
    if (line.rfind(marker, 0) == 0) expected.insert(line.substr(marker.size()));
  return expected;
}

std::multiset<std::string> actual_errors(const std::string& messages, const std::string& name) {
  std::multiset<std::string> actual;
  std::regex error_line("^" +
                        std::regex_replace(name, std::regex(R"([.^$|()\[\]{}*+?\\])"), R"(\$&)") +
                        R"(:(\d+):(\d+): (error|warning): (.*)$)");
  std::istringstream lines(messages);
  std::string line;
  std::smatch m;
  while (std::getline(lines, line))
    if (std::regex_match(line, m, error_line))
      actual.insert(m[1].str() + ":" + m[2].str() + ": " +
                    (m[3].str() == "warning" ? "warning: " : "") + m[4].str());
  return actual;
}

TEST(GoldenRules, GoodFilesLoad) {
  auto files = files_in("tests/rules/ok");
  ASSERT_FALSE(files.empty());
  for (const auto& file : files) {
    LoadResult loaded = load_rules(file.string());
    EXPECT_TRUE(loaded.program.has_value()) << file << "\n" << loaded.messages;
    EXPECT_EQ(loaded.messages, "") << file;
  }
}

TEST(GoldenRules, BadFilesFailWithTheirExpectedMessages) {
  auto files = files_in("tests/rules/bad");
  EXPECT_GE(files.size(), 15u);
  for (const auto& file : files) {
    SCOPED_TRACE(file.filename().string());
    // A multiset: a message repeated for one mistake is a failure too.
    const std::multiset<std::string> expected = expected_errors(file);
    ASSERT_FALSE(expected.empty()) << "no '# expect:' line in " << file;
    LoadResult loaded = load_rules(file.string());
    // A bad file fails: with an error, or (under --werror) with a warning.
    EXPECT_TRUE(!loaded.program || loaded.messages.find(": warning: ") != std::string::npos);
    EXPECT_EQ(actual_errors(loaded.messages, file.string()), expected) << loaded.messages;
  }
}

// Every message shows the offending source line and a caret under the column.
TEST(GoldenRules, MessagesQuoteTheLineWithACaret) {
  LoadResult loaded = load_rules(source_path("tests/rules/bad/bad_stores_value.mancala"));
  EXPECT_NE(loaded.messages.find("  stores maybe\n"), std::string::npos) << loaded.messages;
  EXPECT_NE(loaded.messages.find("\n           ^\n"), std::string::npos) << loaded.messages;
}

}  // namespace
}  // namespace mancala::test
