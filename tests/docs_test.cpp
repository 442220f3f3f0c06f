// Every command shown in README.md and docs/**/*.md is run, and every rule
// snippet is compiled, by the convention of tests/docs_examples.hpp (also in
// docs/contributing.md). After a deliberate change of the program's output,
//   MANCALA_DOCS_UPDATE=1 ctest --test-dir build -R Docs --output-on-failure
// rewrites the expected outputs in place (keeping the "..." lines that still
// match) and lists what it rewrote: review it with `git diff`.
// The repository must also stand on its own: no file of it may point to the
// project's private reference folder.
#include <gtest/gtest.h>
#include <sys/wait.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <sstream>

#include "docs_examples.hpp"

namespace fs = std::filesystem;
using namespace mancala::docs;

namespace {

const fs::path source_root = MANCALA_SOURCE_DIR;
const fs::path binary_dir = MANCALA_BINARY_DIR;

std::vector<std::string> read_lines(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::vector<std::string> lines;
  std::string line;
  while (std::getline(in, line)) lines.push_back(line);
  return lines;
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) lines.push_back(line);
  return lines;
}

std::string quoted(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

// A command's merged stdout and stderr, and its exit status (-1: killed).
struct CommandRun {
  std::string output;
  int status = -1;
};

// Runs `command` with sh in `directory`, the built program on the PATH and as
// ./build/mancala, standard input empty, killed after two minutes.
CommandRun run_in(const fs::path& directory, const std::string& command) {
  const std::string line = "cd " + quoted(directory.string()) +
                           " && PATH=" + quoted((directory / "build").string()) +
                           ":\"$PATH\" timeout 120 sh -c " + quoted(command) + " </dev/null 2>&1";
  CommandRun run;
  FILE* pipe = popen(line.c_str(), "r");
  if (!pipe) return run;
  char buffer[4096];
  size_t got;
  while ((got = fread(buffer, 1, sizeof buffer, pipe)) > 0) run.output.append(buffer, got);
  const int status = pclose(pipe);
  if (WIFEXITED(status)) run.status = WEXITSTATUS(status);
  return run;
}

// A file at the repository root that a docs command writes (a database, a
// report, a record) when a reader runs the docs by hand there (.gitignore
// lists them): linked into the scratch folder, it would make the commands
// that write it find it already there.
bool is_leftover_output(const fs::directory_entry& entry) {
  static const std::vector<std::string> written = {".sqlite", ".csv",    ".html",
                                                   ".png",    ".record", ".mancala"};
  const std::string extension = entry.path().extension().string();
  return entry.is_regular_file() &&
         std::find(written.begin(), written.end(), extension) != written.end();
}

// A scratch copy of the repository root made of links, so that commands see
// rules/, examples/, ... and ./build/mancala, and files they write land here.
class Scratch {
 public:
  Scratch() {
    std::string pattern = (binary_dir / "docs_scratch_XXXXXX").string();
    path_ = mkdtemp(pattern.data());
    for (const auto& entry : fs::directory_iterator(source_root)) {
      const std::string name = entry.path().filename().string();
      if (name == ".git" || name.rfind("build", 0) == 0 || is_leftover_output(entry)) continue;
      fs::create_directory_symlink(entry.path(), path_ / name);
    }
    fs::create_directory_symlink(binary_dir, path_ / "build");
  }
  ~Scratch() { fs::remove_all(path_); }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

std::vector<fs::path> markdown_files() {
  std::vector<fs::path> files{source_root / "README.md"};
  for (const auto& entry : fs::recursive_directory_iterator(source_root / "docs"))
    if (entry.is_regular_file() && entry.path().extension() == ".md") files.push_back(entry.path());
  std::sort(files.begin() + 1, files.end());
  return files;
}

std::string repo_relative(const fs::path& path) {
  return fs::relative(path, source_root).string();
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& line : lines) out += line + "\n";
  return out;
}

// The text `mancala check` compiles for a rule example.
std::string rule_file_text(const RuleExample& example) {
  if (example.kind == RuleExample::Kind::fragment)
    return "extends \"" + (source_root / example.path).string() + "\"\n" + example.text;
  if (example.kind == RuleExample::Kind::file) {
    static const std::regex extends_line(R"(extends\s+"([^"]*)\")");
    const fs::path directory = (source_root / example.path).parent_path();
    return std::regex_replace(example.text, extends_line,
                              "extends \"" + directory.string() + "/$1\"");
  }
  return example.text;
}

void check_rule_example(const std::string& file, const RuleExample& example,
                        const Scratch& scratch) {
  const std::string name = "example_" + std::to_string(example.line) + ".mancala";
  std::ofstream(scratch.path() / name) << rule_file_text(example);
  // A fragment may leave a parameter of the file it lies over unused: only
  // errors count there; whole files must also be free of warnings.
  const bool whole =
      example.kind == RuleExample::Kind::whole_file || example.kind == RuleExample::Kind::file;
  const CommandRun run = run_in(
      scratch.path(), std::string("./build/mancala check ") + (whole ? "--werror " : "") + name);
  if (example.kind == RuleExample::Kind::error) {
    EXPECT_EQ(run.status, 1) << file << ":" << example.line
                             << ": a block marked <!-- error --> must be refused by check:\n"
                             << run.output;
  } else {
    EXPECT_EQ(run.status, 0) << file << ":" << example.line
                             << ": this rule example does not compile cleanly"
                             << (example.path.empty() ? "" : " (over " + example.path + ")")
                             << ":\n"
                             << run.output;
  }
}

// Runs every example of one Markdown file; returns the rewritten lines when
// updating and some expected output changed.
void check_file(const fs::path& path, bool update) {
  const std::string file = repo_relative(path);
  std::vector<std::string> lines = read_lines(path);
  const Examples examples = read_examples(lines);
  for (const auto& problem : examples.problems)
    ADD_FAILURE() << file << ":" << problem << " (see docs/contributing.md)";
  Scratch scratch;
  for (const auto& example : examples.rules) check_rule_example(file, example, scratch);

  // Commands run in order, since one may use a file an earlier one wrote.
  std::vector<std::pair<const ShellExample*, std::vector<std::string>>> rewrites;
  for (const auto& example : examples.commands) {
    const CommandRun run = run_in(scratch.path(), example.command);
    EXPECT_EQ(run.status, example.exit_status)
        << file << ":" << example.line << ": $ " << example.command << "\nexited " << run.status
        << " (expected " << example.exit_status
        << "; write \"# exit N\" at the end of the command when N is meant)\n"
        << run.output;
    if (example.expected.empty()) continue;
    const auto actual = split_lines(run.output);
    if (output_matches(example.expected, actual)) continue;
    if (update) {
      rewrites.emplace_back(&example, shortened(updated_expectation(example.expected, actual)));
      continue;
    }
    ADD_FAILURE() << file << ":" << example.line << ": $ " << example.command
                  << "\nexpected (\"...\" matches any lines or the rest of a line):\n"
                  << joined(example.expected) << "actual:\n"
                  << run.output
                  << "(MANCALA_DOCS_UPDATE=1 rewrites expected outputs after a deliberate change)";
  }
  if (rewrites.empty()) return;
  for (auto it = rewrites.rbegin(); it != rewrites.rend(); ++it) {
    const auto begin = lines.begin() + it->first->expected_begin;
    lines.erase(begin, begin + static_cast<long>(it->first->expected.size()));
    std::vector<std::string> indented;
    for (const auto& line : it->second)
      indented.push_back(std::string(static_cast<size_t>(it->first->indent), ' ') + line);
    lines.insert(lines.begin() + it->first->expected_begin, indented.begin(), indented.end());
    // A failure, so that ctest --output-on-failure shows what was rewritten.
    ADD_FAILURE() << "updated " << file << ":" << it->first->line << ": $ " << it->first->command
                  << "\n(review with git diff, then run the test again)";
  }
  std::ofstream(path, std::ios::binary) << joined(lines);
}

}  // namespace

// The convention itself, on small texts: what matches, what is refused.
TEST(DocsConvention, DotsMatchAnyLinesAndTheRestOfALine) {
  EXPECT_TRUE(output_matches({"a", "...", "d"}, {"a", "b", "c", "d"}));
  EXPECT_TRUE(output_matches({"a", "...", "d"}, {"a", "d"}));
  EXPECT_FALSE(output_matches({"a", "...", "d"}, {"a", "b", "e"}));
  EXPECT_TRUE(output_matches({"rules/kpe.mancala  games ..."}, {"rules/kpe.mancala  games 9 s"}));
  EXPECT_FALSE(output_matches({"rules/kpe.mancala  games ..."}, {"rules/oware.mancala games"}));
  EXPECT_FALSE(output_matches({"6 files OK"}, {"6 files OK", "extra"}));
  EXPECT_FALSE(output_matches({"6 files OK"}, {}));
}

TEST(DocsConvention, UpdateKeepsTheDotsThatStillMatch) {
  EXPECT_EQ(updated_expectation({"head", "...", "total ..."}, {"new head", "x", "total 3 s"}),
            (std::vector<std::string>{"new head", "...", "total ..."}));
  EXPECT_EQ(updated_expectation({"1 file OK"}, {"2 files OK"}),
            (std::vector<std::string>{"2 files OK"}));
  EXPECT_EQ(updated_expectation({"a", "b"}, {"a", "b", "c"}),
            (std::vector<std::string>{"a", "b", "c"}));
}

TEST(DocsConvention, UpdatedOutputsStayShortAndStillMatch) {
  std::vector<std::string> actual;
  for (int i = 0; i < 20; ++i) actual.push_back("line " + std::to_string(i));
  actual.push_back(std::string(150, 'x'));
  const auto patterns = shortened(actual);
  EXPECT_EQ(patterns.size(), 10u);
  EXPECT_EQ(patterns.back(), std::string(80, 'x') + "...");
  EXPECT_TRUE(output_matches(patterns, actual));
}

TEST(DocsConvention, ReadsCommandsOutputsExitStatusAndMarkers) {
  const Examples examples = read_examples({
      "```sh",                                               // 1
      "$ ./build/mancala check rules/kpe.mancala",           // 2
      "1 file OK",                                           // 3
      "$ ./build/mancala check missing.mancala   # exit 1",  // 4
      "```",                                                 // 5
      "<!-- fragment: rules/kalah.mancala -->",              // 6
      "```mancala",                                          // 7
      "sow { origin skipped }",                              // 8
      "```",                                                 // 9
      "<!-- error -->",                                      // 10
      "```mancala",                                          // 11
      "board { rows 3 }",                                    // 12
      "```",                                                 // 13
  });
  ASSERT_TRUE(examples.problems.empty()) << examples.problems.front();
  ASSERT_EQ(examples.commands.size(), 2u);
  EXPECT_EQ(examples.commands[0].expected, std::vector<std::string>{"1 file OK"});
  EXPECT_EQ(examples.commands[0].exit_status, 0);
  EXPECT_EQ(examples.commands[1].exit_status, 1);
  EXPECT_EQ(examples.commands[1].line, 4);
  ASSERT_EQ(examples.rules.size(), 2u);
  EXPECT_EQ(examples.rules[0].kind, RuleExample::Kind::fragment);
  EXPECT_EQ(examples.rules[0].path, "rules/kalah.mancala");
  EXPECT_EQ(examples.rules[1].kind, RuleExample::Kind::error);
}

TEST(DocsConvention, ReadsBlocksIndentedInListItems) {
  const Examples examples = read_examples({"- item", "", "  ```sh", "  $ ls", "  a", "  ```"});
  ASSERT_TRUE(examples.problems.empty()) << examples.problems.front();
  ASSERT_EQ(examples.commands.size(), 1u);
  EXPECT_EQ(examples.commands[0].command, "ls");
  EXPECT_EQ(examples.commands[0].expected, std::vector<std::string>{"a"});
  EXPECT_EQ(examples.commands[0].indent, 2);
}

TEST(DocsConvention, RefusesShellBlocksThatWouldNotBeRun) {
  EXPECT_EQ(read_examples({"```sh", "mancala check x", "```"}).problems.size(), 1u);
  EXPECT_EQ(read_examples({"```bash", "$ ls", "```"}).problems.size(), 1u);
  EXPECT_EQ(read_examples({"<!-- not run -->", "```sh", "$ ls", "```"}).problems.size(), 1u);
  EXPECT_EQ(read_examples({"<!-- not run: installs packages -->", "```sh", "sudo x", "```"})
                .problems.size(),
            0u);
  EXPECT_EQ(read_examples({"<!-- fragmnet: rules/kpe.mancala -->", "```mancala", "x", "```"})
                .problems.size(),
            1u);
}

// A command in a block that is not ```sh would never be run: it is refused
// unless the block says why it is not run.
TEST(DocsConvention, RefusesCommandsInBlocksThatAreNotRun) {
  for (const std::vector<std::string>& block : std::vector<std::vector<std::string>>{
           {"```text", "$ ./build/mancala bench rules/kalah.mancala", "```"},
           {"```", "time (echo | ./build/mancala trace rules/kalah.mancala | head -1)", "```"},
           {"```text", "mancala check RULES...", "```"},
           {"```", "  ./build/mancala check x", "```"},
           {"```text", "cmake -S . -B build-asan", "```"},
           {"<!-- not run: -->", "```text", "ctest --test-dir build", "```"},
       })
    EXPECT_EQ(read_examples(block).problems.size(), 1u) << block[1];
  for (const std::vector<std::string>& block : std::vector<std::vector<std::string>>{
           {"<!-- not run: a synopsis -->", "```text", "mancala check RULES...", "```"},
           {"```text", "mancala: error: --games: 'abc' is not a whole number", "```"},
           {"```", "rules/kalah.mancala  games 100", "```"},
           {"```json", "{\"move\": \"S3\"}", "```"},
       })
    EXPECT_EQ(read_examples(block).problems.size(), 0u) << block[1];
}

// A wrong example in a doc must fail: the runner itself, on a scratch file.
TEST(DocsConvention, AWrongExampleFails) {
  Scratch scratch;
  const CommandRun ok = run_in(scratch.path(), "./build/mancala check rules/kpe.mancala");
  EXPECT_EQ(ok.status, 0) << ok.output;
  EXPECT_TRUE(output_matches({"1 file OK"}, split_lines(ok.output))) << ok.output;
  const CommandRun wrong = run_in(
      scratch.path(),
      "printf 'S5+S6>S1:6,N2:4\\n' | mancala trace rules/kiothi.mancala --variant five-pits");
  EXPECT_NE(wrong.status, 0) << wrong.output;
}

// One test per Markdown file, so that ctest runs the files side by side (the
// commands of one file still run in order, in a scratch folder of their own).
class DocsFile : public testing::TestWithParam<fs::path> {};

TEST_P(DocsFile, EveryCommandAndRuleExample) {
  const bool update = std::getenv("MANCALA_DOCS_UPDATE") != nullptr &&
                      std::string(std::getenv("MANCALA_DOCS_UPDATE")) == "1";
  check_file(GetParam(), update);
}

// "docs/games/kalah.md" -> "docs_games_kalah_md": a test name of letters, digits and _.
std::string test_name(const testing::TestParamInfo<fs::path>& info) {
  std::string name = repo_relative(info.param);
  for (char& c : name)
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Docs, DocsFile, testing::ValuesIn(markdown_files()), test_name);

TEST(Docs, EveryMarkdownFileIsChecked) {
  // README.md and every file under docs/, found when the test starts.
  const std::vector<fs::path> files = markdown_files();
  EXPECT_EQ(files.front(), source_root / "README.md");
  EXPECT_NE(std::find(files.begin(), files.end(), source_root / "docs" / "language.md"),
            files.end());
}

// The files of the repository that a user reads or runs: none may point to the
// project's private reference folder, which a user of the repository lacks.
TEST(Docs, NoFileMentionsThePrivateReferenceFolder) {
  const std::string forbidden = std::string("shared") + "/";
  const std::vector<std::string> text_extensions{".md",    ".mancala", ".cpp",    ".hpp",
                                                 ".cmake", ".txt",     ".json",   ".sh",
                                                 ".yml",   ".yaml",    ".record", ".dict"};
  int files = 0;
  for (auto it = fs::recursive_directory_iterator(source_root); it != fs::end(it); ++it) {
    const std::string name = it->path().filename().string();
    if (it->is_directory() && (name[0] == '.' || name.rfind("build", 0) == 0 ||
                               fs::exists(it->path() / "CMakeCache.txt"))) {
      it.disable_recursion_pending();
      continue;
    }
    if (!it->is_regular_file()) continue;
    const std::string extension = it->path().extension().string();
    if (std::find(text_extensions.begin(), text_extensions.end(), extension) ==
            text_extensions.end() &&
        name != "CMakeLists.txt")
      continue;
    ++files;
    const auto lines = read_lines(it->path());
    for (size_t i = 0; i < lines.size(); ++i)
      EXPECT_EQ(lines[i].find(forbidden), std::string::npos)
          << repo_relative(it->path()) << ":" << i + 1 << " points to " << forbidden
          << ", which users of the repository do not have: cite docs/games/ or "
             "docs/trace-protocol.md\n"
          << lines[i];
  }
  EXPECT_GT(files, 50);
}

// A bundled game without its reference, or a reference nobody can find, is a
// gap a user notices: each rules/NAME.mancala has docs/games/NAME.md, cites it,
// and is listed in docs/games/README.md and in the README.
TEST(Docs, EveryBundledGameHasItsReference) {
  const auto contains = [](const fs::path& path, const std::string& text) {
    std::ifstream in(path, std::ios::binary);
    const std::string all((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    return all.find(text) != std::string::npos;
  };
  int games = 0;
  for (const auto& entry : fs::directory_iterator(source_root / "rules")) {
    if (entry.path().extension() != ".mancala") continue;
    ++games;
    const std::string name = entry.path().stem().string();
    const std::string reference = "docs/games/" + name + ".md";
    EXPECT_TRUE(fs::exists(source_root / reference)) << reference << " is missing";
    EXPECT_TRUE(contains(entry.path(), reference))
        << "rules/" << name << ".mancala does not cite " << reference;
    EXPECT_TRUE(contains(source_root / "docs/games/README.md", "(" + name + ".md)"))
        << "docs/games/README.md does not list " << name;
    EXPECT_TRUE(contains(source_root / "README.md", reference))
        << "README.md does not list " << reference;
  }
  EXPECT_GE(games, 6);
}

// Every relative link of the Markdown files leads to a file of the repository.
TEST(Docs, RelativeLinksLeadToFiles) {
  static const std::regex link(R"(\]\(([^)#\s]+)(#[^)]*)?\))");
  for (const auto& path : markdown_files()) {
    const auto lines = read_lines(path);
    for (size_t i = 0; i < lines.size(); ++i) {
      for (std::sregex_iterator it(lines[i].begin(), lines[i].end(), link), end; it != end; ++it) {
        const std::string target = (*it)[1].str();
        if (target.find("://") != std::string::npos || target.rfind("mailto:", 0) == 0) continue;
        EXPECT_TRUE(fs::exists(path.parent_path() / target))
            << repo_relative(path) << ":" << i + 1 << ": the link " << target
            << " leads to no file";
      }
    }
  }
}

// The game references name the tests that check each rule (`Suite.Name`, or
// `Suite.Prefix*`): every one must exist in tests/, so that a renamed test
// does not leave a rule looking checked.
TEST(Docs, TestsNamedByTheGameReferencesExist) {
  std::string sources;
  for (const auto& entry : fs::directory_iterator(source_root / "tests")) {
    if (entry.path().extension() != ".cpp") continue;
    std::ifstream in(entry.path(), std::ios::binary);
    sources.append((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  }
  static const std::regex named("`([A-Z][A-Za-z]+)\\.([A-Z][A-Za-z0-9_]*)(\\*?)`");
  int names = 0;
  for (const auto& entry : fs::directory_iterator(source_root / "docs/games")) {
    const auto lines = read_lines(entry.path());
    for (size_t i = 0; i < lines.size(); ++i) {
      for (std::sregex_iterator it(lines[i].begin(), lines[i].end(), named), end; it != end; ++it) {
        ++names;
        const std::string declared = (*it)[1].str() + ", " + (*it)[2].str();
        const bool prefix = !(*it)[3].str().empty();
        EXPECT_NE(sources.find(declared + (prefix ? "" : ")")), std::string::npos)
            << repo_relative(entry.path()) << ":" << i + 1 << ": no test " << (*it)[0].str()
            << " in tests/";
      }
    }
  }
  EXPECT_GT(names, 50);
}
