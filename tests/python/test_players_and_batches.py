"""Players choose as on the command line and deterministically by seed;
simulate and compare give the command's figures as records and data frames."""

import json
import os
import unittest

import mancala
from support import SOURCE, run

os.chdir(SOURCE)


def play_out(game, south, north):
    state = game.new_initial_state()
    players = [south, north]
    while not state.is_terminal():
        action = players[state.current_player()].choose(state)
        assert action in state.legal_actions()
        state.apply_action(action)
    return state


class Players(unittest.TestCase):
    def test_same_seed_same_game(self):
        for ruleset in ("rules/kalah.mancala", "rules/kiothi.mancala:five-pits",
                        "rules/oware.mancala"):
            game = mancala.load(ruleset, max_plies=200)
            for spec in ("random", "greedy", "alphabeta:depth=2", "mcts:iterations=30"):
                with self.subTest(ruleset=ruleset, spec=spec):
                    games = [play_out(game, mancala.Player(spec, seed=5),
                                      mancala.Player("random", seed=6)).history()
                             for _ in range(2)]
                    self.assertEqual(games[0], games[1])
                    other = play_out(game, mancala.Player(spec, seed=7),
                                     mancala.Player("random", seed=6)).history()
                    if spec != "alphabeta:depth=2":
                        self.assertNotEqual(games[0], other)

    def test_reset_is_a_new_player(self):
        game = mancala.load("rules/kalah.mancala")
        player = mancala.Player("mcts:iterations=50", seed=1)
        first = play_out(game, player, mancala.Player("random", seed=2)).history()
        player.reset(1)
        again = play_out(game, player, mancala.Player("random", seed=2)).history()
        self.assertEqual(first, again)

    def test_alphabeta_beats_random(self):
        game = mancala.load("rules/kalah.mancala,pits=4,seeds=3")
        wins = 0
        for seed in range(6):
            state = play_out(game, mancala.Player("alphabeta:depth=4", seed=seed),
                             mancala.Player("random", seed=100 + seed))
            wins += state.returns()[mancala.SOUTH] == 1
        self.assertGreaterEqual(wins, 5)

    def test_solver(self):
        # Perfect play where the game can be solved; a clear error where not.
        game = mancala.load("rules/kalah.mancala,pits=3,seeds=2")
        state = play_out(game, mancala.Player("solver", seed=1), mancala.Player("solver", seed=2))
        self.assertTrue(state.is_terminal())
        oware = mancala.load("rules/oware.mancala").new_initial_state()
        with self.assertRaises(RuntimeError) as caught:
            mancala.Player("solver").choose(oware)
        self.assertIn("solver", str(caught.exception))
        with self.assertRaises(RuntimeError):
            mancala.simulate("rules/oware.mancala", games=2, south="solver")

    def test_spec_and_moves(self):
        player = mancala.Player("mcts:iterations=100,c=0.7", seed=3)
        self.assertEqual(player.spec, "mcts:iterations=100,c=0.7")
        state = mancala.load("rules/kalah.mancala").new_initial_state()
        self.assertIn(player.choose_move(state), state.legal_moves())
        self.assertIn("alphabeta", mancala.player_help())


class Simulate(unittest.TestCase):
    def test_same_figures_as_the_command(self):
        records = mancala.simulate("rules/kalah.mancala,pits=4,seeds=3", games=300, seed=7,
                                   south="greedy", threads=2)
        _, out, _ = run("simulate", "rules/kalah.mancala,pits=4,seeds=3", "--games", "300",
                        "--seed", "7", "--south", "greedy", "--json")
        figures = json.loads(out)
        self.assertEqual(len(records), 300)
        summary = records.summary[0]
        text = json.dumps(figures)
        for key in ("south_wins", "north_wins", "draws", "unfinished"):
            self.assertIn(f'"{key}": {summary[key]}', text, key)
        self.assertEqual(sum(r["winner"] == "S" for r in records), summary["south_wins"])
        self.assertEqual({r["south"] for r in records}, {"greedy"})
        self.assertEqual([r["game"] for r in records], list(range(1, 301)))

    def test_threads_do_not_matter(self):
        one = mancala.simulate("rules/oware.mancala", games=40, seed=3, threads=1)
        two = mancala.simulate("rules/oware.mancala", games=40, seed=3, threads=2)
        self.assertEqual(list(one), list(two))

    def test_matches_and_alternate(self):
        records = mancala.simulate("rules/adji-kui-2.mancala", games=5, seed=1, match=3,
                                   south="greedy", alternate=True)
        self.assertEqual({r["game"] for r in records}, {1, 2, 3, 4, 5})
        self.assertGreater(max(r["game_in_match"] for r in records), 1)
        self.assertEqual(records.summary[0]["matches"], 5)
        self.assertIn("random", {r["south"] for r in records})

    def test_data_frame(self):
        import pandas  # installed by scripts/setup.sh (python3-pandas)

        records = mancala.simulate(["rules/kalah.mancala", "rules/oware.mancala"], games=50)
        frame = records.to_frame()
        self.assertIsInstance(frame, pandas.DataFrame)
        self.assertEqual(len(frame), 100)
        wins = frame.groupby("rule_set")["winner"].apply(lambda w: (w == "S").sum())
        for summary in records.summary:
            self.assertEqual(wins[summary["rule_set"]], summary["south_wins"])


class Compare(unittest.TestCase):
    def test_same_figures_as_the_command(self):
        sets = ["rules/kalah.mancala,pits=4,seeds=3", "rules/kalah.mancala:empty-capture,pits=4,seeds=3"]
        comparison = mancala.compare(sets, games=200, seed=1, threads=2)
        _, out, _ = run("compare", *sets, "--games", "200", "--seed", "1", "--json", "--quiet")
        figures = json.loads(out)
        self.assertEqual(len(comparison.games), 400)
        _, table, _ = run("compare", *sets, "--games", "200", "--seed", "1", "--quiet")
        for sentence in comparison.sentences:
            self.assertIn(sentence, table)
        values = json.dumps(figures)
        for row in comparison.metrics:
            self.assertIn(row["metric"], values)
        first = [m for m in comparison.metrics if m["metric"] == "first_player_wins"]
        self.assertEqual(len(first), 2)
        frame = comparison.differences.to_frame()
        self.assertEqual(set(frame["metric"]), {m["metric"] for m in comparison.metrics})
        self.assertTrue(((frame["low"] <= frame["difference"]) & (frame["difference"] <= frame["high"])).all())


if __name__ == "__main__":
    unittest.main()
