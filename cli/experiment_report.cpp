#include "cli/experiment_report.hpp"

#include <fmt/format.h>

#include <map>
#include <set>

#include "cli/report_common.hpp"
#include "interpreter/state.hpp"

namespace mancala::cli {
namespace {

// The summary `compare` gathers, rebuilt from a stored row.
GameSummary summary_of(const GameRow& row) {
  GameSummary g;
  g.plies = row.plies;
  g.turns = row.turns;
  g.first = row.first_player == "N" ? kNorth : kSouth;
  g.finished = row.winner != "unfinished";
  g.winner = row.winner == "S" ? Winner(kSouth) : row.winner == "N" ? Winner(kNorth) : Winner();
  g.totals[kSouth] = row.score_south.value_or(0);
  g.totals[kNorth] = row.score_north.value_or(0);
  g.capture_seeds[kSouth] = row.captures_south;
  g.capture_seeds[kNorth] = row.captures_north;
  g.branching = row.branching;
  g.lead_changes = row.lead_changes;
  g.lead_for_good = row.lead_for_good.value_or(-1);
  return g;
}

// A cell's value along one dimension, as shown on a chart's axis.
nlohmann::json dimension_value(const CellResult& cell, const std::string& dimension) {
  if (dimension == "variant") return cell.cell.variant.empty() ? "(none)" : cell.cell.variant;
  if (dimension == "players") return cell_players_text(cell);
  if (dimension == "cell") return cell.cell.cell;
  if (!cell.params.contains(dimension)) return nullptr;
  return nlohmann::json::parse(cell.params[dimension].dump());
}

// The cell described by every dimension but one: the series a line joins.
std::string series_label(const CellResult& cell, const std::vector<std::string>& swept,
                         const std::string& except) {
  std::string label;
  for (const std::string& d : swept) {
    if (d == except) continue;
    const nlohmann::json v = dimension_value(cell, d);
    label += fmt::format("{}{}={}", label.empty() ? "" : ", ", d,
                         v.is_string() ? v.get<std::string>() : v.dump());
  }
  return label.empty() ? "all" : label;
}

// A CSV field, quoted when it holds a separator, a quote or a line break.
std::string csv_field(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

}  // namespace

ExperimentResults experiment_results(const ResultsDb& db) {
  ExperimentResults results;
  results.experiment = db.experiment().value_or(ExperimentRow{});
  std::map<int, BatchSample> samples;
  std::map<int, std::size_t> at;
  for (const CellRow& row : db.cells()) {
    at[row.cell] = results.cells.size();
    CellResult& cell = results.cells.emplace_back();
    cell.cell = row;
    cell.params = nlohmann::ordered_json::parse(row.parameters, nullptr, false);
    if (!cell.params.is_object()) cell.params = nlohmann::ordered_json::object();
  }
  if (results.experiment.match_games == 0) {
    db.for_each_game([&](const GameRow& row) {
      if (!at.count(row.cell)) return;
      samples[row.cell].add_game(summary_of(row));
      ++results.cells[at[row.cell]].games;
    });
  } else {
    // A match is the unit of the rates; its games feed the means.
    std::map<std::pair<int, int>, MatchSummary> matches;
    db.for_each_game([&](const GameRow& row) {
      matches[{row.cell, row.game}].played.push_back(summary_of(row));
    });
    db.for_each_match([&](const MatchRow& row) {
      if (!at.count(row.cell)) return;
      MatchSummary& m = matches[{row.cell, row.match}];
      m.finished = row.winner != "unfinished";
      m.winner = row.winner == "S" ? Winner(kSouth) : row.winner == "N" ? Winner(kNorth) : Winner();
      m.games = row.games;
      samples[row.cell].add_match(m);
      ++results.cells[at[row.cell]].games;
    });
  }
  for (CellResult& cell : results.cells)
    cell.figures = compare_batches({samples[cell.cell.cell]}).batches.front();
  // What varies: the variant, each parameter, the players, in that order.
  std::set<std::string> variants, players;
  std::vector<std::string> names;
  std::map<std::string, std::set<std::string>> values;
  for (const CellResult& cell : results.cells) {
    variants.insert(cell.cell.variant);
    players.insert(cell_players_text(cell));
    for (const auto& [name, value] : cell.params.items()) {
      if (!values.count(name)) names.push_back(name);
      values[name].insert(value.dump());
    }
  }
  if (variants.size() > 1) results.swept.push_back("variant");
  for (const std::string& name : names)
    if (values[name].size() > 1) results.swept.push_back(name);
  if (players.size() > 1) results.swept.push_back("players");
  return results;
}

std::string cell_rules_text(const CellResult& cell) {
  std::string text = cell.cell.rule_file;
  if (!cell.cell.variant.empty()) text += ":" + cell.cell.variant;
  for (const auto& [name, value] : cell.params.items())
    text += fmt::format(",{}={}", name, value.dump());
  return text;
}

std::string cell_players_text(const CellResult& cell) {
  return cell.cell.south + " vs " + cell.cell.north;
}

std::string results_text(const ExperimentResults& r) {
  const ExperimentRow& e = r.experiment;
  std::int64_t stored = 0;
  for (const CellResult& cell : r.cells) stored += cell.games;
  const std::string units = e.match_games ? "matches" : "games";
  std::string out = fmt::format(
      "experiment {}  seed {}, {} {}{} per cell, cut at {} plies\n"
      "  {} cells, {} of {} {} stored{}\n",
      e.name, e.seed, e.games, units,
      e.match_games ? fmt::format(" (up to {} games each)", e.match_games) : "", e.max_plies,
      r.cells.size(), stored,
      static_cast<std::int64_t>(e.games) * static_cast<std::int64_t>(r.cells.size()), units,
      r.swept.empty() ? "" : fmt::format("; swept: {}", fmt::join(r.swept, ", ")));
  for (const CellResult& cell : r.cells) {
    out += fmt::format("\ncell {}  {}  {} (South) vs {} (North)  {} {}\n", cell.cell.cell,
                       cell_rules_text(cell), cell.cell.south, cell.cell.north, cell.games, units);
    for (const MetricFigure& m : cell.figures.metrics)
      out += fmt::format("  {:<20}{}\n", m.name, figure_text(m));
  }
  return out;
}

nlohmann::json results_json(const ExperimentResults& r) {
  const ExperimentRow& e = r.experiment;
  nlohmann::json cells = nlohmann::json::array();
  for (const CellResult& cell : r.cells) {
    nlohmann::json metrics = nlohmann::json::object();
    for (const MetricFigure& m : cell.figures.metrics) metrics[m.name] = figure_json(m);
    cells.push_back({{"cell", cell.cell.cell},
                     {"rule_file", cell.cell.rule_file},
                     {"rules_hash", cell.cell.rules_hash},
                     {"variant", cell.cell.variant.empty() ? nlohmann::json()
                                                           : nlohmann::json(cell.cell.variant)},
                     {"params", nlohmann::json::parse(cell.params.dump())},
                     {"players", {{"S", cell.cell.south}, {"N", cell.cell.north}}},
                     {"games", cell.games},
                     {"metrics", metrics}});
  }
  return {{"experiment",
           {{"name", e.name},
            {"description", e.description},
            {"file", e.file},
            {"file_hash", e.file_hash},
            {"seed", e.seed},
            {"games", e.games},
            {"match_games", e.match_games},
            {"max_plies", e.max_plies},
            {"shard", e.shard},
            {"shards", e.shards}}},
          {"swept", r.swept},
          {"cells", cells}};
}

std::string results_csv(const ExperimentResults& r) {
  std::vector<std::string> params;
  for (const CellResult& cell : r.cells)
    for (const auto& [name, value] : cell.params.items())
      if (std::find(params.begin(), params.end(), name) == params.end()) params.push_back(name);
  std::string out = "cell,rule_file,variant";
  for (const std::string& p : params) out += "," + csv_field(p);
  out += ",south,north,games";
  for (const std::string& m : metric_names()) out += fmt::format(",{0},{0}_low,{0}_high", m);
  out += "\n";
  for (const CellResult& cell : r.cells) {
    out += fmt::format("{},{},{}", cell.cell.cell, csv_field(cell.cell.rule_file),
                       csv_field(cell.cell.variant));
    for (const std::string& p : params)
      out += "," + (cell.params.contains(p) ? cell.params[p].dump() : std::string());
    out += fmt::format(",{},{},{}", csv_field(cell.cell.south), csv_field(cell.cell.north),
                       cell.games);
    for (const MetricFigure& m : cell.figures.metrics)
      out += m.n == 0 ? ",,," : fmt::format(",{},{},{}", m.value, m.interval.low, m.interval.high);
    out += "\n";
  }
  return out;
}

std::string results_html(const ExperimentResults& r, const std::string& scripts) {
  // Without a swept dimension, the cells themselves are the axis.
  std::vector<std::string> dimensions =
      r.swept.empty() ? std::vector<std::string>{"cell"} : r.swept;
  // Before any game is stored there is nothing to plot (an empty chart is an error in Vega).
  std::int64_t stored = 0;
  for (const CellResult& cell : r.cells) stored += cell.games;
  if (stored == 0) dimensions.clear();
  nlohmann::json charts = nlohmann::json::array();
  for (const std::string& dimension : dimensions) {
    const bool numeric = dimension != "variant" && dimension != "players" && dimension != "cell";
    nlohmann::json rows = nlohmann::json::array();
    for (const CellResult& cell : r.cells)
      for (const MetricFigure& m : cell.figures.metrics) {
        if (m.n == 0) continue;
        const double scale = m.rate ? 100 : 1;  // rates in percent, as the text shows them
        rows.push_back({{"x", dimension_value(cell, dimension)},
                        {"series", series_label(cell, r.swept, dimension)},
                        {"metric", m.rate ? m.name + " (%)" : m.name},
                        {"value", m.value * scale},
                        {"low", m.interval.low * scale},
                        {"high", m.interval.high * scale}});
      }
    nlohmann::json order = nlohmann::json::array();
    for (const std::string& m : metric_names()) order.push_back(is_rate_metric(m) ? m + " (%)" : m);
    nlohmann::json x = {{"field", "x"},
                        {"type", numeric ? "quantitative" : "nominal"},
                        {"title", dimension},
                        {"scale", {{"zero", false}}}};
    if (numeric) {
      // The ticks are the swept values themselves: left to Vega, a sweep of
      // two values such as 3 and 4 got ticks at 3, 3.5 and 4, drawn "3 4 4".
      std::set<double> values;
      for (const CellResult& cell : r.cells)
        if (const nlohmann::json v = dimension_value(cell, dimension); v.is_number())
          values.insert(v.get<double>());
      x["axis"] = {{"values", values}, {"format", "d"}};
    }
    const nlohmann::json color = {{"field", "series"},
                                  {"type", "nominal"},
                                  {"title", nullptr},
                                  {"scale", {{"scheme", "tableau20"}}}};
    charts.push_back(
        {{"$schema", "https://vega.github.io/schema/vega-lite/v5.json"},
         {"title", fmt::format("Every metric against {} (95% intervals)", dimension)},
         {"data", {{"values", rows}}},
         {"facet", {{"field", "metric"}, {"type", "nominal"}, {"title", nullptr}, {"sort", order}}},
         {"columns", 4},
         {"spec",
          {{"width", 180},
           {"height", 140},
           {"layer",
            {{{"mark", {{"type", "line"}, {"point", true}}},
              {"encoding",
               {{"x", x},
                {"y",
                 {{"field", "value"},
                  {"type", "quantitative"},
                  {"title", nullptr},
                  {"scale", {{"zero", false}}}}},
                {"color", color}}}},
             {{"mark", "rule"},
              {"encoding",
               {{"x", x},
                {"y", {{"field", "low"}, {"type", "quantitative"}, {"title", nullptr}}},
                {"y2", {{"field", "high"}}},
                {"color", color}}}}}}}},
         {"resolve", {{"scale", {{"y", "independent"}}}}},
         {"config",
          {{"legend", {{"orient", "bottom"}, {"labelLimit", 800}, {"direction", "vertical"}}},
           {"axis", {{"labelLimit", 400}}}}}});
  }
  const ExperimentRow& e = r.experiment;
  std::string table;
  for (const CellResult& cell : r.cells) {
    table += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}</td>", cell.cell.cell,
                         html_escape(cell_rules_text(cell)), html_escape(cell_players_text(cell)),
                         cell.games);
    for (const MetricFigure& m : cell.figures.metrics)
      table += "<td>" + html_escape(figure_text(m)) + "</td>";
    table += "</tr>\n";
  }
  std::string head = "<tr><th>cell</th><th>rules</th><th>players</th><th>games</th>";
  for (const std::string& m : metric_names()) head += "<th>" + m + "</th>";
  head += "</tr>\n";
  const std::string intro =
      "<p>" +
      html_escape(fmt::format("{}{}Seed {}, {} {} per cell, cut at {} plies; {} cells.",
                              e.description, e.description.empty() ? "" : ". ", e.seed, e.games,
                              e.match_games ? "matches" : "games", e.max_plies, r.cells.size())) +
      "</p>\n";
  return report_page("mancala experiment " + e.name, intro, charts,
                     "<h2>Cells</h2>\n<table>\n" + head + table + "</table>\n", scripts);
}

}  // namespace mancala::cli
