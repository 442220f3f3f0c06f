#!/usr/bin/env bash
# Installs the build dependencies (Debian 12 packages; clang and its runtime
# for the fuzzers of docs/reliability.md), builds mancala and its
# tests (Chromium renders compare's HTML report in a test; npm installs its
# chart libraries; sqlite3, pandas and R read experiment databases in the
# docs and their tests), then runs the main job: a simulation summary of every bundled game.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
  g++ make cmake tao-pegtl-dev libfmt-dev nlohmann-json3-dev libcli11-dev libgtest-dev \
  libyaml-cpp-dev libsqlite3-dev libbenchmark-dev librapidcheck-dev \
  clang libclang-rt-14-dev libfuzzer-14-dev ccache chromium python3 \
  sqlite3 python3-pandas r-base-core r-cran-rsqlite >/dev/null
# Node.js and npm fetch the report's charting libraries; a machine that has
# them already (e.g. from NodeSource) keeps its own.
if ! command -v npm >/dev/null; then
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends nodejs npm >/dev/null
fi

# The chart libraries `mancala compare --html` inlines (pinned in report/package-lock.json).
npm ci --prefix report --no-audit --no-fund >/dev/null

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2

./build/mancala simulate rules/*.mancala --games 1000 --seed 1
