#include "frontend/annotation_macros.h"

#include <algorithm>

#include "frontend/clang_util.h"
#include "frontend/option_table.h"

namespace jsongen {
namespace {

// Marks the tokens of preprocessor directives: from a '#' that starts its
// line to the end of the line, continued lines included.
std::vector<bool> directive_tokens(const std::vector<Token>& tokens, const char* text, std::size_t size) {
  std::vector<bool> in_directive(tokens.size(), false);
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    if (tokens[i].text != "#") continue;
    std::size_t start = tokens[i].offset;
    while (start > 0 && (text[start - 1] == ' ' || text[start - 1] == '\t')) --start;
    if (start > 0 && text[start - 1] != '\n') continue;  // not first on its line
    std::size_t end = tokens[i].offset;
    while (end < size && !(text[end] == '\n' && (end == 0 || text[end - 1] != '\\'))) ++end;
    for (std::size_t j = i; j < tokens.size() && tokens[j].offset < end; ++j) in_directive[j] = true;
  }
  return in_directive;
}

// The lines the preprocessor skipped (#if blocks not taken), as offsets.
std::vector<std::pair<unsigned, unsigned>> skipped_ranges(CXTranslationUnit tu, CXFile file) {
  std::vector<std::pair<unsigned, unsigned>> ranges;
  CXSourceRangeList* list = clang_getSkippedRanges(tu, file);
  if (list == nullptr) return ranges;
  for (unsigned i = 0; i < list->count; ++i) {
    ranges.emplace_back(offset_of(clang_getRangeStart(list->ranges[i])), offset_of(clang_getRangeEnd(list->ranges[i])));
  }
  clang_disposeSourceRangeList(list);
  return ranges;
}

// Whether clang expanded a macro named as the token where the token is.
bool expanded_here(CXTranslationUnit tu, const Token& token) {
  const CXCursor c = clang_getCursor(tu, token.location);
  return clang_getCursorKind(c) == CXCursor_MacroExpansion && spelling(c) == token.text &&
         offset_of(clang_getCursorLocation(c)) == token.offset;
}

// Whether tokens[use] is inside the parentheses of a function-like macro's
// call (WRAP(JSONGEN_SERIALIZE)): back to an unclosed '(' within the
// statement, after a name clang expanded as a macro there.
bool in_macro_arguments(CXTranslationUnit tu, const std::vector<Token>& tokens, std::size_t use) {
  int depth = 0;
  for (std::size_t at = use; at-- > 0;) {
    const std::string& text = tokens[at].text;
    if (text == ")") ++depth;
    if (text == "(" && depth-- == 0) {
      if (at > 0 && tokens[at - 1].kind == CXToken_Identifier && expanded_here(tu, tokens[at - 1])) return true;
      depth = 0;  // a parenthesis of the code (a function's parameters): look further out
    }
    if (depth == 0 && (text == ";" || text == "{" || text == "}")) return false;
  }
  return false;
}

// What the preprocessor made of the JSONGEN_ name tokens[use].
MacroUse::Kind kind_of_use(CXTranslationUnit tu, const std::vector<Token>& tokens, std::size_t use) {
  if (in_macro_arguments(tu, tokens, use)) return MacroUse::InArguments;
  return expanded_here(tu, tokens[use]) ? MacroUse::Expanded : MacroUse::NotAMacro;
}

struct Inclusions {
  std::string annotations_header;
  CXFile annotations_file = nullptr;
};

// jsongen/annotations.h among the files the translation unit includes.
Inclusions find_annotations_header(CXTranslationUnit tu) {
  Inclusions found;
  clang_getInclusions(
      tu,
      [](CXFile included, CXSourceLocation*, unsigned, CXClientData data) {
        auto* found = static_cast<Inclusions*>(data);
        const std::string name = take(clang_getFileName(included));
        const std::string suffix = "jsongen/annotations.h";
        if (found->annotations_file == nullptr && name.size() >= suffix.size() &&
            name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
          found->annotations_header = name;
          found->annotations_file = included;
        }
      },
      &found);
  return found;
}

// The option table's macros, then the other names annotations.h #defines
// for users (not those ending in '_', its own helpers).
std::vector<std::string> known_names(CXTranslationUnit tu, CXFile annotations) {
  std::vector<std::string> known;
  for (const OptionSpec& spec : option_table()) {
    if (spec.macro && std::find(known.begin(), known.end(), spec.macro) == known.end()) known.push_back(spec.macro);
  }
  if (annotations == nullptr) return known;
  const std::vector<Token> tokens = file_tokens(tu, annotations);
  for (std::size_t i = 0; i + 2 < tokens.size(); ++i) {
    if (tokens[i].text != "#" || tokens[i + 1].text != "define") continue;
    const std::string& name = tokens[i + 2].text;
    if (name.compare(0, 8, "JSONGEN_") != 0 || name.back() == '_') continue;
    if (std::find(known.begin(), known.end(), name) == known.end()) known.push_back(name);
  }
  return known;
}

}  // namespace

AnnotationMacros find_annotation_macros(CXTranslationUnit tu, CXFile input) {
  AnnotationMacros result;
  result.tokens = file_tokens(tu, input);
  std::size_t size = 0;
  const char* text = clang_getFileContents(tu, input, &size);
  if (text == nullptr) return result;
  const std::vector<bool> in_directive = directive_tokens(result.tokens, text, size);
  const auto skipped = skipped_ranges(tu, input);
  for (std::size_t i = 0; i < result.tokens.size(); ++i) {
    const Token& token = result.tokens[i];
    if (!is_jsongen_name(token) || in_directive[i]) continue;
    const bool is_skipped = std::any_of(skipped.begin(), skipped.end(), [&](const auto& range) {
      return token.offset >= range.first && token.offset < range.second;
    });
    if (!is_skipped) result.uses.push_back({i, kind_of_use(tu, result.tokens, i)});
  }
  const Inclusions inclusions = find_annotations_header(tu);
  result.annotations_header = inclusions.annotations_header;
  result.known = known_names(tu, inclusions.annotations_file);
  return result;
}

std::size_t after_arguments(const std::vector<Token>& tokens, std::size_t use) {
  std::size_t next = use + 1;
  if (next >= tokens.size() || tokens[next].text != "(") return next;
  int depth = 0;
  for (; next < tokens.size(); ++next) {
    if (tokens[next].text == "(") ++depth;
    if (tokens[next].text == ")" && --depth == 0) return next + 1;
  }
  return next;
}

}  // namespace jsongen
