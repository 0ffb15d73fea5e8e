// The UTF-8 reference of the escaper tests (utf8_test.cpp,
// escape_options_test.cpp), built independently of the runtime: the set of
// every well-formed encoding is made by encoding each scalar value, so
// "valid" and "maximal ill-formed subpart" are looked up rather than
// computed with the same rules.
#pragma once

#include <jsongen/options.h>

#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_set>

namespace test_support {

inline std::string encode(std::uint32_t cp) {
  std::string s;
  if (cp < 0x80) {
    s += static_cast<char>(cp);
  } else if (cp < 0x800) {
    s += static_cast<char>(0xC0 | (cp >> 6));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    s += static_cast<char>(0xE0 | (cp >> 12));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    s += static_cast<char>(0xF0 | (cp >> 18));
    s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  }
  return s;
}

// One ASCII byte as the inside of a JSON string holds it.
inline std::string ascii_escape(unsigned char c, bool uppercase_hex) {
  switch (c) {
    case '"': return "\\\"";
    case '\\': return "\\\\";
    case 0x08: return "\\b";
    case 0x0C: return "\\f";
    case 0x0A: return "\\n";
    case 0x0D: return "\\r";
    case 0x09: return "\\t";
    default: break;
  }
  if (c >= 0x20) return std::string(1, static_cast<char>(c));
  const char* digits = uppercase_hex ? "0123456789ABCDEF" : "0123456789abcdef";
  return std::string("\\u00") + digits[c >> 4] + digits[c & 15];
}

struct utf8_reference {
  std::unordered_set<std::string> complete;  // every encoded scalar value
  std::unordered_set<std::string> prefixes;  // every proper prefix of one

  utf8_reference() {
    for (std::uint32_t cp = 0; cp <= 0x10FFFF; ++cp) {
      if (cp >= 0xD800 && cp <= 0xDFFF) continue;  // surrogates are not scalar values
      const std::string e = encode(cp);
      if (e.size() > 1) complete.insert(e);
      for (std::size_t k = 1; k < e.size(); ++k) prefixes.insert(e.substr(0, k));
    }
  }

  // What the writer must produce for s under a policy, and whether s is
  // valid: every byte JSON escapes escaped (short forms where JSON has them,
  // else \u00xx, or \u00XX with uppercase_hex), and with line_separators
  // U+2028 and U+2029 as \u2028 and \u2029.
  std::string expected(const std::string& s, jsongen::utf8_policy policy, bool& valid, bool line_separators = false,
                       bool uppercase_hex = false) const {
    std::string out = "\"";
    valid = true;
    std::size_t i = 0;
    while (i < s.size()) {
      const auto c = static_cast<unsigned char>(s[i]);
      if (c < 0x80) {
        out += ascii_escape(c, uppercase_hex);
        ++i;
        continue;
      }
      if (line_separators && (s.compare(i, 3, "\xE2\x80\xA8") == 0 || s.compare(i, 3, "\xE2\x80\xA9") == 0)) {
        out += s[i + 2] == '\xA8' ? "\\u2028" : "\\u2029";
        i += 3;
        continue;
      }
      std::size_t length = 0;
      for (std::size_t k = 4; k >= 2; --k) {
        if (i + k <= s.size() && complete.count(s.substr(i, k))) {
          length = k;
          break;
        }
      }
      if (length) {
        out += s.substr(i, length);
        i += length;
        continue;
      }
      valid = false;
      std::size_t subpart = 1;  // the longest prefix of some valid sequence, at least one byte
      for (std::size_t k = 3; k >= 1; --k) {
        if (i + k <= s.size() && prefixes.count(s.substr(i, k))) {
          subpart = k;
          break;
        }
      }
      out += policy == jsongen::utf8_policy::replace ? std::string("\xEF\xBF\xBD") : s.substr(i, subpart);
      i += subpart;
    }
    return out + "\"";
  }
};

// Built once per test program (it encodes every scalar value).
inline const utf8_reference& utf8_reference_instance() {
  static const utf8_reference r;
  return r;
}

}  // namespace test_support
