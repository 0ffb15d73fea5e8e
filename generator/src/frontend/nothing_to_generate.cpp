#include "frontend/nothing_to_generate.h"

#include "frontend/clang_util.h"

namespace jsongen {
namespace {

// The input's first struct, class or enum definition (outside functions): the
// one the user most likely meant to mark, for the example.
CXCursor first_type_in(const UnitContext& context, CXCursor scope) {
  for (CXCursor c : children(scope)) {
    if (!is_in(c, context.target)) continue;
    const CXCursorKind kind = clang_getCursorKind(c);
    if (kind == CXCursor_Namespace || kind == CXCursor_LinkageSpec) {
      const CXCursor inner = first_type_in(context, c);
      if (!clang_Cursor_isNull(inner)) return inner;
    } else if ((kind == CXCursor_StructDecl || kind == CXCursor_ClassDecl || kind == CXCursor_EnumDecl) &&
               clang_isCursorDefinition(c) && !is_unnamed(c)) {
      return c;
    }
  }
  return clang_getNullCursor();
}

std::string keyword_of(CXCursor type) {
  const CXCursorKind kind = clang_getCursorKind(type);
  if (kind == CXCursor_EnumDecl) return clang_EnumDecl_isScoped(type) ? "enum class" : "enum";
  return kind == CXCursor_ClassDecl ? "class" : "struct";
}

}  // namespace

std::optional<Diagnostic> nothing_to_generate(const UnitContext& context, const std::string& input) {
  const model::Unit& unit = context.unit;
  if (!unit.structs.empty() || !unit.enums.empty()) return std::nullopt;
  const ParseRequest& request = context.request;
  const bool allow_empty = request.allow_empty;
  const std::string otherwise =
      allow_empty ? "; an empty header is written (--allow-empty)" : "; --allow-empty writes an empty header instead";
  Diagnostic d;
  d.location.file = input;
  if (!unit.templates.empty()) {
    const std::string& name = unit.templates.front().name;
    d.message = "nothing to generate: class template '" + name +
                "' is marked JSONGEN_SERIALIZE, but no instance of it is generated; jsongen generates the instances "
                "that fields of generated structs hold and those this header instantiates explicitly: add `template "
                "struct " +
                name + "<...>;` after it, with the arguments you serialize" + otherwise;
    return d;
  }
  const bool selects = !request.type_patterns.empty();  // --type, and --config's entries
  std::string message = "nothing to generate: no struct or enum in this header is marked JSONGEN_SERIALIZE";
  if (request.nlohmann) message += " or declared with nlohmann::json's macros (--nlohmann)";
  if (selects) {
    message += context.notes.empty() ? ", and no type that --type or --config selects is declared in or used by it"
                                     : ", and the types --type or --config selected were left out (see the notes)";
  }
  const CXCursor type = first_type_in(context, clang_getTranslationUnitCursor(context.tu));
  if (!clang_Cursor_isNull(type)) {
    const std::string keyword = keyword_of(type);
    message += "; mark the types to serialize, as in `" + keyword + " JSONGEN_SERIALIZE " + spelling(type) + " {`";
  } else {
    message += "; it defines no struct or enum: give jsongen the header that defines them";
  }
  if (!selects) {
    message += ", or select types with --type NAME or --config FILE";
    if (!request.nlohmann) message += " (--nlohmann: those of nlohmann::json's macros)";
  }
  d.message = message + otherwise;
  return d;
}

}  // namespace jsongen
