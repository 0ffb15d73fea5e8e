// Front end: parses a header with libclang and builds the model of its
// annotated structs, or explains with file:line:col errors why it cannot.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "frontend/parse_request.h"
#include "model/diagnostic.h"
#include "model/model.h"

namespace jsongen {

struct ParseResult {
  std::vector<model::Unit> units;  // one per input; valid only when errors is empty
  Diagnostics errors;
  std::vector<std::string> dependencies;   // every file the inputs read (repeats included)
  Diagnostics notes;                       // what the user should know, errors or not
  std::set<std::string> matched_patterns;  // the --type and --exclude-type patterns that matched a type
  std::set<std::string> type_names;        // every struct and enum the patterns were tried on
  // Whether every input was read through (clang found no error in it), so
  // that a pattern that matched nothing matches nothing.
  bool every_input_read = true;
};

ParseResult parse_headers(const ParseRequest& request);

}  // namespace jsongen
