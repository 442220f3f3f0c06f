#pragma once
// The scripts that run one experiment on a Slurm cluster (docs/slurm.md): a
// job array with one task per shard, a merge job that waits for the whole
// array to succeed, and a driver that submits both. Only text is made here:
// the commands the scripts run (`mancala experiment run` and `merge`) are
// the experiment code's.
//
// Shards are numbered from 1, as `experiment run --shard I/N` numbers them,
// and the array's task ids are the shard numbers: array task I of N runs
//   MANCALA experiment run EXP --db SHARD_DIR/shard-I.sqlite --shard I/N --threads C
// for I = 1..N, and the merge job runs
//   MANCALA experiment merge MERGED SHARD_DIR/shard-1.sqlite ... shard-N.sqlite
#include <string>
#include <vector>

namespace mancala::cli {

// One experiment's Slurm run: what the jobs run and where they write. Every
// path is absolute, since the jobs run in whatever directory Slurm gives them.
struct SlurmJob {
  std::string mancala;     // the mancala program
  std::string experiment;  // the experiment file
  int shards = 1;          // N: array tasks 1..N
  std::string shard_dir;   // shard-I.sqlite and the jobs' logs
  std::string merged_db;   // the merged database
  std::string job_name;    // letters, digits, '.', '_' and '-'
  // Each array task's --cpus-per-task, passed on as `experiment run --threads`
  // (a task never uses more cores than Slurm gave it).
  int cpus_per_task = 1;
  // Extra sbatch options for both jobs, one option a string, e.g.
  // "--time=02:00:00", "--partition=long", "--account=games".
  std::vector<std::string> sbatch_options;
};

// The three scripts' text.
struct SlurmScripts {
  std::string array;   // sbatch script: the job array
  std::string merge;   // sbatch script: the merge job
  std::string submit;  // bash script: submits both, prints the two job ids
};

// Where the three scripts are, or are to be, written.
struct SlurmScriptPaths {
  std::string array;
  std::string merge;
  std::string submit;
};

// A job name made from `text` (an experiment's name): every character other
// than a letter, digit, '.', '_' or '-' becomes '-', leading '-' are dropped,
// at most 200 characters; "mancala" when nothing is left.
std::string slurm_job_name(const std::string& text);

// Everything wrong with `job`, one sentence each; empty when it can run.
std::vector<std::string> slurm_job_problems(const SlurmJob& job);

// The scripts for `job`; the driver submits the job scripts found at
// `paths.array` and `paths.merge` (absolute). Throws std::invalid_argument
// naming every problem of the job or the paths.
SlurmScripts slurm_scripts(const SlurmJob& job, const SlurmScriptPaths& paths);

// The paths write_slurm_scripts uses in `dir`: NAME-array.sbatch,
// NAME-merge.sbatch and NAME-submit.sh (NAME the job name).
SlurmScriptPaths slurm_script_paths(const SlurmJob& job, const std::string& dir);

// Writes the scripts into `dir` (made if missing; the driver executable) and
// returns their absolute paths. Throws std::invalid_argument for a job that
// cannot run, std::runtime_error when a file cannot be written.
SlurmScriptPaths write_slurm_scripts(const SlurmJob& job, const std::string& dir);

// `text` as one word for bash, in single quotes where needed.
std::string shell_quote(const std::string& text);

// `text` as one word of an #SBATCH line, which sbatch reads with rules of its
// own: double quotes, and a backslash before \ ' " and # (an unescaped # ends
// the line even inside quotes).
std::string sbatch_quote(const std::string& text);

}  // namespace mancala::cli
