#pragma once
// The positions on a depth-first search path, as a set of 64-bit hashes with
// constant-time membership: a searcher asks at every node whether the
// position is already on its path (the game would cycle), and a linear scan
// of the path would cost its depth each time.
//
// Open addressing with linear probing. Entries leave in the reverse order of
// their arrival (the path is a stack), so the newest entry can be removed by
// emptying its slot: every slot an older entry probed past was full when it
// arrived and still is, so no probe sequence is broken.
#include <cstdint>
#include <vector>

namespace mancala {

// A stack of distinct hashes with constant-time membership (see the file comment).
class PathSet {
 public:
  PathSet() { slots_.assign(1024, 0); }

  bool contains(std::uint64_t key) const {
    key = nonzero(key);
    for (std::size_t i = key & mask(); slots_[i] != 0; i = (i + 1) & mask())
      if (slots_[i] == key) return true;
    return false;
  }

  // Adds `key`, which must not be in the set.
  void push(std::uint64_t key) {
    if (2 * (stack_.size() + 1) > slots_.size()) grow();
    stack_.push_back(place(nonzero(key)));
  }

  // Removes the key pushed last.
  void pop() {
    slots_[stack_.back()] = 0;
    stack_.pop_back();
  }

  void clear() {
    for (std::size_t slot : stack_) slots_[slot] = 0;
    stack_.clear();
  }

  std::size_t size() const { return stack_.size(); }

 private:
  std::vector<std::uint64_t> slots_;  // 0: empty
  std::vector<std::size_t> stack_;    // the slot of each key, in the order pushed

  std::size_t mask() const { return slots_.size() - 1; }
  static std::uint64_t nonzero(std::uint64_t key) { return key == 0 ? 1 : key; }

  std::size_t place(std::uint64_t key) {
    std::size_t i = key & mask();
    while (slots_[i] != 0) i = (i + 1) & mask();
    slots_[i] = key;
    return i;
  }

  // Doubles the slots, re-placing the keys in their order of arrival (so the
  // removal argument above still holds). Rare: the path only grows so deep.
  void grow() {
    std::vector<std::uint64_t> keys;
    keys.reserve(stack_.size());
    for (std::size_t slot : stack_) keys.push_back(slots_[slot]);
    slots_.assign(slots_.size() * 2, 0);
    for (std::size_t k = 0; k < keys.size(); ++k) stack_[k] = place(keys[k]);
  }
};

}  // namespace mancala
