// The game record format (docs/records.md): written, read back, and refused
// with the line of the problem when malformed.
#include "analysis/record.hpp"

#include "support/test_support.hpp"

namespace mancala::test {
namespace {

TEST(Record, RoundTrip) {
  GameRecord r;
  r.rules = "rules/kiothi.mancala";
  r.rules_hash = content_hash("text");
  r.variant = "five-pits";
  r.sets = {{"weight", 10}};
  r.seed = 42;
  r.south = "random";
  RecordedGame game;
  game.moves = {"S5+S6>S1:6,N2:4", "N9+N10>S2:10", "S1x3"};
  game.result = "unfinished";
  r.games.push_back(game);
  std::string why;
  std::optional<GameRecord> back = read_record(write_record(r), why);
  ASSERT_TRUE(back) << why;
  EXPECT_EQ(back->rules, r.rules);
  EXPECT_EQ(back->rules_hash, r.rules_hash);
  EXPECT_EQ(back->variant, "five-pits");
  EXPECT_EQ(back->sets, r.sets);
  EXPECT_EQ(back->seed, 42u);
  EXPECT_EQ(back->south, "random");
  EXPECT_EQ(back->north, "human");
  ASSERT_EQ(back->games.size(), 1u);
  EXPECT_EQ(back->games[0].moves, r.games[0].moves);
  EXPECT_EQ(back->games[0].move_lines, (std::vector<int>{10, 11, 12}));
  EXPECT_EQ(back->games[0].result, "unfinished");
}

TEST(Record, MalformedRecordsNameTheLine) {
  std::string why;
  EXPECT_FALSE(read_record("hello\n", why));
  EXPECT_EQ(why, "1: not a game record: the first line must be 'mancala-record 1'");
  EXPECT_FALSE(read_record("mancala-record 1\nrules r\nhash zz\n", why));
  EXPECT_EQ(why, "3: 'zz' is not a valid value for 'hash'");
  EXPECT_FALSE(read_record("mancala-record 1\nrules r\nhash 1\ngame 1\nS1\n", why));
  EXPECT_EQ(why, "5: the last game has no 'result' line");
  EXPECT_FALSE(read_record("mancala-record 1\nrules r\nhash 1\nplayer x\n", why));
  EXPECT_NE(why.find("4: unknown line 'player'"), std::string::npos);
}

TEST(Record, HashFollowsContent) {
  EXPECT_EQ(content_hash(""), 0xcbf29ce484222325ULL);
  EXPECT_NE(content_hash("pits 6"), content_hash("pits 7"));
}

}  // namespace
}  // namespace mancala::test
