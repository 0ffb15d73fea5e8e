// Skipping JSON whitespace (space, \n, \r, \t) between tokens. Minified
// input has none, and the reader's inline test of one byte handles it; this
// is for indented documents, whose runs ("\n" and a dozen spaces before each
// key) took two thirds of the time of reading the CITM catalog's file byte
// by byte. 16 bytes at a time with SSE2 or NEON (little-endian, as the
// escapers), then byte by byte; never past `end`.
#pragma once

#include <cstddef>
#include <cstdint>

#include "config.h"

#if defined(JSONGEN_HAVE_SSE2)
#include <emmintrin.h>
#elif defined(JSONGEN_HAVE_NEON)
#include <arm_neon.h>
#endif

namespace jsongen {
namespace detail {

JSONGEN_ALWAYS_INLINE bool is_whitespace_byte(char c) { return c == ' ' || c == '\n' || c == '\r' || c == '\t'; }

inline unsigned lowest_set_bit(std::uint64_t x) {
#if defined(_MSC_VER) && !defined(__clang__)
  unsigned long index;
  _BitScanForward64(&index, x);
  return static_cast<unsigned>(index);
#else
  return static_cast<unsigned>(__builtin_ctzll(x));
#endif
}

// The first byte at or after p that is not whitespace, or end.
inline const char* skip_whitespace_run(const char* p, const char* end) {
#if defined(JSONGEN_HAVE_SSE2)
  const __m128i space = _mm_set1_epi8(' '), newline = _mm_set1_epi8('\n'), ret = _mm_set1_epi8('\r'),
                tab = _mm_set1_epi8('\t');
  while (end - p >= 16) {
    const __m128i block = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const __m128i white = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(block, space), _mm_cmpeq_epi8(block, newline)),
                                       _mm_or_si128(_mm_cmpeq_epi8(block, ret), _mm_cmpeq_epi8(block, tab)));
    const unsigned other = ~static_cast<unsigned>(_mm_movemask_epi8(white)) & 0xFFFFu;
    if (other != 0) return p + lowest_set_bit(other);
    p += 16;
  }
#elif defined(JSONGEN_HAVE_NEON)
  const uint8x16_t space = vdupq_n_u8(' '), newline = vdupq_n_u8('\n'), ret = vdupq_n_u8('\r'),
                   tab = vdupq_n_u8('\t');
  while (end - p >= 16) {
    const uint8x16_t block = vld1q_u8(reinterpret_cast<const std::uint8_t*>(p));
    const uint8x16_t white = vorrq_u8(vorrq_u8(vceqq_u8(block, space), vceqq_u8(block, newline)),
                                      vorrq_u8(vceqq_u8(block, ret), vceqq_u8(block, tab)));
    // Four bits a byte, in memory order: the first byte that is not white.
    const uint8x8_t nibbles = vshrn_n_u16(vreinterpretq_u16_u8(vmvnq_u8(white)), 4);
    const std::uint64_t other = vget_lane_u64(vreinterpret_u64_u8(nibbles), 0);
    if (other != 0) return p + lowest_set_bit(other) / 4;
    p += 16;
  }
#endif
  while (p != end && is_whitespace_byte(*p)) ++p;
  return p;
}

}  // namespace detail
}  // namespace jsongen
