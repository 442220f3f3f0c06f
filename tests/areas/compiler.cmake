# Tests of parameters, constant folding, bounds and inheritance.
