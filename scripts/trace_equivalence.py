#!/usr/bin/env python3
"""Checks that two builds of mancala give byte-identical `trace` output.

For every rule file of rules/ and each of its variants, the NEW build plays
seeded random games (`simulate --record`); the moves of each game, followed by
one illegal move, are then fed to `trace` of both builds, and their standard
output, standard error and exit status are compared. Used to check that a
rebuild of the engine's internals changed nothing a user can observe
(docs/performance.md):

    python3 scripts/trace_equivalence.py OLD/mancala build/mancala --games 20 --seed 1
"""
import argparse
import pathlib
import re
import subprocess
import sys
import tempfile

import yaml


def variants(path):
    return re.findall(r"^variant\s+([A-Za-z0-9_-]+)", path.read_text(), re.MULTILINE)


def games_of(new, rule_set, games, seed, workdir):
    record = pathlib.Path(workdir) / "games.yaml"
    subprocess.run([new, "simulate", rule_set, "--games", str(games), "--seed", str(seed),
                    "--quiet", "--record", str(record)], check=True, stdout=subprocess.DEVNULL)
    documents = list(yaml.safe_load_all(record.read_text()))
    return [doc["moves"] or [] for doc in documents[1:] if doc and "moves" in doc]


def trace(binary, rule_set, moves):
    text = "".join(str(m) + "\n" for m in moves) + "S99\n"
    run = subprocess.run([binary, "trace", rule_set], input=text.encode(), capture_output=True)
    return run.stdout, run.stderr, run.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rules", default="rules")
    parser.add_argument("--old-rules", help="where OLD reads the same rule files, when the files "
                        "were rewritten too (say, in the old spelling of a construct); default: --rules")
    args = parser.parse_args()
    compared = differing = lines = 0
    with tempfile.TemporaryDirectory() as workdir:
        for path in sorted(pathlib.Path(args.rules).glob("*.mancala")):
            for variant in [None] + variants(path):
                rule_set = str(path) + (":" + variant if variant else "")
                for index, moves in enumerate(games_of(args.new, rule_set, args.games,
                                                       args.seed, workdir)):
                    old_set = rule_set
                    if args.old_rules:
                        old_set = str(pathlib.Path(args.old_rules) / pathlib.Path(rule_set).name)
                    old, new = trace(args.old, old_set, moves), trace(args.new, rule_set, moves)
                    compared += 1
                    lines += old[0].count(b"\n")
                    if old != new:
                        differing += 1
                        print(f"DIFFERENT: {rule_set} game {index + 1}", file=sys.stderr)
    print(f"{compared} games compared ({lines} trace lines): {differing} differ")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
