# Tests of the engine: sowing directions and rule mutations.
mancala_add_gtest(sowing_mirror_test)
mancala_add_gtest(sowing_direction_test)
# Clockwise sowing seen from the command line: trace sows S2's 4 seeds into
# S1, South's store, N6 and N5; explain and diff name the direction.
add_test(NAME cli_trace_clockwise
  COMMAND sh -c "printf 'S2\\n' | $<TARGET_FILE:mancala> trace tests/rules/ok/kalah-clockwise.mancala"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(cli_trace_clockwise PROPERTIES
  PASS_REGULAR_EXPRESSION "\"pits\":\\[5,0,4,4,4,4,4,4,4,4,5,5\\],\"ply\":1,\"stores\":{\"N\":0,\"S\":1}")
add_test(NAME cli_explain_clockwise COMMAND mancala explain
  ${PROJECT_SOURCE_DIR}/tests/rules/ok/kalah-clockwise.mancala)
set_tests_properties(cli_explain_clockwise PROPERTIES
  PASS_REGULAR_EXPRESSION "Seeds are sown clockwise, one per pit")
add_test(NAME cli_diff_clockwise COMMAND mancala diff ${PROJECT_SOURCE_DIR}/rules/kalah.mancala
  ${PROJECT_SOURCE_DIR}/tests/rules/ok/kalah-clockwise.mancala)
set_tests_properties(cli_diff_clockwise PROPERTIES
  PASS_REGULAR_EXPRESSION "- Seeds are sown counter-clockwise[^\n]*\n *\\+ Seeds are sown clockwise")
mancala_add_gtest(engine_mechanisms_test)
# The positions a repetition rule remembers.
mancala_add_gtest(position_set_test)
# The occupied and owned pits as masks (candidate moves, empty rows).
mancala_add_gtest(pit_masks_test)
# Fused tests mean what the condition trees they replace mean.
mancala_add_gtest(lowering_test)
mancala_add_gtest(lap_rule_index_test)
mancala_add_gtest(live_end_conditions_test)
# The sowing paths chosen per program give what the general loop gives.
mancala_add_gtest(sowing_paths_test)
# The loop that sows every candidate of a relay game gives what the general path gives.
mancala_add_gtest(relay_candidates_test)
# The legal moves a game lists are those the explanations judge legal.
mancala_add_gtest(legal_move_paths_test)
# The pit counts a position keeps beside its cells are exact on every path.
mancala_add_gtest(pit_counts_test)
# The general forms of the language: move filters, capture ... unless, pit sets, win values.
mancala_add_gtest(general_forms_test)
mancala_add_gtest(during_sowing_test)
mancala_add_gtest(match_forms_test)
# Lap limits that end the game, and the ways of giving out the seeds left.
mancala_add_gtest(game_end_sweep_test)
# The hand-written engines of bench/reference/ play the same games as the
# interpreter (what makes bench/reference_bench's ratios comparable).
mancala_add_gtest(reference_engines_test)
target_link_libraries(reference_engines_test PRIVATE mancala_reference)

# The engine library on its own, linked without the parser or the presentation:
# the test does not link if the engine comes to depend on either.
add_executable(engine_standalone_test engine_standalone_test.cpp)
target_link_libraries(engine_standalone_test PRIVATE mancala_engine GTest::gtest_main)
gtest_discover_tests(engine_standalone_test DISCOVERY_TIMEOUT 60)
