#include "backend/key_index.h"

#include <cstddef>
#include <map>

#include "backend/code_text.h"

namespace jsongen {

std::string key_index_function(const std::string& name, const std::vector<std::string>& keys, bool tags) {
  std::vector<std::size_t> indexes(keys.size());
  for (std::size_t i = 0; i < keys.size(); ++i) indexes[i] = i;
  return key_index_function(name, keys, indexes, tags);
}

std::string key_index_function(const std::string& name, const std::vector<std::string>& keys,
                               const std::vector<std::size_t>& indexes, bool tags) {
  std::string lines;
  CodeWriter code(lines);
  code.line(1, tags ? "// The index of the alternative a tag names, or -1." : "// The index of a key among the fields', or -1.");
  code.line(1, "static int {}(std::string_view key) {{", name);
  std::map<std::size_t, std::vector<std::size_t>> by_size;
  for (std::size_t i = 0; i < keys.size(); ++i) {
    if (!tags || !keys[i].empty()) by_size[keys[i].size()].push_back(i);
  }
  if (by_size.empty()) {
    code.line(2, "(void)key;");
    code.line(2, "return -1;");
    code.line(1, "}}");
    return lines;
  }
  code.line(2, "switch (key.size()) {{");
  for (const auto& [size, of_size] : by_size) {
    code.line(3, "case {}:", size);
    for (const std::size_t i : of_size) {
      if (size == 0) {
        code.line(4, "return {};", indexes[i]);
      } else {
        code.line(4, "if (std::memcmp(key.data(), {}, {}) == 0) return {};", cpp_literal(keys[i]), size, indexes[i]);
      }
    }
    if (size != 0) code.line(4, "break;");
  }
  code.line(3, "default:");
  code.line(4, "break;");
  code.line(2, "}}");
  code.line(2, "return -1;");
  code.line(1, "}}");
  return lines;
}

}  // namespace jsongen
