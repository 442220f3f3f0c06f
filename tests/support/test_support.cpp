#include "support/test_support.hpp"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "dsl/loader.hpp"

namespace mancala::test {

std::string read_text_file(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string source_path(const std::string& relative) {
  return std::string(MANCALA_SOURCE_DIR) + "/" + relative;
}

std::vector<std::string> bundled_names() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(source_path("rules")))
    if (entry.path().extension() == ".mancala") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  return names;
}

std::vector<BundledProgram> bundled_programs_and_variants() {
  std::vector<BundledProgram> programs;
  for (const std::string& name : bundled_names()) {
    std::vector<std::string> variants = {""};
    for (const std::string& v : declared_variants(source_path("rules/" + name + ".mancala")))
      variants.push_back(v);
    for (const std::string& variant : variants) {
      CompileOptions options;
      options.variant = variant;
      programs.push_back({bundled(name, options), name + ":" + variant});
    }
  }
  return programs;
}

RuleProgram game_ending_when(const std::string& condition) {
  return from_text(R"(game "Ends"
board { rows 2  pits 3  stores aside }
setup { seeds 2 }
move { from own pits }
sow { origin included }
lap end { end move }
game end { ends when )" +
                   condition + R"(  ends when no legal move  remaining seeds to owner }
)");
}

namespace {
RuleProgram require(LoadResult loaded) {
  if (!loaded.program) {
    ADD_FAILURE() << loaded.messages;
    throw std::runtime_error("rule file did not compile");
  }
  return std::move(*loaded.program);
}
}  // namespace

RuleProgram bundled(const std::string& name, const CompileOptions& options) {
  return require(load_rules(source_path("rules/" + name + ".mancala"), options));
}

RuleProgram require_ok(const std::string& relative, const CompileOptions& options) {
  return require(load_rules(source_path(relative), options));
}

RuleProgram from_text(const std::string& text, const CompileOptions& options) {
  return require(load_rules_text("test.mancala", text, options));
}

State board(const RuleProgram& program, const std::string& drawing) {
  std::string why;
  std::optional<State> state = read_board(program, drawing, why);
  if (!state) {
    ADD_FAILURE() << "bad drawing: " << why;
    throw std::runtime_error("bad drawing");
  }
  return *state;
}

Move move(const RuleProgram& program, const std::string& text) {
  std::string why;
  std::optional<Move> m = parse_move(program, text, why);
  if (!m) {
    ADD_FAILURE() << why;
    throw std::runtime_error("bad move");
  }
  return *m;
}

::testing::AssertionResult same_board(const RuleProgram& program, const State& state,
                                      const std::string& drawing) {
  State expected = board(program, drawing);
  if (expected.cells == state.cells && expected.to_move == state.to_move &&
      expected.north_owned == state.north_owned && expected.marks[0] == state.marks[0])
    return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure()
         << "\nexpected:\n"
         << draw_board(program, expected)
         << "  to move: " << (expected.to_move == kSouth ? "South" : "North") << "\nactual:\n"
         << draw_board(program, state)
         << "  to move: " << (state.to_move == kSouth ? "South" : "North") << "\n";
}

std::string legal_text(const Game& game) {
  std::string out;
  for (const Move& m : game.legal())
    out += (out.empty() ? "" : " ") + move_text(game.engine().program(), m);
  return out;
}

}  // namespace mancala::test
