#pragma once
// Python integers read with the command line's checks and wording. A
// fixed-width C++ parameter would turn 10**12 or -1 into pybind11's generic
// "incompatible function arguments" TypeError; reading the int's decimal text
// with the parser of cli/numbers.hpp gives the ValueError `mancala` would
// print for the same number ("seed: -1 is below the minimum 0").
#include <pybind11/pybind11.h>

#include <cstdint>
#include <optional>
#include <string>

namespace mancala::python {

// `value` (a Python int) in [low, high]; throws std::invalid_argument
// "NAME: WHY" with the command line's reason, or TypeError for a non-int.
long long whole_number(pybind11::handle value, const char* name, long long low, long long high);

// `value` as a seed, 0..2^64-1, checked as whole_number() checks.
std::uint64_t seed_number(pybind11::handle value, const char* name);

// `value` as a 64-bit signed number, or nothing where it does not fit
// (the caller says what such a number is not); TypeError for a non-int.
std::optional<std::int64_t> int64_number(pybind11::handle value, const char* name);

}  // namespace mancala::python
