#include "backend/readability.h"

namespace jsongen {
namespace {

using Kind = model::TypeRef::Kind;
using Style = model::VariantTagging::Style;

// Why a value of this type cannot be read into, or "".
std::string why_type_unreadable(const model::TypeRef& type, const std::map<std::string, std::string>& unreadable) {
  if (type.is_const) return "is const, so it cannot be assigned what is read";
  switch (type.kind) {
    case Kind::StringView: return "is a std::string_view, which would not own what is read; use std::string";
    case Kind::CString: return "is a C string, which would not own what is read; use std::string";
    case Kind::WideView:
      return "is a " + type.name + ", which would not own what is read; use its std::basic_string";
    case Kind::Custom:
      if (!type.custom_reads) {
        return "is '" + type.name + "', which has a user-written jsongen::serializer but no jsongen::deserializer";
      }
      return {};
    case Kind::Struct: {
      const auto found = unreadable.find(type.name);
      if (found != unreadable.end() && !found->second.empty()) return "is '" + type.name + "', whose " + found->second;
      return {};
    }
    case Kind::Pointer:
      if (type.form == model::TypeRef::Form::RawPointer) {
        return "is a raw pointer, which would not own what is read; use std::unique_ptr";
      }
      break;
    case Kind::Sequence:
      if (type.form == model::TypeRef::Form::Span) return "is a std::span, a view that cannot grow; use std::vector";
      break;
    case Kind::Bool:
    case Kind::SignedInteger:
    case Kind::UnsignedInteger:
    case Kind::Char:
    case Kind::Float:
    case Kind::Double:
    case Kind::String:
    case Kind::CharArray:
    case Kind::WideChar:
    case Kind::WideString:
    case Kind::Tuple:
    case Kind::Optional:
    case Kind::Variant:
    case Kind::Monostate:
    case Kind::Map:
    case Kind::MultiMap:
    case Kind::Duration:
    case Kind::TimePoint:
    case Kind::Path:
    case Kind::Wrapper:
    case Kind::Enum:
    case Kind::JsonValue:
      break;  // readable if what it holds is
  }
  for (const auto& arg : type.args) {
    std::string why = why_type_unreadable(arg, unreadable);
    if (!why.empty()) return "holds a value that " + why;
  }
  return {};
}

}  // namespace

std::string why_unreadable(const model::Struct& s, const std::map<std::string, std::string>& unreadable) {
  for (const auto& f : s.fields) {
    const std::string what = "field '" + f.member + "'";
    if (!f.custom_writer.empty()) {
      if (!f.custom_reads) {
        return what + " is written by JSONGEN_WITH(" + f.custom_writer + "), which has no read(reader, p, value)";
      }
      continue;
    }
    std::string why = why_type_unreadable(f.type, unreadable);
    if (!why.empty()) return what + " " + why;
    if (f.tagging.style == Style::Internal) {
      for (const auto& alternative : f.tagging.inline_structs) {
        std::string inner = why_unreadable(alternative, unreadable);
        if (!inner.empty()) return what + " holds a variant alternative whose " + inner;
        for (const auto& inner_field : alternative.fields) {
          if (inner_field.tagging.style != Style::None) {
            return what + " holds a variant alternative with a tagged variant of its own (field '" +
                   inner_field.member + "'), which from_json does not read yet";
          }
        }
      }
    }
  }
  return {};
}

}  // namespace jsongen
