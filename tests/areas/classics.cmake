# The six classics of docs/games/{wari,songo,bohnenspiel,vai-lun-thlan,ayoayo,djenon-abe}.md:
# their rules on hand-built positions, and an independent reference
# implementation (tests/reference/classics.py) played against `mancala trace`.
foreach(name wari_rules_test songo_rules_test bohnenspiel_rules_test vai_lun_thlan_rules_test)
  mancala_add_gtest(${name})
endforeach()
add_test(NAME classics_cross_check
  COMMAND python3 tests/reference/cross_check.py $<TARGET_FILE:mancala> rules --games 300 --seed 1
    wari songo bohnenspiel vai-lun-thlan
  WORKING_DIRECTORY ${PROJECT_SOURCE_DIR})
