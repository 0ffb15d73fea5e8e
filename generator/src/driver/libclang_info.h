// Which libclang jsongen runs with, and what its version accepts.
#pragma once

#include <string>

namespace jsongen {

// clang_getClangVersion() of the libclang loaded at run time,
// e.g. "Debian clang version 19.1.7 (3~deb12u1)".
std::string libclang_version_text();

// The major version in libclang_version_text() (19), or 0 when unreadable.
int libclang_major_version();

// The file the libclang in use was loaded from, or "" when the system cannot tell.
std::string libclang_loaded_path();

// The lines `jsongen --version` prints after its own version.
std::string libclang_version_report();

// The spelling of a -std= value that a libclang of `major` accepts: before
// clang 17, "c++23" is "c++2b"; in clang 17 and 18, "c++26" is "c++2c" (the
// GNU dialects alike; clang 16 and older know no C++26, and say so). Other
// values are returned unchanged.
std::string standard_for_libclang(const std::string& value, int major);

}  // namespace jsongen
