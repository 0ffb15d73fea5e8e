// The serializer template every type's serializer specializes, and what all
// of them share: write_value, fixed-size values, and the error search's
// entry point. The specializations for the built-in and standard types are
// in the headers serializer.h includes.
#pragma once

#include <cstddef>
#include <cstring>
#include <optional>
#include <type_traits>
#include <utility>

#include "config.h"
#include "declarations.h"
#include "escape.h"
#include "require_cxx17.h"
#include "writer.h"

namespace jsongen {

// No serializer for T: the message says what gives it one.
template <class T, class Enable>
struct serializer : detail::refused_serializer {
  static_assert(!std::is_enum<T>::value || always_false<T>::value,
                "jsongen: no serializer for this enum. An enum gets one when a field of a generated "
                "struct uses it, or when it is marked `enum class JSONGEN_SERIALIZE E` or selected with "
                "--type; include the generated .json.h before using it, or specialize "
                "jsongen::serializer for it.");
  static_assert(!std::is_class<T>::value || always_false<T>::value,
                "jsongen: no serializer for this class type. Mark the struct JSONGEN_SERIALIZE (or select "
                "it with --type), run jsongen on its header and include the generated .json.h before "
                "using it, or specialize jsongen::serializer for it. std::chrono and std::filesystem "
                "types need <jsongen/chrono.h> and <jsongen/filesystem.h>.");
  static_assert(std::is_enum<T>::value || std::is_class<T>::value || always_false<T>::value,
                "jsongen: no serializer for this type: JSON has no meaning for it (a function, member or "
                "void pointer, a union, long double, a 128-bit integer, std::nullptr_t...); convert the "
                "value, or specialize jsongen::serializer for it.");
};

// Writes value at p and returns the end; every serializer has this shape.
template <class W, class T>
JSONGEN_ALWAYS_INLINE char* write_value(W& w, char* p, const T& value) {
  return serializer<T>::write(w, p, value);
}

namespace detail {

template <class T, class = void>
struct has_max_size : std::false_type {};
template <class T>
struct has_max_size<T, std::void_t<decltype(serializer<T>::max_size)>> : std::true_type {};

template <class T>
struct is_optional_type : std::false_type {};
template <class T>
struct is_optional_type<std::optional<T>> : std::true_type {};

// Text whose bytes stay where they are while written (std::string and its
// views): serializer<T>::text(v) gives them, for one capacity check with a key.
template <class T, class = void>
struct is_text : std::false_type {};
template <class T>
struct is_text<T, std::void_t<decltype(serializer<T>::text(std::declval<const T&>()))>> : std::true_type {};

// After a failed write, finds the first error in value and its path
// (locate.h): serializer<T>::locate(l, value) where there is one, else text
// as text, else the value written by the path-tracking writer; true when it
// found the error.
template <class L, class T, class = void>
struct has_locate : std::false_type {};
template <class L, class T>
struct has_locate<L, T, std::void_t<decltype(serializer<T>::locate(std::declval<L&>(), std::declval<const T&>()))>>
    : std::true_type {};

template <class L, class T>
bool locate_value(L& l, const T& value) {
  if constexpr (has_locate<L, T>::value) {
    return serializer<T>::locate(l, value);
  } else if constexpr (is_text<T>::value) {
    const text_span text = serializer<T>::text(value);
    return l.text(text.data, text.size);
  } else {
    return l.tracked([&value](auto& w, char* p) { return write_value(w, p, value); });
  }
}

}  // namespace detail
}  // namespace jsongen
