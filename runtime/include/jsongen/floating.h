// Floating point to the shortest decimal text that reads back to the same
// value (float as float, so 30.2f prints 30.2).
//
// The shortest round-trip digits come from std::to_chars (C++17 <charconv>,
// libstdc++ 11+, MSVC 2019+; libstdc++ implements it with Ryu).
#pragma once

#include <charconv>
#include <cmath>
#include <cstring>

#include "config.h"

#if !defined(__cpp_lib_to_chars) && defined(__GLIBCXX__) && __GLIBCXX__ < 20210427
#error "jsongen needs floating-point std::to_chars (libstdc++ 11 or newer)"
#endif

namespace jsongen {

// Longest shortest-form double, e.g. "-2.2250738585072014e-308".
inline constexpr std::size_t kMaxFloatChars = 32;

// Writes finite v at p and returns the end. Needs kMaxFloatChars bytes of room.
template <class Float>
JSONGEN_ALWAYS_INLINE char* format_finite_float(char* p, Float v) {
  return std::to_chars(p, p + kMaxFloatChars, v).ptr;
}

}  // namespace jsongen
