#include "frontend/variant_tagging.h"

#include <algorithm>

#include "frontend/clang_util.h"

namespace jsongen {
namespace {

using Kind = model::TypeRef::Kind;

std::string unqualified(const std::string& name) {
  // The part after the last "::" outside template arguments.
  int depth = 0;
  std::size_t start = 0;
  for (std::size_t i = 0; i < name.size(); ++i) {
    if (name[i] == '<') ++depth;
    if (name[i] == '>') --depth;
    if (depth == 0 && name.compare(i, 2, "::") == 0) start = i + 2;
  }
  return name.substr(start);
}

}  // namespace

// The tag of each alternative: a struct's name (or its JSONGEN_RENAME), an
// enum's name, "string" for strings, the C++ spelling for the rest.
std::string VariantTaggingBuilder::alternative_tag(CXType alternative, const model::TypeRef& ref) {
  const CXType canonical = clang_getCanonicalType(alternative);
  if (ref.kind == Kind::Monostate) return "";
  if (ref.kind == Kind::String || ref.kind == Kind::StringView || ref.kind == Kind::WideString ||
      ref.kind == Kind::WideView) {
    return "string";
  }
  if (ref.kind == Kind::Struct || ref.kind == Kind::Enum || ref.kind == Kind::Custom) {
    const CXCursor decl = clang_getTypeDeclaration(canonical);
    const Annotations annotations = context_.annotations_of(decl);
    if (annotations.rename) return *annotations.rename;
    return unqualified(spelling(canonical));
  }
  return spelling(canonical);
}

bool VariantTaggingBuilder::build(model::Field& field, const Annotations& annotations, CXType variant,
                                  const model::TypeRef& variant_ref, const std::string& what) {
  model::VariantTagging& tagging = field.tagging;
  const CXType canonical = clang_getCanonicalType(variant);
  if (int{annotations.tagged.has_value()} + int{annotations.tag_field.has_value()} + int{annotations.tag_as_key} > 1) {
    context_.error(field.location, what +
                                       ": JSONGEN_TAGGED, JSONGEN_TAG_FIELD and JSONGEN_TAG_AS_KEY (tagged, "
                                       "tag_field and tag_as_key) are different forms of a tagged variant; "
                                       "choose one");
    return false;
  }
  if (annotations.tag_as_key) {
    tagging.style = model::VariantTagging::Style::Keyed;
  } else if (annotations.tag_field) {
    tagging.style = model::VariantTagging::Style::Internal;
    tagging.tag_key = *annotations.tag_field;
  } else {
    tagging.style = model::VariantTagging::Style::External;
    tagging.tag_key = *annotations.tagged;
    tagging.value_key = annotations.tagged_value.value_or("value");
    if (tagging.tag_key == tagging.value_key) {
      context_.error(field.location, what + ": the tag and value keys of JSONGEN_TAGGED must differ");
      return false;
    }
  }
  const int count = clang_Type_getNumTemplateArguments(canonical);
  for (int i = 0; i < count; ++i) {
    const CXType alternative = clang_Type_getTemplateArgumentAsType(canonical, static_cast<unsigned>(i));
    const model::TypeRef& ref = variant_ref.args[static_cast<std::size_t>(i)];
    const std::string tag = alternative_tag(alternative, ref);
    if (!tag.empty() && std::find(tagging.tags.begin(), tagging.tags.end(), tag) != tagging.tags.end()) {
      context_.error(field.location,
                     what + ": two alternatives have the tag \"" + tag + "\"; give one a JSONGEN_RENAME on its struct");
      return false;
    }
    tagging.tags.push_back(tag);
    if (tagging.style != model::VariantTagging::Style::Internal) continue;
    if (ref.kind == Kind::Monostate) {
      tagging.inline_structs.emplace_back();
      continue;
    }
    if (ref.kind != Kind::Struct) {
      context_.error(field.location, what +
                                         " uses JSONGEN_TAG_FIELD, which puts the tag among the alternative's own "
                                         "fields, but alternative '" +
                                         spelling(alternative) + "' is not a struct; use JSONGEN_TAGGED instead");
      return false;
    }
    model::Struct inline_struct = structs_.build_struct(clang_getCanonicalType(alternative),
                                                        clang_getTypeDeclaration(clang_getCanonicalType(alternative)));
    // (Its members are read inside the variant's object, where neither
    // would have a struct of its own to take from or keep in.)
    if (inline_struct.unknown_members) {
      context_.error(field.location, what + ": alternative '" + inline_struct.name +
                                         "' keeps unknown members (JSONGEN_UNKNOWN_MEMBERS), which an alternative "
                                         "whose tag is among its fields (JSONGEN_TAG_FIELD) cannot");
      return false;
    }
    for (const auto& f : inline_struct.fields) {
      if (!f.under.empty()) {
        context_.error(field.location, what + ": field '" + f.member + "' of alternative '" + inline_struct.name +
                                           "' is written in a nested object (JSONGEN_UNDER), which an alternative "
                                           "whose tag is among its fields (JSONGEN_TAG_FIELD) does not support");
        return false;
      }
      if (f.default_when_missing) {
        context_.error(field.location, what + ": field '" + f.member + "' of alternative '" + inline_struct.name +
                                           "' is marked JSONGEN_DEFAULT, which an alternative whose tag is among its "
                                           "fields (JSONGEN_TAG_FIELD) does not support yet; use std::optional");
        return false;
      }
      if (f.key == tagging.tag_key) {
        context_.error(field.location, what + ": the tag key \"" + tagging.tag_key + "\" is also a field of '" +
                                           inline_struct.name + "'");
        return false;
      }
    }
    tagging.inline_structs.push_back(std::move(inline_struct));
  }
  return true;
}

}  // namespace jsongen
