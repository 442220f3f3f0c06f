"""Checks `mancala compare --json` against the schema of docs/compare.md."""
import json
import sys

METRICS = ["first_player_wins", "second_player_wins", "draws", "unfinished", "plies", "turns",
           "margin", "captures", "branching", "lead_changes", "lead_for_good"]
doc = json.load(sys.stdin)
sets = doc["rule_sets"]
assert len(sets) == 2, sets
for s in sets:
    for key in ["name", "file", "variant", "params", "games", "players", "metrics"]:
        assert key in s, key
    assert s["games"] == 200
    assert set(s["players"]) == {"S", "N"}
    for m in METRICS:
        f = s["metrics"][m]
        assert f["low"] <= f["value"] <= f["high"], (m, f)
    rates = sum(s["metrics"][m]["value"] for m in METRICS[:4])
    assert abs(rates - 1) < 1e-9, rates  # outcomes are fractions of games
assert sets[1]["variant"] == "empty-capture" and sets[0]["variant"] is None
diffs = doc["differences"]
assert len(diffs) == len(METRICS)
for d in diffs:
    for key in ["a", "b", "metric", "difference", "low", "high", "p_value", "significant"]:
        assert key in d, key
    assert 0 <= d["p_value"] <= 1 and d["low"] <= d["difference"] <= d["high"]
    assert d["significant"] == (d["p_value"] < 0.05)
print("schema ok")
