#include "enum_builder.h"

#include <cstdint>

#include "clang_util.h"

namespace jsongen {

std::string use_enum(UnitContext& context, CXCursor declaration) {
  const CXCursor definition = clang_getCursorDefinition(declaration);
  const CXCursor decl = clang_Cursor_isNull(definition) ? declaration : definition;
  const std::string name = qualified_name(decl);
  const std::string usr = take(clang_getCursorUSR(decl));
  if (!context.first_use_of_enum(usr)) return name;
  model::Enum e;
  e.name = name;
  e.as_number = context.annotations_of(decl).enum_as_number;
  const bool is_unsigned = is_unsigned_kind(clang_getCanonicalType(clang_getEnumDeclIntegerType(decl)).kind);
  e.is_signed = !is_unsigned;
  for (CXCursor child : children(decl)) {
    if (clang_getCursorKind(child) != CXCursor_EnumConstantDecl) continue;
    model::Enumerator enumerator;
    enumerator.name = spelling(child);
    const Annotations annotations = context.annotations_of(child);
    enumerator.json_name = annotations.rename ? *annotations.rename : enumerator.name;
    if (is_unsigned) {
      enumerator.magnitude = clang_getEnumConstantDeclUnsignedValue(child);
    } else {
      const long long value = clang_getEnumConstantDeclValue(child);
      enumerator.negative = value < 0;
      enumerator.magnitude = value < 0 ? 0 - static_cast<std::uint64_t>(value) : static_cast<std::uint64_t>(value);
    }
    e.enumerators.push_back(std::move(enumerator));
  }
  context.unit.enums.push_back(std::move(e));
  return name;
}

}  // namespace jsongen
