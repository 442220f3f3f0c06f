# The traditional games added to the library after the classics (issue 12):
# their distinctive rules on hand-built positions, one test program each.
foreach(name congkak_rules_test sungka_rules_test ohvalhu_rules_test
             lamlameta_rules_test endodoi_rules_test unee_tugalluulax_rules_test
             halusa_rules_test al_manqala_rules_test kpo_rules_test
             chonka_rules_test hufesay_rules_test dakon_rules_test daramutu_rules_test
             i_rules_test foji_rules_test kay_rules_test
             ot_tjin_rules_test micro_wari_rules_test pallanguzhi_rules_test)
  mancala_add_gtest(${name})
endforeach()
