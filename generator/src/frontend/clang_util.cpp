#include "frontend/clang_util.h"

namespace jsongen {

std::string take(CXString s) {
  const char* text = clang_getCString(s);
  std::string result = text ? text : "";
  clang_disposeString(s);
  return result;
}

std::string spelling(CXCursor c) { return take(clang_getCursorSpelling(c)); }
std::string spelling(CXType t) { return take(clang_getTypeSpelling(t)); }

std::vector<CXCursor> children(CXCursor parent) {
  std::vector<CXCursor> result;
  clang_visitChildren(
      parent,
      [](CXCursor child, CXCursor, CXClientData data) {
        static_cast<std::vector<CXCursor>*>(data)->push_back(child);
        return CXChildVisit_Continue;
      },
      &result);
  return result;
}

std::vector<CXCursor> fields_of(CXType record) {
  std::vector<CXCursor> result;
  clang_Type_visitFields(
      record,
      [](CXCursor field, CXClientData data) {
        static_cast<std::vector<CXCursor>*>(data)->push_back(field);
        return CXVisit_Continue;
      },
      &result);
  return result;
}

model::SourceLocation location_of(CXSourceLocation location) {
  CXFile file = nullptr;
  unsigned line = 0, column = 0, offset = 0;
  clang_getExpansionLocation(location, &file, &line, &column, &offset);
  return {file ? take(clang_getFileName(file)) : std::string(), line, column};
}

model::SourceLocation location_of(CXCursor c) { return location_of(clang_getCursorLocation(c)); }

bool is_record_kind(CXCursorKind kind) {
  return kind == CXCursor_StructDecl || kind == CXCursor_ClassDecl || kind == CXCursor_UnionDecl;
}

std::string qualified_name(CXCursor c) {
  std::vector<std::string> parts;
  for (CXCursor cursor = c; !clang_Cursor_isNull(cursor); cursor = clang_getCursorSemanticParent(cursor)) {
    const CXCursorKind kind = clang_getCursorKind(cursor);
    if (kind == CXCursor_TranslationUnit || clang_isInvalid(kind)) break;
    if (kind == CXCursor_Namespace) {
      if (clang_Cursor_isInlineNamespace(cursor) || clang_Cursor_isAnonymous(cursor)) continue;
    } else if (!is_record_kind(kind) && kind != CXCursor_EnumDecl && kind != CXCursor_ClassTemplate &&
               kind != CXCursor_ClassTemplatePartialSpecialization) {
      continue;
    }
    parts.push_back(spelling(cursor));
  }
  std::string name;
  for (auto it = parts.rbegin(); it != parts.rend(); ++it) {
    if (!name.empty()) name += "::";
    name += *it;
  }
  return name;
}

bool is_declared_in_function(CXCursor c) {
  for (CXCursor cursor = clang_getCursorSemanticParent(c); !clang_Cursor_isNull(cursor);
       cursor = clang_getCursorSemanticParent(cursor)) {
    const CXCursorKind kind = clang_getCursorKind(cursor);
    if (kind == CXCursor_TranslationUnit || clang_isInvalid(kind)) return false;
    if (kind == CXCursor_FunctionDecl || kind == CXCursor_CXXMethod || kind == CXCursor_FunctionTemplate ||
        kind == CXCursor_Constructor || kind == CXCursor_LambdaExpr) {
      return true;
    }
  }
  return false;
}

bool is_unnamed(CXCursor c) {
  const std::string name = spelling(c);
  return name.empty() || name[0] == '(' || clang_Cursor_isAnonymous(c);
}

CXCursor primary_template(CXCursor declaration) {
  CXCursor pattern = clang_getSpecializedCursorTemplate(declaration);
  while (clang_getCursorKind(pattern) == CXCursor_ClassTemplatePartialSpecialization) {
    pattern = clang_getSpecializedCursorTemplate(pattern);
  }
  return pattern;
}

bool is_in(CXCursor c, CXFile file) {
  CXFile where = nullptr;
  clang_getExpansionLocation(clang_getCursorLocation(c), &where, nullptr, nullptr, nullptr);
  return where != nullptr && clang_File_isEqual(where, file);
}

bool is_char_kind(CXTypeKind kind) { return kind == CXType_Char_S || kind == CXType_Char_U; }

bool is_wide_char_kind(CXTypeKind kind) {
  return kind == CXType_WChar || kind == CXType_Char16 || kind == CXType_Char32;
}

bool is_unsigned_kind(CXTypeKind kind) {
  switch (kind) {
    case CXType_Bool:
    case CXType_Char_U:
    case CXType_UChar:
    case CXType_UShort:
    case CXType_UInt:
    case CXType_ULong:
    case CXType_ULongLong:
      return true;
    default:
      return false;
  }
}

}  // namespace jsongen
