// The model of a struct: its fields, base-class fields first, each with its
// key, type and annotations applied.
#pragma once

#include <clang-c/Index.h>

#include <set>
#include <string>
#include <vector>

#include "frontend/annotations.h"
#include "frontend/naming.h"
#include "frontend/nlohmann_macros.h"
#include "frontend/type_classifier.h"
#include "frontend/unit_context.h"
#include "model/model.h"

namespace jsongen {

class StructBuilder {
 public:
  StructBuilder(UnitContext& context, TypeClassifier& types) : context_(context), types_(types) {}

  // The struct of type `record`, declared by `declaration`.
  model::Struct build_struct(CXType record, CXCursor declaration);

 private:
  // The settings of the struct whose fields are being read.
  struct StructSettings {
    std::string name;  // for messages
    NamingPolicy naming = NamingPolicy::AsIs;
    bool omit_null = false;
    bool widen_floats = false;               // every float field (JSONGEN_WIDEN_FLOATS on the struct, or --nlohmann)
    const NlohmannType* nlohmann = nullptr;  // --nlohmann: the macro that lists its fields
    std::vector<std::string> strip_prefix;   // the configuration's: taken off member names before naming
    // Why its members that are not public need JSONGEN_FRIEND; "" when the
    // generated code reaches them through member pointers (model::Field::private_tag).
    std::string private_refusal;
  };
  std::string private_refusal(CXCursor decl, bool specialization, bool internal_linkage) const;
  static std::string without_prefix(const StructSettings& settings, const std::string& member);
  void check_configured_fields(const model::Struct& s);

  void collect_fields(model::Struct& s, const StructSettings& settings, CXType record, CXCursor decl,
                      const std::string& base_cast, std::set<std::string>& virtual_bases);
  void collect_own_fields(model::Struct& s, const StructSettings& settings, const std::vector<CXCursor>& fields,
                          const std::string& base_cast, bool friendly);
  void take_nlohmann_order(model::Struct& s, const NlohmannType& listed);
  bool left_out(const StructSettings& settings, CXCursor c, const Annotations& annotations);
  bool apply_options(model::Field& field, const StructSettings& settings, const Annotations& annotations, CXType type,
                     const std::string& what);
  void add_field(model::Struct& s, const StructSettings& settings, CXCursor c, const std::string& base_cast,
                 bool friendly);
  void flatten_into(model::Struct& s, const model::Field& member, const Annotations& annotations, CXType type,
                    const std::string& what);

  UnitContext& context_;
  TypeClassifier& types_;
  std::set<std::string> listed_met_;  // the NLOHMANN_DEFINE_TYPE_* members add_field met
  std::set<std::string> members_met_;  // every member add_field met (the configuration's names are checked)
  int depth_ = 0;                      // of build_struct calls: a tagged variant's alternatives are built inside
  bool flattening_ = false;            // building a JSONGEN_FLATTEN member's struct inside its parent
};

}  // namespace jsongen
