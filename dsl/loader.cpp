#include "dsl/loader.hpp"

#include <algorithm>
#include <filesystem>
#include <map>
#include <mutex>

#include "dsl/merge.hpp"
#include "dsl/parser.hpp"
#include "dsl/suggest.hpp"
#include "dsl/text_hash.hpp"

namespace mancala {
namespace {

namespace fs = std::filesystem;
// The names of the rule files in a folder ("" is the current folder), sorted.
std::vector<std::string> rule_files_in(const fs::path& folder) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(folder.empty() ? "." : folder, ec))
    if (entry.path().extension() == ".mancala") names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

// The rule files of a folder, named when they are few, else counted.
std::string listing(const std::vector<std::string>& names) {
  if (names.size() <= 8) return "rule files there: " + dsl::join_names(names);
  return std::to_string(names.size()) + " rule files there";
}

// For a file that does not exist: the closest rule file in its folder and
// the rule files there ("" when something exists there but cannot be read).
std::string alternatives(const fs::path& file) {
  std::error_code ec;
  if (fs::exists(file, ec)) return "";
  const std::vector<std::string> names = rule_files_in(file.parent_path());
  return dsl::did_you_mean(file.filename().string(), names) + "; " + listing(names);
}

// The files a load read, nearest first: their names (to refuse a cycle) and
// the hash of their texts.
struct Chain {
  std::vector<std::string> files;
  std::uint64_t hash = kContentHashStart;
};

// Reads `path`, parses it and, when it extends another file, merges it over
// its parent (recursively). Problems go to `diags`.
std::optional<dsl::ast::Node> parse_with_parents(const dsl::SourceRef& source,
                                                 dsl::Diagnostics& diags, Chain& chain) {
  chain.hash = content_hash(source->text, chain.hash);
  std::optional<dsl::ast::Node> tree = dsl::parse_source(source, diags);
  if (!tree) return tree;
  const dsl::ast::Node* extends = nullptr;
  for (const dsl::ast::Node& item : tree->kids) {
    if (item.kind != dsl::ast::Kind::extends) continue;
    if (extends) {
      diags.error(item.pos, "a file extends at most one other file");
      continue;
    }
    extends = &item;
  }
  if (!extends) return tree;
  const fs::path here = fs::path(source->name).parent_path();
  const fs::path parent_path = (here / extends->name).lexically_normal();
  if (std::find(chain.files.begin(), chain.files.end(), parent_path.string()) !=
      chain.files.end()) {
    diags.error(extends->pos, "'" + extends->name + "' extends, directly or not, this very file");
    return tree;
  }
  const dsl::SourceRead read = dsl::read_source(parent_path.string());
  const dsl::SourceRef& parent = read.file;
  if (!parent) {
    diags.error(extends->pos, "cannot read '" + extends->name + "', relative to this file: " +
                                  read.error + alternatives(parent_path));
    return tree;
  }
  chain.files.push_back(parent_path.string());
  std::optional<dsl::ast::Node> base = parse_with_parents(parent, diags, chain);
  if (!base) return tree;
  return dsl::merge_files(*base, *tree);
}

// A clean parse (no message at all) of a rule file and the files it extends:
// the merged tree, the chain read, and the parent texts its positions point into.
struct CleanParse {
  dsl::ast::Node tree;
  Chain chain;
  std::vector<dsl::SourceRef> parents;  // the texts of chain.files[1..], nearest first
};

// Clean parses by the top file's name and text. An experiment grid or a fuzzer
// loads the same files with ever new parameter values, and parsing them again
// each time was half of the work (measured on fuzz_experiment). Bounded, and
// shared by every thread.
class ParseCache {
 public:
  // The parse of `source` made earlier, if every parent still reads as it did
  // then (a changed or vanished parent is parsed again, and its messages shown).
  std::optional<CleanParse> find(const dsl::SourceFile& source) {
    std::optional<CleanParse> found;
    {
      std::lock_guard lock(mutex_);
      auto it = entries_.find(key(source));
      if (it == entries_.end()) return std::nullopt;
      found = it->second;
    }
    for (const dsl::SourceRef& parent : found->parents) {
      const dsl::SourceRead now = dsl::read_source(parent->name);
      if (!now.file || now.file->text != parent->text) return std::nullopt;
    }
    return found;
  }

  void store(const dsl::SourceFile& source, CleanParse parse) {
    std::lock_guard lock(mutex_);
    if (entries_.size() >= kMaxEntries) entries_.clear();
    entries_.insert_or_assign(key(source), std::move(parse));
  }

 private:
  static constexpr std::size_t kMaxEntries = 256;
  static std::string key(const dsl::SourceFile& source) { return source.name + '\0' + source.text; }
  std::mutex mutex_;
  std::map<std::string, CleanParse> entries_;
};

ParseCache& parse_cache() {
  static ParseCache cache;
  return cache;
}

// parse_with_parents for a top-level file, through the cache: a parse that
// produced any message is never kept, so that its messages are given each time.
std::optional<dsl::ast::Node> parse_top(const dsl::SourceRef& source, dsl::Diagnostics& diags,
                                        Chain& chain) {
  if (std::optional<CleanParse> cached = parse_cache().find(*source)) {
    // Positions in the top file carry no file (they are the diagnostics' own);
    // those in parents point into the cached texts, kept alive here.
    for (const dsl::SourceRef& parent : cached->parents) diags.keep(parent);
    chain = std::move(cached->chain);
    return std::move(cached->tree);
  }
  const std::size_t before = diags.items().size();
  std::optional<dsl::ast::Node> tree = parse_with_parents(source, diags, chain);
  if (!tree || diags.items().size() != before) return tree;
  // The parents this parse read, whose texts its positions point into.
  const std::vector<dsl::SourceRef>& kept = diags.kept();
  if (kept.size() + 1 < chain.files.size()) return tree;
  const std::size_t kept_before = kept.size() - (chain.files.size() - 1);
  parse_cache().store(*source, CleanParse{*tree, chain, {kept.begin() + kept_before, kept.end()}});
  return tree;
}

LoadResult load_source(dsl::SourceRef source, const CompileOptions& options) {
  LoadResult result;
  dsl::Diagnostics diags(source);
  Chain chain{{fs::path(source->name).lexically_normal().string()}};
  std::optional<dsl::ast::Node> tree = parse_top(source, diags, chain);
  if (tree) {
    // Semantic checks run even after syntax errors, on the statements that parsed,
    // so that one run reports every problem it can.
    std::optional<RuleProgram> program = compile(*tree, options, diags);
    if (!diags.has_errors()) {
      result.program = std::move(program);
      result.rules_hash = chain.hash;
    }
  }
  result.messages = diags.format();
  return result;
}
}  // namespace

LoadResult load_rules(const std::string& path, const CompileOptions& options) {
  const dsl::SourceRead read = dsl::read_source(path);
  if (!read.file) {
    LoadResult result;
    result.readable = false;
    result.messages =
        path + ": error: cannot read the file: " + read.error + alternatives(fs::path(path)) + "\n";
    return result;
  }
  return load_source(read.file, options);
}

std::vector<std::string> declared_variants(const std::string& path) {
  // read_source gives every reader of a pipe or /dev/stdin the same text.
  dsl::SourceRef source = dsl::read_source_file(path);
  if (!source) return {};
  dsl::Diagnostics diags(source);
  Chain chain{{fs::path(path).lexically_normal().string()}};
  std::optional<dsl::ast::Node> tree = parse_top(source, diags, chain);
  if (!tree) return {};
  return declared_names(*tree).variants;
}

std::vector<std::string> rule_file_chain(const std::string& path) {
  dsl::SourceRef source = dsl::read_source_file(path);
  if (!source) return {};
  dsl::Diagnostics diags(source);
  Chain chain{{fs::path(path).lexically_normal().string()}};
  parse_top(source, diags, chain);
  return chain.files;
}

LoadResult load_rules_text(const std::string& name, const std::string& text,
                           const CompileOptions& options) {
  auto source = std::make_shared<dsl::SourceFile>();
  source->name = name;
  source->text = text;
  return load_source(source, options);
}

}  // namespace mancala
