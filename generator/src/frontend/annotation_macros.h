// Where an input writes jsongen's macros (names starting JSONGEN_), as
// tokens: clang keeps no trace of an annotation it could not read (a
// misspelt name, one after the struct's name) or that it dropped (one before
// `struct`). From the preprocessing record: which of them clang expanded as
// macros, and which lines it skipped (#if blocks not taken).
#pragma once

#include <clang-c/Index.h>

#include <string>
#include <vector>

#include "frontend/file_tokens.h"

namespace jsongen {

struct MacroUse {
  enum Kind {
    Expanded,     // a macro of this name, expanded here
    InArguments,  // in the arguments of another macro, which decides what it becomes
    NotAMacro,    // a name no macro has (clang reads it as an identifier)
  };
  std::size_t token = 0;  // its index in AnnotationMacros::tokens
  Kind kind = NotAMacro;
};

struct AnnotationMacros {
  std::vector<Token> tokens;  // every token of the input
  // The JSONGEN_ names of the input's code, in order: not those of
  // preprocessor directives (#define MY_MARK JSONGEN_SERIALIZE) or of #if
  // blocks the preprocessor skipped.
  std::vector<MacroUse> uses;
  // The names an annotation may have: the option table's macros and the other
  // public macros of the jsongen/annotations.h the input includes (JSONGEN_FRIEND).
  std::vector<std::string> known;
  std::string annotations_header;  // that annotations.h's path; "" when the input does not include it
};

AnnotationMacros find_annotation_macros(CXTranslationUnit tu, CXFile input);

// The index of the token after a use and its parenthesized arguments, if any.
std::size_t after_arguments(const std::vector<Token>& tokens, std::size_t use);

}  // namespace jsongen
