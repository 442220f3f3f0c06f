#pragma once
// A table of named items kept in the order they were added and found by name
// in constant time: a rule file may declare tens of thousands of parameters,
// and a lookup that scanned them all made `check` quadratic in their number.
#include <cstddef>
#include <deque>
#include <functional>
#include <string>
#include <unordered_map>

namespace mancala {

// Items of type T (each with a `std::string name`), in insertion order, with a
// hash index by name. Items never move, so pointers to them stay valid as
// more are added. `Equal` compares names; tests pass one that counts the
// comparisons, to check without timing anything that a lookup compares a
// few names rather than all of them.
template <typename T, typename Equal = std::equal_to<std::string>>
class NamedTable {
 public:
  explicit NamedTable(Equal equal = Equal()) : index_(0, std::hash<std::string>(), equal) {}

  // Adds `item` unless its name is taken; returns the item of that name.
  T& add(T item) {
    auto [it, added] = index_.try_emplace(item.name, items_.size());
    if (added) items_.push_back(std::move(item));
    return items_[it->second];
  }

  T* find(const std::string& name) {
    auto it = index_.find(name);
    return it == index_.end() ? nullptr : &items_[it->second];
  }
  const T* find(const std::string& name) const {
    auto it = index_.find(name);
    return it == index_.end() ? nullptr : &items_[it->second];
  }

  std::size_t size() const { return items_.size(); }
  auto begin() { return items_.begin(); }
  auto end() { return items_.end(); }
  auto begin() const { return items_.begin(); }
  auto end() const { return items_.end(); }

 private:
  std::deque<T> items_;  // a deque: adding never moves the items already there
  std::unordered_map<std::string, std::size_t, std::hash<std::string>, Equal> index_;
};

}  // namespace mancala
