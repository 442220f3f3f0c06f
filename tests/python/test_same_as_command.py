"""The module and the command agree: the same moves give the same positions,
legal moves and results as `mancala trace`, the same boards as `mancala play`
draws, and bad input the same messages."""

import os
import random
import re
import unittest

import mancala
from support import SOURCE, bundled_rule_sets, run, trace

os.chdir(SOURCE)

SIDES = {"S": mancala.SOUTH, "N": mancala.NORTH}


def random_game(ruleset, seed, plies):
    """The states of a random game played through the module, start included."""
    rng = random.Random(seed)
    state = mancala.load(ruleset).new_initial_state()
    states = [state.clone()]
    while not state.is_terminal() and len(states) <= plies:
        state.apply_action(rng.choice(state.legal_actions()))
        states.append(state.clone())
    return states


class SameAsTrace(unittest.TestCase):
    def compare(self, ruleset, states):
        # The trace of the last state's moves; `states` are its last positions.
        objects = trace(ruleset, states[-1].moves())
        self.assertEqual(len(objects), len(states[-1].moves()) + 1, objects[-1])
        objects = objects[len(objects) - len(states):]
        names = ["S", "N"]
        for state, position in zip(states, objects):
            where = f"{ruleset} after {state.moves()}"
            self.assertEqual(state.pits(), position["pits"], where)
            self.assertEqual(state.stores(), [position["stores"]["S"], position["stores"]["N"]],
                             where)
            self.assertEqual([names[o] for o in state.owners()], position["owners"], where)
            self.assertEqual(state.marks(), position["marks"], where)
            self.assertEqual(state.legal_count(), position["legal_count"], where)
            if "legal" in position:
                self.assertEqual(list(state.legal_moves()), position["legal"], where)
            self.assertEqual(state.is_terminal(), position["over"], where)
            if position["over"]:
                result = state.result()
                winner = position["result"]["winner"]
                self.assertEqual(result["south"], position["result"]["S"], where)
                self.assertEqual(result["north"], position["result"]["N"], where)
                self.assertEqual(result["winner"], None if winner == "draw" else SIDES[winner])
            else:
                self.assertEqual(state.current_player(), SIDES[position["to_move"]], where)

    def test_every_bundled_rule_set(self):
        for ruleset in bundled_rule_sets():
            for seed in range(2):
                with self.subTest(ruleset=ruleset, seed=seed):
                    self.compare(ruleset, random_game(ruleset, seed, 250))

    def test_openings_in_the_order_trace_lists_them(self):
        # Small boards, where trace lists every opening (at most 1000): the
        # module's numbering follows that list exactly, for both openings.
        for ruleset in ("rules/kiothi.mancala,pits=4,warriors=1,filled=2",
                        "rules/kiothi.mancala,pits=4,warriors=2,filled=3"):
            for seed in range(6):
                with self.subTest(ruleset=ruleset, seed=seed):
                    states = random_game(ruleset, seed, 2)
                    objects = trace(ruleset, states[-1].moves())
                    listed = 0
                    for state, position in zip(states[:2], objects):
                        self.assertTrue(state.is_opening_turn())
                        if "legal" not in position:  # the second opening may have more
                            continue
                        listed += 1
                        moves = state.legal_moves()
                        self.assertEqual(list(moves), position["legal"])
                        self.assertEqual([state.action_to_string(a) for a in state.legal_actions()],
                                         position["legal"])
                        self.assertEqual([moves.index(m) for m in moves], list(range(len(moves))))
                        # Slices as a list gives them, from either end and with a step.
                        self.assertEqual(moves[:3], position["legal"][:3])
                        self.assertEqual(moves[-2:], position["legal"][-2:])
                        self.assertEqual(moves[1::4], position["legal"][1::4])
                    self.assertGreaterEqual(listed, 1)
                    self.compare(ruleset, states)

    def test_moves_typed_as_text(self):
        state = mancala.load("rules/kiothi.mancala:five-pits").new_initial_state()
        state.apply_move("S6+S7>S1:6,N2:4")
        self.assertEqual(state.legal_count(), 234834600)
        state.apply_move("N6+N7>N1:10")
        self.assertEqual(state.legal_moves()[:3], ["S1x1", "S1x2", "S1x3"])
        self.compare("rules/kiothi.mancala:five-pits", [state])


class SameBoardsAsPlay(unittest.TestCase):
    def test_boards(self):
        for ruleset, seed in (("rules/kalah.mancala", 4), ("rules/kiothi.mancala", 2),
                              ("rules/oware.mancala", 1)):
            with self.subTest(ruleset=ruleset):
                status, out, _ = run("play", ruleset, "--south", "random", "--north", "random",
                                     "--seed", str(seed))
                self.assertEqual(status, 0)
                moves = re.findall(r"^(?:South|North) \(random\) plays (\S+?)(?=: |$)", out,
                                   re.MULTILINE)
                self.assertGreater(len(moves), 5)
                state = mancala.load(ruleset).new_initial_state()
                self.assertIn(str(state), out)
                for move in moves:
                    state.apply_move(move)
                    self.assertIn("\n" + str(state), out)
                self.assertTrue(state.is_terminal())


class SameMessages(unittest.TestCase):
    """Bad input raises ValueError with what the command prints on standard
    error (rule sets) or in the trace's "error" (moves)."""

    def load_error(self, *arguments, **options):
        with self.assertRaises(ValueError) as caught:
            mancala.load(*arguments, **options)
        return str(caught.exception)

    def command_error(self, *arguments):
        status, _, err = run("check", *arguments)
        self.assertEqual(status, 1)
        return err.rstrip("\n")

    def test_rule_sets(self):
        cases = [
            (("rules/nothing.mancala",), {}, ["rules/nothing.mancala"]),
            (("rules/kalah.mancala,pits=x",), {}, ["rules/kalah.mancala,pits=x"]),
            (("rules/kalah.mancala:nope",), {}, ["rules/kalah.mancala:nope"]),
            (("rules/kalah.mancala",), {"variant": "nope"},
             ["rules/kalah.mancala", "--variant", "nope"]),
            (("rules/kalah.mancala",), {"params": {"pitz": 3}},
             ["rules/kalah.mancala", "--set", "pitz=3"]),
            (("rules/kalah.mancala",), {"params": {"pits": 99}},
             ["rules/kalah.mancala", "--set", "pits=99"]),
            (("rules/kalah.mancala,pits=4",), {"params": {"pits": 5}},
             ["rules/kalah.mancala,pits=4", "--set", "pits=5"]),
            (("tests/rules/bad/unknown_parameter.mancala",), {},
             ["tests/rules/bad/unknown_parameter.mancala"]),
        ]
        for arguments, options, command in cases:
            with self.subTest(command=command):
                message = self.load_error(*arguments, **options)
                self.assertEqual(message, self.command_error(*command))
                self.assertTrue(message)

    def test_moves(self):
        for ruleset, moves, bad in (
            ("rules/kalah.mancala", [], "S9"),
            ("rules/kalah.mancala", [], "pass"),
            ("rules/kalah.mancala", [], "x"),
            ("rules/oware.mancala", ["S1"], "S1"),
            ("rules/kiothi.mancala", [], "S1"),
            ("rules/kiothi.mancala", [], "S5+S6>S1:3"),
            ("rules/kalah.mancala", [], "S5+S6>S1:3"),
        ):
            with self.subTest(ruleset=ruleset, move=bad):
                expected = trace(ruleset, moves + [bad])[-1]["error"]
                state = mancala.load(ruleset).new_initial_state()
                for move in moves:
                    state.apply_move(move)
                with self.assertRaises(ValueError) as caught:
                    state.apply_move(bad)
                self.assertEqual(str(caught.exception), expected)

    def test_illegal_actions(self):
        game = mancala.load("rules/oware.mancala")
        state = game.new_initial_state()
        state.apply_move("S1")
        # Action 6 is North's sixth... counted from North: N1..N6 are 0..5, S1..S6 6..11.
        with self.assertRaises(ValueError) as caught:
            state.apply_action(6)
        self.assertEqual(str(caught.exception), trace("rules/oware.mancala", ["S1", "S1"])[-1]["error"])
        for action in (-1, game.num_distinct_actions(), 10**30):
            with self.assertRaises((ValueError, TypeError, OverflowError)):
                state.apply_action(action)
        with self.assertRaises(ValueError) as caught:
            state.apply_action(game.pass_action)
        self.assertEqual(str(caught.exception), "North may not pass: there are legal moves")
        self.assertEqual(state.moves(), ["S1"])  # nothing was played

    def test_over(self):
        state = mancala.load("rules/kalah.mancala,pits=2,seeds=1").new_initial_state()
        while not state.is_terminal():
            state.apply_action(state.legal_actions()[0])
        with self.assertRaises(ValueError) as caught:
            state.apply_action(0)
        self.assertEqual(str(caught.exception), "the game is over")
        with self.assertRaises(ValueError):
            mancala.Player("random").choose(state)

    def test_players(self):
        _, _, err = run("simulate", "rules/kalah.mancala", "--games", "1", "--south", "minimax")
        with self.assertRaises(ValueError) as caught:
            mancala.Player("minimax")
        self.assertEqual("mancala: error: --south: " + str(caught.exception), err.rstrip("\n"))
        with self.assertRaises(ValueError) as caught:
            mancala.simulate("rules/kalah.mancala", games=1, north="alphabeta")
        self.assertTrue(str(caught.exception).startswith("north: "), caught.exception)


if __name__ == "__main__":
    unittest.main()
