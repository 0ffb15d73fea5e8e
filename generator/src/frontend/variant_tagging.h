// The tags of a tagged std::variant field (JSONGEN_TAGGED, JSONGEN_TAG_FIELD):
// each alternative's tag, and for JSONGEN_TAG_FIELD the fields of the
// structs the tag goes among.
#pragma once

#include <clang-c/Index.h>

#include <string>

#include "frontend/annotations.h"
#include "frontend/struct_builder.h"
#include "frontend/unit_context.h"
#include "model/model.h"

namespace jsongen {

class VariantTaggingBuilder {
 public:
  // `structs` builds the alternatives' structs (for JSONGEN_TAG_FIELD).
  VariantTaggingBuilder(UnitContext& context, StructBuilder& structs) : context_(context), structs_(structs) {}

  // Fills field.tagging. `variant` is the field's type or, for an optional
  // or container of variants, its element's; `what` names the field in messages.
  bool build(model::Field& field, const Annotations& annotations, CXType variant, const model::TypeRef& variant_ref,
             const std::string& what);

 private:
  std::string alternative_tag(CXType alternative, const model::TypeRef& ref);

  UnitContext& context_;
  StructBuilder& structs_;
};

}  // namespace jsongen
