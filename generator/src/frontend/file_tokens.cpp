#include "frontend/file_tokens.h"

#include "frontend/clang_util.h"

namespace jsongen {

unsigned offset_of(CXSourceLocation location) {
  unsigned offset = 0;
  clang_getSpellingLocation(location, nullptr, nullptr, nullptr, &offset);
  return offset;
}

namespace {

CXSourceRange whole_file(CXTranslationUnit tu, CXFile file) {
  const CXSourceRange unit = clang_getCursorExtent(clang_getTranslationUnitCursor(tu));
  CXFile main_file = nullptr;
  clang_getSpellingLocation(clang_getRangeStart(unit), &main_file, nullptr, nullptr, nullptr);
  if (main_file != nullptr && clang_File_isEqual(main_file, file)) return unit;
  std::size_t size = 0;
  clang_getFileContents(tu, file, &size);
  return clang_getRange(clang_getLocationForOffset(tu, file, 0),
                        clang_getLocationForOffset(tu, file, static_cast<unsigned>(size)));
}

}  // namespace

std::vector<Token> file_tokens(CXTranslationUnit tu, CXFile file) {
  const CXSourceRange whole = whole_file(tu, file);
  CXToken* tokens = nullptr;
  unsigned count = 0;
  clang_tokenize(tu, whole, &tokens, &count);
  std::vector<Token> result;
  result.reserve(count);
  for (unsigned i = 0; i < count; ++i) {
    const CXSourceLocation location = clang_getTokenLocation(tu, tokens[i]);
    result.push_back(
        {take(clang_getTokenSpelling(tu, tokens[i])), offset_of(location), clang_getTokenKind(tokens[i]), location});
  }
  clang_disposeTokens(tu, tokens, count);
  return result;
}

}  // namespace jsongen
