#include "cli/experiment_slurm.hpp"

#include <fmt/format.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "cli/common.hpp"
#include "cli/experiment_solvers.hpp"
#include "cli/numbers.hpp"
#include "cli/slurm_script.hpp"
#include "experiment/reader.hpp"

namespace mancala::cli {
namespace {

namespace fs = std::filesystem;

// What `experiment slurm` was asked to do.
struct SlurmRequest {
  std::string file, dir, db;
  int shards = 0;
  int cpus_per_task = 1;
  std::vector<std::string> sbatch_options;
  bool submit = false;
};

// This program's own path, which the jobs run: they may start in any folder.
std::string own_program() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  return ec ? std::string() : self.string();
}

int write_and_submit(const SlurmRequest& req) {
  // The file is checked here, not only when the jobs start: a mistake found
  // after the queue's wait would cost the user hours.
  std::string messages;
  const std::optional<Experiment> experiment = read_experiment(req.file, messages);
  std::cerr << messages;
  if (!experiment || !solvers_fit(*experiment)) return 1;

  const fs::path file = fs::absolute(req.file).lexically_normal();
  const std::string stem = file.stem().string();
  const fs::path dir = req.dir.empty() ? file.parent_path() / (stem + "-slurm")
                                       : fs::absolute(req.dir).lexically_normal();
  SlurmJob job;
  job.mancala = own_program();
  if (job.mancala.empty()) {
    report_error("cannot tell where this mancala program is (/proc/self/exe is unreadable)");
    return 1;
  }
  job.experiment = file.string();
  job.shards = req.shards;
  job.shard_dir = (dir / "shards").string();
  job.merged_db = req.db.empty() ? (dir / (stem + ".sqlite")).string()
                                 : fs::absolute(req.db).lexically_normal().string();
  job.job_name = slurm_job_name(experiment->name);
  job.cpus_per_task = req.cpus_per_task;
  job.sbatch_options = req.sbatch_options;

  SlurmScriptPaths paths;
  try {
    paths = write_slurm_scripts(job, dir.string());
  } catch (const std::exception& e) {
    report_error(e.what());
    return 1;
  }
  std::cout << fmt::format(
      "wrote the Slurm scripts of experiment {} ({} shards):\n  {}\n  {}\n  {}\n"
      "shard databases in {}; the merge job writes {}\n",
      experiment->name, job.shards, paths.array, paths.merge, paths.submit, job.shard_dir,
      job.merged_db);
  if (!req.submit) {
    std::cout << "submit with: " << shell_quote(paths.submit) << "\n";
    return 0;
  }
  std::cout.flush();
  const int status = std::system(shell_quote(paths.submit).c_str());
  if (status == -1 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    report_error(
        fmt::format("submitting failed ({} exited with status {}); is sbatch on the PATH "
                    "and the cluster up?",
                    paths.submit, WIFEXITED(status) ? WEXITSTATUS(status) : -1));
    return 1;
  }
  return 0;
}

}  // namespace

ExperimentSubcommand register_experiment_slurm(CLI::App& experiment) {
  auto req = std::make_shared<SlurmRequest>();
  auto* command = experiment.add_subcommand(
      "slurm", "Write (and with --submit, submit) a Slurm job array of shards and its merge job");
  command->add_option("file", req->file, "The experiment file (YAML)")->required();
  command->add_option("--shards", req->shards, "Shards: array tasks 1..N, each one shard")
      ->required()
      ->check(whole_number(1, 100000));
  command->add_option("--dir", req->dir,
                      "Where the scripts, shard databases and logs go (default: FILE's folder, "
                      "NAME-slurm)");
  command->add_option("--db", req->db,
                      "The merged database (default: NAME.sqlite in the scripts' folder)");
  command
      ->add_option("--cpus-per-task", req->cpus_per_task,
                   "Cores each shard asks for, and the threads it plays on")
      ->check(whole_number(1, 256));
  command->add_option("--sbatch", req->sbatch_options,
                      "An sbatch option for both jobs, e.g. --sbatch=--time=02:00:00 "
                      "(repeatable)");
  command->add_flag("--submit", req->submit, "Submit the jobs with sbatch after writing them");
  return {command, [req] { return write_and_submit(*req); }};
}

}  // namespace mancala::cli
