// The NEON escaper: AArch64, and 32-bit ARM with NEON (-mfpu=neon, Android
// armeabi-v7a), little-endian (config.h). Included by escape.h, after the
// pieces that every SIMD escaper shares (escape_exact, write_special,
// kStringSlack); it gives write_string_at (escape.h) its block type, the
// short-string checks and escape_rest.
//
// A string is copied in stretches that end at a byte to escape, 16 bytes at
// a time. The UTF-8 check is fused into the copy: each block's errors are
// found by three 16-entry table lookups on nibbles (vqtbl1q_u8 on AArch64,
// two vtbl2_u8 on 32-bit ARM) after Keiser & Lemire, "Validating UTF-8 in
// less than one instruction per byte" (Software: Practice and Experience,
// 2021), with the bytes before each byte taken from the block before by
// vextq_u8; they are ORed into an accumulator that is tested once, at the
// end of the stretch. A stretch starts at the string's first byte or just
// after an escape (an ASCII byte), so the bytes before it count as ASCII. A
// string found ill-formed is written again from the start of the stretch
// that had the error by the byte-exact path (escape_exact), so output, error
// and U+FFFD replacements are exactly the portable escaper's.
#pragma once

#include <arm_neon.h>

#include <cstddef>
#include <cstdint>

#include "config.h"

namespace jsongen {
namespace detail {

using block = uint8x16_t;
JSONGEN_ALWAYS_INLINE block load_block(const char* s) { return vld1q_u8(reinterpret_cast<const std::uint8_t*>(s)); }
JSONGEN_ALWAYS_INLINE void store_block(char* d, block v) { vst1q_u8(reinterpret_cast<std::uint8_t*>(d), v); }

namespace neon {

// The classes of ill-formed UTF-8 that a pair of bytes shows, one bit each,
// as three tables indexed by the first byte's high nibble, its low nibble
// and the second byte's high nibble: a class matches a pair exactly when
// its bit is set in all three lookups. Each class is given as three sets of
// nibble values (bit k: nibble k).
struct utf8_tables {
  std::uint8_t first_high[16];
  std::uint8_t first_low[16];
  std::uint8_t second_high[16];

  static constexpr unsigned nibbles(int from, int to) { return ((2u << to) - 1) & ~((1u << from) - 1); }
  static constexpr unsigned kAny = 0xFFFF;
  // The second-to-fourth byte of a sequence has the class "two continuations
  // in a row" (error unless a lead two or three bytes back asks for it).
  static constexpr std::uint8_t kContinuations = 0x80;

  constexpr void set(std::uint8_t (&table)[16], unsigned members, std::uint8_t bit) {
    for (int k = 0; k < 16; ++k) {
      if (members >> k & 1) table[k] = static_cast<std::uint8_t>(table[k] | bit);
    }
  }
  constexpr void add(std::uint8_t bit, unsigned high, unsigned low, unsigned next) {
    set(first_high, high, bit);
    set(first_low, low, bit);
    set(second_high, next, bit);
  }
  constexpr utf8_tables() : first_high(), first_low(), second_high() {
    const unsigned ascii = nibbles(0x0, 0x7), continuation = nibbles(0x8, 0xB), lead = nibbles(0xC, 0xF);
    add(0x01, lead, kAny, ascii | lead);                                 // a lead without a continuation
    add(0x02, ascii, kAny, continuation);                                // a continuation after ASCII
    add(0x04, nibbles(0xC, 0xC), nibbles(0x0, 0x1), continuation);       // C0, C1: overlong
    add(0x08, nibbles(0xE, 0xE), nibbles(0x0, 0x0), nibbles(0x8, 0x9));  // E0 80..9F: overlong
    add(0x10, nibbles(0xE, 0xE), nibbles(0xD, 0xD), nibbles(0xA, 0xB));  // ED A0..BF: surrogates
    // F0 80..8F overlong, F5..FF 80..8F above U+10FFFF; F4..FF 90..BF above it.
    add(0x20, nibbles(0xF, 0xF), nibbles(0x0, 0x0) | nibbles(0x5, 0xF), nibbles(0x8, 0x8));
    add(0x40, nibbles(0xF, 0xF), nibbles(0x4, 0xF), nibbles(0x9, 0xB));
    add(kContinuations, continuation, kAny, continuation);
  }
};
inline constexpr utf8_tables kTables{};

// 16 bytes of 0xFF then 16 zeros: loaded at 16 - n, the first n bytes.
inline constexpr std::uint8_t kFirst[32] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                            0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
// The largest byte each position may hold when the text ends with the
// block: a lead in the last three bytes would wait for bytes past the end.
inline constexpr std::uint8_t kEndLimits[16] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                                0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xEF, 0xDF, 0xBF};
// Loaded at k (1 to 15), lookup indexes that move a block's bytes 16 - k
// places up, zeros shifted in (an index of 0x80 reads as zero).
struct shift_table {
  std::uint8_t index[32];
  constexpr shift_table() : index() {
    for (int x = 0; x < 32; ++x) index[x] = static_cast<std::uint8_t>(x >= 16 ? x - 16 : 0x80);
  }
};
inline constexpr shift_table kShift{};

JSONGEN_ALWAYS_INLINE uint8x16_t load16(const std::uint8_t* p) { return vld1q_u8(p); }

// table[index] per byte; 0 where index > 15.
JSONGEN_ALWAYS_INLINE uint8x16_t lookup(uint8x16_t table, uint8x16_t index) {
#if defined(__aarch64__)
  return vqtbl1q_u8(table, index);
#else
  uint8x8x2_t halves;
  halves.val[0] = vget_low_u8(table);
  halves.val[1] = vget_high_u8(table);
  return vcombine_u8(vtbl2_u8(halves, vget_low_u8(index)), vtbl2_u8(halves, vget_high_u8(index)));
#endif
}

// Four bits per byte of a comparison result (all ones or zeros), byte i in
// bits 4i to 4i + 3: a narrowing shift, cheaper than a movemask of one bit
// per byte on NEON.
JSONGEN_ALWAYS_INLINE std::uint64_t nibble_mask(uint8x16_t hits) {
  return vget_lane_u64(vreinterpret_u64_u8(vshrn_n_u16(vreinterpretq_u16_u8(hits), 4)), 0);
}
// The first byte set in a nibble_mask (non-zero).
JSONGEN_ALWAYS_INLINE std::size_t first_set(std::uint64_t mask) { return count_trailing_zeros(mask) / 4; }
// The nibble_mask bits of the first n bytes (n up to 16).
JSONGEN_ALWAYS_INLINE std::uint64_t first_nibbles(std::size_t n) {
  return n >= 16 ? ~std::uint64_t{0} : (std::uint64_t{1} << (4 * n)) - 1;
}

// Whether any bit of v is set.
JSONGEN_ALWAYS_INLINE bool any(uint8x16_t v) {
#if defined(__aarch64__)
  return vmaxvq_u32(vreinterpretq_u32_u8(v)) != 0;
#else
  return vget_lane_u64(vreinterpret_u64_u8(vorr_u8(vget_low_u8(v), vget_high_u8(v))), 0) != 0;
#endif
}

// The bytes to escape: '"', '\\' and those below 0x20. XOR with 0x02 keeps
// the bytes below 0x20 below it and maps '"' (0x22) to 0x20. With
// Separators (the escape_line_separators option), the bytes E2 too, for
// write_special to look at the two after them.
template <bool Separators>
JSONGEN_ALWAYS_INLINE uint8x16_t escapes(uint8x16_t v) {
  const uint8x16_t found =
      vorrq_u8(vceqq_u8(v, vdupq_n_u8('\\')), vcleq_u8(veorq_u8(v, vdupq_n_u8(0x02)), vdupq_n_u8(0x20)));
  if (!Separators) return found;
  return vorrq_u8(found, vceqq_u8(v, vdupq_n_u8(kLineSeparatorLead)));
}
// Those and, as signed bytes below 0x21 after the XOR, every byte from 0x80
// up.
JSONGEN_ALWAYS_INLINE uint8x16_t escapes_or_high(uint8x16_t v) {
  const int8x16_t flipped = vreinterpretq_s8_u8(veorq_u8(v, vdupq_n_u8(0x02)));
  return vorrq_u8(vceqq_u8(v, vdupq_n_u8('\\')), vcltq_s8(flipped, vdupq_n_s8(0x21)));
}

// The lookup tables, in registers for the length of a stretch.
struct tables {
  uint8x16_t first_high = load16(kTables.first_high);
  uint8x16_t first_low = load16(kTables.first_low);
  uint8x16_t second_high = load16(kTables.second_high);
};

// Non-zero bytes where block v is not well-formed UTF-8, `before` being the
// 16 bytes just before it: the pair (byte before, byte) in the tables, and
// the two-continuations class matched against a lead two or three places
// back (E0 and up, F0 and up) that asks for it. A lead that waits for bytes
// after the block is not seen here (cut_short is).
JSONGEN_ALWAYS_INLINE uint8x16_t utf8_errors(const tables& t, uint8x16_t before, uint8x16_t v) {
  const uint8x16_t before1 = vextq_u8(before, v, 15);
  const uint8x16_t before2 = vextq_u8(before, v, 14);
  const uint8x16_t before3 = vextq_u8(before, v, 13);
  const uint8x16_t pair = vandq_u8(vandq_u8(lookup(t.first_high, vshrq_n_u8(before1, 4)),
                                            lookup(t.first_low, vandq_u8(before1, vdupq_n_u8(0x0F)))),
                                   lookup(t.second_high, vshrq_n_u8(v, 4)));
  const uint8x16_t asked = vorrq_u8(vcgeq_u8(before2, vdupq_n_u8(0xE0)), vcgeq_u8(before3, vdupq_n_u8(0xF0)));
  return veorq_u8(pair, vandq_u8(asked, vdupq_n_u8(utf8_tables::kContinuations)));
}

// For a block that ends the text: a lead in its last three bytes that needs
// more bytes than are left.
JSONGEN_ALWAYS_INLINE uint8x16_t cut_short(uint8x16_t v) { return vqsubq_u8(v, load16(kEndLimits)); }

// s[0..n) (n < 16) in a vector, zeros after it, without reading past it.
JSONGEN_ALWAYS_INLINE uint8x16_t load_partial(const char* s, std::size_t n) {
  const block_words w = partial_words(s, n);
  return vcombine_u8(vcreate_u8(w.low), vcreate_u8(w.high));
}

// Goes over a stretch s[0..n): with Copy, copies it to d up to its first
// byte to escape (escapes<Separators>) and returns where that is (n: none); with Validate, ORs
// its UTF-8 errors into `errors` (whole blocks, so possibly some past that
// byte, which are errors of the text all the same). Bytes up to `readable`
// may be read. A stretch over 16 bytes is read in whole blocks, the last
// one ending at its end and overlapping the one before (whose output
// matches its input, and which had no byte to escape).
template <bool Copy, bool Validate, bool Separators>
JSONGEN_ALWAYS_INLINE std::size_t stretch(char* d, const char* s, std::size_t n, const char* readable,
                                          uint8x16_t& errors) {
  const tables t;
  if (n <= 16) {
    const uint8x16_t v = readable - s >= 16 ? load_block(s) : load_partial(s, n);
    if (Validate) {
      const uint8x16_t text = vandq_u8(v, load16(kFirst + 16 - n));
      errors = vorrq_u8(errors, vorrq_u8(utf8_errors(t, vdupq_n_u8(0), text), cut_short(text)));
    }
    if (!Copy) return n;
    store_block(d, v);
    const std::uint64_t hits = nibble_mask(escapes<Separators>(v)) & first_nibbles(n);
    return JSONGEN_LIKELY(hits == 0) ? n : first_set(hits);
  }
  const std::size_t last = n - 16;  // where the last block starts
  uint8x16_t before = vdupq_n_u8(0);
  std::size_t i = 0;
  do {
    const uint8x16_t v = load_block(s + i);
    if (Validate) {
      errors = vorrq_u8(errors, utf8_errors(t, before, v));
      before = v;
    }
    if (Copy) {
      store_block(d + i, v);
      const std::uint64_t hits = nibble_mask(escapes<Separators>(v));
      if (JSONGEN_UNLIKELY(hits != 0)) return i + first_set(hits);
    }
    i += 16;
  } while (i < last);
  const uint8x16_t v = load_block(s + last);
  if (Validate) {
    // The 16 bytes before the last block: read again, or for a stretch of
    // 17 to 31 bytes taken from the first block (zeros before the text).
    const uint8x16_t previous = last >= 16 ? load_block(s + last - 16) : lookup(before, load16(kShift.index + last));
    errors = vorrq_u8(errors, vorrq_u8(utf8_errors(t, previous, v), cut_short(v)));
  }
  if (!Copy) return n;
  store_block(d + last, v);
  // Its bytes before i were looked at already, and are not to escape.
  const std::uint64_t hits = nibble_mask(escapes<Separators>(v));
  return JSONGEN_LIKELY(hits == 0) ? n : last + first_set(hits);
}

// After the string's first escape (at s): escapes and stretches in turn.
// When validating, the rest of the string is checked once first, in one
// pass; strings with several escapes (HTML in a tweet's "source") would
// otherwise pay for the lookups of every stretch apart.
template <class W, bool Validate>
JSONGEN_NOINLINE char* escape_from(W& w, char* d, const char* s, const char* end, const char* readable) {
  if constexpr (Validate) {
    uint8x16_t errors = vdupq_n_u8(0);
    stretch<false, true, false>(nullptr, s, left_of(s, end), readable, errors);
    if (JSONGEN_UNLIKELY(any(errors))) return escape_exact(w, d, s, end);
    return escape_from<W, false>(w, d, s, end, readable);
  } else {
    const std::size_t tail_room = 1 + kStringSlack;
    uint8x16_t unused = vdupq_n_u8(0);
    do {
      d = write_special(w, d, s, end, tail_room);
      if (s == end) break;
      const std::size_t i =
          stretch<true, false, escapes_line_separators<W>>(d, s, left_of(s, end), readable, unused);
      d += i;
      s += i;
    } while (s != end);
    *d = '"';
    return d + 1;
  }
}

}  // namespace neon

// Whether a string of n < 16 bytes, the first of block v, needs escape_rest
// (non-zero): an escape or, when validating, any byte from 0x80 up (strings
// that have them are checked out of line; E2 among them), else with
// Separators any E2. Only whether, not where.
template <bool Validate, bool Separators>
JSONGEN_ALWAYS_INLINE std::uint64_t short_hits(block v, std::size_t n) {
  return neon::nibble_mask(Validate ? neon::escapes_or_high(v) : neon::escapes<Separators>(v)) &
         neon::first_nibbles(n);
}

// short_hits for a string of n < 16 bytes that may not be read past its
// end; also copies it to d (16 bytes, in the room of kStringSlack).
// Returns n when it needs nothing more, else less.
template <bool Validate, bool Separators>
JSONGEN_ALWAYS_INLINE std::size_t copy_short(char* d, const char* s, std::size_t n) {
  const block v = neon::load_partial(s, n);
  store_block(d, v);
  return short_hits<Validate, Separators>(v, n) == 0 ? n : 0;
}

// Escapes s[0..end) at d and closes the quote; bytes up to `readable` may be
// read. The caller has made room for (end - s) + 1 + kStringSlack bytes.
// The common string, with nothing to escape and well-formed, is copied in
// one stretch, without a call.
template <class W, bool Validate>
JSONGEN_NOINLINE char* escape_rest(W& w, char* d, const char* s, const char* end, const char* readable) {
  const std::size_t n = left_of(s, end);
  uint8x16_t errors = vdupq_n_u8(0);
  const std::size_t i = neon::stretch<true, Validate, escapes_line_separators<W>>(d, s, n, readable, errors);
  if (Validate && JSONGEN_UNLIKELY(neon::any(errors))) return escape_exact(w, d, s, end);
  if (JSONGEN_UNLIKELY(i != n)) return neon::escape_from<W, Validate>(w, d + i, s + i, end, readable);
  d[n] = '"';
  return d + n + 1;
}

}  // namespace detail
}  // namespace jsongen
