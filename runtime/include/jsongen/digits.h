// Eight decimal digits at once in one 64-bit word (SWAR), shared by the
// integer and floating-point formatters.
//
// x < 10^8 is split into two 4-digit halves, each half into two 2-digit
// quarters, each quarter into tens and ones, every split by one multiply
// that works on all lanes of the word together. (The idea of splitting lanes
// in one register is the SWAR digit conversion described by Paul Khuong and
// Daniel Lemire; the constants here are worked out below.)
#pragma once

#include <cstdint>
#include <cstring>

#include "config.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

// The digits of x < 10^8, one per byte as values 0-9, the first in the
// lowest byte (first in memory on a little-endian machine). Each step keeps
// the quotient in the low half of a lane and moves the remainder to the high
// half in one multiply-add: (v << w) + q * (1 - (d << w)) = q + (v - d * q) << w.
// The quotients: n / 10^4 by the compiler; n / 100 = (n * 10486) >> 20 for
// n < 10^4 and n / 10 = (n * 103) >> 10 for n < 100, one lane's product never
// reaching the next lane (all 10^8 inputs are checked in the tests).
JSONGEN_ALWAYS_INLINE std::uint64_t digits8(std::uint32_t x) {
  const std::uint64_t high4 = x / 10000;
  std::uint64_t v = (std::uint64_t{x} << 32) + high4 * (1 - (std::uint64_t{10000} << 32));
  const std::uint64_t hundreds = ((v * 10486) >> 20) & 0x0000007F0000007Fu;
  v = (v << 16) + hundreds * (1 - (std::uint64_t{100} << 16));
  const std::uint64_t tens = ((v * 103) >> 10) & 0x000F000F000F000Fu;
  return (v << 8) + tens * (1 - (std::uint64_t{10} << 8));
}

inline constexpr std::uint64_t kAsciiZeros = 0x3030303030303030u;

// Stores the 8 bytes of x, lowest byte first, whatever the byte order.
JSONGEN_ALWAYS_INLINE void store_le64(char* p, std::uint64_t x) {
#if defined(__BYTE_ORDER__) && defined(__ORDER_BIG_ENDIAN__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
  x = __builtin_bswap64(x);
#endif
  std::memcpy(p, &x, 8);
}

}  // namespace detail
}  // namespace jsongen
