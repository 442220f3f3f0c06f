#include "interpreter/loader.hpp"

#include "dsl/parser.hpp"

namespace mancala {
namespace {
LoadResult load_source(dsl::SourceRef source, const CompileOptions& options) {
  LoadResult result;
  dsl::Diagnostics diags(source);
  std::optional<dsl::ast::Node> tree = dsl::parse(diags);
  if (tree) {
    // Semantic checks run even after syntax errors, on the statements that parsed,
    // so that one run reports every problem it can.
    std::optional<RuleProgram> program = compile(*tree, options, diags);
    if (!diags.has_errors()) result.program = std::move(program);
  }
  result.messages = diags.format();
  return result;
}
}  // namespace

LoadResult load_rules(const std::string& path, const CompileOptions& options) {
  dsl::SourceRef source = dsl::read_source_file(path);
  if (!source) {
    LoadResult result;
    result.readable = false;
    result.messages = path + ": error: cannot read the file\n";
    return result;
  }
  return load_source(source, options);
}

std::vector<std::string> declared_variants(const std::string& path) {
  dsl::SourceRef source = dsl::read_source_file(path);
  if (!source) return {};
  dsl::Diagnostics diags(source);
  std::optional<dsl::ast::Node> tree = dsl::parse(diags);
  if (!tree) return {};
  return declared_names(*tree).variants;
}

LoadResult load_rules_text(const std::string& name, const std::string& text,
                           const CompileOptions& options) {
  auto source = std::make_shared<dsl::SourceFile>();
  source->name = name;
  source->text = text;
  return load_source(source, options);
}

}  // namespace mancala
