#include "frontend/annotation_placement.h"

#include <set>
#include <string_view>

#include "frontend/clang_util.h"
#include "frontend/file_tokens.h"
#include "frontend/function_local_structs.h"
#include "frontend/option_table.h"

namespace jsongen {
namespace {

// The place a declaration is, or 0 for one no annotation applies to.
unsigned place_of(CXCursorKind kind) {
  switch (kind) {
    case CXCursor_StructDecl:
    case CXCursor_ClassDecl:
    case CXCursor_ClassTemplate:
    case CXCursor_ClassTemplatePartialSpecialization:
      return kOnStruct;
    case CXCursor_FieldDecl:
      return kOnField;
    case CXCursor_EnumDecl:
      return kOnEnum;
    case CXCursor_EnumConstantDecl:
      return kOnEnumerator;
    default:
      return 0;
  }
}

// "a static member 'count'", for the message.
std::string describe(CXCursor declaration) {
  const CXCursorKind kind = clang_getCursorKind(declaration);
  const CXCursorKind parent = clang_getCursorKind(clang_getCursorSemanticParent(declaration));
  std::string what;
  switch (kind) {
    case CXCursor_StructDecl: what = "struct"; break;
    case CXCursor_ClassDecl: what = "class"; break;
    case CXCursor_UnionDecl: what = "union"; break;
    case CXCursor_ClassTemplate:
    case CXCursor_ClassTemplatePartialSpecialization: what = "class template"; break;
    case CXCursor_FieldDecl: what = "field"; break;
    case CXCursor_EnumDecl: what = "enum"; break;
    case CXCursor_EnumConstantDecl: what = "enumerator"; break;
    case CXCursor_Namespace: what = "namespace"; break;
    case CXCursor_VarDecl: what = is_record_kind(parent) ? "static member" : "variable"; break;
    case CXCursor_CXXMethod:
    case CXCursor_Constructor:
    case CXCursor_Destructor:
    case CXCursor_ConversionFunction: what = "member function"; break;
    case CXCursor_FunctionDecl:
    case CXCursor_FunctionTemplate: what = "function"; break;
    case CXCursor_ParmDecl: what = "function parameter"; break;
    case CXCursor_TypedefDecl:
    case CXCursor_TypeAliasDecl:
    case CXCursor_TypeAliasTemplateDecl: what = "type alias"; break;
    default: what = take(clang_getCursorKindSpelling(kind)); break;
  }
  const std::string name = spelling(declaration);
  return name.empty() ? what : what + " '" + name + "'";
}

struct Walk {
  UnitContext& context;
  std::set<unsigned> attached;  // where the input's jsongen attributes are written (offsets)

  void check(CXCursor attribute, CXCursor declaration) {
    const std::string text = spelling(attribute);
    if (text.compare(0, 8, "jsongen:") != 0) return;  // the user's own annotate attributes
    unsigned offset = 0;
    clang_getExpansionLocation(clang_getCursorLocation(attribute), nullptr, nullptr, nullptr, &offset);
    attached.insert(offset);
    const CXCursorKind kind = clang_getCursorKind(declaration);
    if (const OptionSpec* spec = option_for_attribute(text)) {
      // A union marked JSONGEN_SERIALIZE has its own error (no JSON meaning).
      if ((spec->places & place_of(kind)) != 0 ||
          (kind == CXCursor_UnionDecl && spec->flag == &Annotations::serialize)) {
        return;
      }
      if (spec->part_of) return;  // the second half of another's macro: reported with the first
      std::string why;
      if (kind == CXCursor_VarDecl && is_record_kind(clang_getCursorKind(clang_getCursorSemanticParent(declaration)))) {
        why = " (static members are not serialized)";
      } else if ((kind == CXCursor_TypedefDecl || kind == CXCursor_TypeAliasDecl) &&
                 spec->flag == &Annotations::serialize) {
        why = " (mark the struct itself; an instance of a class template: `template struct Name<Args>;`)";
      }
      context.error(location_of(attribute), std::string(spec->macro) + " has no effect on " + describe(declaration) +
                                                why + "; it goes on " + spec->where);
      return;
    }
    context.error(location_of(attribute), "unknown jsongen annotation \"" + text +
                                              "\" (annotations.h and jsongen are from different versions?)");
  }

  void visit(CXCursor parent) {
    for (CXCursor c : children(parent)) {
      if (clang_getCursorKind(c) == CXCursor_AnnotateAttr) {
        if (is_in(c, context.target)) check(c, parent);
      } else if (clang_isDeclaration(clang_getCursorKind(c)) && is_in(c, context.target)) {
        visit(c);
      }
    }
  }
};

// An annotation macro that no declaration holds: clang dropped it (one
// before `struct`, or after a struct's closing brace). One inside a function
// body is not read at all (check_function_local_structs reports a struct
// marked there).
void check_unattached(UnitContext& context, const AnnotationMacros& macros, const std::set<unsigned>& attached) {
  const auto bodies = function_bodies(context.tu, context.target, macros.tokens);
  for (const MacroUse& use : macros.uses) {
    const Token& token = macros.tokens[use.token];
    if (use.kind != MacroUse::Expanded || attached.count(token.offset) != 0) continue;
    const OptionSpec* spec = nullptr;
    for (const OptionSpec& s : option_table()) {
      if (s.macro && token.text == s.macro) spec = &s;
    }
    if (spec == nullptr || in_function_body(bodies, token.offset)) continue;
    context.error(location_of(token.location),
                  token.text + " is attached to no declaration here, so clang drops it; it goes on " + spec->where +
                      ((spec->places & kOnStruct) != 0 && (spec->places & kOnField) == 0
                           ? ", between the keyword and the name (struct " + token.text + " Name {)"
                           : ""));
  }
}

}  // namespace

void check_annotation_placement(UnitContext& context) {
  Walk walk{context, {}};
  walk.visit(clang_getTranslationUnitCursor(context.tu));
  if (context.annotation_macros) check_unattached(context, *context.annotation_macros, walk.attached);
}

}  // namespace jsongen
