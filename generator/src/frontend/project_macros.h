// A translation unit's own macros (not the system's), followed down to the
// use of another macro they stand for: `#define PROJ_JSON(T, ...)
// NLOHMANN_DEFINE_TYPE_INTRUSIVE(T, __VA_ARGS__)`, through any number of
// macros. libclang's preprocessing record keeps only the outermost use, so
// the inner one is found by expanding the outer one again
// (macro_expansion.h) from the definitions the record holds.
#pragma once

#include <clang-c/Index.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "frontend/macro_expansion.h"

namespace jsongen {

// The tokens of a cursor's extent (a macro's use or definition: its name first).
std::vector<MacroToken> tokens_of(CXTranslationUnit tu, CXCursor cursor);

class ProjectMacros {
 public:
  // `is_target` names the macros looked for, which are not expanded.
  ProjectMacros(CXTranslationUnit tu, std::function<bool(const std::string&)> is_target);

  // A CXCursor_MacroDefinition of the project's (the last one of a name wins).
  void define(const std::string& name, CXCursor definition) { definitions_[name] = definition; }
  bool defines(const std::string& name) const { return definitions_.count(name) != 0; }

  // Whether the macro's definition names a target macro, itself or through
  // the project's other macros.
  bool reaches_target(const std::string& name);

  // The uses of target macros that a use of a project's macro (a
  // CXCursor_MacroExpansion) expands to, or nullopt with `why`. A macro that
  // names a target without its arguments (`#define PROJ_ENUM
  // NLOHMANN_JSON_SERIALIZE_ENUM`) takes them from after its use.
  std::optional<std::vector<ExpandedUse>> targets_of(CXCursor expansion, std::string& why);

 private:
  const MacroDefinition* definition_of(const std::string& name);
  std::vector<MacroToken> parenthesized_after(CXCursor expansion);

  CXTranslationUnit tu_;
  std::function<bool(const std::string&)> is_target_;
  std::map<std::string, CXCursor> definitions_;
  std::map<std::string, MacroDefinition> parsed_;
  std::map<std::string, bool> reaches_;
};

}  // namespace jsongen
