// An error's path through the value (users[3].name, notes["door"]), as
// writing (locate.h) and reading (reader.h) report it.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "require_cxx17.h"

namespace jsongen {
namespace detail {

// One step of an error's path: a struct field or object key, an array
// index, or a map key (its JSON text, quotes included).
struct path_entry {
  enum kind_t { kind_field, kind_index, kind_map_key } kind;
  std::string text;
  std::size_t index;
};

// users[3].name, notes["door"]
inline std::string path_string(const std::vector<path_entry>& entries) {
  std::string path;
  for (const auto& e : entries) {
    if (e.kind == path_entry::kind_field) {
      if (e.text.empty()) continue;  // an object whose first key is not written yet
      if (!path.empty()) path += '.';
      path += e.text;
    } else if (e.kind == path_entry::kind_index) {
      path += '[' + std::to_string(e.index) + ']';
    } else {
      path += '[' + e.text + ']';
    }
  }
  return path;
}

}  // namespace detail
}  // namespace jsongen
