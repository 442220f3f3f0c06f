#!/bin/sh
# Runs the Python (pandas) and R snippets of docs/experiments.md against a
# small run of examples/experiments/kalah-sizes.yaml, in a scratch folder.
# Usage: experiment_docs_snippets.sh MANCALA SCRATCH
set -eu
mancala=$1
dir=$2
root=$(pwd)
rm -rf "$dir"
mkdir -p "$dir"
# The first fenced block of each language, without its fences.
awk '/^```python$/ {on=1; next} /^```$/ {if (on) exit} on' docs/experiments.md > "$dir/snippet.py"
awk '/^```r$/ {on=1; next} /^```$/ {if (on) exit} on' docs/experiments.md > "$dir/snippet.R"
[ -s "$dir/snippet.py" ] && [ -s "$dir/snippet.R" ] || { echo "no snippet found"; exit 1; }
cd "$dir"
"$mancala" experiment run "$root/examples/experiments/kalah-sizes.yaml" --games 20 --quiet \
  --db kalah-sizes.sqlite > /dev/null
# Debian's python3, where python3-pandas is installed (a python3 of its own may lead the PATH).
/usr/bin/python3 snippet.py
Rscript snippet.R
