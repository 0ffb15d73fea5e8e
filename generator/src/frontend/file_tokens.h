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
  // Where it is written (for messages and clang_getCursor). Not made with
  // clang_getLocationForOffset, which maps a location inside a macro's
  // arguments to the expansion: on the main file that walks every macro
  // expansion the file makes (a minute of CPU on a header full of
  // Boost.Preprocessor) the first time it is called.
  CXSourceLocation location = clang_getNullLocation();
};

// Every token of `file`, in order (inactive #if blocks and directives included).
// The main file's range is the translation unit's extent; another file's is
// made with clang_getLocationForOffset, whose cost is that file's macros.
std::vector<Token> file_tokens(CXTranslationUnit tu, CXFile file);

// An identifier in jsongen's namespace of macros (JSONGEN_...): an annotation,
// or a misspelling of one.
inline bool is_jsongen_name(const Token& token) {
  return token.kind == CXToken_Identifier && token.text.compare(0, 8, "JSONGEN_") == 0;
}

// The byte offset of a location in its file.
unsigned offset_of(CXSourceLocation location);

}  // namespace jsongen
