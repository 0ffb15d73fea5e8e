#include "frontend/file_tokens.h"

#include "frontend/clang_util.h"

namespace jsongen {

unsigned offset_of(CXSourceLocation location) {
  unsigned offset = 0;
  clang_getSpellingLocation(location, nullptr, nullptr, nullptr, &offset);
  return offset;
}

std::vector<Token> file_tokens(CXTranslationUnit tu, CXFile file) {
  std::size_t size = 0;
  clang_getFileContents(tu, file, &size);
  const CXSourceRange whole = clang_getRange(clang_getLocationForOffset(tu, file, 0),
                                             clang_getLocationForOffset(tu, file, static_cast<unsigned>(size)));
  CXToken* tokens = nullptr;
  unsigned count = 0;
  clang_tokenize(tu, whole, &tokens, &count);
  std::vector<Token> result;
  result.reserve(count);
  for (unsigned i = 0; i < count; ++i) {
    result.push_back({take(clang_getTokenSpelling(tu, tokens[i])), offset_of(clang_getTokenLocation(tu, tokens[i])),
                      clang_getTokenKind(tokens[i])});
  }
  clang_disposeTokens(tu, tokens, count);
  return result;
}

}  // namespace jsongen
