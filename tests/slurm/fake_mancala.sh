#!/bin/bash
# A stand-in for `mancala experiment run` and `experiment merge`, so that the
# generated Slurm scripts can be run on a real cluster by
# slurm_job_array_check.sh without the experiment code. `run` writes one line
# naming its shard into its --db file; `merge` concatenates the shards in the
# order given. FAKE_MANCALA_FAIL_SHARD=I makes shard I fail.
set -euo pipefail
fail() {
  echo "fake mancala: $*" >&2
  exit 2
}
[ "${1:-}" = experiment ] || fail "unexpected arguments: $*"
case "${2:-}" in
  run)
    experiment=$3
    shift 3
    db="" shard="" threads=""
    while [ $# -gt 0 ]; do
      case $1 in
        --db) db=$2 ;;
        --shard) shard=$2 ;;
        --threads) threads=$2 ;;
        *) fail "unknown option $1" ;;
      esac
      shift 2
    done
    if [ -z "$db" ] || [ -z "$shard" ]; then fail "run needs --db and --shard"; fi
    [ -f "$experiment" ] || fail "no experiment file $experiment"
    if [ "${FAKE_MANCALA_FAIL_SHARD:-}" = "${shard%/*}" ]; then
      fail "shard $shard fails on purpose"
    fi
    printf 'shard %s of %s with %s threads\n' "$shard" "$(cat "$experiment")" "$threads" >"$db"
    ;;
  merge)
    out=$3
    shift 3
    cat -- "$@" >"$out"
    ;;
  *) fail "unexpected arguments: $*" ;;
esac
