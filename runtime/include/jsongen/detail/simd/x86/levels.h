// Which x86 instruction set the dispatched SIMD code runs with: SSE2, SSSE3
// or AVX2, detected once, on first use (detail/simd/select.h picks with it).
// g++ and clang only (their __builtin_cpu_supports).
#pragma once

#include <atomic>

#include "../../../config.h"

namespace jsongen {
namespace detail {

// Which code runs: 0 SSE2, 1 SSSE3, 2 AVX2 (tests pick one with these).
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
