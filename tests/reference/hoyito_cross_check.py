#!/usr/bin/env python3
"""An independent implementation of Hoyito II, written from
docs/games/hoyito-ii.md (rules numbered as there) and not from the rule file,
played in seeded random games against `mancala trace` (docs/trace-protocol.md):
after every move the legal moves, the board, the captures, whose turn it is
and, at the end, the result must agree.

usage: hoyito_cross_check.py MANCALA RULES_FILE [--games N] [--seed S] [--twelve]
(--twelve plays the variant twelve-holes, 2 x 12.)
Exit status 0 when every game agrees, 1 at the first difference (printed)."""
import argparse
import json
import random
import subprocess
import sys

LAPS = 1000        # rule 9: a move still sowing after this many laps is endless
MAX_PLIES = 20000  # a random game is cut here (none is, with the seeds below)


class Hoyito:
    def __init__(self, holes):
        self.n = holes                     # rule 1: holes per row
        self.cells = 2 * holes

    def name(self, c):
        return ("S" if c < self.n else "N") + str(c % self.n + 1)

    def start(self):
        # Rule 1: four seeds a hole; South moves first.
        return {"pits": [4] * self.cells, "stores": [0, 0], "to_move": 0, "passes": 0,
                "capturer": None, "over": False}

    def sow(self, pits, origin):
        """Rules 2 to 6 on a copy of `pits`: (pits, captured, another turn, laps), or
        None when the move is endless (rule 9)."""
        pits = list(pits)
        hand, pits[origin] = pits[origin], 0
        at, laps = origin, 0
        while True:
            laps += 1
            if laps > LAPS:
                return None
            for _ in range(hand):          # rule 2: one seed a hole, the start hole too
                at = (at + 1) % self.cells
                pits[at] += 1
            if pits[at] == 4:              # rule 5: four, and the fours before it
                taken, c = 0, at
                for _ in range(self.cells):
                    if pits[c] != 4:
                        break
                    taken += 4
                    pits[c] = 0
                    c = (c - 1) % self.cells
                return pits, taken, True, laps   # rule 6: another turn
            if pits[at] > 1:               # rule 3: relay
                hand, pits[at] = pits[at], 0
                continue
            return pits, 0, False, laps    # rule 4: an empty hole ends the turn

    def moves(self, s):
        """The legal moves in trace order: own holes that are not endless, else pass."""
        if s["over"]:
            return []
        p = s["to_move"]
        own = [c for c in range(p * self.n, (p + 1) * self.n)
               if s["pits"][c] > 0 and self.sow(s["pits"], c) is not None]
        return own if own else ["pass"]    # rules 7 and 9

    def play(self, s, move):
        s = {"pits": list(s["pits"]), "stores": list(s["stores"]), "to_move": s["to_move"],
             "passes": s["passes"], "capturer": s["capturer"], "over": False}
        p = s["to_move"]
        info = {"taken": 0, "laps": 0, "holes": 0}
        if move == "pass":                 # rule 7
            s["passes"] += 1
            s["to_move"] = 1 - p
        else:
            s["pits"], taken, again, laps = self.sow(s["pits"], move)
            s["stores"][p] += taken
            if taken:
                s["capturer"] = p
            s["passes"] = 0
            s["to_move"] = p if again else 1 - p
            info = {"taken": taken, "laps": laps, "holes": taken // 4}
        # Rule 8: four seeds or none left (only a capture changes the count);
        # rule 9: two passes in a row.
        s["over"] = sum(s["pits"]) <= 4 or s["passes"] >= 2
        return s, info

    def line(self, s):
        legal = self.moves(s)
        out = {"pits": s["pits"], "stores": {"S": s["stores"][0], "N": s["stores"][1]},
               "to_move": None if s["over"] else "SN"[s["to_move"]], "over": s["over"],
               "legal": [m if m == "pass" else self.name(m) for m in legal],
               "legal_count": len(legal)}
        if s["over"]:
            south, north = s["stores"]
            if sum(s["pits"]) <= 4:
                # Rule 8: the player who made the last capture takes what is left.
                if s["capturer"] == 0:
                    south += sum(s["pits"])
                else:
                    north += sum(s["pits"])
            else:
                # Rule 9: after two passes each player takes their own row.
                south += sum(s["pits"][:self.n])
                north += sum(s["pits"][self.n:])
            out["result"] = {"S": south, "N": north,
                             "winner": "S" if south > north else "N" if north > south else "draw"}
        return out


def compare(mancala, rules, extra, game, seed, counts):
    rng = random.Random(seed)
    s = game.start()
    moves, expected = [], [game.line(s)]
    while not s["over"] and len(moves) < MAX_PLIES:
        legal = game.moves(s)
        p = s["to_move"]
        occupied = sum(1 for c in range(p * game.n, (p + 1) * game.n) if s["pits"][c] > 0)
        counts["endless"] += occupied - (0 if legal == ["pass"] else len(legal))
        m = rng.choice(legal)
        moves.append(m if m == "pass" else game.name(m))
        s, info = game.play(s, m)
        counts["passes"] += m == "pass"
        counts["relays"] += max(0, info["laps"] - 1)
        counts["runs"] += info["holes"] >= 2
        expected.append(game.line(s))
    if s["over"] and sum(s["pits"]) == 4:
        counts["four left"] += 1
    run = subprocess.run([mancala, "trace", rules] + extra,
                         input="".join(m + "\n" for m in moves), capture_output=True, text=True)
    got = [json.loads(line) for line in run.stdout.splitlines()]
    for i, want in enumerate(expected):
        if i >= len(got):
            return f"seed {seed}: trace stopped after {i} lines ({run.stderr.strip()})"
        have = {k: got[i].get(k) for k in want}
        if have != want:
            return (f"seed {seed}, after ply {i} ({' '.join(moves[:i])[-80:]}):\n"
                    f"  reference {json.dumps(want)}\n  trace     {json.dumps(have)}")
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("mancala")
    parser.add_argument("rules")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--twelve", action="store_true", help="the variant twelve-holes")
    args = parser.parse_args()
    game = Hoyito(12 if args.twelve else 6)
    extra = ["--variant", "twelve-holes"] if args.twelve else []
    counts = {"passes": 0, "relays": 0, "runs": 0, "four left": 0, "endless": 0}
    for g in range(args.games):
        problem = compare(args.mancala, args.rules, extra, game, args.seed * 100003 + g, counts)
        if problem:
            print(problem)
            return 1
    print(f"hoyito-ii{' (twelve-holes)' if args.twelve else ''}: {args.games} random games "
          f"agree move by move ({counts['relays']} relays, {counts['runs']} runs of fours "
          f"captured, {counts['endless']} endless moves left out, {counts['passes']} passes, "
          f"{counts['four left']} games ended with four seeds left)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
