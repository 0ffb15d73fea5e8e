// Integer to decimal text, written front to back.
//
// The cascade of comparisons picks the digit count and, in the same branch,
// writes the digits in pairs from a 200-byte table straight to their final
// places: no digit-count pass, no loop over digits, no reversal. Idea from
// James Edward Anhalt III's "jeaiii" itoa; this version is written from the
// description, with plain divisions by constants (the compiler turns them
// into multiplications).
#pragma once

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

JSONGEN_ALWAYS_INLINE char* put_4(char* p, std::uint32_t v) {  // v < 10^4, zero-padded
  p = put_pair(p, v / 100);
  return put_pair(p, v % 100);
}

JSONGEN_ALWAYS_INLINE char* put_8(char* p, std::uint32_t v) {  // v < 10^8, zero-padded
  p = put_4(p, v / 10000);
  return put_4(p, v % 10000);
}

}  // namespace detail

// Longest outputs: 20 digits for uint64, 20 characters for int64 ("-" + 19).
inline constexpr std::size_t kMaxIntegerChars = 20;

// Writes n at p and returns the end. Needs 10 bytes of room.
inline char* format_u32(char* p, std::uint32_t n) {
  using namespace detail;
  if (n < 100) return put_1_or_2(p, n);
  if (n < 1000000) {
    if (n < 10000) {  // 3-4 digits
      p = put_1_or_2(p, n / 100);
      return put_pair(p, n % 100);
    }
    p = put_1_or_2(p, n / 10000);  // 5-6 digits
    return put_4(p, n % 10000);
  }
  if (n < 100000000) {  // 7-8 digits
    p = put_1_or_2(p, n / 1000000);
    std::uint32_t low = n % 1000000;
    p = put_pair(p, low / 10000);
    return put_4(p, low % 10000);
  }
  p = put_1_or_2(p, n / 100000000);  // 9-10 digits
  return put_8(p, n % 100000000);
}

// Writes n at p and returns the end. Needs 20 bytes of room.
inline char* format_u64(char* p, std::uint64_t n) {
  if (n <= 0xFFFFFFFFu) return format_u32(p, static_cast<std::uint32_t>(n));
  const std::uint64_t high = n / 100000000;  // n >= 2^32, so high >= 42
  const auto low = static_cast<std::uint32_t>(n % 100000000);
  if (high <= 0xFFFFFFFFu) {
    p = format_u32(p, static_cast<std::uint32_t>(high));
  } else {  // 17-20 digits: high has 9-12 digits
    p = format_u32(p, static_cast<std::uint32_t>(high / 100000000));
    p = detail::put_8(p, static_cast<std::uint32_t>(high % 100000000));
  }
  return detail::put_8(p, low);
}

// The sign costs no branch: '-' is always stored and kept only when negative.
inline char* format_i64(char* p, std::int64_t v) {
  const auto u = static_cast<std::uint64_t>(v);
  const std::uint64_t negative = u >> 63;
  *p = '-';
  p += negative;
  // Two's complement magnitude, also right for INT64_MIN.
  return format_u64(p, (u ^ (0 - negative)) + negative);
}

inline char* format_i32(char* p, std::int32_t v) {
  const auto u = static_cast<std::uint32_t>(v);
  const std::uint32_t negative = u >> 31;
  *p = '-';
  p += negative;
  return format_u32(p, (u ^ (0u - negative)) + negative);
}

}  // namespace jsongen
