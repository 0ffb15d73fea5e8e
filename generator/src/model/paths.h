// Naming rules shared by the CLI and the parser.
#pragma once

#include <cstddef>
#include <string>

namespace jsongen {

// Where the last extension of `path` starts (path.size() when it has none).
inline std::size_t extension_start(const std::string& path) {
  const auto slash = path.find_last_of('/');
  const auto dot = path.find_last_of('.');
  const bool has_extension = dot != std::string::npos && (slash == std::string::npos || dot > slash);
  return has_extension ? dot : path.size();
}

// "dir/point.h" + ".json.h" -> "dir/point.json.h": the last extension replaced.
inline std::string replace_extension(const std::string& path, const std::string& suffix) {
  return path.substr(0, extension_start(path)) + suffix;
}

// "dir/point.h" -> "dir/point.json.h"
inline std::string generated_header_name(const std::string& header) { return replace_extension(header, ".json.h"); }

// The split layout's companions of a generated header, beside it:
// "dir/point.json.h" -> "dir/point.json.inl.h" (".inl" before the header's
// own extension: "x.hpp" -> "x.inl.hpp") and "dir/point.json.cpp".
inline std::string inline_header_name(const std::string& generated_header) {
  const std::size_t dot = extension_start(generated_header);
  if (dot == generated_header.size()) return generated_header + ".inl.h";
  return generated_header.substr(0, dot) + ".inl" + generated_header.substr(dot);
}
inline std::string generated_source_name(const std::string& generated_header) {
  return replace_extension(generated_header, ".cpp");
}

// The type a generated .json.h names after its .json.cpp, which the linker
// prints where that file is missing from a build: "point.json.cpp" ->
// "add_point_json_cpp_to_the_build". Any byte but a letter or a digit is
// '_', none doubled (a name with "__" is reserved).
inline std::string link_tag_name(const std::string& source_file) {
  std::string tag = "add_";
  for (const char c : source_file) {
    const bool alnum = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    if (alnum) {
      tag += c;
    } else if (tag.back() != '_') {
      tag += '_';
    }
  }
  if (tag.back() != '_') tag += '_';
  return tag + "to_the_build";
}

}  // namespace jsongen
