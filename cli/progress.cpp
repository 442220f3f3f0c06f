#include "cli/progress.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <ostream>

namespace mancala::cli {
namespace {

// "1:05:03" or "4:07".
std::string clock_text(double seconds) {
  const auto total = static_cast<long long>(seconds + 0.5);
  const long long h = total / 3600, m = total / 60 % 60, s = total % 60;
  return h > 0 ? fmt::format("{}:{:02}:{:02}", h, m, s) : fmt::format("{}:{:02}", m, s);
}

}  // namespace

std::string progress_line(const std::string& what, std::uint64_t done, std::uint64_t total,
                          const std::string& unit, double seconds) {
  const double percent = total ? 100.0 * static_cast<double>(done) / static_cast<double>(total) : 0;
  // A bar of 20 cells, each 5%, in ASCII so that every terminal draws it.
  const int filled =
      total ? static_cast<int>(std::min<std::uint64_t>(done, total) * 20 / total) : 0;
  std::string line = fmt::format("{}  {}/{} {}  {:.0f}% [{}{}]", what, done, total, unit, percent,
                                 std::string(filled, '#'), std::string(20 - filled, '-'));
  if (done == 0 || seconds <= 0) return line + "  starting";
  const double rate = static_cast<double>(done) / seconds;
  line += fmt::format("  {:.0f} {}/s", rate, unit);
  if (done < total) line += "  " + clock_text(static_cast<double>(total - done) / rate) + " left";
  return line;
}

bool progress_wanted(bool quiet, bool is_terminal) {
  return !quiet && is_terminal;
}

bool stderr_is_terminal() {
  return isatty(STDERR_FILENO) == 1;
}

Progress::Progress(std::string what, std::uint64_t total, std::string unit, bool enabled,
                   std::ostream& out)
    : what_(std::move(what)),
      unit_(std::move(unit)),
      total_(total),
      enabled_(enabled),
      out_(out),
      start_(std::chrono::steady_clock::now()),
      last_draw_(start_) {}

Progress::~Progress() {
  finish();
}

void Progress::step() {
  if (!enabled_) return;
  const std::uint64_t done = ++done_;
  const auto now = std::chrono::steady_clock::now();
  std::unique_lock lock(draw_, std::try_to_lock);
  if (!lock || (drawn_ && now - last_draw_ < std::chrono::milliseconds(200))) return;
  last_draw_ = now;
  drawn_ = true;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  // "\r" goes back to the line's start, "\x1b[K" clears what a longer line left.
  out_ << '\r' << progress_line(what_, done, total_, unit_, seconds) << "\x1b[K" << std::flush;
}

void Progress::finish() {
  if (!enabled_) return;
  std::lock_guard lock(draw_);
  if (drawn_) out_ << "\r\x1b[K" << std::flush;
  drawn_ = false;
  enabled_ = false;
}

}  // namespace mancala::cli
