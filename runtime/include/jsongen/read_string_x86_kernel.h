// One x86 string scanner of read_string_x86.h, compiled once per instruction
// set: the includer defines JSONGEN_SIMD_NS (its namespace),
// JSONGEN_SIMD_TARGET (the target attribute of every function here, empty
// for SSE2), JSONGEN_SIMD_WIDE (1: 32-byte AVX2 blocks), JSONGEN_SCAN_LOOKUP
// (1: the UTF-8 check by byte lookups, SSSE3 and up) and JSONGEN_SCAN_ENTRY
// (how scan is declared). No include guard on purpose.

namespace jsongen {
namespace detail {
namespace JSONGEN_SIMD_NS {

#define JSONGEN_SCAN_INLINE JSONGEN_SIMD_TARGET JSONGEN_ALWAYS_INLINE
#define JSONGEN_SCAN_OUTLINED JSONGEN_SIMD_TARGET JSONGEN_NOINLINE inline

// The constant rows, through a pointer the compiler cannot see through.
JSONGEN_SCAN_INLINE const read_simd_rows* hidden_rows() {
  const read_simd_rows* rows = &kReadRows;
#if defined(__GNUC__)
  asm("" : "+r"(rows));
#endif
  return rows;
}

#if JSONGEN_SIMD_WIDE
struct vec_ops {
  using type = __m256i;
  using mask_t = std::uint32_t;
  static constexpr std::size_t bytes = 32;
  const read_simd_rows* rows;
  JSONGEN_SCAN_INLINE vec_ops() : rows(hidden_rows()) {}
  JSONGEN_SCAN_INLINE type load(const char* p) const { return _mm256_loadu_si256(reinterpret_cast<const __m256i*>(p)); }
  JSONGEN_SCAN_INLINE type row(const std::uint8_t* r) const { return _mm256_load_si256(reinterpret_cast<const __m256i*>(r)); }
  JSONGEN_SCAN_INLINE type zero() const { return _mm256_setzero_si256(); }
  JSONGEN_SCAN_INLINE type or_(type a, type b) const { return _mm256_or_si256(a, b); }
  JSONGEN_SCAN_INLINE type and_(type a, type b) const { return _mm256_and_si256(a, b); }
  JSONGEN_SCAN_INLINE type xor_(type a, type b) const { return _mm256_xor_si256(a, b); }
  JSONGEN_SCAN_INLINE type subs(type a, type b) const { return _mm256_subs_epu8(a, b); }
  // XOR with 0x02 keeps the bytes below 0x20 below it and maps '"' (0x22)
  // to 0x20: one unsigned x <= 0x20 finds both; as signed bytes, x < 0x21
  // also finds the bytes from 0x80 up.
  JSONGEN_SCAN_INLINE type stops(type v) const {
    const type flipped = xor_(v, row(rows->flip)), limit = row(rows->stop_limit);
    return or_(_mm256_cmpeq_epi8(v, row(rows->backslash)), _mm256_cmpeq_epi8(_mm256_max_epu8(flipped, limit), limit));
  }
  JSONGEN_SCAN_INLINE type stops_or_high(type v) const {
    const type flipped = xor_(v, row(rows->flip));
    return or_(_mm256_cmpeq_epi8(v, row(rows->backslash)), _mm256_cmpgt_epi8(row(rows->ascii_limit), flipped));
  }
  JSONGEN_SCAN_INLINE mask_t mask(type v) const { return static_cast<mask_t>(_mm256_movemask_epi8(v)); }
  JSONGEN_SCAN_INLINE std::size_t first_index(mask_t m) const { return trailing_zeros(m); }
  JSONGEN_SCAN_INLINE bool any(type v) const { return !_mm256_testz_si256(v, v); }
  JSONGEN_SCAN_INLINE type lookup(type table, type nibbles) const { return _mm256_shuffle_epi8(table, nibbles); }
  JSONGEN_SCAN_INLINE type high_nibbles(type v) const { return and_(_mm256_srli_epi16(v, 4), row(rows->nibble)); }
  JSONGEN_SCAN_INLINE type low_nibbles(type v) const { return and_(v, row(rows->nibble)); }
  // The bytes moved K places up across the two lanes, zeros shifted in.
  template <int K>
  JSONGEN_SCAN_INLINE type shifted(type v) const {
    return _mm256_alignr_epi8(v, _mm256_permute2x128_si256(v, v, 0x08), 16 - K);
  }
  JSONGEN_SCAN_INLINE type end_limits() const { return row(rows->end_limits); }
  JSONGEN_SCAN_INLINE type first_lanes(std::size_t m) const {
    return load(reinterpret_cast<const char*>(rows->first_lanes) + 33 - m);
  }
#else
struct vec_ops {
  using type = __m128i;
  using mask_t = std::uint32_t;
  static constexpr std::size_t bytes = 16;
  const read_simd_rows* rows;
  JSONGEN_SCAN_INLINE vec_ops() : rows(hidden_rows()) {}
  JSONGEN_SCAN_INLINE type load(const char* p) const { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(p)); }
  JSONGEN_SCAN_INLINE type row(const std::uint8_t* r) const { return _mm_load_si128(reinterpret_cast<const __m128i*>(r)); }
  JSONGEN_SCAN_INLINE type zero() const { return _mm_setzero_si128(); }
  JSONGEN_SCAN_INLINE type or_(type a, type b) const { return _mm_or_si128(a, b); }
  JSONGEN_SCAN_INLINE type and_(type a, type b) const { return _mm_and_si128(a, b); }
  JSONGEN_SCAN_INLINE type xor_(type a, type b) const { return _mm_xor_si128(a, b); }
  JSONGEN_SCAN_INLINE type subs(type a, type b) const { return _mm_subs_epu8(a, b); }
  JSONGEN_SCAN_INLINE type stops(type v) const {
    const type flipped = xor_(v, row(rows->flip)), limit = row(rows->stop_limit);
    return or_(_mm_cmpeq_epi8(v, row(rows->backslash)), _mm_cmpeq_epi8(_mm_max_epu8(flipped, limit), limit));
  }
  JSONGEN_SCAN_INLINE type stops_or_high(type v) const {
    const type flipped = xor_(v, row(rows->flip));
    return or_(_mm_cmpeq_epi8(v, row(rows->backslash)), _mm_cmpgt_epi8(row(rows->ascii_limit), flipped));
  }
  JSONGEN_SCAN_INLINE mask_t mask(type v) const { return static_cast<mask_t>(_mm_movemask_epi8(v)); }
  JSONGEN_SCAN_INLINE std::size_t first_index(mask_t m) const { return trailing_zeros(m); }
  JSONGEN_SCAN_INLINE bool any(type v) const { return mask(_mm_cmpeq_epi8(v, zero())) != 0xFFFF; }
#if JSONGEN_SCAN_LOOKUP
  JSONGEN_SCAN_INLINE type lookup(type table, type nibbles) const { return _mm_shuffle_epi8(table, nibbles); }
  JSONGEN_SCAN_INLINE type high_nibbles(type v) const { return and_(_mm_srli_epi16(v, 4), row(rows->nibble)); }
  JSONGEN_SCAN_INLINE type low_nibbles(type v) const { return and_(v, row(rows->nibble)); }
  template <int K>
  JSONGEN_SCAN_INLINE type shifted(type v) const {
    return _mm_slli_si128(v, K);
  }
  JSONGEN_SCAN_INLINE type end_limits() const { return row(rows->end_limits + 16); }
  JSONGEN_SCAN_INLINE type first_lanes(std::size_t m) const {
    return load(reinterpret_cast<const char*>(rows->first_lanes) + 33 - m);
  }
#endif
#endif

#if JSONGEN_SCAN_LOOKUP
  // Non-zero bytes where block v is not well-formed UTF-8, given the bytes
  // one, two and three places before each of its bytes: the pair (byte
  // before, byte) in the tables of utf8.h, XORed with whether a lead two or
  // three places back (E0 and up, F0 and up) asks for a continuation there.
  // A lead whose sequence goes on past the block is not seen (cut_short).
  JSONGEN_SCAN_INLINE type utf8_errors(type v, type before1, type before2, type before3) const {
    const type pair = and_(and_(lookup(row(rows->first_high), high_nibbles(before1)),
                                lookup(row(rows->first_low), low_nibbles(before1))),
                           lookup(row(rows->second_high), high_nibbles(v)));
    const type asked = or_(subs(before2, row(rows->third)), subs(before3, row(rows->fourth)));
    return xor_(pair, and_(asked, row(rows->top)));
  }
  JSONGEN_SCAN_INLINE type utf8_errors_first(type v) const {
    return utf8_errors(v, shifted<1>(v), shifted<2>(v), shifted<3>(v));
  }
  JSONGEN_SCAN_INLINE type cut_short(type v) const { return subs(v, end_limits()); }
#endif
};

#include "read_string_scan.h"

#undef JSONGEN_SCAN_INLINE
#undef JSONGEN_SCAN_OUTLINED

}  // namespace JSONGEN_SIMD_NS
}  // namespace detail
}  // namespace jsongen
