#include "dsl/source.hpp"

#include <fstream>
#include <sstream>

namespace mancala::dsl {

std::string_view SourceFile::line_text(int line) const {
  std::string_view rest(text);
  for (int i = 1; i < line; ++i) {
    auto nl = rest.find('\n');
    if (nl == std::string_view::npos) return {};
    rest.remove_prefix(nl + 1);
  }
  auto nl = rest.find('\n');
  std::string_view out = rest.substr(0, nl);
  if (!out.empty() && out.back() == '\r') out.remove_suffix(1);
  return out;
}

SourceRef read_source_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return nullptr;
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) return nullptr;
  auto file = std::make_shared<SourceFile>();
  file->name = path;
  file->text = buffer.str();
  return file;
}

}  // namespace mancala::dsl
