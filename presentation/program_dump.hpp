#pragma once
// The lowered program as text, as a disassembler shows machine code: every
// table the engine works from (cells and circuits, the fused tests of each
// condition, lap-end rules and their actions, the expression trees that stay
// trees), so that an author can see what a rule file became and a developer can
// see what the engine will do. `mancala dump` prints it.
#include <string>

#include "interpreter/program.hpp"

namespace mancala {

// The whole dump of `program`, one section per concern, ending in a newline.
// Deterministic: the same program gives the same text on every machine.
std::string dump_program(const RuleProgram& program);

}  // namespace mancala
