#include "presentation/board_text.hpp"

#include <fmt/format.h>

#include <sstream>
#include <vector>

#include "interpreter/pit_counts.hpp"
#include "presentation/notation.hpp"

namespace mancala {

std::string draw_board(const RuleProgram& p, const State& s) {
  const int n = p.pits_per_row;
  const char* store_word = "captured";
  // A count with its suffixes: '*' owned across the board, '!' carrying the first mark.
  auto count = [&](int c) {
    std::string text = std::to_string(s.cells[c]);
    if (s.owner(c) != (c < n ? kSouth : kNorth)) text += '*';
    if (!p.mark_names.empty() && ((s.marks[0] >> c) & 1)) text += '!';
    return fmt::format("{:>5}", text);
  };
  std::string out = "        ";
  for (int i = n - 1; i >= 0; --i) out += fmt::format("{:>5}", pit_name(p, n + i));
  out += "\n  North ";
  for (int i = n - 1; i >= 0; --i) out += count(n + i);
  if (p.stores == StoreMode::in_circuit) {
    // Stores in the circuit stand at the two ends of the board, where the
    // sowing passes through them: North's at the left, South's at the right.
    out += fmt::format("\n{:>6}  {}{:>5}\n  South ", s.cells[p.store_cell(kNorth)],
                       std::string(static_cast<std::size_t>(5 * n), ' '),
                       s.cells[p.store_cell(kSouth)]);
    for (int i = 0; i < n; ++i) out += count(i);
    out += "\n        ";
  } else {
    out += fmt::format("   {} {}\n  South ", store_word, s.cells[p.store_cell(kNorth)]);
    for (int i = 0; i < n; ++i) out += count(i);
    out += fmt::format("   {} {}\n        ", store_word, s.cells[p.store_cell(kSouth)]);
  }
  for (int i = 0; i < n; ++i) out += fmt::format("{:>5}", pit_name(p, i));
  out += "\n";
  bool across = false;
  for (int c = 0; c < p.pit_count(); ++c)
    across = across || s.owner(c) != (c < n ? kSouth : kNorth);
  if (across) out += "  (* owned by the other row's player)\n";
  if (!p.mark_names.empty() && s.marks[0]) out += fmt::format("  (! marked {})\n", p.mark_names[0]);
  return out;
}

std::optional<State> read_board(const RuleProgram& p, const std::string& drawing,
                                std::string& why) {
  State s;
  const int n = p.pits_per_row;
  for (int c = n; c < p.pit_count(); ++c) s.north_owned |= std::uint64_t{1} << c;
  s.to_move = p.first_player;
  s.first_mover = p.first_player;
  PerSide<bool> seen;
  std::istringstream lines(drawing);
  std::string line;
  while (std::getline(lines, line)) {
    std::istringstream words(line);
    std::string first;
    words >> first;
    if (first == "ply:") {
      std::string number;
      words >> number;
      const std::optional<int> ply = parse_number(number, 0, 65535);
      if (!ply) {
        why = "expected 'ply: N' with N from 0 to 65535, got: " + line;
        return std::nullopt;
      }
      s.ply = static_cast<std::uint16_t>(*ply);
      continue;
    }
    if (first == "began:") {
      std::string who;
      words >> who;
      if (who != "South" && who != "North") {
        why = "expected 'began: South' or 'began: North', got: " + line;
        return std::nullopt;
      }
      s.first_mover = who == "South" ? kSouth : kNorth;
      continue;
    }
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
    if (first != "North" && first != "South") {
      // The line between the rows of a board with stores in the circuit:
      // North's store at the left end, South's at the right.
      std::string second, more;
      const std::optional<int> north = parse_number(first, 0, 65535);
      words >> second;
      const std::optional<int> south = parse_number(second, 0, 65535);
      if (north && south && !(words >> more)) {
        s.cells[p.store_cell(kNorth)] = static_cast<std::uint16_t>(*north);
        s.cells[p.store_cell(kSouth)] = static_cast<std::uint16_t>(*south);
      }
      continue;
    }
    const Side player = first == "South" ? kSouth : kNorth;
    std::vector<int> counts;
    std::vector<bool> across, marked;
    std::string word;
    while (words >> word) {
      if (word == "store" || word == "captured") {
        std::string number;
        words >> number;
        const std::optional<int> store = parse_number(number, 0, 65535);
        if (!store) {
          why = "expected a number from 0 to 65535 after '" + word + "' in: " + line;
          return std::nullopt;
        }
        s.cells[p.store_cell(player)] = static_cast<std::uint16_t>(*store);
        break;
      }
      bool is_across = false, is_marked = false;
      while (!word.empty() && (word.back() == '*' || word.back() == '!')) {
        (word.back() == '*' ? is_across : is_marked) = true;
        word.pop_back();
      }
      const std::optional<int> seeds = parse_number(word, 0, 65535);
      if (!seeds) {
        why = "expected seed counts from 0 to 65535 (with optional '*' or '!') in: " + line;
        return std::nullopt;
      }
      counts.push_back(*seeds);
      across.push_back(is_across);
      marked.push_back(is_marked);
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
      const Side owner = across[i] ? opponent(player) : player;
      if (owner == kNorth)
        s.north_owned |= std::uint64_t{1} << cell;
      else
        s.north_owned &= ~(std::uint64_t{1} << cell);
      if (marked[i]) s.marks[0] |= std::uint64_t{1} << cell;
    }
    seen[player] = true;
  }
  if (!seen[kSouth] || !seen[kNorth]) {
    why = "the drawing needs a 'North' line and a 'South' line";
    return std::nullopt;
  }
  recount_pits(s, n);
  return s;
}

}  // namespace mancala
