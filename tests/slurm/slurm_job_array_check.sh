#!/usr/bin/env bash
# Runs jobs on a real single-node Slurm cluster started here (local_cluster.sh):
#   1. a job array of 4 tasks, each writing a file, and a job that depends on
#      the array (afterok) and combines the files;
#   2. the scripts of cli/slurm_script.hpp, written by WRITE_SCRIPTS into
#      folders with awkward names, submitted by their driver, with a stand-in
#      mancala (fake_mancala.sh): 4 shards, then their merge;
#   3. the same with one shard failing: the merge job is cancelled, not left
#      pending, and writes nothing.
# The cluster is always stopped. Exit 77 (skipped) only when not root or when
# Slurm is not installed; SLURM_TEST_TIMEOUT bounds each wait (default 60 s).
#
#   slurm_job_array_check.sh WRITE_SCRIPTS
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
[ $# -eq 1 ] || {
  echo "usage: $0 WRITE_SCRIPTS (the write_slurm_scripts test program)" >&2
  exit 2
}
write_scripts=$1

if [ "$(id -u)" -ne 0 ]; then
  echo "skipped: a local Slurm cluster needs root"
  exit 77
fi
if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  echo "skipped: slurm-wlm and munge are not installed (bash scripts/setup.sh installs them)"
  exit 77
fi

timeout=${SLURM_TEST_TIMEOUT:-60}
work=$(mktemp -d /tmp/mancala-slurm-test.XXXXXX)
cluster=$work/cluster
started=0
started_at=$(date +%s)

# On failure the daemons' output and the jobs' logs are shown; the cluster is
# stopped and the folder removed in every case.
finish() {
  local rc=$?
  if [ $rc -ne 0 ] && [ $rc -ne 77 ]; then
    echo "FAILED (exit $rc) after $(($(date +%s) - started_at)) s" >&2
    if [ $started -eq 1 ]; then
      squeue --all >&2 || true
      local log
      for log in "$cluster"/log/*.out; do
        [ -s "$log" ] && { echo "----- $log" >&2; tail -n 30 "$log" >&2; }
      done
    fi
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
# Interrupted (Ctrl-C, a runner's SIGTERM): still stop the cluster, through
# the EXIT trap.
trap 'exit 130' INT
trap 'exit 143' TERM

fail() {
  echo "slurm_job_array_check: $*" >&2
  exit 1
}

# Waits until none of the jobs (comma-separated ids) is pending or running.
wait_for_jobs() {
  local jobs=$1 waited=0
  while [ -n "$(squeue --noheader --jobs="$jobs" --states=PD,CF,R,CG,S 2>/dev/null)" ]; do
    [ $waited -lt $((timeout * 4)) ] || fail "jobs $jobs still queued after ${timeout} s"
    sleep 0.25
    waited=$((waited + 1))
  done
}

# The state of each task of job ID, one a line (there is no accounting
# database for sacct; the controller keeps finished jobs for MinJobAge).
job_states() {
  scontrol --oneliner show job "$1" | grep -o 'JobState=[A-Z_]*' | cut -d= -f2
}

# Checks that job ID ran COUNT tasks and that each ended in STATE.
expect_states() {
  local id=$1 count=$2 state=$3 states
  states=$(job_states "$id")
  if [ "$(printf '%s\n' "$states" | grep -c "^$state\$")" -ne "$count" ] ||
    [ "$(printf '%s\n' "$states" | wc -l)" -ne "$count" ]; then
    fail "job $id: expected $count task(s) $state, found: $(echo "$states" | xargs)"
  fi
}

bash "$here/local_cluster.sh" start "$cluster"
started=1
export SLURM_CONF=$cluster/slurm.conf
echo "cluster up after $(($(date +%s) - started_at)) s"

# 1. A job array and a job that combines what its tasks wrote.
out=$work/plain
mkdir -p "$out"
array=$(sbatch --parsable --job-name=plain --array=0-3 --output="$out/task-%A_%a.out" \
  --wrap="echo \"task \$SLURM_ARRAY_TASK_ID of \$SLURM_ARRAY_TASK_COUNT\" > '$out/part-'\$SLURM_ARRAY_TASK_ID")
combine=$(sbatch --parsable --job-name=combine --dependency="afterok:$array" \
  --output="$out/combine-%j.out" \
  --wrap="cat '$out'/part-0 '$out'/part-1 '$out'/part-2 '$out'/part-3 > '$out/combined'")
wait_for_jobs "$array,$combine"
expect_states "$array" 4 COMPLETED
expect_states "$combine" 1 COMPLETED
expected=$'task 0 of 4\ntask 1 of 4\ntask 2 of 4\ntask 3 of 4'
[ "$(cat "$out/combined")" = "$expected" ] ||
  fail "the combined file holds '$(cat "$out/combined")', not '$expected'"
echo "1. job array and dependent job: done after $(($(date +%s) - started_at)) s"

# 2. The generated scripts, every path awkward: spaces, quotes, $, %, #.
odd=$work/"it's a \"test\" \$HOME 100% #1"
mkdir -p "$odd"
cp "$here/fake_mancala.sh" "$odd/fake mancala"
echo "experiment x" >"$odd/exp 1.yaml"
submit=$("$write_scripts" "$odd/scripts" "$odd/fake mancala" "$odd/exp 1.yaml" 4 \
  "$odd/shards" "$odd/merged 'all'.sqlite" generated "--comment=a comment # not cut")
# The driver prints array_job=ID and merge_job=ID.
ids=$("$submit")
array=$(printf '%s\n' "$ids" | sed -n 's/^array_job=//p')
merge=$(printf '%s\n' "$ids" | sed -n 's/^merge_job=//p')
if [ -z "$array" ] || [ -z "$merge" ]; then fail "the driver printed '$ids'"; fi
wait_for_jobs "$array,$merge"
expect_states "$array" 4 COMPLETED
expect_states "$merge" 1 COMPLETED
# (Read whole first: grep -q would stop reading, and pipefail see SIGPIPE.)
shown=$(scontrol --oneliner show job "$array")
[[ $shown == *"Comment=a comment # not cut "* ]] ||
  fail "the extra sbatch option --comment did not reach the job: $shown"
expected=""
for i in 1 2 3 4; do expected+="shard $i/4 of experiment x with 1 threads"$'\n'; done
[ "$(cat "$odd/merged 'all'.sqlite")"$'\n' = "$expected" ] ||
  fail "the merged file holds '$(cat "$odd/merged 'all'.sqlite")'"
ls "$odd/shards/generated-${array}_4.out" "$odd/shards/generated-merge-$merge.out" >/dev/null ||
  fail "the jobs' logs are not in the shard folder"
echo "2. generated scripts: done after $(($(date +%s) - started_at)) s"

# 3. A shard fails: the merge job is cancelled and writes nothing.
rm -rf "$odd/shards" "$odd/merged 'all'.sqlite"
ids=$(FAKE_MANCALA_FAIL_SHARD=2 "$submit")
array=$(printf '%s\n' "$ids" | sed -n 's/^array_job=//p')
merge=$(printf '%s\n' "$ids" | sed -n 's/^merge_job=//p')
wait_for_jobs "$array,$merge"
[ "$(job_states "$array" | grep -c FAILED)" -eq 1 ] || fail "shard 2 did not fail: $(job_states "$array" | xargs)"
expect_states "$merge" 1 CANCELLED
[ ! -e "$odd/merged 'all'.sqlite" ] || fail "the merge ran although a shard failed"
echo "3. failed shard cancels the merge: done after $(($(date +%s) - started_at)) s"
echo "slurm_job_array_check: OK"
