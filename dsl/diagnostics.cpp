#include "dsl/diagnostics.hpp"

#include <fmt/format.h>

#include <algorithm>

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

std::string format_diagnostic(const SourceFile& source, const Diagnostic& d) {
  const char* kind = d.severity == Severity::error ? "error" : "warning";
  if (d.pos.line <= 0) return fmt::format("{}: {}: {}\n", source.name, kind, d.message);
  std::string out =
      fmt::format("{}:{}:{}: {}: {}\n", source.name, d.pos.line, d.pos.column, kind, d.message);
  std::string_view line = source.line_text(d.pos.line);
  if (d.pos.line > 0) {
    out += fmt::format("  {}\n", line);
    // Keep tabs in the caret line so the caret lines up under the source column.
    std::string pad;
    for (int i = 1; i < d.pos.column && i - 1 < static_cast<int>(line.size()); ++i)
      pad += line[i - 1] == '\t' ? '\t' : ' ';
    out += fmt::format("  {}^\n", pad);
  }
  return out;
}

std::string Diagnostics::format() const {
  std::string out;
  for (const auto& d : items_) out += format_diagnostic(d.pos.file ? *d.pos.file : *source_, d);
  return out;
}

}  // namespace mancala::dsl
