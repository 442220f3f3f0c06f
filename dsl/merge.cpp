#include "dsl/merge.hpp"

#include <algorithm>
#include <string>
#include <unordered_map>

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
    case Kind::forbid_moves:
    case Kind::prefer_moves:
      return "move filters";
    case Kind::win_value:
    case Kind::win_weight:
      return "win values";
    default:
      return "";
  }
}

// Two single statements are the same setting when their kind (and, for marks, the mark) match.
bool same_setting(const Node& a, const Node& b) {
  if (a.kind != b.kind) return false;
  if (a.kind == Kind::mark_set || a.kind == Kind::mark_clear || a.kind == Kind::mark_declare ||
      a.kind == Kind::mark_to_store)
    return a.name == b.name;
  return true;
}

// What an item of the overlay replaces in the base: the item of the same kind
// and name, or the same block (there is one game name, whatever its text).
std::string item_key(const Node& n) {
  std::string key = std::to_string(static_cast<int>(n.kind)) + ':';
  if (n.kind == Kind::block)
    key += std::to_string(static_cast<int>(n.block));
  else if (n.kind != Kind::game_name)
    key += n.name;
  return key;
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
  // Each item's first position by key: a child of many parameters would make
  // a search of the list for each one quadratic.
  std::unordered_map<std::string, std::size_t> first;
  for (std::size_t i = 0; i < out.kids.size(); ++i) first.try_emplace(item_key(out.kids[i]), i);
  for (const Node& item : overlay.kids) {
    if (item.kind == Kind::extends) continue;
    auto [it, added] = first.try_emplace(item_key(item), out.kids.size());
    if (added)
      out.kids.push_back(item);
    else if (item.kind == Kind::block)
      merge_block(out.kids[it->second], item);
    else
      out.kids[it->second] = item;
  }
  return out;
}

}  // namespace mancala::dsl
