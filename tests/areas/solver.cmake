# Tests of the solver: exact values of small games.
