// Reads the jsongen annotations (runtime/include/jsongen/annotations.h) that
// clang attached to a declaration as `annotate` attributes, by the option
// table (option_table.h).
#pragma once

#include <clang-c/Index.h>

#include "frontend/annotations.h"
#include "model/diagnostic.h"

namespace jsongen {

// The annotations of `c`; what cannot be read is added to `problems`.
Annotations read_annotations(CXCursor c, Diagnostics* problems = nullptr);

}  // namespace jsongen
