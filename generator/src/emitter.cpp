// model -> C++17 text. Output depends only on the model and the options, so
// the same input always gives byte-identical headers.
#include "emitter.h"

#include <fmt/format.h>

#include <cstdint>
#include <string_view>

namespace jsongen {
namespace {

// The bytes of a JSON string's inside: quote, backslash and control bytes escaped.
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

// A C++ string literal holding exactly `bytes`. Bytes outside printable ASCII
// become three-digit octal escapes, which cannot run into a following digit.
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

// A macro name unique to `name`, so that several generated headers can each
// define an enum's serializer and only the first one counts.
std::string guard_macro(std::string_view prefix, std::string_view name) {
  std::uint32_t hash = 2166136261u;  // FNV-1a
  std::string readable;
  for (const char ch : name) {
    hash = (hash ^ static_cast<unsigned char>(ch)) * 16777619u;
    const bool alnum = (ch >= 'a' && ch <= 'z') || (ch >= 'A' && ch <= 'Z') || (ch >= '0' && ch <= '9');
    readable += alnum ? ch : '_';
  }
  return fmt::format("{}{}_{:08x}", prefix, readable, hash);
}

std::string enumerator_value(const model::Enumerator& e, bool is_signed) {
  if (!e.negative) return fmt::format("{}{}", e.magnitude, is_signed ? "" : "u");
  if (e.magnitude == (std::uint64_t{1} << 63)) return "(-9223372036854775807LL - 1)";
  return fmt::format("-{}LL", e.magnitude);
}

void emit_enum(std::string& out, const model::Enum& e) {
  const std::string guard = guard_macro("JSONGEN_ENUM_", e.name);
  fmt::format_to(std::back_inserter(out),
                 "#ifndef {0}\n"
                 "#define {0}\n"
                 "template <>\n"
                 "struct serializer<::{1}> {{\n"
                 "  static void write(writer& w, ::{1} v) {{\n",
                 guard, e.name);
  const bool is_signed = e.is_signed;
  const char* wide = is_signed ? "long long" : "unsigned long long";
  if (!e.enumerators.empty()) {
    fmt::format_to(std::back_inserter(out), "    switch (static_cast<{}>(v)) {{\n", wide);
    std::vector<const model::Enumerator*> seen;
    for (const auto& enumerator : e.enumerators) {
      bool duplicate = false;  // aliases print as the first name with the value
      for (const auto* other : seen) {
        duplicate |= other->negative == enumerator.negative && other->magnitude == enumerator.magnitude;
      }
      if (duplicate) continue;
      seen.push_back(&enumerator);
      fmt::format_to(std::back_inserter(out), "      case {}: w.write_literal({}); return;\n",
                     enumerator_value(enumerator, is_signed), cpp_literal("\"" + enumerator.name + "\""));
    }
    out += "      default: break;\n    }\n";
  }
  // A value without a name prints as its number.
  fmt::format_to(std::back_inserter(out), "    write_value(w, static_cast<{}>(v));\n  }}\n}};\n#endif\n\n", wide);
}

void emit_struct_declaration(std::string& out, const model::Struct& s) {
  fmt::format_to(std::back_inserter(out),
                 "template <>\n"
                 "struct serializer<::{0}> {{\n"
                 "  static void write(writer& w, const ::{0}& v);\n"
                 "}};\n\n",
                 s.name);
}

void emit_struct_definition(std::string& out, const model::Struct& s) {
  const char* value = s.fields.empty() ? "" : " v";  // unnamed when unused: no warning
  fmt::format_to(std::back_inserter(out), "inline void serializer<::{0}>::write(writer& w, const ::{0}&{1}) {{\n",
                 s.name, value);
  if (s.fields.empty()) {
    out += "  w.write_literal(\"{}\");\n}\n\n";
    return;
  }
  // Each field's separator, key and colon are one constant string.
  bool first = true;
  for (const auto& field : s.fields) {
    const std::string prefix = std::string(first ? "{" : ",") + "\"" + json_escape(field.key) + "\":";
    fmt::format_to(std::back_inserter(out), "  w.write_literal({});\n  write_value(w, v.{});\n",
                   cpp_literal(prefix), field.member);
    first = false;
  }
  out += "  w.put('}');\n}\n\n";
}

}  // namespace

std::string emit_header(const model::Unit& unit, const EmitOptions& options) {
  std::string out;
  fmt::format_to(std::back_inserter(out),
                 "// generated by jsongen {} from {} \xe2\x80\x94 DO NOT EDIT\n"
                 "#pragma once\n\n"
                 "#include {}\n"
                 "#include <jsongen/jsongen.h>\n",
                 options.version, options.source_name, cpp_literal(unit.input_include));
  for (const auto& include : unit.generated_includes) {
    fmt::format_to(std::back_inserter(out), "#include {}\n", cpp_literal(include));
  }
  out +=
      "\n#if JSONGEN_FORMAT_REVISION != 1\n"
      "#error \"this header was generated for jsongen format revision 1, which the jsongen runtime headers in "
      "use do not provide; regenerate it with the matching jsongen\"\n"
      "#endif\n\n"
      "namespace jsongen {\n\n";
  for (const auto& e : unit.enums) emit_enum(out, e);
  for (const auto& s : unit.structs) emit_struct_declaration(out, s);
  for (const auto& s : unit.structs) emit_struct_definition(out, s);
  out += "}  // namespace jsongen\n";
  return out;
}

}  // namespace jsongen
