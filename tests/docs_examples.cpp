// Reads the examples of a Markdown file by the convention of docs_examples.hpp.
#include "docs_examples.hpp"

#include <algorithm>
#include <regex>

namespace mancala::docs {
namespace {

bool starts_with(const std::string& text, const std::string& prefix) {
  return text.compare(0, prefix.size(), prefix) == 0;
}

std::string trim(const std::string& text) {
  const auto begin = text.find_first_not_of(" \t\r");
  if (begin == std::string::npos) return "";
  const auto end = text.find_last_not_of(" \t\r");
  return text.substr(begin, end - begin + 1);
}

// The HTML comment on the last non-blank line before `index`, or "".
std::string marker_before(const std::vector<std::string>& lines, size_t index) {
  while (index > 0) {
    const std::string line = trim(lines[--index]);
    if (line.empty()) continue;
    if (starts_with(line, "<!--") && line.size() >= 7 && line.substr(line.size() - 3) == "-->")
      return trim(line.substr(4, line.size() - 7));
    return "";
  }
  return "";
}

bool line_matches(const std::string& pattern, const std::string& actual) {
  if (pattern == actual) return true;
  if (pattern.size() > 3 && pattern.compare(pattern.size() - 3, 3, "...") == 0)
    return starts_with(actual, pattern.substr(0, pattern.size() - 3));
  return false;
}

// Whether patterns[i..] match actual[j..]; memo avoids exponential work on
// several "..." lines.
bool matches_from(const std::vector<std::string>& patterns, const std::vector<std::string>& actual,
                  size_t i, size_t j, std::vector<signed char>& memo) {
  const size_t width = actual.size() + 1;
  signed char& known = memo[i * width + j];
  if (known >= 0) return known != 0;
  bool result;
  if (i == patterns.size()) {
    result = j == actual.size();
  } else if (patterns[i] == "...") {
    result = matches_from(patterns, actual, i + 1, j, memo) ||
             (j < actual.size() && matches_from(patterns, actual, i, j + 1, memo));
  } else {
    result = j < actual.size() && line_matches(patterns[i], actual[j]) &&
             matches_from(patterns, actual, i + 1, j + 1, memo);
  }
  known = result ? 1 : 0;
  return result;
}

bool matches_at(const std::vector<std::string>& patterns, const std::vector<std::string>& actual,
                size_t i, size_t j) {
  std::vector<signed char> memo((patterns.size() + 1) * (actual.size() + 1), -1);
  return matches_from(patterns, actual, i, j, memo);
}

void read_shell_block(const std::vector<std::string>& lines, size_t begin, size_t end,
                      Examples& out) {
  static const std::regex exit_comment(R"(\s+#\s*exit\s+([0-9]+)\s*$)");
  bool any = false;
  for (size_t i = begin; i < end; ++i) {
    const std::string& line = lines[i];
    if (starts_with(line, "$ ")) {
      ShellExample example;
      example.line = static_cast<int>(i) + 1;
      example.command = line.substr(2);
      std::smatch found;
      if (std::regex_search(example.command, found, exit_comment))
        example.exit_status = std::stoi(found[1].str());
      example.expected_begin = static_cast<int>(i) + 1;
      out.commands.push_back(example);
      any = true;
    } else if (!any) {
      out.problems.push_back(std::to_string(i + 1) +
                             ": a line of a ```sh block before its first \"$ \" command "
                             "(write commands as \"$ COMMAND\")");
      return;
    } else {
      out.commands.back().expected.push_back(line);
    }
  }
  if (!any)
    out.problems.push_back(std::to_string(begin) + ": a ```sh block without any \"$ \" command");
}

void read_rule_block(const std::vector<std::string>& lines, size_t begin, size_t end,
                     const std::string& marker, Examples& out) {
  RuleExample example;
  example.line = static_cast<int>(begin);
  for (size_t i = begin; i < end; ++i) example.text += lines[i] + "\n";
  if (marker.empty()) {
    example.kind = RuleExample::Kind::whole_file;
  } else if (marker == "error") {
    example.kind = RuleExample::Kind::error;
  } else if (starts_with(marker, "fragment:")) {
    example.kind = RuleExample::Kind::fragment;
    example.path = trim(marker.substr(9));
  } else if (starts_with(marker, "file:")) {
    example.kind = RuleExample::Kind::file;
    example.path = trim(marker.substr(5));
  } else {
    out.problems.push_back(std::to_string(begin) + ": unknown marker <!-- " + marker +
                           " --> before a ```mancala block (fragment:, file: or error)");
    return;
  }
  out.rules.push_back(example);
}

// Whether a line of a block that is not run looks like a command a reader
// would type: "$ ...", the built program ("./build/mancala ..." anywhere in
// the line, as in a pipe), "mancala WORD ...", or a build command.
bool looks_like_a_command(const std::string& text) {
  static const std::regex command(
      R"(^(\$ |(\./)?build/mancala( |$)|mancala [a-z][a-z-]*( |$)|cmake |ctest )|\./build/mancala( |$))");
  return std::regex_search(trim(text), command);
}

// A fenced block other than ```sh and ```mancala is shown as it is, never run:
// it may not show a command unless marked <!-- not run: REASON -->.
void check_unrun_block(const std::vector<std::string>& lines, size_t begin, size_t end,
                       const std::string& info, const std::string& marker, Examples& out) {
  if (starts_with(marker, "not run:")) {
    if (trim(marker.substr(8)).empty())
      out.problems.push_back(std::to_string(begin) + ": <!-- not run: --> needs a reason");
    return;
  }
  for (size_t i = begin; i < end; ++i) {
    if (!looks_like_a_command(lines[i])) continue;
    out.problems.push_back(std::to_string(i + 1) + ": a ```" + (info.empty() ? "" : info + " ") +
                           "block shows the command '" + trim(lines[i]) +
                           "', which no test runs: make the block ```sh (\"$ COMMAND\" and its "
                           "output), or mark it <!-- not run: REASON -->");
    return;
  }
}

}  // namespace

Examples read_examples(const std::vector<std::string>& original) {
  Examples out;
  std::vector<std::string> lines = original;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string line = trim(lines[i]);
    if (!starts_with(line, "```")) continue;
    // A block inside a list item is indented like its fence: read it without.
    const size_t indent = lines[i].find_first_not_of(' ');
    for (size_t k = i + 1; k < lines.size() && !starts_with(trim(lines[k]), "```"); ++k)
      lines[k].erase(0, std::min(indent, lines[k].find_first_not_of(' ') == std::string::npos
                                             ? lines[k].size()
                                             : lines[k].find_first_not_of(' ')));
    const size_t first_command = out.commands.size();
    const std::string info = trim(line.substr(3));
    size_t end = i + 1;
    while (end < lines.size() && !starts_with(trim(lines[end]), "```")) ++end;
    if (end == lines.size()) {
      out.problems.push_back(std::to_string(i + 1) + ": a fenced block that is never closed");
      break;
    }
    const std::string marker = marker_before(lines, i);
    if (info == "sh") {
      if (starts_with(marker, "not run:")) {
        if (trim(marker.substr(8)).empty())
          out.problems.push_back(std::to_string(i + 1) + ": <!-- not run: --> needs a reason");
      } else if (!marker.empty()) {
        out.problems.push_back(std::to_string(i + 1) + ": unknown marker <!-- " + marker +
                               " --> before a ```sh block (only \"not run: REASON\")");
      } else {
        read_shell_block(lines, i + 1, end, out);
        for (size_t c = first_command; c < out.commands.size(); ++c)
          out.commands[c].indent = static_cast<int>(indent);
      }
    } else if (info == "mancala") {
      read_rule_block(lines, i + 1, end, marker, out);
    } else if (info == "bash" || info == "shell" || info == "console" || info == "zsh") {
      out.problems.push_back(std::to_string(i + 1) + ": ```" + info +
                             " block: write shell examples as ```sh so that they are run");
    } else {
      check_unrun_block(lines, i + 1, end, info, marker, out);
    }
    i = end;
  }
  return out;
}

bool output_matches(const std::vector<std::string>& patterns,
                    const std::vector<std::string>& actual) {
  return matches_at(patterns, actual, 0, 0);
}

std::vector<std::string> updated_expectation(const std::vector<std::string>& patterns,
                                             const std::vector<std::string>& actual) {
  if (output_matches(patterns, actual)) return patterns;
  std::vector<std::string> result;
  size_t i = 0, j = 0;
  while (i < patterns.size()) {
    if (patterns[i] == "...") {
      // Keep the "..." where what follows it still matches somewhere.
      size_t k = j;
      while (k <= actual.size() && !matches_at(patterns, actual, i + 1, k)) ++k;
      if (k <= actual.size()) {
        result.push_back("...");
        result.insert(result.end(), patterns.begin() + static_cast<long>(i) + 1, patterns.end());
        return result;
      }
      // Otherwise skip to the next line the pattern after it still recognises.
      k = j;
      while (i + 1 < patterns.size() && k < actual.size() &&
             !line_matches(patterns[i + 1], actual[k]))
        ++k;
      if (i + 1 < patterns.size() && k < actual.size()) {
        result.push_back("...");
        j = k;
      }
      ++i;
    } else if (j < actual.size() && line_matches(patterns[i], actual[j])) {
      result.push_back(patterns[i++]);
      ++j;
    } else {
      if (j < actual.size()) result.push_back(actual[j++]);
      ++i;
    }
  }
  result.insert(result.end(), actual.begin() + static_cast<long>(j), actual.end());
  return result;
}

std::vector<std::string> shortened(const std::vector<std::string>& patterns) {
  std::vector<std::string> lines;
  for (const auto& line : patterns)
    lines.push_back(line.size() > 100 ? line.substr(0, 80) + "..." : line);
  if (lines.size() <= 12) return lines;
  std::vector<std::string> result(lines.begin(), lines.begin() + 6);
  if (result.back() != "...") result.push_back("...");
  for (auto it = lines.end() - 3; it != lines.end(); ++it)
    if (!(*it == "..." && result.back() == "...")) result.push_back(*it);
  return result;
}

}  // namespace mancala::docs
