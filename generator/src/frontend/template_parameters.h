// The parameters of a class template, as libclang shows them.
#pragma once

#include <clang-c/Index.h>

#include <string>
#include <vector>

namespace jsongen {

struct TemplateParameter {
  enum class Kind { Type, NonType, Template };
  Kind kind = Kind::Type;
  std::string name;  // "" when unnamed
  CXType type{};     // NonType: its declared type
  bool pack = false;  // class... Ts
  CXCursor cursor{};  // its declaration (children: its default argument)
};

std::vector<TemplateParameter> template_parameters(CXCursor class_template);

// The tokens of `c`'s source range.
std::vector<std::string> token_spellings(CXTranslationUnit tu, CXCursor c);

}  // namespace jsongen
