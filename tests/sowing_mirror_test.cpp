// Clockwise sowing is the mirror image of counter-clockwise sowing: reflect
// the board left to right (S_i <-> S_(n+1-i), N_i <-> N_(n+1-i)) and a
// counter-clockwise game becomes a clockwise one. Each bundled rule file is
// played at random as written and, with `direction cw`, on the mirrored board;
// the two games must correspond move for move: the same legal moves (mirrored),
// the same events, positions, outcomes and results. MirrorCoverage fails when
// a file of rules/ is neither played here nor excluded with a reason.
#include <fmt/format.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

#include "dsl/loader.hpp"
#include "interpreter/opening.hpp"
#include "interpreter/pit_counts.hpp"
#include "interpreter/random.hpp"
#include "presentation/opening_notation.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

// The mirror image of a cell: pits reflected within their row; stores stay.
int mirror_cell(const RuleProgram& p, int cell) {
  if (cell < 0 || cell >= p.pit_count()) return cell;
  const int n = p.pits_per_row;
  return (cell / n) * n + (n - 1 - cell % n);
}

std::uint64_t mirror_bits(const RuleProgram& p, std::uint64_t bits) {
  std::uint64_t out = 0;
  for (int c = 0; c < p.pit_count(); ++c)
    if ((bits >> c) & 1) out |= std::uint64_t{1} << mirror_cell(p, c);
  return out;
}

State mirror_state(const RuleProgram& p, const State& s) {
  State m = s;
  for (int c = 0; c < kMaxCells; ++c) m.cells[mirror_cell(p, c)] = s.cells[c];
  m.north_owned = mirror_bits(p, s.north_owned);
  for (const Side player : kSides) m.moved_from[player] = mirror_bits(p, s.moved_from[player]);
  for (int k = 0; k < kMaxMarks; ++k) m.marks[k] = mirror_bits(p, s.marks[k]);
  recount_pits(m, p.pits_per_row);  // (cells written directly)
  return m;
}

Move mirror_move(const RuleProgram& p, Move m) {
  if (!m.pass) m.pit = static_cast<std::int8_t>(mirror_cell(p, m.pit));
  return m;
}

Opening mirror_opening(const RuleProgram& p, const Opening& o) {
  Opening m;
  m.emptied_count = o.emptied_count;
  for (int i = 0; i < o.emptied_count; ++i)
    m.emptied[i] = static_cast<std::int8_t>(mirror_cell(p, o.emptied[i]));
  std::sort(m.emptied.begin(), m.emptied.begin() + m.emptied_count);  // notation order
  for (int c = 0; c < p.pit_count(); ++c) m.placed[mirror_cell(p, c)] = o.placed[c];
  return m;
}

std::string state_text(const RuleProgram& p, const State& s) {
  return draw_board(p, s) + "  to move: " + (s.to_move == kSouth ? "South" : "North");
}

// One rule file in both directions. `mirrored` lists text replacements that
// make the clockwise file the mirror image of the original where the rules
// name pit numbers (which do not depend on the direction); `both` lists
// replacements made in both files, for a rule that has no mirror image.
struct MirrorCase {
  std::string file;
  std::vector<std::string> variants;
  std::map<std::string, int> overrides;
  std::vector<std::pair<std::string, std::string>> mirrored;
  std::vector<std::pair<std::string, std::string>> both;
  int games = 40;
};

void PrintTo(const MirrorCase& c, std::ostream* out) {
  *out << c.file;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Replaces `from` (which must occur) by `to`, on the same line, so that rule
// lines (which events name) stay where they are.
void replace(std::string& text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  ASSERT_NE(at, std::string::npos) << "'" << from << "' is not in the file any more";
  text.replace(at, from.size(), to);
}

RuleProgram compile_text(const std::string& text, const std::string& variant,
                         const std::map<std::string, int>& overrides) {
  CompileOptions options;
  options.variant = variant;
  options.overrides = overrides;
  return from_text(text, options);
}

// Plays `games` random games of `ccw` and the mirrored games of `cw`, checking
// that they correspond after every move. Returns the plies played.
int play_mirrored(const RuleProgram& ccw, const RuleProgram& cw, int games, std::uint64_t seed) {
  Engine left(ccw), right(cw);
  int plies = 0;
  EXPECT_EQ(mirror_state(ccw, left.initial_state()).cells, right.initial_state().cells);
  for (int g = 0; g < games; ++g) {
    Random random(derive_seed(seed, static_cast<std::uint64_t>(g)));
    Game a(left), b(right, mirror_state(ccw, left.initial_state()));
    for (int ply = 0; ply < 300 && !a.over(); ++ply) {
      const std::string where =
          fmt::format("game {} ply {}\n{}", g, ply, state_text(ccw, a.state()));
      EXPECT_FALSE(b.over()) << where;
      EXPECT_EQ(a.opening_turn(), b.opening_turn()) << where;
      EXPECT_EQ(a.legal_count(), b.legal_count()) << where;
      if (b.over() || a.legal_count() != b.legal_count()) return plies;
      MoveOutcome oa, ob;
      EventLog ea, eb;
      if (a.opening_turn()) {
        const Opening o = sample_opening(ccw, a.state(), random);
        const Opening mo = mirror_opening(ccw, o);
        EXPECT_EQ(check_opening(cw, b.state(), mo), "") << where;
        oa = a.play(Turn::of(o), &ea);
        ob = b.play(Turn::of(mo), &eb);
      } else {
        std::vector<Move> expected, actual(b.legal().begin(), b.legal().end());
        for (const Move& m : a.legal()) expected.push_back(mirror_move(ccw, m));
        auto order = [](const Move& x, const Move& y) {
          return std::tie(x.pass, x.pit, x.amount) < std::tie(y.pass, y.pit, y.amount);
        };
        std::sort(expected.begin(), expected.end(), order);
        std::sort(actual.begin(), actual.end(), order);
        EXPECT_EQ(expected, actual) << where << "\nmirrored: " << legal_text(b);
        const Move m = a.legal()[static_cast<int>(random.below(a.legal().size))];
        oa = a.play(m, &ea);
        ob = b.play(mirror_move(ccw, m), &eb);
      }
      ++plies;
      EXPECT_EQ(oa.laps, ob.laps) << where;
      EXPECT_EQ(oa.captured, ob.captured) << where;
      EXPECT_EQ(oa.extra_turn, ob.extra_turn) << where;
      EXPECT_EQ(ea.size(), eb.size()) << where;
      for (std::size_t i = 0; i < std::min(ea.size(), eb.size()); ++i) {
        EXPECT_EQ(ea[i].kind, eb[i].kind) << where << " event " << i;
        EXPECT_EQ(mirror_cell(ccw, ea[i].pit), eb[i].pit) << where << " event " << i;
        EXPECT_EQ(ea[i].seeds, eb[i].seeds) << where << " event " << i;
        EXPECT_EQ(ea[i].rule_line, eb[i].rule_line) << where << " event " << i;
        EXPECT_EQ(ea[i].mark, eb[i].mark) << where << " event " << i;
      }
      const State expected = mirror_state(ccw, a.state());
      const State& actual = b.state();
      const bool same = expected.cells == actual.cells &&
                        expected.north_owned == actual.north_owned &&
                        expected.moved_from == actual.moved_from &&
                        expected.marks == actual.marks && expected.ply == actual.ply &&
                        expected.to_move == actual.to_move && expected.passes == actual.passes;
      EXPECT_TRUE(same) << where << "\nexpected:\n"
                        << state_text(cw, expected) << "\nactual:\n"
                        << state_text(cw, actual);
      if (!same || ::testing::Test::HasFailure()) return plies;
    }
    EXPECT_EQ(a.over(), b.over());
    const GameResult ra = a.result(), rb = b.result();
    EXPECT_EQ(ra.south, rb.south);
    EXPECT_EQ(ra.north, rb.north);
    EXPECT_EQ(ra.winner, rb.winner);
  }
  return plies;
}

class SowingMirror : public ::testing::TestWithParam<MirrorCase> {};

TEST_P(SowingMirror, ClockwiseGameIsTheMirrorImage) {
  const MirrorCase& c = GetParam();
  std::string ccw_text = read_text(source_path("rules/" + c.file + ".mancala"));
  ASSERT_FALSE(ccw_text.empty());
  for (const auto& [from, to] : c.both) replace(ccw_text, from, to);
  std::string cw_text = ccw_text;
  replace(cw_text, "direction ccw", "direction cw");
  for (const auto& [from, to] : c.mirrored) replace(cw_text, from, to);
  if (HasFatalFailure()) return;
  for (const std::string& variant : c.variants) {
    SCOPED_TRACE(c.file + (variant.empty() ? "" : ":" + variant));
    const RuleProgram ccw = compile_text(ccw_text, variant, c.overrides);
    const RuleProgram cw = compile_text(cw_text, variant, c.overrides);
    ASSERT_FALSE(ccw.clockwise);
    ASSERT_TRUE(cw.clockwise);
    const int plies = play_mirrored(ccw, cw, c.games, 2024);
    EXPECT_GT(plies, c.games * 5);  // the games are real games, not stopped at once
  }
}

// Lamlameta names each pit of the opponent's row in its own capture rule: in
// the clockwise file, the rule of line K captures pit 13 - K instead.
std::vector<std::pair<std::string, std::string>> lamlameta_mirrored() {
  std::vector<std::pair<std::string, std::string>> lines;
  for (int k = 1; k <= 12; ++k) {
    const std::string pit = "opponent's pit " + std::to_string(k);
    const std::string mirror = "opponent's pit 13 - " + std::to_string(k);
    lines.push_back({"seeds(" + pit + ") == 2: capture " + pit + "\n",
                     "seeds(" + mirror + ") == 2: capture " + mirror + "\n"});
  }
  return lines;
}

// Every case: each bundled file at least once (MirrorCoverage checks it).
const std::vector<MirrorCase>& mirror_cases() {
  static const std::vector<MirrorCase> cases{
      // Stores in the circuit, extra turns, captures from the opposite pit,
      // laps that come round (Kalah(4,9) sows past its own origin).
      MirrorCase{"kalah", {""}, {}, {}, {}},
      MirrorCase{"kalah", {""}, {{"pits", 4}, {"seeds", 9}}, {}, {}},
      // Origin skipped on full laps, backward captures, grand slam, feeding, repetition.
      MirrorCase{"oware", {""}, {}, {}, {}},
      MirrorCase{"oware", {""}, {{"pits", 3}, {"seeds", 7}}, {}, {}},
      // Backward capture chains under a memory condition; origin included and skipped.
      MirrorCase{"kpe", {"", "origin-skipped"}, {}, {}, {}},
      // Relay, skip conditions, feeding, play again. "else rightmost" names a
      // pit number and has no mirror image: a preference that every pit
      // meets leaves it out of both games (tests/sowing_direction_test.cpp
      // checks it on its own).
      MirrorCase{"mbothe",
                 {"", "origin-skipped"},
                 {{"pits", 6}},
                 {},
                 {{"prefer moves where seeds(pit) != 2 else rightmost",
                   "prefer moves where seeds(pit) >= 0 else rightmost"}}},
      // Relay, captures of the last pit, passing.
      MirrorCase{"adji-kui-2", {""}, {}, {}, {}},
      // The classics of MancalaGames: captures on either side; relay ended by
      // captures or by a lap limit that ends the game; even splits. Songo and
      // Vai Lun Thlan are clockwise: their counter-clockwise mirror is played
      // against them.
      MirrorCase{"wari", {""}, {}, {}, {}},
      MirrorCase{"songo", {""}, {}, {}, {{"direction cw", "direction ccw"}}},
      MirrorCase{"bohnenspiel", {""}, {}, {}, {}},
      MirrorCase{"vai-lun-thlan", {""}, {}, {}, {{"direction cw", "direction ccw"}}},
      MirrorCase{"ayoayo", {""}, {}, {}, {}}, MirrorCase{"ayoayo", {""}, {{"laps", 8}}, {}, {}},
      MirrorCase{"djenon-abe", {""}, {{"laps", 8}}, {}, {}},
      // The traditional games of the library: relay through the own store
      // (Congkak, Sungka, clockwise), passing, repetition ending the game,
      // captures in either row or backward in the own row, feeding.
      MirrorCase{"congkak", {""}, {}, {}, {{"direction cw", "direction ccw"}}},
      MirrorCase{"sungka", {"", "opposite-only"}, {}, {}, {{"direction cw", "direction ccw"}}},
      MirrorCase{"unee-tugalluulax", {""}, {}, {}, {{"direction cw", "direction ccw"}}},
      MirrorCase{"ohvalhu", {""}, {}, {}, {}}, MirrorCase{"endodoi", {""}, {}, {}, {}},
      MirrorCase{"halusa", {""}, {}, {}, {}}, MirrorCase{"al-manqala", {""}, {}, {}, {}},
      MirrorCase{"kpo", {""}, {}, {}, {}},
      // Relay through the own store that ends the turn there, captures from
      // an empty hole of either row, a race to half the seeds.
      MirrorCase{"chonka", {"", "own-row-capture"}, {}, {}, {}},
      // Relay, captures that leave the capturing seed, passing, an end with
      // a single seed left.
      MirrorCase{"hufesay", {"", "last-counter-neutral"}, {}, {}, {}},
      // Sowing on from the pit after the last one (`next of last`), a capture
      // beyond an empty pit and the next pit holding seeds, all along the
      // sowing direction.
      MirrorCase{"pallanguzhi", {""}, {}, {}, {}},
      // The first seed back into the origin, captures of even counts, and the
      // tuzdyk: a pit claimed and marked, which sends the seeds sown into it
      // to its owner's store. The opponent's last pit along the sowing is
      // their pit 1 in the mirror image.
      MirrorCase{"toguz-korgool", {""}, {}, {{"number(last) != pits", "number(last) != 1"}}, {}},
      // The first seed back into the origin through the own store, extra turns,
      // even captures, captures from an own empty pit, the seeds left to the
      // player whose row is empty; Mangala(4, 9) comes round past its origin.
      MirrorCase{"mangala", {""}, {}, {}, {}},
      MirrorCase{"mangala", {""}, {{"pits", 4}, {"seeds", 9}}, {}, {}},
      // Relay, fours captured with the run of fours before them, passing, the
      // last four seeds to the player to move.
      MirrorCase{"hoyito-ii", {"", "twelve-holes"}, {}, {}, {}},
      // Fours taken during the sowing by their owner, the last four by the
      // mover, relay, passing, the last eight seeds to the player who began.
      MirrorCase{"ba-awa", {""}, {}, {}, {}},
      // Relay through the own store, clockwise, and the mikul capture of the
      // two neighbours of the last pit, number(last) - 1 and + 1: the same
      // pair in the mirror image, captured there in the other order.
      MirrorCase{"dakon",
                 {""},
                 {},
                 {{"capture opponent's pit number(last) - 1 and opponent's pit number(last) + 1",
                   "capture opponent's pit number(last) + 1 and opponent's pit number(last) - 1"}},
                 {{"direction cw", "direction ccw"}}},
      // Relay from holes of three or more, captures opposite in either row,
      // the seeds left to the player who can still move.
      MirrorCase{"daramutu", {""}, {}, {}, {}},
      // Clockwise relay with each lap's start hole left out, captures from an
      // own empty hole that leave the capturing counter, feeding, repetition:
      // its counter-clockwise mirror is played against it.
      MirrorCase{"foji", {""}, {}, {}, {{"direction cw", "direction ccw"}}},
      // Relay only when the hole after the last one is occupied, single
      // counters only into an empty hole, backward captures of fours: the hole
      // after pit K is pit K + 1 (after the rightmost, the other row's pit 1)
      // counter-clockwise, pit K - 1 (after pit 1, the other row's rightmost)
      // clockwise.
      MirrorCase{"kay",
                 {""},
                 {},
                 {{"number(pit) < pits and seeds(own pit number(pit) + 1) == 0",
                   "number(pit) > 1 and seeds(own pit number(pit) - 1) == 0"},
                  {"number(pit) == pits and seeds(opponent's pit 1) == 0",
                   "number(pit) == 1 and seeds(opponent's pit pits) == 0"},
                  {"own row and number(last) < pits\n     and seeds(own pit number(last) + 1) > 0",
                   "own row and number(last) > 1\n     and seeds(own pit number(last) - 1) > 0"},
                  {"own row and number(last) == pits\n     and seeds(opponent's pit 1) > 0",
                   "own row and number(last) == 1\n     and seeds(opponent's pit pits) > 0"},
                  {"opponent's row and number(last) < pits\n     and seeds(opponent's pit "
                   "number(last) + 1) > 0",
                   "opponent's row and number(last) > 1\n     and seeds(opponent's pit "
                   "number(last) - 1) > 0"},
                  {"opponent's row and number(last) == pits\n     and seeds(own pit 1) > 0",
                   "opponent's row and number(last) == 1\n     and seeds(own pit pits) > 0"}},
                 {}},
      // Single laps from holes of two or more, captures of twos and threes in
      // either row with the holes beside the last one, number(last) - 1 and
      // + 1: the same pair in the mirror image, captured there in the other
      // order; passing, and an end when both players have passed.
      MirrorCase{
          "i",
          {""},
          {},
          {{"capture all of own pit number(last) - 1 where seeds(pit) in {2, 3}\n"
            "    then capture all of own pit number(last) + 1 where seeds(pit) in {2, 3}",
            "capture all of own pit number(last) + 1 where seeds(pit) in {2, 3}\n"
            "    then capture all of own pit number(last) - 1 where seeds(pit) in {2, 3}"},
           {"capture all of opponent's pit number(last) - 1 where seeds(pit) in {2, 3}\n"
            "    then capture all of opponent's pit number(last) + 1 where seeds(pit) in {2, 3}",
            "capture all of opponent's pit number(last) + 1 where seeds(pit) in {2, 3}\n"
            "    then capture all of opponent's pit number(last) - 1 where seeds(pit) in {2, 3}"}},
          {}},
      // Clockwise relay ended by a capture of the hole the last seed brings
      // to the starting number, in either row; the seeds left to the player
      // who can still move.
      MirrorCase{"ot-tjin", {""}, {}, {}, {{"direction cw", "direction ccw"}}},
      // The smallest board that plays a game, 2 x 2, and the capture of the
      // last seed alone in an empty hole of the opponent.
      MirrorCase{"micro-wari", {""}, {}, {}, {}},
      // Relay, skips of the opponent's pairs except in the first move, and a
      // capture of each pair of the opponent's row, pit by pit: the rule for
      // the opponent's pit K stands where the clockwise file's rule names the
      // mirrored pit, 13 - K, so that the same lines capture mirrored pits.
      MirrorCase{"lamlameta", {""}, {}, lamlameta_mirrored(), {}},
      // Openings, marks, partial harvest, a forbidden first lap, relay,
      // grouped captures; the setup and the leftmost bonus name pit numbers,
      // mirrored here.
      MirrorCase{"kiothi",
                 {"", "five-pits"},
                 {},
                 {{"seeds warriors in rightmost filled pits", "seeds warriors in pits 1..filled"},
                  {"number(last) == 1", "number(last) == pits"},
                  {"own pit 2, opposite of own pit 3, opposite of own pit 4",
                   "own pit pits - 1, opposite of own pit pits - 2, opposite of own pit pits - 3"}},
                 {},
                 20}};
  return cases;
}

// Bundled files left out of the mirror test, each with the reason; none today.
const std::map<std::string, std::string> kNotMirrored = {};

// A new file of rules/ must be added to the cases above or, with its reason,
// to kNotMirrored: the test's claim to cover every bundled file stays true.
TEST(MirrorCoverage, EveryBundledFileIsMirroredOrExcludedWithAReason) {
  std::set<std::string> covered;
  for (const MirrorCase& c : mirror_cases()) covered.insert(c.file);
  for (const std::string& name : bundled_names()) {
    const auto excluded = kNotMirrored.find(name);
    if (excluded != kNotMirrored.end()) {
      EXPECT_FALSE(excluded->second.empty()) << name << " is excluded without a reason";
      EXPECT_FALSE(covered.count(name)) << name << " is both mirrored and excluded";
      continue;
    }
    EXPECT_TRUE(covered.count(name))
        << "rules/" << name << ".mancala is not in the mirror test: add a MirrorCase or an "
        << "entry in kNotMirrored with the reason";
  }
  for (const std::string& file : covered)
    EXPECT_TRUE(std::filesystem::exists(source_path("rules/" + file + ".mancala"))) << file;
}

INSTANTIATE_TEST_SUITE_P(BundledFiles, SowingMirror, ::testing::ValuesIn(mirror_cases()),
                         [](const ::testing::TestParamInfo<MirrorCase>& info) {
                           std::string name = info.param.file;
                           for (const auto& [key, value] : info.param.overrides)
                             name += "_" + key + std::to_string(value);
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

}  // namespace
}  // namespace mancala::test
