"""Prints every row of an experiment database's `games` table, in (cell, game)
order, one line each, for tests that compare two databases' games; with
--count, only how many rows it holds."""
import sqlite3
import sys

db = sqlite3.connect(sys.argv[1])
if sys.argv[2:] == ["--count"]:
    print(db.execute("SELECT count(*) FROM games").fetchone()[0])
    sys.exit(0)
for row in db.execute("SELECT * FROM games ORDER BY cell, game"):
    print("|".join("" if v is None else str(v) for v in row))
