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

// The parameter list and the argument list of a partial specialization that
// matches every instance of `class_template` ("class A0", "int A1"; "A0",
// "A1"), or false when jsongen cannot spell one (a template template
// parameter, a non-type parameter whose type depends on another).
bool matching_parameter_lists(CXCursor class_template, std::vector<std::string>& parameters,
                              std::vector<std::string>& arguments);

// The tokens of `c`'s source range.
std::vector<std::string> token_spellings(CXTranslationUnit tu, CXCursor c);

}  // namespace jsongen
