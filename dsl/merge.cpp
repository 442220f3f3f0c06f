#include "dsl/merge.hpp"

#include <algorithm>

namespace mancala::dsl {
namespace {

using ast::Kind;
using ast::Node;

// Statements that form a list, and the name of their list; "" for single settings.
const char* list_of(Kind kind) {
  switch (kind) {
    case Kind::seeds_every:
    case Kind::seeds_range:
    case Kind::seeds_rightmost:
      return "seeds";
    case Kind::rule:
      return "lap rules";
    case Kind::ends_when:
      return "end conditions";
    case Kind::remaining:
      return "remaining seeds";
    default:
      return "";
  }
}

// Two single statements are the same setting when their kind (and, for marks, the mark) match.
bool same_setting(const Node& a, const Node& b) {
  if (a.kind != b.kind) return false;
  if (a.kind == Kind::mark_set || a.kind == Kind::mark_clear) return a.text == b.text;
  return true;
}

}  // namespace

void merge_block(Node& base, const Node& overlay) {
  // Lists the overlay states replace the base's whole list.
  for (const Node& s : overlay.kids) {
    const std::string list = list_of(s.kind);
    if (list.empty()) continue;
    base.kids.erase(std::remove_if(base.kids.begin(), base.kids.end(),
                                   [&](const Node& b) { return list_of(b.kind) == list; }),
                    base.kids.end());
  }
  for (const Node& s : overlay.kids) {
    if (*list_of(s.kind) != '\0') {
      base.kids.push_back(s);
      continue;
    }
    auto it = std::find_if(base.kids.begin(), base.kids.end(),
                           [&](const Node& b) { return same_setting(b, s); });
    if (it != base.kids.end())
      *it = s;
    else
      base.kids.push_back(s);
  }
}

Node merge_files(const Node& base, const Node& overlay) {
  Node out = base;
  // The parent's own 'extends' is already resolved.
  out.kids.erase(std::remove_if(out.kids.begin(), out.kids.end(),
                                [](const Node& n) { return n.kind == Kind::extends; }),
                 out.kids.end());
  for (const Node& item : overlay.kids) {
    if (item.kind == Kind::extends) continue;
    auto same = [&](const Node& n) {
      if (n.kind != item.kind) return false;
      return item.kind == Kind::game_name || n.text == item.text;
    };
    auto it = std::find_if(out.kids.begin(), out.kids.end(), same);
    if (it == out.kids.end())
      out.kids.push_back(item);
    else if (item.kind == Kind::block)
      merge_block(*it, item);
    else
      *it = item;
  }
  return out;
}

}  // namespace mancala::dsl
