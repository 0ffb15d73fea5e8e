// How deeply a unit's structs nest. Each level of a type (a struct, a
// container, an optional...) costs the compiler template instantiations one
// inside the other, and compilers stop at a depth (g++ 900, clang 1024):
// jsongen refuses deeper types itself, at the struct, before the compiler's
// error hundreds of lines into the generated code.
#pragma once

#include <optional>

#include "model/diagnostic.h"
#include "model/model.h"

namespace jsongen {

// Levels counted: a struct, a container, an optional, a pointer or a wrapper
// is one; a std::variant four (std::variant's own templates are deep).
// Measured with to_json and try_to_json at -std=c++17: g++ 12 stops at 293
// directly nested structs, 147 structs each in a std::vector (or a map, pair
// or array), 175 in a std::optional or unique_ptr, 108 in a
// vector<optional<>> and 66 in a std::variant; clang 14 and 19 at 334, 167,
// 200, 126 and 202. 250 levels is 250 direct structs, 125 in vectors, 83 in
// vector<optional<>>, 50 in variants: a sixth or more below g++ in each.
constexpr int kMaxNestingLevels = 250;

// The error for the shallowest struct of the unit that nests deeper than
// kMaxNestingLevels, if one does.
std::optional<Diagnostic> check_nesting_depth(const model::Unit& unit);

}  // namespace jsongen
