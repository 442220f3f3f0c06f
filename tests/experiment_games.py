"""Prints every row of an experiment database's `games` table, in (cell, game,
game_in_match) order, one line each, then those of `matches`, for tests that
compare two databases' games; with --count, only how many games it holds."""
import sqlite3
import sys

db = sqlite3.connect(sys.argv[1])
if sys.argv[2:] == ["--count"]:
    print(db.execute("SELECT count(*) FROM games").fetchone()[0])
    sys.exit(0)
for row in db.execute("SELECT * FROM games ORDER BY cell, game, game_in_match"):
    print("|".join("" if v is None else str(v) for v in row))
for row in db.execute("SELECT * FROM matches ORDER BY cell, match"):
    print("match|" + "|".join(str(v) for v in row))
