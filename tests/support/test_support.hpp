#pragma once
// Helpers for tests: the bundled rule files by name, positions drawn as ASCII
// boards, and moves written in the protocol's notation.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "dsl/compiler.hpp"
#include "interpreter/game.hpp"
#include "presentation/board_text.hpp"
#include "presentation/notation.hpp"

namespace mancala::test {

// The path of a file in the source tree, e.g. source_path("rules/kpe.mancala").
std::string source_path(const std::string& relative);

// The whole text of the file at `path` ("" when it cannot be read), for golden files.
std::string read_text_file(const std::string& path);

// The NAME of every rules/NAME.mancala, sorted: read from the folder when the
// test runs, so that a list written in a test never misses a new file.
std::vector<std::string> bundled_names();

// Every bundled file compiled with each of its variants (the default first),
// with a label "NAME:VARIANT" for messages.
struct BundledProgram {
  RuleProgram program;
  std::string label;
};
std::vector<BundledProgram> bundled_programs_and_variants();

// A small game (two rows of three pits, two seeds each) that ends when
// `condition` holds, its first end condition, or when no move is left.
RuleProgram game_ending_when(const std::string& condition);

// Compiles rules/NAME.mancala; fails the test (and aborts it) on any error.
RuleProgram bundled(const std::string& name, const CompileOptions& options = {});

// Compiles a file of the source tree (path relative to it); fails the test on any error.
RuleProgram require_ok(const std::string& relative, const CompileOptions& options = {});

// Compiles rule text held in the test; fails the test on any error.
RuleProgram from_text(const std::string& text, const CompileOptions& options = {});

// The position drawn in `drawing` (see presentation/board_text.hpp).
State board(const RuleProgram& program, const std::string& drawing);

// A move in notation ("S3", "N2x4", "pass").
Move move(const RuleProgram& program, const std::string& text);

// Checks that `state` shows the drawn counts, stores, side to move, ownership
// ('*') and first mark ('!').
::testing::AssertionResult same_board(const RuleProgram& program, const State& state,
                                      const std::string& drawing);

// The legal moves of a game, in notation, separated by spaces.
std::string legal_text(const Game& game);

}  // namespace mancala::test
