// Experiment files, their games and their results database: every error the
// reader reports (with its line and column), seeds that do not depend on
// threads or shards, resuming, and merging (docs/experiments.md).
#include <fmt/format.h>
#include <gtest/gtest.h>

#include <atomic>
#include <filesystem>
#include <fstream>

#include "experiment/reader.hpp"
#include "experiment/runner.hpp"
#include "experiment/store.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

namespace fs = std::filesystem;

// The rules folder, for experiment texts read in memory.
std::string rules_folder() {
  return source_path("rules");
}

// Reads an experiment text whose rule files are named relative to rules/.
std::optional<Experiment> read(const std::string& text, std::string& messages) {
  return read_experiment_text("exp.yaml", text, rules_folder(), messages);
}

// The messages of a text that must be refused.
std::string errors_of(const std::string& text) {
  std::string messages;
  EXPECT_FALSE(read(text, messages)) << text;
  return messages;
}

const std::string kGood = R"(experiment: sizes
seed: 7
games: 3
rules:
  - file: kalah.mancala
    variants: [null, empty-capture]
    set:
      pits: [4, 5]
      seeds: "2..3"
players:
  - {south: random, north: random}
  - {south: "alphabeta:depth=2", north: greedy}
)";

TEST(ExperimentReader, ReadsTheGridInOrder) {
  std::string messages;
  const std::optional<Experiment> e = read(kGood, messages);
  ASSERT_TRUE(e) << messages;
  EXPECT_EQ(e->name, "sizes");
  EXPECT_EQ(e->seed, 7u);
  EXPECT_EQ(e->games, 3);
  EXPECT_EQ(e->max_plies, 1000);
  ASSERT_EQ(e->cells.size(), 2u * 2 * 2 * 2);
  // Variant outermost, then the parameters in the file's order, then the players.
  const ExperimentCell& c = e->cells[5];
  EXPECT_EQ(c.id, 6);
  EXPECT_EQ(c.variant, "");
  EXPECT_EQ(c.params, (std::vector<std::pair<std::string, int>>{{"pits", 5}, {"seeds", 2}}));
  EXPECT_EQ(c.south_text, "alphabeta:depth=2");
  EXPECT_EQ(c.north_text, "greedy");
  EXPECT_EQ(e->cells[8].variant, "empty-capture");
  EXPECT_EQ(e->swept, (std::vector<std::string>{"variant", "pits", "seeds", "players"}));
  EXPECT_EQ(c.program->params[0], (std::pair<std::string, int>{"pits", 5}));
}

TEST(ExperimentReader, DefaultsToRandomPlayersAndOneValue) {
  std::string messages;
  const auto e = read("experiment: x\nseed: 1\ngames: 2\nrules: [{file: kpe.mancala}]\n", messages);
  ASSERT_TRUE(e) << messages;
  ASSERT_EQ(e->cells.size(), 1u);
  EXPECT_EQ(e->cells[0].south_text, "random");
  EXPECT_TRUE(e->swept.empty());
}

TEST(ExperimentReader, UnknownKeySuggestsAndPointsAtIt) {
  const std::string m = errors_of(
      "experiment: x\nseed: 1\ngames: 2\nrules: [{file: kpe.mancala}]\n"
      "max_plys: 10\n");
  EXPECT_NE(m.find("exp.yaml:5:1: error: unknown key 'max_plys' in the experiment (did you mean "
                   "'max_plies'?)"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("  max_plys: 10\n  ^\n"), std::string::npos) << m;
}

TEST(ExperimentReader, MissingKeysAndWrongTypes) {
  const std::string m = errors_of(
      "experiment: [a]\ngames: 0\nmax_plies: x\nthreads: 300\n"
      "seed: 18446744073709551616\nrules: {file: kpe.mancala}\n");
  EXPECT_NE(m.find("exp.yaml:1:13: error: 'experiment' must be a text, not a list"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:2:8: error: 'games' must be a whole number from 1 to 100000000, "
                   "not '0'"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:3:12: error: 'max_plies' must be"), std::string::npos) << m;
  EXPECT_NE(m.find("exp.yaml:4:10: error: 'threads' must be a whole number from 1 to 256"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:5:7: error: 'seed' must be a whole number from 0 to "
                   "18446744073709551615"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:6:8: error: 'rules' must be a list of rule files, not a mapping"),
            std::string::npos)
      << m;
  const std::string missing = errors_of("description: nothing else\n");
  for (const char* key : {"experiment", "seed", "games", "rules"})
    EXPECT_NE(missing.find(fmt::format("exp.yaml:1:1: error: the experiment has no '{}'", key)),
              std::string::npos)
        << missing;
}

TEST(ExperimentReader, KeyGivenTwice) {
  const std::string m =
      errors_of("experiment: x\nseed: 1\ngames: 2\nrules: [{file: kpe.mancala}]\ngames: 3\n");
  EXPECT_NE(m.find("exp.yaml:5:1: error: 'games' is given twice in the experiment (first at line "
                   "3)"),
            std::string::npos)
      << m;
}

TEST(ExperimentReader, UnknownFileVariantParameterAndValueOutOfRange) {
  const std::string m = errors_of(R"(experiment: x
seed: 1
games: 2
rules:
  - file: kalah.mancal
  - file: kalah.mancala
    variants: [empty-captur]
  - file: kalah.mancala
    set: {pts: 4}
  - file: kalah.mancala
    set:
      pits: [4, 99]
)");
  EXPECT_NE(m.find("exp.yaml:5:11: error: cannot read the rule file 'kalah.mancal': No such file "
                   "or directory (did you mean 'kalah.mancala'?)"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:7:16: error: unknown variant 'empty-captur' (did you mean "
                   "'empty-capture'?)"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:9:11: error: unknown parameter 'pts' (did you mean 'pits'?)"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:12:17: error: pits=99: outside the range 1..16"), std::string::npos)
      << m;
}

TEST(ExperimentReader, UnknownAndUnreproduciblePlayers) {
  const std::string m = errors_of(R"(experiment: x
seed: 1
games: 2
rules: [{file: kpe.mancala}]
players:
  - {south: randm, north: random}
  - {south: "alphabeta:depht=2", north: "alphabeta:ms=10"}
  - {south: greedy}
  - [random, random]
)");
  EXPECT_NE(m.find("exp.yaml:6:13: error: unknown player 'randm' (did you mean 'random'?)"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:7:13: error: player 'alphabeta:depht=2': unknown option 'depht' "
                   "(did you mean 'depth'?)"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:7:41: error: player 'alphabeta:ms=10' thinks for a time"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:8:5: error: this 'players' entry has no 'north'"), std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:9:5: error: each entry of 'players' must be a mapping"),
            std::string::npos)
      << m;
}

TEST(ExperimentReader, EmptyGrids) {
  const std::string m = errors_of(R"(experiment: x
seed: 1
games: 2
rules:
  - file: kalah.mancala
    variants: []
    set: {pits: [], seeds: "4..2"}
players: []
)");
  EXPECT_NE(m.find("exp.yaml:6:15: error: 'variants' is empty: the grid has no cell"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:7:17: error: 'pits' has no value"), std::string::npos) << m;
  EXPECT_NE(m.find("exp.yaml:7:28: error: 'seeds': the range 4..2 is empty"), std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:8:10: error: 'players' is empty"), std::string::npos) << m;
  EXPECT_NE(errors_of("experiment: x\nseed: 1\ngames: 2\nrules: []\n")
                .find("exp.yaml:4:8: error: 'rules' is empty"),
            std::string::npos);
}

TEST(ExperimentReader, RepeatedValuesAndBadRanges) {
  const std::string m = errors_of(R"(experiment: x
seed: 1
games: 2
rules:
  - file: kalah.mancala
    variants: [null, null]
    set: {pits: [4, 4], seeds: "a..3"}
)");
  EXPECT_NE(m.find("exp.yaml:6:22: error: null (no variant) is listed twice"), std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:7:21: error: 'pits': the value 4 is listed twice"), std::string::npos)
      << m;
  EXPECT_NE(m.find("exp.yaml:7:32: error: 'seeds': a range is written \"A..B\""), std::string::npos)
      << m;
}

TEST(ExperimentReader, EveryErrorAtOnceInLineOrder) {
  const std::string m = errors_of(
      "experiment: x\nseed: x\ngames: x\nrules: [{file: nothing.mancala}]\nplayers: [{south: "
      "a, north: b}]\n");
  const std::size_t seed = m.find("exp.yaml:2:"), games = m.find("exp.yaml:3:"),
                    rules = m.find("exp.yaml:4:"), south = m.find("exp.yaml:5:19"),
                    north = m.find("exp.yaml:5:29");
  ASSERT_NE(north, std::string::npos) << m;
  EXPECT_TRUE(seed < games && games < rules && rules < south && south < north) << m;
}

// A cell whose values are valid one by one but not together (Mbothe's lap
// limit is too high for 11 pits of 3 seeds) is reported in the same run as a
// mistake elsewhere in the file, not only once that one is fixed.
TEST(ExperimentReader, ACellThatDoesNotCompileIsReportedWithTheOtherErrors) {
  const std::string m = errors_of(
      "experiment: x\nseed: 1\ngames: 2\ngmaes: 3\n"
      "rules: [{file: mbothe.mancala, set: {pits: 11, seeds: 3}}]\n");
  EXPECT_NE(m.find("exp.yaml:4:1: error: unknown key 'gmaes'"), std::string::npos) << m;
  EXPECT_NE(m.find("error: the cell mbothe.mancala,pits=11,seeds=3 does not compile"),
            std::string::npos)
      << m;
}

TEST(ExperimentReader, NotYamlOrNotOneDocument) {
  EXPECT_NE(errors_of("experiment: [x\n").find("exp.yaml:2:1: error: not valid YAML"),
            std::string::npos);
  EXPECT_NE(errors_of("").find("exp.yaml:1:1: error: empty file"), std::string::npos);
  EXPECT_NE(errors_of("- a\n- b\n").find("exp.yaml:1:1: error: an experiment file is a mapping"),
            std::string::npos);
  EXPECT_NE(errors_of("experiment: x\n---\nexperiment: y\n").find("a second"), std::string::npos);
  // yaml-cpp 0.7 would loop for ever on a document that starts with a stray ','.
  EXPECT_NE(errors_of("a: 1\n---\n,\n").find("exp.yaml:"), std::string::npos);
}

TEST(ExperimentReader, RuleFileWithErrorsIsShown) {
  const fs::path dir = fs::temp_directory_path() / "mancala-experiment-test";
  fs::create_directories(dir);
  std::ofstream(dir / "broken.mancala") << "game \"x\"\nboard 2 x banana\n";
  std::string messages;
  EXPECT_FALSE(read_experiment_text("exp.yaml",
                                    "experiment: x\nseed: 1\ngames: 2\nrules: [{file: "
                                    "broken.mancala}]\n",
                                    dir.string(), messages));
  EXPECT_NE(messages.find("exp.yaml:4:16: error: the rule file 'broken.mancala' has errors"),
            std::string::npos)
      << messages;
  EXPECT_NE(messages.find("broken.mancala:2:"), std::string::npos) << messages;
  fs::remove_all(dir);
}

// Every row of every game, in (cell, game) order, as text.
std::vector<std::string> all_rows(const ResultsDb& db) {
  std::vector<std::string> rows;
  db.for_each_game([&](const GameRow& g) {
    rows.push_back(fmt::format("{} {} {} {} {} {} {} {} {} {} {} {} {:.9f} {} {}", g.cell, g.game,
                               g.game_in_match, g.seed, g.first_player, g.winner,
                               g.score_south.value_or(-1), g.score_north.value_or(-1), g.plies,
                               g.turns, g.captures_south, g.captures_north, g.branching,
                               g.lead_changes, g.lead_for_good.value_or(-1)));
  });
  db.for_each_match([&](const MatchRow& m) {
    rows.push_back(fmt::format("match {} {} {} {} {} {} {}", m.cell, m.match, m.seed, m.winner,
                               m.games, m.south_games, m.north_games));
  });
  return rows;
}

// A fresh database at a temporary path.
ResultsDb fresh_db(const std::string& name, const Experiment& e, int shard = 1, int shards = 1) {
  const fs::path path = fs::temp_directory_path() / ("mancala-experiment-test-" + name + ".sqlite");
  fs::remove(path);
  std::string why;
  std::optional<ResultsDb> db = ResultsDb::open(path.string(), true, why);
  EXPECT_TRUE(db) << why;
  EXPECT_TRUE(db->start(experiment_row(e, shard, shards), cell_rows(e), why)) << why;
  return std::move(*db);
}

// Plays the games of a shard not yet in the database into it.
void run(ResultsDb& db, const Experiment& e, int threads, int shard = 1, int shards = 1,
         std::function<bool()> stop = {}) {
  ExperimentRunControl control;
  control.threads = threads;
  control.stop = std::move(stop);
  control.batch = 7;
  std::string why;
  control.commit = [&](std::vector<GameRow>&& rows, std::vector<MatchRow>&& matches) {
    return db.add_games(rows, matches, why);
  };
  play_games(e, games_to_play(e, shard, shards, db.done_games()), control);
  EXPECT_EQ(why, "");
}

TEST(ExperimentRun, SameRowsWhateverThreadsAndShards) {
  std::string messages;
  const std::optional<Experiment> e = read(kGood, messages);
  ASSERT_TRUE(e) << messages;
  ResultsDb one = fresh_db("one", *e);
  run(one, *e, 1);
  ResultsDb two = fresh_db("two", *e);
  run(two, *e, 2);
  ASSERT_EQ(all_rows(one).size(), e->cells.size() * 3);
  EXPECT_EQ(all_rows(one), all_rows(two));
  // Three shards, merged.
  ResultsDb merged = fresh_db("merged", *e);
  for (int shard = 1; shard <= 3; ++shard) {
    ResultsDb part = fresh_db(fmt::format("part{}", shard), *e, shard, 3);
    run(part, *e, 2, shard, 3);
    EXPECT_LT(all_rows(part).size(), all_rows(one).size());
    std::string why;
    EXPECT_TRUE(merged.add_database(part.path(), why)) << why;
  }
  EXPECT_EQ(all_rows(merged), all_rows(one));
  // The seed stored is the game's own.
  one.for_each_game([&](const GameRow& g) { EXPECT_EQ(g.seed, game_seed(7, g.cell, g.game - 1)); });
}

TEST(ExperimentRun, MatchesAreTheSameWhateverThreadsAndShards) {
  std::string messages;
  const std::optional<Experiment> e =
      read("experiment: m\nseed: 4\ngames: 4\nmatch: 3\nrules: [{file: adji-kui-2.mancala}]\n",
           messages);
  ASSERT_TRUE(e) << messages;
  EXPECT_EQ(e->match_games, 3);
  ResultsDb one = fresh_db("match-one", *e);
  run(one, *e, 1);
  ResultsDb merged = fresh_db("match-merged", *e);
  for (int shard = 1; shard <= 2; ++shard) {
    ResultsDb part = fresh_db(fmt::format("match-part{}", shard), *e, shard, 2);
    run(part, *e, 2, shard, 2);
    std::string why;
    EXPECT_TRUE(merged.add_database(part.path(), why)) << why;
  }
  const std::vector<std::string> rows = all_rows(one);
  EXPECT_EQ(rows, all_rows(merged));
  int matches = 0, games = 0;
  one.for_each_match([&](const MatchRow& m) {
    ++matches;
    EXPECT_GE(m.games, 1);
    EXPECT_LE(m.games, 3);
  });
  one.for_each_game([&](const GameRow&) { ++games; });
  EXPECT_EQ(matches, 4);
  EXPECT_GT(games, matches);  // Adji Kui II's matches last more than one game
  EXPECT_EQ(one.done_games().size(), 4u);
}

TEST(ExperimentRun, ShardsPartitionTheGames) {
  std::string messages;
  const std::optional<Experiment> e = read(kGood, messages);
  ASSERT_TRUE(e) << messages;
  std::set<std::pair<int, int>> seen;
  for (int shard = 1; shard <= 4; ++shard)
    for (const GameKey& k : games_to_play(*e, shard, 4, {}))
      EXPECT_TRUE(seen.emplace(k.cell, k.index).second);
  EXPECT_EQ(seen.size(), e->cells.size() * 3);
}

TEST(ExperimentRun, ResumePlaysOnlyTheMissingGames) {
  std::string messages;
  const std::optional<Experiment> e = read(kGood, messages);
  ASSERT_TRUE(e) << messages;
  ResultsDb whole = fresh_db("whole", *e);
  run(whole, *e, 2);
  // Stopped after about ten games, then run again.
  ResultsDb resumed = fresh_db("resumed", *e);
  std::atomic<int> asked{0};
  run(resumed, *e, 2, 1, 1, [&] { return ++asked > 10; });
  const std::size_t first = all_rows(resumed).size();
  EXPECT_GE(first, 9u);
  EXPECT_LT(first, all_rows(whole).size());
  EXPECT_EQ(games_to_play(*e, 1, 1, resumed.done_games()).size(), all_rows(whole).size() - first);
  run(resumed, *e, 1);
  EXPECT_EQ(all_rows(resumed), all_rows(whole));
  EXPECT_TRUE(games_to_play(*e, 1, 1, resumed.done_games()).empty());
}

TEST(ExperimentStore, MergeRefusesOverlappingGamesAndWritesNothing) {
  std::string messages;
  const std::optional<Experiment> e = read(kGood, messages);
  ASSERT_TRUE(e) << messages;
  ResultsDb part = fresh_db("overlap-part", *e, 1, 2);
  run(part, *e, 1, 1, 2);
  ResultsDb merged = fresh_db("overlap-merged", *e);
  std::string why;
  ASSERT_TRUE(merged.add_database(part.path(), why)) << why;
  const std::size_t before = all_rows(merged).size();
  EXPECT_FALSE(merged.add_database(part.path(), why));
  EXPECT_NE(why.find("shards overlap"), std::string::npos) << why;
  EXPECT_EQ(all_rows(merged).size(), before);
}

TEST(ExperimentStore, AddGamesIsAllOrNothing) {
  std::string messages;
  const std::optional<Experiment> e = read(kGood, messages);
  ASSERT_TRUE(e) << messages;
  ResultsDb db = fresh_db("atomic", *e);
  GameRow a;
  a.cell = 1;
  a.game = 1;
  a.first_player = "S";
  a.winner = "draw";
  std::string why;
  ASSERT_TRUE(db.add_games({a}, {}, why)) << why;
  GameRow b = a;
  b.game = 2;
  EXPECT_FALSE(db.add_games({b, a}, {}, why));  // a is there already: b must not be kept
  EXPECT_EQ(db.done_games().size(), 1u);
}

TEST(ExperimentStore, RefusesAFileThatIsNotADatabase) {
  const fs::path path = fs::temp_directory_path() / "mancala-experiment-test-not-a-db.sqlite";
  std::ofstream(path) << "not a database, just some text that is long enough to be a header";
  std::string why;
  EXPECT_FALSE(ResultsDb::open(path.string(), false, why));
  EXPECT_NE(why.find("not"), std::string::npos) << why;
  fs::remove(path);
}

}  // namespace
}  // namespace mancala::test
