#!/usr/bin/env bash
# An experiment on a real single-node Slurm cluster (local_cluster.sh):
# `mancala experiment slurm --shards 4 --submit` runs a 4-shard experiment
# and its merge job, and the merged database must hold exactly the games
# (and cells) of a one-process run of the same file.
#
#   slurm_experiment_check.sh MANCALA
#
# Exit 77 (skipped) when not root or when Slurm is not installed. The cluster
# is always stopped.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source_dir=$(cd "$here/../.." && pwd)
[ $# -eq 1 ] || {
  echo "usage: $0 MANCALA" >&2
  exit 2
}
mancala=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")

if [ "$(id -u)" -ne 0 ]; then
  echo "skipped: a local Slurm cluster needs root"
  exit 77
fi
if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  echo "skipped: slurm-wlm and munge are not installed (bash scripts/setup.sh installs them)"
  exit 77
fi

timeout=${SLURM_TEST_TIMEOUT:-60}
work=$(mktemp -d /tmp/mancala-slurm-experiment.XXXXXX)
cluster=$work/cluster
started=0
started_at=$(date +%s)

# On failure the jobs' logs are shown; the cluster is stopped and the folder
# removed in every case.
finish() {
  local rc=$?
  if [ $rc -ne 0 ] && [ $rc -ne 77 ]; then
    echo "FAILED (exit $rc) after $(($(date +%s) - started_at)) s" >&2
    find "$work" -path "$cluster" -prune -o -name '*.out' -size +0 -print | while read -r log; do
      echo "----- $log" >&2
      cat "$log" >&2
    done
  fi
  if [ $started -eq 1 ]; then bash "$here/local_cluster.sh" stop "$cluster" || rc=1; fi
  rm -rf "$work"
  exit $rc
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

fail() {
  echo "slurm_experiment_check: $*" >&2
  exit 1
}

# Every row of the tables `cells` and `games` of a database, sorted, one a
# line: two databases with the same games print the same text.
rows() {
  python3 - "$1" <<'EOF'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
for table in ("cells", "games"):
    rows = sorted(tuple("" if v is None else str(v) for v in row)
                  for row in db.execute("SELECT * FROM " + table))
    for row in rows:
        print(table + "|" + "|".join(row))
EOF
}

bash "$here/local_cluster.sh" start "$cluster"
started=1
export SLURM_CONF=$cluster/slurm.conf

# A small experiment, in a folder whose name needs quoting: 4 cells of 30
# games, so that each of the 4 shards holds games of several cells.
exp_dir=$work/"the experiment's folder"
mkdir -p "$exp_dir"
cat >"$exp_dir/sizes.yaml" <<EOF
experiment: slurm-check
seed: 11
games: 30
max_plies: 1000
rules:
  - file: $source_dir/rules/kalah.mancala
    set:
      pits: [3, 4]
      seeds: [2, 3]
players:
  - {south: random, north: random}
EOF

ids=$("$mancala" experiment slurm "$exp_dir/sizes.yaml" --shards 4 --dir "$exp_dir/slurm" \
  --db "$exp_dir/merged.sqlite" --submit)
array=$(printf '%s\n' "$ids" | sed -n 's/^array_job=//p')
merge=$(printf '%s\n' "$ids" | sed -n 's/^merge_job=//p')
if [ -z "$array" ] || [ -z "$merge" ]; then fail "the driver printed '$ids'"; fi

waited=0
while [ -n "$(squeue --noheader --jobs="$array,$merge" --states=PD,CF,R,CG,S 2>/dev/null)" ]; do
  [ $waited -lt $((timeout * 4)) ] || fail "jobs $array,$merge still queued after ${timeout} s"
  sleep 0.25
  waited=$((waited + 1))
done
states=$( (scontrol --oneliner show job "$array"; scontrol --oneliner show job "$merge") |
  grep -o 'JobState=[A-Z_]*' | cut -d= -f2 | xargs)
[ "$states" = "COMPLETED COMPLETED COMPLETED COMPLETED COMPLETED" ] ||
  fail "the 4 shards and the merge ended $states"
echo "slurm run: done after $(($(date +%s) - started_at)) s"

"$mancala" experiment run "$exp_dir/sizes.yaml" --db "$work/one.sqlite" --quiet >/dev/null
rows "$exp_dir/merged.sqlite" >"$work/merged.rows"
rows "$work/one.sqlite" >"$work/one.rows"
games=$(grep -c '^games|' "$work/one.rows" || true)
[ "$games" -eq 120 ] || fail "the one-process run holds $games games, not 4 cells x 30"
cmp -s "$work/merged.rows" "$work/one.rows" || {
  diff "$work/one.rows" "$work/merged.rows" | head -n 20 >&2
  fail "the merged database differs from the one-process run (diff above: < one process, > merged)"
}
echo "slurm_experiment_check: OK: the merged database holds the same $games games as one process"
