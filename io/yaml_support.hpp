#pragma once
// What the readers of YAML (game records, experiment files) share: a guard
// for yaml-cpp 0.7, whose LoadAll loops for ever on a document that starts
// with a stray ',' (the parser starts the same empty document again and again
// without reading on), so every reader walks the text with it before loading
// it; and how a node is named in messages.
#include <yaml-cpp/mark.h>
#include <yaml-cpp/node/node.h>

#include <optional>
#include <string>

namespace mancala {

// Where the YAML parser would stop making progress in `text` (a document
// starting twice at the same place), or nothing when it reads on to the end.
// Throws YAML::Exception on a syntax error, as loading would.
std::optional<YAML::Mark> yaml_document_stall(const std::string& text);

// A node as messages name it: "a mapping", "a list", "'text'" or "nothing".
std::string yaml_kind_name(const YAML::Node& node);

}  // namespace mancala
