# Tests of property tests, fuzz smoke runs and sanitizer builds.

# Properties over random games of every bundled rule file (rapidcheck).
find_package(rapidcheck REQUIRED)
add_executable(property_test property_test.cpp)
target_link_libraries(property_test PRIVATE mancala_test_support GTest::gtest_main rapidcheck
                                            rapidcheck_gtest)
# Each case runs `mancala trace` or a whole game: under the sanitizers, where
# a process starts about ten times slower, 25 random cases per property (not
# rapidcheck's 100) keep the suite inside CI's time; run the binary itself
# with RC_PARAMS to replay a seed or check more cases.
if(MANCALA_SANITIZE OR MANCALA_FUZZ)
  gtest_discover_tests(property_test DISCOVERY_TIMEOUT 60
    PROPERTIES ENVIRONMENT "RC_PARAMS=max_success=25")
else()
  gtest_discover_tests(property_test DISCOVERY_TIMEOUT 60)
endif()

# The fuzzers' keyword dictionary covers every keyword of the language.
mancala_add_gtest(fuzz_dictionary_test)

# The committed seed corpora start from every bundled game.
mancala_add_gtest(fuzz_corpus_test)
