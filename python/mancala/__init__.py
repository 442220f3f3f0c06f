"""The mancala rule interpreter from Python, in the manner of OpenSpiel.

Load any rule file, play it move by move, let the command line's players
choose, and run batches of games for statistics. docs/python.md documents
the whole interface; in short:

    >>> import mancala
    >>> game = mancala.load("rules/kalah.mancala", params={"pits": 4, "seeds": 3})
    >>> state = game.new_initial_state()
    >>> state.apply_move("S3")
    >>> state.legal_moves()
    ['N1', 'N2', 'N3', 'N4']

Every bad input (an unknown file, an illegal move, a bad player spec, a
number out of range) raises ValueError with the message the `mancala` command
gives; a solver player given rules it cannot solve raises RuntimeError, as the
command refuses them.
"""

import collections.abc

from ._mancala import (
    NORTH,
    SOUTH,
    TERMINAL,
    Game,
    OpeningMoves,
    Player,
    State,
    player_help,
    variants,
)
from ._mancala import _compare, _load, _simulate

__all__ = [
    "NORTH",
    "SOUTH",
    "TERMINAL",
    "Comparison",
    "Game",
    "OpeningMoves",
    "Player",
    "Records",
    "State",
    "compare",
    "load",
    "player_help",
    "simulate",
    "variants",
]

# An opening turn's legal moves are counted, never listed (Kiothi's first turn
# has about 2 x 10^8): a read-only sequence computed item by item.
collections.abc.Sequence.register(OpeningMoves)


def load(ruleset, variant=None, params=None, max_plies=1000):
    """Loads a rule set and returns its Game.

    ruleset: "FILE[:VARIANT][,NAME=VALUE...]" as on the command line, e.g.
    "rules/kalah.mancala,pits=4,seeds=3" or "rules/kiothi.mancala:five-pits".
    variant: a variant's name (as --variant); params: {NAME: VALUE} for the
    file's numeric parameters (as --set). max_plies: states become terminal
    (cut, with returns 0, 0) after this many turns, so that every game ends.
    """
    if not isinstance(ruleset, str):
        raise TypeError("ruleset must be a str such as 'rules/kalah.mancala,pits=4'")
    sets = []
    for name, value in (params or {}).items():
        if isinstance(value, bool) or not isinstance(value, int):
            raise ValueError(f"parameter {name}: {value!r} is not a whole number")
        # As --set NAME=VALUE: the command line's parser checks the range
        # (ints past 2**31 - 1 get its message, not pybind11's TypeError).
        sets.append(f"{name}={value}")
    return _load(ruleset, variant or "", sets, max_plies)


class Records(list):
    """A list of records (dicts), one per game or per figure, that can also
    become a pandas DataFrame."""

    def to_frame(self):
        """The records as a pandas DataFrame (pandas must be installed)."""
        try:
            import pandas
        except ImportError as error:  # pragma: no cover - depends on the machine
            raise ImportError(
                "to_frame() needs pandas (Debian: apt-get install python3-pandas)"
            ) from error
        return pandas.DataFrame(list(self))


def _games(rulesets, variant, params):
    """Game objects for one rule set or a list of them (str or Game)."""
    if isinstance(rulesets, (str, Game)):
        rulesets = [rulesets]
    out = []
    for item in rulesets:
        out.append(item if isinstance(item, Game) else load(item, variant, params))
    if not out:
        raise ValueError("no rule set given")
    return out


def simulate(rulesets, games=1000, seed=1, south="random", north="random",
             max_plies=1000, threads=1, alternate=False, match=None,
             variant=None, params=None):
    """Plays `games` games (or matches, with match=G) of each rule set, exactly
    as `mancala simulate` does with the same options, and returns Records: one
    dict per game, with the columns of `mancala compare --csv` plus the players
    of each side. `.summary` holds one dict per rule set with the figures
    `simulate` prints. `.to_frame()` gives a pandas DataFrame."""
    result = _simulate(_games(rulesets, variant, params), games, seed, south, north,
                       max_plies, threads, alternate, match)
    records = Records(result["rows"])
    records.summary = result["summaries"]
    return records


class Comparison:
    """What `mancala compare` computes, as records: `games` (one per game, the
    CSV's rows), `metrics` (each rule set's figures with their 95% intervals),
    `differences` (each pair's differences, Holm-adjusted p-values) and
    `sentences` (one per pair, as the command prints them)."""

    def __init__(self, result):
        self.games = Records(result["rows"])
        self.metrics = Records(result["metrics"])
        self.differences = Records(result["differences"])
        self.sentences = list(result["sentences"])

    def __repr__(self):
        return "\n".join(self.sentences) or "<mancala.Comparison of one rule set>"


def compare(rulesets, games=1000, seed=1, south="random", north="random",
            max_plies=1000, threads=1, match=None, alpha=0.05,
            variant=None, params=None):
    """Plays each rule set as `mancala compare` does and returns a Comparison.
    alpha, the significance level of the differences, is in (0, 1)."""
    return Comparison(_compare(_games(rulesets, variant, params), games, seed, south,
                               north, max_plies, threads, match, alpha))
