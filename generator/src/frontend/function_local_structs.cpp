#include "frontend/function_local_structs.h"

#include <algorithm>
#include <utility>
#include <vector>

#include "frontend/clang_util.h"
#include "frontend/file_tokens.h"

namespace jsongen {
namespace {

bool is_function_kind(CXCursorKind kind) {
  return kind == CXCursor_FunctionDecl || kind == CXCursor_CXXMethod || kind == CXCursor_FunctionTemplate ||
         kind == CXCursor_Constructor || kind == CXCursor_Destructor || kind == CXCursor_ConversionFunction ||
         kind == CXCursor_LambdaExpr;
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

std::vector<std::pair<unsigned, unsigned>> function_bodies(CXTranslationUnit tu, CXFile file,
                                                           const std::vector<Token>& tokens) {
  Collector collector{file, tokens, {}};
  clang_visitChildren(clang_getTranslationUnitCursor(tu), collect, &collector);
  return std::move(collector.bodies);
}

bool in_function_body(const std::vector<std::pair<unsigned, unsigned>>& bodies, unsigned offset) {
  return std::any_of(bodies.begin(), bodies.end(),
                     [&](const auto& body) { return offset >= body.first && offset < body.second; });
}

void check_function_local_structs(UnitContext& context) {
  const std::vector<Token> tokens = file_tokens(context.tu, context.target);
  const auto bodies = function_bodies(context.tu, context.target, tokens);
  for (const Token& token : tokens) {
    if (token.text != "JSONGEN_SERIALIZE" || !in_function_body(bodies, token.offset)) continue;
    context.error(location_of(token.location),
                  "a struct marked JSONGEN_SERIALIZE inside a function cannot be serialized: generated code cannot "
                  "name it; move it out of the function");
  }
}

}  // namespace jsongen
