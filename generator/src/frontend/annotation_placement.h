// Every jsongen annotation in the input is applied or is an error: this
// finds those written where the generator never reads them (on a namespace,
// a static member, a function, an enumerator for a field's annotation...),
// and those that clang attached to no declaration at all.
#pragma once

#include "frontend/unit_context.h"

namespace jsongen {

void check_annotation_placement(UnitContext& context);

}  // namespace jsongen
