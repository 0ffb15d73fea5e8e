// The key tables readers dispatch on: a static member function that finds a
// key's index by its length, then its bytes.
#pragma once

#include <string>
#include <vector>

namespace jsongen {

// The text of `static int NAME(std::string_view key)` (class indentation):
// the index of the key in `keys`, or -1. With `tags`, the keys are a tagged
// variant's tags, and an empty one (std::monostate's) is never found.
std::string key_index_function(const std::string& name, const std::vector<std::string>& keys, bool tags);
// The same, returning `indexes[i]` for `keys[i]` (several keys of one
// field: its aliases).
std::string key_index_function(const std::string& name, const std::vector<std::string>& keys,
                               const std::vector<std::size_t>& indexes, bool tags);

}  // namespace jsongen
