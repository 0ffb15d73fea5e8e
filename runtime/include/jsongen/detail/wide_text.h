// Wide text (std::wstring, std::u16string, std::u32string: wide_strings.h;
// a path's native() where paths are wide: UTF-16 on Windows) to UTF-8 and
// back. 16-bit units are UTF-16 (wchar_t on Windows), wider ones code points. The standard's
// own conversions (u8string(), u8path) throw on a lone surrogate, which a
// Windows file name may hold: inside try_to_json (noexcept) that was
// std::terminate. Here nothing throws: a unit that is no Unicode scalar
// value becomes one U+FFFD where Options::utf8 replaces (as the reader
// does with an unpaired \\u escape), else the generalized form that the
// writer's UTF-8 check rejects (a lone surrogate as its three bytes, as
// WTF-8 has it; a unit beyond U+10FFFF as the byte 0xFF): an error, or
// passed through; and reading turns those three
// bytes back into the surrogate.
#pragma once

#include <cstddef>
#include <string>
#include <type_traits>

#include "../utf8.h"

namespace jsongen {
namespace detail {

// A code unit's value, without the sign a signed wchar_t would extend.
template <class Char>
constexpr unsigned long wide_unit(Char c) {
  return static_cast<unsigned long>(static_cast<std::make_unsigned_t<Char>>(c));
}

// Appends the UTF-8 of wide text to `out`: 16-bit units as UTF-16, wider
// ones as code points.
template <class Char>
void append_utf8_of_wide(std::string& out, const Char* s, std::size_t n, bool replace) {
  struct {
    std::string& text;
    void put(char c) { text += c; }
    void append(const char* p, std::size_t k) { text.append(p, k); }
  } sink{out};
  for (std::size_t i = 0; i < n; ++i) {
    unsigned long cp = wide_unit(s[i]);
    if (sizeof(Char) == 2 && cp >= 0xD800 && cp <= 0xDBFF && i + 1 < n) {
      const unsigned long low = wide_unit(s[i + 1]);
      if (low >= 0xDC00 && low <= 0xDFFF) {
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
        ++i;
      }
    }
    if (replace && ((cp >= 0xD800 && cp <= 0xDFFF) || cp > 0x10FFFF)) cp = 0xFFFD;
    if (cp > 0x10FFFF) {
      sink.put(static_cast<char>(0xFF));  // beyond Unicode: a byte no UTF-8 has, which the check rejects
    } else {
      put_utf8(sink, cp);  // a lone surrogate as its three bytes
    }
  }
}

// UTF-8 of wide text.
template <class Char>
std::string utf8_of_wide(const Char* s, std::size_t n, bool replace) {
  std::string out;
  out.reserve(n);
  append_utf8_of_wide(out, s, n, replace);
  return out;
}

// Appends the wide text of UTF-8 to `out`: a surrogate's three bytes (as
// utf8_of_wide writes a lone one) become that unit, any other ill-formed
// subpart U+FFFD.
template <class String>
void append_wide_of_utf8(String& out, const char* s, std::size_t n) {
  using Char = typename String::value_type;
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
}

// Wide text of UTF-8.
template <class Char>
std::basic_string<Char> wide_of_utf8(const char* s, std::size_t n) {
  std::basic_string<Char> out;
  out.reserve(n);
  append_wide_of_utf8(out, s, n);
  return out;
}

}  // namespace detail
}  // namespace jsongen
