// player_strength: how one player fares against another on a rule file, for
// the strength table of docs/players.md. Plays GAMES games with A as South and
// GAMES with A as North, each game's players seeded from SEED and the game's
// number, and prints A's wins, draws and losses per side.
//
//   player_strength RULES A B GAMES [SEED]
#include <cstdio>
#include <cstdlib>
#include <string>

#include "agents/player_spec.hpp"
#include "dsl/loader.hpp"
#include "interpreter/random.hpp"

namespace {

constexpr int kMaxPlies = 1000;  // as simulate: longer games are cut and count as unfinished

}  // namespace

int main(int argc, char** argv) {
  using namespace mancala;
  if (argc < 5 || argc > 6) {
    std::fprintf(stderr, "usage: player_strength RULES A B GAMES [SEED]\nplayers:\n%s",
                 player_spec_help().c_str());
    return 2;
  }
  LoadResult loaded = load_rules(argv[1]);
  if (!loaded.program) {
    std::fprintf(stderr, "%s", loaded.messages.c_str());
    return 1;
  }
  PlayerSpec specs[2];
  for (int i = 0; i < 2; ++i) {
    std::string why;
    auto spec = parse_player_spec(argv[2 + i], why);
    if (!spec) {
      std::fprintf(stderr, "error: %s\n", why.c_str());
      return 2;
    }
    specs[i] = *spec;
  }
  const int games = std::atoi(argv[4]);
  if (games < 1) {
    std::fprintf(stderr, "error: GAMES must be a whole number of at least 1, not '%s'\n", argv[4]);
    return 2;
  }
  const std::uint64_t seed = argc == 6 ? std::strtoull(argv[5], nullptr, 10) : 1;
  Engine engine(*loaded.program);
  std::printf("%s against %s on %s, %d games a side, seed %llu\n", argv[2], argv[3], argv[1], games,
              static_cast<unsigned long long>(seed));
  for (const Side a_side : kSides) {
    int wins = 0, draws = 0, losses = 0, cut = 0;
    for (int g = 0; g < games; ++g) {
      const std::uint64_t game_seed = derive_seed(seed, static_cast<std::uint64_t>(g));
      auto a = make_player(specs[0], derive_seed(game_seed, 1));
      auto b = make_player(specs[1], derive_seed(game_seed, 2));
      Game game(engine);
      int plies = 0;
      while (!game.over() && plies++ < kMaxPlies)
        game.play((game.state().to_move == a_side ? a : b)->choose(game));
      if (!game.over()) {
        ++cut;
        continue;
      }
      const Winner winner = game.result().winner;
      if (!winner)
        ++draws;
      else if (winner == a_side)
        ++wins;
      else
        ++losses;
    }
    std::printf("as %s: %d won, %d drawn, %d lost, %d cut\n", side_name(a_side), wins, draws,
                losses, cut);
  }
  return 0;
}
