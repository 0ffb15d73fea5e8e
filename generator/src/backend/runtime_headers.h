// The runtime headers a generated file includes, from what its unit holds.
#pragma once

#include <string>
#include <vector>

#include "model/model.h"

namespace jsongen {

// <jsongen/jsongen.h>, then those it leaves out for their standard headers'
// compile time, where a field needs them: chrono.h (a duration or time
// point), filesystem.h (a path), nlohmann_conventions.h (a field written as
// nlohmann::json writes it).
std::vector<std::string> runtime_headers(const model::Unit& unit);

}  // namespace jsongen
