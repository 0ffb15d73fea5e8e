// Floating point to the shortest decimal text that reads back to the same
// value (float as float, so 30.2f prints 30.2), byte for byte what the plain
// std::to_chars(first, last, value) of libstdc++ writes. We do not call it:
// this formatter is about twice as fast (see "Speed" below).
//
// The text, as determined by experiment against libstdc++ 12's std::to_chars
// (tests/runtime/float_format_test.cpp compares millions of doubles and
// floats byte for byte, and on request all 2^32 floats):
//
// 1. Digits. Among the decimals d * 10^e inside the rounding interval of v
//    (the reals that round to v; its ends belong to it iff v's significand
//    is even), take those with the fewest significant digits, and of these
//    the one closest to v; an exact tie goes to the even last digit.
//    n = that digit count (no trailing zeros), E = the exponent of the first
//    digit (v ~ d.ddd * 10^E).
// 2. Notation: the shorter of scientific and fixed, fixed on a tie
//    (the sign is in both and does not count):
//      scientific "d.ddde+XX": n + (n > 1) + 2 + (|E| >= 100 ? 3 : 2)
//                 one digit has no point ("1e+16"); the exponent has a sign
//                 and at least two digits ("1e-05", "1e-324", "1e+308");
//      fixed, E < 0:          "0.000ddd"  n + 1 - E
//      fixed, 0 <= E < n - 1: "ddd.ddd"   n + 1 (always the shorter)
//      fixed, E >= n - 1:     "ddd000"    E + 1
//    So fixed is used for -3 <= E < 0, for E = -4 only when n > 1 ("0.001"
//    but "1e-04"; "0.00012" but "1.2e-05"), for every 0 <= E < n - 1, and
//    for a whole number when E <= n + 3 + (n > 1) ("10000" but "1e+05";
//    "120000"; "1.5e+16"; "123456789012345680" with E = 17, n = 17).
// 3. A whole number written in fixed notation is the exact value of v, not
//    the shortest digits padded with zeros: 1.2345678901234568e+21 prints
//    "1234567890123456774144" and 1.2345e9f prints "1234499968". (Below 2^53
//    for double, 2^24 for float, the two agree.)
// 4. Negative values get a '-', including "-0"; zero is "0".
//
// Algorithm: Schubfach, from Raffaello Giulietti, "The Schubfach way to
// render doubles" (2020, revised 2022): scale v and the two ends of its
// rounding interval by 10^-k, k = floor(log10(ulp)), with a 64 x 128-bit
// multiplication each, so that the interval is 1 to 10 units wide; then the
// shortest decimal is either the one multiple of 10 units inside it, or the
// closer of the two units around v. The products are "rounded to odd" (the
// floor, with the last bit set when the exact value is not an integer),
// which keeps every comparison with an integer exact. Here there is one
// product (for v); the ends add and subtract half an ulp in 192 bits; and
// usually not even that: the comparisons are first made in 64-bit fixed
// point and only the rare close calls are redone exactly (shortest_decimal).
// Ideas also taken, as ideas, from Ryu (Ulf Adams, "Ryu: fast float-to-string
// conversion", PLDI 2018: the 128-bit table, the modular min-max bound check
// that gen_pow10_table.py redoes) and Dragonbox (Junekey Jeon, "Dragonbox: A
// New Floating-Point Binary-to-Decimal Conversion Algorithm", 2020: handling
// the common case with fewer multiplications), and from the public write-ups
// of SWAR/SIMD integer formatting (8 digits in one 64-bit word, 16 in an SSE2
// register). The code is written from the papers and descriptions; none is
// copied from their implementations.
//
// The table of 128-bit powers of ten, detail/pow10_table.h, is generated with
// exact integer arithmetic by scripts/gen_pow10_table.py, whose --verify mode
// proves (for every exponent of double and float) that the 128-bit
// approximation gives exactly the floors and integer tests used below.
//
// Its speed against std::to_chars and Glaze: docs/performance.md.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "config.h"
#include "detail/bits.h"
#include "detail/pow10_table.h"
#include "digits.h"
#include "require_cxx17.h"

#if defined(_MSC_VER) && !defined(__clang__) && (defined(_M_X64) || defined(_M_ARM64))
#include <intrin.h>
#endif
#if defined(JSONGEN_HAVE_SSE2)
#include <emmintrin.h>
#endif

// 64 x 64 -> 128-bit multiplication: unsigned __int128 on GCC and Clang,
// intrinsics on MSVC, else (or with JSONGEN_NO_INT128) portable 32-bit
// halves. Tests instantiate the portable path explicitly as well.
#if !defined(JSONGEN_NO_INT128) && defined(__SIZEOF_INT128__)
#define JSONGEN_FLOAT_NATIVE_MUL 1
#elif !defined(JSONGEN_NO_INT128) && defined(_MSC_VER) && !defined(__clang__) && \
    (defined(_M_X64) || defined(_M_ARM64))
#define JSONGEN_FLOAT_NATIVE_MUL 1
#else
#define JSONGEN_FLOAT_NATIVE_MUL 0
#endif

namespace jsongen {

// The most bytes format_finite_float may write (the text is at most 24 bytes,
// e.g. "-2.2250738585072014e-308" or "-1234567890123456774144"; the rest is
// room for whole-word stores past the end).
inline constexpr std::size_t kMaxFloatChars = 32;

namespace detail {
namespace fp {

struct uint128 {
  std::uint64_t hi;
  std::uint64_t lo;
};

template <bool Native>
JSONGEN_ALWAYS_INLINE uint128 multiply(std::uint64_t a, std::uint64_t b) {
#if JSONGEN_FLOAT_NATIVE_MUL && defined(__SIZEOF_INT128__)
  if constexpr (Native) {
    __extension__ typedef unsigned __int128 u128;
    const u128 r = static_cast<u128>(a) * b;
    return {static_cast<std::uint64_t>(r >> 64), static_cast<std::uint64_t>(r)};
  }
#elif JSONGEN_FLOAT_NATIVE_MUL && defined(_M_X64)
  if constexpr (Native) {
    std::uint64_t hi;
    const std::uint64_t lo = _umul128(a, b, &hi);
    return {hi, lo};
  }
#elif JSONGEN_FLOAT_NATIVE_MUL && defined(_M_ARM64)
  if constexpr (Native) return {__umulh(a, b), a * b};
#endif
  // Schoolbook on 32-bit halves; no partial sum overflows 64 bits.
  const std::uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32;
  const std::uint64_t b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
  const std::uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  const std::uint64_t mid = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
  return {p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32), (mid << 32) | (p00 & 0xFFFFFFFFu)};
}

// Exact for |q| <= 1200 (checked by gen_pow10_table.py --verify). The right
// shift of a negative int is arithmetic on every compiler jsongen supports
// (and defined so by C++20).
constexpr int floor_log10_pow2(int q) { return (q * 315653) >> 20; }
constexpr int floor_log10_three_quarters_pow2(int q) { return (q * 315653 - 131072) >> 20; }
constexpr int floor_log2_pow10(int j) { return (j * 1741647) >> 19; }

inline constexpr std::uint64_t kPowersOf10[20] = {1u,
                                                  10u,
                                                  100u,
                                                  1000u,
                                                  10000u,
                                                  100000u,
                                                  1000000u,
                                                  10000000u,
                                                  100000000u,
                                                  1000000000u,
                                                  10000000000u,
                                                  100000000000u,
                                                  1000000000000u,
                                                  10000000000000u,
                                                  100000000000000u,
                                                  1000000000000000u,
                                                  10000000000000000u,
                                                  100000000000000000u,
                                                  1000000000000000000u,
                                                  10000000000000000000u};

// Decimal digits of x >= 1.
JSONGEN_ALWAYS_INLINE int count_digits(std::uint64_t x) {
  const int t = ((64 - count_leading_zeros(x)) * 1233) >> 12;  // floor or floor - 1 of log10
  return t + (x >= kPowersOf10[t] ? 1 : 0);
}

template <class Float>
struct traits;
template <>
struct traits<double> {
  using bits_type = std::uint64_t;
  static constexpr int kSignificandBits = 52;  // without the hidden bit
  static constexpr int kExponentBits = 11;
};
template <>
struct traits<float> {
  using bits_type = std::uint32_t;
  static constexpr int kSignificandBits = 23;
  static constexpr int kExponentBits = 8;
};

// v = significand * 10^exponent.
struct decimal {
  std::uint64_t significand;
  int exponent;
};

// "Rounded to odd" value of the 192-bit y = top * 2^128 + mid * 2^64 + low,
// read as a fixed-point number with 128 fraction bits: its floor, with bit 0
// set when y is not an integer. The product approximating an integer is
// below 2^60 (see scripts/gen_pow10_table.py), hence the 2^60 threshold.
JSONGEN_ALWAYS_INLINE std::uint64_t round_to_odd(std::uint64_t top, std::uint64_t mid, std::uint64_t low) {
  return top | ((mid | (low >> 60)) != 0 ? 1u : 0u);
}

// The shortest decimal in the rounding interval of v = c * 2^q (c > 0);
// irregular = the interval below v is half as wide (c is a power of two and
// v is not in the lowest binade). Schubfach (see the top of the file), in
// units of a quarter: for x = 4c - 2 (or 4c - 1), 4c and 4c + 2, the
// scaled ends and value y = x * 2^q * 10^-k are computed as
// P = (x * 2^h) * g >> 128, g = 10^-k * 2^(127 - floor(log2 10^-k)) rounded
// up, h = q + floor(log2 10^-k) + 1 (1 to 4). One product for 4c; the ends
// add or subtract 2 * 2^h * g (or 2^h * g), exactly, in 192 bits.
template <bool Native>
JSONGEN_NOINLINE decimal shortest_decimal_exact(std::uint64_t c, int q, bool irregular) {
  const int k = irregular ? floor_log10_three_quarters_pow2(q) : floor_log10_pow2(q);
  const int h = q + floor_log2_pow10(-k) + 1;
  const pow10_entry& g = kPow10[-k - kPow10MinExponent];

  // P = (4c * 2^h) * g, 192 bits: p2 p1 p0. 4c * 2^h < 2^59.
  const std::uint64_t x = c << (h + 2);
  const uint128 high = multiply<Native>(x, g.hi);
  const uint128 low = multiply<Native>(x, g.lo);
  const std::uint64_t p0 = low.lo;
  const std::uint64_t p1 = high.lo + low.hi;
  const std::uint64_t p2 = high.hi + (p1 < high.lo ? 1u : 0u);

  // Half an ulp, 2 * 2^h * g: d2 d1 d0 (h + 1 is 2 to 5).
  const int up = h + 1;
  const std::uint64_t d0 = g.lo << up;
  const std::uint64_t d1 = (g.hi << up) | (g.lo >> (64 - up));
  const std::uint64_t d2 = g.hi >> (64 - up);

  // Upper end: P + half an ulp.
  const std::uint64_t r0 = p0 + d0;
  const std::uint64_t r1a = p1 + d1;
  const std::uint64_t r1 = r1a + (r0 < p0 ? 1u : 0u);
  const std::uint64_t r2 = p2 + d2 + (r1a < p1 ? 1u : 0u) + (r1 < r1a ? 1u : 0u);

  // Lower end: P - half an ulp, or a quarter ulp when irregular.
  const std::uint64_t e0 = irregular ? (d0 >> 1) | (d1 << 63) : d0;
  const std::uint64_t e1 = irregular ? (d1 >> 1) | (d2 << 63) : d1;
  const std::uint64_t e2 = irregular ? d2 >> 1 : d2;
  const std::uint64_t l0 = p0 - e0;
  const std::uint64_t l1a = p1 - e1;
  const std::uint64_t l1 = l1a - (p0 < e0 ? 1u : 0u);
  const std::uint64_t l2 = p2 - e2 - (p1 < e1 ? 1u : 0u) - (l1a < l1 ? 1u : 0u);

  const std::uint64_t vb = round_to_odd(p2, p1, p0);  // 4 * v / 10^k
  const std::uint64_t vr = round_to_odd(r2, r1, r0);  // 4 * upper end / 10^k
  const std::uint64_t vl = round_to_odd(l2, l1, l0);  // 4 * lower end / 10^k

  // An integer d (in units of 10^k) is inside iff 4d >= 4 * lower end and
  // 4d <= 4 * upper end, strictly when c is odd; with rounded-to-odd values
  // and 4d even, that is vl + open <= 4d and 4d + open <= vr.
  const std::uint64_t open = c & 1;
  const std::uint64_t s = vb >> 2;  // floor(v / 10^k)

  // The interval is narrower than 10 units: at most one multiple of 10
  // (one digit fewer) fits, and it is s rounded down or up to one.
  const std::uint64_t s10 = s / 10 * 10;
  const bool s10_in = vl + open <= 4 * s10;
  const bool t10_in = 4 * s10 + 40 + open <= vr;
  if (s10_in != t10_in) return {s10_in ? s10 : s10 + 10, k};

  // Otherwise s or s + 1 (the interval is at least 1 unit wide: one fits).
  const bool s_in = vl + open <= 4 * s;
  const bool t_in = 4 * s + 4 + open <= vr;
  if (s_in != t_in) return {s_in ? s : s + 1, k};
  // Both: the closer to v, the even one on a tie.
  const std::uint64_t middle = 4 * s + 2;
  const bool pick_s = vb < middle || (vb == middle && (s & 1) == 0);
  return {pick_s ? s : s + 1, k};
}

// The same for the regular case (not irregular), usually without the exact
// 192-bit ends: the distances from v to the multiples of 10 units around it
// and the half-width of the interval are compared in 64-bit fixed point (57
// fraction bits, in quarter units), each off by less than one last unit; a
// difference of 2 or more units is then decisive, and the closer calls go to
// shortest_decimal_exact. They are rare: none of the 111126 numbers of
// canada.json, 0.05% of random bit patterns; mostly whole numbers above 2^54,
// whose interval ends can fall exactly on a multiple of 10 units. Without a multiple of 10 inside, the answer is v
// rounded to the nearest unit (half-way: to even), always inside because the
// interval is wider than 1 unit in the regular case (it is exactly 1 unit
// wide only for v = c, a whole number, which never comes here).
template <bool Native, bool AlwaysExact>
JSONGEN_ALWAYS_INLINE decimal shortest_decimal(std::uint64_t c, int q) {
  if (AlwaysExact) return shortest_decimal_exact<Native>(c, q, false);
  const int k = floor_log10_pow2(q);
  const int h = q + floor_log2_pow10(-k) + 1;
  const pow10_entry& g = kPow10[-k - kPow10MinExponent];
  const std::uint64_t x = c << (h + 2);
  const uint128 high = multiply<Native>(x, g.hi);
  const uint128 low = multiply<Native>(x, g.lo);
  const std::uint64_t p1 = high.lo + low.hi;
  const std::uint64_t p2 = high.hi + (p1 < high.lo ? 1u : 0u);  // floor(4v / 10^k)
  const std::uint64_t s = p2 >> 2;
  const std::uint64_t s10 = s / 10 * 10;
  // 4v/10^k - 4 s10 (below 40), 4 (s10 + 10) - 4v/10^k and the half-width
  // 2 * 2^q / 10^k (below 20), times 2^57.
  const std::uint64_t below = ((p2 - 4 * s10) << 57) | (p1 >> 7);
  const std::uint64_t above = (std::uint64_t{40} << 57) - below;
  const std::uint64_t half = g.hi >> (6 - h);
  const std::uint64_t s10_margin = half - below;  // > 0: s10 inside (mod 2^64)
  const std::uint64_t t10_margin = half - above;  // > 0: s10 + 10 inside
  if (JSONGEN_UNLIKELY(s10_margin + 1 < 3 || t10_margin + 1 < 3)) return shortest_decimal_exact<Native>(c, q, false);
  const bool s10_in = (s10_margin >> 63) == 0;
  const bool t10_in = (t10_margin >> 63) == 0;
  const std::uint64_t vb = round_to_odd(p2, p1, low.lo);  // 4v / 10^k rounded to odd
  // Round up past the middle 4s + 2, or at it when s is odd: vb = 4s + r,
  // and r + 1 + (s & 1) reaches 4 exactly then.
  const std::uint64_t rounded = (vb + 1 + (s & 1)) >> 2;
  // Masks rather than branches: which case applies is unpredictable.
  const std::uint64_t t10_mask = 0 - static_cast<std::uint64_t>(t10_in);
  const std::uint64_t s10_mask = 0 - static_cast<std::uint64_t>(s10_in);
  const std::uint64_t d = (rounded & ~(t10_mask | s10_mask)) | ((s10 + 10) & t10_mask) | (s10 & s10_mask);
  return {d, k};
}

// Sixteen decimal digits d1..d16 (of a number below 10^16), made into text
// 8 at a time in a 64-bit word ("SWAR", portable) or all at once with SSE2.
// Both give: significant() = how many of them up to the last non-zero one
// (0 to 16), store(p) = the 16 characters at p, store_with_point(p, j) =
// d1..dj '.' d(j+1)..d16 at p (17 bytes, 0 <= j <= 15).
//
// digits8 (digits.h) gives 8 of them, one per byte, the first in the lowest byte.
struct swar_digits {
  std::uint64_t first8;  // d1..d8, one per byte, d1 lowest
  std::uint64_t last8;   // d9..d16

  JSONGEN_ALWAYS_INLINE swar_digits(std::uint32_t high8, std::uint32_t low8)
      : first8(digits8(high8)), last8(digits8(low8)) {}
  // Trailing zero digits are the high zero bytes.
  JSONGEN_ALWAYS_INLINE int significant() const {
    return last8 != 0 ? 16 - count_leading_zeros(last8) / 8 : first8 != 0 ? 8 - count_leading_zeros(first8) / 8 : 0;
  }
  JSONGEN_ALWAYS_INLINE void to_ascii() {
    first8 |= kAsciiZeros;
    last8 |= kAsciiZeros;
  }
  JSONGEN_ALWAYS_INLINE void store(char* p) const {
    store_le64(p, first8);
    store_le64(p + 8, last8);
  }
  JSONGEN_ALWAYS_INLINE void store_with_point(char* p, int j) const {
    // The bytes below the point stay, the others move up one byte.
    if (j < 8) {
      const int shift = 8 * j;
      const std::uint64_t below = (std::uint64_t{1} << shift) - 1;
      store_le64(p, (first8 & below) | (std::uint64_t{'.'} << shift) | ((first8 & ~below) << 8));
      store_le64(p + 8, (last8 << 8) | (first8 >> 56));
    } else {
      const int shift = 8 * (j - 8);
      const std::uint64_t below = (std::uint64_t{1} << shift) - 1;
      store_le64(p, first8);
      store_le64(p + 8, (last8 & below) | (std::uint64_t{'.'} << shift) | ((last8 & ~below) << 8));
    }
    p[16] = static_cast<char>(last8 >> 56);
  }
};

#if defined(JSONGEN_HAVE_SSE2)
// 16-byte windows into these give the masks for store_with_point: from
// kLowBytes + 16 - j, bytes 0..j-1 set; from kPointAt + 16 - j, '.' at j.
alignas(16) inline constexpr unsigned char kLowBytes[32] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
alignas(16) inline constexpr unsigned char kPointAt[32] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, '.'};

struct sse2_digits {
  __m128i v;  // d1..d16, one per byte

  // The steps of digits8 on both halves at once, in 64-, 32- and 16-bit
  // lanes: n / 10^4 = (n * 3518437209) >> 45 for n < 10^8, n / 100 =
  // (n * 5243) >> 19 for n < 10^4, n / 10 = (n * 6554) >> 16 for n < 100.
  JSONGEN_ALWAYS_INLINE sse2_digits(std::uint32_t high8, std::uint32_t low8) {
    const __m128i x = _mm_set_epi64x(static_cast<long long>(low8), static_cast<long long>(high8));
    const __m128i high4 = _mm_srli_epi64(_mm_mul_epu32(x, _mm_set1_epi32(static_cast<int>(3518437209u))), 45);
    const __m128i low4 = _mm_sub_epi32(x, _mm_mul_epu32(high4, _mm_set1_epi32(10000)));
    const __m128i fours = _mm_or_si128(high4, _mm_slli_epi64(low4, 32));  // 32-bit lanes
    const __m128i hundreds = _mm_srli_epi16(_mm_mulhi_epu16(fours, _mm_set1_epi16(5243)), 3);
    const __m128i rest = _mm_sub_epi16(fours, _mm_mullo_epi16(hundreds, _mm_set1_epi16(100)));
    const __m128i twos = _mm_or_si128(hundreds, _mm_slli_epi32(rest, 16));  // 16-bit lanes
    // z * 6554 = (z / 10) * 2^16 + (z % 10) * 6553.6 + 0.4z: the quotient in the
    // high half, and the remainder from the low half times 10.
    const __m128i tens = _mm_mulhi_epu16(twos, _mm_set1_epi16(6554));
    const __m128i ones = _mm_mulhi_epu16(_mm_mullo_epi16(twos, _mm_set1_epi16(6554)), _mm_set1_epi16(10));
    v = _mm_or_si128(tens, _mm_slli_epi16(ones, 8));
  }
  JSONGEN_ALWAYS_INLINE int significant() const {
    const unsigned nonzero = ~static_cast<unsigned>(_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_setzero_si128()))) & 0xFFFFu;
    return nonzero != 0 ? 64 - count_leading_zeros(nonzero) : 0;
  }
  JSONGEN_ALWAYS_INLINE void to_ascii() { v = _mm_or_si128(v, _mm_set1_epi8('0')); }
  JSONGEN_ALWAYS_INLINE void store(char* p) const { _mm_storeu_si128(reinterpret_cast<__m128i*>(p), v); }
  JSONGEN_ALWAYS_INLINE void store_with_point(char* p, int j) const {
    const __m128i keep = _mm_loadu_si128(reinterpret_cast<const __m128i*>(kLowBytes + 16 - j));
    const __m128i keep_and_point = _mm_loadu_si128(reinterpret_cast<const __m128i*>(kLowBytes + 15 - j));
    const __m128i point = _mm_loadu_si128(reinterpret_cast<const __m128i*>(kPointAt + 16 - j));
    const __m128i moved = _mm_andnot_si128(keep_and_point, _mm_slli_si128(v, 1));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p + 1), v);  // only its last byte, d16, stays
    _mm_storeu_si128(reinterpret_cast<__m128i*>(p), _mm_or_si128(_mm_or_si128(_mm_and_si128(v, keep), moved), point));
  }
};
using default_digits = sse2_digits;
#else
using default_digits = swar_digits;
#endif

// Exact whole number c * 2^q (1 <= q <= 63, below 2^96) in decimal.
JSONGEN_NOINLINE inline char* write_exact_integer(char* p, std::uint64_t c, int q) {
  std::uint32_t limbs[3] = {static_cast<std::uint32_t>(c >> (64 - q)), static_cast<std::uint32_t>((c << q) >> 32),
                            static_cast<std::uint32_t>(c << q)};
  char buffer[32];
  char* const end = buffer + sizeof buffer;
  char* b = end;
  while ((limbs[0] | limbs[1] | limbs[2]) != 0) {
    std::uint64_t remainder = 0;
    for (std::uint32_t& limb : limbs) {
      const std::uint64_t current = (remainder << 32) | limb;
      limb = static_cast<std::uint32_t>(current / 1000000000u);
      remainder = current % 1000000000u;
    }
    for (int i = 0; i < 9; ++i) {
      *--b = static_cast<char>('0' + remainder % 10);
      remainder /= 10;
    }
  }
  while (*b == '0') ++b;  // the value is at least 1
  const std::size_t length = static_cast<std::size_t>(end - b);
  std::memcpy(p, b, length);
  return p + length;
}

// Writes significand * 10^exponent (significand < 10^17, not zero) the way
// std::to_chars does; v = c * 2^q is the exact value, for whole numbers.
template <class Digits>
JSONGEN_ALWAYS_INLINE char* write_decimal(char* p, std::uint64_t significand, int exponent, std::uint64_t c, int q) {
  // Normalize to exactly 17 digits: d0 d1..d16, d0 not zero.
  int length;
  if (JSONGEN_LIKELY(significand >= kPowersOf10[15])) {  // doubles: 16 or 17, unpredictably
    const bool short_one = significand < kPowersOf10[16];
    length = 17 - short_one;
    significand += (significand * 9) & (0 - static_cast<std::uint64_t>(short_one));  // * 10, branch-free
  } else {
    length = count_digits(significand);
    significand *= kPowersOf10[17 - length];
  }
  const int e = exponent + length - 1;  // v ~ d0.d1d2... * 10^e

  const std::uint32_t d0 = static_cast<std::uint32_t>(significand / kPowersOf10[16]);
  const std::uint64_t rest = significand - d0 * kPowersOf10[16];
  const std::uint32_t high8 = static_cast<std::uint32_t>(rest / 100000000);
  Digits digits(high8, static_cast<std::uint32_t>(rest - std::uint64_t{high8} * 100000000));
  const int n = 1 + digits.significant();  // significant digits
  digits.to_ascii();
  p[0] = static_cast<char>('0' + d0);

  if (e >= 0) {
    if (e < n - 1) {  // the point inside: d0..de '.' ...
      digits.store_with_point(p + 1, e);
      return p + n + 1;
    }
    if (e <= n + 3 + (n > 1 ? 1 : 0)) {
      // A whole number: the exact value. Below 2^53 (q <= 0) or without
      // zeros to pad (e == n - 1) the digits are exact.
      if (JSONGEN_UNLIKELY(e != n - 1 && q > 0)) return write_exact_integer(p, c, q);
      digits.store(p + 1);
      return p + e + 1;
    }
  } else if (e >= -3 - (n > 1 ? 1 : 0)) {
    // "0.", -e - 1 zeros, the digits.
    store_le64(p, 0x3030303030302E30u);  // "0.000000"
    char* const first = p + 1 - e;
    first[0] = static_cast<char>('0' + d0);
    digits.store(first + 1);
    return first + n;
  }

  // Scientific.
  p[1] = '.';
  digits.store(p + 2);
  p += n > 1 ? n + 1 : 1;
  // "e+XX" or "e+XXX", without a branch.
  const std::uint32_t magnitude = static_cast<std::uint32_t>(e < 0 ? -e : e);
  const std::uint64_t sign = e < 0 ? '-' : '+';
  const std::uint32_t hundreds = magnitude / 100;
  const std::uint32_t two = magnitude - hundreds * 100;
  const std::uint64_t last2 = ('0' + two / 10) | (std::uint64_t{'0' + two % 10} << 8);
  const bool three = hundreds != 0;
  const std::uint64_t digits_word = three ? ('0' + hundreds) | (last2 << 8) : last2;
  store_le64(p, 'e' | (sign << 8) | (digits_word << 16));
  return p + 4 + three;
}

// Native: the 128-bit multiplication of the compiler (else portable);
// Digits: swar_digits or sse2_digits; AlwaysExact (tests only): without the
// fixed-point shortcut of shortest_decimal.
template <class Float, bool Native, class Digits, bool AlwaysExact = false>
JSONGEN_ALWAYS_INLINE char* format(char* p, Float value) {
  using bits_type = typename traits<Float>::bits_type;
  constexpr int kSignificandBits = traits<Float>::kSignificandBits;
  constexpr int kExponentBits = traits<Float>::kExponentBits;
  constexpr int kBias = (1 << (kExponentBits - 1)) - 1 + kSignificandBits;  // q = biased - kBias
  constexpr int kTotalBits = 1 + kExponentBits + kSignificandBits;

  bits_type bits;
  std::memcpy(&bits, &value, sizeof bits);
  *p = '-';
  p += bits >> (kTotalBits - 1);
  const std::uint64_t fraction = bits & ((bits_type{1} << kSignificandBits) - 1);
  const int biased = static_cast<int>((bits >> kSignificandBits) & ((1u << kExponentBits) - 1));
  std::uint64_t c;
  int q;
  decimal d;
  // One inline copy of shortest_decimal and of write_decimal: format is
  // inlined into every loop over floats, and the rare cases (powers of two,
  // subnormals) take the out-of-line exact path rather than a second copy.
  if (JSONGEN_LIKELY(biased != 0)) {
    c = fraction | (std::uint64_t{1} << kSignificandBits);
    q = biased - kBias;
    // A whole number below 2^(kSignificandBits + 1) (q <= 0 and the low -q
    // bits of c zero) is its own shortest decimal: no other integer is
    // within half an ulp (<= 1/2) of it.
    if (static_cast<unsigned>(-q) <= static_cast<unsigned>(count_trailing_zeros(c))) {
      d = {c >> -q, 0};
    } else if (JSONGEN_LIKELY(fraction != 0 || biased == 1)) {
      d = shortest_decimal<Native, AlwaysExact>(c, q);
    } else {
      d = shortest_decimal_exact<Native>(c, q, true);  // a power of two: irregular
    }
  } else {
    if (fraction == 0) {
      *p = '0';
      return p + 1;
    }
    c = fraction;  // subnormal
    q = 1 - kBias;
    d = shortest_decimal_exact<Native>(c, q, false);
  }
  return write_decimal<Digits>(p, d.significand, d.exponent, c, q);
}

inline constexpr bool kNativeMultiply = JSONGEN_FLOAT_NATIVE_MUL != 0;

}  // namespace fp
}  // namespace detail

// Writes finite v at p and returns the end. Needs kMaxFloatChars bytes of room.
template <class Float>
JSONGEN_ALWAYS_INLINE char* format_finite_float(char* p, Float v) {
  static_assert(std::is_same<Float, double>::value || std::is_same<Float, float>::value,
                "format_finite_float takes float or double");
  return detail::fp::format<Float, detail::fp::kNativeMultiply, detail::fp::default_digits>(p, v);
}

}  // namespace jsongen
