// The model of an enum: its enumerators, their JSON names and values.
#pragma once

#include <clang-c/Index.h>

#include <string>

#include "frontend/unit_context.h"

namespace jsongen {

// Adds the enum declared by `declaration` to the unit, once, and returns
// its qualified name.
std::string use_enum(UnitContext& context, CXCursor declaration);

}  // namespace jsongen
