"""The Python examples of the documentation and examples/python run and say
what they show. Every ```python block of README.md and docs/**/*.md is a
doctest (docs/python.md, "Examples in this page"): the blocks of one file run
in order from the repository root, sharing their names; `...` matches
anything. A block after <!-- not run: REASON --> is skipped."""

import doctest
import glob
import os
import re
import subprocess
import sys
import tempfile
import unittest

from support import SOURCE

os.chdir(SOURCE)

NOT_RUN = re.compile(r"<!-- not run: \S.* -->")


def python_blocks(lines):
    """(first line number, text, run?) of each ```python block; problems found."""
    blocks, problems = [], []
    i = 0
    while i < len(lines):
        fence = lines[i].strip()
        if fence in ("```python", "```pycon", "```py"):
            marker = next((line.strip() for line in reversed(lines[:i]) if line.strip()), "")
            run = not NOT_RUN.fullmatch(marker)
            end = i + 1
            while end < len(lines) and lines[end].strip() != "```":
                end += 1
            text = "".join(lines[i + 1:end])
            if fence != "```python":
                problems.append(f"line {i + 1}: write ```python, not {fence}")
            elif run and not text.lstrip().startswith(">>> "):
                problems.append(f"line {i + 1}: a ```python block is a doctest (>>> lines), "
                                "or is preceded by <!-- not run: REASON -->")
            blocks.append((i + 1, text, run))
            i = end
        i += 1
    return blocks, problems


def run_file(path):
    """Runs a Markdown file's doctests; returns (examples run, failure report)."""
    with open(path, encoding="utf-8") as file:
        lines = file.readlines()
    blocks, problems = python_blocks(lines)
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    globs = {"__name__": "__docs__"}
    report = list(problems)
    tried = 0
    for line, text, run in blocks:
        if not run:
            continue
        test = parser.get_doctest(text, globs, f"{os.path.relpath(path, SOURCE)}:{line}",
                                  path, line - 1)
        output = []
        result = runner.run(test, out=output.append, clear_globs=False)
        globs.update(test.globs)  # the next block sees this one's names
        tried += result.attempted
        if result.failed:
            report.append("".join(output))
    return tried, "\n".join(report)


def markdown_files():
    return [os.path.join(SOURCE, "README.md")] + sorted(
        glob.glob(os.path.join(SOURCE, "docs", "**", "*.md"), recursive=True))


class Docs(unittest.TestCase):
    def test_every_python_example(self):
        total = 0
        for path in markdown_files():
            with self.subTest(file=os.path.relpath(path, SOURCE)):
                tried, report = run_file(path)
                total += tried
                self.assertEqual(report, "", report)
        self.assertGreater(total, 40)  # docs/python.md alone has more

    def test_a_wrong_example_fails(self):
        with tempfile.NamedTemporaryFile("w", suffix=".md", delete=False) as file:
            file.write("```python\n>>> import mancala\n>>> mancala.load('rules/kpe.mancala').name\n"
                       "'Oware'\n\n```\n\n<!-- not run: shown only -->\n```python\nboom(\n```\n")
        try:
            tried, report = run_file(file.name)
        finally:
            os.unlink(file.name)
        self.assertEqual(tried, 2)
        self.assertIn("'Kpé'", report)

    def test_blocks_must_be_doctests(self):
        _, problems = python_blocks(["```python\n", "import mancala\n", "```\n"])
        self.assertEqual(len(problems), 1)
        _, problems = python_blocks(["<!-- not run: a sketch -->\n", "```python\n", "x(\n", "```\n"])
        self.assertEqual(problems, [])


class Examples(unittest.TestCase):
    """The scripts of examples/python, with few games, run from a scratch
    directory: they must not depend on being run from the repository's root."""

    def run_script(self, script, *arguments):
        with tempfile.TemporaryDirectory() as elsewhere:
            done = subprocess.run([sys.executable, os.path.join(SOURCE, script), *arguments],
                                  capture_output=True, text=True, cwd=elsewhere, timeout=300)
        self.assertEqual(done.returncode, 0, done.stderr)
        return done.stdout

    def test_experiment(self):
        out = self.run_script("examples/python/experiment.py", "10")
        self.assertIn("Kalah {'pits': 4, 'seeds': 3}: alpha-beta against random, 10 games", out)
        rates = re.findall(r"^depth (\d): won (\d+)/10 ", out, re.MULTILINE)
        self.assertEqual([depth for depth, _ in rates], ["1", "2", "4"])
        self.assertGreaterEqual(int(rates[-1][1]), 7)

    def test_plot(self):
        with tempfile.TemporaryDirectory() as folder:
            output = os.path.join(folder, "rates.png")
            out = self.run_script("examples/python/plot_win_rates.py", output, "200")
            self.assertIn(f"wrote {output}", out)
            self.assertEqual(len(re.findall(r"^seeds=\d: first player wins", out, re.MULTILINE)), 6)
            with open(output, "rb") as image:
                data = image.read()
            self.assertTrue(data.startswith(b"\x89PNG\r\n\x1a\n"))
            self.assertGreater(len(data), 10000)


if __name__ == "__main__":
    unittest.main()
