#include "presentation/opening_notation.hpp"

#include <fmt/format.h>

#include <cctype>

#include "presentation/notation.hpp"

namespace mancala {

std::string check_opening(const RuleProgram& p, const State& s, const Opening& o) {
  const char* mover = s.to_move == kSouth ? "South" : "North";
  if (!is_opening_turn(p, s)) return "this is not an opening turn";
  if (o.emptied_count != p.opening_empty)
    return fmt::format("an opening empties exactly {} pits, not {}", p.opening_empty,
                       o.emptied_count);
  int seeds = 0;
  for (int i = 0; i < o.emptied_count; ++i) {
    const int c = o.emptied[i];
    if (s.owner(c) != s.to_move) return fmt::format("{} is not {}'s pit", pit_name(p, c), mover);
    if (s.cells[c] == 0) return fmt::format("{} is empty", pit_name(p, c));
    for (int j = 0; j < i; ++j)
      if (o.emptied[j] == c) return fmt::format("{} is emptied twice", pit_name(p, c));
    seeds += s.cells[c];
  }
  int placed = 0;
  for (int c = 0; c < p.pit_count(); ++c) placed += o.placed[c];
  if (placed != seeds)
    return fmt::format("the placement puts {} seed{}, but the emptied pits hold {}", placed,
                       placed == 1 ? "" : "s", seeds);
  return "";
}

std::string opening_text(const RuleProgram& p, const Opening& o) {
  std::string out;
  for (int i = 0; i < o.emptied_count; ++i) out += (i ? "+" : "") + pit_name(p, o.emptied[i]);
  out += ">";
  bool first = true;
  for (int c = 0; c < p.pit_count(); ++c) {
    if (o.placed[c] == 0) continue;
    out += fmt::format("{}{}:{}", first ? "" : ",", pit_name(p, c), o.placed[c]);
    first = false;
  }
  return out;
}

std::optional<Opening> parse_opening(const RuleProgram& p, const std::string& raw,
                                     std::string& why) {
  std::string text;
  for (char c : raw)
    if (!std::isspace(static_cast<unsigned char>(c))) text += c;
  auto fail = [&](std::string message) -> std::optional<Opening> {
    why = std::move(message);
    return std::nullopt;
  };
  const auto gt = text.find('>');
  if (gt == std::string::npos)
    return fail(
        fmt::format("'{}' is not an opening: write the emptied pits joined by '+', then "
                    "'>', then PIT:COUNT pairs, e.g. S5+S6>S1:6,N2:4",
                    raw));
  Opening o;
  auto read_pit = [&](const std::string& name) -> int {
    std::string ignored;
    std::optional<Move> m = parse_move(p, name, ignored);
    if (!m || m->pass || m->amount != 0) return -1;
    return m->pit;
  };
  std::size_t start = 0;
  const std::string emptied = text.substr(0, gt);
  while (start <= emptied.size()) {
    auto plus = emptied.find('+', start);
    std::string name =
        emptied.substr(start, plus == std::string::npos ? std::string::npos : plus - start);
    int pit = read_pit(name);
    if (pit < 0) return fail(fmt::format("'{}' is not a pit (in '{}')", name, raw));
    if (o.emptied_count > 0 && pit <= o.emptied[o.emptied_count - 1])
      return fail(
          fmt::format("the emptied pits must be written in circuit order, each once "
                      "(S1..S{n}, N1..N{n}): '{}'",
                      emptied, fmt::arg("n", p.pits_per_row)));
    if (o.emptied_count == kMaxPits) return fail("too many emptied pits");
    o.emptied[o.emptied_count++] = static_cast<std::int8_t>(pit);
    if (plus == std::string::npos) break;
    start = plus + 1;
  }
  const std::string placement = text.substr(gt + 1);
  if (placement.empty()) return fail(fmt::format("'{}': no placement after '>'", raw));
  int last_pit = -1;
  start = 0;
  while (start <= placement.size()) {
    auto comma = placement.find(',', start);
    std::string pair =
        placement.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    auto colon = pair.find(':');
    if (colon == std::string::npos)
      return fail(fmt::format("'{}' is not PIT:COUNT (in '{}')", pair, raw));
    int pit = read_pit(pair.substr(0, colon));
    if (pit < 0)
      return fail(fmt::format("'{}' is not a pit (in '{}')", pair.substr(0, colon), raw));
    if (pit <= last_pit)
      return fail(fmt::format("placement pits must be written in circuit order, each once: '{}'",
                              placement));
    const std::string count_text = pair.substr(colon + 1);
    // A pit holds at most 65535 seeds: larger counts are refused, never wrapped.
    const std::optional<int> count = parse_number(count_text, 0, 65535);
    if (!count)
      return fail(fmt::format("'{}': the count must be a whole number from 1 to 65535", pair));
    if (*count < 1)
      return fail(fmt::format("'{}': counts are at least 1 (leave out empty pits)", pair));
    o.placed[pit] = static_cast<std::uint16_t>(*count);
    last_pit = pit;
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return o;
}

}  // namespace mancala
