// The reading half: a struct's jsongen::deserializer<T>, whose read() takes
// the fields in declaration order first (each key's quoted name and colon
// compared as one constant, as a writer of the struct puts them), and
// falls back to a loop that finds any key by its length and bytes.
#pragma once

#include "backend/serializer_class.h"
#include "model/model.h"

namespace jsongen {

// The deserializer class of a readable struct (readability.h tells which are).
void describe_reading(const model::Struct& s, SerializerClass& out);

}  // namespace jsongen
