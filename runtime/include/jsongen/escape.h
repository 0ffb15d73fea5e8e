// JSON strings: '"', '\\' and every byte below 0x20 are escaped (short forms
// \b \f \n \r \t, else \u00XX, in upper case with the uppercase_hex option),
// and UTF-8 is checked in the same pass as the writer's utf8_policy asks
// (error, replace with U+FFFD, or pass through). With escape_line_separators,
// U+2028 and U+2029 (E2 80 A8, E2 80 A9) become \u2028 and \u2029: every
// escaper then stops at each byte E2 and looks at the next two in scalar code
// (write_special); without the option none of that is compiled.
//
// The SIMD escapers copy 16 bytes at a time and look, in the same block, for
// a byte that needs attention (an escape, or with validation any byte from
// 0x80 up but two-byte characters); only those bytes leave the fast path.
// That is the SSE2 escaper here; on x86 (g++, clang) processors with SSSE3 or
// AVX2 take the escapers of escape_x86.h instead, and ARM with NEON that of
// escape_neon.h, whose UTF-8 checks never leave the block loop. The portable
// escaper walks byte by byte. All of them produce the same bytes and errors
// (the tests compare them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "config.h"
#include "error.h"
#include "options.h"
#include "text_hint.h"
#include "utf8.h"

#if defined(JSONGEN_HAVE_SSE2)
#include <emmintrin.h>
#endif

namespace jsongen {
namespace detail {

// A string's text, and how many bytes from its start may be read (at least
// its size).
struct text_span {
  const char* data;
  std::size_t size;
  std::size_t readable;
};

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
inline constexpr char kUpperHexDigits[] = "0123456789ABCDEF";

// Longest escape of one byte: \u00XX. Longest replacement: U+FFFD, 3 bytes.
// (\u2028 replaces 3 bytes with 6: less growth than that.)
inline constexpr std::size_t kMaxEscapeBytes = 6;

template <bool UppercaseHex>
JSONGEN_ALWAYS_INLINE char* write_escape(char* d, unsigned char c) {
  const char(&digits)[17] = UppercaseHex ? kUpperHexDigits : kHexDigits;
  const char kind = kEscapes.kind[c];
  d[0] = '\\';
  d[1] = kind;
  if (kind != 'u') return d + 2;
  d[2] = '0';
  d[3] = '0';
  d[4] = digits[c >> 4];
  d[5] = digits[c & 15];
  return d + 6;
}

// The options of writer W that the escapers read (options.h).
template <class W>
inline constexpr bool validates_utf8 = W::options::utf8 != utf8_policy::pass;
template <class W>
inline constexpr bool escapes_line_separators = W::options::escape_line_separators;

// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR, E2 80 A8 and E2 80 A9:
// valid in JSON strings, but they end a line in JavaScript before ES2019 (a
// script that embeds JSON breaks). E2 only ever leads a sequence, so in any
// text, well-formed or not, these three bytes are one of the two characters.
inline constexpr unsigned char kLineSeparatorLead = 0xE2;
JSONGEN_ALWAYS_INLINE bool line_separator_at(const char* s, const char* end) {
  return end - s >= 3 && static_cast<unsigned char>(s[0]) == kLineSeparatorLead &&
         static_cast<unsigned char>(s[1]) == 0x80 && (static_cast<unsigned char>(s[2]) & 0xFE) == 0xA8;
}
// Whether writer W escapes a line separator at s.
template <class W>
JSONGEN_ALWAYS_INLINE bool escapes_line_separator_at(const char* s, const char* end) {
  if constexpr (escapes_line_separators<W>) {
    return line_separator_at(s, end);
  } else {
    (void)s;
    (void)end;
    return false;
  }
}

// Handles the byte at s that needs attention: an escape, or (when validating)
// the start of a UTF-8 sequence. First makes room for the worst case of it
// plus everything still to come and `tail_room`. Returns the new output end.
// With escape_line_separators, also every byte E2 (the SIMD escapers stop
// at each one): U+2028 or U+2029 is escaped, any other E2 is a lead like the
// others (or, when UTF-8 passes unchecked, a byte copied as it is).
template <class W>
inline char* write_special(W& w, char* d, const char*& s, const char* end, std::size_t tail_room) {
  const auto c = static_cast<unsigned char>(*s);
  d = w.reserve(d, static_cast<std::size_t>(end - s) + kMaxEscapeBytes + tail_room);
  if (c < 0x80) {
    ++s;
    return write_escape<W::options::uppercase_hex>(d, c);
  }
  if constexpr (escapes_line_separators<W>) {
    if (line_separator_at(s, end)) {
      std::memcpy(d, "\\u202", 5);
      d[5] = static_cast<unsigned char>(s[2]) == 0xA8 ? '8' : '9';
      s += 3;
      return d + 6;
    }
    if constexpr (!validates_utf8<W>) {
      *d = *s++;
      return d + 1;
    }
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
    if (s == end || static_cast<unsigned char>(*s) < 0x80 || escapes_line_separator_at<W>(s, end)) break;
  }
  std::memcpy(d, run, static_cast<std::size_t>(s - run));
  return d + (s - run);
}

// Escapes s[0..end) at d byte by byte, without quotes: runs that need
// nothing copied at once, the other bytes through write_special (which makes
// room for them, the rest of the text and `tail_room`). Returns the end.
template <class W>
inline char* escape_bytes(W& w, char* d, const char* s, const char* end, std::size_t tail_room) {
  for (;;) {
    const char* run = s;
    while (s != end) {
      const auto c = static_cast<unsigned char>(*s);
      // Without validation, E2 only for the line separators.
      if (kEscapes.kind[c] != 0 ||
          (validates_utf8<W> ? c >= 0x80 : escapes_line_separators<W> && c == kLineSeparatorLead)) {
        break;
      }
      ++s;
    }
    std::memcpy(d, run, static_cast<std::size_t>(s - run));
    d += s - run;
    if (s == end) return d;
    d = write_special(w, d, s, end, tail_room);
  }
}

// The byte-by-byte escaper: the fallback where there is no SIMD, and the
// reference the tests hold the SIMD one to.
template <class W>
inline char* write_string_portable(W& w, char* d, const char* s, std::size_t n) {
  d = w.reserve(d, n + 2);
  *d++ = '"';
  d = escape_bytes(w, d, s, s + n, 1);
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

JSONGEN_ALWAYS_INLINE std::size_t left_of(const char* s, const char* end) {
  return static_cast<std::size_t>(end - s);
}

// s[0..n) (n < 16) as the low and high 8 bytes of a block, zeros after it,
// without reading past it (the escapers' load_partial; little-endian, as
// every target with a SIMD escaper is).
struct block_words {
  std::uint64_t low = 0, high = 0;
};
JSONGEN_ALWAYS_INLINE block_words partial_words(const char* s, std::size_t n) {
  block_words w;
  if (n >= 8) {
    w.low = load<std::uint64_t>(s);
    if (n > 8) w.high = load<std::uint64_t>(s + n - 8) >> (8 * (16 - n));
  } else if (n >= 4) {
    // The two loads overlap; overlapping bytes are equal, so OR keeps them.
    w.low = load<std::uint32_t>(s) | static_cast<std::uint64_t>(load<std::uint32_t>(s + n - 4)) << (8 * (n - 4));
  } else if (n > 0) {
    const auto byte = [&](std::size_t i) { return static_cast<std::uint64_t>(static_cast<unsigned char>(s[i])) << (8 * i); };
    w.low = byte(0) | byte(n / 2) | byte(n - 1);  // every byte of 1 to 3
  }
  return w;
}

// Room an escaper may need past the end of what it writes: a block store of
// 16 bytes at the last byte of a string.
inline constexpr std::size_t kStringSlack = 16;

// The rest of an escaper's work after the first ill-formed UTF-8 in a
// stretch whose output matches its input (from s, written at d): byte by
// byte, exactly as the portable escaper.
template <class W>
JSONGEN_NOINLINE JSONGEN_COLD char* escape_exact(W& w, char* d, const char* s, const char* end) {
  d = escape_bytes(w, d, s, end, 1 + kStringSlack);
  *d = '"';
  return d + 1;
}

#if defined(JSONGEN_HAVE_SSE2)
// The SSE2 escaper. Bytes of a 16-byte block that need attention, one bit
// each (bit i is byte i): escapes ('"', '\\', bytes below 0x20) and, when
// validating, every byte from 0x80 up except those of well-formed two-byte
// characters (the accented letters of European text, checked without leaving
// the block loop): a lead C2..DF followed by a continuation 80..BF. Longer
// characters and ill-formed bytes are left to the byte-exact path. The block
// is taken to end the text: a two-byte lead in its last byte counts as cut
// short.
using block = __m128i;
JSONGEN_ALWAYS_INLINE block load_block(const char* s) { return _mm_loadu_si128(reinterpret_cast<const __m128i*>(s)); }
JSONGEN_ALWAYS_INLINE void store_block(char* d, block v) { _mm_storeu_si128(reinterpret_cast<__m128i*>(d), v); }

// XOR with 0x02 keeps the bytes below 0x20 below it and maps '"' (0x22) to
// 0x20: one unsigned x <= 0x20 (max(x, 0x20) == 0x20) finds both. With
// SeparatorLeads, the bytes E2 too.
template <bool SeparatorLeads>
JSONGEN_ALWAYS_INLINE __m128i escapes_of(__m128i v) {
  const __m128i limit = _mm_set1_epi8(0x20);
  const __m128i escapes = _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('\\')),
                                       _mm_cmpeq_epi8(_mm_max_epu8(_mm_xor_si128(v, _mm_set1_epi8(0x02)), limit), limit));
  if (!SeparatorLeads) return escapes;
  return _mm_or_si128(escapes, _mm_cmpeq_epi8(v, _mm_set1_epi8(static_cast<char>(kLineSeparatorLead))));
}
// As signed bytes, continuations 80..BF are -128..-65, two-byte leads
// C2..DF are -62..-33, and ASCII is 0..127.
JSONGEN_ALWAYS_INLINE __m128i lead2_of(__m128i v) {
  return _mm_and_si128(_mm_cmpgt_epi8(v, _mm_set1_epi8(-63)), _mm_cmplt_epi8(v, _mm_set1_epi8(-32)));
}

// The block functions below take Separators, the escape_line_separators
// option: then the bytes E2 need attention too. When validating they do
// already (as leads of three-byte characters), so only the others add them.
template <bool Validate, bool Separators>
JSONGEN_ALWAYS_INLINE unsigned block_hits(block v) {
  const __m128i escape = escapes_of<Separators && !Validate>(v);
  if (!Validate) return static_cast<unsigned>(_mm_movemask_epi8(escape));
  const __m128i cont = _mm_cmplt_epi8(v, _mm_set1_epi8(-64));
  const __m128i lead2 = lead2_of(v);
  const __m128i other = _mm_andnot_si128(_mm_or_si128(cont, lead2), v);          // C0, C1, E0..FF (sign bit)
  const __m128i lone_cont = _mm_andnot_si128(_mm_slli_si128(lead2, 1), cont);     // no lead just before
  const __m128i lone_lead = _mm_andnot_si128(_mm_srli_si128(cont, 1), lead2);     // no continuation just after
  return static_cast<unsigned>(
      _mm_movemask_epi8(_mm_or_si128(_mm_or_si128(escape, other), _mm_or_si128(lone_cont, lone_lead))));
}
JSONGEN_ALWAYS_INLINE unsigned lead2_bits(block v) { return static_cast<unsigned>(_mm_movemask_epi8(lead2_of(v))); }

// block_hits for a block whose first `n` bytes (n < 16) end the text and
// whose other bytes are not part of it.
template <bool Validate, bool Separators>
JSONGEN_ALWAYS_INLINE unsigned block_hits_first(block v, std::size_t n) {
  const unsigned valid = (1u << n) - 1;
  unsigned hits = block_hits<Validate, Separators>(v) & valid;
  // A lead in the last byte is cut short (whatever follows it in memory).
  if (Validate) hits |= lead2_bits(v) & valid & ~(valid >> 1);
  return hits;
}

// Loaded at an offset: `n` bytes of 0xFF then zeros (n up to 32).
alignas(64) inline constexpr std::uint8_t kFirstBytes[64] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};

// Whether a string of n < 16 bytes, the first of block v, needs the escaper
// out of line (non-zero): an escape, or when validating anything but plain
// ASCII and well-formed two-byte characters. Only whether, not where: that
// escaper starts from the beginning. Past the text the bytes count as zeros,
// so a lead in its last byte has no continuation after it.
template <bool Validate, bool Separators>
JSONGEN_ALWAYS_INLINE unsigned short_hits(block v, std::size_t n) {
  if (!Validate) return static_cast<unsigned>(_mm_movemask_epi8(escapes_of<Separators>(v))) & ((1u << n) - 1);
  const __m128i keep = _mm_loadu_si128(reinterpret_cast<const __m128i*>(kFirstBytes + 32 - n));
  const __m128i escape = _mm_and_si128(escapes_of<false>(v), keep);
  const __m128i text = _mm_and_si128(v, keep);
  const __m128i cont = _mm_cmplt_epi8(text, _mm_set1_epi8(-64));
  const __m128i lead2 = lead2_of(text);
  const __m128i unpaired = _mm_xor_si128(cont, _mm_slli_si128(lead2, 1));  // a continuation not after a lead, or none after one
  const __m128i other = _mm_andnot_si128(_mm_or_si128(cont, lead2), text);  // sign bit: from 0x80 up, neither
  return static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(escape, other), unpaired)));
}

// The bytes of a 16-byte vector that need attention, one bit each: escapes
// and, when validating, every byte from 0x80 up. The short strings and tails
// that may not be read past their end (under 16 bytes) are checked with two
// overlapping loads put into one vector.
template <bool Validate, bool Separators>
JSONGEN_ALWAYS_INLINE unsigned special_mask(block v) {
  const __m128i escape = escapes_of<Separators && !Validate>(v);
  return static_cast<unsigned>(_mm_movemask_epi8(Validate ? _mm_or_si128(escape, v) : escape));
}

JSONGEN_ALWAYS_INLINE __m128i vector_of(std::uint64_t low, std::uint64_t high) {
  return _mm_set_epi64x(static_cast<long long>(high), static_cast<long long>(low));
}

// Copies the first bytes of s[0..n) (n < 16) up to the first one that needs
// attention, and returns how many it copied (n when none does). It may store
// bytes past that point, which the caller then overwrites.
template <bool Validate, bool Separators>
JSONGEN_ALWAYS_INLINE std::size_t copy_short(char* d, const char* s, std::size_t n) {
  if (n >= 8) {
    const auto a = load<std::uint64_t>(s), b = load<std::uint64_t>(s + n - 8);
    const unsigned mask = special_mask<Validate, Separators>(vector_of(a, b));
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
    const unsigned mask = special_mask<Validate, Separators>(vector_of(ab, ab)) & 0xFF;
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
  if (JSONGEN_LIKELY((special_mask<Validate, Separators>(vector_of(twice, twice)) == 0))) {
    d[0] = static_cast<char>(first);
    d[n / 2] = static_cast<char>(middle);
    d[n - 1] = static_cast<char>(last);
    return n;
  }
  std::size_t i = 0;
  while (i < n && kEscapes.kind[static_cast<unsigned char>(s[i])] == 0 &&
         !(Validate && static_cast<unsigned char>(s[i]) >= 0x80) &&
         !(Separators && static_cast<unsigned char>(s[i]) == kLineSeparatorLead)) {
    d[i] = s[i];
    ++i;
  }
  return i;
}

// Everything but the common short string: blocks of 16, then the tail.
// Whether s[0..n) is well-formed UTF-8, 16 bytes at a time with SSE2 only.
// Each byte is classified with comparisons; a byte must be a continuation
// (80..BF) exactly when a lead byte 1, 2 or 3 places before asks for one
// (C2..DF, E0..EF, F0..F4 ask for 1, 2, 3), the bytes C0, C1, F5..FF never
// appear, and the second byte after E0, ED, F0 and F4 keeps to its narrower
// range (no overlong forms, surrogates, or values above U+10FFFF).
JSONGEN_NOINLINE inline bool utf8_valid_simd(const char* s, std::size_t n) {
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

// Copies the `length` (1 to 4) bytes of one UTF-8 sequence.
JSONGEN_ALWAYS_INLINE void copy_sequence(char* d, const char* s, const char* end, int length) {
  if (end - s >= 4) {
    store(d, load<std::uint32_t>(s));  // the caller has room for all of s..end
  } else {
    for (int k = 0; k < length; ++k) d[k] = s[k];
  }
}

// Escapes s[0..end) at d and closes the quote. Bytes up to `readable` may be
// read (past `end` when the string's own memory goes on, as std::string's
// does). The caller has made room for (end - s) + 1 + kStringSlack bytes;
// escapes and replacements grow the buffer themselves, keeping that promise.
//
// Blocks of 16 bytes are copied whole, and the loop leaves only at a byte
// that attention() flags. A last block shorter than 16 bytes is loaded whole
// when it may be read past the end, or else as the last 16 bytes of the
// string, stored over output that matches the input byte for byte (no escape
// since), or else (short strings only) with copy_short.
//
// Validation is adaptive (this is the escaper of SSE2 without SSSE3). Two-byte
// characters are checked inside the loop.
// Longer ones (CJK, emoji) are checked one at a time where they are met,
// until they turn out to be dense (eight bytes from 0x80 up in a row, or
// after the fourth, one per 16 bytes); then the rest of the string is
// checked in one SIMD pass and, when valid, escaped without validation.
// Ill-formed text takes the byte-exact path of write_special, and is never
// checked in bulk twice (that would make the time quadratic). Line
// separators, when escaped, leave the loop at their E2 (as every lead from
// E0 up does when validating) for write_special.
template <class W, bool Validate>
JSONGEN_NOINLINE char* escape_rest(W& w, char* d, const char* s, const char* end, const char* readable) {
  constexpr bool separators = escapes_line_separators<W>;
  const std::size_t tail_room = 1 + kStringSlack;
  const char* const start = s;
  const char* verbatim = s;  // the output since here matches the input byte for byte
  std::size_t sequences = 0;
  bool bulk_checked = false;
  for (;;) {
    const auto left = static_cast<std::size_t>(end - s);
    if (left >= 16) {
      const block v = load_block(s);
      store_block(d, v);
      // Plain ASCII first: in text that has no other bytes (most of it,
      // outside the strings that have many) this saves the two-byte check.
      if (Validate && JSONGEN_LIKELY((special_mask<true, separators>(v) == 0))) {
        s += 16;
        d += 16;
        continue;
      }
      const unsigned hits = block_hits<Validate, separators>(v);
      // A two-byte lead in the last byte waits for the next block, which
      // then starts with it (so do other bytes there that need attention).
      const unsigned judged = Validate ? hits & 0x7FFF : hits;
      if (JSONGEN_LIKELY(judged == 0)) {
        const std::size_t step = 16 - (hits >> 15);
        s += step;
        d += step;
        continue;
      }
      const unsigned i = count_trailing_zeros(judged);
      s += i;
      d += i;
    } else if (left == 0) {
      break;
    } else {
      unsigned hits, skip = 0;  // skip: bytes of the block before s
      if (readable - s >= 16) {
        const block v = load_block(s);
        store_block(d, v);
        hits = block_hits_first<Validate, separators>(v, left);
      } else if (static_cast<std::size_t>(s - verbatim) >= 16 - left) {
        skip = static_cast<unsigned>(16 - left);
        const block v = load_block(end - 16);
        store_block(d - skip, v);
        hits = block_hits<Validate, separators>(v) & (0xFFFFu << skip & 0xFFFF);
      } else {
        const std::size_t copied = copy_short<Validate, separators>(d, s, left);
        hits = copied == left ? 0 : 1u << copied;
      }
      if (JSONGEN_LIKELY(hits == 0)) {
        d += left;
        s = end;
        break;
      }
      const unsigned i = count_trailing_zeros(hits) - skip;
      s += i;
      d += i;
    }
    // s < end is a byte the loop cannot copy as it is.
    if (Validate && static_cast<unsigned char>(*s) >= 0x80 && !escapes_line_separator_at<W>(s, end)) {
      const int length = utf8_sequence(reinterpret_cast<const unsigned char*>(s), left_of(s, end));
      if (length > 0) {
        ++sequences;
        const bool dense =
            (end - s >= 8 && (load<std::uint64_t>(s) & 0x8080808080808080ull) == 0x8080808080808080ull) ||
            (sequences >= 4 && sequences * 16 >= static_cast<std::size_t>(s - start));
        if (dense && !bulk_checked) {
          bulk_checked = true;
          if (utf8_valid_simd(s, left_of(s, end))) return escape_rest<W, false>(w, d, s, end, readable);
        }
        copy_sequence(d, s, end, length);
        s += length;
        d += length;
        continue;
      }
    }
    d = write_special(w, d, s, end, tail_room);
    verbatim = s;
  }
  *d++ = '"';
  return d;
}
#endif  // JSONGEN_HAVE_SSE2

}  // namespace detail
}  // namespace jsongen

#if defined(JSONGEN_HAVE_NEON)
#include "escape_neon.h"
#endif

#if defined(JSONGEN_HAVE_X86_LEVELS)
#include "escape_x86.h"
#endif

namespace jsongen {
namespace detail {

#if defined(JSONGEN_HAVE_X86_LEVELS)
// The escaper for this processor: AVX2, SSSE3 or SSE2, one predicted branch
// (none when the compiler targets AVX2).
template <class W, bool Validate>
JSONGEN_NOINLINE char* escape_rest_dispatch(W& w, char* d, const char* s, const char* end, const char* readable) {
  const int level = simd_level_so_far();
  if (JSONGEN_LIKELY(level == simd_avx2)) return avx2::escape_rest<W, Validate>(w, d, s, end, readable);
  if (JSONGEN_UNLIKELY(level < 0)) {
    detect_and_keep_simd_level();
    return escape_rest_dispatch<W, Validate>(w, d, s, end, readable);
  }
#if defined(__SSSE3__)
  return ssse3::escape_rest<W, Validate>(w, d, s, end, readable);
#else
  if (level == simd_ssse3) return ssse3::escape_rest<W, Validate>(w, d, s, end, readable);
  return escape_rest<W, Validate>(w, d, s, end, readable);
#endif
}
#if defined(__AVX2__)
inline constexpr int kDefaultLevel = simd_avx2;
#else
inline constexpr int kDefaultLevel = simd_dispatch;
#endif

template <class W, bool Validate, int Level>
JSONGEN_ALWAYS_INLINE char* escape_rest_at(W& w, char* d, const char* s, const char* end, const char* readable) {
  if constexpr (Level == simd_avx2) {
    return avx2::escape_rest<W, Validate>(w, d, s, end, readable);
  } else if constexpr (Level == simd_ssse3) {
    return ssse3::escape_rest<W, Validate>(w, d, s, end, readable);
  } else if constexpr (Level == simd_sse2) {
    return escape_rest<W, Validate>(w, d, s, end, readable);
  } else {
    return escape_rest_dispatch<W, Validate>(w, d, s, end, readable);
  }
}

// escape_rest_at for a string field with its hint, when validating: the
// AVX2 escaper skips the check while the field has held only ASCII. (Not the
// SSSE3 one, for processors from before 2013: its instance cost the CITM and
// Twitter unit of benchmarks/compile_cost 1.4% more compiler instructions.
// The SSE2 one checks ASCII blocks at about the same cost already.) Out of
// line, so that a field's code is one call; every path from here is a jump.
template <class W, int Level>
JSONGEN_NOINLINE char* escape_rest_hinted(W& w, char* d, const char* s, const char* end, const char* readable,
                                          text_hint& hint) {
  const int level = Level == simd_dispatch ? simd_level_so_far() : Level;
  if (JSONGEN_LIKELY(level == simd_avx2)) {
    if (hint.ascii_so_far()) return avx2::escape_rest_ascii<W>(w, d, s, end, readable, hint);
    return avx2::escape_rest<W, true>(w, d, s, end, readable);
  }
  if (JSONGEN_UNLIKELY(level < 0)) {
    detect_and_keep_simd_level();
    return escape_rest_hinted<W, Level>(w, d, s, end, readable, hint);
  }
  if (level == simd_ssse3) return ssse3::escape_rest<W, true>(w, d, s, end, readable);
  return escape_rest<W, true>(w, d, s, end, readable);
}
// Whether escape_rest_hinted reads and sets the hints (tests).
inline bool text_hints_in_use() { return simd_level() == simd_avx2; }
#else
inline constexpr int kDefaultLevel = 0;
inline bool text_hints_in_use() { return false; }
template <class W, bool Validate, int Level>
JSONGEN_ALWAYS_INLINE char* escape_rest_at(W& w, char* d, const char* s, const char* end, const char* readable) {
  return escape_rest<W, Validate>(w, d, s, end, readable);
}
template <class W, int Level>
JSONGEN_ALWAYS_INLINE char* escape_rest_hinted(W& w, char* d, const char* s, const char* end, const char* readable,
                                               text_hint&) {
  return escape_rest<W, true>(w, d, s, end, readable);
}
#endif

// Writes s[0..n) quoted at d and returns the end; bytes up to s + readable
// may be read (readable >= n). The caller has made room for
// n + 2 + kStringSlack bytes. Short strings with nothing to escape, the most
// common kind, stay inline: one block when they may be read past their end.
// With a field's text_hint, longer ones skip the UTF-8 check (AVX2 escaper)
// while that field has held only ASCII.
template <class W, int Level = kDefaultLevel>
JSONGEN_ALWAYS_INLINE char* write_string_at(W& w, char* d, const char* s, std::size_t n, std::size_t readable,
                                            text_hint* hint = nullptr) {
  constexpr bool validate = validates_utf8<W>;
  constexpr bool separators = escapes_line_separators<W>;
  d[0] = '"';
  if (n < 16) {
    if (readable >= 16) {
      const block v = load_block(s);
      store_block(d + 1, v);
      if (JSONGEN_LIKELY((short_hits<validate, separators>(v, n) == 0))) {
        d[n + 1] = '"';
        return d + n + 2;
      }
    } else if (JSONGEN_LIKELY((copy_short<validate, separators>(d + 1, s, n) == n))) {
      d[n + 1] = '"';
      return d + n + 2;
    }
  }
  if (validate && hint != nullptr) return escape_rest_hinted<W, Level>(w, d + 1, s, s + n, s + readable, *hint);
  return escape_rest_at<W, validate, Level>(w, d + 1, s, s + n, s + readable);
}

#if defined(JSONGEN_HAVE_X86_LEVELS)
// write_string with the escaper of one instruction set, and a field's hint
// if given (tests).
template <int Level, class W>
inline char* write_string_level(W& w, char* p, const char* s, std::size_t n, std::size_t readable,
                                text_hint* hint = nullptr) {
  return write_string_at<W, Level>(w, w.reserve(p, n + 2 + kStringSlack), s, n, readable, hint);
}
#endif

#else

// Without SIMD: the portable loop, with the same contract as above.
inline constexpr std::size_t kStringSlack = 0;
inline bool text_hints_in_use() { return false; }

template <class W>
inline char* write_string_at(W& w, char* d, const char* s, std::size_t n, std::size_t /*readable*/,
                             text_hint* /*hint*/ = nullptr) {
  *d++ = '"';
  d = escape_bytes(w, d, s, s + n, 1);
  *d++ = '"';
  return d;
}

#endif

}  // namespace detail

// Writes s[0..n) at p as a quoted, escaped JSON string; returns the end.
// `readable` (at least n) is how many bytes from s may be read: std::string
// owns capacity() + 1, and the escaper reads whole blocks within that.
template <class W>
inline char* write_string(W& w, char* p, const char* s, std::size_t n, std::size_t readable) {
  return detail::write_string_at(w, w.reserve(p, n + 2 + detail::kStringSlack), s, n, readable);
}
template <class W>
inline char* write_string(W& w, char* p, const char* s, std::size_t n) {
  return write_string(w, p, s, n, n);
}

}  // namespace jsongen
