// Integer to decimal text, written front to back, without a loop over
// digits.
//
// The digits come 8 at a time from digits8 (digits.h).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "config.h"
#include "detail/bits.h"
#include "digits.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

// Exactly 8 digits, zero-padded (v < 10^8).
JSONGEN_ALWAYS_INLINE char* put_8(char* p, std::uint32_t v) {
  store_le64(p, digits8(v) + kAsciiZeros);
  return p + 8;
}

// The number of decimal digits of v (1 for 0), without a branch: the bit
// length of v picks a table entry whose low half adds 2^32 - 10^d for the
// one power of ten d that can fall within that bit length, carrying into
// the digit count kept in the high half exactly when v >= 10^d. (The trick
// is from Daniel Lemire's "Computing the number of digits of an integer
// even faster", 2021; the table is worked out here at compile time.)
struct digit_count_table {
  std::uint64_t entry[32];
  constexpr digit_count_table() : entry() {
    std::uint64_t power = 10;  // the smallest power of ten above 2^bits - 1, as bits grows
    unsigned digits = 1;       // digits of 2^bits
    for (unsigned bits = 0; bits < 32; ++bits) {
      const std::uint64_t low = std::uint64_t{1} << bits, high = (std::uint64_t{1} << (bits + 1)) - 1;
      while (power <= low) {
        power *= 10;
        ++digits;
      }
      // digits(v) for v in [low, high]: `digits`, or one more from `power` up.
      entry[bits] = static_cast<std::uint64_t>(digits) << 32;
      if (power <= high) entry[bits] += (std::uint64_t{1} << 32) - power;
    }
  }
};
inline constexpr digit_count_table kDigitCounts{};

JSONGEN_ALWAYS_INLINE unsigned digit_count(std::uint32_t v) {
  const auto bits = static_cast<unsigned>(highest_bit32(v | 1));
  return static_cast<unsigned>((v + kDigitCounts.entry[bits]) >> 32);
}

// The two digits of every v < 100, "00" to "99".
struct digit_pairs {
  char text[200];
  constexpr digit_pairs() : text() {
    for (int i = 0; i < 100; ++i) {
      text[2 * i] = static_cast<char>('0' + i / 10);
      text[2 * i + 1] = static_cast<char>('0' + i % 10);
    }
  }
};
inline constexpr digit_pairs kDigitPairs{};

// The one or two leading digits of a 9- or 10-digit number (v < 100, no
// leading zero). A branch: a field's ids keep their length (CITM's are all
// 9 digits), and it is 6 instructions shorter than the branchless form.
JSONGEN_ALWAYS_INLINE char* put_up_to_2(char* p, std::uint32_t v) {
  if (v < 10) {
    *p = static_cast<char>('0' + v);
    return p + 1;
  }
  std::memcpy(p, kDigitPairs.text + 2 * v, 2);
  return p + 2;
}

// v < 10^8 with no leading zeros. Stores 8 bytes.
JSONGEN_ALWAYS_INLINE char* put_up_to_8(char* p, std::uint32_t v) {
  const unsigned count = digit_count(v);
  store_le64(p, (digits8(v) >> (8 * (8 - count))) + kAsciiZeros);
  return p + count;
}

// 11 to 20 digits, out of line: inlined, they were half the code of every
// 64-bit integer field (compile time), and they are rarer.
JSONGEN_NOINLINE inline char* format_11_to_20_digits(char* p, std::uint64_t n) {
  if (n < 10000000000000000ull) {  // 11-16 digits
    const std::uint64_t high = n / 100000000;
    p = put_up_to_8(p, static_cast<std::uint32_t>(high));
    return put_8(p, static_cast<std::uint32_t>(n - high * 100000000));
  }
  // 17-20 digits: up to 4, then 8 and 8.
  const std::uint64_t top = n / 10000000000000000ull;
  p = put_up_to_8(p, static_cast<std::uint32_t>(top));
  const std::uint64_t rest = n - top * 10000000000000000ull;
  const std::uint64_t middle = rest / 100000000;
  p = put_8(p, static_cast<std::uint32_t>(middle));
  return put_8(p, static_cast<std::uint32_t>(rest - middle * 100000000));
}

}  // namespace detail

// Longest outputs: 20 digits for uint64, 20 characters for int64 ("-" + 19).
inline constexpr std::size_t kMaxIntegerChars = 20;
// The writers store 8 bytes at a time: a short integer still needs this room.
inline constexpr std::size_t kMinIntegerRoom = 9;

// Writes n at p and returns the end. Needs 10 bytes of room.
//
// One branch splits numbers into up to 8 digits and more; in real data a
// field's numbers keep to one side, so it is predicted. Within each side the
// digit count costs no branch (data with every length mixed would mispredict
// a comparison per digit count), and the digits come from digits8.
JSONGEN_ALWAYS_INLINE char* format_u32(char* p, std::uint32_t n) {
  if (n < 100000000) return detail::put_up_to_8(p, n);
  const std::uint32_t high = n / 100000000;  // 9-10 digits
  p = detail::put_up_to_2(p, high);
  return detail::put_8(p, n - high * 100000000);
}

// Writes n at p and returns the end. Needs 20 bytes of room.
JSONGEN_ALWAYS_INLINE char* format_u64(char* p, std::uint64_t n) {
  if (n < 100000000) return detail::put_up_to_8(p, static_cast<std::uint32_t>(n));
  // Ids of 9 or 10 digits are common enough to be tested for first.
  if (n < 10000000000ull) {
    const std::uint64_t high = n / 100000000;
    p = detail::put_up_to_2(p, static_cast<std::uint32_t>(high));
    return detail::put_8(p, static_cast<std::uint32_t>(n - high * 100000000));
  }
  return detail::format_11_to_20_digits(p, n);
}

namespace detail {
// format_i64 of a negative number or of one with 11 digits or more: the sign
// costs no branch ('-' is always stored and kept only when negative).
JSONGEN_NOINLINE inline char* format_negative_or_long(char* p, std::int64_t v) {
  const auto u = static_cast<std::uint64_t>(v);
  const std::uint64_t mask = 0 - (u >> 63);  // all ones when negative
  *p = '-';
  p -= static_cast<std::ptrdiff_t>(mask);
  // Two's complement magnitude, also right for INT64_MIN.
  return format_u64(p, (u ^ mask) - mask);
}
}  // namespace detail

// Non-negative numbers of up to 10 digits inline, the others out of line.
// Read as unsigned, a negative number is above 10^10, so that one
// comparison also tells the sign: the numbers of real data (ids, counts,
// times) take it with no work for a sign, a few instructions fewer each;
// random signs and lengths pay a little (docs/performance.md).
JSONGEN_ALWAYS_INLINE char* format_i64(char* p, std::int64_t v) {
  const auto u = static_cast<std::uint64_t>(v);
  if (u < 10000000000ull) return format_u64(p, u);
  return detail::format_negative_or_long(p, v);
}

// 32-bit numbers keep their sign branch-free inline: they are short, and
// signs in data (offsets, deltas) mix.
JSONGEN_ALWAYS_INLINE char* format_i32(char* p, std::int32_t v) {
  const auto u = static_cast<std::uint32_t>(v);
  const std::uint32_t mask = 0u - (u >> 31);
  *p = '-';
  p += mask & 1;
  return format_u32(p, (u ^ mask) - mask);
}

}  // namespace jsongen
