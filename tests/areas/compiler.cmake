# Tests of parameters, constant folding, bounds and inheritance.
mancala_add_gtest(compiler_test)
# The checked rules: parameters resolved, variants laid over, shorthands spelled out, positions kept.
mancala_add_gtest(checked_rules_test)
# Tens of thousands of parameters: linear work, counted rather than timed.
mancala_add_gtest(many_parameters_test)
# Issue 7's 7-line rule file (45 s before trace's first line) is refused by check, saying why.
add_test(NAME compiler_check_refuses_slow_file COMMAND mancala check
  ${CMAKE_CURRENT_SOURCE_DIR}/rules/bad/slow_legal_moves.mancala)
set_tests_properties(compiler_check_refuses_slow_file PROPERTIES WILL_FAIL TRUE)
add_test(NAME compiler_check_says_why_slow_file_is_refused COMMAND mancala check
  ${CMAKE_CURRENT_SOURCE_DIR}/rules/bad/slow_legal_moves.mancala)
set_tests_properties(compiler_check_says_why_slow_file_is_refused PROPERTIES PASS_REGULAR_EXPRESSION
  "slow_legal_moves.mancala:5:33: error: lap limit 1000000: must be between 1 and 100000, so that a position's legal moves are found in well under a second")
# A value given by --set goes through the same limits, and the message names the --set.
add_test(NAME compiler_check_limits_apply_to_set COMMAND mancala check
  ${PROJECT_SOURCE_DIR}/rules/mbothe.mancala --set seeds=4 --set laps=1000)
set_tests_properties(compiler_check_limits_apply_to_set PROPERTIES PASS_REGULAR_EXPRESSION
  "error: --set laps=1000: 'laps' = 1000, used at line [0-9]+ \\(lap limit 1000\\): must be between 1 and 884 for these rules")
# Constant arithmetic that overflows used to kill check with SIGFPE.
add_test(NAME compiler_check_constant_overflow_is_an_error COMMAND mancala check
  ${CMAKE_CURRENT_SOURCE_DIR}/rules/bad/constant_overflow.mancala)
set_tests_properties(compiler_check_constant_overflow_is_an_error PROPERTIES PASS_REGULAR_EXPRESSION
  "constant_overflow.mancala:4:21: error: 65536 \\* 65536 is 4294967296")
