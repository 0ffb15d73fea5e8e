// serializer<T>::write(writer&, const T&) for the built-in and standard
// library types. The generated headers add specializations for annotated
// structs and for the enums they use; containers find them through this one
// template, so nesting (vector<optional<Struct>>) needs nothing extra.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <unordered_map>
#include <vector>

#include "config.h"
#include "escape.h"
#include "floating.h"
#include "integer.h"
#include "writer.h"

namespace jsongen {

template <class T>
struct always_false : std::false_type {};

template <class T, class Enable = void>
struct serializer {
  static_assert(always_false<T>::value,
                "jsongen: no serializer for this type. Mark the struct JSONGEN_SERIALIZE, run jsongen "
                "on its header and include the generated .json.h before using it.");
};

template <class T>
JSONGEN_ALWAYS_INLINE void write_value(writer& w, const T& value) {
  serializer<T>::write(w, value);
}

template <>
struct serializer<bool> {
  static JSONGEN_ALWAYS_INLINE void write(writer& w, bool v) {
    w.reserve(5);
    // "true" and "fals" are both 4 bytes; the 'e' is kept only for false.
    std::memcpy(w.cursor(), v ? "true" : "fals", 4);
    w.cursor()[4] = 'e';
    w.advance(v ? 4 : 5);
  }
};

// Every integer type but bool and char (int8_t and uint8_t print as numbers).
template <class T>
struct serializer<T, std::enable_if_t<std::is_integral<T>::value && !std::is_same<T, bool>::value &&
                                      !std::is_same<T, char>::value>> {
  static JSONGEN_ALWAYS_INLINE void write(writer& w, T v) {
    w.reserve(kMaxIntegerChars);
    char* p = w.cursor();
    if constexpr (std::is_signed<T>::value) {
      p = sizeof(T) <= 4 ? format_i32(p, static_cast<std::int32_t>(v)) : format_i64(p, static_cast<std::int64_t>(v));
    } else {
      p = sizeof(T) <= 4 ? format_u32(p, static_cast<std::uint32_t>(v)) : format_u64(p, static_cast<std::uint64_t>(v));
    }
    w.set_cursor(p);
  }
};

// A plain char is text: a one-character string.
template <>
struct serializer<char> {
  static void write(writer& w, char v) { write_string(w, &v, 1); }
};

template <class T>
struct serializer<T, std::enable_if_t<std::is_same<T, float>::value || std::is_same<T, double>::value>> {
  static JSONGEN_ALWAYS_INLINE void write(writer& w, T v) {
    w.reserve(kMaxFloatChars);
    w.set_cursor(format_float(w.cursor(), v));
  }
};

template <class Traits, class Alloc>
struct serializer<std::basic_string<char, Traits, Alloc>> {
  static JSONGEN_ALWAYS_INLINE void write(writer& w, const std::basic_string<char, Traits, Alloc>& v) {
    write_string(w, v.data(), v.size());
  }
};

template <class Traits>
struct serializer<std::basic_string_view<char, Traits>> {
  static JSONGEN_ALWAYS_INLINE void write(writer& w, std::basic_string_view<char, Traits> v) {
    write_string(w, v.data(), v.size());
  }
};

// C strings; a null pointer is null.
template <class T>
struct serializer<T, std::enable_if_t<std::is_same<T, const char*>::value || std::is_same<T, char*>::value>> {
  static void write(writer& w, const char* v) {
    if (v == nullptr) {
      w.write_literal("null");
      return;
    }
    write_string(w, v, std::strlen(v));
  }
};

template <class T>
struct serializer<std::optional<T>> {
  static JSONGEN_ALWAYS_INLINE void write(writer& w, const std::optional<T>& v) {
    if (v.has_value()) {
      write_value(w, *v);
    } else {
      w.write_literal("null");
    }
  }
};

namespace detail {

template <class Range>
inline void write_array(writer& w, const Range& range) {
  w.put('[');
  bool first = true;
  for (const auto& element : range) {
    if (!first) w.put(',');
    first = false;
    write_value(w, element);
  }
  w.put(']');
}

// Keys must be text; the generator rejects other key types before this point.
template <class Map>
inline void write_object(writer& w, const Map& map) {
  w.put('{');
  bool first = true;
  for (const auto& entry : map) {
    if (!first) w.put(',');
    first = false;
    write_value(w, entry.first);
    w.put(':');
    write_value(w, entry.second);
  }
  w.put('}');
}

}  // namespace detail

template <class T, class Alloc>
struct serializer<std::vector<T, Alloc>> {
  static void write(writer& w, const std::vector<T, Alloc>& v) { detail::write_array(w, v); }
};

template <class T, std::size_t N>
struct serializer<std::array<T, N>> {
  static void write(writer& w, const std::array<T, N>& v) { detail::write_array(w, v); }
};

template <class T, std::size_t N>
struct serializer<T[N]> {
  static void write(writer& w, const T (&v)[N]) { detail::write_array(w, v); }
};

// A char array holds text: a string up to the first NUL (or all N bytes).
template <std::size_t N>
struct serializer<char[N]> {
  static void write(writer& w, const char (&v)[N]) {
    const void* nul = std::memchr(v, 0, N);
    write_string(w, v, nul ? static_cast<std::size_t>(static_cast<const char*>(nul) - v) : N);
  }
};

template <class K, class V, class Compare, class Alloc>
struct serializer<std::map<K, V, Compare, Alloc>> {
  static void write(writer& w, const std::map<K, V, Compare, Alloc>& v) { detail::write_object(w, v); }
};

template <class K, class V, class Hash, class Equal, class Alloc>
struct serializer<std::unordered_map<K, V, Hash, Equal, Alloc>> {
  static void write(writer& w, const std::unordered_map<K, V, Hash, Equal, Alloc>& v) {
    detail::write_object(w, v);
  }
};

}  // namespace jsongen
