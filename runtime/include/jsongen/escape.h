// JSON strings: '"', '\\' and every byte below 0x20 are escaped (short forms
// \b \f \n \r \t, else \u00XX), and UTF-8 is checked in the same pass as the
// writer's utf8_policy asks (error, replace with U+FFFD, or pass through).
//
// The SIMD escapers copy 16 bytes at a time and look, in the same block, for
// a byte that needs attention (an escape, or with validation any byte from
// 0x80 up); only those bytes leave the fast path. The portable escaper walks
// byte by byte. All of them produce the same bytes (the tests compare them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "config.h"
#include "error.h"
#include "options.h"

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

// Longest escape of one byte: \u00XX. Longest replacement: U+FFFD, 3 bytes.
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

// The well-formed UTF-8 sequence at p (Unicode Table 3-7): its length, or
// minus the length of its maximal ill-formed subpart (at least 1), which is
// what one U+FFFD replaces.
inline int utf8_sequence(const unsigned char* p, std::size_t available) {
  const unsigned lead = p[0];
  if (lead < 0x80) return 1;
  int length;
  unsigned low = 0x80, high = 0xBF;  // allowed range of the second byte
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;   // no overlong forms
    if (lead == 0xED) high = 0x9F;  // no surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;   // no overlong forms
    if (lead == 0xF4) high = 0x8F;  // nothing above U+10FFFF
  } else {
    return -1;
  }
  for (int i = 1; i < length; ++i) {
    if (static_cast<std::size_t>(i) >= available) return -i;
    const unsigned byte = p[i];
    if (byte < low || byte > high) return -i;
    low = 0x80;
    high = 0xBF;
  }
  return length;
}

// Handles the byte at s that needs attention: an escape, or (when validating)
// the start of a UTF-8 sequence. First makes room for the worst case of it
// plus everything still to come and `tail_room`. Returns the new output end.
template <class W>
inline char* write_special(W& w, char* d, const char*& s, const char* end, std::size_t tail_room) {
  const auto c = static_cast<unsigned char>(*s);
  d = w.reserve(d, static_cast<std::size_t>(end - s) + kMaxEscapeBytes + tail_room);
  if (c < 0x80) {
    ++s;
    return write_escape(d, c);
  }
  // A run of valid multi-byte characters is checked first, then copied at once.
  const char* run = s;
  for (;;) {
    const int length = utf8_sequence(reinterpret_cast<const unsigned char*>(s), static_cast<std::size_t>(end - s));
    if (JSONGEN_UNLIKELY(length < 0)) {
      std::memcpy(d, run, static_cast<std::size_t>(s - run));
      d += s - run;
      if constexpr (W::options::utf8 == utf8_policy::replace) {
        // Replacing up to 1 byte with 3 can outgrow what was reserved.
        d = w.reserve(d, static_cast<std::size_t>(end - s) + kMaxEscapeBytes + tail_room);
        std::memcpy(d, "\xEF\xBF\xBD", 3);
        d += 3;
      } else {
        w.fail(errc::invalid_utf8, d);
        std::memcpy(d, s, static_cast<std::size_t>(-length));
        d += -length;
      }
      s += -length;
      run = s;
    } else {
      s += length;
    }
    if (s == end || static_cast<unsigned char>(*s) < 0x80) break;
  }
  std::memcpy(d, run, static_cast<std::size_t>(s - run));
  return d + (s - run);
}

template <class W>
inline constexpr bool validates_utf8 = W::options::utf8 != utf8_policy::pass;

// The byte-by-byte escaper: the fallback where there is no SIMD, and the
// reference the tests hold the SIMD one to.
template <class W>
inline char* write_string_portable(W& w, char* d, const char* s, std::size_t n) {
  d = w.reserve(d, n + 2);
  *d++ = '"';
  const char* const end = s + n;
  for (;;) {
    const char* run = s;
    while (s != end) {
      const auto c = static_cast<unsigned char>(*s);
      if (kEscapes.kind[c] != 0 || (validates_utf8<W> && c >= 0x80)) break;
      ++s;
    }
    std::memcpy(d, run, static_cast<std::size_t>(s - run));
    d += s - run;
    if (s == end) break;
    d = write_special(w, d, s, end, 1);
  }
  *d++ = '"';
  return d;
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
// needs attention, or 16 when none does.
template <bool Validate>
JSONGEN_ALWAYS_INLINE unsigned copy16_find_special(char* d, const char* s) {
#if defined(JSONGEN_HAVE_SSE2)
  const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s));
  _mm_storeu_si128(reinterpret_cast<__m128i*>(d), v);
  const __m128i quote = _mm_cmpeq_epi8(v, _mm_set1_epi8('"'));
  const __m128i backslash = _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'));
  // Unsigned v <= 0x1F exactly when max(v, 0x1F) == 0x1F.
  const __m128i limit = _mm_set1_epi8(0x1F);
  const __m128i control = _mm_cmpeq_epi8(_mm_max_epu8(v, limit), limit);
  // The sign bit of each byte marks the bytes from 0x80 up.
  const __m128i special = Validate ? _mm_or_si128(_mm_or_si128(quote, backslash), _mm_or_si128(control, v))
                                   : _mm_or_si128(_mm_or_si128(quote, backslash), control);
  const auto mask = static_cast<unsigned>(_mm_movemask_epi8(special));
  return mask ? count_trailing_zeros(mask) : 16;
#else
  const uint8x16_t v = vld1q_u8(reinterpret_cast<const uint8_t*>(s));
  vst1q_u8(reinterpret_cast<uint8_t*>(d), v);
  uint8x16_t hits = vorrq_u8(vorrq_u8(vceqq_u8(v, vdupq_n_u8('"')), vceqq_u8(v, vdupq_n_u8('\\'))),
                             vcltq_u8(v, vdupq_n_u8(0x20)));
  if (Validate) hits = vorrq_u8(hits, vcgeq_u8(v, vdupq_n_u8(0x80)));
  // Narrow each byte to a nibble: 64 bits, 4 per input byte.
  const uint64_t nibbles = vget_lane_u64(vreinterpret_u64_u8(vshrn_n_u16(vreinterpretq_u16_u8(hits), 4)), 0);
  return nibbles ? count_trailing_zeros(nibbles) / 4 : 16;
#endif
}

// The bytes of a 16-byte vector that need attention, one bit each. The short
// strings and tails (under 16 bytes) are checked with two overlapping loads
// put into one vector, so nothing is read outside the string.
template <bool Validate>
JSONGEN_ALWAYS_INLINE unsigned special_mask(
#if defined(JSONGEN_HAVE_SSE2)
    __m128i v
#else
    uint8x16_t v
#endif
) {
#if defined(JSONGEN_HAVE_SSE2)
  const __m128i limit = _mm_set1_epi8(0x1F);
  __m128i special = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')),
                                              _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'))),
                                 _mm_cmpeq_epi8(_mm_max_epu8(v, limit), limit));
  if (Validate) special = _mm_or_si128(special, v);
  return static_cast<unsigned>(_mm_movemask_epi8(special));
#else
  uint8x16_t hits = vorrq_u8(vorrq_u8(vceqq_u8(v, vdupq_n_u8('"')), vceqq_u8(v, vdupq_n_u8('\\'))),
                             vcltq_u8(v, vdupq_n_u8(0x20)));
  if (Validate) hits = vorrq_u8(hits, vcgeq_u8(v, vdupq_n_u8(0x80)));
  // One bit per byte: AND with the bit weights, then add within each half.
  static const uint8_t weights[16] = {1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128};
  const uint8x16_t bits = vandq_u8(hits, vld1q_u8(weights));
  return static_cast<unsigned>(vaddv_u8(vget_low_u8(bits))) |
         static_cast<unsigned>(vaddv_u8(vget_high_u8(bits))) << 8;
#endif
}

template <class T>
JSONGEN_ALWAYS_INLINE T load(const char* p) {
  T value;
  std::memcpy(&value, p, sizeof value);
  return value;
}

template <class T>
JSONGEN_ALWAYS_INLINE void store(char* p, T value) {
  std::memcpy(p, &value, sizeof value);
}

JSONGEN_ALWAYS_INLINE auto vector_of(std::uint64_t low, std::uint64_t high) {
#if defined(JSONGEN_HAVE_SSE2)
  return _mm_set_epi64x(static_cast<long long>(high), static_cast<long long>(low));
#else
  return vreinterpretq_u8_u64(vcombine_u64(vcreate_u64(low), vcreate_u64(high)));
#endif
}

// Copies the first bytes of s[0..n) (n < 16) up to the first one that needs
// attention, and returns how many it copied (n when none does). It may store
// bytes past that point, which the caller then overwrites.
template <bool Validate>
JSONGEN_ALWAYS_INLINE std::size_t copy_short(char* d, const char* s, std::size_t n) {
  if (n >= 8) {
    const auto a = load<std::uint64_t>(s), b = load<std::uint64_t>(s + n - 8);
    const unsigned mask = special_mask<Validate>(vector_of(a, b));
    // Both stores: every byte before the first special one lands in place.
    store(d, a);
    store(d + n - 8, b);
    if (JSONGEN_LIKELY(mask == 0)) return n;
    // Bits 0-7 are bytes 0-7; bits 8-15 are bytes n-8 to n-1.
    const unsigned first = count_trailing_zeros(mask);
    return first < 8 ? first : n - 16 + first;
  }
  if (n >= 4) {
    const auto a = load<std::uint32_t>(s), b = load<std::uint32_t>(s + n - 4);
    const std::uint64_t ab = a | static_cast<std::uint64_t>(b) << 32;
    const unsigned mask = special_mask<Validate>(vector_of(ab, ab)) & 0xFF;
    store(d, a);
    store(d + n - 4, b);
    if (JSONGEN_LIKELY(mask == 0)) return n;
    const unsigned first = count_trailing_zeros(mask);
    return first < 4 ? first : n - 8 + first;
  }
  if (n == 0) return 0;
  // First, middle and last byte cover every byte of a 1-3 byte string.
  const auto first = static_cast<unsigned char>(s[0]), middle = static_cast<unsigned char>(s[n / 2]),
             last = static_cast<unsigned char>(s[n - 1]);
  const std::uint64_t bytes = first | middle << 8 | last << 16 | static_cast<std::uint64_t>(first) << 24;
  const std::uint64_t twice = bytes | bytes << 32;
  if (JSONGEN_LIKELY(special_mask<Validate>(vector_of(twice, twice)) == 0)) {
    d[0] = static_cast<char>(first);
    d[n / 2] = static_cast<char>(middle);
    d[n - 1] = static_cast<char>(last);
    return n;
  }
  std::size_t i = 0;
  while (i < n && kEscapes.kind[static_cast<unsigned char>(s[i])] == 0 &&
         !(Validate && static_cast<unsigned char>(s[i]) >= 0x80)) {
    d[i] = s[i];
    ++i;
  }
  return i;
}

// Everything but the common short string: blocks of 16, then the tail.
#if defined(JSONGEN_HAVE_SSE2)
// Whether s[0..n) is well-formed UTF-8, 16 bytes at a time with SSE2 only.
// Each byte is classified with comparisons; a byte must be a continuation
// (80..BF) exactly when a lead byte 1, 2 or 3 places before asks for one
// (C2..DF, E0..EF, F0..F4 ask for 1, 2, 3), the bytes C0, C1, F5..FF never
// appear, and the second byte after E0, ED, F0 and F4 keeps to its narrower
// range (no overlong forms, surrogates, or values above U+10FFFF).
inline bool utf8_valid_simd(const char* s, std::size_t n) {
  const __m128i bias = _mm_set1_epi8(static_cast<char>(0x80));  // unsigned order via signed compares
  auto at_least = [&](__m128i v, int lowest) {                  // v >= lowest, unsigned
    return _mm_cmpgt_epi8(_mm_xor_si128(v, bias), _mm_set1_epi8(static_cast<char>((lowest - 1) ^ 0x80)));
  };
  auto at_most = [&](__m128i v, int highest) {  // v <= highest, unsigned
    return _mm_cmplt_epi8(_mm_xor_si128(v, bias), _mm_set1_epi8(static_cast<char>((highest + 1) ^ 0x80)));
  };
  auto equal = [](__m128i v, int value) { return _mm_cmpeq_epi8(v, _mm_set1_epi8(static_cast<char>(value))); };
  __m128i previous = _mm_setzero_si128();
  __m128i error = _mm_setzero_si128();
  auto check = [&](__m128i v) {
    // The bytes 1, 2 and 3 places before each byte, across the block boundary.
    const __m128i before1 = _mm_or_si128(_mm_slli_si128(v, 1), _mm_srli_si128(previous, 15));
    const __m128i before2 = _mm_or_si128(_mm_slli_si128(v, 2), _mm_srli_si128(previous, 14));
    const __m128i before3 = _mm_or_si128(_mm_slli_si128(v, 3), _mm_srli_si128(previous, 13));
    const __m128i expected =
        _mm_or_si128(_mm_or_si128(at_least(before1, 0xC0), at_least(before2, 0xE0)), at_least(before3, 0xF0));
    const __m128i continuation = _mm_and_si128(at_least(v, 0x80), at_most(v, 0xBF));
    __m128i bad = _mm_xor_si128(expected, continuation);
    bad = _mm_or_si128(bad, _mm_or_si128(equal(_mm_and_si128(v, _mm_set1_epi8(static_cast<char>(0xFE))), 0xC0),
                                         at_least(v, 0xF5)));
    bad = _mm_or_si128(bad, _mm_and_si128(equal(before1, 0xE0), at_most(v, 0x9F)));
    bad = _mm_or_si128(bad, _mm_and_si128(equal(before1, 0xED), at_least(v, 0xA0)));
    bad = _mm_or_si128(bad, _mm_and_si128(equal(before1, 0xF0), at_most(v, 0x8F)));
    bad = _mm_or_si128(bad, _mm_and_si128(equal(before1, 0xF4), at_least(v, 0x90)));
    error = _mm_or_si128(error, bad);
    previous = v;
  };
  const char* const end = s + n;
  for (; end - s >= 16; s += 16) check(_mm_loadu_si128(reinterpret_cast<const __m128i*>(s)));
  // The tail, padded with zeros: ASCII, so a sequence cut short shows as an
  // error. Copied with two overlapping loads, not a call to memcpy.
  char block[16] = {};
  const auto left = static_cast<std::size_t>(end - s);
  if (left >= 8) {
    store(block, load<std::uint64_t>(s));
    store(block + left - 8, load<std::uint64_t>(end - 8));
  } else if (left >= 4) {
    store(block, load<std::uint32_t>(s));
    store(block + left - 4, load<std::uint32_t>(end - 4));
  } else {
    for (std::size_t i = 0; i < left; ++i) block[i] = s[i];
  }
  check(_mm_loadu_si128(reinterpret_cast<const __m128i*>(block)));
  if (end - s > 13) check(_mm_setzero_si128());  // a lead in the last 3 bytes still waits
  return _mm_movemask_epi8(error) == 0;
}
#endif

// Whether s[0..n) is well-formed UTF-8.
inline bool utf8_valid(const char* s, std::size_t n) {
#if defined(JSONGEN_HAVE_SSE2)
  return utf8_valid_simd(s, n);
#else
  const char* const end = s + n;
  while (s != end) {
    const int length = utf8_sequence(reinterpret_cast<const unsigned char*>(s), static_cast<std::size_t>(end - s));
    if (length < 0) return false;
    s += length;
  }
  return true;
#endif
}

// Escapes s[0..end) at d; with Validate, bytes from 0x80 up stop the scan too.
// At the first one, the rest of the string is checked for UTF-8 in one SIMD
// pass: when it is valid (the usual case) the rest is escaped without
// stopping at them; only ill-formed text takes the byte-exact path.
template <class W, bool Validate>
JSONGEN_NOINLINE char* escape_rest(W& w, char* d, const char* s, const char* end, std::size_t after) {
  // Ill-formed text is checked once: checking the rest again at each later
  // byte from 0x80 up would take quadratic time.
  bool ill_formed = false;
  auto rest_valid = [&] {
    if (ill_formed || static_cast<unsigned char>(*s) < 0x80) return false;
    ill_formed = !utf8_valid(s, static_cast<std::size_t>(end - s));
    return !ill_formed;
  };
  // Whole blocks: the 16-byte store stays within the string's own n bytes.
  while (end - s >= 16) {
    const unsigned i = copy16_find_special<Validate>(d, s);
    s += i;
    d += i;
    if (i == 16) continue;
    if (Validate && rest_valid()) return escape_rest<W, false>(w, d, s, end, after);
    d = write_special(w, d, s, end, 1 + after);
  }
  while (s != end) {
    const std::size_t copied = copy_short<Validate>(d, s, static_cast<std::size_t>(end - s));
    s += copied;
    d += copied;
    if (s == end) break;
    if (Validate && rest_valid()) return escape_rest<W, false>(w, d, s, end, after);
    d = write_special(w, d, s, end, 1 + after);
  }
  *d++ = '"';
  return d;
}

// Everything but the common short string.
template <class W>
inline char* write_string_general(W& w, char* d, const char* s, std::size_t n, std::size_t after) {
  *d++ = '"';
  return escape_rest<W, validates_utf8<W>>(w, d, s, s + n, after);
}

// Writes s[0..n) quoted at d and returns the end. The caller has made room
// for n + 2 bytes plus `after`, the bytes it will write next without checking;
// escapes and replacements grow the buffer themselves, keeping that promise.
// Short strings with nothing to escape, the most common kind, stay inline.
template <class W>
JSONGEN_ALWAYS_INLINE char* write_string_at(W& w, char* d, const char* s, std::size_t n, std::size_t after) {
  if (n < 16) {
    if (JSONGEN_LIKELY(copy_short<validates_utf8<W>>(d + 1, s, n) == n)) {
      d[0] = '"';
      d[n + 1] = '"';
      return d + n + 2;
    }
  }
  return write_string_general(w, d, s, n, after);
}

template <class W>
inline char* write_string_simd(W& w, char* p, const char* s, std::size_t n) {
  return write_string_at(w, w.reserve(p, n + 2), s, n, 0);
}

#else

// Without SIMD: the portable loop, with the same contract as above.
template <class W>
inline char* write_string_at(W& w, char* d, const char* s, std::size_t n, std::size_t after) {
  *d++ = '"';
  const char* const end = s + n;
  while (s != end) {
    const auto c = static_cast<unsigned char>(*s);
    if (kEscapes.kind[c] != 0 || (validates_utf8<W> && c >= 0x80)) {
      d = write_special(w, d, s, end, 1 + after);
    } else {
      *d++ = *s++;
    }
  }
  *d++ = '"';
  return d;
}

#endif

}  // namespace detail

// Writes s[0..n) at p as a quoted, escaped JSON string; returns the end.
template <class W>
inline char* write_string(W& w, char* p, const char* s, std::size_t n) {
#if defined(JSONGEN_HAVE_SSE2) || defined(JSONGEN_HAVE_NEON)
  return detail::write_string_simd(w, p, s, n);
#else
  return detail::write_string_at(w, w.reserve(p, n + 2), s, n, 0);
#endif
}

}  // namespace jsongen
