// The error-search half of a struct's serializer: locate(l, v), which after
// a failed write finds the first error and its path
// (runtime/include/jsongen/locate.h). It visits, in writing order, only the
// fields whose values can fail (text under utf8_policy::error, floats under
// nan_policy::error, user-written serializers, and whatever holds them),
// each under the same conditions as write(); on the way out of a failure
// each names its step of the path.
#pragma once

#include "backend/serializer_class.h"
#include "model/model.h"

namespace jsongen {

void describe_locating(const model::Struct& s, SerializerClass& out);

}  // namespace jsongen
