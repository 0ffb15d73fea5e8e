// Integer to decimal text, written front to back.
//
// The cascade of comparisons picks the digit count, and the branch it lands
// in writes the digits in pairs, from a 200-byte table, straight to their
// final places: no digit-count pass, no loop over digits, no reversal.
//
// The pairs come from one multiplication: t = v / 10^(2k) as a 32.32
// fixed-point number, whose integer part is the leading pair; each further
// pair is the integer part of (fraction * 100). Idea from James Edward
// Anhalt III's "jeaiii" itoa; written here from the description, with the
// error bound worked out below.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "config.h"

namespace jsongen {
namespace detail {

inline constexpr char kDigitPairs[201] =
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
    "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
    "8081828384858687888990919293949596979899";

JSONGEN_ALWAYS_INLINE char* put_pair(char* p, std::uint32_t v) {
  std::memcpy(p, kDigitPairs + 2 * v, 2);
  return p + 2;
}

// One digit when v < 10, two otherwise (v < 100).
JSONGEN_ALWAYS_INLINE char* put_1_or_2(char* p, std::uint32_t v) {
  if (v < 10) {
    *p = static_cast<char>('0' + v);
    return p + 1;
  }
  return put_pair(p, v);
}

constexpr std::uint64_t power_of_10(int e) { return e == 0 ? 1 : 10 * power_of_10(e - 1); }

// v / 10^(2 * (Pairs - 1)) as 32.32 fixed point, never below the true value
// and less than 10^-(2 * (Pairs - 1)) above it, so that the digits read off
// it are exact. With c = ceil(2^48 / 10^m) and t = floor(v * c / 2^16) + 1:
// t / 2^32 >= v / 10^m, and t / 2^32 - v / 10^m < (v / 2^16 + 1) / 2^32,
// which times 10^m stays below 1 for v < 10^8 (10^6 * (1526 + 1) < 2^32).
template <int Pairs>
JSONGEN_ALWAYS_INLINE std::uint64_t fixed_point(std::uint32_t v) {
  constexpr std::uint64_t divisor = power_of_10(2 * (Pairs - 1));
  constexpr std::uint64_t c = ((std::uint64_t{1} << 48) + divisor - 1) / divisor;
  return ((v * c) >> 16) + 1;
}

JSONGEN_ALWAYS_INLINE char* next_pair(char* p, std::uint64_t& t) {
  t = (t & 0xFFFFFFFFu) * 100;
  return put_pair(p, static_cast<std::uint32_t>(t >> 32));
}

// v < 10^(2 * Pairs): 2 * Pairs - 1 or 2 * Pairs digits (the first pair may
// be a single digit).
template <int Pairs>
JSONGEN_ALWAYS_INLINE char* put_digits(char* p, std::uint32_t v) {
  std::uint64_t t = fixed_point<Pairs>(v);
  p = put_1_or_2(p, static_cast<std::uint32_t>(t >> 32));
  for (int i = 1; i < Pairs; ++i) p = next_pair(p, t);
  return p;
}

// Exactly 8 digits, zero-padded (v < 10^8).
JSONGEN_ALWAYS_INLINE char* put_8(char* p, std::uint32_t v) {
  std::uint64_t t = fixed_point<4>(v);
  p = put_pair(p, static_cast<std::uint32_t>(t >> 32));
  for (int i = 1; i < 4; ++i) p = next_pair(p, t);
  return p;
}

}  // namespace detail

// Longest outputs: 20 digits for uint64, 20 characters for int64 ("-" + 19).
inline constexpr std::size_t kMaxIntegerChars = 20;

// Writes n at p and returns the end. Needs 10 bytes of room.
JSONGEN_ALWAYS_INLINE char* format_u32(char* p, std::uint32_t n) {
  using namespace detail;
  if (n < 100) return put_1_or_2(p, n);
  if (n < 1000000) {
    if (n < 10000) return put_digits<2>(p, n);  // 3-4 digits
    return put_digits<3>(p, n);                  // 5-6 digits
  }
  if (n < 100000000) return put_digits<4>(p, n);  // 7-8 digits
  p = put_1_or_2(p, n / 100000000);               // 9-10 digits
  return put_8(p, n % 100000000);
}

namespace detail {
// 11 to 20 digits: rarer, so kept out of line.
JSONGEN_NOINLINE inline char* format_u64_long(char* p, std::uint64_t n) {
  const std::uint64_t high = n / 100000000;  // n >= 2^32, so high >= 42
  const auto low = static_cast<std::uint32_t>(n % 100000000);
  if (high <= 0xFFFFFFFFu) {
    p = format_u32(p, static_cast<std::uint32_t>(high));
  } else {  // 17-20 digits: high has 9-12 digits
    p = format_u32(p, static_cast<std::uint32_t>(high / 100000000));
    p = put_8(p, static_cast<std::uint32_t>(high % 100000000));
  }
  return put_8(p, low);
}
}  // namespace detail

// Writes n at p and returns the end. Needs 20 bytes of room.
JSONGEN_ALWAYS_INLINE char* format_u64(char* p, std::uint64_t n) {
  if (JSONGEN_LIKELY(n <= 0xFFFFFFFFu)) return format_u32(p, static_cast<std::uint32_t>(n));
  return detail::format_u64_long(p, n);
}

// The sign costs no branch: '-' is always stored and kept only when negative.
JSONGEN_ALWAYS_INLINE char* format_i64(char* p, std::int64_t v) {
  const auto u = static_cast<std::uint64_t>(v);
  const std::uint64_t negative = u >> 63;
  *p = '-';
  p += negative;
  // Two's complement magnitude, also right for INT64_MIN.
  return format_u64(p, (u ^ (0 - negative)) + negative);
}

JSONGEN_ALWAYS_INLINE char* format_i32(char* p, std::int32_t v) {
  const auto u = static_cast<std::uint32_t>(v);
  const std::uint32_t negative = u >> 31;
  *p = '-';
  p += negative;
  return format_u32(p, (u ^ (0u - negative)) + negative);
}

}  // namespace jsongen
