# Tests of parameters, constant folding, bounds and inheritance.
mancala_add_gtest(compiler_test)
