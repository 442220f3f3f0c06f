#!/usr/bin/env bash
# A real single-node Slurm cluster on this machine, for tests (docs/slurm.md).
#
#   local_cluster.sh start DIR   # munged, slurmctld and slurmd; waits for the node
#   local_cluster.sh stop DIR    # stops exactly those daemons, removes their files
#
# After `start`, point Slurm's client commands at the cluster with
#   export SLURM_CONF=DIR/slurm.conf
#
# Runs as root on Debian 12 (packages slurm-wlm and munge) and needs no
# systemd: every daemon runs in the foreground of a background process whose
# pid is kept in DIR/pids, so `stop` ends those processes and no other. The
# cluster keeps to itself: its own munged socket (in /tmp/mancala-munge.*),
# its own free ports, its state, spool, pid and log files in DIR, so two
# clusters (or a system's own Slurm and munge) never meet. SLURM_TEST_TIMEOUT (seconds, default 60) bounds the wait for the node.
set -euo pipefail

usage() {
  echo "usage: $0 start DIR | stop DIR" >&2
  exit 2
}

fail() {
  echo "local_cluster.sh: error: $*" >&2
  exit 1
}

# A start that went wrong: the daemons' logs, then every daemon started so far
# is stopped and the files removed.
fail_start() {
  print_logs
  stop_all
  remove_files
  fail "$* (the daemons' logs are above)"
}

# What the daemons wrote (slurmctld -D and slurmd -D copy their logs there).
print_logs() {
  local log
  for log in "$dir"/log/*.out; do
    [ -s "$log" ] || continue
    echo "----- $log (last 40 lines) -----" >&2
    tail -n 40 "$log" >&2
  done
}

# Two TCP ports nobody listens on now, different (the kernel picks them,
# both bound at once).
free_ports() {
  python3 -c 'import socket
a, b = socket.socket(), socket.socket()
a.bind(("", 0)); b.bind(("", 0))
print(a.getsockname()[1], b.getsockname()[1])'
}

# Starts "$@" in the background with the output in DIR/log/NAME.out and keeps
# its pid in DIR/pids/NAME; returns once the process runs the program NAME
# (setsid and setpriv exec into it). setsid: the daemon has its own session,
# so a terminal's Ctrl-C or a test runner's process group does not reach it.
launch() {
  local name=$1 pid n=0
  shift
  setsid "$@" </dev/null >"$dir/log/$name.out" 2>&1 &
  pid=$!
  echo "$pid" >"$dir/pids/$name"
  until running "$name"; do
    if ! kill -0 "$pid" 2>/dev/null || [ $n -ge 100 ]; then
      fail_start "$name did not start"
    fi
    sleep 0.05
    n=$((n + 1))
  done
}

# Whether the pid kept for NAME still runs the program NAME (a pid that was
# reused by another program is left alone).
running() {
  local name=$1 pid
  [ -f "$dir/pids/$name" ] || return 1
  pid=$(cat "$dir/pids/$name")
  [ -n "$pid" ] && [ "$(cat "/proc/$pid/comm" 2>/dev/null)" = "$name" ]
}

# Sends SIGTERM to the daemon NAME if this cluster started it.
signal_daemon() {
  if running "$1"; then kill -TERM "$(cat "$dir/pids/$1")" 2>/dev/null || true; fi
}

# Waits up to 10 seconds for the daemon NAME to end, then kills it.
reap_daemon() {
  local name=$1 n=0
  while running "$name" && [ $n -lt 100 ]; do
    sleep 0.1
    n=$((n + 1))
  done
  if running "$name"; then
    echo "local_cluster.sh: $name (pid $(cat "$dir/pids/$name")) ignored SIGTERM; killing it" >&2
    kill -KILL "$(cat "$dir/pids/$name")" 2>/dev/null || true
  fi
  rm -f "$dir/pids/$name"
}

# The munge key Debian's package creates; made here if a machine lacks it.
ensure_munge_key() {
  local key=/etc/munge/munge.key
  if [ ! -s "$key" ]; then
    echo "local_cluster.sh: creating $key" >&2
    mkdir -p /etc/munge
    dd if=/dev/urandom of="$key" bs=1024 count=1 status=none
  fi
  chown munge:munge /etc/munge "$key"
  chmod 0700 /etc/munge
  chmod 0400 "$key"
}

# munged as the munge user, on a socket of this cluster's own. Its folder is
# a new one in /tmp, linked from DIR/munge: the munge user must be able to
# reach it (DIR may lie in a folder only root can enter, as mktemp -d makes)
# and a socket's path is at most 107 bytes.
start_munge() {
  local m n=0
  m=$(mktemp -d /tmp/mancala-munge.XXXXXX)
  ln -s "$m" "$dir/munge"
  chown munge:munge "$m"
  chmod 0755 "$m"
  launch munged setpriv --reuid=munge --regid=munge --init-groups \
    munged --foreground --socket="$m/munge.socket" --pid-file="$m/munged.pid" \
    --log-file="$m/munged.log" --seed-file="$m/munged.seed"
  until [ -S "$m/munge.socket" ]; do
    if ! running munged || [ $n -ge 100 ]; then fail_start "munged made no socket"; fi
    sleep 0.1
    n=$((n + 1))
  done
  munge --socket="$m/munge.socket" -n </dev/null | unmunge --socket="$m/munge.socket" >/dev/null ||
    fail_start "munge does not work: a credential made with munged's socket did not decode"
}

write_config() {
  local host=$1 ports
  read -r -a ports <<<"$(free_ports)"
  cat >"$dir/slurm.conf" <<EOF
# A single-node cluster for tests, written by tests/slurm/local_cluster.sh.
ClusterName=mancala-test
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=${ports[0]}
SlurmdPort=${ports[1]}
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$(readlink "$dir/munge")/munge.socket
StateSaveLocation=$dir/state
SlurmdSpoolDir=$dir/spool
SlurmctldPidFile=$dir/run/slurmctld.pid
SlurmdPidFile=$dir/run/slurmd.pid
SlurmctldLogFile=$dir/log/slurmctld.log
SlurmdLogFile=$dir/log/slurmd.log
SlurmctldDebug=info
SlurmdDebug=info
# No cgroups in a container: processes tracked through /proc, tasks unbound.
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
MailProg=/bin/true
SchedulerType=sched/backfill
# Jobs start as soon as they can, not in passes 3 s apart: the tests wait less.
SchedulerParameters=batch_sched_delay=0,sched_min_interval=0
SelectType=select/cons_tres
SelectTypeParameters=CR_CPU
ReturnToService=2
# Finished jobs stay visible to scontrol for an hour (there is no accounting
# database for sacct).
MinJobAge=3600
NodeName=$host NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=debug Nodes=ALL Default=YES MaxTime=INFINITE State=UP
EOF
}

# Waits until sinfo shows the node idle.
wait_for_idle() {
  local host=$1 timeout=${SLURM_TEST_TIMEOUT:-60} start state=""
  start=$(date +%s)
  while :; do
    state=$(SLURM_CONF="$dir/slurm.conf" sinfo --noheader --Node --nodes="$host" --format=%T 2>/dev/null |
      head -n 1) || true
    [ "$state" = idle ] && return 0
    local name
    for name in slurmctld slurmd; do
      if ! running "$name"; then fail_start "$name exited during start-up"; fi
    done
    if [ $(($(date +%s) - start)) -ge "$timeout" ]; then
      fail_start "node $host not idle after ${timeout} s (state '${state:-none}')"
    fi
    sleep 0.5
  done
}

# Cancels every job of the cluster and waits (up to 10 s) for them to end:
# slurmd leaves a running job's processes behind when it stops.
cancel_jobs() {
  running slurmctld || return 0
  local jobs n=0
  jobs=$(SLURM_CONF="$dir/slurm.conf" squeue --noheader --format=%A 2>/dev/null) || return 0
  [ -n "$jobs" ] || return 0
  echo "local_cluster.sh: cancelling jobs still queued:" "$(echo "$jobs" | xargs)" >&2
  # shellcheck disable=SC2086 # one argument a job id
  SLURM_CONF="$dir/slurm.conf" scancel $jobs 2>/dev/null || true
  while [ -n "$(SLURM_CONF="$dir/slurm.conf" squeue --noheader 2>/dev/null)" ] && [ $n -lt 50 ]; do
    sleep 0.2
    n=$((n + 1))
  done
}

# Stops the Slurm daemons together, then munged, which they use to the end.
stop_all() {
  cancel_jobs
  signal_daemon slurmd
  signal_daemon slurmctld
  reap_daemon slurmd
  reap_daemon slurmctld
  signal_daemon munged
  reap_daemon munged
}

# Removes every file of the cluster, and DIR when nothing else is left there.
remove_files() {
  if [ -L "$dir/munge" ]; then rm -rf "$(readlink "$dir/munge")"; fi
  rm -rf "$dir"/{pids,state,spool,log,run,munge} "$dir/slurm.conf"
  rmdir "$dir" 2>/dev/null || true
}

start() {
  [ "$(id -u)" -eq 0 ] || fail "must run as root (slurmd runs jobs as their users)"
  local prog
  for prog in slurmctld slurmd munged sinfo setpriv python3; do
    command -v "$prog" >/dev/null || fail "$prog is not installed (bash scripts/setup.sh installs slurm-wlm and munge)"
  done
  if [ -e "$dir" ] && [ -n "$(ls -A "$dir")" ]; then
    fail "$dir is not empty: give a new or empty directory (or stop the cluster there first)"
  fi
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  # slurm.conf cannot hold these in a path.
  case $dir in
    *[[:space:]#=]*) fail "$dir: the folder's path must not contain whitespace, '#' or '='" ;;
  esac
  mkdir -p "$dir"/{pids,state,spool,log,run}
  local host
  host=$(hostname)
  ensure_munge_key
  start_munge
  write_config "$host"
  launch slurmctld slurmctld -D -f "$dir/slurm.conf"
  launch slurmd slurmd -D -f "$dir/slurm.conf"
  wait_for_idle "$host"
  echo "local_cluster.sh: node $host idle; export SLURM_CONF=$dir/slurm.conf"
}

stop() {
  [ -d "$dir" ] || fail "$dir: no such directory"
  [ -d "$dir/pids" ] || fail "$dir holds no cluster started by local_cluster.sh"
  stop_all
  remove_files
}

[ $# -eq 2 ] || usage
dir=$2
case $1 in
  start) start ;;
  stop) stop ;;
  *) usage ;;
esac
