#include "cli/numbers.hpp"

#include <fmt/format.h>

#include <charconv>

namespace mancala::cli {
namespace {

// Digits with at most a leading '-': no spaces, '+', hex or trailing text.
bool looks_whole(const std::string& text) {
  std::size_t start = !text.empty() && text[0] == '-' ? 1 : 0;
  if (start == text.size()) return false;
  for (std::size_t i = start; i < text.size(); ++i)
    if (text[i] < '0' || text[i] > '9') return false;
  return true;
}

}  // namespace

std::optional<long long> parse_whole_number(const std::string& text, long long low, long long high,
                                            std::string& why) {
  if (!looks_whole(text)) {
    why = fmt::format("'{}' is not a whole number", text);
    return std::nullopt;
  }
  long long value = 0;
  const auto error = std::from_chars(text.data(), text.data() + text.size(), value).ec;
  if (error == std::errc::result_out_of_range) {
    why = text[0] == '-' ? fmt::format("{} is below the minimum {}", text, low)
                         : fmt::format("{} is above the maximum {}", text, high);
    return std::nullopt;
  }
  if (value < low || value > high) {
    why = value < low ? fmt::format("{} is below the minimum {}", text, low)
                      : fmt::format("{} is above the maximum {}", text, high);
    return std::nullopt;
  }
  return value;
}

std::optional<std::uint64_t> parse_unsigned(const std::string& text, std::string& why) {
  if (!looks_whole(text)) {
    why = fmt::format("'{}' is not a whole number", text);
    return std::nullopt;
  }
  if (text[0] == '-') {
    why = fmt::format("{} is below the minimum 0", text);
    return std::nullopt;
  }
  std::uint64_t value = 0;
  if (std::from_chars(text.data(), text.data() + text.size(), value).ec ==
      std::errc::result_out_of_range) {
    why =
        fmt::format("{} is above the maximum {}", text, std::numeric_limits<std::uint64_t>::max());
    return std::nullopt;
  }
  return value;
}

CLI::Validator whole_number(long long low, long long high) {
  return CLI::Validator(
      [low, high](std::string& text) {
        std::string why;
        return parse_whole_number(text, low, high, why) ? std::string() : why;
      },
      fmt::format("INT in {}..{}", low, high));
}

CLI::Validator seed_number() {
  return CLI::Validator(
      [](std::string& text) {
        std::string why;
        return parse_unsigned(text, why) ? std::string() : why;
      },
      "UINT64");
}

}  // namespace mancala::cli
