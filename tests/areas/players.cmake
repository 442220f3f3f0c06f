# Tests of the players: greedy, alpha-beta, MCTS and their specs.
mancala_add_gtest(players_test)
