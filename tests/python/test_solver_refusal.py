"""A solver player refuses, as the command line does before its first game,
rules it cannot solve: a game too big for its limits (Kalah 6x4) and rules it
does not handle (Oware's repetition rule), with the command's message, in
about a second, from Player.choose, simulate and compare alike."""

import json
import os
import subprocess
import sys
import textwrap
import unittest

from support import SOURCE, run

os.chdir(SOURCE)

# Long enough for the check (about 2 s here), far below the minutes an
# unchecked solver spends on Kalah 6x4.
SECONDS = 60


def python_error(call):
    """The exception `call` (Python source using `mancala`) raises, as
    (type name, message), run in a child: without the check it would not
    return, and a thread could not be stopped."""
    code = ("import json, mancala\ntry:\n" + textwrap.indent(textwrap.dedent(call), "    ") +
            "\n    print(json.dumps(None))\nexcept Exception as error:\n"
            "    print(json.dumps([type(error).__name__, str(error)]))\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=SOURCE, timeout=SECONDS)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def command_error(ruleset, side):
    """What `mancala simulate` says of a solver on `side` ('south'/'north'),
    without its "mancala: error: --" prefix."""
    status, _, err = run("simulate", ruleset, "--games", "1", "--seed", "1", f"--{side}", "solver")
    assert status != 0, err
    first = err.splitlines()[0]
    assert first.startswith("mancala: error: --"), err
    return first[len("mancala: error: --"):]


class Refusals(unittest.TestCase):
    def test_choose(self):
        for ruleset in ("rules/kalah.mancala", "rules/oware.mancala"):
            with self.subTest(ruleset=ruleset):
                expected = command_error(ruleset, "south")
                got = python_error(
                    f"mancala.Player('solver').choose(mancala.load('{ruleset}').new_initial_state())")
                self.assertEqual(got, ["RuntimeError", expected[len("south: "):]])

    def test_simulate(self):
        for ruleset in ("rules/kalah.mancala", "rules/oware.mancala"):
            for side in ("south", "north"):
                with self.subTest(ruleset=ruleset, side=side):
                    got = python_error(
                        f"mancala.simulate('{ruleset}', games=1, seed=1, {side}='solver')")
                    self.assertEqual(got, ["RuntimeError", command_error(ruleset, side)])

    def test_compare(self):
        got = python_error("mancala.compare(['rules/kalah.mancala', 'rules/kalah.mancala,seeds=3'],"
                           " games=1, north='solver')")
        self.assertEqual(got, ["RuntimeError", command_error("rules/kalah.mancala", "north")])

    def test_small_games_still_solved(self):
        # The check passes once, and the player goes on playing perfectly.
        got = python_error("""
            state = mancala.load('rules/kalah.mancala,pits=3,seeds=2').new_initial_state()
            player = mancala.Player('solver')
            while not state.is_terminal():
                state.apply_action(player.choose(state))
            assert mancala.simulate('rules/kalah.mancala,pits=3,seeds=2', games=2, south='solver',
                                    north='solver').summary[0]['games'] == 2
            """)
        self.assertIsNone(got)


if __name__ == "__main__":
    unittest.main()
