#!/usr/bin/env python3
"""An independent implementation of Mangala, written from
docs/games/mangala.md and not from the rule file, played in seeded random
games against `mancala trace` (docs/trace-protocol.md): after every move the
legal moves, the board, the stores, whose turn it is and, at the end, the
result must agree.

usage: mangala_cross_check.py MANCALA RULES_FILE [--games N] [--seed S]
Exit status 0 when every game agrees, 1 at the first difference (printed)."""
import argparse
import json
import random
import subprocess
import sys

N = 6                # rule 1: pits per row
SEEDS = 4            # rule 1: seeds a pit
MAX_PLIES = 1000

# The sowing circuit as cells: South's pits 0..5, South's store 6, North's
# pits 7..12, North's store 13 (rule 1: each store on its owner's right).
STORE = (N, 2 * N + 1)
CELLS = 2 * N + 2


def pit_cell(p, i):
    """Cell of player p's pit i (0-based)."""
    return i if p == 0 else N + 1 + i


def owner(c):
    """0 or 1 for a pit cell; None for a store."""
    if c in STORE:
        return None
    return 0 if c < N else 1


def opposite(c):
    """Si faces N(n+1-i)."""
    p = owner(c)
    i = c if p == 0 else c - N - 1
    return pit_cell(1 - p, N - 1 - i)


def name_of(c):
    p = owner(c)
    return ("S" if p == 0 else "N") + str((c if p == 0 else c - N - 1) + 1)


def row(s, p):
    return [s["cells"][pit_cell(p, i)] for i in range(N)]


def start():
    cells = [SEEDS] * CELLS
    cells[STORE[0]] = cells[STORE[1]] = 0
    return {"cells": cells, "to_move": 0, "over": False}   # rule 1: South first


def legal(s):
    if s["over"]:
        return []
    p = s["to_move"]
    return [pit_cell(p, i) for i in range(N) if s["cells"][pit_cell(p, i)] > 0]  # rule 2


def step(c, p):
    """The next cell for player p's sowing: the opponent's store skipped (rule 2)."""
    c = (c + 1) % CELLS
    if c == STORE[1 - p]:
        c = (c + 1) % CELLS
    return c


def play(s, origin, counts):
    cells = list(s["cells"])
    p = s["to_move"]
    hand = cells[origin]
    if hand >= 2 * N + 2:
        counts["moves coming round"] += 1
    cells[origin] = 0
    c = origin
    if hand == 1:                    # rule 2: a single seed goes on to the next pit
        c = step(c, p)
        held = cells[c]
        cells[c] += 1
    else:                            # rule 2: the first seed back into its pit
        cells[c] += 1
        held = None
        for _ in range(hand - 1):    # the origin is sown again when passed
            c = step(c, p)
            held = cells[c]
            cells[c] += 1
    last = c
    to_move = 1 - p
    if last == STORE[p]:             # rule 4: another move
        to_move = p
    elif owner(last) == 1 - p and cells[last] % 2 == 0:     # rule 5: even
        counts["even captures"] += 1
        cells[STORE[p]] += cells[last]
        cells[last] = 0
    elif owner(last) == p and held == 0 and cells[opposite(last)] > 0:   # rule 6
        counts["empty-pit captures"] += 1
        cells[STORE[p]] += cells[opposite(last)] + cells[last]
        cells[opposite(last)] = 0
        cells[last] = 0
    s = {"cells": cells, "to_move": to_move, "over": False}
    # Rule 8: the game ends as soon as either row is empty.
    s["over"] = sum(row(s, 0)) == 0 or sum(row(s, 1)) == 0
    return s


def expected_line(s):
    pits = row(s, 0) + row(s, 1)
    stores = [s["cells"][STORE[0]], s["cells"][STORE[1]]]
    line = {"pits": pits, "stores": {"S": stores[0], "N": stores[1]},
            "to_move": None if s["over"] else "SN"[s["to_move"]], "over": s["over"],
            "legal": [name_of(c) for c in legal(s)], "owners": ["S"] * N + ["N"] * N}
    if s["over"]:
        south, north = stores
        # Rule 8: every seed left goes to the player whose row is empty.
        if sum(row(s, 0)) == 0:
            south += sum(pits)
        else:
            north += sum(pits)
        line["result"] = {"S": south, "N": north,
                          "winner": "S" if south > north else "N" if north > south else "draw"}
    return line


def compare(mancala, rules, seed, counts):
    rng = random.Random(seed)
    s = start()
    moves, expected = [], [expected_line(s)]
    while not s["over"] and len(moves) < MAX_PLIES:
        c = rng.choice(legal(s))
        moves.append(name_of(c))
        p = s["to_move"]
        s = play(s, c, counts)
        expected.append(expected_line(s))
        if s["to_move"] == p and not s["over"]:
            counts["extra turns"] += 1
    if not s["over"]:
        return f"seed {seed}: the reference game did not end in {MAX_PLIES} plies"
    if sum(row(s, 0)) == 0 and sum(row(s, 1)) == 0:
        counts["both rows empty"] += 1
    elif sum(row(s, s["to_move"])) == 0:
        counts["ended with the row of the player to move empty"] += 1
    else:
        counts["ended with the row of the player not to move empty"] += 1
    run = subprocess.run([mancala, "trace", rules], input="".join(m + "\n" for m in moves),
                         capture_output=True, text=True)
    got = [json.loads(line) for line in run.stdout.splitlines()]
    if len(got) != len(expected):
        return f"seed {seed}: trace wrote {len(got)} lines for {len(expected)} ({run.stderr.strip()})"
    for i, want in enumerate(expected):
        have = {k: got[i].get(k) for k in want}
        if have != want:
            return (f"seed {seed}, after ply {i} ({' '.join(moves[:i])[-60:]}):\n"
                    f"  reference {json.dumps(want)}\n  trace     {json.dumps(have)}")
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mancala")
    parser.add_argument("rules")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    counts = {"extra turns": 0, "even captures": 0, "empty-pit captures": 0,
              "moves coming round": 0, "both rows empty": 0,
              "ended with the row of the player to move empty": 0,
              "ended with the row of the player not to move empty": 0}
    for g in range(args.games):
        problem = compare(args.mancala, args.rules, args.seed * 100003 + g, counts)
        if problem:
            print(problem)
            return 1
    detail = ", ".join(f"{v} {k}" for k, v in counts.items())
    print(f"mangala: {args.games} random games agree move by move ({detail})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
