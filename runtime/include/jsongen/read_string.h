// PLACEHOLDER (replaced by the read-strings branch): strict JSON string
// decoding with the interface the reader calls; byte by byte.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "config.h"
#include "options.h"

namespace jsongen {
namespace detail {

enum class string_error : unsigned char {
  none,
  unterminated,
  control_character,
  invalid_escape,
  invalid_unicode_escape,
  unpaired_surrogate,
  invalid_utf8,
};
struct string_result {
  const char* ptr;
  string_error error;
};

inline int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

inline bool read_hex4(const char* p, const char* end, std::uint32_t& v) {
  if (end - p < 4) return false;
  v = 0;
  for (int i = 0; i < 4; ++i) {
    const int h = hex_value(p[i]);
    if (h < 0) return false;
    v = v * 16 + static_cast<std::uint32_t>(h);
  }
  return true;
}

inline void append_utf8(std::string* out, std::uint32_t c) {
  if (!out) return;
  if (c < 0x80) {
    out->push_back(static_cast<char>(c));
  } else if (c < 0x800) {
    out->push_back(static_cast<char>(0xC0 | (c >> 6)));
    out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else if (c < 0x10000) {
    out->push_back(static_cast<char>(0xE0 | (c >> 12)));
    out->push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
  } else {
    out->push_back(static_cast<char>(0xF0 | (c >> 18)));
    out->push_back(static_cast<char>(0x80 | ((c >> 12) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | ((c >> 6) & 0x3F)));
    out->push_back(static_cast<char>(0x80 | (c & 0x3F)));
  }
}

// Length of the well-formed UTF-8 sequence at p, or 0.
inline int utf8_sequence_length(const unsigned char* p, const unsigned char* end) {
  const unsigned c = p[0];
  int n = 0;
  std::uint32_t lo = 0x80, hi = 0xBF;
  if (c >= 0xC2 && c <= 0xDF) n = 2;
  else if (c >= 0xE0 && c <= 0xEF) {
    n = 3;
    if (c == 0xE0) lo = 0xA0;
    if (c == 0xED) hi = 0x9F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    n = 4;
    if (c == 0xF0) lo = 0x90;
    if (c == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  if (end - p < n) return 0;
  if (p[1] < lo || p[1] > hi) return 0;
  for (int i = 2; i < n; ++i)
    if ((p[i] & 0xC0) != 0x80) return 0;
  return n;
}

template <utf8_policy Utf8>
string_result decode_string(const char* p, const char* end, std::string* out) {
  while (p < end) {
    const unsigned char c = static_cast<unsigned char>(*p);
    if (c == '"') return {p + 1, string_error::none};
    if (c < 0x20) return {p, string_error::control_character};
    if (c == '\\') {
      if (end - p < 2) return {end, string_error::unterminated};
      const char e = p[1];
      char simple = 0;
      switch (e) {
        case '"': simple = '"'; break;
        case '\\': simple = '\\'; break;
        case '/': simple = '/'; break;
        case 'b': simple = '\b'; break;
        case 'f': simple = '\f'; break;
        case 'n': simple = '\n'; break;
        case 'r': simple = '\r'; break;
        case 't': simple = '\t'; break;
        case 'u': break;
        default: return {p, string_error::invalid_escape};
      }
      if (simple) {
        if (out) out->push_back(simple);
        p += 2;
        continue;
      }
      std::uint32_t u = 0;
      if (!read_hex4(p + 2, end, u)) return {p, string_error::invalid_unicode_escape};
      if (u >= 0xD800 && u <= 0xDBFF) {
        std::uint32_t low = 0;
        if (end - p >= 12 && p[6] == '\\' && p[7] == 'u' && read_hex4(p + 8, end, low) && low >= 0xDC00 &&
            low <= 0xDFFF) {
          append_utf8(out, 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00));
          p += 12;
          continue;
        }
        if (Utf8 == utf8_policy::error) return {p, string_error::unpaired_surrogate};
        append_utf8(out, Utf8 == utf8_policy::replace ? 0xFFFD : u);
        p += 6;
        continue;
      }
      if (u >= 0xDC00 && u <= 0xDFFF) {
        if (Utf8 == utf8_policy::error) return {p, string_error::unpaired_surrogate};
        append_utf8(out, Utf8 == utf8_policy::replace ? 0xFFFD : u);
        p += 6;
        continue;
      }
      append_utf8(out, u);
      p += 6;
      continue;
    }
    if (c < 0x80 || Utf8 == utf8_policy::pass) {
      if (out) out->push_back(static_cast<char>(c));
      ++p;
      continue;
    }
    const int n = utf8_sequence_length(reinterpret_cast<const unsigned char*>(p), reinterpret_cast<const unsigned char*>(end));
    if (n == 0) {
      if (Utf8 == utf8_policy::error) return {p, string_error::invalid_utf8};
      append_utf8(out, 0xFFFD);
      ++p;
      continue;
    }
    if (out) out->append(p, static_cast<std::size_t>(n));
    p += n;
  }
  return {end, string_error::unterminated};
}

template <utf8_policy Utf8>
string_result read_string(const char* p, const char* end, std::string& out) {
  out.clear();
  return decode_string<Utf8>(p, end, &out);
}

template <utf8_policy Utf8>
string_result skip_string(const char* p, const char* end) {
  return decode_string<Utf8>(p, end, nullptr);
}

template <utf8_policy Utf8>
string_result read_string_view(const char* p, const char* end, std::string& scratch, std::string_view& out) {
  const char* q = p;
  while (q < end && *q != '"' && *q != '\\' && static_cast<unsigned char>(*q) >= 0x20 &&
         static_cast<unsigned char>(*q) < 0x80)
    ++q;
  if (q < end && *q == '"') {
    out = std::string_view(p, static_cast<std::size_t>(q - p));
    return {q + 1, string_error::none};
  }
  scratch.clear();
  const string_result r = decode_string<Utf8>(p, end, &scratch);
  out = scratch;
  return r;
}

}  // namespace detail
}  // namespace jsongen
