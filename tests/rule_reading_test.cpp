// Reading rule files: byte-order marks, directories, unreadable files, pipes
// read once, columns in characters, the characters allowed, and a cap on the
// number of messages.
#include <fcntl.h>
#include <fmt/format.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <thread>

#include "dsl/loader.hpp"
#include "dsl/source.hpp"
#include "support/small_game.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

// A fresh, empty folder for one test.
fs::path temp_folder(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("mancala-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

TEST(RuleReading, ByteOrderMarkIsSkipped) {
  LoadResult ok = load_rules_text("bom.mancala", std::string("\xEF\xBB\xBF") + kSmallGame);
  EXPECT_TRUE(ok.program) << ok.messages;
  // Columns on the first line start after the mark.
  LoadResult bad = load_rules_text("bom.mancala", "\xEF\xBB\xBFgame 3\n");
  EXPECT_NE(bad.messages.find("bom.mancala:1:6: error: expected a quoted name"), std::string::npos)
      << bad.messages;
}

TEST(RuleReading, DirectoryIsAnError) {
  LoadResult r = load_rules(source_path("rules"));
  EXPECT_FALSE(r.program);
  EXPECT_FALSE(r.readable);
  EXPECT_NE(r.messages.find("rules: error: cannot read the file: is a directory"),
            std::string::npos)
      << r.messages;
}

TEST(RuleReading, UnreadableFileSaysWhy) {
  if (::geteuid() == 0) GTEST_SKIP() << "root reads every file";
  const fs::path dir = temp_folder("unreadable");
  const fs::path file = dir / "locked.mancala";
  std::ofstream(file) << kSmallGame;
  fs::permissions(file, fs::perms::none);
  LoadResult r = load_rules(file.string());
  EXPECT_NE(r.messages.find("cannot read the file: Permission denied"), std::string::npos)
      << r.messages;
  fs::remove_all(dir);
}

TEST(RuleReading, ParentThatIsADirectorySaysSo) {
  const fs::path dir = temp_folder("parent-dir");
  fs::create_directories(dir / "parent.mancala");
  std::ofstream(dir / "child.mancala") << "extends \"parent.mancala\"\n" << kSmallGame;
  LoadResult r = load_rules((dir / "child.mancala").string());
  EXPECT_NE(r.messages.find("1:1: error: cannot read 'parent.mancala', relative to this file: is "
                            "a directory"),
            std::string::npos)
      << r.messages;
  fs::remove_all(dir);
}

// A pipe can be read only once: every later reader gets the same text.
TEST(RuleReading, PipeIsReadOnceAndConsistently) {
  const fs::path dir = temp_folder("fifo");
  const fs::path fifo = dir / "rules.mancala";
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::thread writer([&] { std::ofstream(fifo) << kSmallGame; });
  const dsl::SourceRead first = dsl::read_source(fifo.string());
  writer.join();
  const dsl::SourceRead second = dsl::read_source(fifo.string());
  ASSERT_TRUE(first.file) << first.error;
  ASSERT_TRUE(second.file) << second.error;
  EXPECT_EQ(first.file->text, kSmallGame);
  EXPECT_EQ(second.file->text, kSmallGame);
  EXPECT_TRUE(load_rules(fifo.string()).program);
  fs::remove_all(dir);
}

// Columns count characters, not bytes, so the caret stays under the mistake.
TEST(RuleReading, ColumnsCountCharacters) {
  LoadResult r = load_rules_text("c.mancala", "game \"Café\" board { stores maybe }\n");
  EXPECT_NE(r.messages.find("c.mancala:1:28: error: expected 'none', 'aside' or 'in circuit'"),
            std::string::npos)
      << r.messages;
  EXPECT_NE(r.messages.find("\n  game \"Café\" board { stores maybe }\n" +
                            std::string(2 + 27, ' ') + "^\n"),
            std::string::npos)
      << r.messages;
}

// A very long line is shown as a window round the mistake, its cut ends
// marked, and the caret still under the mistake.
TEST(RuleReading, LongLinesAreShownAroundTheColumn) {
  const std::string comment = "# " + std::string(3000, 'x');
  const std::string line =
      "game \"Long\" board { stores maybe }" + std::string(2000, ' ') + comment;
  LoadResult r = load_rules_text("l.mancala", line + "\n");
  ASSERT_NE(r.messages.find("l.mancala:1:28: error:"), std::string::npos) << r.messages;
  // The line shown: columns 1..120 (the start of the line), then "...".
  EXPECT_NE(
      r.messages.find("\n  " + line.substr(0, 120) + "...\n" + std::string(2 + 27, ' ') + "^\n"),
      std::string::npos)
      << r.messages.substr(0, 400);
  // A mistake far along the line: 60 columns before it, 59 after, both ends cut.
  const std::string far =
      "game \"Long\" board {" + std::string(2000, ' ') + "stores maybe }" + comment;
  LoadResult f = load_rules_text("f.mancala", far + "\n");
  const std::size_t column = far.find("maybe") + 1;
  ASSERT_NE(f.messages.find(fmt::format("f.mancala:1:{}: error:", column)), std::string::npos)
      << f.messages.substr(0, 400);
  EXPECT_NE(f.messages.find("\n  ..." + far.substr(column - 1 - 60, 120) + "...\n" +
                            std::string(2 + 3 + 60, ' ') + "^\n"),
            std::string::npos)
      << f.messages.substr(0, 600);
  EXPECT_LT(f.messages.size(), 1000u);
}

TEST(RuleReading, InvalidUtf8IsAnErrorWhereItIs) {
  LoadResult r = load_rules_text("u.mancala", std::string("game \"x\"\n# caf\xE9\n") + kSmallGame);
  EXPECT_FALSE(r.program);
  EXPECT_NE(r.messages.find("u.mancala:2:6: error: invalid UTF-8 (byte 0xE9): rule files must be "
                            "UTF-8 text"),
            std::string::npos)
      << r.messages;
}

// Strings and comments may hold any character; names and keywords are ASCII.
TEST(RuleReading, NonAsciiOnlyInStringsAndComments) {
  std::string text = kSmallGame;
  text.replace(text.find("\"Small\""), 7, "\"Petit jeu à trois cases ✓\"  # été");
  EXPECT_EQ(from_text(text).game_name, "Petit jeu à trois cases ✓");
  LoadResult name = load_rules_text("n.mancala", "param côté = 3\n" + std::string(kSmallGame));
  EXPECT_NE(name.messages.find("n.mancala:1:8: error: expected '=', found 'ôté' ('ô' is U+00F4: "
                               "outside strings and comments, only ASCII is allowed)"),
            std::string::npos)
      << name.messages;
  LoadResult tab = load_rules_text("t.mancala", "game \"a\tb\"\n");
  EXPECT_NE(tab.messages.find("t.mancala:1:8: error: a string may not hold a tab or another "
                              "control character"),
            std::string::npos)
      << tab.messages;
}

// Thousands of errors: the first 50 are shown, then how many more there are.
TEST(RuleReading, ManyErrorsAreCapped) {
  std::string sow = "sow {\n  origin included\n";
  for (int i = 0; i < 20000; ++i) sow += "  direction sideways\n";
  sow += "}";
  std::string text = kSmallGame;
  const std::string one_line_sow = "sow { direction ccw  origin included }";
  text.replace(text.find(one_line_sow), one_line_sow.size(), sow);
  LoadResult r = load_rules_text("many.mancala", text);
  EXPECT_FALSE(r.program);
  std::size_t shown = 0;
  for (std::size_t at = r.messages.find(": error: expected 'ccw' or 'cw'"); at != std::string::npos;
       at = r.messages.find(": error: expected 'ccw' or 'cw'", at + 1))
    ++shown;
  EXPECT_EQ(shown, 50u);
  EXPECT_NE(r.messages.find("many.mancala: error: and 19950 more errors (not shown)\n"),
            std::string::npos)
      << r.messages.substr(r.messages.size() - 200);
}

// A message listing the valid names lists a dozen and counts the rest, so that
// many messages in a file with many names do not grow with its square.
TEST(RuleReading, LongListsOfNamesAreCut) {
  std::string text = kSmallGame;
  for (int i = 1; i <= 30; ++i) text += "param p" + std::to_string(i) + " = 1\n";
  text += "param total_seeds = nothing\n";
  LoadResult r = load_rules_text("l.mancala", text);
  EXPECT_NE(r.messages.find("p1, p2, p3, p4, p5, p6, p7, p8, p9, p10, p11, p12, ... (30 in all)"),
            std::string::npos)
      << r.messages;
}

}  // namespace
}  // namespace mancala::test
