#include "interpreter/notation.hpp"

#include <fmt/format.h>

#include <cctype>

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
  const int number = digits.size() > 4 ? 0 : std::stoi(digits);
  if (number < 1 || number > p.pits_per_row)
    return fail(
        fmt::format("{}{} is not a pit: rows have pits 1..{}", text[0], digits, p.pits_per_row));
  Move m{};
  m.pit = static_cast<std::int8_t>((text[0] == 'S' ? 0 : p.pits_per_row) + number - 1);
  if (i == text.size()) return m;
  if (text[i] != 'x' || i + 1 == text.size()) return fail(expected);
  int amount = 0;
  for (++i; i < text.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(text[i])) || amount > 1000) return fail(expected);
    amount = amount * 10 + (text[i] - '0');
  }
  if (amount < 1 || amount > 255)
    return fail(fmt::format("{}: the amount must be at least 1", raw));
  m.amount = static_cast<std::uint8_t>(amount);
  return m;
}

}  // namespace mancala
