// A number's digits, sixteen bytes at once (SSE2, the x86-64 baseline):
// how many of the bytes at p are digits, and the value of those digits
// followed by zeros up to sixteen places ("6136169" -> 6136169000000000),
// or of the digits alone (an exact division: see sixteen_digits_integer).
// The reader uses the first for fractions of up to 15 digits (canada.json's
// coordinates have 14 or 15 as distributed, about 6 when written shortest):
// the value with trailing zeros is the same number scaled by 10^-16, a
// constant scale for the decimal-to-binary step. It uses the second for
// integers. Each replaces one to three SWAR words and the shift of the
// partial one.
//
// Without SSE2 (other targets, or JSONGEN_NO_SIXTEEN_DIGITS) nothing is
// defined and the reader keeps its portable SWAR loop.
#pragma once

#include <cstdint>

#include "../config.h"
#include "bits.h"

#if defined(JSONGEN_HAVE_SSE2) && !defined(JSONGEN_NO_SIXTEEN_DIGITS)
#include <emmintrin.h>
#define JSONGEN_READ_SIXTEEN_DIGITS 1

namespace jsongen {
namespace detail {
namespace number_reading {

struct sixteen_digits {
  __m128i values;  // each byte minus '0'
  int count;       // digits before the first other byte: 0..16
};

// Precondition: 16 bytes readable at p.
JSONGEN_ALWAYS_INLINE sixteen_digits scan_sixteen_digits(const char* p) noexcept {
  const __m128i values = _mm_sub_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), _mm_set1_epi8('0'));
  // A digit's value is at most 9 as an unsigned byte; every other byte's is more.
  const __m128i digit = _mm_cmpeq_epi8(_mm_min_epu8(values, _mm_set1_epi8(9)), values);
  const unsigned others = ~static_cast<unsigned>(_mm_movemask_epi8(digit));  // bit 16 and up set
  const int count = count_trailing_zeros32(others);
  return {values, count};
}

// The first `d.count` digits, then zeros, as a sixteen-digit number.
JSONGEN_ALWAYS_INLINE std::uint64_t sixteen_digits_value(const sixteen_digits& d) noexcept {
  const __m128i index = _mm_setr_epi8(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
  const __m128i kept = _mm_cmplt_epi8(index, _mm_set1_epi8(static_cast<char>(d.count)));
  const __m128i digits = _mm_and_si128(d.values, kept);
  const __m128i zero = _mm_setzero_si128();
  // Pairs (d0 * 10 + d1) in 32-bit lanes, packed back to 16 bits, then
  // quadruples, then two eight-digit halves.
  const __m128i tens = _mm_setr_epi16(10, 1, 10, 1, 10, 1, 10, 1);
  const __m128i pairs = _mm_packs_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(digits, zero), tens),
                                        _mm_madd_epi16(_mm_unpackhi_epi8(digits, zero), tens));
  const __m128i quads = _mm_madd_epi16(pairs, _mm_setr_epi16(100, 1, 100, 1, 100, 1, 100, 1));
  const __m128i halves = _mm_madd_epi16(_mm_packs_epi32(quads, quads),
                                        _mm_setr_epi16(10000, 1, 10000, 1, 10000, 1, 10000, 1));
  const auto high = static_cast<std::uint32_t>(_mm_cvtsi128_si32(halves));
  const auto low = static_cast<std::uint32_t>(_mm_cvtsi128_si32(_mm_srli_si128(halves, 4)));
  return std::uint64_t{high} * 100000000u + low;
}

// 5^-k modulo 2^64 (5 is odd, so it has an inverse): dividing an exact
// multiple of 5^k by 5^k is a multiplication by it.
constexpr std::uint64_t inverse_of_power_of_five(int k) noexcept {
  std::uint64_t power = 1;
  for (int i = 0; i < k; ++i) power *= 5;
  std::uint64_t x = power;  // correct to 3 bits (a * a == 1 mod 8 for odd a); each step doubles them
  for (int i = 0; i < 5; ++i) x *= 2 - power * x;
  return x;
}

inline constexpr std::uint64_t kInverseOfPowerOfFive[17] = {
    inverse_of_power_of_five(0),  inverse_of_power_of_five(1),  inverse_of_power_of_five(2),
    inverse_of_power_of_five(3),  inverse_of_power_of_five(4),  inverse_of_power_of_five(5),
    inverse_of_power_of_five(6),  inverse_of_power_of_five(7),  inverse_of_power_of_five(8),
    inverse_of_power_of_five(9),  inverse_of_power_of_five(10), inverse_of_power_of_five(11),
    inverse_of_power_of_five(12), inverse_of_power_of_five(13), inverse_of_power_of_five(14),
    inverse_of_power_of_five(15), inverse_of_power_of_five(16)};

// The first `d.count` digits (1..16) as an integer: the sixteen-place value
// is it times 10^k = 2^k * 5^k, k = 16 - count, so the division is exact: a
// shift, then the inverse of 5^k.
JSONGEN_ALWAYS_INLINE std::uint64_t sixteen_digits_integer(const sixteen_digits& d) noexcept {
  const int k = 16 - d.count;
  return (sixteen_digits_value(d) >> k) * kInverseOfPowerOfFive[k];
}

}  // namespace number_reading
}  // namespace detail
}  // namespace jsongen

#endif
