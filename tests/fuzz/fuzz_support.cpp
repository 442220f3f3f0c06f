#include "fuzz_support.hpp"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <memory>
#include <numeric>

#include "agents/random_agent.hpp"
#include "presentation/legality.hpp"
#include "dsl/loader.hpp"
#include "interpreter/match.hpp"

namespace mancala::fuzz {
namespace {

// The engine work one input may cost, in the units of limits::kMaxSowingWork
// (3 to 4 ns each in a Release build, ten times that under the sanitizers and
// the fuzzing instrumentation): a fraction of a second. The compiler allows
// rules that cost up to 10^8 units for each position's legal moves; played for
// 200 plies, they would run into libFuzzer's timeout and stop the campaign.
// Such rules are still compiled and explained, and played as far as the budget goes.
constexpr long long kWorkBudget = 5'000'000;

int seeds_in_play(const RuleProgram& program, const State& state) {
  return std::accumulate(state.cells.begin(), state.cells.begin() + program.pit_count() + 2, 0);
}

std::vector<BundledRuleSet> load_bundled() {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(fs::path(MANCALA_SOURCE_DIR) / "rules"))
    if (entry.path().extension() == ".mancala") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  std::vector<BundledRuleSet> sets;
  for (const fs::path& file : files) {
    std::vector<std::string> variants = declared_variants(file.string());
    variants.insert(variants.begin(), "");
    for (const std::string& variant : variants) {
      CompileOptions options;
      options.variant = variant;
      LoadResult loaded = load_rules(file.string(), options);
      if (!loaded.program) std::abort();  // a bundled file that does not compile
      sets.push_back({file.filename().string(), variant, std::move(*loaded.program)});
    }
  }
  if (sets.empty()) std::abort();
  return sets;
}

}  // namespace

const std::vector<BundledRuleSet>& bundled_rule_sets() {
  static const std::vector<BundledRuleSet> sets = load_bundled();
  return sets;
}

const BundledRuleSet* find_rule_set(const std::string& name) {
  const std::size_t colon = name.find(':');
  std::string file = name.substr(0, colon);
  const std::string variant = colon == std::string::npos ? "" : name.substr(colon + 1);
  if (!file.ends_with(".mancala")) file += ".mancala";
  for (const BundledRuleSet& set : bundled_rule_sets())
    if (set.file == file && set.variant == variant) return &set;
  return nullptr;
}

void play_bounded(const RuleProgram& program, std::uint64_t seed, int max_plies) {
  // One position's legal moves are found when the game starts and after each ply.
  const long long positions = kWorkBudget / std::max(1LL, program.legal_moves_work);
  if (positions < 1) return;
  max_plies = static_cast<int>(std::min<long long>(max_plies, positions - 1));
  Engine engine(program);
  Game game(engine);
  RandomAgent agent(seed);
  const int total = seeds_in_play(program, game.state());
  for (int ply = 0; ply < max_plies && !game.over(); ++ply) {
    game.play(agent.choose(game));
    if (seeds_in_play(program, game.state()) != total) __builtin_trap();
  }
  if (game.over()) (void)game.result();
}

int replay(const RuleProgram& program, const GameRecord& record) {
  Engine engine(program);
  std::unique_ptr<Match> match;
  int current_match = -1;
  int played = 0;
  for (const RecordedGame& recorded : record.games) {
    if (record.match_games > 0 && recorded.match != current_match) {
      match = std::make_unique<Match>(engine, record.match_games);
      current_match = recorded.match;
    } else if (record.match_games > 0) {
      if (!match->game().over() || match->over()) return played;
      match->start_next_game();
    }
    Game single(engine);
    Game& game = match ? match->game() : single;
    for (const std::string& text : recorded.moves) {
      std::string why;
      std::optional<Turn> turn = read_turn(game, text, why);
      if (!turn || !turn_problem(game, *turn).empty()) return played;
      EventLog log;
      game.play(*turn, &log);
      ++played;
    }
    if (game.over()) {
      (void)game.result();
      if (match) match->book_game();
    }
  }
  return played;
}

}  // namespace mancala::fuzz
