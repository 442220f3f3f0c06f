"""OpenSpiel-style random games on every bundled rule set and variant: legal
actions are valid and round-trip with their notation, clones are independent,
and returns sum to zero with the winner's sign."""

import os
import random
import unittest

import mancala
from support import SOURCE, bundled_rule_sets

os.chdir(SOURCE)


def check_legal(test, state):
    """Every legal action names a legal move and back (a sample of an opening's)."""
    game = state.get_game()
    actions = state.legal_actions()
    moves = state.legal_moves()
    test.assertEqual(len(actions), len(moves))
    test.assertEqual(len(actions), state.legal_count())
    test.assertGreater(len(actions), 0)
    if state.is_opening_turn():
        test.assertIsInstance(actions, range)
        picks = [0, len(actions) - 1] + [random.randrange(len(actions)) for _ in range(20)]
        for i in picks:
            test.assertEqual(state.action_to_string(actions[i]), moves[i])
            test.assertEqual(state.string_to_action(moves[i]), actions[i])
            test.assertIn(moves[i], moves)
        return
    test.assertEqual(list(actions), sorted(actions))
    mask = state.legal_actions_mask()
    test.assertEqual([int(a) for a in mask.nonzero()[0]], actions)
    test.assertEqual(state.legal_actions(state.current_player()), actions)
    test.assertEqual(state.legal_actions(1 - state.current_player()), [])
    test.assertEqual(len(set(actions)), len(actions))
    for action in actions:
        test.assertTrue(0 <= action < game.num_distinct_actions())
        text = state.action_to_string(action)
        test.assertIn(text, moves)
        test.assertEqual(state.string_to_action(text), action)


class RandomGames(unittest.TestCase):
    def play(self, ruleset, seed):
        rng = random.Random(seed)
        game = mancala.load(ruleset, max_plies=600)
        state = game.new_initial_state()
        shape = game.observation_tensor_shape()
        plies = 0
        while not state.is_terminal():
            self.assertTrue(state.is_player_node() and not state.is_chance_node())
            self.assertIn(state.current_player(), (mancala.SOUTH, mancala.NORTH))
            self.assertEqual(state.returns(), [0, 0])
            self.assertEqual(list(state.observation_tensor().shape), shape)
            check_legal(self, state)
            action = rng.choice(state.legal_actions())
            # A clone goes its own way: the original does not move.
            if rng.random() < 0.2:
                before = (str(state), state.history(), state.legal_count())
                clone = state.clone()
                clone.apply_action(action)
                self.assertEqual((str(state), state.history(), state.legal_count()), before)
                self.assertEqual(clone.history(), state.history() + [action])
                self.assertEqual(str(state.child(action)), str(clone))
            state.apply_action(action)
            self.assertEqual(state.history()[-1], action)
            plies += 1
        self.assertEqual(state.current_player(), mancala.TERMINAL)
        self.assertEqual(state.legal_actions(), [])
        self.assertEqual(len(state.history()), plies)
        returns = state.returns()
        self.assertEqual(state.rewards(), returns)
        self.assertEqual([state.player_return(p) for p in (0, 1)], returns)
        self.assertEqual(sum(returns), 0)
        if state.is_cut():
            self.assertEqual(plies, game.max_game_length())
            self.assertEqual(returns, [0, 0])
            self.assertIsNone(state.result())
        else:
            result = state.result()
            if result["winner"] is None:
                self.assertEqual(result["south"], result["north"])
                self.assertEqual(returns, [0, 0])
            else:
                self.assertEqual(returns[result["winner"]], 1)
                self.assertEqual(returns[1 - result["winner"]], -1)
                winner, loser = result["winner"], 1 - result["winner"]
                scores = [result["south"], result["north"]]
                self.assertGreater(scores[winner], scores[loser])
        # The same actions from the start give the same game.
        again = game.new_initial_state()
        for action in state.history():
            again.apply_action(action)
        self.assertEqual(str(again), str(state))
        self.assertEqual(again.moves(), state.moves())
        return state

    def test_every_bundled_rule_set(self):
        finished = 0
        for ruleset in bundled_rule_sets():
            for seed in range(3):
                with self.subTest(ruleset=ruleset, seed=seed):
                    finished += not self.play(ruleset, seed).is_cut()
        self.assertGreater(finished, 10)

    def test_passes(self):
        # Adji Kui II: a player with no move passes; the pass is its own action.
        game = mancala.load("rules/adji-kui-2.mancala")
        passes = 0
        for seed in range(10):
            state = game.new_initial_state()
            rng = random.Random(seed)
            while not state.is_terminal():
                if game.pass_action in state.legal_actions():
                    self.assertEqual(state.legal_moves(), ["pass"])
                    self.assertEqual(state.legal_actions(), [game.pass_action])
                    self.assertEqual(state.string_to_action("pass"), game.pass_action)
                    passes += 1
                state.apply_action(rng.choice(state.legal_actions()))
        self.assertGreater(passes, 0)

    def test_kalah_parameters(self):
        for pits, seeds in ((3, 2), (4, 3), (6, 6)):
            state = self.play(f"rules/kalah.mancala,pits={pits},seeds={seeds}", pits)
            self.assertFalse(state.is_cut())


if __name__ == "__main__":
    unittest.main()
