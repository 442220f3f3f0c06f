// The `_mancala` extension module; the `mancala` package (python/mancala/)
// wraps it with records, data frames and documentation.
#include "bindings.hpp"

PYBIND11_MODULE(_mancala, m) {
  m.doc() = "The mancala rule interpreter (C++), wrapped by the mancala package.";
  mancala::python::bind_game(m);
  mancala::python::bind_players(m);
  mancala::python::bind_analysis(m);
}
