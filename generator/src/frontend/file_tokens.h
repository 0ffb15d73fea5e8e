// The tokens of one file of a translation unit as written, with their byte
// offsets: for what the parser does not keep (a skipped function body, an
// annotation macro that clang dropped or could not read).
#pragma once

#include <clang-c/Index.h>

#include <string>
#include <vector>

namespace jsongen {

struct Token {
  std::string text;
  unsigned offset = 0;
  CXTokenKind kind = CXToken_Punctuation;
};

// Every token of `file`, in order (inactive #if blocks and directives included).
std::vector<Token> file_tokens(CXTranslationUnit tu, CXFile file);

// The byte offset of a location in its file.
unsigned offset_of(CXSourceLocation location);

}  // namespace jsongen
