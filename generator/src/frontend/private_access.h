// How generated code reaches members that are not public: directly, in a
// class that declares JSONGEN_FRIEND; else through a member pointer that an
// explicit instantiation in the struct's .json.cpp takes (names in an
// explicit instantiation are not access-checked, C++17 [temp.explicit]),
// which may appear once in a program, so only where that file is the one
// place the struct's serializer is compiled.
#pragma once

#include <clang-c/Index.h>

#include <string>

namespace jsongen {

// A class that declares JSONGEN_FRIEND befriends every jsongen::serializer.
bool befriends_jsongen(CXCursor record);

// The name of the tag through which the generated code reaches a member
// that is not public: readable, and unique to the struct (whose .json.cpp
// alone instantiates it) and the member.
std::string private_tag_name(const std::string& struct_name, const std::string& base, const std::string& member);

// Where a struct's serializer is generated, as far as reaching its members goes.
struct PrivateAccessPlace {
  bool inline_in_another = false;  // built inside another struct's (a tagged alternative, a flattened member)
  bool flattened = false;          // ... as a JSONGEN_FLATTEN member's
  bool specialization = false;     // a template instance
  bool in_input = true;            // declared in the input, not in a header it includes
  bool internal_linkage = false;   // in an unnamed namespace
  bool header_only = false;        // generated --header-only
};

// Why members that are not public need JSONGEN_FRIEND there; "" when the
// .json.cpp reaches them.
std::string private_access_refusal(const PrivateAccessPlace& place);

}  // namespace jsongen
