#include "cli/report_common.hpp"

#include <fmt/format.h>

#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "io/json_text.hpp"
#include "cli/common.hpp"

namespace mancala::cli {
namespace {

// Text that may sit inside a <script> element: only "</script" would end it
// early, and "<\/script" means the same in JavaScript strings and regular expressions.
std::string script_safe(const std::string& text) {
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) {
    out += text[i];
    if (text[i] == '<' && i + 7 < text.size() && text[i + 1] == '/') {
      std::string word = text.substr(i + 2, 6);
      for (char& c : word) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (word == "script") out += '\\';
    }
  }
  return out;
}

}  // namespace

bool is_rate_metric(const std::string& metric) {
  return metric == "first_player_wins" || metric == "second_player_wins" || metric == "draws" ||
         metric == "unfinished";
}

std::string figure_text(const MetricFigure& m) {
  if (m.n == 0) return "-";
  if (m.rate)
    return fmt::format("{:.2f}% ({:.2f} to {:.2f})", 100 * m.value, 100 * m.interval.low,
                       100 * m.interval.high);
  return fmt::format("{:.3f} ({:.3f} to {:.3f})", m.value, m.interval.low, m.interval.high);
}

nlohmann::json figure_json(const MetricFigure& m) {
  nlohmann::json j = {{"value", m.value}, {"low", m.interval.low}, {"high", m.interval.high}};
  j["n"] = m.n;
  if (!m.rate) {
    j["median"] = m.median;
    j["median_low"] = m.median_interval.low;
    j["median_high"] = m.median_interval.high;
    j["sd"] = m.sd;
    j["sd_low"] = m.sd_interval.low;
    j["sd_high"] = m.sd_interval.high;
  }
  return j;
}

std::string html_escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else if (c == '"')
      out += "&quot;";
    else
      out += c;
  }
  return out;
}

std::string report_page(const std::string& title, const std::string& intro,
                        const nlohmann::json& charts, const std::string& body,
                        const std::string& scripts) {
  std::string divs;
  for (std::size_t i = 0; i < charts.size(); ++i)
    divs += fmt::format("<div class=\"chart\" id=\"chart-{}\"></div>\n", i);
  std::ostringstream page;
  page << "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
       << "<title>" << html_escape(title) << "</title>\n<style>\n"
       << "body{font-family:sans-serif;margin:2em;max-width:70em}"
       << "table{border-collapse:collapse}td,th{padding:2px 8px;border-bottom:1px solid #ddd;"
       << "text-align:left}tr.significant{font-weight:bold}.chart{margin:1em 0}\n"
       << "</style>\n<script>\n"
       << script_safe(scripts) << "\n</script>\n</head>\n<body>\n"
       << "<h1>" << html_escape(title) << "</h1>\n"
       << intro << divs << body << "<script>\n"
       << "const specs = " << script_safe(json_text(charts)) << ";\n"
       << "Promise.all(specs.map((spec, i) => vegaEmbed('#chart-' + i, spec, "
       << "{renderer: 'svg', actions: false})))\n"
       << "  .then(() => { document.body.dataset.chartsDrawn = String(specs.length); })\n"
       << "  .catch(error => { console.error('chart failed: ' + error); });\n"
       << "</script>\n</body>\n</html>\n";
  return page.str();
}

bool load_chart_scripts(std::string& scripts) {
  namespace fs = std::filesystem;
  const char* env = std::getenv("MANCALA_JS_DIR");
  const fs::path dir = env && *env ? fs::path(env) : fs::path(MANCALA_JS_DIR);
  const fs::path files[] = {dir / "vega/build/vega.min.js",
                            dir / "vega-lite/build/vega-lite.min.js",
                            dir / "vega-embed/build/vega-embed.min.js"};
  for (const fs::path& file : files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) {
      report_error("--html needs the chart libraries, and " + file.string() +
                   " is missing: run scripts/setup.sh (npm ci in report/), or set "
                   "MANCALA_JS_DIR to a node_modules folder holding vega, vega-lite and "
                   "vega-embed");
      return false;
    }
    std::ostringstream text;
    text << in.rdbuf();
    scripts += text.str() + "\n";
  }
  return true;
}

}  // namespace mancala::cli
