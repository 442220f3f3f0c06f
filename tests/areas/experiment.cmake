# Tests of `mancala experiment`: experiment files, their games in SQLite,
# resuming, sharding, merging and the report.

# The reader's every error, seeds independent of threads and shards, resuming, merging.
mancala_add_gtest(experiment_test)
target_link_libraries(experiment_test PRIVATE mancala_experiment)
