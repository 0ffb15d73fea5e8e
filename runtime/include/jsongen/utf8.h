// UTF-8 well-formedness (Unicode Table 3-7), shared by the writer's escapers
// and the reader's string scanners: the byte-exact check of one sequence,
// and the lookup tables of the SIMD checks.
#pragma once

#include <cstddef>
#include <cstdint>

#include "config.h"
#include "require_cxx17.h"

namespace jsongen {
namespace detail {

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

// The classes of ill-formed UTF-8 that show in a pair of bytes, as sets of
// the first byte's high nibble, its low nibble and the second byte's high
// nibble: each class is the product of three sets, so with one bit per class
// in three 16-entry tables, the AND of the three lookups is non-zero exactly
// where a class matches (Keiser & Lemire, section 5).
struct utf8_pair_tables {
  alignas(16) std::uint8_t first_high[16];
  alignas(16) std::uint8_t first_low[16];
  alignas(16) std::uint8_t second_high[16];

  // A class: first byte's high nibble in [h0, h1], low nibble in the set
  // `lows` (bit per nibble), second byte's high nibble in [c0, c1] or [c2, c3].
  constexpr void add(std::uint8_t bit, int h0, int h1, unsigned lows, int c0, int c1, int c2 = 1, int c3 = 0) {
    for (int h = h0; h <= h1; ++h) first_high[h] = static_cast<std::uint8_t>(first_high[h] | bit);
    for (int l = 0; l < 16; ++l) {
      if (lows >> l & 1) first_low[l] = static_cast<std::uint8_t>(first_low[l] | bit);
    }
    for (int c = 0; c < 16; ++c) {
      if ((c >= c0 && c <= c1) || (c >= c2 && c <= c3)) second_high[c] = static_cast<std::uint8_t>(second_high[c] | bit);
    }
  }
  constexpr utf8_pair_tables() : first_high(), first_low(), second_high() {
    constexpr unsigned any = 0xFFFF;
    add(1 << 0, 0xC, 0xF, any, 0x0, 0x7, 0xC, 0xF);   // a lead without its continuation
    add(1 << 1, 0x0, 0x7, any, 0x8, 0xB);              // a continuation after ASCII
    add(1 << 2, 0xC, 0xC, 0x0003, 0x8, 0xB);           // C0, C1: overlong two-byte forms
    add(1 << 3, 0xE, 0xE, 0x0001, 0x8, 0x9);           // E0 80..9F: overlong three-byte forms
    add(1 << 4, 0xE, 0xE, 0x2000, 0xA, 0xB);           // ED A0..BF: surrogates
    add(1 << 5, 0xF, 0xF, 0xFFE1, 0x8, 0x8);           // F0 80..8F overlong; F5..FF 80..8F
    add(1 << 6, 0xF, 0xF, 0xFFF0, 0x9, 0xB);           // F4 90..BF and up: above U+10FFFF
    // Two continuations in a row: an error unless the byte two back starts
    // a three- or four-byte sequence or the one three back a four-byte one;
    // the SIMD checks XOR this bit with that condition.
    add(kTwoContinuations, 0x8, 0xB, any, 0x8, 0xB);
  }
  static constexpr std::uint8_t kTwoContinuations = 0x80;
};
inline constexpr utf8_pair_tables kUtf8Pairs{};

// U+2028 LINE SEPARATOR and U+2029 PARAGRAPH SEPARATOR, E2 80 A8 and E2 80 A9:
// valid in JSON strings, but they end a line in JavaScript before ES2019 (a
// script that embeds JSON breaks); the escape_line_separators option escapes
// them. E2 only ever leads a sequence.
inline constexpr unsigned char kLineSeparatorLead = 0xE2;

// The UTF-8 of code point cp (up to 0x1FFFFF: four bytes) into the sink
// (put(char), append(const char*, n)): the reader's \u escapes, and wide
// text (detail/wide_text.h).
template <class Sink>
JSONGEN_ALWAYS_INLINE void put_utf8(Sink& sink, unsigned long cp) {
  if (cp < 0x80) {
    sink.put(static_cast<char>(cp));
  } else if (cp < 0x800) {
    const char bytes[2] = {static_cast<char>(0xC0 | cp >> 6), static_cast<char>(0x80 | (cp & 0x3F))};
    sink.append(bytes, 2);
  } else if (cp < 0x10000) {
    const char bytes[3] = {static_cast<char>(0xE0 | cp >> 12), static_cast<char>(0x80 | (cp >> 6 & 0x3F)),
                           static_cast<char>(0x80 | (cp & 0x3F))};
    sink.append(bytes, 3);
  } else {
    const char bytes[4] = {static_cast<char>(0xF0 | cp >> 18), static_cast<char>(0x80 | (cp >> 12 & 0x3F)),
                           static_cast<char>(0x80 | (cp >> 6 & 0x3F)), static_cast<char>(0x80 | (cp & 0x3F))};
    sink.append(bytes, 4);
  }
}

}  // namespace detail
}  // namespace jsongen
