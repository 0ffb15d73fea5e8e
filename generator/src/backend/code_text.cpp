#include "backend/code_text.h"

#include <cstdint>

namespace jsongen {

std::string json_escape(std::string_view text) {
  std::string out;
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          out += fmt::format("\\u{:04x}", c);
        } else {
          out += ch;
        }
    }
  }
  return out;
}

std::string cpp_literal(std::string_view bytes) {
  std::string out = "\"";
  char previous = 0;
  for (const char ch : bytes) {
    const auto c = static_cast<unsigned char>(ch);
    if (ch == '"' || ch == '\\') {
      out += '\\';
      out += ch;
    } else if (ch == '?' && previous == '?') {
      out += "\\?";  // never form a trigraph
    } else if (c < 0x20 || c >= 0x7f) {
      out += fmt::format("\\{:03o}", c);
    } else {
      out += ch;
    }
    previous = ch;
  }
  return out + '"';
}

std::string key_literal(char separator, const std::string& key) {
  return cpp_literal(std::string(1, separator) + "\"" + json_escape(key) + "\":");
}

std::string string_literal(const std::string& text) { return cpp_literal("\"" + json_escape(text) + "\""); }

std::string guard_macro(std::string_view prefix, std::string_view name) {
  std::uint32_t hash = 2166136261u;  // FNV-1a
  std::string readable;
  for (const char ch : name) {
    hash = (hash ^ static_cast<unsigned char>(ch)) * 16777619u;
    const bool alnum = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
    if (alnum) {
      readable += ch;
    } else if (readable.empty() || readable.back() != '_') {
      readable += '_';
    }
  }
  return fmt::format("{}{}_{:08x}", prefix, readable, hash);
}

}  // namespace jsongen
