#pragma once
// The examples of a Markdown file, read by the convention that tests/docs_test
// checks (see docs/contributing.md, "Examples in the docs"):
//
//   ```sh      lines starting with "$ " are commands run from the repository
//              root by `sh -c`, stdout and stderr together; the lines after one,
//              up to the next "$ " line or the block's end, are its expected
//              output. A line "..." matches any number of lines; a line ending
//              in "..." matches any line starting with what precedes it. No
//              expected line: only the exit status is checked. The command must
//              exit 0, or N when its line ends with the comment "# exit N".
//   ```mancala rule text compiled with `mancala check --werror`: a whole file,
//              unless the line before the fence is one of
//                <!-- fragment: PATH -->  the block is laid over PATH (as a file
//                                         that extends it); errors only, since
//                                         the overlay may leave a parameter unused;
//                <!-- file: PATH -->      the block is the text of a file at
//                                         PATH (its `extends` is relative to it);
//                <!-- error -->           the block must be refused.
//   <!-- not run: REASON --> before a ```sh block: shown, never run (commands
//              that install packages or write outside the repository).
//   any other block (```text, untagged, ...) is shown, never run, so it may
//              not hold a line that looks like a command ("$ ...",
//              "./build/mancala ..." anywhere in a line, "mancala WORD ...",
//              "cmake ...", "ctest ...") unless marked <!-- not run: REASON -->.
#include <string>
#include <vector>

namespace mancala::docs {

// One command of a ```sh block and the output the docs show for it.
struct ShellExample {
  int line = 0;                       // 1-based line of the "$ " line
  std::string command;                // without the "$ "
  int exit_status = 0;                // from a trailing "# exit N"
  std::vector<std::string> expected;  // expected output lines (patterns)
  int expected_begin = 0;             // 0-based index of the first expected line in the file
  int indent = 0;                     // the fence's indentation (a block inside a list item)
};

// One ```mancala block and how it is compiled.
struct RuleExample {
  int line = 0;  // 1-based line of the opening fence
  enum class Kind { whole_file, fragment, file, error } kind = Kind::whole_file;
  std::string path;  // for fragment and file
  std::string text;
};

// Everything a Markdown file shows, and what breaks the convention.
struct Examples {
  std::vector<ShellExample> commands;
  std::vector<RuleExample> rules;
  std::vector<std::string> problems;  // "LINE: what is wrong"
};

Examples read_examples(const std::vector<std::string>& lines);

// Whether `actual` output lines match the expected patterns.
bool output_matches(const std::vector<std::string>& patterns,
                    const std::vector<std::string>& actual);

// New expected lines for `actual`: the old patterns kept where they still
// match (so "..." stays), the actual lines elsewhere.
std::vector<std::string> updated_expectation(const std::vector<std::string>& patterns,
                                             const std::vector<std::string>& actual);

// Expected lines kept short, as the docs want them: a line over 100
// characters is cut to its first 80 and "...", and more than 12 lines become
// the first 6, "..." and the last 3. What matched before still matches.
std::vector<std::string> shortened(const std::vector<std::string>& patterns);

}  // namespace mancala::docs
