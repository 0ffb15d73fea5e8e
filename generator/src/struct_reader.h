// The reading half: a struct's jsongen::deserializer<T>, whose read() takes
// the fields in declaration order first (each key's quoted name and colon
// compared as one constant, as a writer of the struct puts them), and
// falls back to a loop that finds any key by its length and bytes.
#pragma once

#include <map>
#include <string>

#include "model.h"
#include "serializer_class.h"

namespace jsongen {

// Why from_json cannot read a struct ("field 'name' is a std::string_view,
// ..."), or "" when it can. `unreadable` holds the verdicts of the unit's
// other structs by name (a struct that holds an unreadable one is too).
std::string why_unreadable(const model::Struct& s, const std::map<std::string, std::string>& unreadable);

// The deserializer class of a readable struct.
void describe_reading(const model::Struct& s, SerializerClass& out);

}  // namespace jsongen
