// Refuses a standard before C++17 with one message, before anything of the
// runtime or of a generated file fails on it: every runtime header but
// annotations.h (macros only, which C++14 code may include) includes this
// before its own code, and every generated file first of all, before the
// user's header. (MSVC's __cplusplus says 199711L unless /Zc:__cplusplus is
// given; its _MSVC_LANG says the standard.)
#pragma once

#if defined(_MSVC_LANG) && _MSVC_LANG > __cplusplus
#define JSONGEN_CPLUSPLUS_ _MSVC_LANG
#else
#define JSONGEN_CPLUSPLUS_ __cplusplus
#endif
#if JSONGEN_CPLUSPLUS_ < 201703L
#error \
    "jsongen needs C++17 or later: compile with -std=c++17 (MSVC: /std:c++17; CMake: target_compile_features(<target> PRIVATE cxx_std_17))"
// Stops the compilation here (a missing header is fatal on every compiler):
// what follows would only add a few hundred errors about std::string_view.
#include <jsongen: stopped, C++17 needed>
#endif
#undef JSONGEN_CPLUSPLUS_
