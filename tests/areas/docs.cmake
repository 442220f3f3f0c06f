# Tests of the docs: every command and rule snippet they show.
# docs_test runs the ```sh commands of README.md and docs/**/*.md against the
# built program and compiles their ```mancala blocks (docs/contributing.md).
add_library(mancala_docs_examples STATIC docs_examples.cpp)
target_include_directories(mancala_docs_examples PUBLIC ${CMAKE_CURRENT_SOURCE_DIR})
mancala_add_gtest(docs_test)
target_link_libraries(docs_test PRIVATE mancala_docs_examples)
target_compile_definitions(docs_test PRIVATE MANCALA_BINARY_DIR="$<TARGET_FILE_DIR:mancala>")
add_dependencies(docs_test mancala)
# docs/performance.md runs a short bench/reference_bench.
add_dependencies(docs_test reference_bench)
