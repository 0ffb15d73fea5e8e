#include "frontend/annotation_spelling.h"

#include <algorithm>
#include <string>

#include "frontend/clang_util.h"
#include "frontend/closest_name.h"
#include "frontend/file_tokens.h"
#include "frontend/option_table.h"

namespace jsongen {
namespace {

const OptionSpec* option_of_macro(const std::string& macro) {
  for (const OptionSpec& spec : option_table()) {
    if (spec.macro && macro == spec.macro) return &spec;
  }
  return nullptr;
}

bool is_class_key(const std::string& text) { return text == "struct" || text == "class" || text == "union"; }

// The declaration keyword ending at `at` ("struct", "enum class"), or "".
std::string keyword_ending_at(const std::vector<Token>& tokens, std::size_t at) {
  if (at >= tokens.size()) return {};
  const std::string& text = tokens[at].text;
  if (is_class_key(text) && text != "union" && at > 0 && tokens[at - 1].text == "enum") return "enum " + text;
  return is_class_key(text) || text == "enum" ? text : std::string();
}

// The declaration keyword starting at `at`, "" when there is none.
std::string keyword_starting_at(const std::vector<Token>& tokens, std::size_t at) {
  if (at >= tokens.size()) return {};
  const std::string& text = tokens[at].text;
  if (text == "enum" && at + 1 < tokens.size() && (tokens[at + 1].text == "class" || tokens[at + 1].text == "struct")) {
    return "enum " + tokens[at + 1].text;
  }
  return is_class_key(text) || text == "enum" ? text : std::string();
}

// The token before a run of JSONGEN_ macros (with their arguments) that
// holds `use`, or tokens.size() when the run starts the file.
std::size_t before_run(const std::vector<Token>& tokens, std::size_t use) {
  std::size_t at = use;
  while (at > 0) {
    const std::size_t previous = at - 1;
    if (tokens[previous].text == ")") {  // a macro's arguments, or the end of something else
      std::size_t open = previous;
      for (int depth = 0;; --open) {
        if (tokens[open].text == ")") ++depth;
        if (tokens[open].text == "(" && --depth == 0) break;
        if (open == 0) return previous;
      }
      if (open == 0 || !is_jsongen_name(tokens[open - 1])) return previous;
      at = open - 1;
      continue;
    }
    if (!is_jsongen_name(tokens[previous])) return previous;
    at = previous;
  }
  return tokens.size();
}

// The token after the run of JSONGEN_ macros that holds `use`.
std::size_t after_run(const std::vector<Token>& tokens, std::size_t use) {
  std::size_t at = after_arguments(tokens, use);
  while (at < tokens.size() && is_jsongen_name(tokens[at])) at = after_arguments(tokens, at);
  return at;
}

// The '=' of the initializer that the declarator ending at `last` has
// (`count = 0`, `Crimson = Red`), or 0 (no '=' at depth 0 back to the
// declaration's start; nor one with no name before it).
std::size_t initializer_before(const std::vector<Token>& tokens, std::size_t last) {
  if (last >= tokens.size()) return 0;
  int depth = 0;
  std::size_t assign = 0;
  for (std::size_t at = last + 1; at-- > 0;) {
    const std::string& text = tokens[at].text;
    if (text == ")" || text == "]" || text == "}") {
      if (depth == 0 && text == "}") break;
      ++depth;
    } else if (text == "(" || text == "[" || text == "{") {
      if (depth == 0) break;
      --depth;
    } else if (depth == 0 && (text == ";" || text == ",")) {
      break;
    } else if (depth == 0 && text == "=") {
      assign = at;
    }
  }
  return assign > 0 && tokens[assign - 1].kind == CXToken_Identifier ? assign : 0;
}

bool opens_definition(const std::vector<Token>& tokens, std::size_t at) {
  return at < tokens.size() && (tokens[at].text == "{" || tokens[at].text == ":" || tokens[at].text == "final");
}

class Checker {
 public:
  Checker(CXTranslationUnit tu, CXFile input, const AnnotationMacros& macros, bool clang_refused)
      : tu_(tu), input_(input), macros_(macros), tokens_(macros.tokens), clang_refused_(clang_refused) {}

  Diagnostics run() {
    for (const MacroUse& use : macros_.uses) {
      switch (use.kind) {
        case MacroUse::NotAMacro:
          // A name no macro has compiles only as the user's own (a constant
          // named JSONGEN_...); a misspelt annotation never does.
          if (clang_refused_) not_a_macro(use.token);
          break;
        case MacroUse::Expanded:
          expanded(use.token);
          break;
        case MacroUse::InArguments:
          break;  // what the other macro makes of it is its business
      }
    }
    return std::move(errors_);
  }

 private:
  void error(std::size_t token, std::string message) {
    errors_.push_back(
        {location_of(tokens_[token].location), std::move(message)});
  }

  void not_a_macro(std::size_t token) {
    const std::string& name = tokens_[token].text;
    const OptionSpec* spec = option_of_macro(name);
    const bool known = std::find(macros_.known.begin(), macros_.known.end(), name) != macros_.known.end();
    if (spec && spec->value != OptionValue::Flag && after_arguments(tokens_, token) == token + 1 &&
        !macros_.annotations_header.empty()) {
      error(token, name + " needs its argument in parentheses: " + name + "(...)");
    } else if ((spec || known) && macros_.annotations_header.empty()) {
      error(token, name + " is not defined here: add #include <jsongen/annotations.h> (or <jsongen/jsongen.h>) to " +
                       "this header, before its first annotation");
    } else if (spec || known) {
      error(token, name + " is not defined by " + macros_.annotations_header +
                       " (it and jsongen are from different versions?)");
    } else {
      const std::string meant = closest_name(name, macros_.known);
      std::string list;
      for (const auto& k : macros_.known) list += (list.empty() ? "" : ", ") + k;
      error(token, name + " is not a jsongen annotation; " +
                       (meant.empty() ? "the annotations are " + list : "did you mean " + meant + "?"));
    }
  }

  void expanded(std::size_t token) {
    const std::string& name = tokens_[token].text;
    const OptionSpec* spec = option_of_macro(name);
    if (spec == nullptr) return;  // JSONGEN_FRIEND, a user's own macro
    if (spec->value == OptionValue::Flag && token + 1 < tokens_.size() && tokens_[token + 1].text == "(") {
      error(token, name + " takes no argument: write " + name + " alone");
      return;
    }
    placement(token, *spec);
  }

  // A struct's or enum's annotation between its name and its body, inside
  // `enum class`, or before the keyword: where clang cannot read it (an
  // error about something else) or drops it (no error, nothing generated).
  void placement(std::size_t token, const OptionSpec& spec) {
    const bool only_on_type = (spec.places & (kOnStruct | kOnEnum)) != 0 && (spec.places & kOnField) == 0;
    const std::size_t before = before_run(tokens_, token);
    const std::size_t after = after_run(tokens_, token);
    // struct Name JSONGEN_X {   enum class Name JSONGEN_X : int {
    if (before < tokens_.size() && before > 0 && tokens_[before].kind == CXToken_Identifier &&
        opens_definition(tokens_, after)) {
      const std::string keyword = keyword_ending_at(tokens_, before - 1);
      if (!keyword.empty()) {
        report(token, spec, keyword, tokens_[before].text, "after the name, where clang cannot read it");
        return;
      }
    }
    // enum JSONGEN_X class Name {
    if (before < tokens_.size() && tokens_[before].text == "enum" && after + 1 < tokens_.size() &&
        (tokens_[after].text == "class" || tokens_[after].text == "struct")) {
      const std::string keyword = "enum " + tokens_[after].text;
      report(token, spec, keyword, tokens_[after + 1].text, "inside '" + keyword + "', where clang cannot read it");
      return;
    }
    // int count = 0 JSONGEN_X;   Crimson = Red JSONGEN_X,
    if (after < tokens_.size() &&
        (tokens_[after].text == ";" || tokens_[after].text == "," || tokens_[after].text == "}")) {
      const std::size_t assign = initializer_before(tokens_, before);
      if (assign != 0 && assign < tokens_.size()) {
        const std::string& member = tokens_[assign - 1].text;
        error(token, tokens_[token].text +
                         " is after the initializer, where clang cannot read it; it goes after the name: " + member +
                         " " + tokens_[token].text + (spec.value == OptionValue::Flag ? "" : "(...)") + " = ...");
        return;
      }
    }
    // JSONGEN_X struct Name {  (at the start of a member, a field's
    // annotation applies to the member declared)
    const std::string keyword = keyword_starting_at(tokens_, after);
    if (!keyword.empty() && only_on_type) {
      const std::size_t type = after + (keyword.find(' ') == std::string::npos ? 1 : 2);
      if (type < tokens_.size() && tokens_[type].kind == CXToken_Identifier && opens_definition(tokens_, type + 1)) {
        report(token, spec, keyword, tokens_[type].text, "before '" + keyword + "', where clang drops it");
      }
    }
  }

  void report(std::size_t token, const OptionSpec& spec, const std::string& keyword, const std::string& type,
              const std::string& where) {
    const std::string& name = tokens_[token].text;
    const bool goes_on_type = (spec.places & (kOnStruct | kOnEnum)) != 0;
    if (goes_on_type) {
      error(token, name + " is " + where + "; it goes between '" + keyword + "' and the name: " + keyword + " " + name +
                       (spec.value == OptionValue::Flag ? "" : "(...)") + " " + type + " {");
    } else {
      error(token, name + " has no effect on " + (keyword.compare(0, 4, "enum") == 0 ? "enum" : keyword) + " '" + type +
                       "'; it goes on " + spec.where);
    }
  }

  CXTranslationUnit tu_;
  CXFile input_;
  const AnnotationMacros& macros_;
  const std::vector<Token>& tokens_;
  const bool clang_refused_;
  Diagnostics errors_;
};

}  // namespace

Diagnostics check_annotation_spelling(CXTranslationUnit tu, CXFile input, const AnnotationMacros& macros,
                                      bool clang_refused) {
  return Checker(tu, input, macros, clang_refused).run();
}

}  // namespace jsongen
