// --type patterns: qualified names where '*' stands for any run of characters.
#pragma once

#include <string>

namespace jsongen {

// Whether a qualified name matches a --type pattern, where '*' stands for
// any run of characters (including "::").
bool matches_type_pattern(const std::string& pattern, const std::string& name);

}  // namespace jsongen
