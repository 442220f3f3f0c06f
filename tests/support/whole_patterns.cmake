# A guard on the tests themselves: in a ctest PASS_REGULAR_EXPRESSION or
# FAIL_REGULAR_EXPRESSION, a ';' splits the pattern into alternatives, and the
# test passes when any one of them matches, so "a; b" checks much less than it
# says. A literal ';' is written "[;]" (CMake does not split inside brackets).
# This adds a test, ctest_patterns_are_whole, that fails naming every test of
# this folder whose pattern was split. Include it after every add_test.

get_property(mancala_all_tests DIRECTORY PROPERTY TESTS)
set(mancala_split_patterns "")
foreach(test_name IN LISTS mancala_all_tests)
  foreach(property PASS_REGULAR_EXPRESSION FAIL_REGULAR_EXPRESSION)
    get_test_property(${test_name} ${property} pattern)
    list(LENGTH pattern parts)
    if(parts GREATER 1)
      string(APPEND mancala_split_patterns " ${test_name}(${property})")
    endif()
  endforeach()
endforeach()
list(LENGTH mancala_all_tests mancala_test_count)
add_test(NAME ctest_patterns_are_whole
  COMMAND sh -c "echo 'checked ${mancala_test_count} tests'; test -z '${mancala_split_patterns}' || { echo 'patterns split by an unescaped semicolon (write [;]):${mancala_split_patterns}'; exit 1; }")
