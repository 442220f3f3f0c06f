#include "interpreter/board_text.hpp"

#include <fmt/format.h>

#include <sstream>
#include <vector>

#include "interpreter/notation.hpp"

namespace mancala {

std::string draw_board(const RuleProgram& p, const State& s) {
  const int n = p.pits_per_row;
  const char* store_word = p.stores == StoreMode::in_circuit ? "store" : "captured";
  std::string out = "        ";
  for (int i = n - 1; i >= 0; --i) out += fmt::format("{:>4}", pit_name(p, n + i));
  out += "\n  North ";
  for (int i = n - 1; i >= 0; --i) out += fmt::format("{:>4}", s.cells[n + i]);
  out += fmt::format("   {} {}\n  South ", store_word, s.cells[p.store_cell(kNorth)]);
  for (int i = 0; i < n; ++i) out += fmt::format("{:>4}", s.cells[i]);
  out += fmt::format("   {} {}\n        ", store_word, s.cells[p.store_cell(kSouth)]);
  for (int i = 0; i < n; ++i) out += fmt::format("{:>4}", pit_name(p, i));
  out += "\n";
  // Pits owned by the other row's player are listed, since the drawing shows rows.
  std::string foreign;
  for (int c = 0; c < p.pit_count(); ++c)
    if (s.owner(c) != (c < n ? kSouth : kNorth))
      foreign += fmt::format(" {}({})", pit_name(p, c), s.owner(c) == kSouth ? 'S' : 'N');
  if (!foreign.empty()) out += "  owned across:" + foreign + "\n";
  return out;
}

std::optional<State> read_board(const RuleProgram& p, const std::string& drawing,
                                std::string& why) {
  State s;
  const int n = p.pits_per_row;
  for (int c = n; c < p.pit_count(); ++c) s.north_owned |= std::uint64_t{1} << c;
  s.to_move = static_cast<std::uint8_t>(p.first_player);
  bool seen[2] = {false, false};
  std::istringstream lines(drawing);
  std::string line;
  while (std::getline(lines, line)) {
    std::istringstream words(line);
    std::string first;
    words >> first;
    if (first == "to") {
      std::string colon, who;
      words >> colon >> who;
      if (who != "South" && who != "North") {
        why = "expected 'to move: South' or 'to move: North', got: " + line;
        return std::nullopt;
      }
      s.to_move = who == "South" ? kSouth : kNorth;
      continue;
    }
    if (first != "North" && first != "South") continue;
    const int player = first == "South" ? kSouth : kNorth;
    std::vector<int> counts;
    std::string word;
    while (words >> word) {
      if (word == "store" || word == "captured") {
        int store = 0;
        if (!(words >> store)) {
          why = "expected a number after '" + word + "' in: " + line;
          return std::nullopt;
        }
        s.cells[p.store_cell(player)] = static_cast<std::uint16_t>(store);
        break;
      }
      try {
        counts.push_back(std::stoi(word));
      } catch (...) {
        why = "expected seed counts in: " + line;
        return std::nullopt;
      }
    }
    if (static_cast<int>(counts.size()) != n) {
      why = fmt::format("the {} row has {} counts; this board has {} pits per row", first,
                        counts.size(), n);
      return std::nullopt;
    }
    for (int i = 0; i < n; ++i) {
      // North's row is drawn right to left.
      const int cell = player == kSouth ? i : n + (n - 1 - i);
      s.cells[cell] = static_cast<std::uint16_t>(counts[i]);
    }
    seen[player] = true;
  }
  if (!seen[kSouth] || !seen[kNorth]) {
    why = "the drawing needs a 'North' line and a 'South' line";
    return std::nullopt;
  }
  return s;
}

}  // namespace mancala
