#pragma once
// Errors and warnings about rule files, printed as FILE:LINE:COL with a caret.
#include <string>
#include <vector>

#include "dsl/source.hpp"

namespace mancala::dsl {

enum class Severity { error, warning };

// One problem found in a rule file.
struct Diagnostic {
  Severity severity = Severity::error;
  SourcePos pos;
  std::string message;
};

// Every problem found while reading one file, in the order found.
class Diagnostics {
 public:
  explicit Diagnostics(SourceRef source) : source_(std::move(source)) {}

  void error(SourcePos pos, std::string message);
  void warning(SourcePos pos, std::string message);

  bool has_errors() const;
  // Whether a further message would only be counted, not shown (kMaxShown
  // are already there): a caller may then skip the costly parts of a message,
  // such as a suggestion among thousands of names.
  bool shown_full() const { return items_.size() >= kMaxShown; }
  const std::vector<Diagnostic>& items() const { return items_; }
  const SourceRef& source() const { return source_; }
  // Keeps another file (a parent rule file) alive for positions that point into it.
  void keep(SourceRef other) { others_.push_back(std::move(other)); }
  // The files kept so far, in the order kept.
  const std::vector<SourceRef>& kept() const { return others_; }

  // The diagnostics, each as "FILE:LINE:COL: error: MESSAGE", the line and a
  // caret; past the first kMaxShown, one line per severity counts the rest.
  std::string format() const;
  static constexpr std::size_t kMaxShown = 50;

 private:
  SourceRef source_;
  std::vector<SourceRef> others_;
  std::vector<Diagnostic> items_;
};

// How many code points of a source line a message shows around its column:
// longer lines are cut, their cut ends shown as "...".
inline constexpr std::size_t kExcerptWidth = 120;

// Formats one diagnostic against its source.
std::string format_diagnostic(const SourceFile& source, const Diagnostic& d);
// The same, with an index of the source made once for many diagnostics.
std::string format_diagnostic(const SourceFile& source, const TextIndex& index,
                              const Diagnostic& d);

}  // namespace mancala::dsl
