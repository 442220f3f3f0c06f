"""A small experiment: how much does looking ahead help in Kalah(4, 3)?

Each alpha-beta depth plays random from both sides; the script prints the
win rate of each depth with its 95% interval, and the mean game length.

    python3 examples/python/experiment.py [GAMES]

It runs from any directory: the rule file is found beside the script.
"""

import math
import os
import sys

import mancala

# The repository's rules/, found from this file rather than from the
# directory the script is run in.
RULES = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                      "rules"))


def wilson(wins, n, z=1.96):
    """The 95% Wilson interval of a rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def play(game, players):
    """One game between players (South, North); returns the final state."""
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(players[state.current_player()].choose(state))
    return state


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    game = mancala.load(os.path.join(RULES, "kalah.mancala"), params={"pits": 4, "seeds": 3})
    print(f"{game.name} {game.parameters}: alpha-beta against random, {games} games a depth")
    for depth in (1, 2, 4):
        wins = plies = 0
        for i in range(games):
            searcher = mancala.Player(f"alphabeta:depth={depth}", seed=i)
            opponent = mancala.Player("random", seed=1000 + i)
            side = i % 2  # half the games from each side
            players = (searcher, opponent) if side == mancala.SOUTH else (opponent, searcher)
            state = play(game, players)
            wins += state.returns()[side] == 1
            plies += len(state.history())
        low, high = wilson(wins, games)
        print(f"depth {depth}: won {wins}/{games} ({wins / games:.0%}, 95% CI "
              f"{low:.0%} to {high:.0%}), {plies / games:.1f} plies a game")


if __name__ == "__main__":
    main()
