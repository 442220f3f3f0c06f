# Tests of rule-file reading, grammar, recovery and messages.
mancala_add_gtest(syntax_recovery_test)
mancala_add_gtest(ast_test)
mancala_add_gtest(rule_reading_test)
# A rule file given as /dev/stdin is read once, however many variants check compiles.
add_test(NAME cli_check_stdin_with_variants
  COMMAND sh -c "cat rules/kiothi.mancala | $<TARGET_FILE:mancala> check /dev/stdin"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli_check_stdin_with_variants PROPERTIES PASS_REGULAR_EXPRESSION "1 file OK")
# A directory is not an empty rule file: a message and a failing exit status.
add_test(NAME cli_check_directory_fails
  COMMAND sh -c "$<TARGET_FILE:mancala> check rules 2>&1 || echo \"exit status $?\""
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli_check_directory_fails PROPERTIES
  PASS_REGULAR_EXPRESSION "rules: error: cannot read the file: is a directory\nexit status 1")
