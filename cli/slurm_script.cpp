#include "cli/slurm_script.hpp"

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string_view>

namespace mancala::cli {
namespace {

namespace fs = std::filesystem;

// The most shards `experiment run --shard I/N` takes. A cluster's
// MaxArraySize (often 1001: task ids up to 1000) may allow fewer; sbatch then
// refuses the array with its own message.
constexpr int kMaxShards = 100000;

// Slurm takes longer job names, but a name is for people reading squeue.
constexpr std::size_t kMaxJobName = 200;

bool has_control_break(const std::string& text) {
  return text.find_first_of(std::string_view("\n\r\0", 3)) != std::string::npos;
}

// A path the scripts can name: absolute, on one line.
void check_path(const std::string& what, const std::string& path, std::vector<std::string>& out) {
  if (path.empty()) {
    out.push_back(what + " is not given");
  } else if (path.front() != '/') {
    out.push_back(what + " '" + path + "' must be an absolute path (the jobs run elsewhere)");
  } else if (has_control_break(path)) {
    out.push_back(what + " must not contain a line break or NUL");
  }
}

bool job_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.' ||
         c == '_' || c == '-';
}

// An extra sbatch option: one "--name=value" (or "-Xvalue") word, and none
// that would change the two jobs' shape.
void check_option(const std::string& option, std::vector<std::string>& out) {
  const std::string quoted = "sbatch option '" + option + "'";
  if (option.size() < 2 || option.front() != '-') {
    out.push_back(quoted + " must start with '-' (e.g. --time=02:00:00)");
    return;
  }
  if (has_control_break(option)) {
    out.push_back(quoted + " must not contain a line break or NUL");
    return;
  }
  const std::string name = option.substr(0, option.find('='));
  if (name.find_first_of(" \t") != std::string::npos) {
    out.push_back(quoted + ": write it as one word, --name=value");
    return;
  }
  const bool long_form = option.rfind("--", 0) == 0;
  if ((long_form && (name == "--array" || name == "--dependency")) ||
      (!long_form && (option[1] == 'a' || option[1] == 'd'))) {
    out.push_back(quoted + ": the array and the dependency are the generated scripts' own");
  }
}

// A path inside an sbatch filename pattern: '%' written '%%'.
std::string pattern_literal(const std::string& path) {
  std::string out;
  for (char c : path) {
    out += c;
    if (c == '%') out += '%';
  }
  return out;
}

bool safe_word_char(char c) {
  return job_name_char(c) || c == '/' || c == ':' || c == '=' || c == '@' || c == '+' || c == ',' ||
         c == '%';
}

bool safe_word(const std::string& text) {
  if (text.empty()) return false;
  for (char c : text) {
    if (!safe_word_char(c)) return false;
  }
  return true;
}

// The #SBATCH lines both jobs share: the user's options, after ours so that
// theirs win where both speak (sbatch keeps the last).
std::string extra_directives(const SlurmJob& job) {
  std::string out;
  for (const std::string& option : job.sbatch_options)
    out += "#SBATCH " + sbatch_quote(option) + "\n";
  return out;
}

std::string array_script(const SlurmJob& job) {
  const std::string n = std::to_string(job.shards);
  const std::string cpus = std::to_string(job.cpus_per_task);
  std::string s;
  s += "#!/bin/bash\n";
  s += "# Experiment " + job.experiment + "\n";
  s += "# in " + n + " shards: array task I (1.." + n + ") plays shard I/" + n +
       ". Written by mancala; see docs/slurm.md.\n";
  s += "#SBATCH --job-name=" + job.job_name + "\n";
  s += "#SBATCH --array=1-" + n + "\n";
  s += "#SBATCH --ntasks=1\n";
  s += "#SBATCH --cpus-per-task=" + cpus + "\n";
  s += "#SBATCH --output=" + sbatch_quote(pattern_literal(job.shard_dir) + "/%x-%A_%a.out") + "\n";
  s += extra_directives(job);
  s += "set -euo pipefail\n";
  s += "mancala=" + shell_quote(job.mancala) + "\n";
  s += "experiment=" + shell_quote(job.experiment) + "\n";
  s += "shard_dir=" + shell_quote(job.shard_dir) + "\n";
  s += "shard=${SLURM_ARRAY_TASK_ID:?submit this script with sbatch: it is a job array}\n";
  s += "exec \"$mancala\" experiment run \"$experiment\" --db \"$shard_dir/shard-$shard.sqlite\" "
       "\\\n";
  s += "  --shard \"$shard/" + n + "\" --threads " + cpus + "\n";
  return s;
}

std::string merge_script(const SlurmJob& job) {
  const std::string n = std::to_string(job.shards);
  std::string s;
  s += "#!/bin/bash\n";
  s += "# Merges the " + n + " shards of experiment " + job.experiment + "\n";
  s += "# once every array task has succeeded. Written by mancala; see docs/slurm.md.\n";
  s += "#SBATCH --job-name=" + job.job_name + "-merge\n";
  s += "#SBATCH --ntasks=1\n";
  s += "#SBATCH --cpus-per-task=1\n";
  s += "#SBATCH --output=" + sbatch_quote(pattern_literal(job.shard_dir) + "/%x-%j.out") + "\n";
  // A failed shard cancels the merge instead of leaving it pending forever.
  s += "#SBATCH --kill-on-invalid-dep=yes\n";
  s += extra_directives(job);
  s += "set -euo pipefail\n";
  s += "mancala=" + shell_quote(job.mancala) + "\n";
  s += "shard_dir=" + shell_quote(job.shard_dir) + "\n";
  s += "merged=" + shell_quote(job.merged_db) + "\n";
  // Every shard by name, not a glob: a missing shard is an error, and a stale
  // shard of an earlier run with more shards is never merged.
  s += "shards=()\n";
  s += "for ((i = 1; i <= " + n + "; i++)); do\n";
  s += "  shard=\"$shard_dir/shard-$i.sqlite\"\n";
  s += "  [ -f \"$shard\" ] || { echo \"merge: shard $i/" + n +
       " is missing: $shard\" >&2; exit 1; }\n";
  s += "  shards+=(\"$shard\")\n";
  s += "done\n";
  s += "exec \"$mancala\" experiment merge \"$merged\" \"${shards[@]}\"\n";
  return s;
}

std::string submit_script(const SlurmJob& job, const SlurmScriptPaths& paths) {
  std::string s;
  s += "#!/bin/bash\n";
  s += "# Submits experiment " + job.experiment + " to Slurm: the job array of " +
       std::to_string(job.shards) + " shards,\n";
  s += "# then the merge job, which runs once every shard has succeeded. Prints\n";
  s += "# array_job=ID and merge_job=ID. Written by mancala; see docs/slurm.md.\n";
  s += "set -euo pipefail\n";
  s += "array_script=" + shell_quote(paths.array) + "\n";
  s += "merge_script=" + shell_quote(paths.merge) + "\n";
  s += "shard_dir=" + shell_quote(job.shard_dir) + "\n";
  s += "# The jobs' logs are written there: Slurm does not make the folder.\n";
  s += "mkdir -p -- \"$shard_dir\"\n";
  s += "array=$(sbatch --parsable \"$array_script\")\n";
  s += "array=${array%%;*}  # --parsable prints ID;CLUSTER on multi-cluster sites\n";
  s += "if ! merge=$(sbatch --parsable --dependency=\"afterok:$array\" \"$merge_script\"); then\n";
  s += "  echo \"submit: the merge job was refused; cancelling job array $array\" >&2\n";
  s += "  scancel \"$array\" || true\n";
  s += "  exit 1\n";
  s += "fi\n";
  s += "merge=${merge%%;*}\n";
  s += "echo \"array_job=$array\"\n";
  s += "echo \"merge_job=$merge\"\n";
  return s;
}

void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) throw std::runtime_error("cannot write " + path);
}

}  // namespace

std::string shell_quote(const std::string& text) {
  if (safe_word(text)) return text;
  std::string out = "'";
  for (char c : text) {
    if (c == '\'') {
      out += "'\\''";
    } else {
      out += c;
    }
  }
  return out + "'";
}

std::string sbatch_quote(const std::string& text) {
  if (safe_word(text)) return text;
  std::string out = "\"";
  for (char c : text) {
    if (c == '\\' || c == '\'' || c == '"' || c == '#') out += '\\';
    out += c;
  }
  return out + "\"";
}

std::string slurm_job_name(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (out.size() == kMaxJobName) break;
    const char kept = job_name_char(c) ? c : '-';
    if (!(out.empty() && kept == '-')) out += kept;
  }
  return out.empty() ? "mancala" : out;
}

std::vector<std::string> slurm_job_problems(const SlurmJob& job) {
  std::vector<std::string> out;
  check_path("the mancala program", job.mancala, out);
  check_path("the experiment file", job.experiment, out);
  check_path("the shard folder", job.shard_dir, out);
  // Slurm reads a backslash in an --output pattern as "no % replacements".
  if (job.shard_dir.find('\\') != std::string::npos) {
    out.push_back("the shard folder '" + job.shard_dir +
                  "' must not contain a backslash (Slurm's log file names cannot hold one)");
  }
  check_path("the merged database", job.merged_db, out);
  if (job.shards < 1 || job.shards > kMaxShards) {
    out.push_back("the number of shards must be from 1 to " + std::to_string(kMaxShards) +
                  ", not " + std::to_string(job.shards));
  }
  if (job.cpus_per_task < 1) {
    out.push_back("the CPUs per task must be at least 1, not " + std::to_string(job.cpus_per_task));
  }
  bool name_ok =
      !job.job_name.empty() && job.job_name.size() <= kMaxJobName && job.job_name.front() != '-';
  for (char c : job.job_name) name_ok = name_ok && job_name_char(c);
  if (!name_ok) {
    out.push_back("the job name '" + job.job_name +
                  "' must be 1 to 200 letters, digits, '.', '_' or '-', not starting with '-'");
  }
  for (const std::string& option : job.sbatch_options) check_option(option, out);
  return out;
}

SlurmScripts slurm_scripts(const SlurmJob& job, const SlurmScriptPaths& paths) {
  std::vector<std::string> problems = slurm_job_problems(job);
  check_path("the job array script", paths.array, problems);
  check_path("the merge script", paths.merge, problems);
  if (!problems.empty()) {
    std::string message = "cannot write the Slurm scripts: ";
    for (std::size_t i = 0; i < problems.size(); ++i) message += (i ? "; " : "") + problems[i];
    throw std::invalid_argument(message);
  }
  return {array_script(job), merge_script(job), submit_script(job, paths)};
}

SlurmScriptPaths slurm_script_paths(const SlurmJob& job, const std::string& dir) {
  const fs::path base = fs::absolute(dir);
  return {(base / (job.job_name + "-array.sbatch")).string(),
          (base / (job.job_name + "-merge.sbatch")).string(),
          (base / (job.job_name + "-submit.sh")).string()};
}

SlurmScriptPaths write_slurm_scripts(const SlurmJob& job, const std::string& dir) {
  const SlurmScriptPaths paths = slurm_script_paths(job, dir);
  const SlurmScripts scripts = slurm_scripts(job, paths);
  std::error_code error;
  fs::create_directories(dir, error);
  if (error) throw std::runtime_error("cannot make the folder " + dir + ": " + error.message());
  write_file(paths.array, scripts.array);
  write_file(paths.merge, scripts.merge);
  write_file(paths.submit, scripts.submit);
  fs::permissions(paths.submit,
                  fs::perms::owner_exec | fs::perms::group_exec | fs::perms::others_exec,
                  fs::perm_options::add, error);
  if (error)
    throw std::runtime_error("cannot make " + paths.submit + " executable: " + error.message());
  return paths;
}

}  // namespace mancala::cli
