# Tests of the engine: sowing directions and rule mutations.
mancala_add_gtest(sowing_mirror_test)
mancala_add_gtest(sowing_direction_test)
