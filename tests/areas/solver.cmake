# Tests of the solver: exact values of small games.
mancala_add_gtest(solver_test)
# The parts its speed rests on: rule reads, incremental hashing, path set, table.
mancala_add_gtest(solver_parts_test)

# `mancala solve` from the command line, run through sh in the source tree.
add_test(NAME solver_cli_json_fields COMMAND sh -c
  "$<TARGET_FILE:mancala> solve rules/kalah.mancala,pits=4,seeds=3 --json"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(solver_cli_json_fields PROPERTIES PASS_REGULAR_EXPRESSION
  "\"best_moves\": \\[[\n ]*\"S[0-9]\"[^a-z]*\"method\": \"alpha-beta\",\n  \"move_values\": \\{\n    \"S1\": -?[0-9]+,\n    \"S2\": -?[0-9]+,\n    \"S3\": -?[0-9]+,\n    \"S4\": -?[0-9]+\n  \\},\n  \"nodes\": [1-9][0-9]*,\n  \"rules\": \"[^\"]*\",\n  \"seconds\": [0-9.e-]+,\n  \"value\": 6\n")
add_test(NAME solver_cli_text COMMAND $<TARGET_FILE:mancala> solve rules/kalah.mancala,pits=3,seeds=3
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(solver_cli_text PROPERTIES PASS_REGULAR_EXPRESSION
  "value       \\+2 .*best moves  S[1-3].*move values S1 [-+]?[0-9]+  S2 [-+]?[0-9]+  S3 [-+]?[0-9]+")
add_test(NAME solver_cli_refuses_too_big_game COMMAND sh -c
  "$<TARGET_FILE:mancala> solve rules/kpe.mancala --max-positions 5000; echo rc=$?"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(solver_cli_refuses_too_big_game PROPERTIES PASS_REGULAR_EXPRESSION
  "mancala: error: cannot solve rules/kpe.mancala: the game has more than 5000 reachable positions .*MB.*\nrc=1\n$")
add_test(NAME solver_cli_refuses_repetition_rules COMMAND sh -c
  "$<TARGET_FILE:mancala> solve rules/oware.mancala; echo rc=$?"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(solver_cli_refuses_repetition_rules PROPERTIES PASS_REGULAR_EXPRESSION
  "cannot solve rules/oware.mancala: these rules end the game when a position repeats.*\nrc=1\n$")

# The solver player: perfect play, its spec and its refusals.
mancala_add_gtest(solver_player_test)

# The solver player on the command line: a game too big to solve within its
# limits is refused before any game, naming the option to raise.
add_test(NAME solver_player_cli_refuses_big_game COMMAND sh -c
  "$<TARGET_FILE:mancala> simulate rules/kalah.mancala --games 2 --north solver 2>&1; echo rc=$?; $<TARGET_FILE:mancala> play rules/kalah.mancala --south solver:max-nodes=1000 < /dev/null 2>&1; echo rc=$?; $<TARGET_FILE:mancala> compare rules/kalah.mancala,pits=3 rules/oware.mancala --games 2 --south solver 2>&1; echo rc=$?"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(solver_player_cli_refuses_big_game PROPERTIES PASS_REGULAR_EXPRESSION
  "^mancala: error: --north: the solver cannot play rules/kalah.mancala: alpha-beta searched more than 1000000 nodes without an answer[;] raise max-nodes \\(now 1000000\\), e.g. solver:max-nodes=10000000, or try a smaller board \\(fewer pits or seeds\\)\nrc=1\nmancala: error: --south: the solver cannot play rules/kalah.mancala: alpha-beta searched more than 1000 nodes[^\n]*\nrc=1\nmancala: error: --south: the solver cannot play rules/oware.mancala: these rules end the game when a position repeats[^\n]*[;] choose another player\nrc=1\n$")
# Two solvers on Kalah(3,3) end every game 2 seeds apart (the solved value).
add_test(NAME solver_player_cli_plays_kalah33 COMMAND sh -c
  "$<TARGET_FILE:mancala> simulate rules/kalah.mancala,pits=3,seeds=3 --games 20 --south solver --north solver --seed 4 --json"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(solver_player_cli_plays_kalah33 PROPERTIES PASS_REGULAR_EXPRESSION
  "\"S\": \"solver\".*\"south_wins\": 20")

# `--max-nodes` bounds an alpha-beta solve: past it the game is refused.
add_test(NAME solver_cli_max_nodes COMMAND sh -c
  "$<TARGET_FILE:mancala> solve rules/kalah.mancala --max-nodes 1000; echo rc=$?"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(solver_cli_max_nodes PROPERTIES PASS_REGULAR_EXPRESSION
  "mancala: error: cannot solve rules/kalah.mancala: alpha-beta searched more than 1000 nodes without an answer\nrc=1\n$")
