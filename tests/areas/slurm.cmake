# Tests of running experiments on Slurm (docs/slurm.md): the generated
# scripts' text and behaviour, then the same scripts on a real single-node
# cluster started on this machine.

# The scripts' text, refusals and quoting, run by bash with stand-ins.
mancala_add_gtest(slurm_script_test)
target_link_libraries(slurm_script_test PRIVATE mancala_cli)

# The scripts written from the command line, for the cluster test.
add_executable(write_slurm_scripts slurm/write_slurm_scripts.cpp)
target_link_libraries(write_slurm_scripts PRIVATE mancala_cli)

# A real cluster (tests/slurm/local_cluster.sh): a job array and a dependent
# job, then the generated scripts with a stand-in mancala. Needs root and the
# slurm-wlm and munge packages (scripts/setup.sh installs them); skipped
# (exit 77) only where either is missing. RUN_SERIAL: it starts daemons and
# its jobs take the machine's CPUs.
add_test(NAME slurm_job_array
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/slurm/slurm_job_array_check.sh
    $<TARGET_FILE:write_slurm_scripts>)
set_tests_properties(slurm_job_array PROPERTIES
  LABELS slurm RUN_SERIAL TRUE SKIP_RETURN_CODE 77 TIMEOUT 180)

# A 4-shard experiment submitted by `mancala experiment slurm --submit` to the
# local cluster, merged by its merge job, holds exactly the games of a
# one-process run. Skipped (77) without root or Slurm.
add_test(NAME slurm_experiment
  COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/slurm/slurm_experiment_check.sh
    $<TARGET_FILE:mancala>)
set_tests_properties(slurm_experiment PROPERTIES
  LABELS slurm RUN_SERIAL TRUE SKIP_RETURN_CODE 77 TIMEOUT 180)

# `experiment slurm` checks the experiment file before writing anything, and
# refuses a shard count out of range; sbatch options reach both job scripts.
mancala_cli_test(experiment_slurm_refuses_bad_input
  "rm -rf $B/xslurm; $MANCALA experiment slurm tests/experiments/bad.yaml --shards 2 --dir $B/xslurm 2>&1 | grep -c ': error: '; echo rc=$?; test -e $B/xslurm && echo written; $MANCALA experiment slurm examples/experiments/kalah-sizes.yaml --shards 0 --dir $B/xslurm 2>&1; echo rc=$?; $MANCALA experiment slurm examples/experiments/kalah-sizes.yaml --dir $B/xslurm 2>&1; echo rc=$?")
set_tests_properties(experiment_slurm_refuses_bad_input PROPERTIES
  PASS_REGULAR_EXPRESSION "^9\nrc=0\n[^\n]*--shards[^\n]*\n.*rc=[1-9][0-9]*\n[^\n]*--shards is required[^\n]*\n.*rc=[1-9][0-9]*\n$"
  FAIL_REGULAR_EXPRESSION "written")
mancala_cli_test(experiment_slurm_writes_scripts
  "rm -rf $B/xslurm2; $MANCALA experiment slurm examples/experiments/kalah-sizes.yaml --shards 3 --cpus-per-task 2 --sbatch=--time=01:00:00 --dir $B/xslurm2 > /dev/null && grep -h -e '^#SBATCH --array' -e '^#SBATCH --time' -e '--threads' -e 'experiment merge' $B/xslurm2/kalah-sizes-array.sbatch $B/xslurm2/kalah-sizes-merge.sbatch && test -x $B/xslurm2/kalah-sizes-submit.sh && echo executable")
set_tests_properties(experiment_slurm_writes_scripts PROPERTIES
  PASS_REGULAR_EXPRESSION "#SBATCH --array=1-3\n#SBATCH --time=01:00:00\n.*--threads 2\n.*#SBATCH --time=01:00:00\n.*experiment merge.*executable\n$")
