// A struct marked JSONGEN_SERIALIZE inside a function body cannot be named by
// generated code. The parser skips function bodies, so such a struct is not
// even a cursor: it is found among the input's tokens instead.
#pragma once

#include "frontend/unit_context.h"

namespace jsongen {

void check_function_local_structs(UnitContext& context);

}  // namespace jsongen
