"""What the Python tests share: where the sources and the built `mancala`
command are (ctest sets MANCALA_SOURCE_DIR and MANCALA_BIN), the bundled rule
sets, and the command's answers to compare the module with."""

import glob
import json
import os
import subprocess

import mancala

SOURCE = os.environ.get("MANCALA_SOURCE_DIR", os.path.abspath(os.path.join(__file__, "../../..")))
MANCALA = os.environ.get("MANCALA_BIN", os.path.join(SOURCE, "build", "mancala"))


def bundled_rule_sets():
    """Every rules/*.mancala and each of its variants, as rule-set arguments."""
    out = []
    for path in sorted(glob.glob(os.path.join(SOURCE, "rules", "*.mancala"))):
        relative = os.path.relpath(path, SOURCE)
        out.append(relative)
        out.extend(f"{relative}:{variant}" for variant in mancala.variants(path))
    assert len(out) >= 7, out
    return out


def run(*arguments, stdin=""):
    """Runs the `mancala` command from the source root: (status, stdout, stderr)."""
    done = subprocess.run([MANCALA, *arguments], input=stdin, capture_output=True, text=True,
                          cwd=SOURCE, timeout=120)
    return done.returncode, done.stdout, done.stderr


def trace(ruleset, moves):
    """The JSON objects `mancala trace` writes for these moves (the error last, if any)."""
    _, out, _ = run("trace", ruleset, stdin="".join(m + "\n" for m in moves))
    return [json.loads(line) for line in out.splitlines()]
