"""An independent reference implementation of the six classics of
docs/games/{wari,songo,bohnenspiel,vai-lun-thlan,ayoayo,djenon-abe}.md,
written from those references and not from the rule files, so that
tests/reference/cross_check.py can compare it with `mancala trace`.

A position is a list of 2n pit counts in circuit order (S1..Sn, N1..Nn), the
two scores and the player to move (0 South, 1 North). Pit Si faces N(n+1-i),
that is index c faces 2n-1-c."""

SOUTH, NORTH = 0, 1


class Classic:
    """One game's rules: the parameters the six games differ by."""

    def __init__(self, name, pits, seeds, clockwise=False, skip_start=False,
                 feeding=False, passing=False, relay=None, lap_limit=75):
        self.name = name
        self.n = pits
        self.seeds = seeds
        self.total = 2 * pits * seeds
        self.clockwise = clockwise
        self.skip_start = skip_start  # a lap never drops a seed into its start pit
        self.feeding = feeding        # a move must reach an empty opponent's row, else no move
        self.passing = passing        # a player with an empty row passes
        self.relay = relay            # None, "ayoayo" or "djenon"
        self.lap_limit = lap_limit

    # --- the circuit -------------------------------------------------------
    def next(self, c):
        return (c - 1) % (2 * self.n) if self.clockwise else (c + 1) % (2 * self.n)

    def prev(self, c):
        return (c + 1) % (2 * self.n) if self.clockwise else (c - 1) % (2 * self.n)

    def owner(self, c):
        return SOUTH if c < self.n else NORTH

    def row(self, pits, player):
        return pits[player * self.n:(player + 1) * self.n]

    def name_of(self, c):
        return ("S" if c < self.n else "N") + str(c % self.n + 1)

    def start(self, first=SOUTH):
        return {"pits": [self.seeds] * (2 * self.n), "stores": [0, 0], "to_move": first,
                "over": False, "cut": False, "last_mover": None}

    # --- a move ------------------------------------------------------------
    def sow(self, pits, start, hand):
        """Sows `hand` seeds from the pit after `start`; returns the last pit
        and whether it was empty before the last seed."""
        c = start
        was_empty = False
        while hand > 0:
            c = self.next(c)
            if self.skip_start and c == start:
                continue
            was_empty = pits[c] == 0
            pits[c] += 1
            hand -= 1
        return c, was_empty

    def capture_chain(self, pits, last, keep, opponent_only, mover):
        """Captures `last` and the pits before it while `keep(count)` holds
        (and, for opponent_only, while the pit is the opponent's)."""
        taken, c = 0, last
        for _ in range(2 * self.n):
            if not keep(pits[c]) or (opponent_only and self.owner(c) == mover):
                break
            taken += pits[c]
            pits[c] = 0
            c = self.prev(c)
        return taken

    def play_on(self, pits, stores, mover, origin):
        """Plays the move from `origin` on the lists given; returns True when
        the sowing was cut off by the lap limit (the game then ends)."""
        hand, pits[origin] = pits[origin], 0
        name = self.name
        if self.relay is None:
            last, was_empty = self.sow(pits, origin, hand)
            if name in ("wari", "songo"):
                keep = (lambda k: k in (2, 3)) if name == "wari" else (lambda k: k in (2, 4))
                if self.owner(last) != mover:
                    stores[mover] += self.capture_chain(pits, last, keep, True, mover)
            elif name == "bohnenspiel":
                stores[mover] += self.capture_chain(pits, last, lambda k: k in (2, 4, 6), False, mover)
            elif name == "vai-lun-thlan":
                if was_empty:
                    stores[mover] += self.capture_chain(pits, last, lambda k: k == 1, False, mover)
            return False
        start, laps = origin, 1
        while True:
            last, _ = self.sow(pits, start, hand)
            if self.relay == "ayoayo":
                if pits[last] == 1:  # the move stops in a pit that was empty
                    if self.owner(last) == mover and pits[self.opp(last)] > 0:
                        stores[mover] += pits[self.opp(last)] + 1
                        pits[self.opp(last)] = 0
                        pits[last] = 0
                    return False
            else:  # djenon
                if pits[last] in (2, 4):
                    stores[mover] += self.capture_chain(pits, last, lambda k: k in (2, 4), False, mover)
                    return False
                if pits[last] == 1:
                    return False
            if laps == self.lap_limit:
                return True  # not stopped after the limit: the seeds stay in `last`
            hand, pits[last] = pits[last], 0
            start, laps = last, laps + 1

    def opp(self, c):
        return 2 * self.n - 1 - c

    def outcome(self, state, origin):
        """The pits, stores and cut flag after the move from `origin`."""
        pits, stores = list(state["pits"]), list(state["stores"])
        cut = self.play_on(pits, stores, state["to_move"], origin)
        return pits, stores, cut

    # --- legal moves -------------------------------------------------------
    def legal(self, state):
        if state["over"]:
            return []
        mover = state["to_move"]
        pits = state["pits"]
        moves = [c for c in range(2 * self.n) if self.owner(c) == mover and pits[c] > 0]
        if self.feeding and sum(self.row(pits, 1 - mover)) == 0:
            moves = [c for c in moves if sum(self.row(self.outcome(state, c)[0], 1 - mover)) > 0]
        if not moves and self.passing:
            return ["pass"]
        return moves

    def play(self, state, move):
        mover = state["to_move"]
        s = dict(state)
        if move == "pass":
            s["to_move"] = 1 - mover
        else:
            pits, stores, cut = self.outcome(state, move)
            s.update(pits=pits, stores=stores, cut=cut, to_move=1 - mover, last_mover=mover)
        s["over"] = self.ended(s)
        return s

    # --- the end -----------------------------------------------------------
    def ended(self, s):
        if s["cut"]:
            return True
        half2 = self.total  # compare 2 * score with T, so that odd totals are exact
        st = s["stores"]
        if 2 * st[0] > half2 or 2 * st[1] > half2 or (2 * st[0] == half2 and 2 * st[1] == half2):
            return True
        board = sum(s["pits"])
        if self.name == "bohnenspiel":
            if sum(self.row(s["pits"], s["to_move"])) == 0 or board == 1:
                return True
        if self.name == "vai-lun-thlan":
            return board == 0
        probe = dict(s, over=False)
        return not self.legal(probe)

    def result(self, s):
        south, north = s["stores"]
        pits = s["pits"]
        board = sum(pits)
        if 2 * south > self.total or 2 * north > self.total:
            # A score above T/2 wins at once: the seeds left are given to no one.
            return {"S": south, "N": north, "winner": "S" if south > north else "N"}
        split = self.name == "djenon-abe" or (self.name == "ayoayo" and s["cut"])
        if split:
            south += board // 2
            north += board // 2
            if board % 2:
                if north > south:
                    south += 1
                else:
                    north += 1
        elif self.name == "bohnenspiel":
            if s["last_mover"] == SOUTH:
                south += board
            else:
                north += board
        else:
            south += sum(self.row(pits, SOUTH))
            north += sum(self.row(pits, NORTH))
        winner = "S" if south > north else "N" if north > south else "draw"
        return {"S": south, "N": north, "winner": winner}


GAMES = {
    "wari": Classic("wari", 6, 4, skip_start=True, feeding=True),
    "songo": Classic("songo", 7, 5, clockwise=True, skip_start=True, feeding=True),
    "bohnenspiel": Classic("bohnenspiel", 6, 6),
    "vai-lun-thlan": Classic("vai-lun-thlan", 6, 5, clockwise=True, passing=True),
    "ayoayo": Classic("ayoayo", 6, 4, skip_start=True, feeding=True, relay="ayoayo"),
    "djenon-abe": Classic("djenon-abe", 6, 4, feeding=True, relay="djenon"),
}
