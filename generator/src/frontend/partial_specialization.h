// A partial specialization of jsongen's templates that matches every
// instance of a user's class template: its parameters spelled for generated
// code.
#pragma once

#include <clang-c/Index.h>

#include <string>
#include <vector>

namespace jsongen {

// The parameter list and the argument list of a partial specialization that
// matches every instance of `class_template` ("class A0", "int A1"; "A0",
// "A1"), or false when jsongen cannot spell one (a template template
// parameter, a non-type parameter whose type depends on another).
bool matching_parameter_lists(CXCursor class_template, std::vector<std::string>& parameters,
                              std::vector<std::string>& arguments);

}  // namespace jsongen
