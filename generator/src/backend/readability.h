// Whether from_json can read a struct: the verdict the emitters act on
// (a deserializer, or a refusal that names the field and why).
#pragma once

#include <map>
#include <string>

#include "model/model.h"

namespace jsongen {

// Why from_json cannot read a struct ("field 'name' is a std::string_view,
// ..."), or "" when it can. `unreadable` holds the verdicts of the unit's
// other structs by name (a struct that holds an unreadable one is too).
std::string why_unreadable(const model::Struct& s, const std::map<std::string, std::string>& unreadable);

}  // namespace jsongen
