// Properties of the engine and its protocols, checked with rapidcheck over
// random games of every bundled rule file (rules/*.mancala, so a new file is
// included without touching this test) and every variant it declares. Each
// game is driven by a seed that rapidcheck generates (and shrinks on failure).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <numeric>
#include <set>
#include <sstream>

#include "agents/random_agent.hpp"
#include "dsl/loader.hpp"
#include "interpreter/opening.hpp"
#include "io/record.hpp"
#include "io/trace_session.hpp"
#include "presentation/describe.hpp"
#include "presentation/legality.hpp"
#include "presentation/notation.hpp"
#include "presentation/opening_notation.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

using nlohmann::json;

// Games are cut here: the properties hold at every ply, whole games are not needed.
constexpr int kMaxPlies = 120;

// A bundled rule file compiled with one of its variants ("" for the defaults).
struct RuleSet {
  std::string path;  // relative to the source tree
  std::string variant;
  RuleProgram program;
  std::string label() const { return variant.empty() ? path : path + ":" + variant; }
};

std::vector<RuleSet> load_rule_sets() {
  namespace fs = std::filesystem;
  std::vector<std::string> files;
  for (const auto& entry : fs::directory_iterator(source_path("rules")))
    if (entry.path().extension() == ".mancala")
      files.push_back("rules/" + entry.path().filename().string());
  std::sort(files.begin(), files.end());
  std::vector<RuleSet> sets;
  for (const std::string& file : files) {
    std::vector<std::string> variants = declared_variants(source_path(file));
    variants.insert(variants.begin(), "");
    for (const std::string& variant : variants) {
      CompileOptions options;
      options.variant = variant;
      sets.push_back({file, variant, require_ok(file, options)});
    }
  }
  return sets;
}

// Every bundled rule set, compiled once for the whole test program.
const std::vector<RuleSet>& rule_sets() {
  static const std::vector<RuleSet> sets = load_rule_sets();
  return sets;
}

int seeds_in_play(const RuleProgram& program, const State& state) {
  return std::accumulate(state.cells.begin(), state.cells.begin() + program.pit_count() + 2, 0);
}

// The part of a position a player sees: pits, stores, owners, marks, side to move.
std::string position_text(const RuleProgram& program, const State& state) {
  std::ostringstream text;
  for (int c = 0; c < program.pit_count() + 2; ++c) text << state.cells[c] << ' ';
  text << "| " << state.north_owned << " |";
  for (std::size_t m = 0; m < program.mark_names.size(); ++m) text << ' ' << state.marks[m];
  text << " | " << int(state.to_move);
  return text.str();
}

// A random game of at most kMaxPlies turns: its moves in notation and every
// position from the start on.
struct RandomGame {
  std::vector<std::string> moves;
  std::vector<std::string> positions;
  std::string result = "unfinished";
};

RandomGame random_game(const RuleProgram& program, std::uint64_t seed, int max_plies) {
  Engine engine(program);
  Game game(engine);
  RandomAgent agent(seed);
  RandomGame played;
  played.positions.push_back(position_text(program, game.state()));
  while (!game.over() && static_cast<int>(played.moves.size()) < max_plies) {
    const Turn turn = agent.choose(game);
    played.moves.push_back(turn_text(program, turn));
    game.play(turn);
    played.positions.push_back(position_text(program, game.state()));
  }
  if (game.over()) {
    const GameResult r = game.result();
    played.result = result_text(r.south, r.north, r.winner);
  }
  return played;
}

// Runs `mancala trace` on the moves; returns its status and every object it wrote.
std::pair<int, std::vector<json>> trace(const RuleProgram& program,
                                        const std::vector<std::string>& moves) {
  std::string input;
  for (const std::string& m : moves) input += m + "\n";
  std::istringstream in(input);
  std::ostringstream out;
  const int status = run_trace(program, {}, in, out);
  std::vector<json> objects;
  std::istringstream lines(out.str());
  for (std::string line; std::getline(lines, line);) objects.push_back(json::parse(line));
  return {status, objects};
}

// Plays `moves` from the start and returns the game (the moves must be legal).
Game replay_moves(const Engine& engine, const std::vector<std::string>& moves) {
  Game game(engine);
  for (const std::string& text : moves) {
    std::string why;
    std::optional<Turn> turn = read_turn(game, text, why);
    RC_ASSERT(turn.has_value());
    game.play(*turn);
  }
  return game;
}

// Every turn the player to move may take, in notation (openings: at most 200).
std::vector<std::string> listed_turns(const RuleProgram& program, const Game& game) {
  std::vector<std::string> turns;
  if (game.opening_turn()) {
    const auto openings = list_openings(program, game.state(), 200);
    if (openings)
      for (const Opening& o : *openings) turns.push_back(opening_text(program, o));
  } else {
    for (const Move& m : game.legal()) turns.push_back(move_text(program, m));
  }
  return turns;
}

RC_GTEST_PROP(Property, SeedsAreConservedByEveryMove, (std::uint64_t seed)) {
  for (const RuleSet& set : rule_sets()) {
    RC_LOG() << set.label() << '\n';
    Engine engine(set.program);
    Game game(engine);
    RandomAgent agent(seed);
    const int total = seeds_in_play(set.program, game.state());
    for (int ply = 0; ply < kMaxPlies && !game.over(); ++ply) {
      const Turn turn = agent.choose(game);
      game.play(turn);
      RC_ASSERT(seeds_in_play(set.program, game.state()) == total);
    }
  }
}

// At a random point of a random game, every move the engine lists is played
// by `trace` without an error, and trace lists the same moves.
RC_GTEST_PROP(Property, EveryListedMoveIsAcceptedByTrace, (std::uint64_t seed)) {
  const int stop = *rc::gen::inRange(0, kMaxPlies / 2);
  for (const RuleSet& set : rule_sets()) {
    RC_LOG() << set.label() << " after " << stop << " plies\n";
    const RandomGame played = random_game(set.program, seed, stop);
    Engine engine(set.program);
    const Game game = replay_moves(engine, played.moves);
    const std::vector<std::string> turns = listed_turns(set.program, game);
    auto [status, objects] = trace(set.program, played.moves);
    RC_ASSERT(status == 0);
    if (objects.back().contains("legal") && !game.opening_turn())
      RC_ASSERT(objects.back()["legal"] == json(turns));
    for (const std::string& turn : turns) {
      std::vector<std::string> moves = played.moves;
      moves.push_back(turn);
      auto [turn_status, turn_objects] = trace(set.program, moves);
      RC_LOG() << "move " << turn << '\n';
      RC_ASSERT(turn_status == 0);
      RC_ASSERT(!turn_objects.back().contains("error"));
    }
  }
}

// Every pit name (and pass) that is not a listed move is refused with a
// message in words; `trace` refuses one of them, chosen at random, with that
// message on the line of that move.
RC_GTEST_PROP(Property, EveryRefusedMoveIsExplained, (std::uint64_t seed)) {
  const int stop = *rc::gen::inRange(0, kMaxPlies / 2);
  const auto pick = *rc::gen::arbitrary<std::size_t>();
  for (const RuleSet& set : rule_sets()) {
    RC_LOG() << set.label() << " after " << stop << " plies\n";
    const RandomGame played = random_game(set.program, seed, stop);
    Engine engine(set.program);
    const Game game = replay_moves(engine, played.moves);
    const std::vector<std::string> listed = listed_turns(set.program, game);
    std::vector<std::string> tries{"pass"};
    for (int pit = 0; pit < set.program.pit_count(); ++pit)
      tries.push_back(pit_name(set.program, pit));
    std::vector<std::pair<std::string, std::string>> refused;  // move, message
    for (const std::string& attempt : tries) {
      if (std::find(listed.begin(), listed.end(), attempt) != listed.end()) continue;
      RC_LOG() << "move " << attempt << '\n';
      if (game.over()) {
        refused.emplace_back(attempt, "the game is over");
        continue;
      }
      std::string why;
      const std::optional<Turn> turn = read_turn(game, attempt, why);
      const std::string problem = turn ? turn_problem(game, *turn) : why;
      if (problem.empty()) {
        // Accepted although not listed: only where the amount is chosen, so
        // that "S3" means all of S3's seeds and the list says "S3x1", "S3x2"...
        const bool amount_listed = std::any_of(
            listed.begin(), listed.end(), [&](auto& m) { return m.starts_with(attempt + "x"); });
        RC_ASSERT(amount_listed);
        continue;
      }
      refused.emplace_back(attempt, problem);
    }
    if (refused.empty()) continue;
    const auto& [attempt, problem] = refused[pick % refused.size()];
    std::vector<std::string> moves = played.moves;
    moves.push_back(attempt);
    auto [status, objects] = trace(set.program, moves);
    RC_ASSERT(status == 2);
    const json& error = objects.back();
    RC_ASSERT(error.contains("error"));
    RC_ASSERT(!error["error"].get<std::string>().empty());
    RC_ASSERT(error["error"] == json(problem));
    RC_ASSERT(error["line"] == json(moves.size()));
  }
}

// A random game written as a record, read back and replayed gives the same
// positions and result as the game itself and as `trace` on its moves.
RC_GTEST_PROP(Property, TraceRecordAndReplayAgree, (std::uint64_t seed)) {
  for (const RuleSet& set : rule_sets()) {
    RC_LOG() << set.label() << '\n';
    const RandomGame played = random_game(set.program, seed, kMaxPlies);

    GameRecord record;
    record.rules = set.path;
    record.rules_hash = 1;
    record.variant = set.variant;
    record.seed = seed;
    record.south = record.north = "random";
    record.games.push_back({0, 1, played.moves, {}, played.result});
    std::string why;
    const std::optional<GameRecord> read =
        read_record_text("record.yaml", write_record(record), why);
    RC_ASSERT(read.has_value());
    RC_ASSERT(read->variant == set.variant);
    RC_ASSERT(read->games.size() == 1u);
    RC_ASSERT(read->games[0].moves == played.moves);
    RC_ASSERT(read->games[0].result == played.result);

    Engine engine(set.program);
    Game game(engine);
    std::vector<std::string> positions{position_text(set.program, game.state())};
    for (const std::string& text : read->games[0].moves) {
      std::optional<Turn> turn = read_turn(game, text, why);
      RC_ASSERT(turn.has_value());
      RC_ASSERT(turn_problem(game, *turn).empty());
      game.play(*turn);
      positions.push_back(position_text(set.program, game.state()));
    }
    RC_ASSERT(positions == played.positions);
    if (game.over()) {
      const GameResult r = game.result();
      RC_ASSERT(result_text(r.south, r.north, r.winner) == read->games[0].result);
    } else {
      RC_ASSERT(read->games[0].result == std::string("unfinished"));
    }

    auto [status, objects] = trace(set.program, played.moves);
    RC_ASSERT(status == 0);
    RC_ASSERT(objects.size() == played.positions.size());
    Game again(engine);
    for (std::size_t i = 0; i < objects.size(); ++i) {
      if (i > 0) {
        std::optional<Turn> turn = read_turn(again, played.moves[i - 1], why);
        again.play(*turn);
      }
      json pits = json::array();
      for (int c = 0; c < set.program.pit_count(); ++c) pits.push_back(again.state().cells[c]);
      RC_ASSERT(objects[i]["pits"] == pits);
      RC_ASSERT(objects[i]["stores"]["S"] == again.state().cells[set.program.store_cell(kSouth)]);
      RC_ASSERT(objects[i]["stores"]["N"] == again.state().cells[set.program.store_cell(kNorth)]);
      RC_ASSERT(objects[i]["over"] == again.over());
    }
  }
}

// `explain` says the same thing every time: for a file compiled twice, and
// before and after a random game under its rules.
RC_GTEST_PROP(Property, ExplainIsDeterministic, (std::uint64_t seed)) {
  const auto& sets = rule_sets();
  const RuleSet& set = sets[*rc::gen::inRange<std::size_t>(0, sets.size())];
  RC_LOG() << set.label() << '\n';
  const std::string before = explain(set.program);
  (void)random_game(set.program, seed, kMaxPlies);
  RC_ASSERT(explain(set.program) == before);
  CompileOptions options;
  options.variant = set.variant;
  const LoadResult again = load_rules(source_path(set.path), options);
  RC_ASSERT(again.program.has_value());
  RC_ASSERT(explain(*again.program) == before);
}

TEST(Property, EveryBundledFileAndVariantIsCovered) {
  namespace fs = std::filesystem;
  std::size_t files = 0;
  for (const auto& entry : fs::directory_iterator(source_path("rules")))
    files += entry.path().extension() == ".mancala";
  std::set<std::string> seen;
  bool kiothi_five_pits = false;
  for (const RuleSet& set : rule_sets()) {
    seen.insert(set.path);
    kiothi_five_pits |= set.path == "rules/kiothi.mancala" && set.variant == "five-pits";
  }
  EXPECT_EQ(seen.size(), files);
  EXPECT_GE(files, 6u);
  EXPECT_TRUE(kiothi_five_pits);
}

}  // namespace
}  // namespace mancala::test
