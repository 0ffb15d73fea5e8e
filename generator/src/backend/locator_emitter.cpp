#include "backend/locator_emitter.h"

#include <algorithm>
#include <string>

#include "backend/code_text.h"
#include "backend/serializer_emitter.h"

namespace jsongen {
namespace {

using Kind = model::TypeRef::Kind;
using Style = model::VariantTagging::Style;

bool can_fail(const model::TypeRef& type) {
  switch (type.kind) {
    case Kind::Bool:
    case Kind::SignedInteger:
    case Kind::UnsignedInteger:
    case Kind::Enum:
    case Kind::Monostate:
      return false;
    case Kind::JsonValue:  // nlohmann's dump() throws on invalid UTF-8
      return true;
    case Kind::Char:
    case Kind::Float:
    case Kind::Double:
    case Kind::String:
    case Kind::StringView:
    case Kind::CString:
    case Kind::CharArray:
    case Kind::WideChar:  // a lone surrogate, a unit beyond U+10FFFF
    case Kind::WideString:
    case Kind::WideView:
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

bool can_fail(const model::Field& f) {
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

// The variant a tagged field holds: the field's own, or its optional's or container's elements'.
const model::TypeRef& tagged_variant_type(const model::Field& f) {
  return f.type.kind == Kind::Variant ? f.type : f.type.args[0];
}

class LocateEmitter : MemberFunctionBuilder {
 public:
  LocateEmitter(const model::Struct& s, SerializerClass& out) : MemberFunctionBuilder(out), s_(s) {}

  void emit() {
    std::vector<model::Field> failing;
    for (const auto& f : s_.fields) {
      if (can_fail(f)) failing.push_back(f);
    }
    if (failing.empty()) {
      MemberFunction f = function("locate", "L&, const ::" + s_.name + "&");
      f.out_of_line = false;
      line(2, "return false;  // no field can fail");
      finish(std::move(f));
      return;
    }
    const std::string parameters = "L& l, const ::" + s_.name + "& v";
    if (failing.size() <= kFieldsPerPart) {
      MemberFunction f = function("locate", parameters);
      locate_members(failing, "v", 2, "");
      line(2, "return false;");
      finish(std::move(f));
      return;
    }
    const std::size_t count = (failing.size() + kFieldsPerPart - 1) / kFieldsPerPart;
    for (std::size_t part = 0; part < count; ++part) {
      const auto begin = failing.begin() + static_cast<std::ptrdiff_t>(part * kFieldsPerPart);
      const auto end = part + 1 == count ? failing.end() : begin + static_cast<std::ptrdiff_t>(kFieldsPerPart);
      MemberFunction f = function(fmt::format("locate_part_{}", part), parameters);
      f.specifiers = "JSONGEN_NOINLINE ";
      locate_members(std::vector<model::Field>(begin, end), "v", 2, "");
      line(2, "return false;");
      finish(std::move(f));
    }
    MemberFunction f = function("locate", parameters);
    std::string parts;
    for (std::size_t part = 0; part < count; ++part) {
      parts += fmt::format("{}locate_part_{}(l, v)", part == 0 ? "" : " || ", part);
    }
    line(2, "return {};", parts);
    finish(std::move(f));
  }

 private:
  MemberFunction function(std::string name, std::string parameters) {
    return start("L", "bool", std::move(name), std::move(parameters), "l, v");
  }

  // The failing fields among `fields`; `outer` continues each path with the
  // steps outside this object (" && l.field(\"shape\")").
  void locate_members(const std::vector<model::Field>& fields, const std::string& object, int indent,
                      const std::string& outer) {
    for (const auto& f : fields) {
      if (!can_fail(f)) continue;
      const std::string value = field_access(f, object);
      std::string steps = outer;  // (and the nested objects it is written in: JSONGEN_UNDER)
      for (const std::string& key : f.under)
        steps = fmt::format(" && l.field({})", cpp_literal(json_escape(key))) + steps;
      const std::string found = fmt::format("l.field({}){}", cpp_literal(json_escape(f.key)), steps);
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
      } else if (f.nlohmann_conventions) {
        line(indent, "if ({}detail::nlohmann_style::locate(l, {})) return {};", condition, value, found);
      } else if (f.omit == model::Field::Omit::NullEntries) {
        line(indent, "if (detail::locate_map_without_nulls(l, {})) return {};", value, found);
      } else {
        line(indent, "if ({}detail::locate_value(l, {})) return {};", condition, value, found);
      }
    }
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
      if (tagging.style == Style::External || tagging.style == Style::Keyed) {
        if (!can_fail(tagged_variant_type(f).args[i])) continue;
        line(indent + 1, "case {}:", i);
        const std::string& key = tagging.style == Style::Keyed ? tagging.tags[i] : tagging.value_key;
        line(indent + 2, "if (detail::locate_value(l, {})) return l.field({}){};", alternative,
             cpp_literal(json_escape(key)), outer);
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

  const model::Struct& s_;
};

}  // namespace

void describe_locating(const model::Struct& s, SerializerClass& out) { LocateEmitter(s, out).emit(); }

}  // namespace jsongen
