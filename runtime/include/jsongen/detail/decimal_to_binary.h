// Rounding a decimal w * 10^q (w < 2^64, at most 19 digits) to the nearest
// double or float, ties to even, as strtod/strtof do: the reader's common
// path (read_number.h calls it; decimal_exact.h settles the rest).
//
// Two methods, the first that applies wins:
//
// 1. Clinger's fast path (W. D. Clinger, "How to Read Floating Point Numbers
//    Accurately", PLDI 1990): when w and 10^|q| are both exactly
//    representable (w <= 2^53, |q| <= 22 for double; 2^24 and 10 for float),
//    one IEEE multiplication or division rounds w * 10^q correctly. Only where
//    the compiler evaluates in the type's own precision (FLT_EVAL_METHOD == 0:
//    not x87 code, where the product would be rounded twice) and not under
//    -ffast-math (which may turn the division into a multiplication by an
//    inexact reciprocal).
//
// 2. The 128-bit multiplication of Eisel and Lemire (D. Lemire, "Number
//    Parsing at a Gigabyte per Second", Software: Practice and Experience,
//    2021; N. Mushtak and D. Lemire, "Fast number parsing without fallback",
//    2023), with its own error argument, written anew here:
//    w' = w << lz is w with its top bit set; g = kPow10[q] is 10^q scaled into
//    [2^127, 2^128) and rounded UP (detail/pow10_table.h, shared with the
//    writer). The exact product X = w' * 10^q * 2^(127 - floor(log2 10^q))
//    lies in [2^190, 2^192), and the computed one, P = w' * g, exceeds it by
//    w' * (g - exact) < 2^64: X is in (P - 2^64, P], and X = P for the exact
//    entries 10^0..10^55. Rounding X to the format drops its bits below some
//    position `cut` (53 or 24 significant bits, fewer for a subnormal) and
//    only needs floor(X / 2^(cut-1)) and whether X is a multiple of
//    2^(cut-1). Both are read off P whenever no multiple of 2^(cut-1) lies in
//    the interval around P that holds X. The first 64 x 64-bit product (w'
//    times g's upper half) alone decides most inputs (with a wider interval;
//    canada.json: all but 1.5%); the second one all but about 2^-73, and
//    the values on the grid with q in -27..-1 (exactly representable ones
//    such as "4013581992416863.5", and ties), which it proves exact. scripts/gen_pow10_table.py --verify checks the table
//    properties this argument uses (ceilings, exact for 0..55, coverage).
#pragma once

#include <cfloat>
#include <cstdint>

#include "../config.h"
#include "bits.h"
#include "pow10_table.h"

#if defined(_MSC_VER) && !defined(__clang__) && (defined(_M_X64) || defined(_M_ARM64))
#include <intrin.h>
#endif

// 64 x 64 -> 128-bit products: unsigned __int128 on GCC and Clang with
// 64-bit targets, _umul128 / __umulh on MSVC, else 32-bit halves.
#if !defined(JSONGEN_NO_INT128) && defined(__SIZEOF_INT128__)
#define JSONGEN_READ_MUL_INT128 1
#elif !defined(JSONGEN_NO_INT128) && defined(_MSC_VER) && !defined(__clang__) && defined(_M_X64)
#define JSONGEN_READ_MUL_UMUL128 1
#elif !defined(JSONGEN_NO_INT128) && defined(_MSC_VER) && !defined(__clang__) && defined(_M_ARM64)
#define JSONGEN_READ_MUL_UMULH 1
#endif

// Clinger's path needs arithmetic in the type's own precision.
#if defined(FLT_EVAL_METHOD) && FLT_EVAL_METHOD == 0 && !defined(__FAST_MATH__)
#define JSONGEN_READ_CLINGER 1
#else
#define JSONGEN_READ_CLINGER 0
#endif

namespace jsongen {
namespace detail {
namespace decimal {

struct wide_product {
  std::uint64_t hi;
  std::uint64_t lo;
};

JSONGEN_ALWAYS_INLINE wide_product multiply_portable(std::uint64_t a, std::uint64_t b) noexcept {
  // Schoolbook on 32-bit halves; no partial sum overflows 64 bits.
  const std::uint64_t a0 = a & 0xFFFFFFFFu, a1 = a >> 32;
  const std::uint64_t b0 = b & 0xFFFFFFFFu, b1 = b >> 32;
  const std::uint64_t p00 = a0 * b0, p01 = a0 * b1, p10 = a1 * b0, p11 = a1 * b1;
  const std::uint64_t mid = (p00 >> 32) + (p01 & 0xFFFFFFFFu) + (p10 & 0xFFFFFFFFu);
  return {p11 + (p01 >> 32) + (p10 >> 32) + (mid >> 32), (mid << 32) | (p00 & 0xFFFFFFFFu)};
}

JSONGEN_ALWAYS_INLINE wide_product multiply(std::uint64_t a, std::uint64_t b) noexcept {
#if defined(JSONGEN_READ_MUL_INT128)
  __extension__ typedef unsigned __int128 u128;
  const u128 r = static_cast<u128>(a) * b;
  return {static_cast<std::uint64_t>(r >> 64), static_cast<std::uint64_t>(r)};
#elif defined(JSONGEN_READ_MUL_UMUL128)
  std::uint64_t hi;
  const std::uint64_t lo = _umul128(a, b, &hi);
  return {hi, lo};
#elif defined(JSONGEN_READ_MUL_UMULH)
  return {__umulh(a, b), a * b};
#else
  return multiply_portable(a, b);
#endif
}

// floor(log2 10^q), exact for |q| <= 400 (gen_pow10_table.py --verify).
constexpr int floor_log2_pow10(int q) noexcept { return (q * 1741647) >> 19; }

// The last table entry that is 10^q exactly (the ceiling adds nothing).
inline constexpr int kPow10ExactMax = 55;
// 5^27 < 2^64 <= 5^28: w * 10^-s with s <= 27 can be a dyadic rational.
inline constexpr int kPow10DyadicMax = 27;

// The powers of ten that double and float hold exactly (Clinger's path).
inline constexpr double kExactPow10Double[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,
                                                 1e8,  1e9,  1e10, 1e11, 1e12, 1e13, 1e14, 1e15,
                                                 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
inline constexpr float kExactPow10Float[11] = {1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f};

template <class Float>
struct float_format;

template <>
struct float_format<double> {
  using bits_type = std::uint64_t;
  static constexpr int kStoredBits = 52;        // significand bits without the hidden one
  static constexpr int kBias = 1023;
  static constexpr int kMinLsbExponent = -1074;  // the smallest subnormal is 2^-1074
  // d.ddd * 10^lead: below 10^kMinLead reads as 0, from 10^(kMaxLead + 1)
  // on it overflows (checked by gen_pow10_table.py --verify).
  static constexpr int kMinLead = -324;
  static constexpr int kMaxLead = 308;
  static constexpr bits_type kInfinity = 0x7FF0000000000000u;
  static constexpr bits_type kSign = 0x8000000000000000u;
  static constexpr std::uint64_t kMaxExactInteger = std::uint64_t{1} << 53;
  static constexpr int kMaxExactPow10 = 22;
  // (A namespace-scope table: a local constexpr array is copied onto the
  // stack on every call by g++.)
  static constexpr double pow10(int i) noexcept { return kExactPow10Double[i]; }
};

template <>
struct float_format<float> {
  using bits_type = std::uint32_t;
  static constexpr int kStoredBits = 23;
  static constexpr int kBias = 127;
  static constexpr int kMinLsbExponent = -149;
  static constexpr int kMinLead = -46;
  static constexpr int kMaxLead = 38;
  static constexpr bits_type kInfinity = 0x7F800000u;
  static constexpr bits_type kSign = 0x80000000u;
  static constexpr std::uint64_t kMaxExactInteger = std::uint64_t{1} << 24;
  static constexpr int kMaxExactPow10 = 10;
  static constexpr float pow10(int i) noexcept { return kExactPow10Float[i]; }
};

// The lowest and highest q any format looks up (w has at most 19 digits).
inline constexpr int kMinDecimalExponent = float_format<double>::kMinLead - 18;
inline constexpr int kMaxDecimalExponent = float_format<double>::kMaxLead;
static_assert(kMinDecimalExponent >= kPow10MinExponent && kMaxDecimalExponent <= kPow10MaxExponent,
              "pow10_table.h does not cover the reader's exponents: rerun scripts/gen_pow10_table.py");

template <class Float>
struct rounded {
  typename float_format<Float>::bits_type bits;  // the magnitude's bit pattern (kInfinity on overflow)
  bool decided;  // false: bits is within an ulp or two, decimal_exact.h must decide
};

// w * 10^q to the nearest Float: w != 0, kMinDecimalExponent <= q <= kMaxDecimalExponent.
template <class Float>
JSONGEN_ALWAYS_INLINE rounded<Float> eisel_lemire(std::uint64_t w, int q) noexcept {
  using format = float_format<Float>;
  using bits_type = typename format::bits_type;
  const int lz = count_leading_zeros(w);
  const std::uint64_t wn = w << lz;
  const pow10_entry& g = kPow10[q - kPow10MinExponent];
  // X * 2^scale == w * 10^q.
  const int scale = floor_log2_pow10(q) - 127 - lz;
  wide_product first = multiply(wn, g.hi);
  std::uint64_t hi = first.hi;
  int top = 190 + static_cast<int>(hi >> 63);  // X's highest set bit
  // X's bits below `cut` go; bit cut - 1 is the rounding bit, which is bit
  // `round` of hi (9..63: cut is 138..192 when anything is left).
  const int subnormal_cut = format::kMinLsbExponent - scale;
  int cut = top - format::kStoredBits > subnormal_cut ? top - format::kStoredBits : subnormal_cut;
  if (cut > 192) return {0, true};  // X < 2^(cut - 1): below half the smallest subnormal
  int round = cut - 129;
  std::uint64_t below = (std::uint64_t{1} << round) - 1;  // hi's bits below the rounding bit
  bool sticky = true;  // X is not a multiple of 2^(cut - 1)
  bool decided = true;
  // X / 2^64 lies in (first - 1, first + 2^64): no multiple of 2^(cut - 1)
  // in there if hi's bits below the rounding bit are neither all 0 nor all 1.
  if (JSONGEN_UNLIKELY((hi & below) == 0 || (hi & below) == below)) {
    const wide_product second = multiply(wn, g.lo);
    const std::uint64_t middle = first.lo + second.hi;
    hi += middle < first.lo ? 1 : 0;  // P < 2^192: no carry out of hi
    const int new_top = 190 + static_cast<int>(hi >> 63);
    if (new_top != top) {
      top = new_top;
      cut = top - format::kStoredBits > subnormal_cut ? top - format::kStoredBits : subnormal_cut;
      round = cut - 129;
      below = (std::uint64_t{1} << round) - 1;
    }
    if (q >= 0 && q <= kPow10ExactMax) {
      sticky = ((hi & below) | middle | second.lo) != 0;  // X == P
    } else if ((hi & below) == 0 && middle == 0) {
      // M = P - (P mod 2^(cut - 1)), a multiple of 2^(cut - 1), lies in
      // (P - 2^64, P] with X. For q = -s in -27..-1, X == M: (X - M) * 5^s is
      // an integer multiple of 2^min(k - s, cut - 1), k = lz + 127 -
      // floor(log2 10^q), so if X != M then |X - M| >= 2^min(k - s, cut - 1) / 5^s
      // > 2^64 (gen_pow10_table.py --verify), which the interval does not
      // allow. So X is exactly on the grid: a value that the format holds
      // ("4013581992416863.5") or a tie. Elsewhere decimal_exact.h decides.
      if (q < 0 && q >= -kPow10DyadicMax) {
        sticky = false;
      } else {
        decided = false;
      }
    }
  }
  const bits_type mantissa = static_cast<bits_type>((hi >> round) >> 1);
  const bool round_bit = ((hi >> round) & 1) != 0;
  bits_type bits = mantissa;
  if (top - format::kStoredBits >= subnormal_cut) {
    // Normal: mantissa carries the hidden bit, which adds one to the field.
    const int exponent = top + scale;  // of X's highest bit
    bits += static_cast<bits_type>(static_cast<bits_type>(exponent + format::kBias - 1) << format::kStoredBits);
  }
  // Ties to even; a carry out of the significand moves into the exponent.
  // Without a branch: the rounding bit is a coin toss, a branch on it would
  // be mispredicted half the time.
  bits += static_cast<bits_type>(decided & round_bit & (sticky | ((mantissa & 1) != 0)));
  if (bits > format::kInfinity) bits = format::kInfinity;
  return {bits, decided};
}

// Clinger's path: true (and value set) when it applies.
template <class Float>
JSONGEN_ALWAYS_INLINE bool clinger(std::uint64_t w, std::int64_t q, Float& value) noexcept {
#if JSONGEN_READ_CLINGER
  using format = float_format<Float>;
  if (w <= format::kMaxExactInteger && q >= -format::kMaxExactPow10 && q <= format::kMaxExactPow10) {
    const Float x = static_cast<Float>(w);
    value = q < 0 ? x / format::pow10(static_cast<int>(-q)) : x * format::pow10(static_cast<int>(q));
    return true;
  }
#else
  (void)w;
  (void)q;
  (void)value;
#endif
  return false;
}

}  // namespace decimal
}  // namespace detail
}  // namespace jsongen
