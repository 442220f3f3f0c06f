#pragma once
// What the reports of `compare` and `experiment report` share: a metric's
// figure as text and as JSON, and the self-contained HTML page with Vega-Lite
// charts (the chart libraries inlined, so that it opens without a network).
#include <string>

#include "analysis/comparison.hpp"
#include "nlohmann/json.hpp"

namespace mancala::cli {

// Whether a metric is a rate (a fraction of games) rather than a mean.
bool is_rate_metric(const std::string& metric);

// "48.49% (48.18 to 48.80)" for a rate, "43.980 (43.950 to 44.010)" for a mean, "-" without data.
std::string figure_text(const MetricFigure& figure);

// {"value", "low", "high", "n"}, and "median" and "sd" for a mean.
nlohmann::json figure_json(const MetricFigure& figure);

// Text safe inside HTML elements and attributes.
std::string html_escape(const std::string& text);

// A self-contained page: `body` (HTML) with one div per chart of `charts`
// (Vega-Lite specs) after `intro`, drawn by the inlined `scripts`; the page
// marks <body data-charts-drawn="N"> once every chart is drawn.
std::string report_page(const std::string& title, const std::string& intro,
                        const nlohmann::json& charts, const std::string& body,
                        const std::string& scripts);

// Reads the three chart libraries (from $MANCALA_JS_DIR, else the
// report/node_modules folder that scripts/setup.sh fills); prints what to do
// and returns false when they are missing.
bool load_chart_scripts(std::string& scripts);

}  // namespace mancala::cli
