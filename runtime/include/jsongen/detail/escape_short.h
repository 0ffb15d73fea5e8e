// The escaper's checks of short strings (under 16 bytes), inlined into every
// string field: over the baseline blocks of detail/simd/select.h (the
// instruction set every processor of the target has), templates over the
// block type V so that each capability's branch is compiled only where it
// applies. escape.h includes this after the pieces it uses.
#pragma once

#include <cstddef>

#include "../config.h"

namespace jsongen {
namespace detail {

// The bytes to escape, and with Separators the bytes E2.
template <class V, bool Separators>
JSONGEN_ALWAYS_INLINE typename V::cmp escapes_with(const V& c, typename V::type v) {
  if constexpr (Separators) {
    return V::or_(c.escapes(v), c.separator_leads(v));
  } else {
    return c.escapes(v);
  }
}

// The bytes of block v that need attention: escapes and, when validating,
// every byte from 0x80 up (E2 among them: Separators adds them only when
// not validating).
template <class V, bool Validate, bool Separators>
JSONGEN_ALWAYS_INLINE typename V::mask_t special_mask(const V& c, typename V::type v) {
  if constexpr (Validate) {
    return V::mask(V::or_(c.escapes(v), V::high(v)));
  } else {
    return V::mask(escapes_with<V, Separators>(c, v));
  }
}

// Whether a string of n < 16 bytes, the first of block v, needs the escaper
// out of line (non-zero): an escape, or when validating anything else than
// plain ASCII and, without byte lookups, well-formed two-byte characters
// (the accented letters of European text; where there are lookups the
// escaper out of line checks everything at once). Only whether, not where:
// that escaper starts from the beginning. Past the text the bytes count as
// zeros, so a lead in its last byte has no continuation after it.
template <class V, bool Validate, bool Separators>
JSONGEN_ALWAYS_INLINE typename V::mask_t short_hits(typename V::type v, std::size_t n) {
  const V c;
  if constexpr (!Validate) {
    return V::mask(escapes_with<V, Separators>(c, v)) & V::lanes_below(n);
  } else if constexpr (V::lookups) {
    return special_mask<V, true, false>(c, v) & V::lanes_below(n);
  } else {
    // As signed bytes, continuations 80..BF are -128..-65, two-byte leads
    // C2..DF are -62..-33, and ASCII is 0..127.
    const typename V::type keep = c.first_lanes(n);
    const typename V::type escape = V::and_(c.escapes(v), keep);
    const typename V::type text = V::and_(v, keep);
    const typename V::type cont = V::less(text, V::splat(0xC0));
    const typename V::type lead2 = V::and_(V::greater(text, V::splat(0xC1)), V::less(text, V::splat(0xE0)));
    // A continuation not after a lead, or none after one.
    const typename V::type unpaired = V::xor_(cont, V::template shifted<1>(lead2));
    // From 0x80 up, neither.
    const typename V::type other = V::and_not(V::high(text), V::or_(cont, lead2));
    return V::mask(V::or_(V::or_(escape, other), unpaired));
  }
}

// Copies s[0..n) (n < 16) to d, 16 bytes (in the room of kStringSlack),
// reading nothing past it, and returns how many bytes come before the first
// that needs attention (special_mask; n when none does).
template <class V, bool Validate, bool Separators>
JSONGEN_ALWAYS_INLINE std::size_t copy_short(char* d, const char* s, std::size_t n) {
  const V c;
  const typename V::type v = V::load_partial(s, n);
  V::store(d, v);
  const typename V::mask_t hits = special_mask<V, Validate, Separators>(c, v) & V::lanes_below(n);
  return JSONGEN_LIKELY(hits == 0) ? n : V::first_index(hits);
}

}  // namespace detail
}  // namespace jsongen
