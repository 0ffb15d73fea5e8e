// Naming rules shared by the CLI and the parser.
#pragma once

#include <string>

namespace jsongen {

// "dir/point.h" -> "dir/point.json.h" (the last extension is replaced).
inline std::string generated_header_name(const std::string& header) {
  const auto slash = header.find_last_of('/');
  const auto dot = header.find_last_of('.');
  const bool has_extension = dot != std::string::npos && (slash == std::string::npos || dot > slash);
  return (has_extension ? header.substr(0, dot) : header) + ".json.h";
}

}  // namespace jsongen
