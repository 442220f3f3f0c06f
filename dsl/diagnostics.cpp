#include "dsl/diagnostics.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <map>

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
  const std::string_view line = index.line(d.pos.line);
  out += fmt::format("  {}\n", line);
  // One pad character per code point before the column (columns count code
  // points); tabs stay tabs so the caret lines up under the source column.
  std::string pad;
  const char* p = line.data();
  const char* end = line.data() + line.size();
  for (int i = 1; i < d.pos.column && p < end; ++i) {
    int length = 1;
    decode_utf8(p, end, &length);
    pad += *p == '\t' ? '\t' : ' ';
    p += length;
  }
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
