// PLACEHOLDER (replaced by the read-numbers branch): strict JSON number
// parsing with the interface the reader calls; slow but correct.
#pragma once

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <string>
#include <type_traits>

#include "config.h"

namespace jsongen {
namespace detail {

enum class number_error : unsigned char { none, syntax, out_of_range, not_integer };
struct number_result {
  const char* ptr;
  number_error error;
};

// The extent of the number at p: integer part, fraction, exponent.
struct number_extent {
  const char* end;
  bool negative;
  bool integer;  // no fraction, no exponent
  number_error error;
};

inline bool is_digit_byte(char c) { return c >= '0' && c <= '9'; }

inline number_extent scan_number(const char* p, const char* end) {
  number_extent x{p, false, true, number_error::none};
  if (p < end && *p == '-') {
    x.negative = true;
    ++p;
  }
  if (p == end || !is_digit_byte(*p)) return {p, x.negative, true, number_error::syntax};
  if (*p == '0') {
    ++p;
    if (p < end && is_digit_byte(*p)) return {p, x.negative, true, number_error::syntax};
  } else {
    while (p < end && is_digit_byte(*p)) ++p;
  }
  if (p < end && *p == '.') {
    x.integer = false;
    ++p;
    if (p == end || !is_digit_byte(*p)) return {p, x.negative, false, number_error::syntax};
    while (p < end && is_digit_byte(*p)) ++p;
  }
  if (p < end && (*p == 'e' || *p == 'E')) {
    x.integer = false;
    ++p;
    if (p < end && (*p == '+' || *p == '-')) ++p;
    if (p == end || !is_digit_byte(*p)) return {p, x.negative, false, number_error::syntax};
    while (p < end && is_digit_byte(*p)) ++p;
  }
  x.end = p;
  return x;
}

template <class Int>
number_result parse_integer(const char* p, const char* end, Int& out) noexcept {
  const number_extent x = scan_number(p, end);
  if (x.error != number_error::none) return {x.end, x.error};
  if (!x.integer) return {p, number_error::not_integer};
  using U = std::make_unsigned_t<Int>;
  const char* d = p + (x.negative ? 1 : 0);
  U magnitude = 0;
  const U limit = x.negative ? (std::is_signed<Int>::value ? static_cast<U>(static_cast<U>(std::numeric_limits<Int>::max()) + 1U) : U(0))
                             : static_cast<U>(std::numeric_limits<Int>::max());
  for (; d < x.end; ++d) {
    const U digit = static_cast<U>(*d - '0');
    if (magnitude > (limit - digit) / 10U) {
      if (x.negative && magnitude == 0 && digit == 0) continue;  // "-0"
      return {p, number_error::out_of_range};
    }
    magnitude = static_cast<U>(magnitude * 10U + digit);
  }
  out = x.negative ? static_cast<Int>(U(0) - magnitude) : static_cast<Int>(magnitude);
  return {x.end, number_error::none};
}

template <class Float>
number_result parse_floating(const char* p, const char* end, Float& out) noexcept {
  const number_extent x = scan_number(p, end);
  if (x.error != number_error::none) return {x.end, x.error};
  const std::string text(p, x.end);
  char* stop = nullptr;
  const double v = std::strtod(text.c_str(), &stop);
  if constexpr (std::is_same<Float, float>::value) {
    const float f = std::strtof(text.c_str(), &stop);
    if (f == std::numeric_limits<float>::infinity() || f == -std::numeric_limits<float>::infinity())
      return {p, number_error::out_of_range};
    out = f;
  } else {
    if (v == std::numeric_limits<double>::infinity() || v == -std::numeric_limits<double>::infinity())
      return {p, number_error::out_of_range};
    out = v;
  }
  return {x.end, number_error::none};
}

inline number_result parse_number(const char* p, const char* end, double& out) noexcept {
  return parse_floating(p, end, out);
}
inline number_result parse_number(const char* p, const char* end, float& out) noexcept {
  return parse_floating(p, end, out);
}

}  // namespace detail
}  // namespace jsongen
