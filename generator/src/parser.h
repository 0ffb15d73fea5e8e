// Front end: parses a header with libclang and builds the model of its
// annotated structs, or explains with file:line:col errors why it cannot.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "config_file.h"
#include "diagnostic.h"
#include "model.h"
#include "type_pattern.h"

namespace jsongen {

struct ParseRequest {
  // The headers to read, each parsed on its own (as one call per input would).
  std::vector<std::string> inputs;
  std::vector<std::string> clang_args;     // clang's argv, driver path first, without the inputs
  std::vector<std::string> type_patterns;     // --type: generate for these types too ("geo::Point", "geo::*")
  std::vector<std::string> exclude_patterns;  // --exclude-type: but not for these
  // --nlohmann: also the types and enums of nlohmann::json's macros, with
  // nlohmann's conventions (NlohmannMacros).
  bool nlohmann = false;
  const config::Config* config = nullptr;  // --config: options for types and fields, defaults
};

struct ParseResult {
  std::vector<model::Unit> units;         // one per input; valid only when errors is empty
  Diagnostics errors;
  std::vector<std::string> dependencies;  // every file the inputs read (repeats included)
  Diagnostics notes;                      // what the user should know, errors or not
  std::set<std::string> matched_patterns;  // the --type and --exclude-type patterns that matched a type
};

ParseResult parse_headers(const ParseRequest& request);

}  // namespace jsongen
