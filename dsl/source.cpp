#include "dsl/source.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <map>
#include <mutex>
#include <utility>

namespace mancala::dsl {

std::string_view without_bom(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  return text;
}

std::string_view SourceFile::line_text(int line) const {
  return TextIndex(text).line(line);
}

namespace {

// Reads everything from an open file descriptor; false (errno set) on failure.
bool read_all(int fd, std::string& out) {
  char buffer[1 << 16];
  for (;;) {
    const ssize_t got = ::read(fd, buffer, sizeof buffer);
    if (got == 0) return true;
    if (got < 0) {
      if (errno == EINTR) continue;
      return false;
    }
    out.append(buffer, static_cast<std::size_t>(got));
  }
}

// Files that cannot be read twice (pipes, terminals, /dev/stdin), by device
// and inode: their text as read the first time.
struct OnceReadFiles {
  std::mutex mutex;
  std::map<std::pair<dev_t, ino_t>, std::string> texts;
};
OnceReadFiles& once_read_files() {
  static OnceReadFiles files;
  return files;
}

}  // namespace

SourceRead read_source(const std::string& path) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0) return {nullptr, std::strerror(errno)};
  if (S_ISDIR(info.st_mode)) return {nullptr, "is a directory"};
  auto file = std::make_shared<SourceFile>();
  file->name = path;
  const bool regular = S_ISREG(info.st_mode);
  OnceReadFiles& once = once_read_files();
  std::unique_lock lock(once.mutex, std::defer_lock);
  const auto key = std::make_pair(info.st_dev, info.st_ino);
  if (!regular) {
    // Look before opening: opening a pipe whose writer is gone would wait forever.
    lock.lock();
    if (auto it = once.texts.find(key); it != once.texts.end()) {
      file->text = it->second;
      return {file, ""};
    }
  }
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return {nullptr, std::strerror(errno)};
  const bool read = read_all(fd, file->text);
  const int read_errno = errno;
  ::close(fd);
  if (!read) return {nullptr, std::strerror(read_errno)};
  if (!regular) once.texts.emplace(key, file->text);
  return {file, ""};
}

SourceRef read_source_file(const std::string& path) {
  return read_source(path).file;
}

// ---------------------------------------------------------------- UTF-8

namespace {
bool continuation(unsigned char c) {
  return (c & 0xC0) == 0x80;
}
}  // namespace

std::size_t first_invalid_utf8(std::string_view text) {
  const auto* s = reinterpret_cast<const unsigned char*>(text.data());
  const std::size_t n = text.size();
  std::size_t i = 0;
  while (i < n) {
    const unsigned char c = s[i];
    if (c < 0x80) {
      ++i;
      continue;
    }
    std::size_t length = 0;
    char32_t min = 0;
    char32_t cp = 0;
    if (c >= 0xC2 && c <= 0xDF) {
      length = 2, min = 0x80, cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      length = 3, min = 0x800, cp = c & 0x0F;
    } else if (c >= 0xF0 && c <= 0xF4) {
      length = 4, min = 0x10000, cp = c & 0x07;
    } else {
      return i;
    }
    if (i + length > n) return i;
    for (std::size_t k = 1; k < length; ++k) {
      if (!continuation(s[i + k])) return i;
      cp = (cp << 6) | (s[i + k] & 0x3F);
    }
    // Overlong forms, UTF-16 surrogates and values past U+10FFFF are not UTF-8.
    if (cp < min || (cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF) return i;
    i += length;
  }
  return std::string_view::npos;
}

char32_t decode_utf8(const char* p, const char* end, int* length) {
  const auto c = static_cast<unsigned char>(*p);
  int n = c < 0x80 ? 1 : (c & 0xE0) == 0xC0 ? 2 : (c & 0xF0) == 0xE0 ? 3 : 4;
  n = static_cast<int>(std::min<std::ptrdiff_t>(n, end - p));
  char32_t cp = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
  for (int k = 1; k < n; ++k) cp = (cp << 6) | (static_cast<unsigned char>(p[k]) & 0x3F);
  if (length) *length = n;
  return cp;
}

// ---------------------------------------------------------------- TextIndex

TextIndex::TextIndex(std::string_view text) : text_(without_bom(text)) {
  line_starts_.push_back(0);
  bool ascii = true;
  for (std::size_t i = 0; i < text_.size(); ++i) {
    if (text_[i] == '\n') line_starts_.push_back(i + 1);
    if (static_cast<unsigned char>(text_[i]) >= 0x80) ascii = false;
  }
  if (ascii) return;
  code_points_before_.resize(text_.size() + 1);
  int count = 0;
  for (std::size_t i = 0; i < text_.size(); ++i) {
    code_points_before_[i] = count;
    if (!continuation(static_cast<unsigned char>(text_[i]))) ++count;
  }
  code_points_before_[text_.size()] = count;
}

std::string_view TextIndex::line(int line) const {
  if (line < 1 || static_cast<std::size_t>(line) > line_starts_.size()) return {};
  const std::size_t start = line_starts_[line - 1];
  std::string_view rest = text_.substr(start);
  std::string_view out = rest.substr(0, rest.find('\n'));
  if (!out.empty() && out.back() == '\r') out.remove_suffix(1);
  return out;
}

int TextIndex::column(int line, int byte_column) const {
  if (ascii() || line < 1 || static_cast<std::size_t>(line) > line_starts_.size() ||
      byte_column < 1)
    return byte_column;
  const std::size_t start = line_starts_[line - 1];
  const std::size_t at = std::min(start + static_cast<std::size_t>(byte_column - 1), text_.size());
  return code_points_before_[at] - code_points_before_[start] + 1;
}

SourcePos TextIndex::position(std::size_t offset) const {
  offset = std::min(offset, text_.size());
  const auto after = std::upper_bound(line_starts_.begin(), line_starts_.end(), offset);
  const int line = static_cast<int>(after - line_starts_.begin());
  const std::size_t start = line_starts_[line - 1];
  return {line, column(line, static_cast<int>(offset - start) + 1)};
}

}  // namespace mancala::dsl
