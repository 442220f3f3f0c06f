#pragma once
// A guard for yaml-cpp 0.7, whose LoadAll loops for ever on a document that
// starts with a stray ',' (the parser starts the same empty document again
// and again without reading on). Every reader of YAML text walks it with this
// guard before loading it.
#include <yaml-cpp/mark.h>

#include <optional>
#include <string>

namespace mancala {

// Where the YAML parser would stop making progress in `text` (a document
// starting twice at the same place), or nothing when it reads on to the end.
// Throws YAML::Exception on a syntax error, as loading would.
std::optional<YAML::Mark> yaml_document_stall(const std::string& text);

}  // namespace mancala
