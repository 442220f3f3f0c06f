// The TextMate grammar in editors/ is valid JSON and highlights exactly the
// words of the keyword table (dsl/keywords.hpp), so the editor and the
// language cannot drift apart unseen.
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <set>

#include "dsl/keywords.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

nlohmann::json editor_grammar() {
  std::ifstream in(source_path("editors/vscode/syntaxes/mancala.tmLanguage.json"));
  EXPECT_TRUE(in);
  return nlohmann::json::parse(in);
}

// True when `pattern` matches the whole of `text` from its start (not a part of a word).
bool matches_word(const std::string& pattern, const std::string& text, std::size_t word_length) {
  std::smatch m;
  return std::regex_search(text, m, std::regex(pattern)) && m.position(0) == 0 &&
         static_cast<std::size_t>(m.length(0)) >= word_length;
}

TEST(EditorGrammar, HighlightsEveryKeywordOfTheTable) {
  const nlohmann::json grammar = editor_grammar();
  EXPECT_EQ(grammar["scopeName"], "source.mancala");
  const auto& rules = grammar["repository"];
  for (const dsl::Keyword& keyword : dsl::kKeywords) {
    const std::string word(keyword.word);
    SCOPED_TRACE(word);
    // Blocks are highlighted as sections where they open a block ("lap end {",
    // "during sowing {").
    const auto opens_block = [&](const std::string& pattern) {
      for (const char* second : {"", " end", " sowing"})
        if (matches_word(pattern, word + second + " {", word.size())) return true;
      return false;
    };
    if (keyword.role == dsl::KeywordRole::block)
      EXPECT_TRUE(opens_block(rules["block"]["match"]))
          << "'" << word << " {' is not highlighted as a block";
    if (keyword.role == dsl::KeywordRole::decl) {
      EXPECT_TRUE(matches_word(rules["declaration"]["match"], word + " x", word.size()))
          << "'" << word << "' is not highlighted as a declaration";
    }
    bool found = false;
    for (const auto& [name, rule] : rules.items())
      if (rule.contains("match") &&
          (matches_word(rule["match"], word, word.size()) || opens_block(rule["match"])))
        found = true;
    EXPECT_TRUE(found) << "'" << word << "' is not highlighted";
  }
}

// The other way round: every word the editor highlights is a word of the language.
TEST(EditorGrammar, HighlightsNoWordOutsideTheTable) {
  std::set<std::string> table;
  for (const dsl::Keyword& keyword : dsl::kKeywords) table.emplace(keyword.word);
  const nlohmann::json grammar = editor_grammar();
  const std::regex alternation(R"(\\b\(([A-Za-z'|\\s+]+)\))");
  const std::regex word(R"([A-Za-z']+)");
  int checked = 0;
  for (const auto& [name, rule] : grammar["repository"].items()) {
    if (!rule.contains("match")) continue;
    const std::string pattern = rule["match"];
    std::smatch group;
    if (!std::regex_search(pattern, group, alternation)) continue;
    const std::string words = group[1].str();
    for (auto it = std::sregex_iterator(words.begin(), words.end(), word);
         it != std::sregex_iterator(); ++it) {
      const std::string w = it->str();
      if (w == "s") continue;  // from "\s+" in "lap\s+end"
      ++checked;
      EXPECT_TRUE(table.count(w)) << "the editor highlights '" << w << "', not a keyword";
    }
  }
  EXPECT_GE(checked, static_cast<int>(dsl::kKeywords.size()));
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
