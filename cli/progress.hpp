#pragma once
// Progress of a long run (simulate, bench) on standard error: done, rate and
// time left, redrawn in place a few times a second. Shown only to a person
// watching a terminal: never when standard error is a file or a pipe, nor
// with --quiet, so logs and scripts see nothing of it.
#include <atomic>
#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <mutex>
#include <string>

namespace mancala::cli {

// The progress line, with a bar of 20 cells:
// "simulate  1200/10000 games  12% [##------------------]  350 games/s  0:25 left".
std::string progress_line(const std::string& what, std::uint64_t done, std::uint64_t total,
                          const std::string& unit, double seconds);

// Whether to show progress: asked for (not --quiet) and stderr is a terminal.
bool progress_wanted(bool quiet, bool is_terminal);

// Whether standard error is a terminal.
bool stderr_is_terminal();

// A progress display; every call is safe from several threads.
class Progress {
 public:
  // `enabled` false makes every call do nothing.
  Progress(std::string what, std::uint64_t total, std::string unit, bool enabled,
           std::ostream& out);
  ~Progress();

  // One more item done; redraws at most every 200 ms.
  void step();
  // Erases the line (the summary that follows stands alone).
  void finish();

 private:
  std::string what_, unit_;
  std::uint64_t total_;
  std::atomic<bool> enabled_;
  std::ostream& out_;
  std::atomic<std::uint64_t> done_{0};
  std::mutex draw_;
  std::chrono::steady_clock::time_point start_, last_draw_;
  bool drawn_ = false;
};

}  // namespace mancala::cli
