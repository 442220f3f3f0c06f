#!/usr/bin/env python3
"""An independent implementation of Toguz Korgool, written from
docs/games/toguz-korgool.md and not from the rule file, played in seeded
random games against `mancala trace` (docs/trace-protocol.md): after every
move the legal moves, the board, the stores, the tuzdyks (marks and owners),
whose turn it is and, at the end, the result must agree.

usage: toguz_cross_check.py MANCALA RULES_FILE [--games N] [--seed S]
Exit status 0 when every game agrees, 1 at the first difference (printed)."""
import argparse
import json
import random
import subprocess
import sys

N = 9                # rule 1: pits per row
TOTAL = 2 * N * 9    # rule 1: 162 seeds
MAX_PLIES = 1000


def name_of(c):
    return ("S" if c < N else "N") + str(c % N + 1)


def row_of(c):
    return 0 if c < N else 1


def start():
    # tuzdyk[p]: the pit that is player p's tuzdyk (in the other row), or None.
    return {"pits": [9] * (2 * N), "stores": [0, 0], "to_move": 0, "tuzdyk": [None, None],
            "over": False}


def legal(s):
    if s["over"]:
        return []
    p = s["to_move"]
    return [c for c in range(p * N, (p + 1) * N) if s["pits"][c] > 0 and c not in s["tuzdyk"]]


def drop(s, c):
    """One seed into pit c: a tuzdyk passes it to its owner's store (rule 4)."""
    for owner in (0, 1):
        if s["tuzdyk"][owner] == c:
            s["stores"][owner] += 1
            return
    s["pits"][c] += 1


def play(s, origin):
    s = {"pits": list(s["pits"]), "stores": list(s["stores"]), "to_move": s["to_move"],
         "tuzdyk": list(s["tuzdyk"]), "over": False}
    p = s["to_move"]
    hand = s["pits"][origin]
    s["pits"][origin] = 0
    c = origin
    if hand == 1:            # rule 2: a single seed moves on
        c = (c + 1) % (2 * N)
        drop(s, c)
    else:                    # rule 2: the first seed back into the origin
        drop(s, c)
        for _ in range(hand - 1):
            c = (c + 1) % (2 * N)
            drop(s, c)
    last = c
    if row_of(last) != p and last not in s["tuzdyk"]:
        k = s["pits"][last]
        if k > 0 and k % 2 == 0:                               # rule 3
            s["stores"][p] += k
            s["pits"][last] = 0
        elif (k == 3 and last % N != N - 1 and s["tuzdyk"][p] is None
              and (s["tuzdyk"][1 - p] is None or s["tuzdyk"][1 - p] % N != last % N)):  # rule 4
            s["tuzdyk"][p] = last
            s["stores"][p] += 3
            s["pits"][last] = 0
    s["to_move"] = 1 - p
    # Rule 5: more than half wins at once; rule 6: a player who cannot move.
    s["over"] = max(s["stores"]) > TOTAL // 2 or not legal(s)
    return s


def expected_line(s):
    owners = ["S" if c < N else "N" for c in range(2 * N)]
    marked = []
    for owner in (0, 1):
        if s["tuzdyk"][owner] is not None:
            owners[s["tuzdyk"][owner]] = "SN"[owner]
            marked.append(name_of(s["tuzdyk"][owner]))
    line = {"pits": s["pits"], "stores": {"S": s["stores"][0], "N": s["stores"][1]},
            "to_move": None if s["over"] else "SN"[s["to_move"]], "over": s["over"],
            "legal": [name_of(c) for c in legal(s)], "owners": owners,
            "marks": {"tuzdyk": sorted(marked, key=lambda m: (m[0] != "S", int(m[1:])))}
            if marked else {}}
    if s["over"]:
        south, north = s["stores"]
        if max(s["stores"]) <= TOTAL // 2:  # rule 6: the seeds left go to their row's player
            south += sum(s["pits"][:N])     # (a tuzdyk is always empty)
            north += sum(s["pits"][N:])
        line["result"] = {"S": south, "N": north,
                          "winner": "S" if south > north else "N" if north > south else "draw"}
    return line


def compare(mancala, rules, seed):
    rng = random.Random(seed)
    s = start()
    moves, expected = [], [expected_line(s)]
    while not s["over"] and len(moves) < MAX_PLIES:
        c = rng.choice(legal(s))
        moves.append(name_of(c))
        s = play(s, c)
        expected.append(expected_line(s))
    tuzdyks = sum(t is not None for t in s["tuzdyk"])
    run = subprocess.run([mancala, "trace", rules], input="".join(m + "\n" for m in moves),
                         capture_output=True, text=True)
    got = [json.loads(line) for line in run.stdout.splitlines()]
    for i, want in enumerate(expected):
        if i >= len(got):
            return f"seed {seed}: trace stopped after {i} lines ({run.stderr.strip()})", 0
        have = {k: got[i].get(k) for k in want}
        if "marks" in want and not want["marks"]:
            have["marks"] = {k: v for k, v in (got[i].get("marks") or {}).items() if v}
        if have != want:
            return (f"seed {seed}, after ply {i} ({' '.join(moves[:i])[-60:]}):\n"
                    f"  reference {json.dumps(want)}\n  trace     {json.dumps(have)}"), 0
    return None, tuzdyks


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mancala")
    parser.add_argument("rules")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    made = 0
    for g in range(args.games):
        problem, tuzdyks = compare(args.mancala, args.rules, args.seed * 100003 + g)
        if problem:
            print(problem)
            return 1
        made += tuzdyks
    print(f"toguz-korgool: {args.games} random games agree move by move ({made} tuzdyks made)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
