// The SIMD code's one per-CPU interface, and the one place that picks the
// instruction set.
//
// Each family of instruction sets has a folder (x86/: SSE2, SSSE3, AVX2;
// arm/: NEON; power/: VSX; loongarch/: LSX; riscv/: the V extension;
// portable/: none) whose blocks.h gives, per instruction set, the block
// operations the algorithms are written over:
//   isa               what the instruction set offers: lookups, uses_text_hints
//   block16<Hidden, Registers>, widest<Hidden, Registers>
//                     the 16-byte blocks and the widest (the loops'); with
//                     Hidden their constants are read through a pointer the
//                     compiler cannot see through (loops out of line), else
//                     they are visible (code inlined into callers); with
//                     Registers the lookup tables are loaded once (loops
//                     that store)
//   type, cmp, mask_t, bytes, width(), lane_bits, lookups, halves
//                     the vector; a comparison's result (type itself, or
//                     RVV's mask register); a mask, lane_bits bits per byte
//                     in memory order; the most bytes a block holds (a
//                     compile-time constant, for choices at compile time),
//                     and how many it does (width(): bytes itself, a
//                     constant, on x86 and NEON; known only when the
//                     program runs on RVV, whose vector length varies); the
//                     algorithms assume neither beyond that
//                     (block16's is 16 everywhere)
//   load, store, load_partial (fewer bytes than a block, zeros after), zero,
//   splat, and_, or_, xor_, and_not, subs, equal, equal_to
//   escapes           '"', '\\' and the bytes below 0x20 (to escape in a JSON
//                     string, or that end a run when reading one)
//   escapes_or_high   those and the bytes from 0x80 up
//   separator_leads   the bytes E2 (U+2028, U+2029)
//   high              a vector whose mask is the bytes from 0x80 up
//   mask, lanes_below(n), first_index(m), drop_lanes(m, k), any(v)
//                     movemask-like extraction and its arithmetic
//   with lookups:     utf8_errors(v, before1, before2, before3),
//                     utf8_errors_first(v), cut_short(v), first_lanes(n)
//   without:          less, greater (signed bytes), shifted<K>,
//                     shifted_down<K> (bytes moved within the block)
//   with halves:      join, halves_mask, halves_utf8_errors (a text of 17 to
//                     32 bytes as two overlapping 16-byte halves of one block)
// The algorithms are written once over it: detail/read_string_scan.h,
// detail/escape_blocks.h and detail/escape_compare.h are compiled for every
// instruction set of the target by instantiate.h, and JSONGEN_WITH_ISA
// below picks one (at run time among SSE2, SSSE3 and AVX2 on x86 with g++
// and clang; NEON on little-endian ARM; VSX on little-endian POWER8 and
// later; LSX on LoongArch; RVV where the compiler targets the V extension;
// the portable code elsewhere or with JSONGEN_NO_SIMD);
// detail/escape_short.h and read_whitespace.h, inlined into callers, use the
// baseline blocks (baseline_block below).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "../../config.h"
#include "../../utf8.h"
#include "../bits.h"
#include "portable/isa.h"

#if defined(JSONGEN_HAVE_X86_LEVELS)
// Every instruction set's documented intrinsics; each function that uses
// them carries a target attribute (instantiate.h), so nothing needs -mavx2.
#include <immintrin.h>

#include "x86/levels.h"
#elif defined(JSONGEN_HAVE_SSE2)
#include <emmintrin.h>
#elif defined(JSONGEN_HAVE_NEON)
#include <arm_neon.h>
#elif defined(JSONGEN_HAVE_VSX)
#include <altivec.h>
#elif defined(JSONGEN_HAVE_LSX)
#include <lsxintrin.h>
#elif defined(JSONGEN_HAVE_RVV)
#include <riscv_vector.h>
#endif

#if defined(JSONGEN_HAVE_SSE2)
#include "x86/rows.h"
#endif
#if defined(JSONGEN_HAVE_NEON) || defined(JSONGEN_HAVE_VSX) || defined(JSONGEN_HAVE_LSX)
#include "lane_tables.h"
#endif
#if defined(JSONGEN_HAVE_SIMD)
#include "partial.h"
#define JSONGEN_SIMD_ALGORITHM JSONGEN_SIMD_BLOCKS
#include "instantiate.h"
#undef JSONGEN_SIMD_ALGORITHM
#endif

namespace jsongen {
namespace detail {

#if !defined(JSONGEN_HAVE_X86_LEVELS)
// Which code runs (tests pick one with these); without run-time choice,
// the one instruction set there is.
enum simd_level : int { simd_dispatch = -1 };
#endif

// The blocks of code inlined into its callers (short strings, whitespace):
// the instruction set every processor of the target has.
#if defined(JSONGEN_HAVE_SSE2)
using baseline_block = x86_sse2::block16<false>;
#elif defined(JSONGEN_HAVE_NEON)
using baseline_block = arm_neon::block16<false>;
#elif defined(JSONGEN_HAVE_VSX)
using baseline_block = power_vsx::block16<false>;
#elif defined(JSONGEN_HAVE_LSX)
using baseline_block = loongarch_lsx::block16<false>;
#elif defined(JSONGEN_HAVE_RVV)
using baseline_block = riscv_rvv::block16<false>;
#endif

// JSONGEN_WITH_ISA(Level, statements): runs the statements (which return)
// with `simd` naming the namespace of instruction set Level (simd_sse2,
// simd_ssse3, simd_avx2) or, with simd_dispatch, of this processor's: one
// predicted branch, the detection on first use (x86/levels.h). E.g.
//   JSONGEN_WITH_ISA(Level, return simd::scan_string<Validate>(s, end););
// (A macro: with a function that calls a generic lambda per instruction set,
// found through a tag, g++ judged the callers larger and inlined less into
// the readers.)
#define JSONGEN_SIMD_IN(ns, ...)              \
  {                                           \
    namespace simd = ::jsongen::detail::ns;   \
    __VA_ARGS__                               \
  }
#if defined(JSONGEN_HAVE_X86_LEVELS)
#if defined(__SSSE3__)
#define JSONGEN_SIMD_BELOW_AVX2(level, ...) JSONGEN_SIMD_IN(x86_ssse3, __VA_ARGS__)
#else
#define JSONGEN_SIMD_BELOW_AVX2(level, ...)                                            \
  if ((level) == ::jsongen::detail::simd_ssse3) JSONGEN_SIMD_IN(x86_ssse3, __VA_ARGS__) \
  JSONGEN_SIMD_IN(x86_sse2, __VA_ARGS__)
#endif
#define JSONGEN_WITH_ISA(Level, ...)                                                                   \
  do {                                                                                                 \
    if constexpr ((Level) == ::jsongen::detail::simd_avx2) {                                           \
      JSONGEN_SIMD_IN(x86_avx2, __VA_ARGS__)                                                           \
    } else if constexpr ((Level) == ::jsongen::detail::simd_ssse3) {                                   \
      JSONGEN_SIMD_IN(x86_ssse3, __VA_ARGS__)                                                          \
    } else if constexpr ((Level) == ::jsongen::detail::simd_sse2) {                                    \
      JSONGEN_SIMD_IN(x86_sse2, __VA_ARGS__)                                                           \
    } else {                                                                                           \
      int jsongen_level = ::jsongen::detail::simd_level_so_far();                                      \
      if (JSONGEN_LIKELY(jsongen_level == ::jsongen::detail::simd_avx2)) JSONGEN_SIMD_IN(x86_avx2, __VA_ARGS__) \
      if (JSONGEN_UNLIKELY(jsongen_level < 0)) {                                                       \
        jsongen_level = ::jsongen::detail::detect_and_keep_simd_level();                               \
        if (jsongen_level == ::jsongen::detail::simd_avx2) JSONGEN_SIMD_IN(x86_avx2, __VA_ARGS__)      \
      }                                                                                                \
      JSONGEN_SIMD_BELOW_AVX2(jsongen_level, __VA_ARGS__)                                              \
    }                                                                                                  \
  } while (0)
#elif defined(JSONGEN_HAVE_SSE2)
#define JSONGEN_WITH_ISA(Level, ...) \
  do JSONGEN_SIMD_IN(x86_sse2, __VA_ARGS__) while (0)
#elif defined(JSONGEN_HAVE_NEON)
#define JSONGEN_WITH_ISA(Level, ...) \
  do JSONGEN_SIMD_IN(arm_neon, __VA_ARGS__) while (0)
#elif defined(JSONGEN_HAVE_VSX)
#define JSONGEN_WITH_ISA(Level, ...) \
  do JSONGEN_SIMD_IN(power_vsx, __VA_ARGS__) while (0)
#elif defined(JSONGEN_HAVE_LSX)
#define JSONGEN_WITH_ISA(Level, ...) \
  do JSONGEN_SIMD_IN(loongarch_lsx, __VA_ARGS__) while (0)
#elif defined(JSONGEN_HAVE_RVV)
#define JSONGEN_WITH_ISA(Level, ...) \
  do JSONGEN_SIMD_IN(riscv_rvv, __VA_ARGS__) while (0)
#else
#define JSONGEN_WITH_ISA(Level, ...) \
  do JSONGEN_SIMD_IN(portable, __VA_ARGS__) while (0)
#endif

// The Level of JSONGEN_WITH_ISA that code takes by default: AVX2 when the compiler
// targets it (no branch), else the processor's.
#if defined(JSONGEN_HAVE_X86_LEVELS) && defined(__AVX2__)
inline constexpr int kDefaultLevel = simd_avx2;
#else
inline constexpr int kDefaultLevel = simd_dispatch;
#endif

// Whether the processor's escaper reads and sets text hints (tests).
inline bool text_hints_in_use() {
#if defined(JSONGEN_HAVE_X86_LEVELS)
  return simd_level() == simd_avx2;
#else
  return false;
#endif
}

}  // namespace detail
}  // namespace jsongen
