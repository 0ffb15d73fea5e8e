// The reference decoder of the string reader's tests (read_string_test.cpp,
// tests/fuzz/fuzz_read_string.cpp): byte by byte, each rule as RFC 8259 and
// string_error (read_string.h) state it, UTF-8 looked up in the sets of
// utf8_reference.h rather than computed with the reader's rules.
#pragma once

#include <jsongen/read_string.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>

#include "utf8_reference.h"

namespace test_support {

using jsongen::utf8_policy;
using jsongen::detail::string_error;

// What reading must give: the error, where it is (from the first byte after
// the opening quote; on success one past the closing quote) and the text.
struct expected {
  string_error error;
  std::size_t offset;
  std::string text;
};

inline bool is_hex(char c) { return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }
inline unsigned hex_value(char c) {
  return c <= '9' ? static_cast<unsigned>(c - '0') : static_cast<unsigned>((c | 0x20) - 'a' + 10);
}

// The reference: byte by byte, each rule as RFC 8259 and string_error state
// it. An input that ends where more bytes could still make a valid string
// (inside an escape, a sequence or a surrogate pair) is unterminated.
inline expected reference(const std::string& in, utf8_policy policy) {
  const auto& utf8 = test_support::utf8_reference_instance();
  const std::size_t n = in.size();
  std::string out;
  std::size_t i = 0;
  // The code unit of \uXXXX at j, or -1 (not hex), or -2 (cut short).
  const auto unit_at = [&](std::size_t j) -> long {
    if (j + 2 > n) return -2;
    if (in[j] != '\\' || in[j + 1] != 'u') return -3;
    long value = 0;
    for (std::size_t k = j + 2; k < j + 6; ++k) {
      if (k == n) return -2;
      if (!is_hex(in[k])) return -1;
      value = value * 16 + static_cast<long>(hex_value(in[k]));
    }
    return value;
  };
  for (;;) {
    if (i == n) return {string_error::unterminated, n, out};
    const auto c = static_cast<unsigned char>(in[i]);
    if (c == '"') return {string_error::none, i + 1, out};
    if (c < 0x20) return {string_error::control_character, i, out};
    if (c == '\\') {
      if (i + 1 == n) return {string_error::unterminated, n, out};
      const char e = in[i + 1];
      const char* simple = std::strchr("\"\\/bfnrt", e);
      if (e != '\0' && simple != nullptr) {
        out += "\"\\/\b\f\n\r\t"[simple - "\"\\/bfnrt"];
        i += 2;
        continue;
      }
      if (e != 'u') return {string_error::invalid_escape, i, out};
      const long unit = unit_at(i);
      if (unit == -2) return {string_error::unterminated, n, out};
      if (unit == -1) return {string_error::invalid_unicode_escape, i, out};
      const auto cp = static_cast<std::uint32_t>(unit);
      bool unpaired = false;
      if (cp >= 0xD800 && cp <= 0xDBFF) {
        // A pair only with \u then D, then C to F, then two hex digits.
        const std::string next = in.substr(i + 6, 6);
        const std::string low_form = "\\uDC";
        bool fits = true;
        for (std::size_t k = 0; k < next.size() && fits; ++k) {
          const char x = next[k];
          fits = k < 2 ? x == low_form[k] : k == 2 ? (x == 'D' || x == 'd') : k == 3 ? std::strchr("CDEFcdef", x) && x : is_hex(x);
        }
        if (fits && next.size() < 6) return {string_error::unterminated, n, out};
        if (fits) {
          const auto low = static_cast<std::uint32_t>(unit_at(i + 6));
          out += encode(0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00));
          i += 12;
          continue;
        }
        unpaired = true;
      } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
        unpaired = true;
      }
      if (unpaired) {
        if (policy == utf8_policy::error) return {string_error::unpaired_surrogate, i, out};
        out += policy == utf8_policy::replace ? std::string("\xEF\xBF\xBD") : encode(cp);  // encode: WTF-8
      } else {
        out += encode(cp);
      }
      i += 6;
      continue;
    }
    if (c < 0x80 || policy == utf8_policy::pass) {
      out += static_cast<char>(c);
      ++i;
      continue;
    }
    std::size_t length = 0;
    for (std::size_t k = 4; k >= 2; --k) {
      if (i + k <= n && utf8.complete.count(in.substr(i, k))) {
        length = k;
        break;
      }
    }
    if (length != 0) {
      out += in.substr(i, length);
      i += length;
      continue;
    }
    std::size_t subpart = 1;
    bool prefix = false;
    for (std::size_t k = 3; k >= 1; --k) {
      if (i + k <= n && utf8.prefixes.count(in.substr(i, k))) {
        subpart = k;
        prefix = true;
        break;
      }
    }
    if (prefix && i + subpart == n) return {string_error::unterminated, n, out};
    if (policy == utf8_policy::error) return {string_error::invalid_utf8, i, out};
    out += "\xEF\xBF\xBD";
    i += subpart;
  }
}

}  // namespace test_support
