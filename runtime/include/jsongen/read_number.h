// Reading a JSON number (RFC 8259) into an integer, double or float: strict
// grammar, exact integer range checks, and floating-point values rounded
// correctly (to nearest, ties to even: the same bits as strtod / strtof in
// the C locale, float rounded from the decimal directly, never via double).
//
//   number = [ "-" ] ( "0" / [1-9] *DIGIT ) [ "." 1*DIGIT ] [ ( "e" / "E" ) [ "+" / "-" ] 1*DIGIT ]
//
// Precondition of every function: p < end and *p is '-' or a digit. Each
// reads the longest number at p and stops at the first byte that cannot
// continue it; the caller checks what follows (',' '}' ']' whitespace), so
// "1x" reads 1 with ptr at 'x'. Nothing at or past `end` is read.
//
// Result: ptr is one past the number on success, `out` is written only then.
//   syntax        not a number: ptr at the offending byte (or end): "-" and
//                 "-x" at offset 1, "01" at the second digit, "1." / "1.e5"
//                 after the '.', "1e" / "1e+" after the 'e' / sign.
//   out_of_range  a well-formed number that the type cannot hold: an integer
//                 past its limits ("-1" for an unsigned type), a float or
//                 double whose magnitude rounds to infinity ("1e400"); ptr is
//                 one past the number. Underflow to 0 or a subnormal is no
//                 error ("1e-400" reads 0).
//   not_integer   a well-formed number with a fraction or exponent read into
//                 an integer type ("1.0", "1e2": strict, even when the value
//                 is whole); ptr is one past the number. A syntax error wins
//                 over not_integer ("1.e5" is syntax), not_integer over
//                 out_of_range ("1e400" into an int is not_integer).
// "-0" reads as 0 into every integer type (unsigned too), as -0.0 into the
// floating-point ones.
//
// Integers: 16 digits at once where 16 bytes are readable
// (detail/sixteen_digits.h, SSE2), else 8 at a time (SWAR, one 64-bit
// word, where the byte order is known), else byte by byte.
//
// Floating point: the integer part's digits are gathered byte by byte, the
// fraction's 8 at a time (SWAR) or, after a short integer part, 16 at a
// time (SSE2), into a 64-bit significand. The common
// number (no exponent, up to 19 digits) converts inline, in registers
// (detail/decimal_to_binary.h: Clinger's path or the Eisel-Lemire 128-bit
// multiplication); exponents, longer numbers and the rare undecided cases
// start over out of line (parse_floating_general; detail/decimal_exact.h).
#pragma once

#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "config.h"
#include "detail/bits.h"
#include "detail/decimal_exact.h"
#include "detail/decimal_to_binary.h"
#include "detail/sixteen_digits.h"
#include "require_cxx17.h"

// Eight digits in one word: loaded with memcpy, the first byte must be the
// word's low byte, so big-endian targets swap (GCC/Clang builtin); unknown
// byte orders take the byte loop.
#if !defined(JSONGEN_READ_SWAR)
#if defined(__BYTE_ORDER__) && defined(__ORDER_LITTLE_ENDIAN__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define JSONGEN_READ_SWAR 1
#elif defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__ && \
    (defined(__GNUC__) || defined(__clang__))
#define JSONGEN_READ_SWAR 1
#define JSONGEN_READ_SWAR_SWAP 1
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_IX86) || defined(_M_ARM64) || defined(_M_ARM))
#define JSONGEN_READ_SWAR 1  // little-endian
#else
#define JSONGEN_READ_SWAR 0
#endif
#endif

namespace jsongen {
namespace detail {

enum class number_error : unsigned char {
  none,
  syntax,        // not an RFC 8259 number: ptr at the offending byte (or end)
  out_of_range,  // an integer the type cannot hold; a float/double that rounds to infinity
  not_integer,   // a fraction or an exponent where an integer type is read
};

struct number_result {
  const char* ptr;  // one past the number on success (see above for errors)
  number_error error;
};

namespace number_reading {

JSONGEN_ALWAYS_INLINE bool is_digit(char c) noexcept { return static_cast<unsigned char>(c - '0') < 10; }

#if JSONGEN_READ_SWAR
JSONGEN_ALWAYS_INLINE std::uint64_t load8(const char* p) noexcept {
  std::uint64_t v;
  std::memcpy(&v, p, 8);
#if defined(JSONGEN_READ_SWAR_SWAP)
  v = __builtin_bswap64(v);
#endif
  return v;
}

// Non-zero in the bytes that are not '0'..'9' (0x30..0x39), exactly up to
// the first such byte: a digit's high nibble is 3, and still 3 after adding
// 6. Only a non-digit byte can carry into the next, later, one.
JSONGEN_ALWAYS_INLINE std::uint64_t non_digit_bytes(std::uint64_t v) noexcept {
  constexpr std::uint64_t high = 0xF0F0F0F0F0F0F0F0u;
  return ((v & high) | (((v + 0x0606060606060606u) & high) >> 4)) ^ 0x3333333333333333u;
}

JSONGEN_ALWAYS_INLINE int first_set_byte(std::uint64_t x) noexcept {  // x != 0
  return count_trailing_zeros(x) >> 3;
}

// Eight digit values 0..9 (the first in the low byte) as a number: pairs,
// then quadruples, then the whole, each step one multiplication that adds
// the scaled earlier lane to the later one (no lane overflows).
JSONGEN_ALWAYS_INLINE std::uint32_t eight_digits_value(std::uint64_t v) noexcept {
  v = ((v * (1 + (10u << 8))) >> 8) & 0x00FF00FF00FF00FFu;
  v = ((v * (1 + (100u << 16))) >> 16) & 0x0000FFFF0000FFFFu;
  return static_cast<std::uint32_t>((v * (1 + (std::uint64_t{10000} << 32))) >> 32);
}

inline constexpr std::uint32_t kPow10Small[9] = {1u, 10u, 100u, 1000u, 10000u, 100000u, 1000000u, 10000000u,
                                                 100000000u};
#endif

// Appends the digits at p to w (mod 2^64); returns one past the last.
// Where 8 bytes are readable, one word at a time: all 8 digits, or the n
// digits before the first non-digit, moved to the top of the word (the bytes
// after them shifted out) so that they convert as 8 digits with leading zeros.
JSONGEN_ALWAYS_INLINE const char* gather_digits(const char* p, const char* end, std::uint64_t& w) noexcept {
#if JSONGEN_READ_SWAR
  while (end - p >= 8) {
    const std::uint64_t v = load8(p);
    const std::uint64_t digits = v - 0x3030303030303030u;  // a borrow only moves up from a non-digit
    const std::uint64_t other = non_digit_bytes(v);
    if (other == 0) {
      w = w * 100000000u + eight_digits_value(digits);
      p += 8;
      continue;
    }
    const int n = first_set_byte(other);
    if (n != 0) w = w * kPow10Small[n] + eight_digits_value(digits << (64 - 8 * n));
    return p + n;
  }
#endif
  for (; p != end && is_digit(*p); ++p) w = w * 10 + static_cast<unsigned>(*p - '0');
  return p;
}

// The explicit exponent saturates here: a larger one means 0 or infinity
// whatever the significand's length (no input holds 10^17 digits).
inline constexpr std::int64_t kExponentCap = 100000000000000000;

struct scanned_number {
  std::uint64_t significand;  // the digits as an integer, mod 2^64 past 19 digits
  std::int64_t exponent;      // value = significand * 10^exponent while digit_count <= 19
  std::int64_t digit_count;   // all digits of the significand, leading zeros too
  detail::decimal::decimal_text text;
  bool negative;
};

// The grammar, the significand's digits and the exponent.
JSONGEN_ALWAYS_INLINE number_result scan_number(const char* p, const char* end, scanned_number& s) noexcept {
  s.negative = *p == '-';
  p += s.negative ? 1 : 0;
  s.text.digits = p;
  if (JSONGEN_UNLIKELY(p == end || !is_digit(*p))) return {p, number_error::syntax};
  std::uint64_t w = 0;
  if (*p == '0') {
    ++p;
    if (JSONGEN_UNLIKELY(p != end && is_digit(*p))) return {p, number_error::syntax};
  } else {
    // Byte by byte: a number's integer part is mostly short, and a loop
    // whose exit the branch predictor learns lets the fraction's loads start
    // early (a whole word here read canada.json slower).
    for (; p != end && is_digit(*p); ++p) w = w * 10 + static_cast<unsigned>(*p - '0');
  }
  std::int64_t digits = p - s.text.digits, fraction = 0;
  if (p != end && *p == '.') {
    ++p;
    if (JSONGEN_UNLIKELY(p == end || !is_digit(*p))) return {p, number_error::syntax};
    const char* first = p;
    p = gather_digits(p, end, w);
    fraction = p - first;
    digits += fraction;
  }
  s.text.digits_end = p;
  std::int64_t exponent = 0;
  if (p != end && (*p | 0x20) == 'e') {
    ++p;
    bool negative_exponent = false;
    if (p != end && (*p == '-' || *p == '+')) {
      negative_exponent = *p == '-';
      ++p;
    }
    if (JSONGEN_UNLIKELY(p == end || !is_digit(*p))) return {p, number_error::syntax};
    do {
      if (exponent < kExponentCap) exponent = exponent * 10 + (*p - '0');
      ++p;
    } while (p != end && is_digit(*p));
    if (negative_exponent) exponent = -exponent;
  }
  s.text.exponent = exponent;
  s.significand = w;
  s.exponent = exponent - fraction;
  s.digit_count = digits;
  return {p, number_error::none};
}

// A number's grammar alone, where its value is not needed (a value skipped:
// an unknown member's, a partial model's): no digits gathered, no
// conversion. Errors at the same places as scan_number's.
JSONGEN_ALWAYS_INLINE number_result skip_number(const char* p, const char* end) noexcept {
  p += *p == '-' ? 1 : 0;
  if (JSONGEN_UNLIKELY(p == end || !is_digit(*p))) return {p, number_error::syntax};
  if (*p == '0') {
    ++p;
    if (JSONGEN_UNLIKELY(p != end && is_digit(*p))) return {p, number_error::syntax};
  } else {
    do ++p;
    while (p != end && is_digit(*p));
  }
  if (p != end && *p == '.') {
    ++p;
    if (JSONGEN_UNLIKELY(p == end || !is_digit(*p))) return {p, number_error::syntax};
    do ++p;
    while (p != end && is_digit(*p));
  }
  if (p != end && (*p | 0x20) == 'e') {
    ++p;
    if (p != end && (*p == '-' || *p == '+')) ++p;
    if (JSONGEN_UNLIKELY(p == end || !is_digit(*p))) return {p, number_error::syntax};
    do ++p;
    while (p != end && is_digit(*p));
  }
  return {p, number_error::none};
}

template <class Float>
JSONGEN_ALWAYS_INLINE number_result store(typename detail::decimal::float_format<Float>::bits_type bits,
                                          bool negative, number_result r, Float& out) noexcept {
  using format = detail::decimal::float_format<Float>;
  using bits_type = typename format::bits_type;
  if (JSONGEN_UNLIKELY(bits >= format::kInfinity)) return {r.ptr, number_error::out_of_range};
  bits |= static_cast<bits_type>(static_cast<bits_type>(negative) << (sizeof(bits_type) * 8 - 1));  // no branch on the sign
  std::memcpy(&out, &bits, sizeof out);
  return r;
}

// w * 10^q (w != 0, exact) to a bit pattern; `text` for the exact fallback.
template <class Float>
JSONGEN_ALWAYS_INLINE typename detail::decimal::float_format<Float>::bits_type to_bits(
    std::uint64_t w, std::int64_t q, const detail::decimal::decimal_text& text) noexcept {
  using format = detail::decimal::float_format<Float>;
  // v < 10^(q + 19): surely 0; v >= 10^q: surely too large.
  if (q + 18 < format::kMinLead) return 0;
  if (q > format::kMaxLead) return format::kInfinity;
  const auto r = detail::decimal::eisel_lemire<Float>(w, static_cast<int>(q));
  if (JSONGEN_LIKELY(r.decided)) return r.bits;
  return detail::decimal::round_exactly<Float>(text, r.bits);
}

// More than 19 digits: skip the leading zeros; if still more than 19, w is
// the first 19 and the value lies in [w, w + 1) * 10^q.
template <class Float>
JSONGEN_NOINLINE typename detail::decimal::float_format<Float>::bits_type many_digits_to_bits(
    const scanned_number& s) noexcept {
  using format = detail::decimal::float_format<Float>;
  const char* p = s.text.digits;
  const char* end = s.text.digits_end;
  std::int64_t integer_digits = 0, consumed = 0;
  for (const char* d = p; d != end && *d != '.'; ++d) ++integer_digits;
  for (; p != end && (*p == '0' || *p == '.'); ++p) consumed += *p == '0' ? 1 : 0;
  if (p == end) return 0;
  std::int64_t significant = s.digit_count - consumed;
  if (significant <= 19) return to_bits<Float>(s.significand, s.exponent, s.text);
  std::uint64_t w = 0;
  int taken = 0;
  for (; taken < 19; ++p) {
    if (*p == '.') continue;
    w = w * 10 + static_cast<unsigned>(*p - '0');
    ++taken;
  }
  consumed += 19;
  bool tail = false;
  for (; p != end; ++p) {
    if (*p != '0' && *p != '.') {
      tail = true;
      break;
    }
  }
  const std::int64_t q = s.text.exponent + integer_digits - consumed;  // as in decimal_exact.h
  if (q + 18 < format::kMinLead) return 0;
  if (q > format::kMaxLead) return format::kInfinity;
  const auto low = detail::decimal::eisel_lemire<Float>(w, static_cast<int>(q));
  if (!tail) {
    return low.decided ? low.bits : detail::decimal::round_exactly<Float>(s.text, low.bits);
  }
  const auto high = detail::decimal::eisel_lemire<Float>(w + 1, static_cast<int>(q));
  if (low.decided && high.decided && low.bits == high.bits) return low.bits;
  return detail::decimal::round_exactly<Float>(s.text, low.bits);
}

// Every number: the grammar, any exponent, any length, the undecided cases.
template <class Float>
JSONGEN_NOINLINE number_result parse_floating_general(const char* p, const char* end, Float& out) noexcept {
  scanned_number s;
  const number_result r = scan_number(p, end, s);
  if (JSONGEN_UNLIKELY(r.error != number_error::none)) return r;
  if (JSONGEN_LIKELY(s.digit_count <= 19)) {
    Float value;
    if (detail::decimal::clinger<Float>(s.significand, s.exponent, value)) {
      typename detail::decimal::float_format<Float>::bits_type bits;
      std::memcpy(&bits, &value, sizeof bits);
      return store<Float>(bits, s.negative, r, out);
    }
    if (s.significand == 0) return store<Float>(0, s.negative, r, out);
    return store<Float>(to_bits<Float>(s.significand, s.exponent, s.text), s.negative, r, out);
  }
  return store<Float>(many_digits_to_bits<Float>(s), s.negative, r, out);
}

// w * 10^-scale (w < 10^19 or a number with more digits, which starts
// over), ptr one past the number: Clinger's path, else one Eisel-Lemire
// step, else parse_floating_general.
template <class Float>
JSONGEN_ALWAYS_INLINE number_result finish_floating(std::uint64_t w, int scale, bool negative, const char* ptr,
                                                   const char* start, const char* end, Float& out) noexcept {
  using bits_type = typename detail::decimal::float_format<Float>::bits_type;
  const number_result r{ptr, number_error::none};
  Float value;
  if (detail::decimal::clinger<Float>(w, -scale, value)) {
    bits_type bits;
    std::memcpy(&bits, &value, sizeof bits);
    return store<Float>(bits, negative, r, out);
  }
  if (w == 0) return store<Float>(0, negative, r, out);
  // -19 <= q <= 0: inside the table and the formats' range.
  const auto rounded = detail::decimal::eisel_lemire<Float>(w, -scale);
  if (JSONGEN_UNLIKELY(!rounded.decided)) return parse_floating_general<Float>(start, end, out);
  return store<Float>(rounded.bits, negative, r, out);
}

// The common number inline: no exponent, at most 19 digits, decided by
// Clinger's path or one Eisel-Lemire step. Its state stays in registers (the
// text that the exact fallback needs is not kept); anything else starts over
// in parse_floating_general, which reads the same bytes again.
template <class Float>
JSONGEN_ALWAYS_INLINE number_result parse_floating(const char* p, const char* end, Float& out) noexcept {
  const char* const start = p;
  const bool negative = *p == '-';
  p += negative ? 1 : 0;
  const char* const digits = p;
  if (JSONGEN_UNLIKELY(p == end || !is_digit(*p))) return {p, number_error::syntax};
  std::uint64_t w = 0;
  if (*p == '0') {
    ++p;
    if (JSONGEN_UNLIKELY(p != end && is_digit(*p))) return {p, number_error::syntax};
  } else {
    // Byte by byte: see scan_number.
    for (; p != end && is_digit(*p); ++p) w = w * 10 + static_cast<unsigned>(*p - '0');
  }
  // value = w * 10^-scale; count: the digits in w (the leading zeros too)
  std::int64_t count = p - digits, scale = 0;
  if (p != end && *p == '.') {
    ++p;
    if (JSONGEN_UNLIKELY(p == end || !is_digit(*p))) return {p, number_error::syntax};
#if defined(JSONGEN_READ_SIXTEEN_DIGITS)
    // A fraction of up to 15 digits after a short integer part: 16 places
    // fit beside it, at a known scale that the conversion folds into
    // constants (Eisel-Lemire even where Clinger's division would do:
    // canada.json written shortest, about 6 fraction digits, reads faster
    // so than through the SWAR word).
    if (count <= 3 && end - p >= 16) {
      const sixteen_digits sixteen = scan_sixteen_digits(p);
      if (sixteen.count > 0 && sixteen.count < 16) {
        w = w * 10000000000000000u + sixteen_digits_value(sixteen);
        p += sixteen.count;
        if (JSONGEN_UNLIKELY(p != end && (*p | 0x20) == 'e')) return parse_floating_general<Float>(start, end, out);
        return finish_floating<Float>(w, 16, negative, p, start, end, out);
      }
    }
#endif
    const char* first = p;
    p = gather_digits(p, end, w);
    scale = p - first;
    count += scale;
  }
  if (JSONGEN_UNLIKELY(count > 19 || (p != end && (*p | 0x20) == 'e'))) {
    return parse_floating_general<Float>(start, end, out);
  }
  return finish_floating<Float>(w, static_cast<int>(scale), negative, p, start, end, out);
}

// A '.', 'e' or 'E' follows an integer's digits: a syntax error, or a
// well-formed number that is not an integer.
JSONGEN_NOINLINE inline number_result classify_non_integer(const char* p, const char* end) noexcept {
  scanned_number s;
  const number_result r = scan_number(p, end, s);
  if (r.error != number_error::none) return r;
  return {r.ptr, number_error::not_integer};
}

// 20 digits (the first not 0): does the number fit in 64 bits?
JSONGEN_NOINLINE inline bool twenty_digits_value(const char* digits, std::uint64_t& value) noexcept {
  std::uint64_t v = 0;
  for (int i = 0; i < 19; ++i) v = v * 10 + static_cast<unsigned>(digits[i] - '0');
  const unsigned last = static_cast<unsigned>(digits[19] - '0');
  if (v > (std::numeric_limits<std::uint64_t>::max() - last) / 10) return false;
  value = v * 10 + last;
  return true;
}

template <class Int>
struct is_readable_integer
    : std::integral_constant<bool, std::is_integral<Int>::value && !std::is_same<Int, bool>::value &&
                                       !std::is_same<Int, char>::value && !std::is_same<Int, wchar_t>::value &&
                                       !std::is_same<Int, char16_t>::value &&
                                       !std::is_same<Int, char32_t>::value
#if defined(__cpp_char8_t)
                                       && !std::is_same<Int, char8_t>::value
#endif
                             > {
};

}  // namespace number_reading

template <class Int>
JSONGEN_ALWAYS_INLINE number_result parse_integer(const char* p, const char* end, Int& out) noexcept {
  static_assert(number_reading::is_readable_integer<Int>::value,
                "parse_integer reads the integral types except bool and the character types");
  using number_reading::is_digit;
  const char* const start = p;
  const bool negative = *p == '-';
  p += negative ? 1 : 0;
  const char* const digits = p;
  if (JSONGEN_UNLIKELY(p == end || !is_digit(*p))) return {p, number_error::syntax};
  std::uint64_t value = 0;
  if (*p == '0') {
    ++p;
    if (JSONGEN_UNLIKELY(p != end && is_digit(*p))) return {p, number_error::syntax};
  } else {
#if defined(JSONGEN_READ_SIXTEEN_DIGITS)
    if (end - p >= 16) {
      const number_reading::sixteen_digits sixteen = number_reading::scan_sixteen_digits(p);
      value = number_reading::sixteen_digits_integer(sixteen);
      p += sixteen.count;
      if (JSONGEN_UNLIKELY(sixteen.count == 16)) p = number_reading::gather_digits(p, end, value);
    } else {
      p = number_reading::gather_digits(p, end, value);
    }
#else
    p = number_reading::gather_digits(p, end, value);
#endif
  }
  if (JSONGEN_UNLIKELY(p != end && (*p == '.' || (*p | 0x20) == 'e'))) {
    return number_reading::classify_non_integer(start, end);
  }
  const number_result done{p, number_error::none}, too_large{p, number_error::out_of_range};
  if (JSONGEN_UNLIKELY(p - digits > 19)) {
    if (p - digits > 20 || !number_reading::twenty_digits_value(digits, value)) return too_large;
  }
  // The sign by a mask, not a branch: signs mix in data (offsets, deltas),
  // and the branch mispredicted about once per two negative numbers.
  const std::uint64_t max = static_cast<std::uint64_t>(std::numeric_limits<Int>::max());
  const std::uint64_t mask = 0 - static_cast<std::uint64_t>(negative);  // all ones when negative
  if constexpr (std::is_unsigned<Int>::value) {
    if (value > (max & ~mask)) return too_large;  // negative: only "-0"
    out = static_cast<Int>(value);
  } else {
    if (value > max - mask) return too_large;  // negative: up to max + 1
    // -value modulo 2^64, whose low bits are the two's complement of -value
    // in Int (converted modulo 2^N by every compiler jsongen supports, and
    // so defined by C++20).
    out = static_cast<Int>((value ^ mask) - mask);
  }
  return done;
}

JSONGEN_ALWAYS_INLINE number_result parse_number(const char* p, const char* end, double& out) noexcept {
  return number_reading::parse_floating<double>(p, end, out);
}

JSONGEN_ALWAYS_INLINE number_result parse_number(const char* p, const char* end, float& out) noexcept {
  return number_reading::parse_floating<float>(p, end, out);
}

using number_reading::skip_number;

}  // namespace detail
}  // namespace jsongen
