// Writes the Slurm scripts of an experiment (cli/slurm_script.hpp) from the
// command line, for tests/slurm/slurm_job_array_check.sh, which submits them
// to a real cluster before `mancala experiment slurm` exists to do so.
//
//   write_slurm_scripts DIR MANCALA EXPERIMENT SHARDS SHARD_DIR MERGED NAME [OPTION...]
//
// Prints the driver's path; a job that cannot run is refused with exit 1.
#include <exception>
#include <iostream>
#include <string>

#include "cli/slurm_script.hpp"

int main(int argc, char** argv) {
  if (argc < 8) {
    std::cerr << "usage: write_slurm_scripts DIR MANCALA EXPERIMENT SHARDS SHARD_DIR MERGED NAME "
                 "[SBATCH_OPTION...]\n";
    return 2;
  }
  mancala::cli::SlurmJob job;
  job.mancala = argv[2];
  job.experiment = argv[3];
  try {
    job.shards = std::stoi(argv[4]);
  } catch (const std::exception&) {
    std::cerr << "write_slurm_scripts: error: SHARDS '" << argv[4] << "' is not a number\n";
    return 1;
  }
  job.shard_dir = argv[5];
  job.merged_db = argv[6];
  job.job_name = argv[7];
  for (int i = 8; i < argc; ++i) job.sbatch_options.push_back(argv[i]);
  try {
    std::cout << mancala::cli::write_slurm_scripts(job, argv[1]).submit << "\n";
  } catch (const std::exception& e) {
    std::cerr << "write_slurm_scripts: error: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
