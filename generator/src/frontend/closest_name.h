// "Did you mean ...?": the known name nearest a misspelt one.
#pragma once

#include <string>
#include <vector>

namespace jsongen {

// The candidate nearest `name` in edits (insert, delete, replace or swap
// two neighbours, letters compared ignoring case), or "" when none is near
// enough to be the name meant: within a third of its length, at least one edit.
std::string closest_name(const std::string& name, const std::vector<std::string>& candidates);

}  // namespace jsongen
