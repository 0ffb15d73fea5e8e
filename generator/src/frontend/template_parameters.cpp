#include "frontend/template_parameters.h"

#include "frontend/clang_util.h"

namespace jsongen {

std::vector<std::string> token_spellings(CXTranslationUnit tu, CXCursor c) {
  CXToken* tokens = nullptr;
  unsigned count = 0;
  clang_tokenize(tu, clang_getCursorExtent(c), &tokens, &count);
  std::vector<std::string> result;
  for (unsigned i = 0; i < count; ++i) result.push_back(take(clang_getTokenSpelling(tu, tokens[i])));
  clang_disposeTokens(tu, tokens, count);
  return result;
}

std::vector<TemplateParameter> template_parameters(CXCursor class_template) {
  const CXTranslationUnit tu = clang_Cursor_getTranslationUnit(class_template);
  std::vector<TemplateParameter> result;
  for (CXCursor child : children(class_template)) {
    TemplateParameter parameter;
    switch (clang_getCursorKind(child)) {
      case CXCursor_TemplateTypeParameter: parameter.kind = TemplateParameter::Kind::Type; break;
      case CXCursor_NonTypeTemplateParameter: parameter.kind = TemplateParameter::Kind::NonType; break;
      case CXCursor_TemplateTemplateParameter: parameter.kind = TemplateParameter::Kind::Template; break;
      default: continue;
    }
    parameter.name = spelling(child);
    parameter.cursor = child;
    parameter.type = clang_getCursorType(child);
    // libclang has no query for a pack: its declaration holds "..." (before
    // the name or any default argument).
    for (const std::string& token : token_spellings(tu, child)) {
      if (token == "=" || token == parameter.name) break;
      if (token == "...") parameter.pack = true;
    }
    result.push_back(std::move(parameter));
  }
  return result;
}

}  // namespace jsongen
