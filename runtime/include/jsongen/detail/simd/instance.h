// One instruction set's copy of an algorithm (or of its block operations):
// JSONGEN_SIMD_ALGORITHM included inside the namespace JSONGEN_SIMD_NS,
// every function carrying JSONGEN_SIMD_TARGET. Only instantiate.h includes
// this; no include guard on purpose.
//
// For the algorithm: JSONGEN_SIMD_INLINE (always inline), JSONGEN_SIMD_OUTLINED
// (never inline) and JSONGEN_SIMD_ENTRY (an entry point: out of line when
// picked at run time, as a function of another instruction set must not be
// inlined into its caller; else inline), each with the target.

#define JSONGEN_SIMD_INLINE JSONGEN_SIMD_TARGET JSONGEN_ALWAYS_INLINE
#define JSONGEN_SIMD_OUTLINED JSONGEN_SIMD_TARGET JSONGEN_NOINLINE inline
#if defined(JSONGEN_HAVE_X86_LEVELS)
#define JSONGEN_SIMD_ENTRY JSONGEN_SIMD_TARGET JSONGEN_NOINLINE inline
#else
#define JSONGEN_SIMD_ENTRY inline
#endif

namespace jsongen {
namespace detail {
namespace JSONGEN_SIMD_NS {
#include JSONGEN_SIMD_ALGORITHM
}  // namespace JSONGEN_SIMD_NS
}  // namespace detail
}  // namespace jsongen

#undef JSONGEN_SIMD_INLINE
#undef JSONGEN_SIMD_OUTLINED
#undef JSONGEN_SIMD_ENTRY
// The instruction set's parameters end with its instance.
#undef JSONGEN_SIMD_NS
#undef JSONGEN_SIMD_BLOCKS
#undef JSONGEN_SIMD_TARGET
#undef JSONGEN_SIMD_WIDE
#undef JSONGEN_SIMD_LOOKUP
