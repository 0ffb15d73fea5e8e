// model -> C++17 text. Output depends only on the model and the options, so
// the same input always gives byte-identical headers.
//
// Every serializer is a specialization of jsongen::serializer<T> with a
// member template write(W& w, const T& v); W is the runtime's writer, whose
// type carries the output options (minified or pretty, NaN and UTF-8
// policies), so one generated function serves them all. Beside it,
// locate(L& l, const T& v) finds the first error and its path after write()
// reported one (runtime/include/jsongen/locate.h); it looks only at the
// fields that can fail.
#include "emitter.h"

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string_view>

namespace jsongen {
namespace {

using Kind = model::TypeRef::Kind;
using Style = model::VariantTagging::Style;

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

// The literal a key is written with: separator, quoted key, colon.
std::string key_literal(char separator, const std::string& key) {
  return cpp_literal(std::string(1, separator) + "\"" + json_escape(key) + "\":");
}

// The literal of a JSON string value.
std::string string_literal(const std::string& text) { return cpp_literal("\"" + json_escape(text) + "\""); }

// A macro name unique to `name`, so that several generated headers can each
// define a shared serializer and only the first one counts.
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

std::string enumerator_value(const model::Enumerator& e, bool is_signed) {
  if (!e.negative) return fmt::format("{}{}", e.magnitude, is_signed ? "" : "u");
  if (e.magnitude == (std::uint64_t{1} << 63)) return "(-9223372036854775807LL - 1)";
  return fmt::format("-{}LL", e.magnitude);
}

class Emitter {
 public:
  explicit Emitter(std::string& out) : out_(out) {}

  template <class... Args>
  void line(int indent, fmt::format_string<Args...> format, Args&&... args) {
    out_.append(static_cast<std::size_t>(indent) * 2, ' ');
    fmt::format_to(std::back_inserter(out_), format, std::forward<Args>(args)...);
    out_ += '\n';
  }

  void enum_serializer(const model::Enum& e) {
    const std::string guard = guard_macro("JSONGEN_ENUM_", e.name);
    const char* wide = e.is_signed ? "long long" : "unsigned long long";
    std::size_t longest = 20;  // a value without a name prints as a number
    for (const auto& enumerator : e.enumerators) {
      longest = std::max(longest, json_escape(enumerator.json_name).size() + 2);
    }
    line(0, "#ifndef {}", guard);
    line(0, "#define {}", guard);
    line(0, "template <>");
    line(0, "struct serializer<::{0}> : fixed_size_serializer<serializer<::{0}>> {{", e.name);
    if (e.as_number) {
      enum_as_number(e);
      return;
    }
    line(1, "static constexpr std::size_t max_size = {};", longest);
    line(1, "// The quoted name of v, or \"\" for a value without one.");
    line(1, "static std::string_view name(::{} v) {{", e.name);
    line(2, "switch (static_cast<{}>(v)) {{", wide);
    std::vector<const model::Enumerator*> seen;
    for (const auto& enumerator : e.enumerators) {
      bool duplicate = false;  // aliases print as the first name with the value
      for (const auto* other : seen) {
        duplicate |= other->negative == enumerator.negative && other->magnitude == enumerator.magnitude;
      }
      if (duplicate) continue;
      seen.push_back(&enumerator);
      line(3, "case {}: return {};", enumerator_value(enumerator, e.is_signed), string_literal(enumerator.json_name));
    }
    line(3, "default: return {{}};");
    line(2, "}}");
    line(1, "}}");
    line(1, "template <class W>");
    line(1, "static char* write_at(W&, char* p, ::{} v) {{", e.name);
    line(2, "const std::string_view text = name(v);");
    line(2, "if (text.empty()) return detail::format_integer(p, static_cast<{}>(v));", wide);
    line(2, "std::memcpy(p, text.data(), text.size());");
    line(2, "return p + text.size();");
    line(1, "}}");
    line(1, "template <class W>");
    line(1, "static char* write_key(W& w, char* p, ::{} v) {{", e.name);
    line(2, "const std::string_view text = name(v);");
    line(2, "if (text.empty()) return jsongen::write_key(w, p, static_cast<{}>(v));", wide);
    line(2, "return w.write(p, text.data(), text.size());");
    line(1, "}}");
    enum_end(e);
  }

  // JSONGEN_ENUM_AS_NUMBER on the enum: its number wherever it is written,
  // as a map key its number's digits.
  void enum_as_number(const model::Enum& e) {
    const char* wide = e.is_signed ? "long long" : "unsigned long long";
    line(1, "static constexpr std::size_t max_size = 20;  // JSONGEN_ENUM_AS_NUMBER: its number");
    line(1, "template <class W>");
    line(1, "static char* write_at(W&, char* p, ::{} v) {{", e.name);
    line(2, "return detail::format_integer(p, static_cast<{}>(v));", wide);
    line(1, "}}");
    line(1, "template <class W>");
    line(1, "static char* write_key(W& w, char* p, ::{} v) {{", e.name);
    line(2, "return jsongen::write_key(w, p, static_cast<{}>(v));", wide);
    line(1, "}}");
    enum_end(e);
  }

  void enum_end(const model::Enum& e) {
    line(1, "template <class L>");
    line(1, "static bool locate(L&, ::{}) {{", e.name);
    line(2, "return false;");
    line(1, "}}");
    line(0, "}};");
    line(0, "#endif");
    out_ += '\n';
  }

  // The instances of a marked class template that no generated header holds
  // match this partial specialization (the generated ones are full
  // specializations, which win), whose message says how to generate them.
  void ungenerated_instances(const model::MarkedTemplate& marked) {
    std::string parameters, arguments;
    for (std::size_t i = 0; i < marked.parameters.size(); ++i) {
      parameters += (i == 0 ? "" : ", ") + marked.parameters[i];
      arguments += (i == 0 ? "" : ", ") + marked.arguments[i];
    }
    line(0, "// Instances of {} that were not generated.", marked.name);
    line(0, "template <{}>", parameters);
    line(0, "struct serializer<::{}<{}>> : detail::refused_serializer {{", marked.name, arguments);
    line(1, "static_assert(always_false<serializer>::value,");
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
      line(1, "              {}{}", cpp_literal(message.substr(begin, end - begin)), end == message.size() ? ");" : "");
      begin = end;
    }
    line(0, "}};");
    out_ += '\n';
  }

  void struct_serializer(const model::Struct& s) {
    std::string guard;
    if (s.shared) {
      guard = guard_macro("JSONGEN_STRUCT_", s.name);
      line(0, "#ifndef {}", guard);
      line(0, "#define {}", guard);
    }
    text_hints_ = 0;
    line(0, "template <>");
    line(0, "struct serializer<::{}> {{", s.name);
    line(1, "static constexpr std::size_t room_after = 1;  // write() leaves a byte after '}}' (for a ',')");
    if (s.fields.size() > kFieldsPerPart) {
      parts(s);
    } else {
      if (s.fields.empty()) {
        line(1, "template <class W>");
        line(1, "static char* write(W& w, char* p, const ::{}&) {{", s.name);
        line(2, "return w.empty_object(p);");
      } else {
        if (is_leaf(s)) line(1, "// Small and holding no other struct: written inline where it is used.");
        line(1, "template <class W>");
        line(1, "static {}char* write(W& w, char* p, const ::{}& v) {{", is_leaf(s) ? "JSONGEN_ALWAYS_INLINE " : "",
             s.name);
        object(s.fields, "v", 2);
      }
      line(1, "}}");
    }
    if (text_hints_ > 0) {
      line(1, "// Per string field: whether it has held only ASCII so far, which lets the");
      line(1, "// escaper skip the UTF-8 check (a hint for speed; jsongen/text_hint.h).");
      line(1, "static inline detail::text_hint text_hints[{}];", text_hints_);
    }
    locate(s);
    line(0, "}};");
    if (s.shared) line(0, "#endif");
    out_ += '\n';
  }

 private:
  // The C++ expression of a field of `object`.
  static std::string access(const model::Field& f, const std::string& object) {
    if (f.base_cast.empty()) return object + "." + f.member;
    return fmt::format("static_cast<const ::{}&>({}).{}", f.base_cast, object, f.member);
  }

  // Strings written by detail::write_field, which takes a text_hint for them.
  static bool is_text(const model::TypeRef& type) {
    if (type.kind == Kind::Optional) return is_text(type.args[0]);
    return type.kind == Kind::String || type.kind == Kind::StringView;
  }

  // Fields whose value has a largest size, fixed (numbers, bools, enums, and
  // optionals of them) or known from a count (arrays of those): a run of
  // them shares one capacity check (detail::run_room in serializer.h, which
  // agrees on what is bounded).
  static bool is_fixed_kind(model::TypeRef::Kind kind) {
    return kind == Kind::Bool || kind == Kind::SignedInteger || kind == Kind::UnsignedInteger ||
           kind == Kind::Float || kind == Kind::Double || kind == Kind::Enum;
  }
  static bool is_fixed(const model::TypeRef& type) {
    if (type.kind == Kind::Optional) return is_fixed_kind(type.args[0].kind);
    return is_fixed_kind(type.kind);
  }
  static bool is_bounded(const model::Field& f) {
    if (!f.custom_writer.empty() || f.enum_as_number || f.tagging.style != Style::None) return false;
    if (f.type.kind == Kind::Sequence) return is_fixed(f.type.args[0]);
    return is_fixed(f.type);
  }

  // Structs of a few fields that hold no struct, map, variant or user type
  // (leaves of the data: a point, a price) are inlined into what writes
  // them, mostly container loops, which their call and register saves
  // would otherwise dominate (CITM's areas: 10% of the whole time).
  static constexpr std::size_t kMaxLeafFields = 16;
  static bool is_leaf_type(const model::TypeRef& type) {
    if (type.kind == Kind::Struct || type.kind == Kind::Custom || type.kind == Kind::Variant ||
        type.kind == Kind::Map || type.kind == Kind::MultiMap) {
      return false;
    }
    return std::all_of(type.args.begin(), type.args.end(), [](const model::TypeRef& arg) { return is_leaf_type(arg); });
  }
  static bool is_leaf(const model::Struct& s) {
    return s.fields.size() <= kMaxLeafFields && std::all_of(s.fields.begin(), s.fields.end(), [](const model::Field& f) {
             return f.custom_writer.empty() && f.tagging.style == Style::None && is_leaf_type(f.type);
           });
  }

  // A struct of many fields is written by parts, each a function of its own
  // that the compiler does not inline: one function with thousands of fields
  // inlined took compilers minutes and gigabytes (g++ 12 ran out of 24 GB on
  // 10,000 int fields; tests/generator/robustness).
  static constexpr std::size_t kFieldsPerPart = 256;

  void parts(const model::Struct& s) {
    const std::vector<model::Field>& fields = s.fields;
    const bool fused = fields.front().omit == model::Field::Omit::Never;
    const std::size_t count = (fields.size() + kFieldsPerPart - 1) / kFieldsPerPart;
    for (std::size_t part = 0; part < count; ++part) {
      const auto begin = fields.begin() + static_cast<std::ptrdiff_t>(part * kFieldsPerPart);
      const auto end = part + 1 == count ? fields.end() : begin + static_cast<std::ptrdiff_t>(kFieldsPerPart);
      line(1, "template <class W>");
      line(1, "static JSONGEN_NOINLINE char* write_part_{}(W& w, char* p, const ::{}& v) {{", part, s.name);
      members(std::vector<model::Field>(begin, end), "v", 2, part == 0 && fused, false);
      line(2, "return p;");
      line(1, "}}");
    }
    line(1, "template <class W>");
    line(1, "static char* write(W& w, char* p, const ::{}& v) {{", s.name);
    if (!fused) line(2, "const std::size_t start = w.begin_members(p);  // the first field may be left out");
    for (std::size_t part = 0; part < count; ++part) line(2, "p = write_part_{}(w, p, v);", part);
    line(2, fused ? "return w.end_object(p);" : "return w.end_members(start, p);");
    line(1, "}}");
  }

  // A whole object. Each field's separator, key and colon are one constant
  // string; the first is fused with '{' unless that field may be left out.
  void object(const std::vector<model::Field>& fields, const std::string& object, int indent) {
    const bool fused = fields.front().omit == model::Field::Omit::Never;
    if (!fused) line(indent, "const std::size_t start = w.begin_members(p);  // the first field may be left out");
    const bool closed = members(fields, object, indent, fused, fused);
    if (!fused) {
      line(indent, "return w.end_members(start, p);");
    } else if (closed) {
      line(indent, "return p;");
    } else {
      line(indent, "return w.end_object(p);");
    }
  }

  // Writes the fields; returns whether it also closed the object (when
  // `may_close` and the last run is fixed-size, the '}' joins that run).
  bool members(const std::vector<model::Field>& fields, const std::string& object, int indent, bool first_fused,
               bool may_close) {
    bool first = first_fused;
    bool closed = false;
    for (std::size_t i = 0; i < fields.size();) {
      if (!is_bounded(fields[i])) {
        const model::Field& f = fields[i++];
        const std::string value = access(f, object);
        const int body = open_omission(f, value, indent);
        if (!f.custom_writer.empty() || f.enum_as_number || f.tagging.style != Style::None) {
          line(body, "p = w.key(p, {});", key_literal(first ? '{' : ',', f.key));
          field_value(f, value, body);
        } else {
          const std::string hint = is_text(f.type) ? fmt::format(", &text_hints[{}]", text_hints_++) : "";
          line(body, "p = detail::write_field(w, p, {}, {}{});", key_literal(first ? '{' : ',', f.key), value, hint);
        }
        close_omission(f, indent);
        first = false;
        continue;
      }
      std::size_t end = i;
      while (end < fields.size() && is_bounded(fields[end])) ++end;
      const bool closes = may_close && end == fields.size();
      std::size_t key_bytes = closes ? 2 : 0;  // '}' and the byte left after it (room_after)
      for (std::size_t k = i; k < end; ++k) {
        key_bytes += json_escape(fields[k].key).size() + 4;  // separator, quotes, colon
      }
      line(indent, "// {}: one capacity check", end - i == 1 ? fields[i].member
                                                          : fields[i].member + " .. " + fields[end - 1].member);
      line(indent, "p = w.reserve_fields(p, detail::run_room(w, {},  // keys{}", key_bytes, closes ? ", '}' and 1" : "");
      // The values, as many to a line as fit in about 100 columns.
      std::string values;
      for (std::size_t k = i; k < end; ++k) {
        const std::string value = access(fields[k], object) + (k + 1 == end ? fmt::format("), {});", end - i) : ",");
        if (!values.empty() && (indent + 2) * 2 + values.size() + 1 + value.size() > 100) {
          line(indent + 2, "{}", values);
          values.clear();
        }
        values += (values.empty() ? "" : " ") + value;
      }
      line(indent + 2, "{}", values);
      for (std::size_t k = i; k < end; ++k) {
        const model::Field& f = fields[k];
        const std::string value = access(f, object);
        const int body = open_omission(f, value, indent);
        line(body, "p = w.key_at(p, {});", key_literal(first ? '{' : ',', f.key));
        line(body, "p = detail::write_bounded(w, p, {});", value);
        close_omission(f, indent);
        first = false;
      }
      if (closes) line(indent, "p = w.end_object_at(p);");
      closed = closes;
      i = end;
    }
    return closed;
  }

  int open_omission(const model::Field& f, const std::string& value, int indent) {
    if (f.omit == model::Field::Omit::WhenEmpty) {
      line(indent, "if (!detail::is_empty({})) {{", value);
      return indent + 1;
    }
    if (f.omit == model::Field::Omit::WhenNull) {
      line(indent, "if (!detail::is_null({})) {{", value);
      return indent + 1;
    }
    return indent;
  }

  void close_omission(const model::Field& f, int indent) {
    if (f.omit != model::Field::Omit::Never) line(indent, "}}");
  }

  void field_value(const model::Field& f, const std::string& value, int indent) {
    if (!f.custom_writer.empty()) {
      line(indent, "p = {}::write(w, p, {});", f.custom_writer, value);
    } else if (f.enum_as_number) {
      line(indent, "p = detail::write_enum_number(w, p, {});", value);
    } else if (f.tagging.style != Style::None) {
      tagged_field(f, value, indent);
    } else {
      line(indent, "p = write_value(w, p, {});", value);
    }
  }

  // A tagged variant, or each variant of a tagged optional or container.
  void tagged_field(const model::Field& f, const std::string& value, int indent) {
    if (f.type.kind == Kind::Optional) {
      line(indent, "if (!{}.has_value()) {{", value);
      line(indent + 1, "p = w.write_literal(p, \"null\");");
      line(indent, "}} else {{");
      line(indent + 1, "const auto& element = *{};", value);
      tagged_variant(f, "element", indent + 1);
      line(indent, "}}");
    } else if (f.type.kind == Kind::Sequence) {
      line(indent, "{{");
      line(indent + 1, "p = w.begin_array(p);");
      line(indent + 1, "std::size_t count = 0;");
      line(indent + 1, "for (const auto& element : {}) {{", value);
      line(indent + 2, "p = w.array_item(p, count++);");
      tagged_variant(f, "element", indent + 2);
      line(indent + 1, "}}");
      line(indent + 1, "p = w.end_array(p, count);");
      line(indent, "}}");
    } else {
      tagged_variant(f, value, indent);
    }
  }

  void tagged_variant(const model::Field& f, const std::string& value, int indent) {
    const model::VariantTagging& tagging = f.tagging;
    line(indent, "switch ({}.index()) {{", value);
    for (std::size_t i = 0; i < tagging.tags.size(); ++i) {
      if (tagging.tags[i].empty()) continue;  // std::monostate: null
      line(indent + 1, "case {}: {{", i);
      const std::string alternative = fmt::format("*std::get_if<{}>(&{})", i, value);
      line(indent + 2, "p = w.key(p, {});", key_literal('{', tagging.tag_key));
      line(indent + 2, "p = w.write_literal(p, {});", string_literal(tagging.tags[i]));
      if (tagging.style == Style::External) {
        line(indent + 2, "p = w.key(p, {});", key_literal(',', tagging.value_key));
        line(indent + 2, "p = write_value(w, p, {});", alternative);
      } else if (!tagging.inline_structs[i].fields.empty()) {
        line(indent + 2, "const auto& alternative = {};", alternative);
        members(tagging.inline_structs[i].fields, "alternative", indent + 2, false, false);
      }
      line(indent + 2, "p = w.end_object(p);");
      line(indent + 2, "break;");
      line(indent + 1, "}}");
    }
    line(indent + 1, "default:  // std::monostate, or valueless after an exception");
    line(indent + 2, "p = w.write_literal(p, \"null\");");
    line(indent + 2, "break;");
    line(indent, "}}");
  }

  // ---- locate(): the search for the first error ------------------------
  //
  // Visits, in writing order, the fields whose values can fail (text under
  // utf8_policy::error, floats under nan_policy::error, user-written
  // serializers, and whatever holds them), each under the same conditions
  // as write(); on the way out of a failure each names its step of the path.

  static bool can_fail(const model::TypeRef& type) {
    switch (type.kind) {
      case Kind::Bool:
      case Kind::SignedInteger:
      case Kind::UnsignedInteger:
      case Kind::Enum:
      case Kind::Monostate:
        return false;
      case Kind::Char:
      case Kind::Float:
      case Kind::Double:
      case Kind::String:
      case Kind::StringView:
      case Kind::CString:
      case Kind::CharArray:
      case Kind::Struct:
      case Kind::Custom:
      case Kind::TimePoint:  // a year RFC 3339 cannot write
      case Kind::Path:       // text
        return true;
      case Kind::Duration:  // as its Rep
      case Kind::Wrapper:
      case Kind::MultiMap:
      case Kind::Sequence:
      case Kind::Tuple:
      case Kind::Optional:
      case Kind::Pointer:
      case Kind::Variant:
      case Kind::Map:
        break;
    }
    return std::any_of(type.args.begin(), type.args.end(), [](const model::TypeRef& arg) { return can_fail(arg); });
  }

  static bool can_fail(const model::Field& f) {
    if (!f.custom_writer.empty()) return true;
    if (f.enum_as_number) return false;
    if (f.tagging.style == Style::Internal) {
      for (const auto& alternative : f.tagging.inline_structs) {
        if (std::any_of(alternative.fields.begin(), alternative.fields.end(),
                        [](const model::Field& inner) { return can_fail(inner); })) {
          return true;
        }
      }
      return false;
    }
    return can_fail(f.type);
  }

  void locate(const model::Struct& s) {
    std::vector<model::Field> failing;
    for (const auto& f : s.fields) {
      if (can_fail(f)) failing.push_back(f);
    }
    line(1, "template <class L>");
    if (failing.empty()) {
      line(1, "static bool locate(L&, const ::{}&) {{", s.name);
      line(2, "return false;  // no field can fail");
      line(1, "}}");
      return;
    }
    if (failing.size() <= kFieldsPerPart) {
      line(1, "static bool locate(L& l, const ::{}& v) {{", s.name);
      locate_members(failing, "v", 2, "");
      line(2, "return false;");
      line(1, "}}");
      return;
    }
    const std::size_t count = (failing.size() + kFieldsPerPart - 1) / kFieldsPerPart;
    for (std::size_t part = 0; part < count; ++part) {
      const auto begin = failing.begin() + static_cast<std::ptrdiff_t>(part * kFieldsPerPart);
      const auto end = part + 1 == count ? failing.end() : begin + static_cast<std::ptrdiff_t>(kFieldsPerPart);
      line(1, "static JSONGEN_NOINLINE bool locate_part_{}(L& l, const ::{}& v) {{", part, s.name);
      locate_members(std::vector<model::Field>(begin, end), "v", 2, "");
      line(2, "return false;");
      line(1, "}}");
      line(1, "template <class L>");
    }
    line(1, "static bool locate(L& l, const ::{}& v) {{", s.name);
    std::string parts;
    for (std::size_t part = 0; part < count; ++part) {
      parts += fmt::format("{}locate_part_{}(l, v)", part == 0 ? "" : " || ", part);
    }
    line(2, "return {};", parts);
    line(1, "}}");
  }

  // The failing fields among `fields`; `outer` continues each path with the
  // steps outside this object (" && l.field(\"shape\")").
  void locate_members(const std::vector<model::Field>& fields, const std::string& object, int indent,
                      const std::string& outer) {
    for (const auto& f : fields) {
      if (!can_fail(f)) continue;
      const std::string value = access(f, object);
      const std::string found = fmt::format("l.field({}){}", cpp_literal(json_escape(f.key)), outer);
      std::string condition;
      if (f.omit == model::Field::Omit::WhenEmpty) condition = fmt::format("!detail::is_empty({}) && ", value);
      if (f.omit == model::Field::Omit::WhenNull) condition = fmt::format("!detail::is_null({}) && ", value);
      if (f.tagging.style != Style::None) {
        int body = indent;
        if (!condition.empty()) {
          line(indent, "if ({}) {{", condition.substr(0, condition.size() - 4));
          body = indent + 1;
        }
        locate_tagged(f, value, body, " && " + found);
        if (!condition.empty()) line(indent, "}}");
      } else if (!f.custom_writer.empty()) {
        line(indent, "if ({}detail::locate_with<{}>(l, {})) return {};", condition, f.custom_writer, value, found);
      } else {
        line(indent, "if ({}detail::locate_value(l, {})) return {};", condition, value, found);
      }
    }
  }

  // The variant a tagged field holds: the field's own, or its optional's or container's elements'.
  static const model::TypeRef& tagged_variant_type(const model::Field& f) {
    return f.type.kind == Kind::Variant ? f.type : f.type.args[0];
  }

  void locate_tagged(const model::Field& f, const std::string& value, int indent, const std::string& outer) {
    if (f.type.kind == Kind::Optional) {
      line(indent, "if ({}.has_value()) {{", value);
      line(indent + 1, "const auto& element = *{};", value);
      locate_tagged_variant(f, "element", indent + 1, outer);
      line(indent, "}}");
    } else if (f.type.kind == Kind::Sequence) {
      line(indent, "{{");
      line(indent + 1, "std::size_t position = 0;");
      line(indent + 1, "for (const auto& element : {}) {{", value);
      locate_tagged_variant(f, "element", indent + 2, " && l.index(position)" + outer);
      line(indent + 2, "++position;");
      line(indent + 1, "}}");
      line(indent, "}}");
    } else {
      locate_tagged_variant(f, value, indent, outer);
    }
  }

  void locate_tagged_variant(const model::Field& f, const std::string& value, int indent, const std::string& outer) {
    const model::VariantTagging& tagging = f.tagging;
    line(indent, "switch ({}.index()) {{", value);
    for (std::size_t i = 0; i < tagging.tags.size(); ++i) {
      if (tagging.tags[i].empty()) continue;  // std::monostate: null
      const std::string alternative = fmt::format("*std::get_if<{}>(&{})", i, value);
      if (tagging.style == Style::External) {
        if (!can_fail(tagged_variant_type(f).args[i])) continue;
        line(indent + 1, "case {}:", i);
        line(indent + 2, "if (detail::locate_value(l, {})) return l.field({}){};", alternative,
             cpp_literal(json_escape(tagging.value_key)), outer);
        line(indent + 2, "break;");
      } else {
        const std::vector<model::Field>& fields = tagging.inline_structs[i].fields;
        if (std::none_of(fields.begin(), fields.end(), [](const model::Field& inner) { return can_fail(inner); })) {
          continue;
        }
        line(indent + 1, "case {}: {{", i);
        line(indent + 2, "const auto& alternative = {};", alternative);
        locate_members(fields, "alternative", indent + 2, outer);
        line(indent + 2, "break;");
        line(indent + 1, "}}");
      }
    }
    line(indent + 1, "default:");
    line(indent + 2, "break;");
    line(indent, "}}");
  }

  std::string& out_;
  std::size_t text_hints_ = 0;  // of the struct being written
};

}  // namespace

std::string emit_header(const model::Unit& unit, const EmitOptions& options) {
  std::string out;
  Emitter emit(out);
  emit.line(0, "// generated by jsongen {} from {} \xe2\x80\x94 DO NOT EDIT", options.version, options.source_name);
  emit.line(0, "#pragma once");
  out += '\n';
  emit.line(0, "#include {}", cpp_literal(unit.input_include));
  emit.line(0, "#include <jsongen/jsongen.h>");
  // Not included by jsongen.h, for their standard headers' compile time.
  if (unit.needs_chrono) emit.line(0, "#include <jsongen/chrono.h>");
  if (unit.needs_filesystem) emit.line(0, "#include <jsongen/filesystem.h>");
  for (const auto& include : unit.generated_includes) emit.line(0, "#include {}", cpp_literal(include));
  out += '\n';
  emit.line(0, "#if JSONGEN_FORMAT_REVISION != 8");
  emit.line(0,
            "#error \"this header was generated for jsongen format revision 8, which the jsongen runtime headers in "
            "use do not provide; regenerate it with the matching jsongen\"");
  emit.line(0, "#endif");
  out += '\n';
  emit.line(0, "namespace jsongen {{");
  out += '\n';
  for (const auto& e : unit.enums) emit.enum_serializer(e);
  for (const auto& s : unit.structs) emit.struct_serializer(s);
  for (const auto& marked : unit.templates) emit.ungenerated_instances(marked);
  emit.line(0, "}}  // namespace jsongen");
  return out;
}

}  // namespace jsongen
