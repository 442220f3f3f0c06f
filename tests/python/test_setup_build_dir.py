"""setup.py (what `pip install .` runs) configures its own CMake build
directory again when it was configured for another Python, such as another
virtual environment's, and reuses it otherwise. A stand-in `cmake` on PATH
records how it is called, so that no real build is needed."""

import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import textwrap
import unittest

from support import SOURCE

# Logs its arguments; "configures" by writing a cache that names the Python it
# was given, and "builds" by writing an empty extension where CMake would.
FAKE_CMAKE = textwrap.dedent("""\
    #!{python}
    import os, sys
    args = sys.argv[1:]
    with open(os.environ["CMAKE_LOG"], "a") as log:
        log.write(" ".join(args) + "\\n")
    if "-S" in args:
        build = args[args.index("-B") + 1]
        python = [a for a in args if a.startswith("-DPython_EXECUTABLE=")][0].split("=", 1)[1]
        os.makedirs(build, exist_ok=True)
        with open(os.path.join(build, "CMakeCache.txt"), "w") as cache:
            cache.write("Python_EXECUTABLE:FILEPATH=" + python + "\\n")
    elif "--build" in args:
        out = os.path.join(args[args.index("--build") + 1], "python", "mancala")
        os.makedirs(out, exist_ok=True)
        open(os.path.join(out, "_mancala" + {suffix!r}), "w").close()
""")


class BuildDirectory(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, self.tmp)
        self.src = os.path.join(self.tmp, "src")
        os.makedirs(os.path.join(self.src, "python"))
        for name in ("setup.py", "pyproject.toml"):
            shutil.copy(os.path.join(SOURCE, name), self.src)
        shutil.copytree(os.path.join(SOURCE, "python", "mancala"),
                        os.path.join(self.src, "python", "mancala"))
        bin_dir = os.path.join(self.tmp, "bin")
        os.makedirs(bin_dir)
        cmake = os.path.join(bin_dir, "cmake")
        with open(cmake, "w") as out:
            out.write(FAKE_CMAKE.format(python=sys.executable,
                                        suffix=sysconfig.get_config_var("EXT_SUFFIX")))
        os.chmod(cmake, 0o755)
        self.log = os.path.join(self.tmp, "cmake.log")
        self.env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"],
                        CMAKE_LOG=self.log)
        self.env.pop("MANCALA_BUILD_DIR", None)
        self.build = os.path.join(self.tmp, "temp", "cmake")

    def build_ext(self):
        """Runs setup.py's build_ext; returns the cmake calls it made."""
        open(self.log, "w").close()
        done = subprocess.run(
            [sys.executable, "setup.py", "-q", "build_ext", "--build-temp",
             os.path.join(self.tmp, "temp"), "--build-lib", os.path.join(self.tmp, "lib")],
            cwd=self.src, env=self.env, capture_output=True, text=True, timeout=120)
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)
        with open(self.log) as log:
            return log.read().splitlines()

    def configures(self, calls):
        return [c for c in calls if c.startswith("-S ")]

    def test_reconfigured_for_another_python(self):
        calls = self.build_ext()
        self.assertEqual(len(self.configures(calls)), 1, calls)
        self.assertIn(f"-DPython_EXECUTABLE={sys.executable}", calls[0])
        # The same Python again: the directory is reused.
        self.assertEqual(self.configures(self.build_ext()), [])
        # Configured, say, by another virtual environment's Python.
        with open(os.path.join(self.build, "CMakeCache.txt"), "w") as cache:
            cache.write("Python_EXECUTABLE:FILEPATH=/elsewhere/venv/bin/python3\n")
        configures = self.configures(self.build_ext())
        self.assertEqual(len(configures), 1)
        self.assertIn(f"-DPython_EXECUTABLE={sys.executable}", configures[0])


if __name__ == "__main__":
    unittest.main()
