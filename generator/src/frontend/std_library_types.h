// The standard types the runtime writes beyond strings, containers and
// vocabulary types (std::span, chrono durations and time points, multimaps,
// std::atomic, std::reference_wrapper): a part of TypeClassifier's work.
#pragma once

#include <clang-c/Index.h>

#include <string>

#include "frontend/type_classifier.h"
#include "model/model.h"

namespace jsongen {

// Fills `out` for the instance `record` of the standard template `name`;
// `known` tells whether `name` is one of these templates at all.
bool classify_library_template(TypeClassifier& types, const std::string& name, CXType record, model::TypeRef& out,
                               std::string& why, bool& known);

}  // namespace jsongen
