// Which x86 instruction set the dispatched SIMD code runs with: SSE2, SSSE3
// or AVX2, detected once, on first use (detail/simd/select.h picks with it),
// from cpuid and XCR0 (cpu_features.h). g++ and clang only.
#pragma once

#include <atomic>

#include "../../../config.h"
#include "cpu_features.h"

namespace jsongen {
namespace detail {

// Which code runs: 0 SSE2, 1 SSSE3, 2 AVX2 (tests pick one with these).
enum simd_level : int { simd_sse2 = 0, simd_ssse3 = 1, simd_avx2 = 2, simd_dispatch = -1 };

inline int detect_simd_level() {
  const x86_cpu_features f = read_x86_cpu_features();
  // What the AVX2 code is compiled for (instantiate.h: avx2, bmi, bmi2),
  // with the YMM state saved by the system. BMI1 and BMI2 come with AVX2
  // on every processor, though a virtual machine could hide them.
  if (f.os_saves_ymm && f.avx && f.avx2 && f.bmi1 && f.bmi2) return simd_avx2;
  if (f.ssse3) return simd_ssse3;
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
