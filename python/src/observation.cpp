#include "observation.hpp"

namespace mancala::python {

int observation_size(const RuleProgram& p) {
  return p.pit_count() * (2 + static_cast<int>(p.mark_names.size())) + 2;
}

std::vector<float> observation(const RuleProgram& p, const State& s, Side player) {
  const int pits = p.pit_count();
  std::vector<float> out(static_cast<std::size_t>(observation_size(p)), 0.0f);
  for (int i = 0; i < pits; ++i) {
    // The i-th pit from the player's side (actions count pits the same way).
    const int pit = (i + static_cast<int>(index(player)) * p.pits_per_row) % pits;
    out[i] = s.cells[pit];
    out[pits + 2 + i] = s.owner(pit) == player ? 1.0f : 0.0f;
    for (std::size_t m = 0; m < p.mark_names.size(); ++m)
      out[2 * pits + 2 + static_cast<int>(m) * pits + i] = ((s.marks[m] >> pit) & 1) ? 1.0f : 0.0f;
  }
  out[pits] = s.cells[p.store_cell(player)];
  out[pits + 1] = s.cells[p.store_cell(opponent(player))];
  return out;
}

}  // namespace mancala::python
