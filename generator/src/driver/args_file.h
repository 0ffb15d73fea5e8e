// @file arguments: a file of command-line arguments, as compilers take them.
#pragma once

#include <string>
#include <vector>

namespace jsongen {

// Replaces each "@path" argument by the arguments in that file (separated
// by white space; single or double quotes group; a backslash escapes the
// next character), recursively. Returns "" or a description of the failure.
std::string expand_argument_files(std::vector<std::string>& args);

}  // namespace jsongen
