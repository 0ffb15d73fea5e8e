// Reads the jsongen annotations (runtime/include/jsongen/annotations.h) that
// clang attached to a declaration as `annotate` attributes.
#pragma once

#include <clang-c/Index.h>

#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.h"

namespace jsongen {

// The jsongen annotations on one declaration.
struct Annotations {
  bool serialize = false;
  bool skip = false;
  bool omit_empty = false;
  bool omit_null = false;
  bool enum_as_number = false;
  std::optional<std::string> rename, naming, with, tagged, tagged_value, tag_field;
  // Only from the configuration file (config_annotations.h):
  std::optional<std::vector<std::string>> strip_prefix;  // a struct's: prefixes taken off member names
  bool omit_null_field = false;                          // a field's: left out when null
};

// The annotations of `c`; what cannot be read is added to `problems`.
Annotations read_annotations(CXCursor c, Diagnostics* problems = nullptr);

}  // namespace jsongen
