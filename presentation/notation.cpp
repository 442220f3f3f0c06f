#include "presentation/notation.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>

namespace mancala {

std::string pit_name(const RuleProgram& p, int pit) {
  const int n = p.pits_per_row;
  return fmt::format("{}{}", pit < n ? 'S' : 'N', pit % n + 1);
}

std::string move_text(const RuleProgram& p, Move m) {
  if (m.pass) return "pass";
  if (m.amount) return fmt::format("{}x{}", pit_name(p, m.pit), m.amount);
  return pit_name(p, m.pit);
}

std::optional<int> parse_number(std::string_view digits, int low, int high) {
  if (digits.empty() || !std::isdigit(static_cast<unsigned char>(digits[0]))) return std::nullopt;
  long long value = 0;
  auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
  if (error != std::errc() || end != digits.data() + digits.size() || value < low || value > high)
    return std::nullopt;
  return static_cast<int>(value);
}

namespace {

// The parts of `text` between separators.
std::vector<std::string> split(const std::string& text, char separator) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    const auto at = text.find(separator, start);
    parts.push_back(text.substr(start, at == std::string::npos ? std::string::npos : at - start));
    if (at == std::string::npos) return parts;
    start = at + 1;
  }
}

// Sorts the parts by the pit each starts with (circuit order); parts that are
// no pit keep their place after the others.
std::string in_circuit_order(const RuleProgram& p, const std::string& text, char separator) {
  std::vector<std::string> parts = split(text, separator);
  auto pit_of = [&](const std::string& part) {
    std::string ignored;
    const std::optional<Move> m = parse_move(p, part.substr(0, part.find(':')), ignored);
    return m && !m->pass && m->amount == 0 ? static_cast<int>(m->pit) : kMaxPits;
  };
  std::stable_sort(parts.begin(), parts.end(), [&](const std::string& a, const std::string& b) {
    return pit_of(a) < pit_of(b);
  });
  std::string out;
  for (const std::string& part : parts)
    out += (out.empty() ? "" : std::string(1, separator)) + part;
  return out;
}

}  // namespace

std::string normalise_typed_turn(const RuleProgram& p, const std::string& raw) {
  std::string text;
  for (char c : raw)
    if (!std::isspace(static_cast<unsigned char>(c))) text += c;
  for (std::size_t i = 0; i < text.size(); ++i) {
    const bool digit_follows =
        i + 1 < text.size() && std::isdigit(static_cast<unsigned char>(text[i + 1]));
    if ((text[i] == 's' || text[i] == 'n') && digit_follows)
      text[i] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[i])));
    if (text[i] == 'X' && digit_follows) text[i] = 'x';
  }
  if (text == "PASS" || text == "Pass") return "pass";
  const auto gt = text.find('>');
  if (gt == std::string::npos) return text;
  return in_circuit_order(p, text.substr(0, gt), '+') + ">" +
         in_circuit_order(p, text.substr(gt + 1), ',');
}

std::optional<Move> parse_move(const RuleProgram& p, const std::string& raw, std::string& why) {
  std::string text;
  for (char c : raw)
    if (!std::isspace(static_cast<unsigned char>(c))) text += c;
  if (text == "pass") return Move{-1, 0, true};
  auto fail = [&](std::string message) -> std::optional<Move> {
    why = std::move(message);
    return std::nullopt;
  };
  const std::string expected = fmt::format(
      "'{}' is not a move: write a pit as S1..S{n} or N1..N{n}, optionally with an amount as "
      "in S3x2, or 'pass'",
      raw, fmt::arg("n", p.pits_per_row));
  if (text.size() < 2 || (text[0] != 'S' && text[0] != 'N')) return fail(expected);
  std::size_t i = 1;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
  if (i == 1) return fail(expected);
  const std::string digits = text.substr(1, i - 1);
  const std::optional<int> number = parse_number(digits, 1, p.pits_per_row);
  if (!number)
    return fail(
        fmt::format("{}{} is not a pit: rows have pits 1..{}", text[0], digits, p.pits_per_row));
  Move m{};
  m.pit = static_cast<std::int8_t>((text[0] == 'S' ? 0 : p.pits_per_row) + *number - 1);
  if (i == text.size()) return m;
  if (text[i] != 'x' || i + 1 == text.size()) return fail(expected);
  const std::string amount_text = text.substr(i + 1);
  if (!std::all_of(amount_text.begin(), amount_text.end(),
                   [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
    return fail(expected);
  // A Move holds at most 255 seeds lifted.
  const std::optional<int> amount = parse_number(amount_text, 1, 255);
  if (!amount)
    return fail(fmt::format("{}: the amount must be a whole number from 1 to 255, not {}", raw,
                            amount_text));
  m.amount = static_cast<std::uint8_t>(*amount);
  return m;
}

}  // namespace mancala
