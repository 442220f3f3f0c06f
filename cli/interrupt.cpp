#include "cli/interrupt.hpp"

#include <csignal>

namespace mancala::cli {
namespace {

std::atomic<bool> interrupted{false};  // lock-free, so a signal handler may set it
using Handler = void (*)(int);
Handler previous = SIG_DFL;

extern "C" void on_sigint(int) {
  interrupted.store(true);
}

}  // namespace

InterruptGuard::InterruptGuard() {
  static_assert(std::atomic<bool>::is_always_lock_free);
  interrupted.store(false);
  previous = std::signal(SIGINT, on_sigint);
}

InterruptGuard::~InterruptGuard() {
  std::signal(SIGINT, previous == SIG_ERR ? SIG_DFL : previous);
}

const std::atomic<bool>& InterruptGuard::requested() {
  return interrupted;
}

}  // namespace mancala::cli
