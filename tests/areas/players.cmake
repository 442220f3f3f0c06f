# Tests of the players: greedy, alpha-beta, MCTS and their specs.
