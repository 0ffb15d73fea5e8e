#include "frontend/string_literal.h"

#include <cstdint>

namespace jsongen {

namespace {
void append_utf8(std::string& out, std::uint32_t code) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

}  // namespace

bool is_valid_utf8(std::string_view text) {
  for (std::size_t i = 0; i < text.size();) {
    const auto byte = static_cast<unsigned char>(text[i]);
    std::size_t length = 0;
    std::uint32_t code = 0, minimum = 0;
    if (byte < 0x80) {
      ++i;
      continue;
    } else if ((byte & 0xE0) == 0xC0) {
      length = 2, code = byte & 0x1F, minimum = 0x80;
    } else if ((byte & 0xF0) == 0xE0) {
      length = 3, code = byte & 0x0F, minimum = 0x800;
    } else if ((byte & 0xF8) == 0xF0) {
      length = 4, code = byte & 0x07, minimum = 0x10000;
    } else {
      return false;
    }
    if (i + length > text.size()) return false;
    for (std::size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) return false;
      code = (code << 6) | (next & 0x3F);
    }
    if (code < minimum || code > 0x10FFFF || (code >= 0xD800 && code <= 0xDFFF)) return false;
    i += length;
  }
  return true;
}

namespace {

// The value of a sequence of C++ string literals, from their spelling: the
// annotation macros stringify their argument (annotations.h), so that the
// attribute itself holds only \" and \\ escapes, which every clang takes,
// and jsongen reads \x, octal and \u escapes the same with every libclang.
// With `list`, a ',' between literals ends one value (into `list`) and
// starts the next.
bool decode(std::string_view text, std::string& out, std::vector<std::string>* list, std::string& why) {
  out.clear();
  std::size_t i = 0;
  auto skip_space = [&] {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n')) ++i;
  };
  auto hex_value = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  bool any = false;
  skip_space();
  while (i < text.size()) {
    if (list != nullptr && text[i] == ',') {
      if (!any) break;  // (an empty argument: the error below)
      list->push_back(std::move(out));
      out.clear();
      any = false;
      ++i;
      skip_space();
      continue;
    }
    if (text.compare(i, 2, "u8") == 0) {
      i += 2;
    } else if (text[i] == 'L' || text[i] == 'u' || text[i] == 'U') {
      why = "a wide string literal (L, u or U prefix) cannot be a JSON key; use \"...\" or u8\"...\"";
      return false;
    }
    const bool raw = i < text.size() && text[i] == 'R';
    if (raw) ++i;
    if (i >= text.size() || text[i] != '"') {
      why = "expected a string literal, not '" + std::string(text) + "'";
      return false;
    }
    ++i;
    if (raw) {
      const auto open = text.find('(', i);
      if (open == std::string_view::npos) {
        why = "malformed raw string literal";
        return false;
      }
      const std::string closing = ")" + std::string(text.substr(i, open - i)) + "\"";
      const auto close = text.find(closing, open + 1);
      if (close == std::string_view::npos) {
        why = "malformed raw string literal";
        return false;
      }
      out += text.substr(open + 1, close - open - 1);
      i = close + closing.size();
    } else {
      for (;;) {
        if (i >= text.size()) {
          why = "unterminated string literal";
          return false;
        }
        const char c = text[i++];
        if (c == '"') break;
        if (c != '\\') {
          out += c;
          continue;
        }
        if (i >= text.size()) {
          why = "unterminated string literal";
          return false;
        }
        const char e = text[i++];
        switch (e) {
          case '\'': out += '\''; continue;
          case '"': out += '"'; continue;
          case '?': out += '?'; continue;
          case '\\': out += '\\'; continue;
          case 'a': out += '\a'; continue;
          case 'b': out += '\b'; continue;
          case 'f': out += '\f'; continue;
          case 'n': out += '\n'; continue;
          case 'r': out += '\r'; continue;
          case 't': out += '\t'; continue;
          case 'v': out += '\v'; continue;
          default: break;
        }
        std::uint32_t value = 0;
        if (e >= '0' && e <= '7') {  // octal: up to three digits
          value = static_cast<std::uint32_t>(e - '0');
          for (int k = 0; k < 2 && i < text.size() && text[i] >= '0' && text[i] <= '7'; ++k) {
            value = value * 8 + static_cast<std::uint32_t>(text[i++] - '0');
          }
          if (value > 0xFF) {
            why = "octal escape out of range";
            return false;
          }
          out += static_cast<char>(value);
          continue;
        }
        if (e == 'x' || e == 'u' || e == 'U' || e == 'o') {
          const bool braced = i < text.size() && text[i] == '{';
          if (braced) ++i;
          const int base = e == 'o' ? 8 : 16;
          const std::size_t fixed = e == 'u' ? 4 : e == 'U' ? 8 : 0;
          std::size_t digits = 0;
          while (i < text.size() && (!fixed || braced || digits < fixed)) {
            const int d = hex_value(text[i]);
            if (d < 0 || d >= base) break;
            value = value * static_cast<std::uint32_t>(base) + static_cast<std::uint32_t>(d);
            if (value > 0x10FFFF) {
              why = std::string("\\") + e + " escape out of range";
              return false;
            }
            ++digits, ++i;
          }
          if (braced) {
            if (i >= text.size() || text[i] != '}') {
              why = std::string("malformed \\") + e + "{...} escape";
              return false;
            }
            ++i;
          }
          if (digits == 0 || (fixed && !braced && digits != fixed) || (e == 'o' && !braced)) {
            why = std::string("malformed \\") + e + " escape";
            return false;
          }
          if (e == 'x' || e == 'o') {  // a byte
            if (value > 0xFF) {
              why = std::string("\\") + e + " escape out of range (a byte is at most 0xFF)";
              return false;
            }
            out += static_cast<char>(value);
          } else {  // a code point, written in UTF-8
            if (value >= 0xD800 && value <= 0xDFFF) {
              why = "a \\u escape names a surrogate, not a character";
              return false;
            }
            append_utf8(out, value);
          }
          continue;
        }
        why = std::string("unsupported escape '\\") + e + "'" +
              (e == 'N' ? " (write the character itself or \\u)" : "");
        return false;
      }
    }
    any = true;
    skip_space();
  }
  if (!any) {
    why = "expected a string literal";
    return false;
  }
  if (list != nullptr) list->push_back(std::move(out));
  return true;
}

}  // namespace

bool decode_string_literals(std::string_view text, std::string& out, std::string& why) {
  return decode(text, out, nullptr, why);
}

bool decode_string_literal_list(std::string_view text, std::vector<std::string>& out, std::string& why) {
  out.clear();
  std::string value;
  return decode(text, value, &out, why);
}

}  // namespace jsongen
