#pragma once
// A rule file's text kept in memory, so that diagnostics can quote its lines.
#include <memory>
#include <string>
#include <string_view>

namespace mancala::dsl {

// One source file: its display name and full text.
struct SourceFile {
  std::string name;
  std::string text;

  // The text of 1-based line `line`, without its end-of-line characters.
  std::string_view line_text(int line) const;
};

using SourceRef = std::shared_ptr<const SourceFile>;

// Reads a file from disk; returns nullptr when it cannot be read.
SourceRef read_source_file(const std::string& path);

// A position inside a source file (1-based line and column, in bytes). `file`
// names the file when it is not the one being loaded (a parent it extends).
struct SourcePos {
  int line = 0;
  int column = 0;
  const SourceFile* file = nullptr;
};

}  // namespace mancala::dsl
