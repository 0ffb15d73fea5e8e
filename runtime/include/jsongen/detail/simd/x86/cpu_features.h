// What the processor and the operating system let the x86 levels use, read
// as Intel's SDM (vol. 1, "Detection of Intel AVX Instructions") says:
// cpuid's feature bits, and for AVX2 that the system saves the YMM
// registers on a context switch: OSXSAVE (leaf 1, ecx bit 27) first, since
// xgetbv faults without it, then XCR0's bits 1 (SSE) and 2 (AVX) both set.
// Read here rather than through __builtin_cpu_supports, whose answer lives
// in libgcc's or compiler-rt's data (on MinGW, in libgcc_s_*.dll when linked
// shared): the rule is visible, the same on Linux and Windows, and the unit
// test (cpu_level_test) checks it against its own reading.
// g++ and clang only (<cpuid.h> and _xgetbv): levels.h's compilers. MSVC
// would read the same bits with __cpuid, __cpuidex and _xgetbv (<intrin.h>).
#pragma once

#include <cpuid.h>
#include <immintrin.h>

namespace jsongen {
namespace detail {

struct x86_cpu_features {
  bool ssse3 = false;
  bool avx = false, avx2 = false, bmi1 = false, bmi2 = false;
  bool os_saves_ymm = false;  // XCR0: the system saves SSE and AVX state
};

// xgetbv needs the xsave target for its intrinsic; run only where OSXSAVE
// says the instruction exists.
__attribute__((target("xsave"))) inline unsigned long long x86_xcr0() { return _xgetbv(0); }

inline x86_cpu_features read_x86_cpu_features() {
  x86_cpu_features f;
  unsigned eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return f;
  f.ssse3 = (ecx >> 9 & 1) != 0;
  f.avx = (ecx >> 28 & 1) != 0;
  const bool osxsave = (ecx >> 27 & 1) != 0;
  f.os_saves_ymm = osxsave && (x86_xcr0() & 6) == 6;
  if (__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) {  // 0 where leaf 7 is beyond the maximum
    f.bmi1 = (ebx >> 3 & 1) != 0;
    f.avx2 = (ebx >> 5 & 1) != 0;
    f.bmi2 = (ebx >> 8 & 1) != 0;
  }
  return f;
}

}  // namespace detail
}  // namespace jsongen
