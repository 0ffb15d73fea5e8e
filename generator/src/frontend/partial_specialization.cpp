#include "frontend/partial_specialization.h"

#include "frontend/clang_util.h"
#include "frontend/template_parameters.h"
#include "frontend/type_names.h"

namespace jsongen {

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
