// Compiler portability macros shared by the runtime headers.
#pragma once

#include <cstddef>  // defines _LIBCPP_VERSION under libc++

#include "require_cxx17.h"

#if defined(_MSC_VER) && !defined(__clang__)
#define JSONGEN_ALWAYS_INLINE __forceinline
#define JSONGEN_NOINLINE __declspec(noinline)
#define JSONGEN_COLD
#define JSONGEN_LIKELY(x) (x)
#define JSONGEN_UNLIKELY(x) (x)
#define JSONGEN_ASSUME(x) __assume(x)
#elif defined(__OPTIMIZE__)
#define JSONGEN_ALWAYS_INLINE inline __attribute__((always_inline))
#else
// Unoptimized builds (-O0, debug builds) inline nothing: forced there, the
// fast paths inlined into every field, unoptimized, made generated code
// twice as large and slower to compile (docs/performance.md), for no speed
// worth having in such a build.
#define JSONGEN_ALWAYS_INLINE inline
#endif
#if !defined(_MSC_VER) || defined(__clang__)
#define JSONGEN_NOINLINE __attribute__((noinline))
// Code that runs only after an error: optimized for size, kept out of the hot path.
#define JSONGEN_COLD __attribute__((cold))
#define JSONGEN_LIKELY(x) __builtin_expect(!!(x), 1)
#define JSONGEN_UNLIKELY(x) __builtin_expect(!!(x), 0)
// Tells the optimizer a fact it cannot prove, so that it drops dead paths.
#define JSONGEN_ASSUME(x)            \
  do {                               \
    if (!(x)) __builtin_unreachable(); \
  } while (0)
#endif

// Which escaper the runtime uses; tests can force the portable one.
#if !defined(JSONGEN_NO_SIMD) && (defined(__SSE2__) || defined(_M_X64))
#define JSONGEN_HAVE_SSE2 1
// NEON (detail/simd/arm/) on AArch64 and on 32-bit ARM with NEON
// (-mfpu=neon, Android armeabi-v7a), little-endian only: its masks take
// vector lanes in memory order. Big-endian ARM takes the portable escaper.
#elif !defined(JSONGEN_NO_SIMD) && defined(__ARM_NEON) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define JSONGEN_HAVE_NEON 1
// VSX (detail/simd/power/) on POWER8 and later (ISA 2.07: vbpermq gathers
// a mask), little-endian only, as NEON. Big-endian POWER, and POWER7 and
// older, take the portable escaper.
#elif !defined(JSONGEN_NO_SIMD) && defined(__VSX__) && defined(__ALTIVEC__) && defined(__POWER8_VECTOR__) && \
    defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define JSONGEN_HAVE_VSX 1
// LSX (detail/simd/loongarch/), the 128-bit vectors of LoongArch (-mlsx),
// which is little-endian.
#elif !defined(JSONGEN_NO_SIMD) && defined(__loongarch_sx) && defined(__BYTE_ORDER__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define JSONGEN_HAVE_LSX 1
// RISC-V with the V extension (detail/simd/riscv/): the __riscv_-prefixed
// intrinsics (version 0.12 of their specification: clang 19; g++ 12 has
// none, and takes the portable escaper), vectors of at least 128 bits with
// 64-bit elements (V itself; the smaller Zve* extensions may have less).
#elif !defined(JSONGEN_NO_SIMD) && defined(__riscv_vector) && defined(__riscv_v_intrinsic) &&   \
    __riscv_v_intrinsic >= 12000 && defined(__riscv_v_min_vlen) && __riscv_v_min_vlen >= 128 && \
    defined(__riscv_v_elen) && __riscv_v_elen >= 64 && defined(__BYTE_ORDER__) &&               \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define JSONGEN_HAVE_RVV 1
#endif

// On x86 with g++ or clang, code for SSSE3 and AVX2 too, picked at run time
// (detail/simd/select.h, detail/simd/x86/levels.h).
#if defined(JSONGEN_HAVE_SSE2) && defined(__GNUC__) && !defined(JSONGEN_NO_X86_LEVELS)
#define JSONGEN_HAVE_X86_LEVELS 1
#endif
// Whether there are SIMD blocks at all (detail/simd/select.h).
#if defined(JSONGEN_HAVE_SSE2) || defined(JSONGEN_HAVE_NEON) || defined(JSONGEN_HAVE_VSX) || defined(JSONGEN_HAVE_LSX) || \
    defined(JSONGEN_HAVE_RVV)
#define JSONGEN_HAVE_SIMD 1
#endif

#if defined(__cpp_exceptions) || defined(__EXCEPTIONS) || defined(_CPPUNWIND)
#define JSONGEN_EXCEPTIONS 1
#else
#define JSONGEN_EXCEPTIONS 0
#endif

// Whether a std::string's text may be read in a whole 16-byte block when it
// is shorter than that (serializer.h; longer text is readable to its
// terminating NUL in every library). True where a short string lives in a
// buffer of at least 16 bytes inside the object and a heap one is never
// smaller: libstdc++'s C++11 ABI (16 bytes), 64-bit libc++ (23) and MSVC's
// library (16). Not libstdc++'s old copy-on-write string (a heap block of
// just the text, or a shared empty one), 32-bit libc++ (11 bytes), any
// other library, or libc++ under AddressSanitizer, whose string annotations
// mark the bytes past size() as unreadable.
#if !defined(JSONGEN_STRING_OVERREAD)
#if defined(_LIBCPP_VERSION)
#if defined(__SANITIZE_ADDRESS__)
#define JSONGEN_STRING_OVERREAD 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define JSONGEN_STRING_OVERREAD 0
#endif
#endif
#if !defined(JSONGEN_STRING_OVERREAD) && (defined(__LP64__) || defined(_WIN64))
#define JSONGEN_STRING_OVERREAD 1
#endif
#elif defined(__GLIBCXX__)
#if _GLIBCXX_USE_CXX11_ABI
#define JSONGEN_STRING_OVERREAD 1
#endif
#elif defined(_MSVC_STL_VERSION)
#define JSONGEN_STRING_OVERREAD 1
#endif
#endif
#if !defined(JSONGEN_STRING_OVERREAD)
#define JSONGEN_STRING_OVERREAD 0
#endif

// Unrolls the loop that follows (by up to 4 turns) where the compiler needs
// telling: g++ keeps a loop over a std::array of two a loop; clang unrolls
// such loops itself. Elsewhere nothing.
#if defined(__GNUC__) && !defined(__clang__) && __GNUC__ >= 9
#define JSONGEN_UNROLL_SHORT_LOOP _Pragma("GCC unroll 4")
#else
#define JSONGEN_UNROLL_SHORT_LOOP
#endif
