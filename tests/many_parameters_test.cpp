// Rule files with tens of thousands of parameters: `check` used to take time
// in the square of their number (each lookup scanned every parameter, and
// each unknown-parameter message listed and searched them all). These tests
// time nothing: they count the name comparisons of a lookup, check that the
// messages past the cap are not worked out, and that large files compile.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "dsl/diagnostics.hpp"
#include "dsl/parser.hpp"
#include "dsl/compiler.hpp"
#include "dsl/loader.hpp"
#include "dsl/named_table.hpp"
#include "support/small_game.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

constexpr int kMany = 40000;

// `count` lines "param pI = VALUE_I" (VALUE is a prefix for a name, or a number).
std::string many_params(int count, const std::string& value) {
  std::string text;
  for (int i = 0; i < count; ++i) {
    const std::string n = std::to_string(i);
    text += "param p" + n + " = " + (value.empty() ? "1" : value + n) + "\n";
  }
  return text;
}

// A name comparison that counts how often it runs.
struct CountingEqual {
  std::size_t* count;
  bool operator()(const std::string& a, const std::string& b) const {
    ++*count;
    return a == b;
  }
};

// Something with a name, as the table holds.
struct Named {
  std::string name;
  int value = 0;
};

// Finding each of N names compares about one name each, not N/2.
TEST(ManyParameters, ALookupComparesAFewNamesNotAll) {
  std::size_t comparisons = 0;
  NamedTable<Named, CountingEqual> table(CountingEqual{&comparisons});
  for (int i = 0; i < kMany; ++i) table.add({"p" + std::to_string(i), i});
  comparisons = 0;
  for (int i = 0; i < kMany; ++i) {
    const Named* found = table.find("p" + std::to_string(i));
    ASSERT_NE(found, nullptr);
    EXPECT_EQ(found->value, i);
    EXPECT_EQ(table.find("q" + std::to_string(i)), nullptr);
  }
  // 2 * kMany lookups; a scan would make about kMany * kMany comparisons.
  EXPECT_LE(comparisons, std::size_t{4} * kMany);
}

// The table keeps declaration order, refuses a second item of a name, and
// keeps its items where they are as it grows (the compiler holds pointers).
TEST(ManyParameters, TheTableKeepsOrderAndItsItemsStayPut) {
  NamedTable<Named> table;
  Named* first = &table.add({"a", 1});
  for (int i = 0; i < 1000; ++i) table.add({"b" + std::to_string(i), i});
  EXPECT_EQ(&table.add({"a", 2}), first);
  EXPECT_EQ(first->value, 1);
  EXPECT_EQ(table.find("a"), first);
  EXPECT_EQ(table.size(), 1001u);
  EXPECT_EQ(table.begin()->name, "a");
  EXPECT_EQ((table.begin() + 1)->name, "b0");
}

// Thousands of unknown parameters: every one is counted, the shown messages
// list the names that could be meant, and the others are the bare message, since
// working out a list and a suggestion for each made `check` quadratic.
TEST(ManyParameters, MessagesPastTheCapAreNotWorkedOut) {
  auto source = std::make_shared<dsl::SourceFile>();
  source->name = "unknown.mancala";
  source->text = std::string(kSmallGame) + many_params(20000, "nosuch");
  dsl::Diagnostics diags(source);
  std::optional<dsl::ast::Node> tree = dsl::parse(diags);
  ASSERT_TRUE(tree);
  EXPECT_FALSE(compile(*tree, {}, diags));
  std::size_t errors = 0;
  for (const dsl::Diagnostic& d : diags.items()) {
    if (d.severity != dsl::Severity::error) continue;
    const std::string n = std::to_string(errors);
    if (errors < dsl::Diagnostics::kMaxShown)
      EXPECT_EQ(d.message.rfind("unknown parameter 'nosuch" + n + "'; 'p" + n + "' may use", 0), 0u)
          << d.message;
    else
      EXPECT_EQ(d.message, "unknown parameter 'nosuch" + n + "'");
    ++errors;
  }
  EXPECT_EQ(errors, 20000u);
  EXPECT_NE(diags.format().find("unknown.mancala: error: and 19950 more errors (not shown)"),
            std::string::npos);
}

// Forty thousand valid parameters compile, in a file of their own and in a
// child file that overrides all of a parent's (merging the two files looked
// up each item of the child in the parent's list).
TEST(ManyParameters, FortyThousandParametersCompile) {
  LoadResult own =
      load_rules_text("many.mancala", std::string(kSmallGame) + many_params(kMany, ""));
  ASSERT_TRUE(own.program) << own.messages.substr(0, 2000);
  EXPECT_EQ(own.program->params.size(), static_cast<std::size_t>(kMany));

  const fs::path dir = fs::temp_directory_path() / "mancala-many-parameters";
  fs::remove_all(dir);
  fs::create_directories(dir);
  std::ofstream(dir / "parent.mancala") << kSmallGame << many_params(kMany, "");
  std::ofstream(dir / "child.mancala") << "extends \"parent.mancala\"\n" << many_params(kMany, "");
  LoadResult child = load_rules((dir / "child.mancala").string());
  ASSERT_TRUE(child.program) << child.messages.substr(0, 2000);
  EXPECT_EQ(child.program->params.size(), static_cast<std::size_t>(kMany));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace mancala::test
