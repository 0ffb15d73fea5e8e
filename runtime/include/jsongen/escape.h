// JSON strings: '"', '\\' and every byte below 0x20 are escaped (short forms
// \b \f \n \r \t, else \u00XX, in upper case with the uppercase_hex option),
// and UTF-8 is checked in the same pass as the writer's utf8_policy asks
// (error, replace with U+FFFD, or pass through). With escape_line_separators,
// U+2028 and U+2029 (E2 80 A8, E2 80 A9) become \u2028 and \u2029: every
// escaper then stops at each byte E2 and looks at the next two in scalar code
// (write_special); without the option none of that is compiled.
//
// The SIMD escapers copy a block at a time and look, in the same block, for
// a byte that needs attention; only those bytes leave the fast path. They
// are written once over the block operations of detail/simd/select.h, which
// picks the instruction set: with byte lookups (SSSE3, AVX2, NEON, RVV) the
// UTF-8 check is fused into the copy and never leaves the loop
// (detail/escape_blocks.h); without (SSE2 alone) two-byte characters are
// checked in the loop by comparisons, longer ones apart
// (detail/escape_compare.h). Short strings are checked inline
// (detail/escape_short.h). The portable escaper walks byte by byte. All of
// them produce the same bytes and errors (the tests compare them).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "config.h"
#include "detail/simd/select.h"
#include "error.h"
#include "options.h"
#include "require_cxx17.h"
#include "text_hint.h"
#include "utf8.h"

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
// (\u2028 replaces 3 bytes with 6: less growth than that.) An escape is
// written with an 8-byte store (write_escape): the byte escaped and
// kMaxEscapeBytes more make room for it, as does any tail_room from 1 up.
inline constexpr std::size_t kMaxEscapeBytes = 6;

// For each byte that needs an escape: the escape's text, padded to 8 bytes,
// and its length, so that writing one is a single 8-byte store and an add:
// no branch on its kind, which mixed text mispredicts (the bytes after it
// are written over next).
template <bool UppercaseHex>
struct escape_text_table {
  char text[256][8];
  unsigned char length[256];
  constexpr escape_text_table() : text(), length() {
    const char(&digits)[17] = UppercaseHex ? kUpperHexDigits : kHexDigits;
    for (int c = 0; c < 256; ++c) {
      const char kind = kEscapes.kind[c];
      if (kind == 0) continue;
      text[c][0] = '\\';
      text[c][1] = kind;
      length[c] = 2;
      if (kind == 'u') {
        text[c][2] = '0';
        text[c][3] = '0';
        text[c][4] = digits[c >> 4];
        text[c][5] = digits[c & 15];
        length[c] = 6;
      }
    }
  }
};
template <bool UppercaseHex>
inline constexpr escape_text_table<UppercaseHex> kEscapeTexts{};

// Writes the escape of c (an ASCII byte that needs one) at d, which has
// room for 8 bytes; returns its end.
template <bool UppercaseHex>
JSONGEN_ALWAYS_INLINE char* write_escape(char* d, unsigned char c) {
  std::memcpy(d, kEscapeTexts<UppercaseHex>.text[c], 8);
  return d + kEscapeTexts<UppercaseHex>.length[c];
}

// The options of writer W that the escapers read (options.h).
template <class W>
inline constexpr bool validates_utf8 = W::options::utf8 != utf8_policy::pass;
template <class W>
inline constexpr bool escapes_line_separators = W::options::escape_line_separators;

// U+2028 and U+2029 (kLineSeparatorLead, utf8.h): in any text, well-formed
// or not, these three bytes are one of the two characters.
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

JSONGEN_ALWAYS_INLINE std::size_t left_of(const char* s, const char* end) {
  return static_cast<std::size_t>(end - s);
}

// Room an escaper may need past the end of what it writes: a block store of
// 16 bytes at the last byte of a string.
#if defined(JSONGEN_HAVE_SIMD)
inline constexpr std::size_t kStringSlack = 16;
#else
inline constexpr std::size_t kStringSlack = 0;
#endif

// The rest of an escaper's work after the first ill-formed UTF-8 in a
// stretch whose output matches its input (from s, written at d): byte by
// byte, exactly as the portable escaper.
template <class W>
JSONGEN_NOINLINE JSONGEN_COLD char* escape_exact(W& w, char* d, const char* s, const char* end) {
  d = escape_bytes(w, d, s, end, 1 + kStringSlack);
  *d = '"';
  return d + 1;
}

// The escaper of the portable fallback (detail/simd/select.h):
// escapes s[0..end) at d and closes the quote.
namespace portable {
template <class W, bool Validate>
JSONGEN_ALWAYS_INLINE char* escape_string(W& w, char* d, const char* s, const char* end, const char* /*readable*/) {
  d = escape_bytes(w, d, s, end, 1);
  *d++ = '"';
  return d;
}
template <class W>
char* escape_ascii_string(W& w, char* d, const char* s, const char* end, const char* readable, text_hint& hint);
}  // namespace portable

}  // namespace detail
}  // namespace jsongen

#if defined(JSONGEN_HAVE_SIMD)
#include "detail/escape_short.h"
#endif

// escape_string<W, Validate>(w, d, s, end, readable) for each instruction set:
// escapes s[0..end) at d and closes the quote; bytes up to `readable` may be
// read. The caller has made room for (end - s) + 1 + kStringSlack bytes.
#define JSONGEN_SIMD_ALGORITHM "../escape_blocks.h"
#include "detail/simd/instantiate.h"
#undef JSONGEN_SIMD_ALGORITHM
#define JSONGEN_SIMD_ALGORITHM "../escape_compare.h"
#include "detail/simd/instantiate.h"
#undef JSONGEN_SIMD_ALGORITHM

namespace jsongen {
namespace detail {

// The escaper of instruction set Level (JSONGEN_WITH_ISA). With simd_dispatch, the
// processor's, out of line: a field's code is one call.
template <class W, bool Validate>
JSONGEN_NOINLINE char* escape_rest_dispatch(W& w, char* d, const char* s, const char* end, const char* readable) {
  JSONGEN_WITH_ISA(simd_dispatch, return simd::escape_string<W, Validate>(w, d, s, end, readable););
}
template <class W, bool Validate, int Level>
JSONGEN_ALWAYS_INLINE char* escape_rest_at(W& w, char* d, const char* s, const char* end, const char* readable) {
#if defined(JSONGEN_HAVE_X86_LEVELS)
  if constexpr (Level == simd_dispatch) {
    return escape_rest_dispatch<W, Validate>(w, d, s, end, readable);
  } else
#endif
    JSONGEN_WITH_ISA(Level, return simd::escape_string<W, Validate>(w, d, s, end, readable););
}

// escape_rest_at for a string field with its hint, when validating: the
// escaper of 32-byte blocks skips the check while the field has held only
// ASCII (isa::uses_text_hints: not those of 16-byte blocks, where the check
// of an ASCII block costs about as much, and whose instances would cost
// compile time). Out of line where picked at run time, so that a field's
// code is one call; every path from here is a jump.
template <class W, int Level>
#if defined(JSONGEN_HAVE_X86_LEVELS)
JSONGEN_NOINLINE
#else
JSONGEN_ALWAYS_INLINE
#endif
char* escape_rest_hinted(W& w, char* d, const char* s, const char* end, const char* readable, text_hint& hint) {
  JSONGEN_WITH_ISA(Level, {
    if constexpr (simd::isa::uses_text_hints) {
      if (hint.ascii_so_far()) return simd::escape_ascii_string<W>(w, d, s, end, readable, hint);
    }
    return simd::escape_string<W, true>(w, d, s, end, readable);
  });
}

// Writes s[0..n) quoted at d and returns the end; bytes up to s + readable
// may be read (readable >= n). The caller has made room for
// n + 2 + kStringSlack bytes. Short strings with nothing to escape, the most
// common kind, stay inline: one block when they may be read past their end.
// With a field's text_hint, longer ones skip the UTF-8 check (escape_rest_hinted)
// while that field has held only ASCII.
template <class W, int Level = kDefaultLevel>
JSONGEN_ALWAYS_INLINE char* write_string_at(W& w, char* d, const char* s, std::size_t n, std::size_t readable,
                                            text_hint* hint = nullptr) {
  constexpr bool validate = validates_utf8<W>;
  d[0] = '"';
#if defined(JSONGEN_HAVE_SIMD)
  using V = baseline_block;
  constexpr bool separators = escapes_line_separators<W>;
  if (n < 16) {
    if (readable >= 16) {
      const V::type v = V::load(s);
      V::store(d + 1, v);
      if (JSONGEN_LIKELY((short_hits<V, validate, separators>(v, n) == 0))) {
        d[n + 1] = '"';
        return d + n + 2;
      }
    } else if (JSONGEN_LIKELY((copy_short<V, validate, separators>(d + 1, s, n) == n))) {
      d[n + 1] = '"';
      return d + n + 2;
    }
  }
#endif
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
