// The command line's own pieces: the rule-set argument, strict numbers, the
// progress display, JSON text that survives invalid UTF-8, and simulation
// runs that stream their records in game order and stop cleanly.
#include <gtest/gtest.h>

#include <atomic>
#include <sstream>
#include <tuple>

#include "analysis/simulation.hpp"
#include "cli/numbers.hpp"
#include "cli/progress.hpp"
#include "cli/ruleset.hpp"
#include "io/json_text.hpp"
#include "support/test_support.hpp"

namespace mancala::cli {
namespace {

using Sets = std::vector<std::pair<std::string, int>>;

// No file exists: every argument is split by its syntax alone.
bool no_file(const std::string&) {
  return false;
}

RuleSetSpec parsed(const std::string& text) {
  std::string why;
  std::optional<RuleSetSpec> spec = parse_rule_set(text, why, no_file);
  EXPECT_TRUE(spec) << text << ": " << why;
  return spec.value_or(RuleSetSpec{});
}

std::string refusal(const std::string& text) {
  std::string why;
  EXPECT_FALSE(parse_rule_set(text, why, no_file)) << text;
  return why;
}

TEST(RuleSetArgument, FileAlone) {
  RuleSetSpec s = parsed("rules/kalah.mancala");
  EXPECT_EQ(s.file, "rules/kalah.mancala");
  EXPECT_EQ(s.variant, "");
  EXPECT_TRUE(s.sets.empty());
}

TEST(RuleSetArgument, VariantAndParameters) {
  RuleSetSpec s = parsed("rules/kiothi.mancala:five-pits");
  EXPECT_EQ(s.file, "rules/kiothi.mancala");
  EXPECT_EQ(s.variant, "five-pits");
  s = parsed("rules/kalah.mancala,pits=4,seeds=3");
  EXPECT_EQ(s.file, "rules/kalah.mancala");
  EXPECT_EQ(s.sets, (Sets{{"pits", 4}, {"seeds", 3}}));
  s = parsed("rules/kiothi.mancala:five-pits,seeds=-2");
  EXPECT_EQ(s.variant, "five-pits");
  EXPECT_EQ(s.sets, (Sets{{"seeds", -2}}));
}

TEST(RuleSetArgument, ColonsAndCommasInFoldersBelongToTheFile) {
  RuleSetSpec s = parsed("C:/games,old/kalah.mancala");
  EXPECT_EQ(s.file, "C:/games,old/kalah.mancala");
  EXPECT_EQ(s.variant, "");
  s = parsed("a:b/c.mancala:v,x=1");
  EXPECT_EQ(s.file, "a:b/c.mancala");
  EXPECT_EQ(s.variant, "v");
  EXPECT_EQ(s.sets, (Sets{{"x", 1}}));
}

TEST(RuleSetArgument, AnExistingFileIsTakenWhole) {
  std::string why;
  auto is_file = [](const std::string& path) { return path == "odd:name,x=1.mancala"; };
  std::optional<RuleSetSpec> s = parse_rule_set("odd:name,x=1.mancala", why, is_file);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->file, "odd:name,x=1.mancala");
  EXPECT_EQ(s->variant, "");
}

TEST(RuleSetArgument, ClearRefusals) {
  EXPECT_NE(refusal("k.mancala:").find("no variant name"), std::string::npos);
  EXPECT_NE(refusal(":v").find("no rule file"), std::string::npos);
  EXPECT_NE(refusal("k.mancala,pits").find("expected NAME=VALUE"), std::string::npos);
  EXPECT_NE(refusal("k.mancala,pits=abc").find("'abc' is not a whole number"), std::string::npos);
  EXPECT_NE(refusal("k.mancala,pits=99999999999").find("above the maximum"), std::string::npos);
  EXPECT_NE(refusal("k.mancala,pits=4,pits=5").find("'pits' is set twice"), std::string::npos);
  EXPECT_NE(refusal("").find("empty"), std::string::npos);
}

TEST(RuleSetArgument, OptionsCombineAndConflict) {
  std::string why;
  RuleOptions options;
  options.sets = {"seeds=3"};
  std::optional<RuleSetSpec> s =
      combine(parsed("k.mancala,pits=4"), "k.mancala,pits=4", options, why);
  ASSERT_TRUE(s) << why;
  EXPECT_EQ(s->sets, (Sets{{"pits", 4}, {"seeds", 3}}));
  EXPECT_EQ(rule_set_text(*s), "k.mancala,pits=4,seeds=3");

  options.sets = {"pits=5"};
  EXPECT_FALSE(combine(parsed("k.mancala,pits=4"), "k.mancala,pits=4", options, why));
  EXPECT_EQ(why, "--set pits=5: 'k.mancala,pits=4' already sets pits=4");

  options.sets = {"pits=4", "pits=5"};
  EXPECT_FALSE(combine(parsed("k.mancala"), "k.mancala", options, why));
  EXPECT_EQ(why, "--set pits=5: pits is already set by --set pits=4");

  options.sets.clear();
  options.variant = "chains";
  EXPECT_FALSE(combine(parsed("k.mancala:five"), "k.mancala:five", options, why));
  EXPECT_NE(why.find("both name a variant"), std::string::npos);
  s = combine(parsed("k.mancala"), "k.mancala", options, why);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->variant, "chains");
}

TEST(Numbers, StrictWholeNumbers) {
  std::string why;
  EXPECT_EQ(parse_whole_number("42", 1, 100, why), 42);
  EXPECT_FALSE(parse_whole_number("abc", 1, 100, why));
  EXPECT_EQ(why, "'abc' is not a whole number");
  EXPECT_FALSE(parse_whole_number("4x", 1, 100, why));
  EXPECT_FALSE(parse_whole_number(" 4", 1, 100, why));
  EXPECT_FALSE(parse_whole_number("0", 1, 100, why));
  EXPECT_EQ(why, "0 is below the minimum 1");
  EXPECT_FALSE(parse_whole_number("101", 1, 100, why));
  EXPECT_EQ(why, "101 is above the maximum 100");
  EXPECT_FALSE(parse_whole_number("99999999999999999999", 1, 100, why));
  EXPECT_EQ(why, "99999999999999999999 is above the maximum 100");
  EXPECT_FALSE(parse_whole_number("-99999999999999999999", 1, 100, why));
  EXPECT_EQ(why, "-99999999999999999999 is below the minimum 1");
}

TEST(Numbers, SeedsAreNotClamped) {
  std::string why;
  EXPECT_EQ(parse_unsigned("18446744073709551615", why), 18446744073709551615ULL);
  EXPECT_FALSE(parse_unsigned("18446744073709551616", why));
  EXPECT_EQ(why, "18446744073709551616 is above the maximum 18446744073709551615");
  EXPECT_FALSE(parse_unsigned("-1", why));
  EXPECT_EQ(why, "-1 is below the minimum 0");
  EXPECT_FALSE(parse_unsigned("7e3", why));
}

TEST(Progress, LineShowsDoneRateAndTimeLeft) {
  EXPECT_EQ(progress_line("simulate k", 250, 1000, "games", 5.0),
            "simulate k  250/1000 games  25% [#####---------------]  50 games/s  0:15 left");
  EXPECT_EQ(progress_line("simulate k", 1, 100000, "games", 1.0),
            "simulate k  1/100000 games  0% [--------------------]  1 games/s  27:46:39 left");
  EXPECT_EQ(progress_line("bench k", 0, 10, "games", 0.0),
            "bench k  0/10 games  0% [--------------------]  starting");
  EXPECT_EQ(progress_line("bench k", 10, 10, "games", 2.0),
            "bench k  10/10 games  100% [####################]  5 games/s");
}

TEST(Progress, OnlyForAPersonAtATerminal) {
  EXPECT_TRUE(progress_wanted(false, true));
  EXPECT_FALSE(progress_wanted(true, true));
  EXPECT_FALSE(progress_wanted(false, false));
  std::ostringstream silent, shown;
  {
    Progress off("simulate", 3, "games", false, silent);
    off.step();
    off.step();
  }
  EXPECT_EQ(silent.str(), "");
  {
    Progress on("simulate", 3, "games", true, shown);
    on.step();
  }
  EXPECT_NE(shown.str().find("\rsimulate  1/3 games"), std::string::npos);
  EXPECT_EQ(shown.str().substr(shown.str().size() - 4), "\r\x1b[K");  // erased at the end
}

TEST(JsonText, InvalidUtf8IsReplacedNotThrown) {
  nlohmann::json j = {{"move", "\xd6"}, {"file", "k\xe9.mancala"}};
  std::string text;
  ASSERT_NO_THROW(text = json_text(j));
  EXPECT_EQ(text, "{\"file\":\"k\xef\xbf\xbd.mancala\",\"move\":\"\xef\xbf\xbd\"}");
  EXPECT_NO_THROW(json_text(j, 2));
}

TEST(SimulationRun, RecordsStreamInGameOrderWhateverTheThreads) {
  const RuleProgram program = test::bundled("kalah");
  auto recorded = [&](int threads) {
    SimulationOptions options;
    options.games = 40;
    options.seed = 11;
    options.threads = threads;
    std::string text;
    std::vector<int> numbers;
    RunControl control;
    control.on_recorded = [&](std::vector<RecordedGame>&& games) {
      for (const RecordedGame& g : games) {
        numbers.push_back(g.number);
        text += write_recorded_game(g);
      }
    };
    SimulationReport r = simulate(program, options, control);
    EXPECT_EQ(r.games, 40);
    EXPECT_EQ(numbers.size(), 40u);
    for (std::size_t i = 0; i < numbers.size(); ++i) EXPECT_EQ(numbers[i], static_cast<int>(i) + 1);
    return text;
  };
  const std::string one = recorded(1);
  EXPECT_EQ(recorded(4), one);
  // The same games as played one by one.
  std::vector<std::string> moves;
  play_random_game(program, 11, 39, 1000, &moves);
  std::string why;
  const std::optional<GameRecord> read =
      read_record_text("record.yaml", write_record_header(GameRecord{"kalah.mancala"}) + one, why);
  ASSERT_TRUE(read) << why;
  ASSERT_EQ(read->games.size(), 40u);
  EXPECT_EQ(read->games[39].moves, moves);
}

TEST(SimulationRun, StoppingKeepsAPrefixOfTheGames) {
  const RuleProgram program = test::bundled("kalah");
  SimulationOptions options;
  options.games = 1000;
  options.seed = 2;
  options.threads = 3;
  std::atomic<int> done{0};
  int recorded = 0;
  RunControl control;
  control.on_recorded = [&](std::vector<RecordedGame>&& games) { recorded += games.size(); };
  control.on_done = [&] { ++done; };
  control.stop = [&] { return done.load() >= 25; };
  SimulationReport r = simulate(program, options, control);
  EXPECT_GE(r.games, 25);
  EXPECT_LT(r.games, 1000);
  EXPECT_EQ(recorded, r.games);
  // The report of the prefix equals a run of exactly that many games.
  SimulationOptions prefix = options;
  prefix.games = r.games;
  SimulationReport whole = simulate(program, prefix);
  EXPECT_EQ(whole.south_wins, r.south_wins);
  EXPECT_EQ(whole.mean_plies, r.mean_plies);
}

TEST(SimulationRun, MatchRecordsStreamWhole) {
  const RuleProgram program = test::bundled("adji-kui-2");
  SimulationOptions options;
  options.games = 3;
  options.seed = 4;
  options.threads = 2;
  std::vector<int> matches;
  RunControl control;
  control.on_recorded = [&](std::vector<RecordedGame>&& games) {
    ASSERT_FALSE(games.empty());
    EXPECT_EQ(games.front().number, 1);
    matches.push_back(games.front().match);
  };
  simulate_matches(program, options, 3, control);
  EXPECT_EQ(matches, (std::vector<int>{1, 2, 3}));
}

TEST(RecordText, HeaderAndGamesMakeTheRecord) {
  GameRecord r;
  r.rules = "rules/adji-kui-2.mancala";
  r.match_games = 2;
  for (auto [match, number, move] : {std::tuple{1, 1, "S1"}, {1, 2, "N2"}, {2, 1, "S3"}}) {
    RecordedGame& g = r.games.emplace_back();
    g.match = match;
    g.number = number;
    g.moves = {move};
    g.result = "unfinished";
  }
  std::string streamed = write_record_header(r);
  for (const RecordedGame& g : r.games) streamed += write_recorded_game(g);
  EXPECT_EQ(streamed, write_record(r));
  std::string why;
  std::optional<GameRecord> back = read_record_text("record.yaml", streamed, why);
  ASSERT_TRUE(back) << why;
  EXPECT_EQ(back->games.size(), 3u);
  EXPECT_EQ(back->games[2].match, 2);
}

}  // namespace
}  // namespace mancala::cli
