// The TextMate grammar in editors/ is valid JSON and highlights every keyword
// the parser knows, so the editor and the language cannot drift apart unseen.
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>

#include "dsl/parser.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

TEST(EditorGrammar, HighlightsEveryKeyword) {
  std::ifstream in(source_path("editors/vscode/syntaxes/mancala.tmLanguage.json"));
  ASSERT_TRUE(in);
  const nlohmann::json grammar = nlohmann::json::parse(in);
  EXPECT_EQ(grammar["scopeName"], "source.mancala");
  std::vector<std::regex> patterns;
  for (const auto& [name, rule] : grammar["repository"].items())
    if (rule.contains("match")) patterns.emplace_back(rule["match"].get<std::string>());
  for (const std::string& keyword : dsl::language_keywords()) {
    // Block names are highlighted where they open a block.
    const bool found = std::any_of(patterns.begin(), patterns.end(), [&](const std::regex& re) {
      return std::regex_search(keyword, re) || std::regex_search(keyword + " {", re);
    });
    EXPECT_TRUE(found) << "'" << keyword << "' is not highlighted";
  }
}

TEST(EditorGrammar, ExtensionManifestNamesTheGrammar) {
  std::ifstream in(source_path("editors/vscode/package.json"));
  ASSERT_TRUE(in);
  const nlohmann::json manifest = nlohmann::json::parse(in);
  EXPECT_EQ(manifest["contributes"]["grammars"][0]["path"], "./syntaxes/mancala.tmLanguage.json");
  EXPECT_EQ(manifest["contributes"]["languages"][0]["extensions"][0], ".mancala");
}

}  // namespace
}  // namespace mancala::test
