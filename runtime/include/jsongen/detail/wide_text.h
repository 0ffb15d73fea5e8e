// Wide text (a path's native() where paths are wide: UTF-16 on Windows) to
// UTF-8 and back, for filesystem.h and read_filesystem.h. The standard's
// own conversions (u8string(), u8path) throw on a lone surrogate, which a
// Windows file name may hold: inside try_to_json (noexcept) that was
// std::terminate. Here nothing throws: a unit that is no Unicode scalar
// value becomes one U+FFFD where Options::utf8 replaces (as the reader
// does with an unpaired \\u escape), else the generalized form that the
// writer's UTF-8 check rejects (a lone surrogate as its three bytes, as
// WTF-8 has it): an error, or passed through; and reading turns those three
// bytes back into the surrogate.
#pragma once

#include <cstddef>
#include <string>

#include "../utf8.h"

namespace jsongen {
namespace detail {

// UTF-8 of wide text: 16-bit units as UTF-16, wider ones as code points.
template <class Char>
std::string utf8_of_wide(const Char* s, std::size_t n, bool replace) {
  std::string out;
  out.reserve(n);
  struct {
    std::string& text;
    void put(char c) { text += c; }
    void append(const char* p, std::size_t k) { text.append(p, k); }
  } sink{out};
  for (std::size_t i = 0; i < n; ++i) {
    unsigned long cp = static_cast<unsigned long>(s[i]) & (sizeof(Char) == 2 ? 0xFFFFul : 0xFFFFFFFFul);
    if (sizeof(Char) == 2 && cp >= 0xD800 && cp <= 0xDBFF && i + 1 < n) {
      const unsigned long low = static_cast<unsigned long>(s[i + 1]) & 0xFFFFul;
      if (low >= 0xDC00 && low <= 0xDFFF) {
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        ++i;
      }
    }
    // No UTF-8 form at all (a unit beyond 0x1FFFFF), or not a scalar value
    // where the policy replaces: U+FFFD. Above U+10FFFF it stays
    // ill-formed, as the writer's check sees it.
    if (cp > 0x1FFFFF || (replace && ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF))) cp = 0xFFFD;
    put_utf8(sink, cp);  // a lone surrogate as its three bytes
  }
  return out;
}

// Wide text of UTF-8: a surrogate's three bytes (as utf8_of_wide writes a
// lone one) become that unit, any other ill-formed subpart U+FFFD.
template <class Char>
std::basic_string<Char> wide_of_utf8(const char* s, std::size_t n) {
  std::basic_string<Char> out;
  out.reserve(n);
  const auto* p = reinterpret_cast<const unsigned char*>(s);
  std::size_t i = 0;
  while (i < n) {
    const int length = utf8_sequence(p + i, n - i);
    unsigned long cp;
    if (length > 0) {
      cp = length == 1   ? p[i]
           : length == 2 ? (p[i] & 0x1Ful) << 6 | (p[i + 1] & 0x3Ful)
           : length == 3
               ? (p[i] & 0x0Ful) << 12 | (p[i + 1] & 0x3Ful) << 6 | (p[i + 2] & 0x3Ful)
               : (p[i] & 0x07ul) << 18 | (p[i + 1] & 0x3Ful) << 12 | (p[i + 2] & 0x3Ful) << 6 | (p[i + 3] & 0x3Ful);
      i += static_cast<std::size_t>(length);
    } else if (p[i] == 0xED && n - i >= 3 && p[i + 1] >= 0xA0 && p[i + 1] <= 0xBF && p[i + 2] >= 0x80 &&
               p[i + 2] <= 0xBF) {
      cp = 0xD000ul | (p[i + 1] & 0x3Ful) << 6 | (p[i + 2] & 0x3Ful);  // a surrogate
      i += 3;
    } else {
      cp = 0xFFFD;
      i += static_cast<std::size_t>(-length);
    }
    if (sizeof(Char) == 2 && cp >= 0x10000) {
      out += static_cast<Char>(0xD800 + ((cp - 0x10000) >> 10));
      out += static_cast<Char>(0xDC00 + (cp & 0x3FF));
    } else {
      out += static_cast<Char>(cp);
    }
  }
  return out;
}

}  // namespace detail
}  // namespace jsongen
