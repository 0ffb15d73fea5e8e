#include "frontend/project_macros.h"

#include <algorithm>
#include <utility>

#include "frontend/clang_util.h"

namespace jsongen {

std::vector<MacroToken> tokens_of(CXTranslationUnit tu, CXCursor cursor) {
  CXToken* tokens = nullptr;
  unsigned count = 0;
  clang_tokenize(tu, clang_getCursorExtent(cursor), &tokens, &count);
  std::vector<MacroToken> read;
  read.reserve(count);
  for (unsigned i = 0; i < count; ++i) {
    read.push_back({take(clang_getTokenSpelling(tu, tokens[i])), clang_getTokenKind(tokens[i]),
                    location_of(clang_getTokenLocation(tu, tokens[i]))});
  }
  clang_disposeTokens(tu, tokens, count);
  return read;
}

ProjectMacros::ProjectMacros(CXTranslationUnit tu, std::function<bool(const std::string&)> is_target)
    : tu_(tu), is_target_(std::move(is_target)) {}

const MacroDefinition* ProjectMacros::definition_of(const std::string& name) {
  const auto found = definitions_.find(name);
  if (found == definitions_.end()) return nullptr;
  auto parsed = parsed_.find(name);
  if (parsed == parsed_.end()) {
    const bool function_like = clang_Cursor_isMacroFunctionLike(found->second) != 0;
    parsed = parsed_.emplace(name, parse_macro_definition(tokens_of(tu_, found->second), function_like)).first;
  }
  return &parsed->second;
}

bool ProjectMacros::reaches_target(const std::string& name) {
  const auto known = reaches_.find(name);
  if (known != reaches_.end()) return known->second;
  reaches_[name] = false;  // while it is being looked at: a cycle reaches nothing
  const MacroDefinition* definition = definition_of(name);
  bool reaches = false;
  for (const MacroToken& token : definition ? definition->body : std::vector<MacroToken>{}) {
    if (token.kind != CXToken_Identifier) continue;
    if (is_target_(token.text) || (token.text != name && defines(token.text) && reaches_target(token.text))) {
      reaches = true;
      break;
    }
  }
  return reaches_[name] = reaches;
}

std::optional<std::vector<ExpandedUse>> ProjectMacros::targets_of(CXCursor expansion, std::string& why) {
  MacroExpander expander([this](const std::string& name) { return definition_of(name); }, is_target_);
  const model::SourceLocation location = location_of(expansion);
  std::vector<MacroToken> tokens = tokens_of(tu_, expansion);
  auto found = expander.find_targets(tokens, location, why);
  if (found && found->empty()) {
    std::vector<MacroToken> call = parenthesized_after(expansion);
    if (!call.empty()) {
      tokens.insert(tokens.end(), call.begin(), call.end());
      found = expander.find_targets(tokens, location, why);
    }
  }
  return found;
}

// The parenthesized tokens that follow a use in its file ("(" to its ")"),
// or none.
std::vector<MacroToken> ProjectMacros::parenthesized_after(CXCursor expansion) {
  CXFile file = nullptr;
  unsigned end = 0;
  clang_getExpansionLocation(clang_getRangeEnd(clang_getCursorExtent(expansion)), &file, nullptr, nullptr, &end);
  std::size_t size = 0;
  if (file == nullptr || clang_getFileContents(tu_, file, &size) == nullptr || end >= size) return {};
  const unsigned last = static_cast<unsigned>(std::min<std::size_t>(size, std::size_t{end} + 65536));
  const CXSourceRange range =
      clang_getRange(clang_getLocationForOffset(tu_, file, end), clang_getLocationForOffset(tu_, file, last));
  CXToken* tokens = nullptr;
  unsigned count = 0;
  clang_tokenize(tu_, range, &tokens, &count);
  std::vector<MacroToken> call;
  int depth = 0;
  for (unsigned i = 0; i < count; ++i) {
    std::string text = take(clang_getTokenSpelling(tu_, tokens[i]));
    if (i == 0 && text != "(") break;
    if (text == "(") ++depth;
    if (text == ")") --depth;
    call.push_back(
        {std::move(text), clang_getTokenKind(tokens[i]), location_of(clang_getTokenLocation(tu_, tokens[i]))});
    if (depth == 0) break;
  }
  clang_disposeTokens(tu_, tokens, count);
  return depth == 0 ? call : std::vector<MacroToken>{};
}

}  // namespace jsongen
