#include "model/nesting_depth.h"

#include <algorithm>
#include <map>
#include <string>

namespace jsongen {
namespace {

using Kind = model::TypeRef::Kind;

class DepthCounter {
 public:
  explicit DepthCounter(const model::Unit& unit) {
    for (const auto& s : unit.structs) structs_.emplace(s.name, &s);
  }

  int of_struct(const model::Struct& s) {
    const auto known = depths_.find(s.name);
    if (known != depths_.end()) return known->second;
    // A type that holds itself (through a pointer or a vector) is instantiated
    // once: the way back in adds nothing.
    depths_[s.name] = 0;
    int deepest = 0;
    for (const auto& field : s.fields) deepest = std::max(deepest, of_field(field));
    return depths_[s.name] = 1 + deepest;
  }

 private:
  int of_field(const model::Field& field) {
    if (!field.custom_writer.empty()) return 1;
    if (field.tagging.style == model::VariantTagging::Style::None) return of_type(field.type);
    // A generated switch, not std::variant's machinery, in a generated loop or check.
    const bool wrapped = field.type.kind != Kind::Variant;
    const model::TypeRef& variant = wrapped ? field.type.args[0] : field.type;
    int deepest = 0;
    if (field.tagging.style == model::VariantTagging::Style::Internal) {
      for (const auto& alternative : field.tagging.inline_structs) {
        for (const auto& inner : alternative.fields) deepest = std::max(deepest, of_field(inner));
      }
    } else {
      for (const auto& alternative : variant.args) deepest = std::max(deepest, of_type(alternative));
    }
    return deepest;
  }

  int of_type(const model::TypeRef& type) {
    int deepest = 0;
    for (const auto& arg : type.args) deepest = std::max(deepest, of_type(arg));
    switch (type.kind) {
      case Kind::Struct: {
        const auto s = structs_.find(type.name);
        return s == structs_.end() ? 1 : of_struct(*s->second);  // another header's: checked there
      }
      case Kind::Variant:
        return 4 + deepest;
      case Kind::Sequence:
      case Kind::Tuple:
      case Kind::Optional:
      case Kind::Pointer:
      case Kind::Map:
      case Kind::MultiMap:
      case Kind::Wrapper:
      case Kind::Custom:
        return 1 + deepest;
      case Kind::Bool:
      case Kind::SignedInteger:
      case Kind::UnsignedInteger:
      case Kind::Char:
      case Kind::Float:
      case Kind::Double:
      case Kind::String:
      case Kind::StringView:
      case Kind::CString:
      case Kind::CharArray:
      case Kind::WideChar:
      case Kind::WideString:
      case Kind::WideView:
      case Kind::Monostate:
      case Kind::Duration:
      case Kind::TimePoint:
      case Kind::Path:
      case Kind::Enum:
      case Kind::JsonValue:
        return deepest;  // a value: its serializer's levels are in the margin below the compilers' limits
    }
    return deepest;
  }

  std::map<std::string, const model::Struct*> structs_;
  std::map<std::string, int> depths_;
};

}  // namespace

std::optional<Diagnostic> check_nesting_depth(const model::Unit& unit) {
  DepthCounter counter(unit);
  const model::Struct* shallowest = nullptr;
  int shallowest_depth = 0, deeper = 0;
  for (const auto& s : unit.structs) {
    const int depth = counter.of_struct(s);
    if (depth <= kMaxNestingLevels) continue;
    ++deeper;
    if (!shallowest || depth < shallowest_depth) {
      shallowest = &s;
      shallowest_depth = depth;
    }
  }
  if (!shallowest) return std::nullopt;
  std::string message = "'" + shallowest->name + "' nests " + std::to_string(shallowest_depth) +
                        " levels deep, more than the " + std::to_string(kMaxNestingLevels) +
                        " jsongen supports (a struct, container, optional or pointer is a level, a std::variant "
                        "four): compilers stop instantiating the serializers' templates below that (g++ at a "
                        "depth of 900, clang at 1024); flatten the type";
  if (deeper > 1) message += " (" + std::to_string(deeper - 1) + " more structs nest deeper)";
  return Diagnostic{shallowest->location, message};
}

}  // namespace jsongen
