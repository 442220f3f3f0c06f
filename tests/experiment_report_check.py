"""Checks the JSON of `mancala experiment report --json` on standard input
against docs/experiments.md: the experiment, the swept dimensions, and every
cell with every metric of `compare` and its interval."""
import json
import sys

METRICS = ["first_player_wins", "second_player_wins", "draws", "unfinished", "plies", "turns",
           "margin", "captures", "branching", "lead_changes", "lead_for_good"]

report = json.load(sys.stdin)
experiment = report["experiment"]
for key in ["name", "description", "file", "file_hash", "seed", "games", "max_plies", "shard",
            "shards"]:
    assert key in experiment, key
assert isinstance(report["swept"], list)
assert report["cells"], "no cell"
for cell in report["cells"]:
    for key in ["cell", "rule_file", "rules_hash", "variant", "params", "players", "games",
                "metrics"]:
        assert key in cell, key
    assert set(cell["players"]) == {"S", "N"}
    assert set(cell["metrics"]) == set(METRICS), list(cell["metrics"])
    for name, figure in cell["metrics"].items():
        assert figure["low"] <= figure["value"] <= figure["high"], (name, figure)
print("schema ok", len(report["cells"]), "cells", "swept", ",".join(report["swept"]))
