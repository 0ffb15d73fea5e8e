// What a C++ type is as far as JSON is concerned: a model::TypeRef from a
// CXType, or why it cannot be serialized. Meeting an enum adds it to the
// unit; meeting a template instance or a --type struct queues it.
#pragma once

#include <clang-c/Index.h>

#include <string>
#include <vector>

#include "frontend/unit_context.h"
#include "model/model.h"

namespace jsongen {

class TypeClassifier {
 public:
  explicit TypeClassifier(UnitContext& context) : context_(context) {}

  // Fills `out` with what `type` is, or explains in `why` why it cannot be.
  bool classify(CXType type, model::TypeRef& out, std::string& why);

  // nlohmann's conventions (a field of a NLOHMANN_DEFINE_TYPE_* type): a map
  // may have any key, written as [key, value] pairs where it is not text.
  void allow_any_map_key(bool allow) { any_map_key_ = allow; }

  // Classifies each of `args` into out.args.
  bool classify_args(model::TypeRef& out, const std::vector<CXType>& args, std::string& why);

 private:
  bool classify_std_template(const std::string& name, CXType record, model::TypeRef& out, std::string& why);
  bool classify_record(CXType record, model::TypeRef& out, std::string& why);
  // The generated header of the input `file` (another input of the project).
  bool use_generated_header_of(CXFile file, std::string& why);
  std::string nlohmann_base_of(CXCursor definition) const;

  UnitContext& context_;
  bool any_map_key_ = false;
};

}  // namespace jsongen
