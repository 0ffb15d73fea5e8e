// The x86 string scanners of read_string.h: SSE2 (16-byte blocks, UTF-8
// sequences checked byte by byte, as SSE2 has no byte lookup), SSSE3
// (16-byte blocks) and AVX2 (32-byte blocks), each the scanner of
// read_string_scan.h compiled for its instruction set with a target
// attribute and picked once at run time (x86_levels.h), or directly when
// the compiler targets AVX2. Without g++ or clang (JSONGEN_HAVE_X86_LEVELS
// unset), the SSE2 one alone.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(JSONGEN_HAVE_X86_LEVELS)
// Every instruction set's documented intrinsics; each function that uses
// them carries a target attribute (as escape_x86.h).
#include <immintrin.h>

#include "x86_levels.h"
#else
#include <emmintrin.h>
#endif  // JSONGEN_HAVE_X86_LEVELS

#include "config.h"
#include "utf8.h"

namespace jsongen {
namespace detail {

// The scanners' constant vectors as 32-byte rows (16-byte blocks read the
// first half; the lookup tables appear twice, one per AVX2 lane), read
// through a pointer the compiler cannot see through (vec_ops): g++ would
// otherwise build each from an immediate, in the loop too (three
// instructions each), as escape_x86_kernel.h found for the writer.
struct read_simd_rows {
  alignas(32) std::uint8_t first_high[32];
  alignas(32) std::uint8_t first_low[32];
  alignas(32) std::uint8_t second_high[32];
  // The largest byte each of a block's last three positions may hold when
  // the sequence must end in the block (cut_short).
  alignas(32) std::uint8_t end_limits[32];
  alignas(32) std::uint8_t flip[32];          // 0x02: '"' ^ 0x02 is 0x20, just above the control bytes
  alignas(32) std::uint8_t backslash[32];
  alignas(32) std::uint8_t stop_limit[32];    // 0x20: after the flip, the bytes that end a run are those up to it
  alignas(32) std::uint8_t ascii_limit[32];   // 0x21: and as signed bytes, those below it with the bytes from 0x80 up
  alignas(32) std::uint8_t nibble[32];        // 0x0F
  alignas(32) std::uint8_t third[32];         // 0xE0 - 0x80: top bit set, after a saturating subtraction, from E0 up
  alignas(32) std::uint8_t fourth[32];        // 0xF0 - 0x80: from F0 up
  alignas(32) std::uint8_t top[32];           // 0x80
  // Loaded at 33 - m: 0xFF in the first m bytes (m up to 33), then zeros.
  std::uint8_t first_lanes[33 + 32];
  constexpr read_simd_rows()
      : first_high(), first_low(), second_high(), end_limits(), flip(), backslash(), stop_limit(), ascii_limit(),
        nibble(), third(), fourth(), top(), first_lanes() {
    for (int i = 0; i < 32; ++i) {
      first_high[i] = kUtf8Pairs.first_high[i % 16];
      first_low[i] = kUtf8Pairs.first_low[i % 16];
      second_high[i] = kUtf8Pairs.second_high[i % 16];
      end_limits[i] = i == 29 ? 0xEF : i == 30 ? 0xDF : i == 31 ? 0xBF : 0xFF;
      flip[i] = 0x02;
      backslash[i] = '\\';
      stop_limit[i] = 0x20;
      ascii_limit[i] = 0x21;
      nibble[i] = 0x0F;
      third[i] = 0xE0 - 0x80;
      fourth[i] = 0xF0 - 0x80;
      top[i] = 0x80;
    }
    for (int i = 0; i < 33; ++i) first_lanes[i] = 0xFF;
  }
};
inline constexpr read_simd_rows kReadRows{};

}  // namespace detail
}  // namespace jsongen

#define JSONGEN_SIMD_NS read_sse2
#define JSONGEN_SIMD_TARGET
#define JSONGEN_SIMD_WIDE 0
#define JSONGEN_SCAN_LOOKUP 0
#if defined(JSONGEN_HAVE_X86_LEVELS)
#define JSONGEN_SCAN_ENTRY JSONGEN_NOINLINE inline
#else
#define JSONGEN_SCAN_ENTRY inline
#endif  // JSONGEN_HAVE_X86_LEVELS
#include "read_string_x86_kernel.h"
#undef JSONGEN_SIMD_NS
#undef JSONGEN_SIMD_TARGET
#undef JSONGEN_SIMD_WIDE
#undef JSONGEN_SCAN_LOOKUP
#undef JSONGEN_SCAN_ENTRY

#if defined(JSONGEN_HAVE_X86_LEVELS)
#define JSONGEN_SIMD_NS read_ssse3
#define JSONGEN_SIMD_TARGET __attribute__((target("ssse3")))
#define JSONGEN_SIMD_WIDE 0
#define JSONGEN_SCAN_LOOKUP 1
#define JSONGEN_SCAN_ENTRY JSONGEN_SIMD_TARGET JSONGEN_NOINLINE inline
#include "read_string_x86_kernel.h"
#undef JSONGEN_SIMD_NS
#undef JSONGEN_SIMD_TARGET
#undef JSONGEN_SIMD_WIDE
#undef JSONGEN_SCAN_LOOKUP
#undef JSONGEN_SCAN_ENTRY

#define JSONGEN_SIMD_NS read_avx2
#define JSONGEN_SIMD_TARGET __attribute__((target("avx2,bmi,bmi2")))
#define JSONGEN_SIMD_WIDE 1
#define JSONGEN_SCAN_LOOKUP 1
#define JSONGEN_SCAN_ENTRY JSONGEN_SIMD_TARGET JSONGEN_NOINLINE inline
#include "read_string_x86_kernel.h"
#undef JSONGEN_SIMD_NS
#undef JSONGEN_SIMD_TARGET
#undef JSONGEN_SIMD_WIDE
#undef JSONGEN_SCAN_LOOKUP
#undef JSONGEN_SCAN_ENTRY

namespace jsongen {
namespace detail {

// The scanner of instruction set Level, or with simd_dispatch this
// processor's: one predicted branch.
template <bool Validate, int Level>
JSONGEN_ALWAYS_INLINE run_scan scan_run_x86(const char* s, const char* end) {
  if constexpr (Level == simd_avx2) {
    return read_avx2::scan<Validate>(s, end);
  } else if constexpr (Level == simd_ssse3) {
    return read_ssse3::scan<Validate>(s, end);
  } else if constexpr (Level == simd_sse2) {
    return read_sse2::scan<Validate>(s, end);
  } else {
    int level = simd_level_so_far();
    if (JSONGEN_LIKELY(level == simd_avx2)) return read_avx2::scan<Validate>(s, end);
    if (JSONGEN_UNLIKELY(level < 0)) {
      level = detect_and_keep_simd_level();
      if (level == simd_avx2) return read_avx2::scan<Validate>(s, end);
    }
    if (level == simd_ssse3) return read_ssse3::scan<Validate>(s, end);
    return read_sse2::scan<Validate>(s, end);
  }
}

}  // namespace detail
}  // namespace jsongen
#endif  // JSONGEN_HAVE_X86_LEVELS
