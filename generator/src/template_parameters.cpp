#include "template_parameters.h"

#include "clang_util.h"
#include "type_names.h"

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

bool matching_parameter_lists(CXCursor class_template, std::vector<std::string>& parameters,
                              std::vector<std::string>& arguments) {
  const std::vector<TemplateParameter> list = template_parameters(class_template);
  for (std::size_t i = 0; i < list.size(); ++i) {
    const TemplateParameter& parameter = list[i];
    const std::string name = "A" + std::to_string(i);  // the user's names may be macros or clash
    std::string type;
    if (parameter.kind == TemplateParameter::Kind::Template) return false;
    if (parameter.kind == TemplateParameter::Kind::Type) {
      type = "class";
    } else {
      const CXType canonical = clang_getCanonicalType(parameter.type);
      if (canonical.kind == CXType_Auto || spelling(parameter.type) == "auto") {
        type = "auto";
      } else if (canonical.kind == CXType_Unexposed || canonical.kind == CXType_Invalid) {
        return false;
      } else {
        std::string why;
        if (!qualified_type_name(parameter.type, type, why)) return false;
      }
    }
    parameters.push_back(type + (parameter.pack ? "... " : " ") + name);
    arguments.push_back(name + (parameter.pack ? "..." : ""));
  }
  return !list.empty();
}

}  // namespace jsongen
