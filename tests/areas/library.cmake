# The traditional games added to the library after the classics (issue 12):
# their distinctive rules on hand-built positions, one test program each.
foreach(name congkak_rules_test sungka_rules_test ohvalhu_rules_test
             lamlameta_rules_test endodoi_rules_test unee_tugalluulax_rules_test
             halusa_rules_test al_manqala_rules_test kpo_rules_test
             chonka_rules_test hufesay_rules_test dakon_rules_test daramutu_rules_test
             i_rules_test foji_rules_test kay_rules_test
             ot_tjin_rules_test micro_wari_rules_test pallanguzhi_rules_test
             toguz_korgool_rules_test mangala_rules_test hoyito_ii_rules_test
             ba_awa_rules_test)
  mancala_add_gtest(${name})
endforeach()
# Toguz Korgool against an independent implementation of its reference
# (tests/reference/toguz_cross_check.py), move by move through `mancala trace`.
if(MANCALA_SANITIZE OR MANCALA_FUZZ)
  set(toguz_cross_check_games 40)
else()
  set(toguz_cross_check_games 300)
endif()
add_test(NAME toguz_korgool_cross_check
  COMMAND python3 tests/reference/toguz_cross_check.py $<TARGET_FILE:mancala>
    rules/toguz-korgool.mancala --games ${toguz_cross_check_games} --seed 1
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(toguz_korgool_cross_check PROPERTIES
  PASS_REGULAR_EXPRESSION "toguz-korgool: ${toguz_cross_check_games} random games agree[^\n]*[1-9][0-9]* tuzdyks made")
# Mangala, Hoyito II and Ba-awa against independent implementations of their
# references (tests/reference/{mangala,hoyito,ba_awa}_cross_check.py), move by
# move through `mancala trace`: 200 games each, 40 under the sanitizers.
if(MANCALA_SANITIZE OR MANCALA_FUZZ)
  set(small_cross_check_games 40)
else()
  set(small_cross_check_games 200)
endif()
add_test(NAME mangala_cross_check
  COMMAND python3 tests/reference/mangala_cross_check.py $<TARGET_FILE:mancala>
    rules/mangala.mancala --games ${small_cross_check_games} --seed 1
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(mangala_cross_check PROPERTIES
  PASS_REGULAR_EXPRESSION "mangala: ${small_cross_check_games} random games agree[^\n]*[1-9][0-9]* even captures")
add_test(NAME hoyito_ii_cross_check
  COMMAND python3 tests/reference/hoyito_cross_check.py $<TARGET_FILE:mancala>
    rules/hoyito-ii.mancala --games ${small_cross_check_games} --seed 1
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(hoyito_ii_cross_check PROPERTIES
  PASS_REGULAR_EXPRESSION "hoyito-ii: ${small_cross_check_games} random games agree move by move[^\n]*[1-9][0-9]* runs of fours")
# Ba-awa each way round, so that rule 8 gives the last seeds to South and to
# North; the fours made on the way for the player not moving (rule 3) must occur.
add_test(NAME ba_awa_cross_check
  COMMAND python3 tests/reference/ba_awa_cross_check.py $<TARGET_FILE:mancala>
    rules/ba-awa.mancala --games ${small_cross_check_games} --seed 1
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(ba_awa_cross_check PROPERTIES
  PASS_REGULAR_EXPRESSION "ba-awa: ${small_cross_check_games} random games agree move by move[^\n]* [1-9][0-9]* fours taken on the way for the player not moving")
add_test(NAME ba_awa_cross_check_north_first
  COMMAND python3 tests/reference/ba_awa_cross_check.py $<TARGET_FILE:mancala>
    rules/ba-awa.mancala --games ${small_cross_check_games} --seed 2 --first-north
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
set_tests_properties(ba_awa_cross_check_north_first PROPERTIES
  PASS_REGULAR_EXPRESSION "ba-awa \\(North first\\): ${small_cross_check_games} random games agree move by move[^\n]* [1-9][0-9]* fours taken on the way for the player not moving")
# Ba-awa's rare rules against the same reference: 3000 games (seed 7) meet
# endless relays left out of the legal moves (rule 9) and passes with an empty
# row (rule 7), which the 200 games above do not. Outside the sanitizer and
# fuzz builds, where 3000 games would take minutes.
if(NOT (MANCALA_SANITIZE OR MANCALA_FUZZ))
  add_test(NAME ba_awa_cross_check_rare_rules
    COMMAND python3 tests/reference/ba_awa_cross_check.py $<TARGET_FILE:mancala>
      rules/ba-awa.mancala --games 3000 --seed 7
    WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
  set_tests_properties(ba_awa_cross_check_rare_rules PROPERTIES
    PASS_REGULAR_EXPRESSION "ba-awa: 3000 random games agree move by move[^\n]* [1-9][0-9]* endless moves left out, [1-9][0-9]* passes \\([1-9][0-9]* with an empty row\\)")
endif()
