# The six classics of docs/games/{wari,songo,bohnenspiel,vai-lun-thlan,ayoayo,djenon-abe}.md:
# their rules on hand-built positions, and an independent reference
# implementation (tests/reference/classics.py) played against `mancala trace`.
foreach(name wari_rules_test songo_rules_test bohnenspiel_rules_test vai_lun_thlan_rules_test
             ayoayo_rules_test djenon_abe_rules_test)
  mancala_add_gtest(${name})
endforeach()
# Under the sanitizers each `trace` process starts about ten times slower, and
# the 300 games of each classic took about 290 s of one core, half of the
# sanitizer suite's time in CI: there a batch of 20 games per classic (the
# first 20 of the same seeds; with lap limits 8 and 12, 19 and 11 of Ayoayo's
# still end by the limit) keeps the check well inside CI's time, while the
# Release suite plays the 300.
if(MANCALA_SANITIZE OR MANCALA_FUZZ)
  set(cross_check_games 20)
else()
  set(cross_check_games 300)
endif()
add_test(NAME classics_cross_check
  COMMAND python3 tests/reference/cross_check.py $<TARGET_FILE:mancala> rules
    --games ${cross_check_games} --seed 1
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(classics_cross_check PROPERTIES
  PASS_REGULAR_EXPRESSION "djenon-abe: ${cross_check_games} random games agree")
# Lower lap limits, so that many moves of the relay games reach the limit and
# end the game (with 75 laps only a few random games of Ayoayo do).
foreach(laps 8 12)
  add_test(NAME classics_cross_check_laps_${laps}
    COMMAND python3 tests/reference/cross_check.py $<TARGET_FILE:mancala> rules
      --games ${cross_check_games} --seed ${laps} --laps ${laps} ayoayo djenon-abe
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(classics_cross_check_laps_${laps} PROPERTIES
    PASS_REGULAR_EXPRESSION "ayoayo laps=${laps}: ${cross_check_games} random games agree[^\n]*[1-9][0-9]* by the lap limit")
endforeach()
# diff names the language's new end rules: the sweep by condition, the lap limit that ends the game.
add_test(NAME classics_diff_ayoayo_djenon_abe COMMAND mancala diff
  ${PROJECT_SOURCE_DIR}/rules/ayoayo.mancala ${PROJECT_SOURCE_DIR}/rules/djenon-abe.mancala)
set_tests_properties(classics_diff_ayoayo_djenon_abe PROPERTIES
  PASS_REGULAR_EXPRESSION "end.remaining:\n  - Otherwise the seeds left on the board go to the owner of their pit.\n  \\+ Otherwise the seeds left on the board go in equal halves to the two players, the odd seed to South if North's store is more than South's store, otherwise to North.")
add_test(NAME classics_diff_lap_limit COMMAND mancala diff
  ${PROJECT_SOURCE_DIR}/rules/ayoayo.mancala ${PROJECT_SOURCE_DIR}/tests/rules/ok/ayoayo-laps-illegal.mancala)
set_tests_properties(classics_diff_lap_limit PROPERTIES
  PASS_REGULAR_EXPRESSION "sowing.laps:\n  - [^\n]*cut off there[^\n]*ends the game.\n  \\+ [^\n]*endless and is not a legal move.")
# A game of Ayoayo whose last move passes 75 laps, through the trace protocol:
# the move is accepted, the game is over, and the 11 seeds left are split.
add_test(NAME classics_trace_ayoayo_lap_limit
  COMMAND sh -c "tail -n +2 tests/fuzz/corpus/trace/ayoayo-lap-limit | $<TARGET_FILE:mancala> trace rules/ayoayo.mancala --first N | tail -n 1"
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(classics_trace_ayoayo_lap_limit PROPERTIES
  PASS_REGULAR_EXPRESSION "\"over\":true,[^\n]*\"pits\":\\[2,0,1,0,1,0,2,1,0,1,0,3\\],\"ply\":28,\"result\":{\"N\":28,\"S\":20,\"winner\":\"N\"},\"stores\":{\"N\":23,\"S\":14}")
