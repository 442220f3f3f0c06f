"""Numbers out of range raise ValueError in the command line's words ("-1 is
below the minimum 0", "... is above the maximum 2147483647"), never
pybind11's generic TypeError; compare's alpha is a probability."""

import os
import unittest

import mancala
from support import SOURCE, run

os.chdir(SOURCE)

KALAH = "rules/kalah.mancala"


def command_error(*arguments):
    """The first line `mancala simulate` writes to stderr for these options,
    without the leading "--" of the option's name."""
    status, _, err = run("simulate", KALAH, "--games", "1", *arguments)
    assert status != 0, err
    return err.splitlines()[0].removeprefix("mancala: error: ").removeprefix("--")


class Ranges(unittest.TestCase):
    def value_error(self, call, *arguments, **options):
        with self.assertRaises(ValueError) as caught:
            call(*arguments, **options)
        return str(caught.exception)

    def test_simulate_options(self):
        # Python's name for the option, the value, and the command's option.
        for name, value, option in (
            ("seed", -1, "--seed"),
            ("seed", 2**64, "--seed"),
            ("games", 10**12, "--games"),
            ("games", 0, "--games"),
            ("threads", 300, "--threads"),
            ("max_plies", 0, "--max-plies"),
            ("match", -1, "--match"),
            ("match", 0, "--match"),
        ):
            with self.subTest(name=name, value=value):
                expected = command_error(option, str(value)).replace(option[2:], name, 1)
                options = {"games": 1, name: value}
                self.assertEqual(self.value_error(mancala.simulate, KALAH, **options), expected)
                self.assertEqual(self.value_error(mancala.compare, KALAH, **options), expected)

    def test_load_max_plies(self):
        for value in (0, 10**12):
            with self.subTest(value=value):
                expected = command_error("--max-plies", str(value)).replace("max-plies", "max_plies")
                self.assertEqual(self.value_error(mancala.load, KALAH, max_plies=value), expected)

    def test_player_seed(self):
        expected = command_error("--seed", "-1")
        self.assertEqual(self.value_error(mancala.Player, "random", seed=-1), expected)
        player = mancala.Player("random", seed=2**64 - 1)
        self.assertEqual(self.value_error(player.reset, 2**64), command_error("--seed", str(2**64)))

    def test_params(self):
        message = self.value_error(mancala.load, KALAH, params={"seeds": 10**12})
        self.assertIn("'seeds=1000000000000': 1000000000000 is above the maximum 2147483647",
                      message)
        self.assertIn("is below the minimum -2147483648",
                      self.value_error(mancala.load, KALAH, params={"seeds": -(10**12)}))

    def test_actions(self):
        state = mancala.load(KALAH).new_initial_state()
        for action in (10**19, -(10**19), 10**30):
            with self.subTest(action=action):
                expected = f"{action} is not an action of this game: actions are 0..12"
                self.assertEqual(self.value_error(state.apply_action, action), expected)
                self.assertEqual(self.value_error(state.child, action), expected)
        self.assertEqual(state.history(), [])

    def test_alpha(self):
        sets = ["rules/kalah.mancala,pits=3,seeds=2", "rules/kalah.mancala,pits=3,seeds=3"]
        for alpha in (2, -1, 0, 1, float("nan")):
            with self.subTest(alpha=alpha):
                message = self.value_error(mancala.compare, sets, games=2, alpha=alpha)
                self.assertIn("alpha must be between 0 and 1", message)
        self.assertEqual(len(mancala.compare(sets, games=2, alpha=0.01).sentences), 1)


if __name__ == "__main__":
    unittest.main()
