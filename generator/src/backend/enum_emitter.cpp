#include "backend/enum_emitter.h"

#include <algorithm>
#include <map>
#include <vector>

#include "backend/code_text.h"

namespace jsongen {
namespace {

std::string enumerator_value(const model::Enumerator& e, bool is_signed) {
  if (!e.negative) return fmt::format("{}{}", e.magnitude, is_signed ? "" : "u");
  if (e.magnitude == (std::uint64_t{1} << 63)) return "(-9223372036854775807LL - 1)";
  return fmt::format("-{}LL", e.magnitude);
}

// JSONGEN_ENUM_AS_NUMBER on the enum: its number wherever it is written,
// as a map key its number's digits.
void enum_as_number(CodeWriter& code, const model::Enum& e) {
  const char* wide = e.is_signed ? "long long" : "unsigned long long";
  code.line(1, "static constexpr std::size_t max_size = 20;  // JSONGEN_ENUM_AS_NUMBER: its number");
  code.line(1, "template <class W>");
  code.line(1, "static char* write_at(W&, char* p, ::{} v) {{", e.name);
  code.line(2, "return detail::format_integer(p, static_cast<{}>(v));", wide);
  code.line(1, "}}");
  code.line(1, "template <class W>");
  code.line(1, "static char* write_key(W& w, char* p, ::{} v) {{", e.name);
  code.line(2, "return jsongen::write_key(w, p, static_cast<{}>(v));", wide);
  code.line(1, "}}");
}

// What an enumerator is written as: its quoted name, or null.
std::string json_text(const model::Enumerator& enumerator) {
  return enumerator.json_null ? cpp_literal("null") : string_literal(enumerator.json_name);
}

void enum_as_names(CodeWriter& code, const model::Enum& e) {
  const char* wide = e.is_signed ? "long long" : "unsigned long long";
  std::size_t longest = 20;  // a value without a name prints as a number
  bool has_null = false;
  for (const auto& enumerator : e.enumerators) {
    longest = std::max(longest, json_escape(enumerator.json_name).size() + 2);
    has_null |= enumerator.json_null;
  }
  code.line(1, "static constexpr std::size_t max_size = {};", longest);
  if (e.nlohmann_table) {
    code.line(1, "// NLOHMANN_JSON_SERIALIZE_ENUM's value for v: its first entry's, or the");
    code.line(1, "// list's first entry's for a value it does not list (as nlohmann::json).");
  } else {
    code.line(1, "// The quoted name of v, or \"\" for a value without one.");
  }
  code.line(1, "static std::string_view name(::{} v) {{", e.name);
  code.line(2, "switch (static_cast<{}>(v)) {{", wide);
  std::vector<const model::Enumerator*> seen;
  for (const auto& enumerator : e.enumerators) {
    bool duplicate = false;  // aliases print as the first name with the value
    for (const auto* other : seen) {
      duplicate |= other->negative == enumerator.negative && other->magnitude == enumerator.magnitude;
    }
    if (duplicate) continue;
    seen.push_back(&enumerator);
    code.line(3, "case {}: return {};", enumerator_value(enumerator, e.is_signed), json_text(enumerator));
  }
  if (e.nlohmann_table) {
    code.line(3, "default: return {};", json_text(e.enumerators.front()));
  } else {
    code.line(3, "default: return {{}};");
  }
  code.line(2, "}}");
  code.line(1, "}}");
  // A table names every value; otherwise a value without a name is its number.
  code.line(1, "template <class W>");
  code.line(1, "static char* write_at(W&, char* p, ::{} v) {{", e.name);
  code.line(2, "const std::string_view text = name(v);");
  if (!e.nlohmann_table) {
    code.line(2, "if (text.empty()) return detail::format_integer(p, static_cast<{}>(v));", wide);
  }
  code.line(2, "std::memcpy(p, text.data(), text.size());");
  code.line(2, "return p + text.size();");
  code.line(1, "}}");
  code.line(1, "template <class W>");
  code.line(1, "static char* write_key(W& w, char* p, ::{} v) {{", e.name);
  code.line(2, "const std::string_view text = name(v);");
  if (!e.nlohmann_table) {
    code.line(2, "if (text.empty()) return jsongen::write_key(w, p, static_cast<{}>(v));", wide);
  } else if (has_null) {
    code.line(2, "if (text[0] != '\"') {{  // null: no object key");
    code.line(3, "w.fail(errc::null_key, p);");
    code.line(3, "return w.write_literal(p, \"\\\"\\\"\");");
    code.line(2, "}}");
  }
  code.line(2, "return w.write(p, text.data(), text.size());");
  code.line(1, "}}");
}

// Two generated headers that write an enum differently cannot be used
// together: the guards differ, so the compiler says so.
void nlohmann_comment(CodeWriter& code, const model::Enum& e) {
  if (!e.nlohmann) return;
  code.line(0, "// As nlohmann::json writes it ({}, jsongen --nlohmann): a",
            e.nlohmann_table ? "NLOHMANN_JSON_SERIALIZE_ENUM" : "its number");
  code.line(0, "// header generated without --nlohmann that also writes it redefines this.");
}

}  // namespace

void emit_enum_serializer(const model::Enum& e, std::string& out) {
  CodeWriter code(out);
  const std::string guard = guard_macro(e.nlohmann ? "JSONGEN_ENUM_NLOHMANN_" : "JSONGEN_ENUM_", e.name);
  code.line(0, "#ifndef {}", guard);
  code.line(0, "#define {}", guard);
  nlohmann_comment(code, e);
  code.line(0, "template <>");
  code.line(0, "struct serializer<::{0}> : fixed_size_serializer<serializer<::{0}>> {{", e.name);
  if (e.as_number) {
    enum_as_number(code, e);
  } else {
    enum_as_names(code, e);
  }
  code.line(1, "template <class L>");
  code.line(1, "static bool locate(L&, ::{}) {{", e.name);
  code.line(2, "return false;");
  code.line(1, "}}");
  code.line(0, "}};");
  code.line(0, "#endif");
  code.blank();
}

void emit_enum_deserializer(const model::Enum& e, std::string& out) {
  CodeWriter code(out);
  const std::string guard = guard_macro(e.nlohmann ? "JSONGEN_ENUM_READ_NLOHMANN_" : "JSONGEN_ENUM_READ_", e.name);
  code.line(0, "#ifndef {}", guard);
  code.line(0, "#define {}", guard);
  code.line(0, "template <>");
  code.line(0, "struct deserializer<::{}> {{", e.name);
  if (e.as_number) {
    code.line(1, "static constexpr unsigned kinds = detail::kind_integer;  // JSONGEN_ENUM_AS_NUMBER: its number");
    code.line(1, "template <class R>");
    code.line(1, "static const char* read(R& r, const char* p, ::{}& v) {{", e.name);
    code.line(2, "return detail::read_enum_number(r, p, v);");
    code.line(1, "}}");
    code.line(1, "template <class R>");
    code.line(1, "static bool read_key(R& r, const char* key_start, std::string_view text, ::{}& v) {{", e.name);
    code.line(2, "return detail::read_enum_number_key(r, key_start, text, v);");
    code.line(1, "}}");
  } else {
    // A value written without a name was written as its number; null is
    // NLOHMANN_JSON_SERIALIZE_ENUM's first nullptr entry.
    const auto null_entry = std::find_if(e.enumerators.begin(), e.enumerators.end(),
                                         [](const model::Enumerator& enumerator) { return enumerator.json_null; });
    const bool reads_null = null_entry != e.enumerators.end();
    code.line(1, "static constexpr unsigned kinds = detail::kind_string | detail::kind_integer{};",
              reads_null ? " | detail::kind_null" : "");
    code.line(1, "// The enumerator a name names (as written: JSONGEN_RENAME applied).");
    code.line(1, "static bool from_name(std::string_view name, ::{}& v) {{", e.name);
    std::map<std::size_t, std::vector<const model::Enumerator*>> by_size;
    for (const auto& enumerator : e.enumerators) {
      if (!enumerator.json_null) by_size[enumerator.json_name.size()].push_back(&enumerator);
    }
    const char* wide = e.is_signed ? "long long" : "unsigned long long";
    if (by_size.empty()) {
      code.line(2, "(void)name;");
      code.line(2, "(void)v;");
    } else {
      code.line(2, "switch (name.size()) {{");
      for (const auto& [size, enumerators] : by_size) {
        code.line(3, "case {}:", size);
        for (const auto* enumerator : enumerators) {
          code.line(4, "if ({}std::memcmp(name.data(), {}, {}) == 0) {{", size == 0 ? "true || " : "",
                    cpp_literal(enumerator->json_name), size);
          code.line(5, "v = static_cast<::{}>(static_cast<{}>({}));", e.name, wide,
                    enumerator_value(*enumerator, e.is_signed));
          code.line(5, "return true;");
          code.line(4, "}}");
        }
        code.line(4, "break;");
      }
      code.line(3, "default:");
      code.line(4, "break;");
      code.line(2, "}}");
    }
    code.line(2, "return false;");
    code.line(1, "}}");
    // What a message lists: the first names.
    std::string expected;
    std::size_t listed = 0;
    for (const auto& enumerator : e.enumerators) {
      if (listed == 8) {
        expected += ", ...";
        break;
      }
      std::string quoted = enumerator.json_null ? "null" : "\"" + json_escape(enumerator.json_name) + "\"";
      expected += (listed == 0 ? "" : ", ") + quoted;
      ++listed;
    }
    if (expected.empty()) expected = "(no names)";
    code.line(1, "template <class R>");
    code.line(1, "static const char* read(R& r, const char* p, ::{}& v) {{", e.name);
    if (reads_null) {
      code.line(2, "if (p != r.end() && *p == 'n') {{");
      code.line(3, "v = static_cast<::{}>(static_cast<{}>({}));", e.name, wide,
                enumerator_value(*null_entry, e.is_signed));
      code.line(3, "return r.literal(p, \"null\", \"null\");");
      code.line(2, "}}");
    }
    code.line(2, "return detail::read_enum_name(r, p, v, &from_name, {});", cpp_literal("one of " + expected));
    code.line(1, "}}");
    code.line(1, "template <class R>");
    code.line(1, "static bool read_key(R& r, const char* key_start, std::string_view text, ::{}& v) {{", e.name);
    code.line(2, "return detail::read_enum_key(r, key_start, text, v, &from_name, {});",
              cpp_literal("one of " + expected));
    code.line(1, "}}");
  }
  code.line(0, "}};");
  code.line(0, "#endif");
  code.blank();
}

void emit_ungenerated_instances(const model::MarkedTemplate& marked, std::string& out, bool write_only) {
  CodeWriter code(out);
  std::string parameters, arguments;
  for (std::size_t i = 0; i < marked.parameters.size(); ++i) {
    parameters += (i == 0 ? "" : ", ") + marked.parameters[i];
    arguments += (i == 0 ? "" : ", ") + marked.arguments[i];
  }
  code.line(0, "// Instances of {} that were not generated.", marked.name);
  code.line(0, "template <{}>", parameters);
  code.line(0, "struct serializer<::{}<{}>> : detail::refused_serializer {{", marked.name, arguments);
  code.line(1, "static_assert(always_false<serializer>::value,");
  const std::string message =
      "jsongen: no serializer for this instance of class template " + marked.name +
      ", which is marked JSONGEN_SERIALIZE but was not generated with these arguments. jsongen generates the "
      "instances that fields of generated structs use and the explicit instantiations in the template's header: "
      "add `template struct " + marked.name + "<...>;` there, run jsongen again and include the generated .json.h "
      "before using it.";
  // One literal per line of about 100 columns, split after a space.
  std::size_t begin = 0;
  while (begin < message.size()) {
    std::size_t end = std::min(message.size(), begin + 80);
    if (end < message.size()) {
      const auto space = message.rfind(' ', end);
      if (space != std::string::npos && space > begin) end = space + 1;
    }
    code.line(1, "              {}{}", cpp_literal(message.substr(begin, end - begin)), end == message.size() ? ");" : "");
    begin = end;
  }
  code.line(0, "}};");
  code.blank();
  if (write_only) return;
  code.line(0, "template <{}>", parameters);
  code.line(0, "struct deserializer<::{}<{}>> : detail::refused_deserializer {{", marked.name, arguments);
  code.line(1, "static_assert(always_false<deserializer>::value,");
  code.line(1, "              {});", cpp_literal("jsongen: no deserializer for this instance of class template " +
                                                marked.name + ", which was not generated with these arguments "
                                                "(see the serializer's message)"));
  code.line(0, "}};");
  code.blank();
}

}  // namespace jsongen
