# Tests of property tests, fuzz smoke runs and sanitizer builds.

# Properties over random games of every bundled rule file (rapidcheck).
find_package(rapidcheck REQUIRED)
mancala_add_gtest(property_test)
target_link_libraries(property_test PRIVATE rapidcheck rapidcheck_gtest)

# The fuzzers' keyword dictionary covers every keyword of the language.
mancala_add_gtest(fuzz_dictionary_test)

# The committed seed corpora start from every bundled game.
mancala_add_gtest(fuzz_corpus_test)
