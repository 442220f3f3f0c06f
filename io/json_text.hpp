#pragma once
// The one way the program turns JSON into text. nlohmann::json throws on
// strings that are not valid UTF-8 (a move typed in Latin-1, a game name or a
// file name in another encoding); output must never abort, so every invalid
// byte is written as U+FFFD instead.
#include <nlohmann/json.hpp>
#include <string>

namespace mancala {

// `value` as JSON text: on one line when `indent` < 0, else pretty-printed.
inline std::string json_text(const nlohmann::json& value, int indent = -1) {
  return value.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace mancala
