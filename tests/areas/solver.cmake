# Tests of the solver: exact values of small games.
mancala_add_gtest(solver_test)

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
