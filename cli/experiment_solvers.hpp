#pragma once
// Before an experiment plays any game: every solver player of its cells can
// solve its cell's game within the solver's limits (else it would search
// without end in the middle of the run).
#include "experiment/experiment.hpp"

namespace mancala::cli {

// Prints every cell whose solver cannot play, with why and which option to
// raise; returns true when there is none.
bool solvers_fit(const Experiment& experiment);

}  // namespace mancala::cli
