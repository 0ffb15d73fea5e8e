// Front end: parses a header with libclang and builds the model of its
// annotated structs, or explains with file:line:col errors why it cannot.
#pragma once

#include <string>
#include <vector>

#include "diagnostic.h"
#include "model.h"
#include "type_pattern.h"

namespace jsongen {

struct ParseRequest {
  // The headers to read. Several are parsed as one translation unit, so the
  // headers they share (the standard library's) are parsed once.
  std::vector<std::string> inputs;
  std::vector<std::string> clang_args;     // clang's argv, driver path first, without the inputs
  std::vector<std::string> type_patterns;  // --type: generate for these types too ("geo::Point", "geo::*")
};

struct ParseResult {
  std::vector<model::Unit> units;         // one per input; valid only when errors is empty
  Diagnostics errors;
  std::vector<std::string> dependencies;  // every file the translation unit read
};

ParseResult parse_headers(const ParseRequest& request);

}  // namespace jsongen
