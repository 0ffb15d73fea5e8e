// Readers of bool, the integers, char and the floating-point types.
#pragma once

#include <cstddef>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>

#include "config.h"
#include "deserializer_core.h"
#include "read_number.h"
#include "require_cxx17.h"
#include "traits.h"

namespace jsongen {

template <>
struct deserializer<bool> {
  static constexpr unsigned kinds = detail::kind_bool;
  template <class R>
  static JSONGEN_ALWAYS_INLINE const char* read(R& r, const char* p, bool& v) {
    if (p != r.end() && *p == 't') {
      v = true;
      return r.literal(p, "true", "true or false");
    }
    v = false;
    return r.literal(p, "false", "true or false");
  }
};

namespace detail {

inline bool starts_number(const char* p, const char* end) {
  return p != end && (*p == '-' || (*p >= '0' && *p <= '9'));
}

// "expected an integer from 0 to 255, found 300": the type's range named.
template <class T, class R>
JSONGEN_NOINLINE JSONGEN_COLD const char* fail_integer(R& r, const char* p, number_result n) {
  if (n.error != number_error::out_of_range) return r.fail_number(p, n, "an integer");
  std::string text;
#if JSONGEN_EXCEPTIONS
  try {
#endif
    text = "expected an integer from " + std::to_string(std::numeric_limits<T>::min()) + " to " +
           std::to_string(std::numeric_limits<T>::max()) + ", found " + describe_found(p, r.end());
#if JSONGEN_EXCEPTIONS
  } catch (...) {
  }
#endif
  return r.fail_with(errc::number_out_of_range, p, std::move(text));
}

}  // namespace detail

// Every integer type but bool and the character types; int8_t, uint8_t,
// signed and unsigned char are numbers, as written. A number with a
// fraction or an exponent is not an integer (errc::wrong_type), one out of
// the type's range is errc::number_out_of_range: never wrapped or clamped.
template <class T>
struct deserializer<T, std::enable_if_t<detail::is_number_integer<T> && !std::is_const<T>::value>> {
  using value_type = std::remove_cv_t<T>;
  static constexpr unsigned kinds = detail::kind_integer;
  template <class R>
  static JSONGEN_ALWAYS_INLINE const char* read(R& r, const char* p, T& v) {
    if (JSONGEN_UNLIKELY(!detail::starts_number(p, r.end()))) return r.fail_type(p, "an integer");
    value_type parsed = 0;
    const detail::number_result n = detail::parse_integer(p, r.end(), parsed);
    if (JSONGEN_UNLIKELY(n.error != detail::number_error::none)) return detail::fail_integer<value_type>(r, p, n);
    v = parsed;
    return n.ptr;
  }
};

// A plain char is a one-character string, as written.
template <>
struct deserializer<char> {
  static constexpr unsigned kinds = detail::kind_string;
  template <class R>
  static const char* read(R& r, const char* p, char& v) {
    if (JSONGEN_UNLIKELY(p == r.end() || *p != '"')) return r.fail_type(p, "a string of one character");
    std::string_view text;
    const detail::string_result s = detail::read_string_view<R::options::utf8>(p + 1, r.end(), r.scratch(), text);
    if (JSONGEN_UNLIKELY(s.error != detail::string_error::none)) return r.fail_string(s);
    if (JSONGEN_UNLIKELY(text.size() != 1)) {
      return r.fail_with(errc::wrong_length, p,
                         "a char is read from a string of one byte, found " + detail::describe_found(p, r.end()));
    }
    v = text[0];
    return s.ptr;
  }
};

// A volatile bool or char (a volatile member): read, then stored.
template <class T>
struct deserializer<T, std::enable_if_t<detail::is_cv_bool_or_char<T> && !std::is_const<T>::value>> {
  template <class R>
  static const char* read(R& r, const char* p, T& v) {
    std::remove_cv_t<T> value{};
    p = deserializer<std::remove_cv_t<T>>::read(r, p, value);
    if (p) v = value;
    return p;
  }
};

// Refused as for writing (scalars.h).
template <class T>
struct deserializer<T, std::enable_if_t<detail::is_char8_type<T>>> : detail::refused_deserializer {
  static_assert(always_false<T>::value,
                "jsongen: char8_t characters and strings (std::u8string...) are not supported; read UTF-8 "
                "into a std::string");
};

// A const member cannot be assigned what is read.
template <class T>
struct deserializer<T, std::enable_if_t<std::is_const<T>::value && std::is_arithmetic<T>::value>>
    : detail::refused_deserializer {
  static_assert(always_false<T>::value, "jsongen: from_json cannot read into a const value");
};

// Correctly rounded (the same bits as strtod, strtof), a magnitude too
// large for the type is errc::number_out_of_range. NaN and the infinities
// as the options' nan_policy writes them: null (read as a quiet NaN), or
// the literals NaN, Infinity and -Infinity.
template <class T>
struct deserializer<T, std::enable_if_t<std::is_same<T, float>::value || std::is_same<T, double>::value>> {
  static constexpr unsigned kinds = detail::kind_number;
  template <class R>
  static JSONGEN_ALWAYS_INLINE const char* read(R& r, const char* p, T& v) {
    if (JSONGEN_LIKELY(detail::starts_number(p, r.end()))) {
      if (R::options::nan == nan_policy::literal && *p == '-' && r.end() - p > 1 && p[1] == 'I') {
        return read_non_finite(r, p, v);
      }
      const detail::number_result n = detail::parse_number(p, r.end(), v);
      if (JSONGEN_UNLIKELY(n.error != detail::number_error::none)) return r.fail_number(p, n, "a number");
      return n.ptr;
    }
    return read_non_finite(r, p, v);
  }

 private:
  template <class R>
  static JSONGEN_NOINLINE const char* read_non_finite(R& r, const char* p, T& v) {
    constexpr nan_policy policy = R::options::nan;
    if constexpr (policy == nan_policy::null) {
      if (p != r.end() && *p == 'n') {
        v = std::numeric_limits<T>::quiet_NaN();
        return r.literal(p, "null", "a number or null");
      }
      return r.fail_type(p, "a number or null");
    } else if constexpr (policy == nan_policy::literal) {
      if (p != r.end() && *p == 'N') {
        v = std::numeric_limits<T>::quiet_NaN();
        return r.literal(p, "NaN", "a number, NaN, Infinity or -Infinity");
      }
      const bool negative = p != r.end() && *p == '-';
      const char* q = r.literal(p + (negative ? 1 : 0), "Infinity", "a number, NaN, Infinity or -Infinity");
      if (q) v = negative ? -std::numeric_limits<T>::infinity() : std::numeric_limits<T>::infinity();
      return q;
    } else {
      (void)v;
      return r.fail_type(p, "a number");
    }
  }
};

}  // namespace jsongen
