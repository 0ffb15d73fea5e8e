#include "frontend/function_local_structs.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "frontend/clang_util.h"

namespace jsongen {
namespace {

bool is_function_kind(CXCursorKind kind) {
  return kind == CXCursor_FunctionDecl || kind == CXCursor_CXXMethod || kind == CXCursor_FunctionTemplate ||
         kind == CXCursor_Constructor || kind == CXCursor_Destructor || kind == CXCursor_ConversionFunction ||
         kind == CXCursor_LambdaExpr;
}

unsigned offset_of(CXSourceLocation location) {
  unsigned offset = 0;
  clang_getSpellingLocation(location, nullptr, nullptr, nullptr, &offset);
  return offset;
}

struct Token {
  std::string text;
  unsigned offset;
};

std::vector<Token> file_tokens(CXTranslationUnit tu, CXFile file) {
  std::size_t size = 0;
  clang_getFileContents(tu, file, &size);
  const CXSourceRange whole = clang_getRange(clang_getLocationForOffset(tu, file, 0),
                                             clang_getLocationForOffset(tu, file, static_cast<unsigned>(size)));
  CXToken* tokens = nullptr;
  unsigned count = 0;
  clang_tokenize(tu, whole, &tokens, &count);
  std::vector<Token> result;
  for (unsigned i = 0; i < count; ++i) {
    result.push_back({take(clang_getTokenSpelling(tu, tokens[i])), offset_of(clang_getTokenLocation(tu, tokens[i]))});
  }
  clang_disposeTokens(tu, tokens, count);
  return result;
}

// The [begin, end) offsets of a function: its extent, and the body the
// parser skipped after it (a skipped body is not part of the extent).
std::pair<unsigned, unsigned> function_range(CXCursor function, const std::vector<Token>& tokens) {
  const CXSourceRange extent = clang_getCursorExtent(function);
  const unsigned begin = offset_of(clang_getRangeStart(extent));
  const unsigned end = offset_of(clang_getRangeEnd(extent));
  auto next = std::lower_bound(tokens.begin(), tokens.end(), end,
                               [](const Token& token, unsigned offset) { return token.offset < offset; });
  if (next == tokens.end() || (next->text != "{" && next->text != ":" && next->text != "try")) return {begin, end};
  while (next != tokens.end() && next->text != "{") ++next;  // past a constructor's initializers
  int depth = 0;
  for (; next != tokens.end(); ++next) {
    if (next->text == "{") ++depth;
    if (next->text == "}" && --depth == 0) return {begin, next->offset + 1};
  }
  return {begin, end};
}

struct Collector {
  CXFile file;
  const std::vector<Token>& tokens;
  std::vector<std::pair<unsigned, unsigned>> bodies;
};

CXChildVisitResult collect(CXCursor c, CXCursor, CXClientData data) {
  auto* collector = static_cast<Collector*>(data);
  if (!is_in(c, collector->file)) return CXChildVisit_Continue;
  if (is_function_kind(clang_getCursorKind(c))) collector->bodies.push_back(function_range(c, collector->tokens));
  return CXChildVisit_Recurse;
}

}  // namespace

void check_function_local_structs(UnitContext& context) {
  const std::vector<Token> tokens = file_tokens(context.tu, context.target);
  Collector collector{context.target, tokens, {}};
  clang_visitChildren(clang_getTranslationUnitCursor(context.tu), collect, &collector);
  for (const Token& token : tokens) {
    if (token.text != "JSONGEN_SERIALIZE") continue;
    const bool in_function = std::any_of(collector.bodies.begin(), collector.bodies.end(), [&](const auto& body) {
      return token.offset >= body.first && token.offset < body.second;
    });
    if (!in_function) continue;
    context.error(location_of(clang_getLocationForOffset(context.tu, context.target, token.offset)),
                  "a struct marked JSONGEN_SERIALIZE inside a function cannot be serialized: generated code cannot "
                  "name it; move it out of the function");
  }
}

}  // namespace jsongen
