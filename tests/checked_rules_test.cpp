// The checked rules (dsl/checked_rules.hpp) stand between the parsed file and
// the program: parameters are numbers there, the variant is laid over the
// file, marks are indices, the shorthands are spelled out, every expression
// node keeps the position of its text, and the warnings have been given.
// These tests read the checked rules themselves, then check that the program
// compiled from them holds one node per checked node.
#include <gtest/gtest.h>

#include <memory>
#include <optional>
#include <string>

#include "dsl/checker.hpp"
#include "dsl/compiler.hpp"
#include "dsl/loader.hpp"
#include "dsl/parser.hpp"
#include "support/test_support.hpp"

namespace mancala::test {
namespace {

using dsl::CheckedRules;
using dsl::Expr;

// A parsed file, with the diagnostics that point into it.
struct Checked {
  std::shared_ptr<dsl::SourceFile> source = std::make_shared<dsl::SourceFile>();
  dsl::Diagnostics diags{source};
  std::optional<CheckedRules> rules;
};

std::unique_ptr<Checked> check(const std::string& text, const CompileOptions& options = {}) {
  auto checked = std::make_unique<Checked>();
  checked->source->name = "test.mancala";
  checked->source->text = text;
  if (std::optional<dsl::ast::Node> tree = dsl::parse(checked->diags))
    checked->rules = check_rules(*tree, options, checked->diags);
  return checked;
}

// A small game whose lap end and game end are given by the caller.
std::string small_game(const std::string& lap_end, const std::string& game_end,
                       const std::string& more = "") {
  return "game \"Small\"\n"                          // line 1
         "param n = 2 in 1..5\n"                     // line 2
         "board { rows 2  pits 3  stores aside }\n"  // line 3
         "setup { seeds n + 1 }\n"                   // line 4
         "move { from own pits }\n"                  // line 5
         "sow { origin included }\n" +               // line 6
         more +                                      //
         "lap end {\n" +
         lap_end +
         "\n}\n"  //
         "game end {\n" +
         game_end + "\n  remaining seeds to owner\n}\n";
}

TEST(CheckedRules, ParametersAreNumbersAndFixedArithmeticIsFolded) {
  const auto checked = check(small_game("  if seeds(last) == n * 2: capture last\n  end move",
                                        "  ends when no legal move"));
  ASSERT_TRUE(checked->rules) << checked->diags.format();
  const CheckedRules& rules = *checked->rules;
  EXPECT_EQ(rules.settings.params, (std::vector<std::pair<std::string, int>>{{"n", 2}}));
  EXPECT_EQ(rules.settings.initial[0], 3);  // seeds n + 1
  ASSERT_EQ(rules.lap_rules.size(), 2u);
  const Expr& condition = *rules.lap_rules[0].condition;
  EXPECT_EQ(condition.op, Op::eq);
  ASSERT_EQ(condition.kids.size(), 2u);
  EXPECT_EQ(condition.kids[0].op, Op::seeds_of);
  EXPECT_EQ(condition.kids[1].op, Op::constant);
  EXPECT_EQ(condition.kids[1].value, 4);  // n * 2, folded into one node
  EXPECT_TRUE(condition.kids[1].kids.empty());
  // "  if seeds(last) == n * 2": the folded number stands where `n * 2` begins.
  EXPECT_EQ(condition.kids[1].pos.line, 8);
  EXPECT_EQ(condition.kids[1].pos.column, 21);
  EXPECT_FALSE(rules.lap_rules[1].condition);  // `end move` alone: always
}

TEST(CheckedRules, ASetValueReplacesTheDefault) {
  CompileOptions options;
  options.overrides["n"] = 4;
  const auto checked = check(
      small_game("  if seeds(last) == n: capture last\n  end move", "  ends when no legal move"),
      options);
  ASSERT_TRUE(checked->rules) << checked->diags.format();
  EXPECT_EQ(checked->rules->settings.initial[0], 5);
  EXPECT_EQ(checked->rules->lap_rules[0].condition->kids[1].value, 4);
}

TEST(CheckedRules, EveryNodeKeepsThePositionOfItsText) {
  const auto checked =
      check(small_game("  if seeds(last) == 2 or last is empty: capture last\n"
                       "  end move",
                       "  ends when no legal move"));
  ASSERT_TRUE(checked->rules) << checked->diags.format();
  const dsl::CheckedRule& rule = checked->rules->lap_rules[0];
  EXPECT_EQ(rule.pos.line, 8);
  const Expr& either = *rule.condition;
  ASSERT_EQ(either.op, Op::or_);
  ASSERT_EQ(either.kids.size(), 2u);
  // "  if seeds(last) == 2 or last is empty": the comparison's operands start
  // at columns 6 and 21, `last is empty` at column 26.
  EXPECT_EQ(either.kids[0].kids[0].pos.line, 8);
  EXPECT_EQ(either.kids[0].kids[0].pos.column, 6);
  EXPECT_EQ(either.kids[0].kids[1].pos.column, 21);
  EXPECT_EQ(either.kids[1].op, Op::pit_empty);
  EXPECT_EQ(either.kids[1].kids[0].op, Op::pit_last);
  EXPECT_EQ(either.kids[1].kids[0].pos.column, 26);
}

TEST(CheckedRules, TheChosenVariantIsLaidOverTheFile) {
  const std::string text = small_game("  end move", "  ends when no legal move") +
                           "variant sweep {\n"
                           "  lap end {\n"
                           "    if last is opponent's: capture last\n"
                           "    end move\n"
                           "  }\n"
                           "}\n";
  const auto plain = check(text);
  ASSERT_TRUE(plain->rules) << plain->diags.format();
  EXPECT_EQ(plain->rules->lap_rules.size(), 1u);
  const auto variant = check(text, CompileOptions{"sweep", {}});
  ASSERT_TRUE(variant->rules) << variant->diags.format();
  EXPECT_EQ(variant->rules->settings.variant, "sweep");
  ASSERT_EQ(variant->rules->lap_rules.size(), 2u);
  EXPECT_EQ(variant->rules->lap_rules[0].condition->op, Op::pit_opponents);
  EXPECT_EQ(variant->rules->lap_rules[0].actions[0].kind, ActionKind::capture_pits);
}

TEST(CheckedRules, ShorthandsAreSpelledOut) {
  const auto checked = check(small_game(
      "  if last is opponent's: capture last unless grand slam\n"
      "  end move",
      "  ends when no legal move", "feeding { must feed when opponent's row is empty }\n"));
  ASSERT_TRUE(checked->rules) << checked->diags.format();
  const CheckedRules& rules = *checked->rules;
  // The feeding block is the first move filter: prefer moves where the
  // opponent's row holds seeds now or after the move.
  ASSERT_EQ(rules.filters.size(), 1u);
  const Expr& feeds = rules.filters[0].condition;
  EXPECT_EQ(rules.filters[0].kind, FilterKind::prefer);
  EXPECT_EQ(rules.filters[0].pos.line, 7);
  ASSERT_EQ(feeds.op, Op::or_);
  ASSERT_EQ(feeds.kids.size(), 2u);
  EXPECT_EQ(feeds.kids[0].op, Op::gt);
  EXPECT_EQ(feeds.kids[0].kids[0].op, Op::row_seeds);
  EXPECT_EQ(feeds.kids[0].kids[0].who, Who::opponent);
  EXPECT_EQ(feeds.kids[1].kids[0].op, Op::after_move);
  // `unless grand slam`: the seeds taken are all the opponent's row holds.
  const std::optional<Expr>& unless = rules.lap_rules[0].actions[0].unless;
  ASSERT_TRUE(unless);
  EXPECT_EQ(unless->op, Op::eq);
  EXPECT_EQ(unless->kids[0].op, Op::seeds_taken);
  EXPECT_EQ(unless->kids[1].op, Op::row_seeds);
}

TEST(CheckedRules, MarksAreIndicesInTheOrderDeclared) {
  const auto checked =
      check(small_game("  if last is marked red: capture last\n"
                       "  if last is marked blue: mark last as red\n"
                       "  end move",
                       "  ends when no legal move", "marks {\n  mark blue\n  mark red\n}\n"));
  ASSERT_TRUE(checked->rules) << checked->diags.format();
  const CheckedRules& rules = *checked->rules;
  EXPECT_EQ(rules.settings.mark_names, (std::vector<std::string>{"blue", "red"}));
  EXPECT_EQ(rules.lap_rules[0].condition->value, 1);
  EXPECT_EQ(rules.lap_rules[1].condition->value, 0);
  EXPECT_EQ(rules.lap_rules[1].actions[0].mark, 1);
}

TEST(CheckedRules, WarningsAreGivenWhenCheckingAndDoNotStopIt) {
  const auto checked =
      check("param unused = 1\n" + small_game("  if last is empty: capture last\n  end move",
                                              "  ends when no legal move"));
  ASSERT_TRUE(checked->rules) << checked->diags.format();
  const std::string messages = checked->diags.format();
  EXPECT_NE(messages.find("parameter 'unused' is never used"), std::string::npos) << messages;
  EXPECT_NE(messages.find("this rule can never apply"), std::string::npos) << messages;
}

TEST(CheckedRules, AnErrorGivesNoCheckedRules) {
  const auto checked = check(
      small_game("  if seeds(last) == m: capture last\n  end move", "  ends when no legal move"));
  EXPECT_FALSE(checked->rules);
  EXPECT_NE(checked->diags.format().find("test.mancala:8:21: error: unknown parameter 'm'"),
            std::string::npos)
      << checked->diags.format();
}

// How many nodes the checked trees hold, all of them.
int checked_nodes(const CheckedRules& rules) {
  int nodes = 0;
  auto count = [&](const std::optional<Expr>& e) { nodes += e ? dsl::node_count(*e) : 0; };
  count(rules.from_condition);
  count(rules.skip_condition);
  count(rules.evaluation);
  count(rules.match_ends_when);
  count(rules.match_winner_by);
  for (const auto& f : rules.filters) count(f.condition);
  for (const auto& e : rules.end_conditions) count(e);
  for (const auto& s : rules.sweeps) {
    count(s.condition);
    count(s.odd_if);
  }
  for (const auto& v : rules.win_values) {
    count(v.value);
    count(v.condition);
  }
  for (const auto* list : {&rules.lap_rules, &rules.sowing_rules})
    for (const auto& rule : *list) {
      count(rule.condition);
      for (const auto& a : rule.actions) {
        count(a.condition);
        count(a.unless);
        for (const Expr& pit : a.pits) count(pit);
      }
    }
  return nodes;
}

std::string rules_path(const std::string& name) {
  return source_path("rules/" + name + ".mancala");
}

std::vector<std::string> with_default(std::vector<std::string> variants) {
  variants.insert(variants.begin(), "");
  return variants;
}

// The program holds one node per node of the checked trees, no more: folded
// arithmetic leaves no operands behind; and the settings pass unchanged.
TEST(CheckedRules, TheProgramHoldsOneNodePerCheckedNode) {
  for (const std::string& name : bundled_names())
    for (const std::string& variant : with_default(declared_variants(rules_path(name)))) {
      SCOPED_TRACE(name + ":" + variant);
      const auto checked = check(read_text_file(rules_path(name)), CompileOptions{variant, {}});
      ASSERT_TRUE(checked->rules) << checked->diags.format();
      const RuleProgram program = build_program(*checked->rules);
      EXPECT_EQ(static_cast<int>(program.nodes.size()), checked_nodes(*checked->rules));
      EXPECT_EQ(program.pits_per_row, checked->rules->settings.pits_per_row);
      EXPECT_EQ(program.total_seeds, checked->rules->settings.total_seeds);
      EXPECT_EQ(program.lap_rules.size(), checked->rules->lap_rules.size());
      EXPECT_EQ(program.filters.size(), checked->rules->filters.size());
    }
}

}  // namespace
}  // namespace mancala::test
