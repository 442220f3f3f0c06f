# Tests of the Python module (docs/python.md), run with the Python it is built
# for: the test files of tests/python (unittest classes, run by pytest), the examples of docs/python.md and
# examples/python, and its installs (CMake's, and pip's into a virtual environment).
set(MANCALA_PYTHON_ENV
  "PYTHONPATH=${CMAKE_BINARY_DIR}/python:${CMAKE_CURRENT_SOURCE_DIR}/python"
  "MANCALA_BIN=$<TARGET_FILE:mancala>"
  "MANCALA_SOURCE_DIR=${PROJECT_SOURCE_DIR}"
  "MPLBACKEND=Agg"
  "PYTHONDONTWRITEBYTECODE=1")
file(GLOB MANCALA_PYTHON_TESTS CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/python/test_*.py)
foreach(file ${MANCALA_PYTHON_TESTS})
  get_filename_component(name ${file} NAME_WE)
  add_test(NAME python_${name}
    COMMAND ${Python_EXECUTABLE} -m pytest -q -p no:cacheprovider ${name}.py
    WORKING_DIRECTORY ${CMAKE_CURRENT_SOURCE_DIR}/python)
  set_tests_properties(python_${name} PROPERTIES ENVIRONMENT "${MANCALA_PYTHON_ENV}" TIMEOUT 300
    RESOURCE_LOCK mancala_python_module)
endforeach()

# `cmake --install build --component python` (what scripts/setup.sh runs, as
# root) into a scratch root: the package imports from there, from any directory.
add_test(NAME python_cmake_install
  COMMAND sh -c "set -e; root=$(mktemp -d); trap 'rm -rf $root' EXIT
    DESTDIR=$root cmake --install '${CMAKE_BINARY_DIR}' --component python >/dev/null
    cd / && PYTHONPATH=$root${MANCALA_PYTHON_INSTALL_DIR} '${Python_EXECUTABLE}' -c \"import mancala, os; assert mancala.__file__.startswith('$root'), mancala.__file__; print(mancala.load(os.path.join('${PROJECT_SOURCE_DIR}', 'rules/kalah.mancala')).name, 'imported from the install')\"")
set_tests_properties(python_cmake_install PROPERTIES
  PASS_REGULAR_EXPRESSION "Kalah imported from the install")

# `pip install --no-build-isolation .` into a virtual environment that sees
# the system's packages (numpy, setuptools), with no package index: the
# packaging files are copied to a scratch folder, so that pip writes nothing
# into the source tree, and the build directory above is reused.
add_test(NAME python_pip_install
  COMMAND sh -c "set -e; tmp=$(mktemp -d); trap 'rm -rf $tmp' EXIT
    mkdir -p $tmp/src/python && cp '${PROJECT_SOURCE_DIR}/setup.py' '${PROJECT_SOURCE_DIR}/pyproject.toml' $tmp/src/
    cp -r '${PROJECT_SOURCE_DIR}/python/mancala' $tmp/src/python/
    '${Python_EXECUTABLE}' -m venv --system-site-packages $tmp/venv
    MANCALA_BUILD_DIR='${CMAKE_BINARY_DIR}' $tmp/venv/bin/pip install --no-index --no-build-isolation $tmp/src >$tmp/pip.log 2>&1 || { cat $tmp/pip.log; exit 1; }
    cd / && $tmp/venv/bin/python -c \"import mancala, os; assert mancala.__file__.startswith('$tmp/venv'), mancala.__file__; print(mancala.load(os.path.join('${PROJECT_SOURCE_DIR}', 'rules/oware.mancala')).name, 'imported from the virtual environment')\"")
# It runs `cmake --build` on this build directory (a no-op after a build, but
# it would relink the module under the feet of the tests that import it).
set_tests_properties(python_pip_install PROPERTIES TIMEOUT 120 RESOURCE_LOCK mancala_python_module
  PASS_REGULAR_EXPRESSION "Oware imported from the virtual environment")
