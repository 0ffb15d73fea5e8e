// Compiler portability macros shared by the runtime headers.
#pragma once

#if defined(_MSC_VER) && !defined(__clang__)
#define JSONGEN_ALWAYS_INLINE __forceinline
#define JSONGEN_NOINLINE __declspec(noinline)
#define JSONGEN_LIKELY(x) (x)
#define JSONGEN_UNLIKELY(x) (x)
#else
#define JSONGEN_ALWAYS_INLINE inline __attribute__((always_inline))
#define JSONGEN_NOINLINE __attribute__((noinline))
#define JSONGEN_LIKELY(x) __builtin_expect(!!(x), 1)
#define JSONGEN_UNLIKELY(x) __builtin_expect(!!(x), 0)
#endif

// Which escaper the runtime uses; tests can force the portable one.
#if !defined(JSONGEN_NO_SIMD) && (defined(__SSE2__) || defined(_M_X64))
#define JSONGEN_HAVE_SSE2 1
#elif !defined(JSONGEN_NO_SIMD) && (defined(__ARM_NEON) || defined(__aarch64__))
#define JSONGEN_HAVE_NEON 1
#endif

#if defined(__cpp_exceptions) || defined(__EXCEPTIONS) || defined(_CPPUNWIND)
#define JSONGEN_EXCEPTIONS 1
#else
#define JSONGEN_EXCEPTIONS 0
#endif
