// Whether a struct has hand-written to_json/from_json functions for
// nlohmann::json (a friend in its definition, or a function beside it in
// its namespace). Their JSON is in code jsongen does not read, so the error
// for such a struct points to the configuration file, where that JSON's
// shape (omitted optionals, renames, skips) can be described.
#pragma once

#include <clang-c/Index.h>

namespace jsongen {

bool has_handwritten_nlohmann_functions(CXCursor definition);

}  // namespace jsongen
