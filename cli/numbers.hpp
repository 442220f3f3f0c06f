#pragma once
// Whole numbers typed on the command line, read strictly: "abc" is not a
// number, "-1" is below a minimum of 0, and a value past the type's limit is
// refused rather than clamped or wrapped.
#include <CLI/CLI.hpp>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>

namespace mancala::cli {

inline constexpr long long kIntMin = std::numeric_limits<int>::min();
inline constexpr long long kIntMax = std::numeric_limits<int>::max();

// `text` as a number in [low, high]; on failure says why ("'abc' is not a
// whole number", "-1 is below the minimum 0", ...).
std::optional<long long> parse_whole_number(const std::string& text, long long low, long long high,
                                            std::string& why);

// The same for unsigned 64-bit values (seeds).
std::optional<std::uint64_t> parse_unsigned(const std::string& text, std::string& why);

// A CLI11 validator that runs parse_whole_number on the option's text.
CLI::Validator whole_number(long long low, long long high);

// A CLI11 validator for a seed: any value of 0..2^64-1.
CLI::Validator seed_number();

}  // namespace mancala::cli
