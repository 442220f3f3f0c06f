"""First-player win rate of random play in Kalah against the seeds per pit,
with 95% intervals, drawn with matplotlib.

    python3 examples/python/plot_win_rates.py [OUTPUT.png] [GAMES]

It runs from any directory: the rule file is found beside the script, and
OUTPUT.png is written in the current directory unless a path is given.
"""

import os
import sys

import matplotlib

matplotlib.use("Agg")  # draws to a file: no display needed
import matplotlib.pyplot as plt

import mancala

# The repository's rules/, found from this file rather than from the
# directory the script is run in.
RULES = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                                      "rules"))


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else "kalah_win_rates.png"
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    seeds = range(1, 7)
    kalah = os.path.join(RULES, "kalah.mancala")
    rule_sets = [f"{kalah},pits=6,seeds={s}" for s in seeds]
    comparison = mancala.compare(rule_sets, games=games, seed=1)
    rows = [m for m in comparison.metrics if m["metric"] == "first_player_wins"]
    rates = [r["value"] for r in rows]
    below = [r["value"] - r["low"] for r in rows]
    above = [r["high"] - r["value"] for r in rows]

    figure, axes = plt.subplots(figsize=(6, 4))
    axes.errorbar(list(seeds), rates, yerr=[below, above], fmt="o-", capsize=4)
    axes.axhline(0.5, color="grey", linestyle=":")
    axes.set_xlabel("seeds per pit (Kalah, 6 pits)")
    axes.set_ylabel("first-player win rate")
    axes.set_title(f"Random play, {games} games each, 95% intervals")
    figure.tight_layout()
    figure.savefig(output, dpi=100)
    for s, rate in zip(seeds, rates):
        print(f"seeds={s}: first player wins {rate:.1%}")
    print(f"wrote {output}")


if __name__ == "__main__":
    main()
