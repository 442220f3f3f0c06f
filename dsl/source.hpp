#pragma once
// A rule file's text kept in memory, so that diagnostics can quote its lines.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace mancala::dsl {

// One source file: its display name and full text (as read: a leading UTF-8
// byte-order mark, if any, is still there; TextIndex and the parser skip it).
struct SourceFile {
  std::string name;
  std::string text;

  // The text of 1-based line `line`, without its end-of-line characters.
  std::string_view line_text(int line) const;
};

using SourceRef = std::shared_ptr<const SourceFile>;

// What reading a file gave: the file, or why it could not be read.
struct SourceRead {
  SourceRef file;     // nullptr when the file could not be read
  std::string error;  // the reason, e.g. "No such file or directory", "is a directory"
};

// Reads a file from disk. A file that cannot be read again (a pipe,
// /dev/stdin) is read once per process and the same text is returned to every
// later reader, so that a file named several times (variants, record hashes)
// reads the same everywhere.
SourceRead read_source(const std::string& path);

// Reads a file from disk; returns nullptr when it cannot be read.
SourceRef read_source_file(const std::string& path);

// The text after a leading UTF-8 byte-order mark, if there is one.
std::string_view without_bom(std::string_view text);

// A position inside a source file (1-based line, and column counted in
// Unicode code points). `file` names the file when it is not the one being
// loaded (a parent it extends).
struct SourcePos {
  int line = 0;
  int column = 0;
  const SourceFile* file = nullptr;
};

// Finds lines by number and turns byte columns into code-point columns in
// constant time, so that thousands of diagnostics cost linear time.
class TextIndex {
 public:
  // Indexes `text` after its byte-order mark, if any.
  explicit TextIndex(std::string_view text);

  // The text of 1-based line `line`, without its end-of-line characters.
  std::string_view line(int line) const;
  // The code-point column of 1-based byte column `byte_column` on `line`.
  int column(int line, int byte_column) const;
  // The 1-based line and code-point column of a byte offset into the text.
  SourcePos position(std::size_t offset) const;
  bool ascii() const { return code_points_before_.empty(); }

 private:
  std::string_view text_;
  std::vector<std::size_t> line_starts_;
  std::vector<int> code_points_before_;  // per byte offset; empty when the text is ASCII
};

// The offset of the first byte that is not part of valid UTF-8 in `text`, or npos.
std::size_t first_invalid_utf8(std::string_view text);

// The code point starting at `p` (valid UTF-8 assumed), and its length in bytes.
char32_t decode_utf8(const char* p, const char* end, int* length = nullptr);

}  // namespace mancala::dsl
