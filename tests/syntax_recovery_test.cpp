// Syntax errors as an author meets them: one typo costs one message, recovery
// resumes at every item keyword of the keyword table, and "did you mean"
// suggests only words that fit where the typo is.
#include <map>
#include <set>

#include "dsl/keywords.hpp"
#include "dsl/loader.hpp"
#include "dsl/parser.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// One correct item for every keyword of the table that starts an item.
const std::map<std::string, std::string>& item_examples() {
  static const std::map<std::string, std::string> examples = {
      {"game", "game \"t\""},
      {"extends", "extends \"parent.mancala\""},
      {"param", "param x = 1 in 0..9"},
      {"variant", "variant v { set x = 2 }"},
      {"board", "board { rows 2  pits 6 }"},
      {"setup", "setup { seeds 4 }"},
      {"move", "move { take all }"},
      {"sow", "sow { direction cw }"},
      {"feeding", "feeding { must feed when opponent's row is empty }"},
      {"lap", "lap end { relay }"},
      {"during", "during sowing { if seeds(pit) == 4: capture pit to owner }"},
      {"opening", "opening { place seeds anywhere }"},
      {"marks", "marks { clear x when sown }"},
      {"match", "match { first player alternates }"},
  };
  return examples;
}

struct Parsed {
  std::optional<dsl::ast::Node> tree;
  std::vector<dsl::Diagnostic> errors;
};

Parsed parse_text(const std::string& text) {
  auto source = std::make_shared<dsl::SourceFile>();
  source->name = "t.mancala";
  source->text = text;
  dsl::Diagnostics diags(source);
  Parsed parsed;
  parsed.tree = dsl::parse(diags);
  parsed.errors = diags.items();
  return parsed;
}

// After a broken top-level item, parsing resumes at the next item, whatever
// keyword starts it: one typo, one message, and the next item is kept.
TEST(SyntaxRecovery, ResumesAtEveryItemKeywordOfTheTable) {
  for (const dsl::Keyword& keyword : dsl::kKeywords) {
    if (keyword.role == dsl::KeywordRole::word) continue;
    const std::string word(keyword.word);
    SCOPED_TRACE(word);
    const auto example = item_examples().find(word);
    ASSERT_NE(example, item_examples().end()) << "no example item for '" << word << "'";
    for (const std::string& broken :
         {std::string("bord { rows 2\n  pits 6\n}\n"), std::string("parm x = 3\n")}) {
      const Parsed parsed = parse_text(broken + example->second + "\n");
      ASSERT_TRUE(parsed.tree);
      ASSERT_EQ(parsed.errors.size(), 1u) << parsed.errors.back().message;
      EXPECT_EQ(parsed.errors[0].pos.line, 1);
      EXPECT_EQ(parsed.tree->kids.size(), 1u) << "the item after the typo was skipped";
    }
    // Seen inside a block, the item also tells that the block's '}' is missing.
    const Parsed unclosed = parse_text("sow { direction cw\n" + example->second + "\n");
    ASSERT_EQ(unclosed.errors.size(), 1u);
    EXPECT_NE(unclosed.errors[0].message.find("expected '}'"), std::string::npos);
    EXPECT_EQ(unclosed.tree->kids.size(), 2u);
  }
}

// The grammar's top-level items start with exactly the table's block and
// declaration words, so recovery resumes wherever an item can start.
TEST(SyntaxRecovery, ItemsStartWithTheTablesItemWords) {
  std::set<std::string> table;
  for (const dsl::Keyword& keyword : dsl::kKeywords)
    if (keyword.role != dsl::KeywordRole::word) table.emplace(keyword.word);
  const std::vector<std::string> words = dsl::item_keywords();
  EXPECT_EQ(std::set<std::string>(words.begin(), words.end()), table);
}

// The user's view: an early typo, then correct opening, marks, match and
// extends items, gives exactly one error.
TEST(SyntaxRecovery, OneEarlyTypoGivesOneError) {
  const std::string text = R"(varient short { set laps = 5 }
extends "kiothi.mancala"
game "Kiothi, retold"
opening {
  empty 2 own occupied pits
  place seeds anywhere
}
marks {
  mark nki on occupied pits after openings
  clear nki when sown
}
match {
  win by 2 counts as weight
}
)";
  const std::string name = source_path("rules/retold.mancala");
  LoadResult r = load_rules_text(name, text);
  EXPECT_EQ(r.messages.find(": error: "), r.messages.rfind(": error: ")) << r.messages;
  EXPECT_NE(r.messages.find(name + ":1:1: error: expected a block"), std::string::npos)
      << r.messages;
  EXPECT_NE(r.messages.find("(did you mean 'variant'?)"), std::string::npos) << r.messages;
}

// Suggestions come only from the words that fit where the typo is.
TEST(SyntaxRecovery, SuggestsOnlyTheWordsExpectedThere) {
  const Parsed owner = parse_text("game end { remaining seeds to ownr }\n");
  ASSERT_EQ(owner.errors.size(), 1u);
  EXPECT_EQ(owner.errors[0].message,
            "expected 'owner', 'other player', 'first player', 'last mover', 'nobody' or a player "
            "(mover, opponent, South, North) (did you mean 'owner'?)");
  const Parsed from = parse_text("move { frm own pits }\n");
  ASSERT_EQ(from.errors.size(), 1u);
  EXPECT_NE(from.errors[0].message.find("(did you mean 'from'?)"), std::string::npos);
  // "sorw" is close to "sow", but no sowing statement starts with "sow".
  const Parsed sow = parse_text("sow { sorw pits where pit is empty }\n");
  ASSERT_EQ(sow.errors.size(), 1u);
  EXPECT_EQ(sow.errors[0].message.find("did you mean"), std::string::npos) << sow.errors[0].message;
  EXPECT_NE(sow.errors[0].message.find(", found 'sorw'"), std::string::npos)
      << sow.errors[0].message;
}

// language_keywords() is the table: every word, including the short ones.
TEST(SyntaxRecovery, KeywordListIsTheTable) {
  const std::vector<std::string>& words = dsl::language_keywords();
  EXPECT_EQ(words.size(), dsl::kKeywords.size());
  for (const char* word : {"in", "is", "was", "has", "of", "and", "or", "not", "if", "no", "to",
                           "a", "extends", "opponent's"})
    EXPECT_NE(std::find(words.begin(), words.end(), word), words.end()) << word;
}

}  // namespace
}  // namespace mancala::test
