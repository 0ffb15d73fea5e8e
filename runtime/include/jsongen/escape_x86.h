// The x86 escapers beyond SSE2: one with SSSE3 (16-byte blocks) and one with
// AVX2 (32-byte blocks, 16 for shorter strings), each compiled for its
// instruction set with a target attribute and picked once at run time
// (or directly when the compiler targets it already). Included by escape.h
// with g++ and clang on x86-64; escape.h keeps the SSE2 escaper for
// processors without SSSE3.
//
// Their UTF-8 check is fused into the copy loop and never leaves it: each
// block's errors are found by table lookups and ORed into an accumulator,
// after Keiser & Lemire, "Validating UTF-8 in less than one instruction per
// byte" (Software: Practice and Experience, 2021). Only a byte to escape
// stops the loop. A string found ill-formed is written again from the start
// of the stretch that had the error by the byte-exact path (write_special),
// so output, error and U+FFFD replacements are exactly the portable
// escaper's.
#pragma once

#include <cstddef>
#include <cstdint>

// The documented intrinsics of every instruction set the escapers use. Each
// function that uses them carries a target attribute, so nothing here needs
// -mavx2. (Reading it costs g++ 12 about 0.5 s per translation unit, and
// the CITM and Twitter unit of benchmarks/compile_cost 15% more compiler
// instructions, clang 14 7%; the builtins behind the intrinsics, which cost
// nothing to declare, are no interface: clang 15 removed some.)
#include <immintrin.h>

#include "config.h"
#include "text_hint.h"
#include "utf8.h"
#include "x86_levels.h"

namespace jsongen {
namespace detail {

// The escapers' constant vectors, each row 32 bytes (16-byte ones use the
// first half; lookup tables appear twice, one per 16-byte lane).
struct simd_rows {
  enum row {
    first_high, first_low, second_high, nibble, third, fourth, top, flip, backslash, escape_limit, ascii_limit,
    separator_lead, count
  };
  alignas(32) std::uint8_t bytes[count][32];

  constexpr void fill(row r, const std::uint8_t (&table)[16]) {
    for (int i = 0; i < 32; ++i) bytes[r][i] = table[i % 16];
  }
  constexpr void fill(row r, std::uint8_t value) {
    for (int i = 0; i < 32; ++i) bytes[r][i] = value;
  }
  constexpr simd_rows() : bytes() {
    fill(first_high, kUtf8Pairs.first_high);
    fill(first_low, kUtf8Pairs.first_low);
    fill(second_high, kUtf8Pairs.second_high);
    fill(nibble, 0x0F);
    fill(third, 0xE0 - 0x80);   // top bit set from E0 up
    fill(fourth, 0xF0 - 0x80);  // from F0 up
    fill(top, 0x80);
    fill(flip, 0x02);  // '"' ^ 0x02 is 0x20, just above the control bytes
    fill(backslash, '\\');
    fill(escape_limit, 0x20);  // after the flip, the bytes to escape are those up to it
    fill(ascii_limit, 0x21);   // and as signed bytes, those below it with the bytes from 0x80 up
    fill(separator_lead, kLineSeparatorLead);  // with escape_line_separators
  }
};
inline constexpr simd_rows kSimdRows{};

// The largest byte each of a block's last three positions may hold when the
// text ends there: a lead there would wait for bytes past the end.
alignas(32) inline constexpr std::uint8_t kEndLimits[32] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xEF, 0xDF, 0xBF};
// Every position but the first three.
alignas(32) inline constexpr std::uint8_t kAfterThree[32] = {
    0x00, 0x00, 0x00, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
// Loaded at offset n (17 to 32), a shuffle that puts bytes n - 19 to n - 17
// of a 16-byte block in its last three bytes (bytes 13 to 15), zeros for
// those before the block: byte x of the table is x - 32, or 0x80 (zero)
// below 32. The bytes before the last three are not used.
struct lane_before_table {
  std::uint8_t bytes[48];
  constexpr lane_before_table() : bytes() {
    for (int x = 0; x < 48; ++x) bytes[x] = static_cast<std::uint8_t>(x >= 32 ? x - 32 : 0x80);
  }
};
inline constexpr lane_before_table kLaneBeforeTable{};
inline constexpr const std::uint8_t* kLaneBefore = kLaneBeforeTable.bytes;

// What copying a stretch checks besides escapes: nothing, its UTF-8, or
// that it is ASCII (stopping at the first byte from 0x80 up).
enum class check { none, utf8, ascii };

}  // namespace detail
}  // namespace jsongen

#define JSONGEN_SIMD_NS ssse3
#define JSONGEN_SIMD_TARGET __attribute__((target("ssse3")))
#define JSONGEN_SIMD_WIDE 0
#include "escape_x86_kernel.h"
#undef JSONGEN_SIMD_NS
#undef JSONGEN_SIMD_TARGET
#undef JSONGEN_SIMD_WIDE

#define JSONGEN_SIMD_NS avx2
#define JSONGEN_SIMD_TARGET __attribute__((target("avx2,bmi,bmi2")))
#define JSONGEN_SIMD_WIDE 1
#include "escape_x86_kernel.h"
#undef JSONGEN_SIMD_NS
#undef JSONGEN_SIMD_TARGET
#undef JSONGEN_SIMD_WIDE
