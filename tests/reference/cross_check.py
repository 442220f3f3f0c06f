#!/usr/bin/env python3
"""Plays seeded random games of the six classics with the independent
reference implementation (classics.py) and drives the same moves through
`mancala trace` (docs/trace-protocol.md), comparing after every move the legal
moves, the board, the scores, whose turn it is and, at the end, the result.

usage: cross_check.py MANCALA RULES_DIR [--games N] [--seed S] [--laps L] [GAME ...]
--laps L plays the relay games with a lap limit of L (`--set laps=L`), so
that many moves reach it and end the game.
Exit status 0 when every game agrees, 1 at the first difference (printed)."""
import argparse
import json
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from classics import GAMES, SOUTH, NORTH  # noqa: E402

MAX_PLIES = 400


def expected_line(game, state):
    """What the trace should print for `state`, in the protocol's terms."""
    legal = game.legal(state)
    line = {
        "pits": state["pits"],
        "stores": {"S": state["stores"][0], "N": state["stores"][1]},
        "to_move": None if state["over"] else "SN"[state["to_move"]],
        "over": state["over"],
        "legal": [m if m == "pass" else game.name_of(m) for m in legal],
    }
    if state["over"]:
        line["result"] = game.result(state)
    return line


def random_game(game, rng, first):
    state = game.start(first)
    moves, lines, states = [], [expected_line(game, state)], [state]
    while not state["over"] and len(moves) < MAX_PLIES:
        move = rng.choice(game.legal(state))
        moves.append(move if move == "pass" else game.name_of(move))
        state = game.play(state, move)
        lines.append(expected_line(game, state))
        states.append(state)
    return moves, lines, states


def compare(mancala, rules, name, game, seed, first, extra):
    rng = random.Random(seed)
    moves, expected, states = random_game(game, rng, first)
    run = subprocess.run([mancala, "trace", rules, "--first", "SN"[first]] + extra,
                         input="".join(m + "\n" for m in moves), capture_output=True, text=True)
    got = [json.loads(line) for line in run.stdout.splitlines()]
    where = f"{name} seed {seed} first {'SN'[first]}"
    for i, want in enumerate(expected):
        if i >= len(got):
            return f"{where}: trace stopped after {i} lines ({run.stderr.strip()})", states
        line = got[i]
        if "error" in line:
            return (f"{where}, ply {i}: trace refused {moves[i - 1]}: {line['error']}\n"
                    f"  moves {' '.join(moves[:i])}", states)
        have = {k: line.get(k) for k in want}
        have["legal"] = line.get("legal", [])
        if have != want:
            before = ' '.join(moves[:i])
            return (f"{where}, after ply {i} ({before[-60:]}):\n  reference {json.dumps(want)}\n"
                    f"  trace     {json.dumps(have)}", states)
    return None, states


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mancala")
    parser.add_argument("rules_dir")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--laps", type=int, default=0)
    parser.add_argument("names", nargs="*")
    args = parser.parse_intermixed_args()
    names = args.names or list(GAMES)
    for name in names:
        game = GAMES[name]
        extra = []
        if args.laps and game.relay:
            game.lap_limit = args.laps
            extra = ["--set", f"laps={args.laps}"]
        rules = os.path.join(args.rules_dir, name + ".mancala")
        ended = cut = 0
        for g in range(args.games):
            seed = args.seed * 100003 + g
            problem, states = compare(args.mancala, rules, name, game, seed, g % 2, extra)
            if problem:
                print(problem)
                return 1
            ended += states[-1]["over"]
            cut += states[-1]["cut"]
        print(f"{name}{' laps=' + str(args.laps) if extra else ''}: {args.games} random games "
              f"agree move by move ({ended} ended, {cut} by the lap limit)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
