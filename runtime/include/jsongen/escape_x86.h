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

#include <atomic>
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

namespace jsongen {
namespace detail {

// The classes of ill-formed UTF-8 that show in a pair of bytes, as sets of
// the first byte's high nibble, its low nibble and the second byte's high
// nibble: each class is the product of three sets, so with one bit per class
// in three 16-entry tables, the AND of the three lookups is non-zero exactly
// where a class matches (Keiser & Lemire, section 5).
struct utf8_pair_tables {
  alignas(16) std::uint8_t first_high[16];
  alignas(16) std::uint8_t first_low[16];
  alignas(16) std::uint8_t second_high[16];

  // A class: first byte's high nibble in [h0, h1], low nibble in the set
  // `lows` (bit per nibble), second byte's high nibble in [c0, c1] or [c2, c3].
  constexpr void add(std::uint8_t bit, int h0, int h1, unsigned lows, int c0, int c1, int c2 = 1, int c3 = 0) {
    for (int h = h0; h <= h1; ++h) first_high[h] = static_cast<std::uint8_t>(first_high[h] | bit);
    for (int l = 0; l < 16; ++l) {
      if (lows >> l & 1) first_low[l] = static_cast<std::uint8_t>(first_low[l] | bit);
    }
    for (int c = 0; c < 16; ++c) {
      if ((c >= c0 && c <= c1) || (c >= c2 && c <= c3)) second_high[c] = static_cast<std::uint8_t>(second_high[c] | bit);
    }
  }
  constexpr utf8_pair_tables() : first_high(), first_low(), second_high() {
    constexpr unsigned any = 0xFFFF;
    add(1 << 0, 0xC, 0xF, any, 0x0, 0x7, 0xC, 0xF);   // a lead without its continuation
    add(1 << 1, 0x0, 0x7, any, 0x8, 0xB);              // a continuation after ASCII
    add(1 << 2, 0xC, 0xC, 0x0003, 0x8, 0xB);           // C0, C1: overlong two-byte forms
    add(1 << 3, 0xE, 0xE, 0x0001, 0x8, 0x9);           // E0 80..9F: overlong three-byte forms
    add(1 << 4, 0xE, 0xE, 0x2000, 0xA, 0xB);           // ED A0..BF: surrogates
    add(1 << 5, 0xF, 0xF, 0xFFE1, 0x8, 0x8);           // F0 80..8F overlong; F5..FF 80..8F
    add(1 << 6, 0xF, 0xF, 0xFFF0, 0x9, 0xB);           // F4 90..BF and up: above U+10FFFF
    // Two continuations in a row: an error unless the byte two back starts
    // a three- or four-byte sequence or the one three back a four-byte one;
    // the escaper XORs this bit with that condition.
    add(kTwoContinuations, 0x8, 0xB, any, 0x8, 0xB);
  }
  static constexpr std::uint8_t kTwoContinuations = 0x80;
};
inline constexpr utf8_pair_tables kUtf8Pairs{};

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

// Which escaper runs: 0 SSE2, 1 SSSE3, 2 AVX2 (tests pick one with these).
enum simd_level : int { simd_sse2 = 0, simd_ssse3 = 1, simd_avx2 = 2, simd_dispatch = -1 };

inline int detect_simd_level() {
  __builtin_cpu_init();  // may run before the constructor that would do it
  // BMI2 too (its shifts leave rcx free): every processor with AVX2 has it,
  // though a virtual machine could hide it.
  if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi2")) return simd_avx2;
  if (__builtin_cpu_supports("ssse3")) return simd_ssse3;
  return simd_sse2;
}

// The level, detected on first use: constant-initialized, so a string
// written during another translation unit's static initialization sees it
// too, and relaxed, since every thread that detects it stores the same value.
inline std::atomic<int> g_simd_level{-1};
JSONGEN_NOINLINE JSONGEN_COLD inline int detect_and_keep_simd_level() {
  const int level = detect_simd_level();
  g_simd_level.store(level, std::memory_order_relaxed);
  return level;
}
// -1 before the first detection: the escapers test for AVX2 first and
// detect only on the path that is not AVX2.
JSONGEN_ALWAYS_INLINE int simd_level_so_far() { return g_simd_level.load(std::memory_order_relaxed); }
JSONGEN_ALWAYS_INLINE int simd_level() {
  const int level = simd_level_so_far();
  return JSONGEN_LIKELY(level >= 0) ? level : detect_and_keep_simd_level();
}

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
