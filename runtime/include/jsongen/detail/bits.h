// Bit scans and counts on integers, for the whole runtime: the SIMD block
// masks, the number parsers and formatters. The compilers' builtins where
// there are some (one instruction on most targets), else a portable loop.
// Only values, never memory: nothing here depends on the byte order.
#pragma once

#include <cstdint>

#include "../config.h"

#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#endif

namespace jsongen {
namespace detail {

// The index of the lowest set bit of x (x != 0).
JSONGEN_ALWAYS_INLINE int count_trailing_zeros(std::uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_ctzll(x);
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_ARM64))
  unsigned long index;
  _BitScanForward64(&index, x);
  return static_cast<int>(index);
#else
  int n = 0;
  for (; (x & 1) == 0; x >>= 1) ++n;
  return n;
#endif
}

// The same for a 32-bit x: its own width, so that a 32-bit mask needs no
// zero extension first.
JSONGEN_ALWAYS_INLINE int count_trailing_zeros32(std::uint32_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_ctz(x);
#elif defined(_MSC_VER)
  unsigned long index;
  _BitScanForward(&index, x);
  return static_cast<int>(index);
#else
  int n = 0;
  for (; (x & 1) == 0; x >>= 1) ++n;
  return n;
#endif
}

// The number of zero bits above the highest set bit of x (x != 0).
JSONGEN_ALWAYS_INLINE int count_leading_zeros(std::uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_clzll(x);
#elif defined(_MSC_VER) && (defined(_M_X64) || defined(_M_ARM64))
  unsigned long index;
  _BitScanReverse64(&index, x);
  return 63 - static_cast<int>(index);
#else
  int n = 0;
  for (std::uint64_t bit = std::uint64_t{1} << 63; (x & bit) == 0; bit >>= 1) ++n;
  return n;
#endif
}

// The index of the highest set bit of a 32-bit x (x != 0): its own width,
// so that 32-bit targets need no 64-bit scan.
JSONGEN_ALWAYS_INLINE int highest_bit32(std::uint32_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return 31 - __builtin_clz(x);
#elif defined(_MSC_VER)
  unsigned long index;
  _BitScanReverse(&index, x);
  return static_cast<int>(index);
#else
  int n = 31;
  for (std::uint32_t bit = std::uint32_t{1} << 31; (x & bit) == 0; bit >>= 1) --n;
  return n;
#endif
}

// The number of set bits of x.
JSONGEN_ALWAYS_INLINE int popcount(std::uint64_t x) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_popcountll(x);
#else
  int n = 0;
  for (; x != 0; x &= x - 1) ++n;
  return n;
#endif
}

}  // namespace detail
}  // namespace jsongen
