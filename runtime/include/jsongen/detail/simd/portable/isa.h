// The portable fallback of detail/simd/select.h: no blocks. Where there is
// no SIMD (or JSONGEN_NO_SIMD asks for none), select.h's JSONGEN_WITH_ISA
// names this namespace, and each algorithm's portable entry point
// (scan_string in read_string.h, escape_string in escape.h) works a byte, or
// a 64-bit word, at a time, on any byte order.
#pragma once

namespace jsongen {
namespace detail {
namespace portable {

struct isa {
  static constexpr bool lookups = false;
  static constexpr bool uses_text_hints = false;
};

}  // namespace portable
}  // namespace detail
}  // namespace jsongen
