// A small C preprocessor for one purpose: following a project's own macro
// (`PROJ_SERIALIZE(T, a, b)`, defined through any number of other macros)
// down to the use of another macro it stands for, such as nlohmann::json's
// NLOHMANN_DEFINE_TYPE_INTRUSIVE, with that use's arguments. libclang's
// preprocessing record keeps only the outermost use of a macro, so the inner
// one has to be found by expanding the outer one again.
//
// It does what the preprocessor does with function-like and object-like
// macros: arguments fully expanded before substitution (except next to # and
// ##), the result rescanned with the tokens after it (so `DEFER(m)()` forms
// work), a macro not expanded again inside its own expansion, `#`, `##`,
// `__VA_ARGS__`, `__VA_OPT__` and GNU's `, ## __VA_ARGS__`. Tokens keep where
// they were written when they come from the use's arguments; the others take
// the use's location.
#pragma once

#include <clang-c/Index.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/model.h"

namespace jsongen {

struct MacroToken {
  std::string text;
  CXTokenKind kind = CXToken_Punctuation;
  model::SourceLocation location;
};

struct MacroDefinition {
  bool function_like = false;
  std::vector<std::string> parameters;  // the variadic one last, as "__VA_ARGS__" (or its GNU name)
  bool variadic = false;
  std::vector<MacroToken> body;
};

// A use of a macro, with its arguments split at the commas outside
// parentheses.
struct ExpandedUse {
  std::string name;
  std::vector<std::vector<MacroToken>> arguments;
};

class MacroExpander {
 public:
  // `definition_of` gives a macro's definition by name (nullptr: not a
  // macro); `is_target` names the macros to find, which are not expanded.
  MacroExpander(std::function<const MacroDefinition*(const std::string&)> definition_of,
                std::function<bool(const std::string&)> is_target);

  // Expands `tokens` (a use of a macro, name first) and returns the uses of
  // target macros in the result, or nullopt with `why` set when the
  // expansion goes beyond what this expander does or grows without bound.
  std::optional<std::vector<ExpandedUse>> find_targets(const std::vector<MacroToken>& tokens,
                                                       const model::SourceLocation& use_location, std::string& why);

 private:
  struct Item;
  using Items = std::vector<Item>;
  bool expand(Items tokens, Items& out, int depth);
  bool substitute(const MacroDefinition& definition, const std::string& name, const std::vector<Items>& arguments,
                  const std::vector<std::string>& hidden, Items& out, int depth);

  std::function<const MacroDefinition*(const std::string&)> definition_of_;
  std::function<bool(const std::string&)> is_target_;
  model::SourceLocation use_location_;
  std::size_t produced_ = 0;
  std::string why_;
};

// Parses a macro definition's tokens as libclang gives them for a
// CXCursor_MacroDefinition (the name first).
MacroDefinition parse_macro_definition(const std::vector<MacroToken>& tokens, bool function_like);

}  // namespace jsongen
