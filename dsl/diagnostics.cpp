#include "dsl/diagnostics.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <vector>

namespace mancala::dsl {

void Diagnostics::error(SourcePos pos, std::string message) {
  items_.push_back({Severity::error, pos, std::move(message)});
}

void Diagnostics::warning(SourcePos pos, std::string message) {
  items_.push_back({Severity::warning, pos, std::move(message)});
}

bool Diagnostics::has_errors() const {
  return std::any_of(items_.begin(), items_.end(),
                     [](const Diagnostic& d) { return d.severity == Severity::error; });
}

std::string format_diagnostic(const SourceFile& source, const TextIndex& index,
                              const Diagnostic& d) {
  const char* kind = d.severity == Severity::error ? "error" : "warning";
  if (d.pos.line <= 0) return fmt::format("{}: {}: {}\n", source.name, kind, d.message);
  std::string out =
      fmt::format("{}:{}:{}: {}: {}\n", source.name, d.pos.line, d.pos.column, kind, d.message);
  const std::string_view whole = index.line(d.pos.line);
  // The start of every code point of the line (columns count code points).
  std::vector<std::size_t> starts;
  for (std::size_t at = 0; at < whole.size();) {
    starts.push_back(at);
    int length = 1;
    decode_utf8(whole.data() + at, whole.data() + whole.size(), &length);
    at += static_cast<std::size_t>(std::max(length, 1));
  }
  // A very long line (a generated or corrupted file) is shown as a window of
  // kExcerptWidth code points around the column, its cut ends marked "...".
  const std::size_t width = starts.size();
  const std::size_t column = static_cast<std::size_t>(std::max(d.pos.column, 1));
  std::size_t first = 1, last = width;  // the columns shown
  if (width > kExcerptWidth) {
    first = column > kExcerptWidth / 2 ? column - kExcerptWidth / 2 : 1;
    last = std::min(width, first + kExcerptWidth - 1);
    if (last - first + 1 < kExcerptWidth) first = last - kExcerptWidth + 1;
  }
  auto offset = [&](std::size_t col) { return col > width ? whole.size() : starts[col - 1]; };
  const std::string_view line =
      width == 0 ? whole : whole.substr(offset(first), offset(last + 1) - offset(first));
  const std::string before = first > 1 ? "..." : "";
  const std::string after = last < width ? "..." : "";
  out += fmt::format("  {}{}{}\n", before, line, after);
  // One pad character per code point before the column; tabs stay tabs so the
  // caret lines up under the source column.
  std::string pad(before.size(), ' ');
  for (std::size_t col = first; col < column && col <= width; ++col)
    pad += whole[starts[col - 1]] == '\t' ? '\t' : ' ';
  out += fmt::format("  {}^\n", pad);
  return out;
}

std::string format_diagnostic(const SourceFile& source, const Diagnostic& d) {
  return format_diagnostic(source, TextIndex(source.text), d);
}

std::string Diagnostics::format() const {
  std::string out;
  std::map<const SourceFile*, TextIndex> indexes;  // each file indexed once
  std::size_t hidden_errors = 0;
  std::size_t hidden_warnings = 0;
  for (std::size_t i = 0; i < items_.size(); ++i) {
    const Diagnostic& d = items_[i];
    if (i >= kMaxShown) {
      ++(d.severity == Severity::error ? hidden_errors : hidden_warnings);
      continue;
    }
    const SourceFile& file = d.pos.file ? *d.pos.file : *source_;
    auto it = indexes.find(&file);
    if (it == indexes.end()) it = indexes.emplace(&file, TextIndex(file.text)).first;
    out += format_diagnostic(file, it->second, d);
  }
  if (hidden_errors > 0)
    out += fmt::format("{}: error: and {} more error{} (not shown)\n", source_->name, hidden_errors,
                       hidden_errors == 1 ? "" : "s");
  if (hidden_warnings > 0)
    out += fmt::format("{}: warning: and {} more warning{} (not shown)\n", source_->name,
                       hidden_warnings, hidden_warnings == 1 ? "" : "s");
  return out;
}

}  // namespace mancala::dsl
