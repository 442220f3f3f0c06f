"""Builds the `mancala` Python module with CMake, for
`pip install --no-build-isolation .` (docs/python.md).

The extension is the CMake target `mancala_python`. A fresh CMake build
directory is configured for the Python running pip, unless MANCALA_BUILD_DIR
names a build directory already configured (for the same Python), which is
then reused: only what changed is rebuilt. setup.py's own directory
(build-python/temp.*/cmake) is reused too, but configured again when it was
configured for another Python (another virtual environment of the same
Python version shares its name).
"""

import os
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

SOURCE = os.path.dirname(os.path.abspath(__file__))


class CMakeExtension(Extension):
    """The extension, built by CMake rather than by setuptools."""

    def __init__(self):
        super().__init__("mancala._mancala", sources=[])


def configured_python(build):
    """The Python_EXECUTABLE in a build directory's CMakeCache.txt, or None."""
    try:
        with open(os.path.join(build, "CMakeCache.txt"), encoding="utf-8") as cache:
            for line in cache:
                if line.startswith("Python_EXECUTABLE:"):
                    return line.split("=", 1)[1].strip()
    except FileNotFoundError:
        pass
    return None


class CMakeBuild(build_ext):
    """Builds the extension with CMake and copies it where setuptools wants it."""

    def build_extension(self, ext):
        given = os.environ.get("MANCALA_BUILD_DIR")
        build = given or os.path.join(os.path.abspath(self.build_temp), "cmake")
        cache = os.path.join(build, "CMakeCache.txt")
        if not given and os.path.exists(cache) and configured_python(build) != sys.executable:
            # Not just -DPython_EXECUTABLE=...: FindPython and the install
            # directory keep what they found for the first interpreter in the
            # cache. The objects stay, so an unchanged build is quick.
            os.remove(cache)
        if not os.path.exists(cache):
            subprocess.run(["cmake", "-S", SOURCE, "-B", build, "-DCMAKE_BUILD_TYPE=Release",
                            "-DMANCALA_TESTS=OFF", f"-DPython_EXECUTABLE={sys.executable}"],
                           check=True)
        subprocess.run(["cmake", "--build", build, "--target", "mancala_python",
                        "-j", str(min(os.cpu_count() or 1, 4))], check=True)
        target = self.get_ext_fullpath(ext.name)
        built = os.path.join(build, "python", "mancala", os.path.basename(target))
        if not os.path.exists(built):
            sys.exit(f"{built} was not built: is {build} configured for {sys.executable}?")
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copyfile(built, target)


setup(
    name="mancala",
    version="0.1.0",
    description="The mancala rule language and interpreter, from Python",
    packages=["mancala"],
    package_dir={"mancala": "python/mancala"},
    ext_modules=[CMakeExtension()],
    cmdclass={"build_ext": CMakeBuild},
    python_requires=">=3.9",
    install_requires=["numpy"],
    extras_require={"frames": ["pandas"]},
    # Not build/: that is the CMake build directory of the README.
    options={"build": {"build_base": "build-python"}},
    zip_safe=False,
)
