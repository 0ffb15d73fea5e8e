// Reading JSON strings (RFC 8259, section 7): unescaping and, as the
// reader's utf8_policy asks, UTF-8 validation. The reader core calls
// read_string (into a std::string), read_string_view (keys and enum names:
// no copy when there is no escape) and skip_string (unknown values).
//
// A string is read in runs that end at a byte that needs attention: '"',
// '\\' or a byte below 0x20 (RFC 8259 has them escaped). A scanner finds the
// end of a run, 16 or 32 bytes at a time where there is SIMD (16 to 64 on
// RISC-V, as the vector length allows: read_string_scan.h), checking the
// run's UTF-8 in the same pass; the common string is one run ending at its
// closing quote, then one copy (the string keeps its capacity). Anything
// else (escapes, ill-formed UTF-8, errors) takes decode_string, out of line,
// which copies run by run and decodes each escape.
//
// Errors are those of the first byte at which the input can no longer be
// the start of a valid string, reported where string_error says; an input
// that ends before that point (inside an escape, a UTF-8 sequence or a
// surrogate pair) is `unterminated`.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

#include "config.h"
#include "detail/scan_portable.h"
#include "detail/simd/select.h"
#include "options.h"
#include "require_cxx17.h"
#include "utf8.h"

namespace jsongen {
namespace detail {

enum class string_error : unsigned char {
  none,
  unterminated,            // no closing quote before end: ptr == end
  control_character,       // a raw byte < 0x20 inside the string: ptr at it
  invalid_escape,          // '\' followed by anything but " \ / b f n r t u: ptr at the '\'
  invalid_unicode_escape,  // \u not followed by 4 hex digits: ptr at the '\'
  unpaired_surrogate,      // \uD800-\uDBFF not followed by \uDC00-\uDFFF, or a lone low one: ptr at the '\'
  invalid_utf8,            // ill-formed UTF-8 (overlong, surrogates, > U+10FFFF, cut short): ptr at its first byte
};

// Success: ptr is one past the closing '"'.
struct string_result {
  const char* ptr;
  string_error error;
};

// Copies s[0..n) (n < 32) to d with fixed-size copies (no call), reading
// nothing outside it: two that overlap, or for 1 to 3 bytes the first, the
// middle and the last.
JSONGEN_ALWAYS_INLINE void copy_short(char* d, const char* s, std::size_t n) {
  if (n >= 16) {
    std::memcpy(d, s, 16);
    std::memcpy(d + n - 16, s + n - 16, 16);
  } else if (n >= 8) {
    std::memcpy(d, s, 8);
    std::memcpy(d + n - 8, s + n - 8, 8);
  } else if (n >= 4) {
    std::memcpy(d, s, 4);
    std::memcpy(d + n - 4, s + n - 4, 4);
  } else if (n != 0) {
    d[0] = s[0];
    d[n / 2] = s[n / 2];
    d[n - 1] = s[n - 1];
  }
}

}  // namespace detail
}  // namespace jsongen

#define JSONGEN_SIMD_ALGORITHM "../read_string_scan.h"
#include "detail/simd/instantiate.h"
#undef JSONGEN_SIMD_ALGORITHM

namespace jsongen {
namespace detail {

inline constexpr int kReadLevel = kDefaultLevel;

// A Level that picks the portable scanner whatever the target (tests).
inline constexpr int kPortableScan = -2;

// The end of the run from s: with SIMD where there is some (on x86, the
// instruction set Level names, or the processor's when simd_dispatch).
template <bool Validate, int Level>
JSONGEN_ALWAYS_INLINE run_scan scan_run(const char* s, const char* end) {
  if constexpr (Level == kPortableScan) {
    return scan_run_portable<Validate>(s, end);
  } else {
    JSONGEN_WITH_ISA(Level, return simd::scan_string<Validate>(s, end););
  }
}

// Copies s[0..n) to d with fixed-size copies (no call: the runs between
// escapes are short), reading and writing nothing outside them.
JSONGEN_ALWAYS_INLINE void copy_bytes(char* d, const char* s, std::size_t n) {
  if (n < 32) {
    copy_short(d, s, n);
    return;
  }
  for (std::size_t i = 0; i < n - 16; i += 16) std::memcpy(d + i, s + i, 16);
  std::memcpy(d + n - 16, s + n - 16, 16);
}

// Where decode_string puts the text: a std::string, through a local buffer
// (one append per 256 bytes rather than one per run and escape), or
// nowhere (skipping). finish() once the text is complete.
class string_sink {
 public:
  explicit string_sink(std::string& out) : out_(out) {}
  JSONGEN_ALWAYS_INLINE void append(const char* s, std::size_t n) {
    if (JSONGEN_UNLIKELY(n > sizeof buffer_ - used_)) {
      flush();
      if (n > sizeof buffer_) {
        out_.append(s, n);
        return;
      }
    }
    copy_bytes(buffer_ + used_, s, n);
    used_ += n;
  }
  JSONGEN_ALWAYS_INLINE void put(char c) {
    if (JSONGEN_UNLIKELY(used_ == sizeof buffer_)) flush();
    buffer_[used_++] = c;
  }
  void finish() { flush(); }

 private:
  void flush() {
    out_.append(buffer_, used_);
    used_ = 0;
  }
  std::string& out_;
  std::size_t used_ = 0;
  char buffer_[256];
};
struct null_sink {
  void append(const char*, std::size_t) {}
  void put(char) {}
  void finish() {}
};

// Hex digit values, 0xFF for the other bytes.
struct hex_table {
  unsigned char value[256];
  constexpr hex_table() : value() {
    for (int c = 0; c < 256; ++c) value[c] = 0xFF;
    for (int c = 0; c < 10; ++c) value['0' + c] = static_cast<unsigned char>(c);
    for (int c = 0; c < 6; ++c) {
      value['a' + c] = static_cast<unsigned char>(10 + c);
      value['A' + c] = static_cast<unsigned char>(10 + c);
    }
  }
};
inline constexpr hex_table kHexValues{};

// The code unit of the four hex digits at s, or -1 when one is not a hex
// digit, or -2 when the input ends first.
inline long hex4(const char* s, const char* end) {
  if (JSONGEN_LIKELY(end - s >= 4)) {
    // All four at once: a digit's value has no bit above the low four.
    const unsigned a = kHexValues.value[static_cast<unsigned char>(s[0])];
    const unsigned b = kHexValues.value[static_cast<unsigned char>(s[1])];
    const unsigned c = kHexValues.value[static_cast<unsigned char>(s[2])];
    const unsigned d = kHexValues.value[static_cast<unsigned char>(s[3])];
    if (((a | b | c | d) & 0xF0) != 0) return -1;
    return static_cast<long>(a << 12 | b << 8 | c << 4 | d);
  }
  long value = 0;
  for (int i = 0; i < 4; ++i) {
    if (s + i == end) return -2;
    const unsigned digit = kHexValues.value[static_cast<unsigned char>(s[i])];
    if (digit == 0xFF) return -1;
    value = value << 4 | static_cast<long>(digit);
  }
  return value;
}

// The low surrogate that an escape \uDC00-\uDFFF at s holds, or -1 when s
// holds anything else, or -2 when the input ends before that is known.
inline long low_surrogate_escape(const char* s, const char* end) {
  for (int i = 0; i < 4; ++i) {
    if (s + i == end) return -2;
    const char c = s[i];
    const bool fits = i == 0   ? c == '\\'
                      : i == 1 ? c == 'u'
                      : i == 2 ? c == 'D' || c == 'd'
                               : (c >= 'C' && c <= 'F') || (c >= 'c' && c <= 'f');
    if (!fits) return -1;
  }
  return hex4(s + 2, end);  // the first two are hex digits already
}

// For each byte after a backslash: the byte a two-character escape stands
// for, or 0 (\u, or not an escape). A lookup rather than a switch: its
// jump, over the mixed escapes of real text, mispredicted.
struct unescape_table {
  char byte[256];
  constexpr unescape_table() : byte() {
    byte[static_cast<unsigned char>('"')] = '"';
    byte[static_cast<unsigned char>('\\')] = '\\';
    byte[static_cast<unsigned char>('/')] = '/';
    byte[static_cast<unsigned char>('b')] = '\b';
    byte[static_cast<unsigned char>('f')] = '\f';
    byte[static_cast<unsigned char>('n')] = '\n';
    byte[static_cast<unsigned char>('r')] = '\r';
    byte[static_cast<unsigned char>('t')] = '\t';
  }
};
inline constexpr unescape_table kUnescapes{};

// The escape at s ('\\'): its text into the sink; returns where the string
// goes on, or the error.
template <utf8_policy Utf8, class Sink>
JSONGEN_ALWAYS_INLINE string_result decode_escape(const char* s, const char* end, Sink& sink) {
  if (end - s < 2) return {end, string_error::unterminated};
  const char c = kUnescapes.byte[static_cast<unsigned char>(s[1])];
  if (JSONGEN_LIKELY(c != 0)) {
    sink.put(c);
    return {s + 2, string_error::none};
  }
  if (s[1] != 'u') return {s, string_error::invalid_escape};
  const long unit = hex4(s + 2, end);
  if (unit == -2) return {end, string_error::unterminated};
  if (unit < 0) return {s, string_error::invalid_unicode_escape};
  const auto cp = static_cast<unsigned long>(unit);
  if (cp < 0xD800 || cp > 0xDFFF) {
    put_utf8(sink, cp);
    return {s + 6, string_error::none};
  }
  if (cp <= 0xDBFF) {
    const long low = low_surrogate_escape(s + 6, end);
    if (low == -2) return {end, string_error::unterminated};
    if (low >= 0) {
      put_utf8(sink, 0x10000 + ((cp - 0xD800) << 10) + (static_cast<unsigned long>(low) - 0xDC00));
      return {s + 12, string_error::none};
    }
  }
  // An unpaired surrogate: U+FFFD, or with utf8_policy::pass its own
  // three bytes (WTF-8), which no UTF-8 decoder takes for a character.
  if (Utf8 == utf8_policy::error) return {s, string_error::unpaired_surrogate};
  if (Utf8 == utf8_policy::replace) {
    sink.append("\xEF\xBF\xBD", 3);
  } else {
    put_utf8(sink, cp);  // (the three-byte form, as for any code unit)
  }
  return {s + 6, string_error::none};
}

// A run [s, stop) that a scanner found may be ill-formed, checked byte by
// byte: copied (with utf8_policy::replace, each maximal ill-formed subpart
// as U+FFFD), or the error at the first ill-formed sequence. A sequence cut
// short by the end of the input leaves the string unterminated.
template <utf8_policy Utf8, class Sink>
inline string_result copy_checked_run(const char* s, const char* stop, const char* end, Sink& sink) {
  const char* run = s;
  while (s < stop) {
    if (static_cast<unsigned char>(*s) < 0x80) {
      ++s;
      continue;
    }
    const int length = utf8_sequence(reinterpret_cast<const unsigned char*>(s), static_cast<std::size_t>(end - s));
    if (JSONGEN_LIKELY(length > 0)) {
      s += length;
      continue;
    }
    // Cut short by the end: a lead (C2..F4) and what follows it, all valid
    // so far, up to the end. (A subpart ends before a byte that breaks it.)
    const auto lead = static_cast<unsigned char>(*s);
    if (s - length == end && lead >= 0xC2 && lead <= 0xF4) return {end, string_error::unterminated};
    if (Utf8 == utf8_policy::error) return {s, string_error::invalid_utf8};
    sink.append(run, static_cast<std::size_t>(s - run));
    sink.append("\xEF\xBF\xBD", 3);
    s -= length;
    run = s;
  }
  sink.append(run, static_cast<std::size_t>(stop - run));
  return {stop, string_error::none};
}

// Everything but a string that is one well-formed run: from p, whose first
// run `first` ends, run by run into the sink.
template <utf8_policy Utf8, int Level, class Sink>
inline string_result decode_string(const char* p, const char* end, run_scan first, Sink& sink) {
  constexpr bool validate = Utf8 != utf8_policy::pass;
  const char* s = p;
  run_scan r = first;
  for (;;) {
    if (validate && JSONGEN_UNLIKELY(r.maybe_ill_formed)) {
      const string_result checked = copy_checked_run<Utf8>(s, r.at, end, sink);
      if (checked.error != string_error::none) return checked;
    } else {
      sink.append(s, static_cast<std::size_t>(r.at - s));
    }
    s = r.at;
    if (s == end) return {end, string_error::unterminated};
    if (*s == '"') {
      sink.finish();
      return {s + 1, string_error::none};
    }
    if (*s != '\\') return {s, string_error::control_character};
    const string_result escape = decode_escape<Utf8>(s, end, sink);
    if (escape.error != string_error::none) return escape;
    s = escape.ptr;
    r = scan_run<validate, Level>(s, end);
  }
}

// decode_string into a std::string, or only checking: out of line, so that
// the entry points below stay small enough to inline.
template <utf8_policy Utf8, int Level>
JSONGEN_NOINLINE string_result decode_into(const char* p, const char* end, run_scan first, std::string& out) {
  out.clear();
  string_sink sink(out);
  return decode_string<Utf8, Level>(p, end, first, sink);
}
template <utf8_policy Utf8, int Level>
JSONGEN_NOINLINE string_result check_rest(const char* p, const char* end, run_scan first) {
  null_sink sink;
  return decode_string<Utf8, Level>(p, end, first, sink);
}

// Whether the scan found a string of one well-formed run, closed.
template <bool Validate>
JSONGEN_ALWAYS_INLINE bool one_clean_run(const run_scan& r, const char* end) {
  return !(Validate && r.maybe_ill_formed) && r.at != end && *r.at == '"';
}

template <utf8_policy Utf8, int Level = kReadLevel>
JSONGEN_ALWAYS_INLINE string_result read_string(const char* p, const char* end, std::string& out) {
  const run_scan r = scan_run<Utf8 != utf8_policy::pass, Level>(p, end);
  if (JSONGEN_LIKELY(one_clean_run<Utf8 != utf8_policy::pass>(r, end))) {
    // Into the bytes the string already holds when there are enough (a
    // value read again, as a server's loop does): erase() is inline in
    // libstdc++, where resize() and append() are calls. Otherwise clear()
    // then append() (libstdc++'s assign costs about twice as many
    // instructions).
    const std::size_t n = static_cast<std::size_t>(r.at - p);
    if (n <= out.size()) {
      out.erase(n);
      copy_bytes(&out[0], p, n);
    } else {
      out.clear();
      out.append(p, n);
    }
    return {r.at + 1, string_error::none};
  }
  return decode_into<Utf8, Level>(p, end, r, out);
}

template <utf8_policy Utf8, int Level = kReadLevel>
JSONGEN_ALWAYS_INLINE string_result skip_string(const char* p, const char* end) {
  const run_scan r = scan_run<Utf8 != utf8_policy::pass, Level>(p, end);
  if (JSONGEN_LIKELY(one_clean_run<Utf8 != utf8_policy::pass>(r, end))) return {r.at + 1, string_error::none};
  return check_rest<Utf8, Level>(p, end, r);
}

template <utf8_policy Utf8, int Level = kReadLevel>
JSONGEN_ALWAYS_INLINE string_result read_string_view(const char* p, const char* end, std::string& scratch, std::string_view& out) {
  const run_scan r = scan_run<Utf8 != utf8_policy::pass, Level>(p, end);
  if (JSONGEN_LIKELY(one_clean_run<Utf8 != utf8_policy::pass>(r, end))) {
    out = std::string_view(p, static_cast<std::size_t>(r.at - p));
    return {r.at + 1, string_error::none};
  }
  const string_result result = decode_into<Utf8, Level>(p, end, r, scratch);
  if (result.error == string_error::none) out = scratch;
  return result;
}

}  // namespace detail
}  // namespace jsongen
