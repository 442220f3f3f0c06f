#pragma once
// The parts of the `_mancala` extension module, one per kind of object: each
// adds its classes and functions to the module.
#include <pybind11/pybind11.h>

namespace mancala::python {

void bind_game(pybind11::module_& m);      // Game, State, openings as a sequence
void bind_players(pybind11::module_& m);   // Player
void bind_analysis(pybind11::module_& m);  // simulate, compare

}  // namespace mancala::python
