// The x86 level the runtime picks (detail/simd/x86/levels.h) against this
// test's own reading of the processor and the system: cpuid and XCR0 read
// with inline assembly here, not through <cpuid.h> and _xgetbv as the
// runtime does, and against __builtin_cpu_supports (libgcc's or
// compiler-rt's reading). The level is printed, so that a log says what a
// machine (or Wine, or qemu) ran.
#include <jsongen/jsongen.h>

#include <catch2/catch.hpp>
#include <cstdint>

#if defined(JSONGEN_HAVE_X86_LEVELS)

namespace {

struct registers {
  std::uint32_t eax, ebx, ecx, edx;
};

registers cpuid(std::uint32_t leaf, std::uint32_t subleaf) {
  registers r;
  __asm__ __volatile__("cpuid" : "=a"(r.eax), "=b"(r.ebx), "=c"(r.ecx), "=d"(r.edx) : "a"(leaf), "c"(subleaf));
  return r;
}

std::uint64_t xcr0() {
  std::uint32_t low, high;
  __asm__ __volatile__("xgetbv" : "=a"(low), "=d"(high) : "c"(0));
  return static_cast<std::uint64_t>(high) << 32 | low;
}

bool bit(std::uint32_t word, int n) { return (word >> n & 1) != 0; }

const char* level_name(int level) {
  return level == jsongen::detail::simd_avx2 ? "AVX2" : level == jsongen::detail::simd_ssse3 ? "SSSE3" : "SSE2";
}

}  // namespace

TEST_CASE("the x86 level is what cpuid and XCR0 allow", "[cpu]") {
  namespace d = jsongen::detail;
  const std::uint32_t max_leaf = cpuid(0, 0).eax;
  const registers one = cpuid(1, 0);
  const registers seven = max_leaf >= 7 ? cpuid(7, 0) : registers{0, 0, 0, 0};
  // xgetbv only where OSXSAVE says the system enabled it (else it faults).
  const bool osxsave = bit(one.ecx, 27);
  const std::uint64_t xcr = osxsave ? xcr0() : 0;
  const bool ymm_saved = (xcr & 6) == 6;  // SSE and AVX state
  const bool avx2 = ymm_saved && bit(one.ecx, 28) && bit(seven.ebx, 5) && bit(seven.ebx, 3) && bit(seven.ebx, 8);
  const int expected = avx2 ? d::simd_avx2 : bit(one.ecx, 9) ? d::simd_ssse3 : d::simd_sse2;
  const int picked = d::simd_level();
  WARN("x86 level: " << level_name(picked) << " (cpuid: max leaf " << max_leaf << ", SSSE3 " << bit(one.ecx, 9)
                     << ", OSXSAVE " << osxsave << ", AVX " << bit(one.ecx, 28) << ", AVX2 " << bit(seven.ebx, 5)
                     << ", BMI1 " << bit(seven.ebx, 3) << ", BMI2 " << bit(seven.ebx, 8) << "; XCR0 0x" << std::hex
                     << xcr << ")");
  CHECK(picked == expected);
  CHECK(d::detect_simd_level() == expected);

  // The compiler's own reading agrees (its avx2 also asks that the system
  // saves YMM).
  __builtin_cpu_init();
  const bool builtin_avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") &&
                            __builtin_cpu_supports("bmi2") && __builtin_cpu_supports("avx");
  CHECK(builtin_avx2 == (expected == d::simd_avx2));
  if (expected != d::simd_avx2) CHECK((__builtin_cpu_supports("ssse3") != 0) == (expected == d::simd_ssse3));
}

#else

TEST_CASE("no x86 levels here", "[cpu]") {
  WARN("no run-time x86 level on this target (JSONGEN_HAVE_X86_LEVELS unset)");
  SUCCEED();
}

#endif
