#include "cli/compare_report.hpp"

#include <fmt/format.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "agents/player_spec.hpp"
#include "io/json_text.hpp"

namespace mancala::cli {
namespace {

std::string name_of(const LoadedRules& rules) {
  return rule_set_text(rules.spec);
}

std::string letter(std::size_t i) {
  return i < 26 ? std::string(1, static_cast<char>('A' + i)) : fmt::format("R{}", i + 1);
}

std::string params_text(const LoadedRules& rules) {
  std::string text;
  for (const auto& [name, value] : rules.program.params)
    text += fmt::format("{}{}={}", text.empty() ? "" : ", ", name, value);
  return text.empty() ? "no parameters" : text;
}

std::string signed_text(double x, bool rate) {
  return rate ? fmt::format("{:+.2f} pts", 100 * x) : fmt::format("{:+.3f}", x);
}

// A histogram as one line of block characters, scaled to its tallest bin.
std::string bars(const Histogram& h) {
  static const char* blocks[] = {" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"};
  std::int64_t top = 1;
  for (std::int64_t c : h.counts) top = std::max(top, c);
  std::string line;
  for (std::int64_t c : h.counts)
    line += blocks[c == 0 ? 0 : std::max<std::int64_t>(1, (c * 8 + top / 2) / top)];
  return line;
}

// The text without spaces at the ends of its lines (the columns leave some).
std::string trimmed(const std::string& text) {
  std::string out;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::size_t last = end;
    while (last > start && text[last - 1] == ' ') --last;
    out += text.substr(start, last - start);
    if (end < text.size()) out += '\n';
    start = end + 1;
  }
  return out;
}

std::string players_text(const SimulationOptions& sim) {
  return fmt::format("{} (South) vs {} (North)", player_spec_text(sim.south),
                     player_spec_text(sim.north));
}

}  // namespace

std::string comparison_text(const ReportContext& context, const Comparison& comparison) {
  const auto& rules = context.rules;
  std::string out = fmt::format(
      "compare  {} {} per rule set{}, seed {}, {}, cut at {} plies\n", context.sim.games,
      context.match_games ? "matches" : "games",
      context.match_games ? fmt::format(" (up to {} games each)", context.match_games) : "",
      context.sim.seed, players_text(context.sim), context.sim.max_plies);
  for (std::size_t i = 0; i < rules.size(); ++i)
    out += fmt::format(
        "  {}  {} ({}{}; {})\n", letter(i), name_of(rules[i]), rules[i].program.game_name,
        rules[i].program.variant.empty() ? "" : ", variant " + rules[i].program.variant,
        params_text(rules[i]));
  out += fmt::format("\n{:<20}", "metric (95% CI)");
  for (std::size_t i = 0; i < rules.size(); ++i) out += fmt::format("{:<34}", letter(i));
  out += "\n";
  for (std::size_t m = 0; m < metric_names().size(); ++m) {
    out += fmt::format("{:<20}", metric_names()[m]);
    for (const BatchFigures& b : comparison.batches)
      out += fmt::format("{:<34}", figure_text(b.metrics[m]));
    out += "\n";
    if (metric_names()[m] == "plies" || metric_names()[m] == "turns") {
      out += fmt::format("{:<20}", "");
      for (const BatchFigures& b : comparison.batches) {
        const MetricFigure& f = b.metrics[m];
        out += fmt::format("{:<34}", fmt::format("median {:.1f} ({:.1f} to {:.1f})", f.median,
                                                 f.median_interval.low, f.median_interval.high));
      }
      out += fmt::format("\n{:<20}", "");
      for (const BatchFigures& b : comparison.batches) {
        const MetricFigure& f = b.metrics[m];
        out += fmt::format("{:<34}", fmt::format("sd {:.2f} ({:.2f} to {:.2f})", f.sd,
                                                 f.sd_interval.low, f.sd_interval.high));
      }
      out += "\n";
    }
  }
  for (const char* length : {"plies", "turns"}) {
    for (std::size_t i = 0; i < rules.size(); ++i) {
      const Histogram& h = std::string(length) == "plies" ? comparison.batches[i].plies
                                                          : comparison.batches[i].turns;
      out += fmt::format("{:<20}{}  {:g} |{}| {:g}\n",
                         i == 0 ? std::string(length) + " histogram" : "", letter(i), h.start,
                         bars(h), h.start + h.width * static_cast<double>(h.counts.size()));
    }
  }
  if (comparison.differences.empty()) return trimmed(out);
  out += fmt::format(
      "\ndifferences (second minus first, 95% CI; p Holm-corrected over all {} rows: "
      "* < 0.05, ** < 0.01, *** < 0.001)\n",
      comparison.differences.size());
  out += fmt::format("{:<6}{:<20}{:<14}{:<26}{}\n", "pair", "metric", "difference", "95% CI", "p");
  for (const PairDifference& d : comparison.differences) {
    const bool rate = is_rate_metric(d.metric);
    out += fmt::format(
        "{:<6}{:<20}{:<14}{:<26}{} {}\n",
        letter(static_cast<std::size_t>(d.b)) + "-" + letter(static_cast<std::size_t>(d.a)),
        d.metric, signed_text(d.difference.difference, rate),
        fmt::format("{} to {}", signed_text(d.difference.interval.low, rate),
                    signed_text(d.difference.interval.high, rate)),
        p_text(d.p_adjusted), significance_mark(d.p_adjusted));
  }
  out += "\n";
  for (std::size_t a = 0; a < rules.size(); ++a)
    for (std::size_t b = a + 1; b < rules.size(); ++b)
      out += pair_sentence(comparison, static_cast<int>(a), static_cast<int>(b), name_of(rules[a]),
                           name_of(rules[b])) +
             "\n";
  return trimmed(out);
}

nlohmann::json comparison_json(const ReportContext& context, const Comparison& comparison) {
  nlohmann::json sets = nlohmann::json::array();
  for (std::size_t i = 0; i < context.rules.size(); ++i) {
    const LoadedRules& r = context.rules[i];
    const BatchFigures& b = comparison.batches[i];
    nlohmann::json params = nlohmann::json::object(), metrics = nlohmann::json::object();
    for (const auto& [name, value] : r.program.params) params[name] = value;
    for (const MetricFigure& m : b.metrics) metrics[m.name] = figure_json(m);
    nlohmann::json histograms = nlohmann::json::object();
    for (const auto& [name, h] : {std::pair<const char*, const Histogram&>{"plies", b.plies},
                                  std::pair<const char*, const Histogram&>{"turns", b.turns}})
      histograms[name] = {{"start", h.start}, {"width", h.width}, {"counts", h.counts}};
    sets.push_back(
        {{"name", name_of(r)},
         {"file", r.spec.file},
         {"game", r.program.game_name},
         {"variant",
          r.program.variant.empty() ? nlohmann::json() : nlohmann::json(r.program.variant)},
         {"params", params},
         {"games", context.sim.games},
         {"players",
          {{"S", player_spec_text(context.sim.south)}, {"N", player_spec_text(context.sim.north)}}},
         {"metrics", metrics},
         {"histograms", histograms}});
    if (context.match_games) sets.back()["match_games"] = context.match_games;
  }
  nlohmann::json differences = nlohmann::json::array();
  for (const PairDifference& d : comparison.differences)
    differences.push_back({{"a", name_of(context.rules[static_cast<std::size_t>(d.a)])},
                           {"b", name_of(context.rules[static_cast<std::size_t>(d.b)])},
                           {"metric", d.metric},
                           {"difference", d.difference.difference},
                           {"low", d.difference.interval.low},
                           {"high", d.difference.interval.high},
                           {"p_value", d.p_adjusted},
                           {"p_unadjusted", d.difference.p_value},
                           {"significant", d.significant}});
  nlohmann::json summary = nlohmann::json::array();
  for (std::size_t a = 0; a < context.rules.size(); ++a)
    for (std::size_t b = a + 1; b < context.rules.size(); ++b)
      summary.push_back(pair_sentence(comparison, static_cast<int>(a), static_cast<int>(b),
                                      name_of(context.rules[a]), name_of(context.rules[b])));
  return {{"seed", context.sim.seed},
          {"max_plies", context.sim.max_plies},
          {"rule_sets", sets},
          {"differences", differences},
          {"summary", summary}};
}

std::string comparison_html(const ReportContext& context, const Comparison& comparison,
                            const std::string& scripts) {
  const nlohmann::json j = comparison_json(context, comparison);
  // The charts' data, in the long form Vega-Lite wants.
  nlohmann::json rates = nlohmann::json::array(), means = nlohmann::json::array(),
                 lengths = nlohmann::json::array();
  for (const nlohmann::json& set : j["rule_sets"]) {
    for (const auto& [metric, figure] : set["metrics"].items()) {
      const bool rate = is_rate_metric(metric);
      nlohmann::json row = {{"rule_set", set["name"]},
                            {"metric", metric},
                            {"value", figure["value"]},
                            {"low", figure["low"]},
                            {"high", figure["high"]}};
      (rate ? rates : means).push_back(row);
    }
    for (const char* length : {"plies", "turns"}) {
      const nlohmann::json& h = set["histograms"][length];
      double total = 0;
      for (const auto& c : h["counts"]) total += c.get<double>();
      for (std::size_t i = 0; i < h["counts"].size(); ++i)
        lengths.push_back({{"rule_set", set["name"]},
                           {"length", length},
                           {"from", h["start"].get<double>() + h["width"].get<double>() * i},
                           {"share", total > 0 ? h["counts"][i].get<double>() / total : 0}});
    }
  }
  const nlohmann::json error_bars_layer = {
      {"mark", {{"type", "rule"}}},
      {"encoding",
       {{"y", {{"field", "low"}, {"type", "quantitative"}}}, {"y2", {{"field", "high"}}}}}};
  nlohmann::json charts = nlohmann::json::array();
  charts.push_back(
      {{"$schema", "https://vega.github.io/schema/vega-lite/v5.json"},
       {"title", "Outcomes (fraction of games, 95% Wilson intervals)"},
       {"data", {{"values", rates}}},
       {"encoding",
        {{"x", {{"field", "metric"}, {"type", "nominal"}, {"title", nullptr}}},
         {"xOffset", {{"field", "rule_set"}}},
         {"color", {{"field", "rule_set"}, {"type", "nominal"}}}}},
       {"layer",
        {{{"mark", "bar"}, {"encoding", {{"y", {{"field", "value"}, {"type", "quantitative"}}}}}},
         error_bars_layer}},
       {"width", 480},
       {"height", 260}});
  for (const char* length : {"plies", "turns"}) {
    nlohmann::json values = nlohmann::json::array();
    for (const auto& row : lengths)
      if (row["length"] == length) values.push_back(row);
    charts.push_back({{"$schema", "https://vega.github.io/schema/vega-lite/v5.json"},
                      {"title", fmt::format("Game length in {} (share of games per bin)", length)},
                      {"data", {{"values", values}}},
                      {"mark", {{"type", "line"}, {"interpolate", "step-after"}}},
                      {"encoding",
                       {{"x", {{"field", "from"}, {"type", "quantitative"}, {"title", length}}},
                        {"y", {{"field", "share"}, {"type", "quantitative"}}},
                        {"color", {{"field", "rule_set"}, {"type", "nominal"}}}}},
                      {"width", 480},
                      {"height", 220}});
  }
  charts.push_back(
      {{"$schema", "https://vega.github.io/schema/vega-lite/v5.json"},
       {"title", "Every mean metric (95% t intervals)"},
       {"data", {{"values", means}}},
       {"facet", {{"row", {{"field", "metric"}, {"type", "nominal"}, {"title", nullptr}}}}},
       {"spec",
        {{"width", 420},
         {"height", 40},
         {"encoding",
          {{"y", {{"field", "rule_set"}, {"type", "nominal"}, {"title", nullptr}}},
           {"color", {{"field", "rule_set"}, {"type", "nominal"}}}}},
         {"layer",
          {{{"mark", "rule"},
            {"encoding",
             {{"x", {{"field", "low"}, {"type", "quantitative"}, {"scale", {{"zero", false}}}}},
              {"x2", {{"field", "high"}}}}}},
           {{"mark", {{"type", "point"}, {"filled", true}}},
            {"encoding", {{"x", {{"field", "value"}, {"type", "quantitative"}}}}}}}}}},
       {"resolve", {{"scale", {{"x", "independent"}}}}}});

  // Rule-set names are long paths: legends below the chart, never cut short.
  for (nlohmann::json& chart : charts)
    chart["config"] = {
        {"legend", {{"orient", "bottom"}, {"labelLimit", 800}, {"direction", "vertical"}}},
        {"axis", {{"labelLimit", 400}}}};
  std::string table;
  for (const nlohmann::json& d : j["differences"])
    table += fmt::format(
        "<tr class=\"{}\"><td>{}</td><td>{}</td><td>{}</td><td>{:.4g}</td><td>{:.4g} to "
        "{:.4g}</td><td>{}</td><td>{}</td></tr>\n",
        d["significant"].get<bool>() ? "significant" : "", html_escape(d["b"].get<std::string>()),
        html_escape(d["a"].get<std::string>()), d["metric"].get<std::string>(),
        d["difference"].get<double>(), d["low"].get<double>(), d["high"].get<double>(),
        p_text(d["p_value"].get<double>()), significance_mark(d["p_value"].get<double>()));
  std::string sentences;
  for (const auto& s : j["summary"])
    sentences += "<li>" + html_escape(s.get<std::string>()) + "</li>\n";
  const std::string intro =
      "<p>" +
      html_escape(fmt::format("{} {} per rule set, seed {}, {}, cut at {} plies.",
                              context.sim.games, context.match_games ? "matches" : "games",
                              context.sim.seed, players_text(context.sim), context.sim.max_plies)) +
      "</p>\n<ul>\n" + sentences + "</ul>\n";
  const std::string body =
      "<h2>Differences</h2>\n<p>Second minus first, 95% intervals, p-values "
      "Holm-corrected over the whole table; significant rows (p &lt; 0.05) in bold.</p>\n"
      "<table>\n<tr><th>rule set</th><th>against</th><th>metric</th><th>difference</th>"
      "<th>95% CI</th><th>p</th><th></th></tr>\n" +
      table + "</table>\n";
  return report_page("mancala compare", intro, charts, body, scripts);
}

}  // namespace mancala::cli
