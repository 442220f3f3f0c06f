#pragma once
// `mancala experiment report`: the metrics of `compare` for every cell of an
// experiment database, with their 95% intervals, as text, JSON, CSV and an
// HTML page that plots each metric against each swept dimension.
#include <string>
#include <vector>

#include "analysis/comparison.hpp"
#include "experiment/store.hpp"
#include "nlohmann/json.hpp"

namespace mancala::cli {

// One cell's figures.
struct CellResult {
  CellRow cell;
  nlohmann::ordered_json params;  // the cell's parameter values
  std::int64_t games = 0;         // games stored
  BatchFigures figures;
};

// Every cell's figures, and what varies between cells.
struct ExperimentResults {
  ExperimentRow experiment;
  std::vector<CellResult> cells;
  // "variant", each parameter with more than one value, "players" (when they vary).
  std::vector<std::string> swept;
};

// Reads the games of a database and computes every cell's figures.
ExperimentResults experiment_results(const ResultsDb& db);

// "rules/kalah.mancala:empty-capture,pits=4" and "random vs greedy".
std::string cell_rules_text(const CellResult& cell);
std::string cell_players_text(const CellResult& cell);

// A block per cell: its rule set, players and games, then every metric with its interval.
std::string results_text(const ExperimentResults& results);
// {"experiment": {...}, "swept": [...], "cells": [...]} (docs/experiments.md).
nlohmann::json results_json(const ExperimentResults& results);
// One row per cell: its rule set, parameters and players, then each metric's value, low and high.
std::string results_csv(const ExperimentResults& results);
// One chart per swept dimension, a panel per metric.
std::string results_html(const ExperimentResults& results, const std::string& scripts);

}  // namespace mancala::cli
