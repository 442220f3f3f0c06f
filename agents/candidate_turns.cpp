#include "agents/candidate_turns.hpp"

#include <array>

namespace mancala {

int opening_sample(const RuleProgram& p, const State& s, int limit, Random& random, Opening* out) {
  if (count_openings(p, s) <= static_cast<std::uint64_t>(limit)) {
    // Few enough to weigh them all (list_openings allocates, but only at such small counts).
    const auto all = list_openings(p, s, static_cast<std::uint64_t>(limit));
    int n = 0;
    if (all)
      for (const Opening& o : *all) out[n++] = o;
    return n;
  }
  for (int i = 0; i < limit; ++i) out[i] = sample_opening(p, s, random);
  return limit;
}

std::vector<Turn> candidate_turns(const Game& game, int openings, Random& random) {
  std::vector<Turn> turns;
  if (game.opening_turn()) {
    std::vector<Opening> sample(static_cast<std::size_t>(openings));
    const int n =
        opening_sample(game.engine().program(), game.state(), openings, random, sample.data());
    for (int i = 0; i < n; ++i) turns.push_back(Turn::of(sample[static_cast<std::size_t>(i)]));
  } else {
    for (const Move& m : game.legal()) turns.push_back(Turn::of(m));
  }
  return turns;
}

}  // namespace mancala
