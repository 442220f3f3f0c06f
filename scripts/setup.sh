#!/usr/bin/env bash
# Installs the build dependencies (Debian 12 packages; clang and its runtime
# for the fuzzers of docs/reliability.md; slurm-wlm and munge for the test
# that runs experiments on a local Slurm cluster, docs/slurm.md), builds mancala and its
# tests (Chromium renders compare's HTML report in a test; npm installs its
# chart libraries; sqlite3, pandas and R read experiment databases in the
# docs and their tests), builds and installs the Python module for Debian's
# python3 (docs/python.md), then runs the main job: a simulation summary of
# every bundled game.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends \
  g++ make cmake ninja-build tao-pegtl-dev libfmt-dev nlohmann-json3-dev libcli11-dev libgtest-dev \
  libyaml-cpp-dev libsqlite3-dev libbenchmark-dev librapidcheck-dev \
  clang libclang-rt-14-dev libfuzzer-14-dev ccache chromium python3 \
  slurm-wlm munge sqlite3 r-base-core r-cran-rsqlite \
  pybind11-dev python3-pybind11 python3-dev python3-numpy python3-pandas python3-matplotlib \
  python3-setuptools python3-wheel python3-pip python3-venv python3-pytest >/dev/null
# Node.js and npm fetch the report's charting libraries; a machine that has
# them already (e.g. from NodeSource) keeps its own.
if ! command -v npm >/dev/null; then
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends nodejs npm >/dev/null
fi

# The chart libraries `mancala compare --html` inlines (pinned in report/package-lock.json).
npm ci --prefix report --no-audit --no-fund >/dev/null

# Ninja keeps both cores busy across the whole dependency graph (Make waits for
# each library before its dependants start). A tree configured earlier keeps
# its generator: CMake refuses to switch one.
generator=()
[ -f build/CMakeCache.txt ] || generator=(-G Ninja)
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release
cmake --build build -j2

# The Python module, into Debian's python3's site packages, so that
# `python3 -c "import mancala"` works from any directory.
$sudo cmake --install build --component python >/dev/null
(cd / && /usr/bin/python3 -c "import mancala")
# The `python3` first on PATH may be another interpreter of the same version
# (pyenv's, on some machines): point it at Debian's packages too, after its
# own, so that `python3 -c "import mancala"` works whichever python3 runs.
bash scripts/link_python.sh

./build/mancala simulate rules/*.mancala --games 1000 --seed 1
