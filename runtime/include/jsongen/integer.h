// Integer to decimal text, written front to back, without a loop over
// digits.
//
// Eight digits are made at once in one 64-bit word (SWAR): split into two
// 4-digit halves, each half into two 2-digit quarters, each quarter into tens
// and ones, every split by a multiply-and-shift that works on all lanes of
// the word together. The leading zeros are shifted out and the eight bytes
// stored at once. (The idea of splitting lanes
// in one register is the SWAR digit conversion described by Paul Khuong and
// Daniel Lemire; the constants here are worked out below.)
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "config.h"

namespace jsongen {
namespace detail {

// The 8 decimal digits of v < 10^8, one per byte, most significant in the
// lowest byte (first in memory on a little-endian machine), as values 0-9.
//  - halves: lanes of 32 bits hold v / 10^4 and v % 10^4;
//  - quarters: lane * 5243 >> 19 is lane / 100 for lane < 43699, and the
//    product of one lane stays below 2^26, so lanes do not mix;
//  - tens: lane * 103 >> 10 is lane / 10 for lane < 179, below 2^14 per
//    16-bit lane.
JSONGEN_ALWAYS_INLINE std::uint64_t digits8(std::uint32_t v) {
  std::uint64_t x = (v / 10000) | static_cast<std::uint64_t>(v % 10000) << 32;
  const std::uint64_t hundreds = ((x * 5243) >> 19) & 0x0000007F0000007Full;
  x = hundreds | (x - hundreds * 100) << 16;
  const std::uint64_t tens = ((x * 103) >> 10) & 0x000F000F000F000Full;
  return tens | (x - tens * 10) << 8;
}

inline constexpr std::uint64_t kAsciiZeros = 0x3030303030303030ull;

JSONGEN_ALWAYS_INLINE void store8(char* p, std::uint64_t bytes) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  bytes = __builtin_bswap64(bytes);
#endif
  std::memcpy(p, &bytes, 8);
}

// Exactly 8 digits, zero-padded (v < 10^8).
JSONGEN_ALWAYS_INLINE char* put_8(char* p, std::uint32_t v) {
  store8(p, digits8(v) + kAsciiZeros);
  return p + 8;
}

// One digit when v < 10, two otherwise (v < 100).
JSONGEN_ALWAYS_INLINE char* put_1_or_2(char* p, std::uint32_t v) {
  if (v < 10) {
    *p = static_cast<char>('0' + v);
    return p + 1;
  }
  const std::uint32_t tens = v / 10;
  p[0] = static_cast<char>('0' + tens);
  p[1] = static_cast<char>('0' + (v - 10 * tens));
  return p + 2;
}

// v < 10^8 with `count` digits (3 to 8). Stores 8 bytes.
JSONGEN_ALWAYS_INLINE char* put_counted(char* p, std::uint32_t v, unsigned count) {
  store8(p, (digits8(v) >> (8 * (8 - count))) + kAsciiZeros);
  return p + count;
}

}  // namespace detail

// Longest outputs: 20 digits for uint64, 20 characters for int64 ("-" + 19).
inline constexpr std::size_t kMaxIntegerChars = 20;
// The writers store 8 bytes at a time: a short integer still needs this room.
inline constexpr std::size_t kMinIntegerRoom = 9;

// Writes n at p and returns the end. Needs 10 bytes of room.
//
// The digit count comes from comparisons: in real data a field's numbers
// have similar lengths, the branches are predicted, and the next write's
// position is known before the digits are. The digits come from digits8.
JSONGEN_ALWAYS_INLINE char* format_u32(char* p, std::uint32_t n) {
  using detail::put_counted;
  if (n < 100) return detail::put_1_or_2(p, n);
  if (n < 10000) return put_counted(p, n, n < 1000 ? 3 : 4);
  if (n < 1000000) return put_counted(p, n, n < 100000 ? 5 : 6);
  if (n < 100000000) return put_counted(p, n, n < 10000000 ? 7 : 8);
  p = detail::put_1_or_2(p, n / 100000000);  // 9-10 digits
  return detail::put_8(p, n % 100000000);
}

// Writes n at p and returns the end. Needs 20 bytes of room.
JSONGEN_ALWAYS_INLINE char* format_u64(char* p, std::uint64_t n) {
  if (n < 100000000) return format_u32(p, static_cast<std::uint32_t>(n));
  if (n < 10000000000000000ull) {  // 9-16 digits
    p = format_u32(p, static_cast<std::uint32_t>(n / 100000000));
    return detail::put_8(p, static_cast<std::uint32_t>(n % 100000000));
  }
  // 17-20 digits: up to 4, then 8 and 8.
  p = format_u32(p, static_cast<std::uint32_t>(n / 10000000000000000ull));
  const std::uint64_t rest = n % 10000000000000000ull;
  p = detail::put_8(p, static_cast<std::uint32_t>(rest / 100000000));
  return detail::put_8(p, static_cast<std::uint32_t>(rest % 100000000));
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
