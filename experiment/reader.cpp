#include "experiment/reader.hpp"

#include <fmt/format.h>
#include <yaml-cpp/yaml.h>

#include <algorithm>
#include <charconv>
#include <filesystem>
#include <limits>
#include <map>
#include <set>

#include "dsl/diagnostics.hpp"
#include "dsl/loader.hpp"
#include "dsl/suggest.hpp"
#include "dsl/text_hash.hpp"
#include "io/yaml_support.hpp"

namespace mancala {
namespace {

namespace fs = std::filesystem;

// Grids larger than this are refused: a typing mistake, not an experiment.
constexpr std::int64_t kMaxCells = 100000;
// A range "A..B" longer than this is refused for the same reason.
constexpr long long kMaxRange = 10000;

const std::vector<std::string> kTopKeys = {"experiment", "description", "seed",  "games",  "match",
                                           "max_plies",  "threads",     "rules", "players"};
const std::vector<std::string> kRuleKeys = {"file", "variants", "set"};
const std::vector<std::string> kPlayerKeys = {"south", "north"};

// A YAML null: written `null`, `~` or nothing, never quoted.
bool is_null(const YAML::Node& node) {
  return node.IsNull() || (node.IsScalar() && node.Tag() != "!" &&
                           (node.Scalar() == "null" || node.Scalar() == "~" ||
                            node.Scalar() == "Null" || node.Scalar() == "NULL"));
}

// One parameter's values, and where each was written.
struct ParamValues {
  std::string name;
  YAML::Node key;
  std::vector<std::pair<int, YAML::Node>> values;
};

// One entry of `rules`, read.
struct RulesEntry {
  YAML::Node file_node;
  std::string file;  // relative to the current folder
  std::vector<std::pair<std::string, YAML::Node>> variants;
  std::vector<ParamValues> params;
  bool ok = true;
};

// One entry of `players`, read.
struct PlayersEntry {
  PlayerSpec south, north;
};

// Reads the document, reporting into one Diagnostics.
class Reader {
 public:
  Reader(dsl::SourceRef source, std::string folder, RuleLoader loader)
      : diags_(source),
        index_(source->text),
        folder_(std::move(folder)),
        loader_(std::move(loader)) {}

  std::optional<Experiment> read(const YAML::Node& doc, Experiment& out);
  void error(const YAML::Mark& mark, const std::string& message) {
    found_.push_back({dsl::Severity::error, position(mark), message});
  }
  bool has_errors() const { return !found_.empty(); }
  // Every problem in the order of the file's lines, then the rule files' own.
  std::string messages() {
    std::stable_sort(found_.begin(), found_.end(), [](const auto& a, const auto& b) {
      return std::pair(a.pos.line, a.pos.column) < std::pair(b.pos.line, b.pos.column);
    });
    for (const dsl::Diagnostic& d : found_) diags_.error(d.pos, d.message);
    found_.clear();
    return diags_.format() + extra_;
  }

 private:
  dsl::SourcePos position(const YAML::Mark& mark) const {
    if (mark.line < 0 || mark.column < 0) return {};
    return {mark.line + 1, index_.column(mark.line + 1, mark.column + 1)};
  }
  // Where a value is reported: a mapping's null value (nothing written)
  // points past its key, so the key is blamed instead.
  void error_at_value(const YAML::Node& key, const YAML::Node& value, const std::string& message) {
    error(value.IsNull() ? key.Mark() : value.Mark(), message);
  }
  // The entries of a mapping with its keys checked: unknown or repeated keys
  // are reported; the known ones are returned with their key nodes.
  std::map<std::string, std::pair<YAML::Node, YAML::Node>> entries(
      const YAML::Node& map, const std::vector<std::string>& known, const std::string& what);
  std::optional<std::string> text(const YAML::Node& key, const YAML::Node& value,
                                  const std::string& what);
  template <typename Int>
  std::optional<Int> number(const YAML::Node& key, const YAML::Node& value, const std::string& what,
                            Int low, Int high);
  std::optional<RulesEntry> rules_entry(const YAML::Node& node);
  void variants(const YAML::Node& key, const YAML::Node& value, RulesEntry& entry);
  void parameters(const YAML::Node& key, const YAML::Node& value, RulesEntry& entry);
  std::optional<ParamValues> parameter(const YAML::Node& key, const YAML::Node& value);
  std::optional<PlayersEntry> players_entry(const YAML::Node& node);
  std::optional<PlayerSpec> player(const YAML::Node& key, const YAML::Node& value);
  void check_rules(RulesEntry& entry);
  void build_cells(const std::vector<RulesEntry>& rules, const std::vector<PlayersEntry>& players,
                   Experiment& out);

  dsl::Diagnostics diags_;
  dsl::TextIndex index_;
  std::string folder_;
  RuleLoader loader_;  // empty: load_rules
  // Each rule set is loaded once per read: the checks of a grid's variants and
  // values and the grid's cells name the same ones again.
  std::map<std::string, LoadResult> loaded_;

  const LoadResult& load(const std::string& path, const CompileOptions& options) {
    std::string key = path + '\n' + options.variant;
    for (const auto& [name, value] : options.overrides) key += fmt::format("\n{}={}", name, value);
    auto it = loaded_.find(key);
    if (it == loaded_.end())
      it = loaded_.emplace(key, loader_ ? loader_(path, options) : load_rules(path, options)).first;
    return it->second;
  }
  std::vector<dsl::Diagnostic> found_;  // sorted into diags_ at the end
  std::string extra_;                   // rule files' own diagnostics, after the experiment's
};

std::map<std::string, std::pair<YAML::Node, YAML::Node>> Reader::entries(
    const YAML::Node& map, const std::vector<std::string>& known, const std::string& what) {
  std::map<std::string, std::pair<YAML::Node, YAML::Node>> found;
  for (const auto& entry : map) {
    const std::string key = entry.first.IsScalar() ? entry.first.Scalar() : "";
    if (std::find(known.begin(), known.end(), key) == known.end()) {
      error(entry.first.Mark(),
            fmt::format("unknown key {} in {}{}; expected {}", yaml_kind_name(entry.first), what,
                        dsl::did_you_mean(key, known), dsl::join_names(known)));
      continue;
    }
    if (auto it = found.find(key); it != found.end()) {
      error(entry.first.Mark(), fmt::format("'{}' is given twice in {} (first at line {})", key,
                                            what, it->second.first.Mark().line + 1));
      continue;
    }
    found.emplace(key, std::make_pair(entry.first, entry.second));
  }
  return found;
}

std::optional<std::string> Reader::text(const YAML::Node& key, const YAML::Node& value,
                                        const std::string& what) {
  if (!value.IsScalar() || value.Scalar().empty() || is_null(value)) {
    error_at_value(key, value,
                   fmt::format("{} must be a text, not {}", what, yaml_kind_name(value)));
    return std::nullopt;
  }
  return value.Scalar();
}

template <typename Int>
std::optional<Int> Reader::number(const YAML::Node& key, const YAML::Node& value,
                                  const std::string& what, Int low, Int high) {
  const std::string s = value.IsScalar() ? value.Scalar() : "";
  Int n{};
  auto [end, problem] = std::from_chars(s.data(), s.data() + s.size(), n);
  if (s.empty() || problem != std::errc() || end != s.data() + s.size() || n < low || n > high) {
    error_at_value(key, value,
                   fmt::format("{} must be a whole number from {} to {}, not {}", what, low, high,
                               yaml_kind_name(value)));
    return std::nullopt;
  }
  return n;
}

// A text in the messages of a rule file's load that is about the options
// (variant, parameter values), with the file's name and "--set NAME[=V]: " cut.
std::vector<std::string> option_messages(const std::string& messages, const std::string& file) {
  std::vector<std::string> out;
  const std::string prefix = file + ": error: ";
  std::size_t start = 0;
  while (start < messages.size()) {
    std::size_t end = messages.find('\n', start);
    if (end == std::string::npos) end = messages.size();
    const std::string line = messages.substr(start, end - start);
    start = end + 1;
    if (line.rfind(prefix, 0) != 0) continue;
    std::string message = line.substr(prefix.size());
    if (message.rfind("--set ", 0) == 0) message = message.substr(message.find(": ") + 2);
    out.push_back(message);
  }
  return out;
}

std::optional<PlayerSpec> Reader::player(const YAML::Node& key, const YAML::Node& value) {
  const std::string side = key.Scalar();
  const std::optional<std::string> spec = text(key, value, "'" + side + "'");
  if (!spec) return std::nullopt;
  std::string why;
  std::optional<PlayerSpec> parsed = parse_player_spec(*spec, why);
  if (!parsed) {
    // The parser lists every player and option on further lines; one line suffices here.
    if (const auto list = why.find("; the players are:"); list != std::string::npos)
      why = why.substr(0, list) + "; the players are " + dsl::join_names(player_names());
    error(value.Mark(), why.substr(0, why.find('\n')));
    return std::nullopt;
  }
  if (parsed->ms > 0) {
    error(value.Mark(), fmt::format("player '{}' thinks for a time, so its games cannot be "
                                    "played again alike; give alphabeta a depth=D",
                                    *spec));
    return std::nullopt;
  }
  return parsed;
}

std::optional<PlayersEntry> Reader::players_entry(const YAML::Node& node) {
  if (!node.IsMap()) {
    error(node.Mark(), fmt::format("each entry of 'players' must be a mapping with 'south' and "
                                   "'north', not {}",
                                   yaml_kind_name(node)));
    return std::nullopt;
  }
  auto found = entries(node, kPlayerKeys, "a 'players' entry");
  PlayersEntry entry;
  bool ok = true;
  for (const char* side : {"south", "north"}) {
    auto it = found.find(side);
    if (it == found.end()) {
      error(node.Mark(), fmt::format("this 'players' entry has no '{}'", side));
      ok = false;
      continue;
    }
    std::optional<PlayerSpec> spec = player(it->second.first, it->second.second);
    if (!spec) {
      ok = false;
      continue;
    }
    (std::string(side) == "south" ? entry.south : entry.north) = *spec;
  }
  if (!ok || found.size() != kPlayerKeys.size()) return std::nullopt;
  return entry;
}

void Reader::variants(const YAML::Node& key, const YAML::Node& value, RulesEntry& entry) {
  std::vector<YAML::Node> items;
  if (value.IsSequence())
    for (const auto& item : value) items.push_back(item);
  else if (value.IsScalar() && !value.IsNull())
    items.push_back(value);
  else {
    error_at_value(key, value,
                   fmt::format("'variants' must be a list of variant names (null for none), "
                               "not {}",
                               yaml_kind_name(value)));
    entry.ok = false;
    return;
  }
  if (items.empty()) {
    error(value.Mark(), "'variants' is empty: the grid has no cell (write [null] for none)");
    entry.ok = false;
    return;
  }
  std::set<std::string> seen;
  for (const YAML::Node& item : items) {
    std::string name;
    if (!is_null(item)) {
      if (!item.IsScalar() || item.Scalar().empty()) {
        error(item.Mark(),
              fmt::format("a variant must be a name or null, not {}", yaml_kind_name(item)));
        entry.ok = false;
        continue;
      }
      name = item.Scalar();
    }
    if (!seen.insert(name).second) {
      error(item.Mark(), name.empty() ? "null (no variant) is listed twice"
                                      : fmt::format("variant '{}' is listed twice", name));
      entry.ok = false;
      continue;
    }
    entry.variants.emplace_back(name, item);
  }
}

std::optional<ParamValues> Reader::parameter(const YAML::Node& key, const YAML::Node& value) {
  ParamValues p{key.IsScalar() ? key.Scalar() : "", key, {}};
  const std::string what = fmt::format("a value of '{}'", p.name);
  auto one = [&](const YAML::Node& node) {
    std::optional<int> v =
        number(key, node, what, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
    if (v) p.values.emplace_back(*v, node);
    return v.has_value();
  };
  bool ok = true;
  if (value.IsSequence()) {
    if (value.size() == 0) {
      error(value.Mark(), fmt::format("'{}' has no value: the grid has no cell", p.name));
      return std::nullopt;
    }
    for (const auto& item : value) ok = one(item) && ok;
  } else if (value.IsScalar() && value.Scalar().find("..") != std::string::npos) {
    // "A..B": every whole number from A to B.
    const std::string s = value.Scalar();
    const std::size_t dots = s.find("..");
    long long low = 0, high = 0;
    auto [end1, e1] = std::from_chars(s.data(), s.data() + dots, low);
    auto [end2, e2] = std::from_chars(s.data() + dots + 2, s.data() + s.size(), high);
    if (dots == 0 || e1 != std::errc() || end1 != s.data() + dots || e2 != std::errc() ||
        end2 != s.data() + s.size() || low < std::numeric_limits<int>::min() ||
        high > std::numeric_limits<int>::max()) {
      error(value.Mark(), fmt::format("'{}': a range is written \"A..B\" with whole numbers, "
                                      "not {}",
                                      p.name, yaml_kind_name(value)));
      return std::nullopt;
    }
    if (low > high) {
      error(value.Mark(), fmt::format("'{}': the range {}..{} is empty: the grid has no cell",
                                      p.name, low, high));
      return std::nullopt;
    }
    if (high - low >= kMaxRange) {
      error(value.Mark(), fmt::format("'{}': the range {}..{} holds more than {} values", p.name,
                                      low, high, kMaxRange));
      return std::nullopt;
    }
    for (long long v = low; v <= high; ++v) p.values.emplace_back(static_cast<int>(v), value);
  } else {
    ok = one(value);
  }
  if (!ok) return std::nullopt;
  std::set<int> seen;
  for (const auto& [v, node] : p.values)
    if (!seen.insert(v).second) {
      error(node.Mark(), fmt::format("'{}': the value {} is listed twice", p.name, v));
      ok = false;
    }
  if (!ok) return std::nullopt;
  return p;
}

void Reader::parameters(const YAML::Node& key, const YAML::Node& value, RulesEntry& entry) {
  if (!value.IsMap()) {
    error_at_value(key, value,
                   fmt::format("'set' must be a mapping from parameter names to values, not {}",
                               yaml_kind_name(value)));
    entry.ok = false;
    return;
  }
  std::set<std::string> names;
  for (const auto& item : value) {
    const std::string name = item.first.IsScalar() ? item.first.Scalar() : "";
    if (name.empty()) {
      error(item.first.Mark(),
            fmt::format("a parameter name must be a text, not {}", yaml_kind_name(item.first)));
      entry.ok = false;
      continue;
    }
    if (!names.insert(name).second) {
      error(item.first.Mark(), fmt::format("parameter '{}' is given twice", name));
      entry.ok = false;
      continue;
    }
    std::optional<ParamValues> p = parameter(item.first, item.second);
    if (p)
      entry.params.push_back(std::move(*p));
    else
      entry.ok = false;
  }
}

std::optional<RulesEntry> Reader::rules_entry(const YAML::Node& node) {
  if (!node.IsMap()) {
    error(node.Mark(), fmt::format("each entry of 'rules' must be a mapping with 'file', not {}",
                                   yaml_kind_name(node)));
    return std::nullopt;
  }
  auto found = entries(node, kRuleKeys, "a 'rules' entry");
  RulesEntry entry;
  auto file = found.find("file");
  if (file == found.end()) {
    error(node.Mark(), "this 'rules' entry has no 'file'");
    entry.ok = false;
  } else if (std::optional<std::string> name =
                 text(file->second.first, file->second.second, "'file'")) {
    entry.file_node = file->second.second;
    entry.file = (fs::path(folder_) / *name).lexically_normal().string();
  } else {
    entry.ok = false;
  }
  if (auto it = found.find("variants"); it != found.end())
    variants(it->second.first, it->second.second, entry);
  else
    entry.variants.emplace_back("", YAML::Node());
  if (auto it = found.find("set"); it != found.end())
    parameters(it->second.first, it->second.second, entry);
  return entry;
}

// Loads the file once per variant and once per parameter (first value, and
// each value's range), so that each mistake is reported where it was written.
void Reader::check_rules(RulesEntry& entry) {
  if (entry.file.empty()) return;
  const LoadResult& base = load(entry.file, CompileOptions{});
  if (!base.readable) {
    const std::string cut = entry.file + ": error: cannot read the file: ";
    std::string why = base.messages;
    if (why.rfind(cut, 0) == 0) why = why.substr(cut.size());
    while (!why.empty() && why.back() == '\n') why.pop_back();
    error(entry.file_node.Mark(),
          fmt::format("cannot read the rule file '{}': {}", entry.file_node.Scalar(), why));
    entry.ok = false;
    return;
  }
  if (!base.program) {
    error(entry.file_node.Mark(),
          fmt::format("the rule file '{}' has errors (shown below)", entry.file_node.Scalar()));
    extra_ += base.messages;
    entry.ok = false;
    return;
  }
  for (const auto& [variant, node] : entry.variants) {
    if (variant.empty()) continue;
    CompileOptions options;
    options.variant = variant;
    const LoadResult loaded = load(entry.file, options);
    if (loaded.program) continue;
    for (const std::string& message : option_messages(loaded.messages, entry.file))
      error(node.Mark(), message);
    entry.ok = false;
  }
  for (const ParamValues& p : entry.params) {
    bool known = true;
    for (const auto& [value, node] : p.values) {
      CompileOptions options;
      options.overrides[p.name] = value;
      const LoadResult loaded = load(entry.file, options);
      if (loaded.program) continue;
      entry.ok = false;
      for (std::string message : option_messages(loaded.messages, entry.file)) {
        if (message.rfind("unknown parameter", 0) == 0) {
          error(p.key.Mark(), fmt::format("unknown parameter '{}'{}", p.name, message.substr(17)));
          known = false;
        } else {
          error(node.Mark(),
                fmt::format("{}={}: {} of {}", p.name, value, message, entry.file_node.Scalar()));
        }
      }
      if (!known) break;
    }
  }
}

void Reader::build_cells(const std::vector<RulesEntry>& rules,
                         const std::vector<PlayersEntry>& players, Experiment& out) {
  std::int64_t total = 0;
  for (const RulesEntry& entry : rules) {
    std::int64_t n = static_cast<std::int64_t>(entry.variants.size());
    for (const ParamValues& p : entry.params) n *= static_cast<std::int64_t>(p.values.size());
    total += n * static_cast<std::int64_t>(players.size());
    if (total > kMaxCells) {
      error(entry.file_node.Mark(),
            fmt::format("the grid holds more than {} cells; split the experiment", kMaxCells));
      return;
    }
  }
  std::map<std::string, std::set<int>> values_seen;
  std::set<std::string> variants_seen;
  for (const RulesEntry& entry : rules) {
    for (const auto& [variant, variant_node] : entry.variants) {
      variants_seen.insert(variant);
      // Every combination of the parameters' values, the first parameter outermost.
      std::vector<std::size_t> at(entry.params.size(), 0);
      while (true) {
        std::vector<std::pair<std::string, int>> params;
        CompileOptions options;
        options.variant = variant;
        for (std::size_t i = 0; i < at.size(); ++i) {
          const int value = entry.params[i].values[at[i]].first;
          params.emplace_back(entry.params[i].name, value);
          options.overrides[entry.params[i].name] = value;
          values_seen[entry.params[i].name].insert(value);
        }
        const LoadResult& loaded = load(entry.file, options);
        if (!loaded.program) {
          std::string set;
          for (const auto& [name, value] : params) set += fmt::format(",{}={}", name, value);
          error(entry.file_node.Mark(),
                fmt::format("the cell {}{}{} does not compile (shown below)",
                            entry.file_node.Scalar(), variant.empty() ? "" : ":" + variant, set));
          extra_ += loaded.messages;
        } else {
          auto program = std::make_shared<const RuleProgram>(*loaded.program);
          for (const PlayersEntry& pair : players) {
            ExperimentCell cell;
            cell.id = static_cast<int>(out.cells.size()) + 1;
            cell.file = entry.file;
            cell.variant = variant;
            cell.params = params;
            cell.south = pair.south;
            cell.north = pair.north;
            cell.south_text = player_spec_text(pair.south);
            cell.north_text = player_spec_text(pair.north);
            cell.rules_hash = loaded.rules_hash;
            cell.program = program;
            out.cells.push_back(std::move(cell));
          }
        }
        std::size_t i = at.size();
        while (i > 0 && ++at[i - 1] == entry.params[i - 1].values.size()) at[--i] = 0;
        if (i == 0) break;
      }
    }
  }
  if (variants_seen.size() > 1) out.swept.push_back("variant");
  std::set<std::string> listed;
  for (const RulesEntry& entry : rules)
    for (const ParamValues& p : entry.params)
      if (values_seen[p.name].size() > 1 && listed.insert(p.name).second)
        out.swept.push_back(p.name);
  if (players.size() > 1) out.swept.push_back("players");
}

std::optional<Experiment> Reader::read(const YAML::Node& doc, Experiment& out) {
  if (!doc.IsMap()) {
    error(doc.Mark(), fmt::format("an experiment file is a mapping with 'experiment', 'seed', "
                                  "'games', 'rules' and 'players', not {}",
                                  yaml_kind_name(doc)));
    return std::nullopt;
  }
  auto found = entries(doc, kTopKeys, "the experiment");
  for (const char* key : {"experiment", "seed", "games", "rules"})
    if (!found.count(key)) error(doc.Mark(), fmt::format("the experiment has no '{}'", key));
  auto get = [&](const char* key) -> const std::pair<YAML::Node, YAML::Node>* {
    auto it = found.find(key);
    return it == found.end() ? nullptr : &it->second;
  };
  if (auto* e = get("experiment"))
    out.name = text(e->first, e->second, "'experiment'").value_or("");
  if (auto* e = get("description"))
    out.description = text(e->first, e->second, "'description'").value_or("");
  if (auto* e = get("seed"))
    out.seed = number<std::uint64_t>(e->first, e->second, "'seed'", 0,
                                     std::numeric_limits<std::uint64_t>::max())
                   .value_or(0);
  if (auto* e = get("games"))
    out.games = number<int>(e->first, e->second, "'games'", 1, 100000000).value_or(0);
  if (auto* e = get("match"))
    out.match_games = number<int>(e->first, e->second, "'match'", 1, 10000).value_or(0);
  if (auto* e = get("max_plies"))
    out.max_plies = number<int>(e->first, e->second, "'max_plies'", 1, 100000000).value_or(1000);
  if (auto* e = get("threads"))
    out.threads = number<int>(e->first, e->second, "'threads'", 1, 256).value_or(0);

  std::vector<RulesEntry> rules;
  if (auto* e = get("rules")) {
    if (!e->second.IsSequence())
      error_at_value(
          e->first, e->second,
          fmt::format("'rules' must be a list of rule files, not {}", yaml_kind_name(e->second)));
    else if (e->second.size() == 0)
      error(e->second.Mark(), "'rules' is empty: the grid has no cell");
    else
      for (const auto& item : e->second)
        if (std::optional<RulesEntry> entry = rules_entry(item)) rules.push_back(std::move(*entry));
  }
  std::vector<PlayersEntry> players;
  if (auto* e = get("players")) {
    if (!e->second.IsSequence())
      error_at_value(e->first, e->second,
                     fmt::format("'players' must be a list of {{south: SPEC, north: SPEC}}, "
                                 "not {}",
                                 yaml_kind_name(e->second)));
    else if (e->second.size() == 0)
      error(e->second.Mark(), "'players' is empty: the grid has no cell");
    else
      for (const auto& item : e->second) {
        if (std::optional<PlayersEntry> entry = players_entry(item)) players.push_back(*entry);
      }
  } else {
    players.push_back(PlayersEntry{});  // random against random
  }
  for (RulesEntry& entry : rules) check_rules(entry);
  // The cells of the entries that passed their own checks are built even when
  // the file has other mistakes: a combination of values that does not compile
  // (each value valid alone) is then reported in the same run as the rest.
  std::vector<RulesEntry> sound;
  for (const RulesEntry& entry : rules)
    if (entry.ok && !entry.file.empty()) sound.push_back(entry);
  if (players.empty()) players.push_back(PlayersEntry{});  // only errors can follow
  build_cells(sound, players, out);
  if (has_errors()) return std::nullopt;
  return out;
}

}  // namespace

std::optional<Experiment> read_experiment_text(const std::string& name, const std::string& text,
                                               const std::string& folder, std::string& messages,
                                               const RuleLoader& loader) {
  auto source = std::make_shared<dsl::SourceFile>();
  source->name = name;
  source->text = text;
  Reader reader(source, folder, loader);
  Experiment out;
  out.path = name;
  out.file_hash = content_hash(text);
  std::vector<YAML::Node> docs;
  try {
    if (const std::optional<YAML::Mark> stall = yaml_document_stall(text)) {
      reader.error(*stall, "unexpected character here: a YAML document cannot start with it");
      messages = reader.messages();
      return std::nullopt;
    }
    docs = YAML::LoadAll(text);
  } catch (const YAML::Exception& e) {
    reader.error(e.mark, "not valid YAML: " + e.msg);
    messages = reader.messages();
    return std::nullopt;
  }
  while (docs.size() > 1 && docs.back().IsNull()) docs.pop_back();
  std::optional<Experiment> result;
  if (docs.empty() || docs[0].IsNull())
    reader.error(YAML::Mark(), "empty file: not an experiment (docs/experiments.md)");
  else if (docs.size() > 1)
    reader.error(docs[1].Mark(), "an experiment file holds one YAML document; this is a second");
  else
    result = reader.read(docs[0], out);
  messages = reader.messages();
  if (!result) return std::nullopt;
  return result;
}

std::optional<Experiment> read_experiment(const std::string& path, std::string& messages) {
  const dsl::SourceRead read = dsl::read_source(path);
  if (!read.file) {
    messages = path + ": error: cannot read the experiment file: " + read.error + "\n";
    return std::nullopt;
  }
  const std::string folder = fs::path(path).parent_path().string();
  return read_experiment_text(path, read.file->text, folder, messages);
}

}  // namespace mancala
