#!/usr/bin/env python3
"""An independent implementation of Ba-awa, written from docs/games/ba-awa.md
(rules and decisions numbered as there) and not from the rule file, played in
seeded random games against `mancala trace` (docs/trace-protocol.md): after
every move the legal moves, the board, the captures, whose turn it is and, at
the end, the result must agree.

usage: ba_awa_cross_check.py MANCALA RULES_FILE [--games N] [--seed S] [--first-north]
(--first-north gives the first move to North, `trace --first N`; rule 8 then
gives the last seeds to North, who began.)
Exit status 0 when every game agrees, 1 at the first difference (printed)."""
import argparse
import json
import random
import subprocess
import sys

N = 6              # rule 1: pits per row
CELLS = 2 * N      # the circuit S1..S6, N1..N6 (counter-clockwise, rule 2)
SEEDS = 4          # rule 1: four seeds a pit
FOUR = 4           # rules 3 and 4: the count that is taken
LEFT = 8           # rule 8: eight seeds or fewer end the game
LAPS = 1000        # rule 9: a move still sowing after this many laps is endless
MAX_PLIES = 20000  # a random game is cut here (none is, with the seeds below)


def name(c):
    return ("S" if c < N else "N") + str(c % N + 1)


def owner(c):
    """0 (South) or 1 (North): the row a pit is in (rule 1)."""
    return 0 if c < N else 1


def start(first):
    # Rule 1: four seeds a pit, nothing captured; South first unless --first N.
    return {"pits": [SEEDS] * CELLS, "stores": [0, 0], "to_move": first, "first": first,
            "passes": 0, "over": False}


def sow(pits, origin, mover):
    """Rules 2 to 6 on a copy of `pits`: (pits, taken [S, N], events), or None when
    the move is endless (rule 9)."""
    pits = list(pits)
    taken = [0, 0]
    ev = {"laps": 0, "own fours": 0, "other fours": 0, "last fours": 0,
          "last fours other row": 0, "laps round": 0}
    hand, pits[origin] = pits[origin], 0
    at = origin
    while True:
        ev["laps"] += 1
        if ev["laps"] > LAPS:
            return None
        if hand >= CELLS:
            ev["laps round"] += 1      # rule 2: the lap's start pit gets a seed too
        for k in range(hand):          # rule 2: one seed a pit, from the next one
            at = (at + 1) % CELLS
            pits[at] += 1
            if k < hand - 1 and pits[at] == FOUR:
                # Rule 3 (and its decision): a four made on the way goes to
                # the pit's owner at once, whoever is moving; sowing goes on.
                o = owner(at)
                taken[o] += FOUR
                pits[at] = 0
                ev["own fours" if o == mover else "other fours"] += 1
        if pits[at] == FOUR:
            # Rule 4: the last seed's four is the mover's, and ends the move.
            taken[mover] += FOUR
            pits[at] = 0
            ev["last fours"] += 1
            ev["last fours other row"] += owner(at) != mover
            return pits, taken, ev
        if pits[at] > 1:
            # Rule 5: the last pit held seeds before: lift them all, sow on.
            hand, pits[at] = pits[at], 0
            continue
        return pits, taken, ev         # rule 6: an empty pit ends the move


def moves(s):
    """The legal moves in trace order: own pits with seeds whose move is not
    endless; else pass (rules 7 and 9)."""
    if s["over"]:
        return []
    p = s["to_move"]
    own = [c for c in range(p * N, (p + 1) * N)
           if s["pits"][c] > 0 and sow(s["pits"], c, p) is not None]
    return own if own else ["pass"]


def play(s, move):
    s = {"pits": list(s["pits"]), "stores": list(s["stores"]), "to_move": s["to_move"],
         "first": s["first"], "passes": s["passes"], "over": False}
    p = s["to_move"]
    ev = None
    if move == "pass":                 # rules 7 and 9
        s["passes"] += 1
    else:
        s["pits"], taken, ev = sow(s["pits"], move, p)
        s["stores"][0] += taken[0]
        s["stores"][1] += taken[1]
        s["passes"] = 0
    s["to_move"] = 1 - p               # no move earns another turn
    # Rule 8: eight or fewer left after a move; rule 9: two passes in succession.
    s["over"] = sum(s["pits"]) <= LEFT or s["passes"] >= 2
    return s, ev


def result(s):
    south, north = s["stores"]
    left = sum(s["pits"])
    if left <= LEFT:
        # Rule 8 (and its decision): the player who made the game's first
        # move takes what is left, whoever is to move.
        if s["first"] == 0:
            south += left
        else:
            north += left
    else:
        # Rule 9: after two passes each player takes the seeds of their own row.
        south += sum(s["pits"][:N])
        north += sum(s["pits"][N:])
    return {"S": south, "N": north,
            "winner": "S" if south > north else "N" if north > south else "draw"}


def line(s):
    legal = moves(s)
    out = {"pits": s["pits"], "stores": {"S": s["stores"][0], "N": s["stores"][1]},
           "to_move": None if s["over"] else "SN"[s["to_move"]], "over": s["over"],
           "legal": [m if m == "pass" else name(m) for m in legal],
           "legal_count": len(legal)}
    if s["over"]:
        out["result"] = result(s)
    return out


def compare(mancala, rules, first, game_seed, counts):
    rng = random.Random(game_seed)
    s = start(first)
    moves_played, expected = [], [line(s)]
    while not s["over"] and len(moves_played) < MAX_PLIES:
        legal = moves(s)
        p = s["to_move"]
        occupied = sum(1 for c in range(p * N, (p + 1) * N) if s["pits"][c] > 0)
        counts["endless"] += occupied - (0 if legal == ["pass"] else len(legal))
        if legal == ["pass"] and occupied == 0:
            counts["empty rows"] += 1
        m = rng.choice(legal)
        moves_played.append(m if m == "pass" else name(m))
        before = sum(s["pits"])
        s, ev = play(s, m)
        if ev is None:
            counts["passes"] += 1
        else:
            counts["relays"] += ev["laps"] - 1
            counts["laps round"] += ev["laps round"]
            counts["own fours"] += ev["own fours"]
            counts["other fours"] += ev["other fours"]
            counts["last fours"] += ev["last fours"]
            counts["last fours other row"] += ev["last fours other row"]
            counts["several fours"] += (before - sum(s["pits"])) // FOUR >= 2
        expected.append(line(s))
    if s["over"]:
        left = sum(s["pits"])
        if left > LEFT:
            counts["two passes"] += 1
        elif left < LEFT:
            counts["fewer than eight"] += 1
        if left <= LEFT and left and s["first"] == 1:
            counts["north took the rest"] += 1
        counts[result(s)["winner"]] += 1
    extra = ["--first", "N"] if first == 1 else []
    run = subprocess.run([mancala, "trace", rules] + extra,
                         input="".join(m + "\n" for m in moves_played),
                         capture_output=True, text=True)
    got = [json.loads(text) for text in run.stdout.splitlines()]
    for i, want in enumerate(expected):
        if i >= len(got):
            return f"seed {game_seed}: trace stopped after {i} lines ({run.stderr.strip()})"
        have = {k: got[i].get(k) for k in want}
        if have != want:
            return (f"seed {game_seed}, after ply {i} ({' '.join(moves_played[:i])[-80:]}):\n"
                    f"  reference {json.dumps(want)}\n  trace     {json.dumps(have)}")
    if len(got) != len(expected):
        return f"seed {game_seed}: trace wrote {len(got)} lines, {len(expected)} expected"
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mancala")
    parser.add_argument("rules")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first-north", action="store_true",
                        help="North makes the first move (trace --first N)")
    args = parser.parse_args()
    first = 1 if args.first_north else 0
    counts = {"passes": 0, "relays": 0, "laps round": 0, "own fours": 0, "other fours": 0,
              "last fours": 0, "last fours other row": 0, "several fours": 0,
              "endless": 0, "empty rows": 0, "two passes": 0, "fewer than eight": 0,
              "north took the rest": 0, "S": 0, "N": 0, "draw": 0}
    for g in range(args.games):
        problem = compare(args.mancala, args.rules, first, args.seed * 100003 + g, counts)
        if problem:
            print(problem)
            return 1
    print(f"ba-awa{' (North first)' if first else ''}: {args.games} random games agree "
          f"move by move ({counts['relays']} relays, {counts['laps round']} laps coming round, "
          f"{counts['own fours']} fours taken on the way for the player moving, "
          f"{counts['other fours']} fours taken on the way for the player not moving, "
          f"{counts['last fours']} fours of a last seed for the mover "
          f"({counts['last fours other row']} in the other row), "
          f"{counts['several fours']} moves taking several fours, "
          f"{counts['endless']} endless moves left out, {counts['passes']} passes "
          f"({counts['empty rows']} with an empty row), {counts['two passes']} games ended "
          f"by two passes, {counts['fewer than eight']} with fewer than eight seeds left"
          f"{', ' + str(counts['north took the rest']) + ' with the rest to North' if first else ''}; "
          f"wins S {counts['S']}, N {counts['N']}, draws {counts['draw']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
