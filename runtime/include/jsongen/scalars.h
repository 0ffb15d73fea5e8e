// Serializers of bool, the integers, char and the floating-point types.
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "config.h"
#include "escape.h"
#include "floating.h"
#include "integer.h"
#include "require_cxx17.h"
#include "serializer_core.h"
#include "traits.h"

namespace jsongen {

template <>
struct serializer<bool> : fixed_size_serializer<serializer<bool>> {
  static constexpr std::size_t max_size = 5;
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write_at(W&, char* p, bool v) {
    // "true" and "fals" are both 4 bytes; the 'e' is kept only for false.
    std::memcpy(p, v ? "true" : "fals", 4);
    p[4] = 'e';
    return p + (v ? 4 : 5);
  }
  template <class L>
  static bool locate(L&, bool) {
    return false;
  }
};

namespace detail {

template <class T>
JSONGEN_ALWAYS_INLINE char* format_integer(char* p, T v) {
  if constexpr (std::is_signed<T>::value) {
    return sizeof(T) <= 4 ? format_i32(p, static_cast<std::int32_t>(v)) : format_i64(p, static_cast<std::int64_t>(v));
  } else {
    return sizeof(T) <= 4 ? format_u32(p, static_cast<std::uint32_t>(v)) : format_u64(p, static_cast<std::uint64_t>(v));
  }
}

}  // namespace detail

// Every integer type but bool and the character types (int8_t and uint8_t,
// signed and unsigned char, print as numbers).
template <class T>
struct serializer<T, std::enable_if_t<detail::is_number_integer<T>>> : fixed_size_serializer<serializer<T>> {
  // A volatile member's value, read once (a volatile parameter is deprecated in C++20).
  using value_type = std::remove_cv_t<T>;
  static constexpr std::size_t digits_and_sign =
      static_cast<std::size_t>(std::numeric_limits<T>::digits10) + 1 + (std::is_signed<T>::value ? 1 : 0);
  static constexpr std::size_t max_size = digits_and_sign > kMinIntegerRoom ? digits_and_sign : kMinIntegerRoom;
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write_at(W&, char* p, value_type v) {
    return detail::format_integer(p, v);
  }
  template <class L>
  static bool locate(L&, value_type) {
    return false;
  }
};

// A plain char is text: a one-character string.
template <>
struct serializer<char> {
  template <class W>
  static char* write(W& w, char* p, char v) {
    return write_string(w, p, &v, 1);
  }
  template <class L>
  static bool locate(L& l, char v) {
    return l.text(&v, 1);
  }
};

template <class T>
struct serializer<T, std::enable_if_t<detail::is_cv_bool_or_char<T>>> : serializer<std::remove_cv_t<T>> {};

// char8_t is refused rather than written as its code number (the generator
// refuses it too); wchar_t, char16_t and char32_t are text (wide_strings.h).
template <class T>
struct serializer<T, std::enable_if_t<detail::is_char8_type<T>>> : detail::refused_serializer {
  static_assert(always_false<T>::value,
                "jsongen: char8_t characters and strings (std::u8string...) are not supported; hold UTF-8 "
                "in a std::string");
};

template <class T>
struct serializer<T, std::enable_if_t<std::is_same<T, float>::value || std::is_same<T, double>::value>>
    : fixed_size_serializer<serializer<T>> {
  static constexpr std::size_t max_size = kMaxFloatChars;
  template <class W>
  static JSONGEN_ALWAYS_INLINE char* write_at(W& w, char* p, T v) {
    if (JSONGEN_UNLIKELY(!std::isfinite(v))) return write_non_finite(w, p, v);
    return format_finite_float(p, v);
  }
  template <class L>
  static bool locate(L& l, T v) {
    if constexpr (L::options::nan == nan_policy::error) {
      if (!std::isfinite(v)) return l.fail(errc::non_finite_number);
    }
    (void)l;
    (void)v;
    return false;
  }

 private:
  template <std::size_t N>
  static char* put(char* p, const char (&text)[N]) {
    std::memcpy(p, text, N - 1);
    return p + N - 1;
  }
  template <class W>
  static JSONGEN_NOINLINE char* write_non_finite(W& w, char* p, T v) {
    constexpr nan_policy policy = W::options::nan;
    if constexpr (policy == nan_policy::literal) {
      if (std::isnan(v)) return put(p, "NaN");
      return v > 0 ? put(p, "Infinity") : put(p, "-Infinity");
    }
    if constexpr (policy == nan_policy::error) w.fail(errc::non_finite_number);
    return put(p, "null");
  }
};

}  // namespace jsongen
