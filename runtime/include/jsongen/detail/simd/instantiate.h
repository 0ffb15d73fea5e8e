// The instruction sets an algorithm is compiled for: JSONGEN_SIMD_ALGORITHM
// (a path from this folder), once per instruction set this target has,
// each in its namespace (instance.h). A new instruction set (a folder
// beside x86/, arm/, power/, loongarch/ and riscv/) is added here, and to
// select.h's JSONGEN_WITH_ISA, which picks among them. No include guard on
// purpose; select.h and the
// algorithms' headers include it, with JSONGEN_SIMD_ALGORITHM defined.
//
// Per instruction set (instance.h undefines them after use): JSONGEN_SIMD_NS
// (its namespace), JSONGEN_SIMD_BLOCKS (its block operations),
// JSONGEN_SIMD_TARGET (the target attribute of its functions),
// JSONGEN_SIMD_WIDE (1: 32-byte blocks) and JSONGEN_SIMD_LOOKUP (1: byte
// lookups by nibble, as the UTF-8 check of Keiser & Lemire needs).

#if defined(JSONGEN_HAVE_SSE2)
#define JSONGEN_SIMD_NS x86_sse2
#define JSONGEN_SIMD_BLOCKS "x86/blocks.h"
#define JSONGEN_SIMD_TARGET
#define JSONGEN_SIMD_WIDE 0
#define JSONGEN_SIMD_LOOKUP 0
#include "instance.h"
#endif

#if defined(JSONGEN_HAVE_X86_LEVELS)
#define JSONGEN_SIMD_NS x86_ssse3
#define JSONGEN_SIMD_BLOCKS "x86/blocks.h"
#define JSONGEN_SIMD_TARGET __attribute__((target("ssse3")))
#define JSONGEN_SIMD_WIDE 0
#define JSONGEN_SIMD_LOOKUP 1
#include "instance.h"

// BMI2 too (its shifts leave rcx free; levels.h asks for it).
#define JSONGEN_SIMD_NS x86_avx2
#define JSONGEN_SIMD_BLOCKS "x86/blocks.h"
#define JSONGEN_SIMD_TARGET __attribute__((target("avx2,bmi,bmi2")))
#define JSONGEN_SIMD_WIDE 1
#define JSONGEN_SIMD_LOOKUP 1
#include "instance.h"
#endif

#if defined(JSONGEN_HAVE_NEON)
#define JSONGEN_SIMD_NS arm_neon
#define JSONGEN_SIMD_BLOCKS "arm/blocks.h"
#define JSONGEN_SIMD_TARGET
#define JSONGEN_SIMD_WIDE 0
#define JSONGEN_SIMD_LOOKUP 1
#include "instance.h"
#endif

#if defined(JSONGEN_HAVE_VSX)
#define JSONGEN_SIMD_NS power_vsx
#define JSONGEN_SIMD_BLOCKS "power/blocks.h"
#define JSONGEN_SIMD_TARGET
#define JSONGEN_SIMD_WIDE 0
#define JSONGEN_SIMD_LOOKUP 1
#include "instance.h"
#endif

#if defined(JSONGEN_HAVE_LSX)
#define JSONGEN_SIMD_NS loongarch_lsx
#define JSONGEN_SIMD_BLOCKS "loongarch/blocks.h"
#define JSONGEN_SIMD_TARGET
#define JSONGEN_SIMD_WIDE 0
#define JSONGEN_SIMD_LOOKUP 1
#include "instance.h"
#endif

// RISC-V's V extension: blocks of the vector length (riscv/blocks.h).
#if defined(JSONGEN_HAVE_RVV)
#define JSONGEN_SIMD_NS riscv_rvv
#define JSONGEN_SIMD_BLOCKS "riscv/blocks.h"
#define JSONGEN_SIMD_TARGET
#define JSONGEN_SIMD_WIDE 0
#define JSONGEN_SIMD_LOOKUP 1
#include "instance.h"
#endif
