// JSON string escaping: '"', '\\' and every byte below 0x20 are escaped
// (short forms \b \f \n \r \t, else \u00XX); every other byte is copied.
//
// The SIMD escapers copy 16 bytes at a time and look for a byte that needs an
// escape in the same block; the portable one walks byte by byte. All of them
// produce the same bytes (the tests compare them).
#pragma once

#include <cstddef>
#include <cstring>

#include "config.h"
#include "writer.h"

#if defined(JSONGEN_HAVE_SSE2)
#include <emmintrin.h>
#elif defined(JSONGEN_HAVE_NEON)
#include <arm_neon.h>
#endif

namespace jsongen {
namespace detail {

// For each byte: 0 when it is copied as is, else the letter after the
// backslash ('u' means \u00XX).
struct escape_table {
  char kind[256];
  constexpr escape_table() : kind() {
    for (int c = 0; c < 0x20; ++c) kind[c] = 'u';
    kind[static_cast<unsigned char>('\b')] = 'b';
    kind[static_cast<unsigned char>('\f')] = 'f';
    kind[static_cast<unsigned char>('\n')] = 'n';
    kind[static_cast<unsigned char>('\r')] = 'r';
    kind[static_cast<unsigned char>('\t')] = 't';
    kind[static_cast<unsigned char>('"')] = '"';
    kind[static_cast<unsigned char>('\\')] = '\\';
  }
};
inline constexpr escape_table kEscapes{};
inline constexpr char kHexDigits[] = "0123456789abcdef";

// Longest escape of one byte: \u00XX.
inline constexpr std::size_t kMaxEscapeBytes = 6;

JSONGEN_ALWAYS_INLINE char* write_escape(char* d, unsigned char c) {
  const char kind = kEscapes.kind[c];
  d[0] = '\\';
  d[1] = kind;
  if (kind != 'u') return d + 2;
  d[2] = '0';
  d[3] = '0';
  d[4] = kHexDigits[c >> 4];
  d[5] = kHexDigits[c & 15];
  return d + 6;
}

// Writes the escape for *s at d, first making room for it plus everything
// still to come (`tail_room` covers the closing quote and any SIMD overrun).
JSONGEN_ALWAYS_INLINE char* escape_one(writer& w, char* d, const char*& s, const char* end,
                                       std::size_t tail_room) {
  w.set_cursor(d);
  w.reserve(static_cast<std::size_t>(end - s) + kMaxEscapeBytes + tail_room);
  return write_escape(w.cursor(), static_cast<unsigned char>(*s++));
}

inline void write_string_portable(writer& w, const char* s, std::size_t n) {
  w.reserve(n + 2);
  char* d = w.cursor();
  *d++ = '"';
  const char* const end = s + n;
  for (;;) {
    const char* run = s;
    while (s != end && kEscapes.kind[static_cast<unsigned char>(*s)] == 0) ++s;
    std::memcpy(d, run, static_cast<std::size_t>(s - run));
    d += s - run;
    if (s == end) break;
    d = escape_one(w, d, s, end, 1);
  }
  *d++ = '"';
  w.set_cursor(d);
}

#if defined(JSONGEN_HAVE_SSE2) || defined(JSONGEN_HAVE_NEON)

JSONGEN_ALWAYS_INLINE unsigned count_trailing_zeros(unsigned long long x) {
#if defined(_MSC_VER) && !defined(__clang__)
  unsigned long index;
  _BitScanForward64(&index, x);
  return static_cast<unsigned>(index);
#else
  return static_cast<unsigned>(__builtin_ctzll(x));
#endif
}

// Copies 16 bytes from s to d and returns the index of the first byte that
// needs an escape, or 16 when none does.
JSONGEN_ALWAYS_INLINE unsigned copy16_find_escape(char* d, const char* s) {
#if defined(JSONGEN_HAVE_SSE2)
  const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(d), v);
  const __m128i quote = _mm_cmpeq_epi8(v, _mm_set1_epi8('"'));
  const __m128i backslash = _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'));
  // Unsigned v <= 0x1F exactly when max(v, 0x1F) == 0x1F.
  const __m128i limit = _mm_set1_epi8(0x1F);
  const __m128i control = _mm_cmpeq_epi8(_mm_max_epu8(v, limit), limit);
  const auto mask =
      static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(quote, backslash), control)));
  return mask ? count_trailing_zeros(mask) : 16;
#else
  const uint8x16_t v = vld1q_u8(reinterpret_cast<const uint8_t*>(s));
  vst1q_u8(reinterpret_cast<uint8_t*>(d), v);
  const uint8x16_t hits = vorrq_u8(vorrq_u8(vceqq_u8(v, vdupq_n_u8('"')), vceqq_u8(v, vdupq_n_u8('\\'))),
                                   vcltq_u8(v, vdupq_n_u8(0x20)));
  // Narrow each byte to a nibble: 64 bits, 4 per input byte.
  const uint64_t nibbles =
      vget_lane_u64(vreinterpret_u64_u8(vshrn_n_u16(vreinterpretq_u16_u8(hits), 4)), 0);
  return nibbles ? count_trailing_zeros(nibbles) / 4 : 16;
#endif
}

// Room kept free after the content so a 16-byte store never leaves the buffer,
// plus one byte for the closing quote.
inline constexpr std::size_t kSimdTailRoom = 16 + 1;

inline void write_string_simd(writer& w, const char* s, std::size_t n) {
  w.reserve(n + 1 + kSimdTailRoom);
  char* d = w.cursor();
  *d++ = '"';
  const char* const end = s + n;
  while (end - s >= 16) {
    const unsigned i = copy16_find_escape(d, s);
    s += i;
    d += i;
    if (i < 16) d = escape_one(w, d, s, end, kSimdTailRoom);
  }
  // The last 0-15 bytes go through a zeroed block: a zero byte counts as a
  // control character, so the padding stops the scan right at the end.
  while (s != end) {
    const auto left = static_cast<std::size_t>(end - s);
    char block[16] = {};
    std::memcpy(block, s, left);
    const unsigned i = copy16_find_escape(d, block);
    s += i;
    d += i;
    if (i < left) d = escape_one(w, d, s, end, kSimdTailRoom);
  }
  *d++ = '"';
  w.set_cursor(d);
}

#endif

}  // namespace detail

// Writes s[0..n) as a quoted, escaped JSON string.
inline void write_string(writer& w, const char* s, std::size_t n) {
#if defined(JSONGEN_HAVE_SSE2) || defined(JSONGEN_HAVE_NEON)
  detail::write_string_simd(w, s, n);
#else
  detail::write_string_portable(w, s, n);
#endif
}

}  // namespace jsongen
