#include "frontend/handwritten_nlohmann.h"

#include <string>

#include "frontend/clang_util.h"

namespace jsongen {
namespace {

bool is_conversion_name(const std::string& name) { return name == "to_json" || name == "from_json"; }

// A function to_json(json&, const T&) or from_json(const json&, T&) whose
// second parameter refers to `record`.
bool converts(CXCursor function, CXCursor record) {
  if (!is_conversion_name(spelling(function)) || clang_Cursor_getNumArguments(function) != 2) return false;
  const CXType second = clang_getPointeeType(clang_getCursorType(clang_Cursor_getArgument(function, 1)));
  if (second.kind == CXType_Invalid) return false;
  const CXCursor declaration = clang_getTypeDeclaration(clang_getCanonicalType(second));
  return clang_equalCursors(clang_getCanonicalCursor(declaration), record) != 0;
}

}  // namespace

bool has_handwritten_nlohmann_functions(CXCursor definition) {
  const CXCursor record = clang_getCanonicalCursor(definition);
  for (CXCursor c : children(definition)) {
    if (clang_getCursorKind(c) != CXCursor_FriendDecl) continue;
    for (CXCursor f : children(c)) {
      if (clang_getCursorKind(f) == CXCursor_FunctionDecl && converts(f, record)) return true;
    }
  }
  for (CXCursor c : children(clang_getCursorSemanticParent(definition))) {
    if (clang_getCursorKind(c) == CXCursor_FunctionDecl && converts(c, record)) return true;
  }
  return false;
}

}  // namespace jsongen
