// What nlohmann::json's macros say about a translation unit's types
// (jsongen --nlohmann): the types NLOHMANN_DEFINE_TYPE_INTRUSIVE and
// NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE (and their _WITH_DEFAULT forms) name,
// with the members they list, and the enums NLOHMANN_JSON_SERIALIZE_ENUM
// maps to JSON values. The macros' arguments come from their uses' tokens
// (libclang's preprocessing record); the type each use is about comes from
// the to_json function it expands to, so a name is resolved as the
// compiler resolves it.
#pragma once

#include <clang-c/Index.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.h"
#include "model/model.h"

namespace jsongen {

struct NlohmannType {
  std::string macro;  // "NLOHMANN_DEFINE_TYPE_INTRUSIVE", ...
  CXType type{};      // canonical
  std::vector<std::string> members;  // as listed, each its JSON key
  std::vector<model::SourceLocation> member_locations;
  bool with_default = false;  // _WITH_DEFAULT: a member the JSON lacks keeps a default-constructed value
  model::SourceLocation location;
  CXFile file = nullptr;  // where the macro is used
};

struct NlohmannEnumEntry {
  std::string enumerator;           // its name (the last name of `E::a` / `a`)
  std::optional<std::string> json;  // the string, or none for nullptr (null)
  model::SourceLocation location;
};

struct NlohmannEnum {
  std::vector<NlohmannEnumEntry> entries;  // in the macro's order
  model::SourceLocation location;
};

class NlohmannMacros {
 public:
  // Reads every use of the macros in the translation unit (parsed with
  // CXTranslationUnit_DetailedPreprocessingRecord); what it cannot read in
  // `target` (the input) is added to `problems`.
  NlohmannMacros(CXTranslationUnit tu, CXFile target, Diagnostics& problems);

  const NlohmannType* type_of(CXCursor record_declaration) const;
  const NlohmannEnum* enum_of(CXCursor enum_declaration) const;
  // The types whose macro is used in `file`, in the order of their uses.
  std::vector<const NlohmannType*> types_declared_in(CXFile file) const;

 private:
  std::map<std::string, NlohmannType> types_;  // by the record's USR
  std::map<std::string, NlohmannEnum> enums_;  // by the enum's USR
};

}  // namespace jsongen
