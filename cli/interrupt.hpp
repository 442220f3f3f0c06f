#pragma once
// Ctrl-C during a long run: the first SIGINT only asks the run to stop, so it
// can report what it finished and keep what it wrote; exit status 130, as a
// shell reports a process ended by SIGINT.
#include <atomic>

namespace mancala::cli {

inline constexpr int kInterruptedStatus = 130;

// While alive, SIGINT sets `requested()` instead of ending the process.
class InterruptGuard {
 public:
  InterruptGuard();
  ~InterruptGuard();
  InterruptGuard(const InterruptGuard&) = delete;
  InterruptGuard& operator=(const InterruptGuard&) = delete;

  // The flag a run polls; true once SIGINT has arrived.
  static const std::atomic<bool>& requested();
};

}  // namespace mancala::cli
