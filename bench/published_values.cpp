// published_values: solves the published Kalah values too large for the test
// suite and checks them, printing nodes and seconds for docs/solved.md.
// Kalah(6, 3) = +2 under the standard rules of rules/kalah.mancala and under
// its empty-capture variant (Irving, Donkers and Uiterwijk, "Solving Kalah",
// 2000). Exit status 1 if any value differs.
//
//   published_values [TABLE_MB]   (run from the source tree or anywhere: the
//                                  rule file is found through MANCALA_SOURCE_DIR)
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "agents/solver.hpp"
#include "dsl/loader.hpp"

namespace {

// One published value: a board of rules/kalah.mancala and its value.
struct Published {
  const char* variant;
  int pits, seeds, value;
};

constexpr Published kPublished[] = {
    {"", 6, 3, 2},
    {"empty-capture", 6, 3, 2},
};

}  // namespace

int main(int argc, char** argv) {
  using namespace mancala;
  const int table_mb = argc > 1 ? std::atoi(argv[1]) : SolveOptions{}.table_megabytes;
  int wrong = 0;
  for (const Published& p : kPublished) {
    CompileOptions options;
    options.variant = p.variant;
    options.overrides = {{"pits", p.pits}, {"seeds", p.seeds}};
    LoadResult loaded =
        load_rules(std::string(MANCALA_SOURCE_DIR) + "/rules/kalah.mancala", options);
    if (!loaded.program) {
      std::fprintf(stderr, "%s", loaded.messages.c_str());
      return 2;
    }
    const Engine engine(*loaded.program);
    SolveOptions solve_options;
    solve_options.table_megabytes = table_mb;
    const auto start = std::chrono::steady_clock::now();
    const SolveResult r = solve(engine, solve_options);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const bool ok = r.value == p.value;
    wrong += ok ? 0 : 1;
    std::printf("Kalah(%d, %d)%s%s: %+d (published %+d) %s, %llu nodes, %.1f s\n", p.pits, p.seeds,
                *p.variant ? " " : "", p.variant, r.value, p.value, ok ? "ok" : "DIFFERS",
                static_cast<unsigned long long>(r.nodes), seconds);
  }
  return wrong == 0 ? 0 : 1;
}
